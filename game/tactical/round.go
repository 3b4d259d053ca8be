package tactical

import (
	"fmt"

	"frontline/game/combat"
	"frontline/game/scenario"
	"frontline/game/units"
)

// One combat round (IX.5.4, Inset IX.6): initiative, then the winner's
// declared units fire one at a time, then the loser's survivors.

// AttackInitiativeBonus is the attacker's initiative bonus, in the first
// combat round only (Inset IX.6 step 3).
const AttackInitiativeBonus = 2

// roundDamage adds up net damage taken in this round (Inset IX.6 step 8).
type roundDamage struct {
	taken, crew map[UnitID]int
	wasDamaged  map[UnitID]bool // the unit's side when it was first hit this round
	crewWas     map[UnitID]bool
}

func newRoundDamage() *roundDamage {
	return &roundDamage{taken: map[UnitID]int{}, crew: map[UnitID]int{}, wasDamaged: map[UnitID]bool{}, crewWas: map[UnitID]bool{}}
}

func (b *Battle) fight() []Event {
	atk, def := b.initiativeMods()
	attackerFirst, _ := b.dice.Contest(atk, def, "Inset IX.6")
	first := Defender
	if attackerFirst {
		first = Attacker
	}
	evs := []Event{{Kind: EvInitiative, Side: b.Sides[first], Rule: "Inset IX.6", Rolls: b.dice.TakeRolls(),
		Text: fmt.Sprintf("Combat round %d: initiative attacker %+d, defender %+d; %s fires first.", b.Round, atk, def, SideName(b.Sides[first]))}}
	rd := newRoundDamage()
	for _, r := range []Role{first, first.Other()} {
		for _, d := range b.Declared {
			if u := b.Unit(d.Unit); u.Role == r && d.Mission != "" {
				evs = append(evs, b.fireMission(u, d, rd)...)
			} else if u.Role == r {
				evs = append(evs, b.fireUnit(u, d.Target, rd)...)
			}
		}
	}
	return append(evs, b.checkGone()...)
}

// initiativeMods: the attacker's +2 in round 1, each side's morale (Table
// IX.2), and the best Stealthy/Combat Veteran stars of an attacking unit
// and Vigilant/Combat Veteran of a defending one (Inset VIII.3), as the
// operational engine reads them.
func (b *Battle) initiativeMods() (atk, def int) {
	if b.Round == 1 {
		atk = AttackInitiativeBonus
	}
	atk += b.Rules.Events[Attacker].Initiative + b.moraleEffect(Attacker).Initiative + b.bestStars(Attacker, scenario.Stealthy, scenario.CombatVeteran) + b.maneuverLag(Attacker)
	def = b.Rules.Events[Defender].Initiative + b.moraleEffect(Defender).Initiative + b.bestStars(Defender, scenario.Vigilant, scenario.CombatVeteran) + b.maneuverLag(Defender)
	return atk + b.reconBonus(Attacker), def + b.reconBonus(Defender)
}

// bestStars is the best of role r's declared units' star counts of the
// given kinds plus the initiative a maneuver gave it (Diving Attack,
// Thatch Weave); a penalty (Torpedo Run) counts in maneuverLag instead.
func (b *Battle) bestStars(r Role, kinds ...scenario.Star) int {
	best := 0
	for _, d := range b.Declared {
		if u := b.Unit(d.Unit); u.Role == r {
			best = max(best, u.countStars(kinds...)+max(u.Boost.Initiative, 0))
		}
	}
	return best
}

// fireUnit fires u's primary weapon and one secondary at its declared
// target, or at another legal target when that one is gone or out of
// reach (the operational reading of V.5.3). Each weapon fires once per
// point of its rate; a jam stops it.
func (b *Battle) fireUnit(u *Unit, target UnitID, rd *roundDamage) []Event {
	if !u.Active() {
		return nil
	}
	t := b.Unit(target)
	if t == nil || !b.Legal(u, t) {
		if t = b.retarget(u); t == nil {
			return []Event{{Kind: EvNoTarget, Side: u.Side, Units: []UnitID{u.ID}, Rule: "Inset IX.6",
				Text: fmt.Sprintf("%s has no legal target left and holds its fire.", b.describe(u))}}
		}
	}
	return b.volley(u, t, rd)
}

// volley fires u's weapons of the round at t (Inset IX.6 steps 4-9).
func (b *Battle) volley(u, t *Unit, rd *roundDamage) []Event {
	var evs []Event
	for _, wi := range b.roundWeapons(u, t) {
		for range max(u.Face().Weapons[wi].Rate, 1) {
			if t.Status != OnTable || !u.Active() {
				break
			}
			ev, r := b.shoot(u, wi, t, rd, shotMods{})
			evs = append(evs, ev...)
			if r.Jammed {
				break
			}
		}
	}
	return evs
}

// retarget picks the first legal enemy u can harm, else the first legal.
func (b *Battle) retarget(u *Unit) *Unit {
	var legal *Unit
	for _, id := range b.LegalTargets(u) {
		t := b.Unit(id)
		if b.canHarm(u, t) {
			return t
		}
		if legal == nil {
			legal = t
		}
	}
	return legal
}

// canHarm: some legal weapon could damage t.
func (b *Battle) canHarm(u, t *Unit) bool {
	for wi, w := range u.Face().Weapons {
		if r, _ := b.Bar(u, wi, t); r == "" && !combat.Harmless(w, t.Card, t.Damaged) {
			return true
		}
	}
	return false
}

// roundWeapons: the primary weapon and the first secondary that may fire
// at t (Inset IX.6 step 5).
func (b *Battle) roundWeapons(u, t *Unit) []int {
	return combat.Volley(u.Face().Weapons, func(wi int) bool { r, _ := b.Bar(u, wi, t); return r == "" })
}

// shotAt builds the shot with every modifier: experience (Inset VIII.3),
// morale (Table IX.2), cover from the table or digging in, the better of
// the two (docs/TACTICAL.md).
func (b *Battle) shotAt(u *Unit, wi int, t *Unit) combat.Shot {
	w := u.Face().Weapons[wi]
	s := combat.Shot{Weapon: w, Target: t.Card, TargetDamaged: t.Damaged,
		UseAP:          w.AP > 0 && t.Face().Defense >= 2,
		IntensityBonus: u.countStars(scenario.ExploitWeakness),
		DefenseBonus:   b.defenseBonus(u, t)}
	if w.Primary {
		s.AttackBonus = u.countStars(scenario.MarksmanPrimary)
		if !hasSecondary(u) {
			s.AttackBonus += u.countStars(scenario.MarksmanSecondary)
		}
	} else {
		s.AttackBonus = u.countStars(scenario.MarksmanSecondary)
	}
	if !u.Aircraft() && u.Card.Class != units.Ship {
		s.AttackBonus += b.unitMorale(u).Attack
	}
	s.AttackBonus += edgeBonus(u, w, t) + u.AttackDelta
	return s
}

func hasSecondary(u *Unit) bool {
	for _, w := range u.Face().Weapons {
		if !w.Primary {
			return true
		}
	}
	return false
}

// DigInBonus is the Defense a dug-in unit adds (VI.2.4).
const DigInBonus = 2

// defenseBonus: the best single cover (a feature or digging in) and the
// morale effect on ground targets.
func (b *Battle) defenseBonus(u, t *Unit) int {
	if t.Aircraft() || t.Card.Class == units.Ship {
		return 0
	}
	cover, _ := b.Table.Cover(t.Pos, MoverOf(t.Card), u.Pos)
	if t.DugIn {
		cover = max(cover, DigInBonus)
	}
	e := b.unitMorale(t)
	cover += e.Defense
	if t.Card.TargetKind() == units.TargetInfantry {
		cover += e.InfantryDefense
	}
	return cover
}

// shoot resolves one shot with the engine's shot code and applies it at
// once (Inset IX.6 step 9) and returns what the shot did.
func (b *Battle) shoot(u *Unit, wi int, t *Unit, rd *roundDamage, m shotMods) ([]Event, combat.Result) {
	b.reveal(u) // firing gives a hidden unit away
	s := b.shotAt(u, wi, t)
	s.AttackBonus += m.attack // a fire mission's (missions.go)
	s.DoubleIntensity = m.double
	rule := "Inset IX.6"
	if s.UseAP {
		rule = "VI.7.3"
	}
	r, err := combat.Resolve(b.dice.Rule(rule), s)
	ev := Event{Kind: EvShot, Side: u.Side, Units: []UnitID{u.ID, t.ID}, Rule: rule, Rolls: b.dice.TakeRolls(), Harmed: harmed(r)}
	head := fmt.Sprintf("%s fires %s at %s", b.describe(u), s.Weapon.Name, b.describe(t))
	if err != nil {
		ev.Text = fmt.Sprintf("%s: the shot cannot be resolved (%v).", head, err)
		return []Event{ev}, r
	}
	if r.Jammed {
		u.Jams = append(u.Jams, Jam{Weapon: wi, Round: b.Round})
	}
	if s.Weapon.Expended {
		u.Spent = append(u.Spent, wi)
	}
	b.shaken(u, s.Weapon, t, r.Roll)
	bonus := ""
	if s.AttackBonus != 0 {
		bonus = fmt.Sprintf(" %+d", s.AttackBonus)
	}
	ev.Text = fmt.Sprintf("%s: d20 %d%s vs %d, %s.", head, r.Roll, bonus, s.Weapon.Attack, b.apply(t, r, rd))
	evs := []Event{ev}
	if t.Status == Destroyed {
		evs = append(evs, b.lost(t, Destroyed, "Inset IX.6")...)
	}
	return evs, r
}

// harmed reports whether a shot did damage (a critical hit, or net
// damage above 0), the test the operational engine credits for experience.
func harmed(r combat.Result) bool { return r.Hit && (r.Critical || r.Net > 0) }

// apply puts a shot's damage on t and its crew and says what came of it.
func (b *Battle) apply(t *Unit, r combat.Result, rd *roundDamage) string {
	switch {
	case r.Jammed:
		return "natural 1: the weapon jams for this round and the next"
	case !r.Hit:
		return "miss"
	case r.NoEffect:
		return "hit, but the weapon cannot harm it"
	}
	if _, ok := rd.wasDamaged[t.ID]; !ok {
		rd.wasDamaged[t.ID] = t.Damaged
	}
	rd.taken[t.ID] += r.Net
	out := fmt.Sprintf("hit for %d net", r.Net)
	if r.Critical {
		out = "critical hit"
		t.Status = Destroyed
	} else {
		switch combat.Outcome(t.Card, rd.wasDamaged[t.ID], rd.taken[t.ID]) {
		case combat.Destroyed:
			t.Status = Destroyed
		case combat.Damaged:
			t.Damaged = true
		}
	}
	if r.Pierced && r.CrewDamage > 0 && t.Crew != nil && !t.Crew.Destroyed {
		if _, ok := rd.crewWas[t.ID]; !ok {
			rd.crewWas[t.ID] = t.Crew.Damaged
		}
		rd.crew[t.ID] += r.CrewDamage
		switch combat.Outcome(t.Crew.Card, rd.crewWas[t.ID], rd.crew[t.ID]) {
		case combat.Destroyed:
			t.Crew.Destroyed = true
			out += fmt.Sprintf(", armour pierced: the crew takes %d and is destroyed", r.CrewDamage)
		case combat.Damaged:
			t.Crew.Damaged = true
			out += fmt.Sprintf(", armour pierced: the crew takes %d and is damaged", r.CrewDamage)
		}
	}
	switch {
	case t.Status == Destroyed:
		out += " → destroyed"
	case t.Damaged:
		out += " → damaged"
	}
	return out
}

// lost records a unit leaving the battle (destroyed, captured) for the
// morale of both sides (Inset IX.3 items 3 and 4).
func (b *Battle) lost(t *Unit, how Status, rule string) []Event {
	t.Status = how
	t.Jams = nil
	b.MoraleDelta[t.Role]--
	b.MoraleDelta[t.Role.Other()]++
	kind := EvDestroyed
	if how == Captured {
		kind = EvSurrender
	}
	return []Event{{Kind: kind, Side: t.Side, Units: []UnitID{t.ID}, Rule: rule,
		Text: fmt.Sprintf("%s is %s.", b.describe(t), how)}}
}
