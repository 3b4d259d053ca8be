package units

import (
	"fmt"
	"regexp"
	"strings"
)

var idPattern = regexp.MustCompile(`^[a-z]+\.[a-z0-9_]+$`)

// unit checks one [[unit]] table and builds its card. Problems go to l.errs;
// the card is returned anyway so later checks (duplicates, crews) still run.
func (l *loader) unit(p string, u *rawUnit) *Card {
	for _, k := range []string{"id", "name", "marker", "side", "class", "cost", "limit", "summary",
		"movement", "movement_damaged", "defense", "defense_damaged", "endurance", "endurance_half"} {
		l.need(p+"."+k, "every card states it; Damaged-side values too")
	}
	c := &Card{ID: u.ID, Name: u.Name, Marker: u.Marker, Year: u.Year, Cost: u.Cost, Limit: u.Limit, Summary: u.Summary}
	c.Side = enumOf(l, p+".side", "side", u.Side, sides)
	c.Class = enumOf(l, p+".class", "class", u.Class, classes)
	l.identity(p, u, c)

	l.between(p+".movement", u.Movement, 0, MaxMovement)
	l.between(p+".defense", u.Defense, 0, MaxDefense)
	l.between(p+".endurance", u.Endurance, 1, MaxEndurance)
	l.notBetter(p+".movement_damaged", "movement", u.Movement, u.MovementDamaged, true)
	l.notBetter(p+".defense_damaged", "defense", u.Defense, u.DefenseDamaged, true)
	if u.MovementDamaged < 0 || u.DefenseDamaged < 0 {
		l.errf(p, "negative damaged movement or defense (0 or more)")
	}
	if h, e := u.EnduranceHalf, u.Endurance; h != e/2 && h != (e+1)/2 {
		allowed := fmt.Sprint(e / 2)
		if e%2 == 1 {
			allowed = fmt.Sprintf("%d or %d", e/2, e/2+1)
		}
		l.errf(p+".endurance_half", "%d is not half of endurance %d (use %s)", h, e, allowed)
	}

	c.Full = Face{Movement: u.Movement, Defense: u.Defense, Endurance: u.Endurance}
	c.Damaged = Face{Damaged: true, Movement: u.MovementDamaged, Defense: u.DefenseDamaged, Endurance: u.EnduranceHalf}
	l.faceValues(p, u, c)
	c.Special = l.special(p, u, c)
	l.weapons(p, u, c)
	l.classRules(p, u, c)
	return c
}

func (l *loader) identity(p string, u *rawUnit, c *Card) {
	switch {
	case len(u.ID) > MaxIDLen:
		l.errf(p+".id", "%d characters (at most %d)", len(u.ID), MaxIDLen)
	case !idPattern.MatchString(u.ID):
		l.errf(p+".id", "%q is not a valid id (lower-case side prefix, a dot, then a-z 0-9 _)", u.ID)
	case c.Side != "" && !strings.HasPrefix(u.ID, idPrefix[c.Side]):
		l.errf(p+".id", "%q must start with %q for side %s", u.ID, idPrefix[c.Side], c.Side)
	}
	l.text(p+".name", u.Name, MaxNameLen)
	l.text(p+".marker", u.Marker, MaxMarkerLen)
	l.text(p+".summary", u.Summary, MaxTextLen)
	if u.Year != 0 || l.doc.Has(p+".year") {
		l.between(p+".year", u.Year, MinYear, MaxYear)
	}
	if u.Cost < 0 || u.Cost > MaxCost {
		l.errf(p+".cost", "%d out of range (0..%d)", u.Cost, MaxCost)
	}
	l.between(p+".limit", u.Limit, 1, MaxLimit)
}

// faceValues fills the per-side characteristics that change on damage.
func (l *loader) faceValues(p string, u *rawUnit, c *Card) {
	pair := func(key string, full, damaged, max int, setFull, setDamaged *int) {
		l.between(p+"."+key, full, 0, max)
		l.between(p+"."+key+"_damaged", damaged, 0, max)
		if full > 0 {
			l.need(p+"."+key+"_damaged", "state the Damaged-side value too")
		}
		l.notBetter(p+"."+key+"_damaged", key, full, damaged, true)
		*setFull, *setDamaged = full, damaged
	}
	pair("command_radius", u.CommandRadius, u.CommandRadiusDamaged, MaxRadius, &c.Full.CommandRadius, &c.Damaged.CommandRadius)
	pair("income", u.Income, u.IncomeDamaged, MaxIncome, &c.Full.Income, &c.Damaged.Income)
	pair("port_bonus", u.PortBonus, u.PortBonusDamaged, MaxPortBonus, &c.Full.PortBonus, &c.Damaged.PortBonus)

	// Sortie limit: 0 on the full side means "no limit", so any damaged
	// limit is a restriction; a full-side limit may only shrink.
	l.between(p+".sortie_limit", u.SortieLimit, 0, MaxSortie)
	l.between(p+".sortie_limit_damaged", u.SortieLimitDamaged, 0, MaxSortie)
	if u.SortieLimit > 0 && (u.SortieLimitDamaged == 0 || u.SortieLimitDamaged > u.SortieLimit) {
		l.errf(p+".sortie_limit_damaged", "%d is looser than sortie_limit %d (a Damaged side may only be equal or worse)", u.SortieLimitDamaged, u.SortieLimit)
	}
	c.Full.SortieLimit, c.Damaged.SortieLimit = u.SortieLimit, u.SortieLimitDamaged

	// Safe passage grows when an obstacle is damaged (gaps in the wire).
	l.between(p+".safe_passage", u.SafePassage, 0, MaxPassage)
	l.between(p+".safe_passage_damaged", u.SafePassageDamaged, 0, MaxPassage)
	if u.SafePassageDamaged < u.SafePassage {
		l.errf(p+".safe_passage_damaged", "%d is less than safe_passage %d (a damaged obstacle lets at least as many through)", u.SafePassageDamaged, u.SafePassage)
	}
	c.Full.SafePassage, c.Damaged.SafePassage = u.SafePassage, u.SafePassageDamaged

	c.Full.Crossing = l.targetList(p+".crossing", u.Crossing)
	c.Damaged.Crossing = l.targetList(p+".crossing_damaged", u.CrossingDamaged)
	for i, t := range c.Damaged.Crossing {
		if !hasTarget(c.Full.Crossing, t) {
			l.errf(fmt.Sprintf("%s.crossing_damaged[%d]", p, i), "%q may not cross the damaged bridge when it cannot cross the intact one", t)
		}
	}

	if len(u.OnDamage) > MaxOnDamage {
		l.errf(p+".on_damage", "%d effects (at most %d)", len(u.OnDamage), MaxOnDamage)
	}
	for i, s := range u.OnDamage {
		l.text(fmt.Sprintf("%s.on_damage[%d]", p, i), s, MaxTextLen)
	}
	c.Damaged.OnDamage = u.OnDamage
}

func hasTarget(ts []Target, t Target) bool {
	for _, x := range ts {
		if x == t {
			return true
		}
	}
	return false
}

// special converts the special characteristics and checks their ranges.
func (l *loader) special(p string, u *rawUnit, c *Card) Special {
	s := Special{
		CrewType:     optEnum(l, p+".crew_type", "crew type", u.CrewType, crewTypes),
		RequiresCrew: optEnum(l, p+".requires_crew", "crew type", u.RequiresCrew, crewTypes),
		Bearer:       optEnum(l, p+".bearer", "bearer", u.Bearer, bearers),
		TowedGun:     optEnum(l, p+".towed_gun", "size", u.TowedGun, sizes),
		TowVehicles:  u.TowVehicles,
		TowCapacity:  optEnum(l, p+".tow_capacity", "size", u.TowCapacity, sizes),
		SetupPhases:  u.SetupPhases,

		TransportSquads:   u.TransportSquads,
		TransportSoldiers: u.TransportSoldiers,
		TransportVehicles: u.TransportVehicles,
		OpenTop:           u.OpenTop,

		TurnsOfFlight: u.TurnsOfFlight,
		AirRole:       optEnum(l, p+".air_role", "air role", u.AirRole, airRoles),
		DiveBomb:      u.DiveBomb,
		HitAndRun:     u.HitAndRun,
		Smoke:         u.Smoke,
		Recon:         u.Recon,
		Hidden:        u.Hidden,
		DigIn:         u.DigIn,
		Engineer:      u.Engineer,
		FireMissions:  u.FireMissions,
		SpottingOp:    u.Spotting.Op,
		SpottingTac:   u.Spotting.Tac,
		Amphibious:    u.Amphibious,
		Naval:         optEnum(l, p+".naval", "naval kind", u.Naval, navalKinds),
		LandingShip:   u.LandingShip,

		Immobile:     u.Immobile,
		NoSupply:     u.NoSupply,
		NoExperience: u.NoExperience,
		Shelter:      u.Shelter,
		ObstacleFor:  l.targetList(p+".obstacle_for", u.ObstacleFor),
		Structure:    optEnum(l, p+".structure", "structure kind", u.Structure, structKinds),
		MinShellMM:   u.MinShellMM,
		MinBombLb:    u.MinBombLb,
	}
	if s.TowedGun != NoSize && s.TowVehicles == 0 {
		s.TowVehicles = 1
	}
	for _, r := range []struct {
		key     string
		v, max  int
		atLeast int
	}{
		{"tow_vehicles", u.TowVehicles, MaxTowLoads, 0},
		{"setup_phases", u.SetupPhases, MaxSetup, 0},
		{"transport_squads", u.TransportSquads, MaxTransport, 0},
		{"transport_soldiers", u.TransportSoldiers, MaxTransport, 0},
		{"transport_vehicles", u.TransportVehicles, MaxTransport, 0},
		{"turns_of_flight", u.TurnsOfFlight, MaxFlight, 0},
		{"spotting.op", u.Spotting.Op, MaxRangeOp, 0},
		{"spotting.tac", u.Spotting.Tac, MaxRangeTac, 0},
		{"min_shell_mm", u.MinShellMM, MaxShellMM, 0},
		{"min_bomb_lb", u.MinBombLb, MaxBombLb, 0},
	} {
		l.between(p+"."+r.key, r.v, r.atLeast, r.max)
	}
	return s
}
