package game

import (
	"fmt"
	"strings"

	"frontline/game/cards"
	"frontline/game/combat"
	"frontline/game/scenario"
)

// One shot of an engagement and what it does: modifiers (experience,
// cover), damage within the round, destruction and crew survival (Inset
// V.6 steps 5-9, Inset VI.5, VI.7.2, VI.7.5, Table VI.3).

// Table VI.3, crew survival on a d10.
const (
	CrewDestroyedMax = 5 // 1-5: the crew is destroyed
	CrewDamagedMax   = 8 // 6-8: it survives damaged; 9-10 intact
)

// shotAt builds the shot of u's weapon idx at t with every modifier in
// force. AP rounds are used whenever the weapon has them and the target's
// printed Defense is 2 or more (armour, VI.7.2): HE is the default and
// better against soft targets (VI.7.3); cover from digging in or a city
// is not armour. A player's choice of rounds (fire_orders.go) overrides
// this.
func (g *Game) shotAt(u *Unit, idx int, t *Unit) combat.Shot {
	w := u.Face().Weapons[idx]
	s := combat.Shot{Weapon: w, Target: t.Card, TargetDamaged: t.Damaged,
		UseAP:          w.AP > 0 && t.Face().Defense >= 2,
		IntensityBonus: g.countStars(u, scenario.ExploitWeakness),
		DefenseBonus:   g.coverBonus(t)}
	hasSecondary := false
	for _, x := range u.Face().Weapons {
		hasSecondary = hasSecondary || !x.Primary
	}
	// Marksman, Secondary falls to the primary when there is no secondary
	// weapon (Inset VIII.3).
	if w.Primary {
		s.AttackBonus = g.countStars(u, scenario.MarksmanPrimary)
		if !hasSecondary {
			s.AttackBonus += g.countStars(u, scenario.MarksmanSecondary)
		}
	} else {
		s.AttackBonus = g.countStars(u, scenario.MarksmanSecondary)
	}
	g.airShot(&s, u, t) // air_combat.go: grounded aircraft, Dive Bomb
	return s
}

// coverBonus is added to t's Defense: +2 dug in (VI.2.4), +1 for infantry
// in a key or ruined city (Insets VII.1, VII.2), the two adding up.
func (g *Game) coverBonus(t *Unit) int {
	if c := g.transportOf(t); c != nil { // transport.go: the carrier's Defense or none (VI.3.3, VI.3.4)
		return g.transitCover(t, c)
	}
	if c := g.exposedCrew(t); c != nil { // open_top_crew.go: an open-topped vehicle's crew
		return crewCover(t, c)
	}
	n := 0
	if t.DugIn {
		n += DigInBonus
	}
	if t.Card.TargetKind() == "infantry" {
		if _, ok := g.scenario.Map.CityAt(t.Hex); ok {
			n += CityInfantryDefense
		}
	}
	return n
}

// PredictShot gives the exact odds of one shot of attacker's weapon (an
// index into its face in use) at target as things stand, for the
// client's preview and the computer opponent.
func (g *Game) PredictShot(attacker UnitID, weapon int, target UnitID) (combat.Odds, error) {
	return g.PredictFire(attacker, weapon, target, AmmoDefault) // fire_orders.go
}

// fire resolves one shot and applies it at once (Inset V.6 step 9). It
// reports whether the weapon jammed.
func (g *Game) fire(u *Unit, idx int, t *Unit, rd *round, ammo Ammo) ([]Event, bool) {
	evs, r := g.fireWith(u, idx, t, rd, shotOpts{mods: g.attackMods(u, t), ammo: ammo})
	return evs, r.Jammed
}

// fireWith is fire with the changes of shotOpts (fire_mission_round.go):
// attack modifiers of smoke and fire missions, a d20 rolled already,
// doubled intensity. It returns the shot's result.
func (g *Game) fireWith(u *Unit, idx int, t *Unit, rd *round, o shotOpts) ([]Event, combat.Result) {
	e := g.OpenEngagement
	s := g.shotAt(u, idx, t)
	withAmmo(&s, o.ammo) // fire_orders.go (VI.7.3)
	s.AttackBonus += sumMods(o.mods)
	s.DoubleIntensity = o.double
	rule := "V.5.5"
	if s.UseAP {
		rule = "VI.7.3"
	}
	r, err := combat.Resolve(o.dice(g.dice.Rule(rule)), s)
	ev := Event{Kind: EvShot, Side: u.Side, Units: []UnitID{u.ID, t.ID}, Rule: rule, Rolls: g.dice.TakeRolls()}
	head := fmt.Sprintf("%s fires %s at %s", g.describe(u), s.Weapon.Name, g.describe(t))
	if err != nil { // data the shot code refuses; nothing happens
		ev.Text = fmt.Sprintf("%s: the shot cannot be resolved (%v).", head, err)
		return []Event{ev}, r
	}
	if r.Jammed {
		e.Jams = append(e.Jams, Jam{Unit: u.ID, Weapon: idx, Round: e.Round})
	}
	spent := g.afterAirShot(u, idx, t) // air_combat.go: bombs depleted, aircraft threatened
	if crew := g.crewOf(t); crew != nil && r.Pierced && r.CrewDamage > 0 {
		ev.Units = append(ev.Units, crew.ID) // the text names the crew hit inside
	}
	outcome, more := g.applyShot(u, t, r, rd)
	ev.Text = head + ": " + shotText(s, r, o.mods) + outcome + "."
	if r.NoEffect && s.Weapon.Bullets {
		ev.Rule = "VI.7.2"
	}
	return append(append([]Event{ev}, more...), spent...), r
}

// attackMods are the named attack modifiers of a shot besides experience:
// smoke in the target's hex (smoke.go) and event cards in force
// (event_ongoing.go, III.6.3).
func (g *Game) attackMods(u, t *Unit) []modifier {
	ms := g.smokeMods(t)
	if n := g.effectDelta(u.Side, cards.AttackDelta, u.Card.Class); n != 0 {
		ms = append(ms, modifier{n, "event card (III.6.3)"})
	}
	return ms
}

// shotText tells the dice of a shot in words; mods are the attack
// modifiers other than experience.
func shotText(s combat.Shot, r combat.Result, mods []modifier) string {
	var b strings.Builder
	fmt.Fprintf(&b, "d20 %d", r.Roll)
	if n := s.AttackBonus - sumMods(mods); n != 0 {
		fmt.Fprintf(&b, " %+d experience", n)
	}
	b.WriteString(modText(mods))
	fmt.Fprintf(&b, " vs %d", s.Weapon.Attack)
	switch {
	case r.Jammed:
		b.WriteString(", natural 1: the weapon jams for this round and the next")
		return b.String()
	case !r.Hit:
		b.WriteString(", miss")
		return b.String()
	case r.Critical:
		b.WriteString(", natural 20: critical hit")
		return b.String()
	}
	b.WriteString(", hit")
	if r.APWeapon != 0 {
		fmt.Fprintf(&b, "; AP weapon check d10 %d (needs %d or less)", r.APWeapon, s.Weapon.AP)
		if r.APArmor != 0 {
			fmt.Fprintf(&b, ", armour check d10 %d (holds on %d or less)", r.APArmor, s.Target.Face(s.TargetDamaged).Defense+s.DefenseBonus)
		}
		if r.Pierced {
			b.WriteString(": armour pierced")
		} else {
			b.WriteString(": not pierced")
		}
	}
	if r.NoEffect {
		b.WriteString(", but the weapon cannot harm the target")
		return b.String()
	}
	fmt.Fprintf(&b, "; intensity d10 %d", r.Intensity)
	if r.Doubled || s.DoubleIntensity {
		b.WriteString(" doubled")
	}
	if s.IntensityBonus != 0 {
		fmt.Fprintf(&b, " %+d experience", s.IntensityBonus)
	}
	fmt.Fprintf(&b, " + DI %d = %d", s.Weapon.DI, r.Raw)
	if r.Pierced {
		b.WriteString(", Defense ignored")
	} else {
		fmt.Fprintf(&b, " - Defense %d", r.Defense)
	}
	fmt.Fprintf(&b, " = %d net", r.Net)
	return b.String()
}

// applyShot applies a shot's result to t (and to its crew when the
// armour was pierced) and says what came of it.
func (g *Game) applyShot(u, t *Unit, r combat.Result, rd *round) (string, []Event) {
	e := g.OpenEngagement
	if r.Critical || r.Net > 0 {
		e.Credits = append(e.Credits, Credit{By: u.ID, Target: t.ID})
	}
	var evs []Event
	crewText := ""
	if crew := g.crewOf(t); crew != nil && r.Pierced && r.CrewDamage > 0 {
		taken := rd.add(crew, r.CrewDamage)
		switch combat.Outcome(crew.Card, rd.wasDamaged[crew.ID], taken) {
		case combat.Destroyed:
			crewText = fmt.Sprintf("; the same %d reaches %s, which is destroyed", r.CrewDamage, g.describe(crew))
			evs = append(evs, g.destroyUnit(crew, "killed by a round through the armour (VI.7.3)")...)
		case combat.Damaged:
			crewText = fmt.Sprintf("; the same %d reaches %s, which is damaged", r.CrewDamage, g.describe(crew))
			crew.Damaged = true
		default:
			crewText = fmt.Sprintf("; the same %d reaches %s", r.CrewDamage, g.describe(crew))
		}
	}
	if r.Critical {
		return " → destroyed" + crewText, append(evs, g.destroyUnit(t, "a critical hit (Inset V.6)")...)
	}
	if r.Net <= 0 {
		if !r.Hit || r.NoEffect || r.Jammed {
			return crewText, evs
		}
		return " → no damage" + crewText, evs
	}
	taken := rd.add(t, r.Net)
	switch combat.Outcome(t.Card, rd.wasDamaged[t.ID], taken) {
	case combat.Destroyed:
		return fmt.Sprintf(" (%d this round) → destroyed", taken) + crewText,
			append(evs, g.destroyUnit(t, fmt.Sprintf("%d damage this round (Inset V.6)", taken))...)
	case combat.Damaged:
		if !t.Damaged {
			t.Damaged = true
			return fmt.Sprintf(" (%d this round) → damaged", taken) + crewText, evs
		}
		return fmt.Sprintf(" (%d this round, %d destroys it) → holds", taken, t.Card.Damaged.Endurance) + crewText, evs
	}
	return fmt.Sprintf(" (%d this round, half breakpoint at %d) → holds", taken, t.Card.Full.Endurance-t.Card.Damaged.Endurance) + crewText, evs
}

// destroyUnit removes t from play. A crew operating it checks survival
// (VI.7.5); a surviving crew stays in the hex on its own.
func (g *Game) destroyUnit(t *Unit, why string) []Event {
	crew := g.crewOf(t)
	t.Place, t.DugIn = Destroyed, false
	t.unlink() // what it carried rolls on Table VI.1 below (transit_survival.go)
	if m := g.Unit(t.Mans); m != nil && m.Crew == t.ID {
		m.Crew = 0
	}
	t.Mans = 0
	if c := g.Unit(t.Crew); c != nil && c.Mans == t.ID {
		c.Mans = 0
	}
	t.Crew = 0
	if e := g.OpenEngagement; e != nil {
		e.Destroyed = appendID(e.Destroyed, t.ID)
	}
	evs := []Event{{Kind: EvUnitDestroyed, Side: t.Side, Units: []UnitID{t.ID}, Rule: "Inset V.6",
		Text: fmt.Sprintf("%s is destroyed: %s.", g.describe(t), why)}}
	if crew != nil {
		evs = append(evs, g.crewSurvival(crew, t))
	}
	evs = append(evs, g.transitLosses(t)...)                // transit_survival.go: what t carried or towed (Table VI.1)
	evs = append(evs, g.structureLost(t, Enemy(t.Side))...) // structures.go: bridges and airfields lost
	evs = append(evs, g.scoreLoss(t, crew)...)              // score.go: Table II.1
	return append(evs, g.pilotLands(crew, t)...)            // capture.go: a pilot coming down among enemies (VI.1.2)
}

// crewSurvival rolls Table VI.3 for the crew of a destroyed unit: 1-5
// destroyed, 6-8 damaged, 9-10 intact; a crew already damaged that is
// damaged again is destroyed (VI.7.5).
func (g *Game) crewSurvival(crew, lost *Unit) Event {
	v := g.dice.D10("crew survival ("+g.describe(crew)+")", "VI.7.5")
	ev := Event{Kind: EvCrewSurvival, Side: crew.Side, Units: []UnitID{crew.ID, lost.ID}, Amount: v, Rule: "VI.7.5"}
	var text string
	switch {
	case v <= CrewDestroyedMax:
		text = "is destroyed"
		crew.Place = Destroyed
		crew.unlink()
	case v <= CrewDamagedMax && crew.Damaged:
		text = "would be damaged, but it was damaged already: destroyed"
		crew.Place = Destroyed
		crew.unlink()
	case v <= CrewDamagedMax:
		text = "survives, damaged, and stays in " + crew.Hex.String()
		crew.Damaged = true
	default:
		text = "survives intact and stays in " + crew.Hex.String()
	}
	if crew.Place == Destroyed {
		crew.DugIn = false
		if e := g.OpenEngagement; e != nil {
			e.Destroyed = appendID(e.Destroyed, crew.ID)
		}
	}
	ev.Text = fmt.Sprintf("Crew survival for %s of %s: d10 %d, it %s (Table VI.3).", g.describe(crew), g.describe(lost), v, text)
	ev.Rolls = g.dice.TakeRolls()
	return ev
}
