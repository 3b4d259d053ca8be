package game

import (
	"fmt"
	"slices"
	"strings"

	"frontline/game/combat"
	"frontline/game/scenario"
	"frontline/game/tactical"
	"frontline/game/units"
)

// Initiative, combat rounds and the end of an engagement (Inset V.6
// steps 3-11).

// modifier is one initiative bonus and its reason.
type modifier struct {
	n   int
	why string
}

func sumMods(ms []modifier) int {
	n := 0
	for _, m := range ms {
		n += m.n
	}
	return n
}

func modText(ms []modifier) string {
	var b strings.Builder
	for _, m := range ms {
		fmt.Fprintf(&b, " %+d %s", m.n, m.why)
	}
	return b.String()
}

// attackModifiers: +2 unless a vehicle attacks into a city (Insets VII.1
// and VII.2), +1 after reconnaissance of a target's stack (VI.6.1), and
// the best Stealthy/Combat Veteran total of one attacking unit (Inset
// VIII.3). Reading: a side rolls once, so its best unit's stars count,
// not the stars of every unit added up.
func (g *Game) attackModifiers() []modifier {
	e := g.OpenEngagement
	var ms []modifier
	if why := g.attackBonusNegated(); why == "" {
		ms = append(ms, modifier{AttackInitiativeBonus, "attack bonus (Inset V.6)"})
	} else {
		e.NegatedWhy = why
	}
	recon := 0
	for _, h := range g.hexesOf(e.Targets) {
		recon = max(recon, g.ReconBonus(e.Attacker, h))
	}
	if recon > 0 {
		ms = append(ms, modifier{recon, "reconnaissance (VI.6.1)"})
	}
	if n := g.bestStars(fighterIDs(e.Attackers), scenario.Stealthy, scenario.CombatVeteran); n > 0 {
		ms = append(ms, modifier{n, "experience (Inset VIII.3)"})
	}
	ms = append(ms, g.eventInitiative(e.Attacker)...) // event_ongoing.go: initiative_delta
	if n := g.encircleBonus(); n > 0 {                // encircle.go
		ms = append(ms, modifier{n, "encirclement (IV.3.3)"})
	}
	return append(ms, g.hitAndRunMods()...) // hit_and_run.go
}

// attackBonusNegated says why the attacker loses its +2, or "": an
// attacking vehicle whose target stands in a city has entered it to
// attack (Insets VII.1 item 6 and VII.2 item 3); defensive combat started
// by the passive side (VI.2.1); an attacker out of command (Inset IV.1).
func (g *Game) attackBonusNegated() string {
	if why := g.defensiveBonusBar(); why != "" { // defensive_combat.go (VI.2.1)
		return why
	}
	if why := g.scrambleBonusBar(); why != "" { // scramble.go (VI.7.1)
		return why
	}
	for _, f := range g.OpenEngagement.Attackers {
		u, t := g.Unit(f.Unit), g.Unit(f.Target)
		if u.Card.Class != units.Vehicle && u.Card.Class != units.Tank {
			continue
		}
		if c, ok := g.scenario.Map.CityAt(t.Hex); ok {
			rule := "Inset VII.2"
			if c.Key {
				rule = "Inset VII.1"
			}
			return fmt.Sprintf("%s attacks into %s (%s)", g.describe(u), c.Name, rule)
		}
	}
	// Command network (command_network.go): strict reading of Inset IV.1
	// item 2, every attacker must be in command for the bonus.
	if u := g.outOfCommand(fighterIDs(g.OpenEngagement.Attackers)); u != nil {
		return fmt.Sprintf("%s is outside the command network (Inset IV.1)", g.describe(u))
	}
	return ""
}

// defenceModifiers: +1 when a target stands in a key or ruined city
// (Insets VII.1, VII.2) and the best Vigilant/Combat Veteran total of one
// retaliating unit (Inset VIII.3).
func (g *Game) defenceModifiers() []modifier {
	e := g.OpenEngagement
	var ms []modifier
	for _, h := range g.hexesOf(e.Targets) {
		if c, ok := g.scenario.Map.CityAt(h); ok {
			ms = append(ms, modifier{CityInitiativeBonus, "defending " + c.Name + " (Insets VII.1, VII.2)"})
			break
		}
	}
	if n := g.bestStars(fighterIDs(e.Defenders), scenario.Vigilant, scenario.CombatVeteran); n > 0 {
		ms = append(ms, modifier{n, "experience (Inset VIII.3)"})
	}
	// Command network (command_network.go): -1 once when any retaliating
	// unit is out of command (Inset IV.1 item 1).
	if u := g.outOfCommand(fighterIDs(e.Defenders)); u != nil {
		ms = append(ms, modifier{OutOfCommandPenalty, "outside the command network (Inset IV.1)"})
	}
	return append(ms, g.eventInitiative(Enemy(e.Attacker))...) // event_ongoing.go: initiative_delta
}

// initiative rolls Inset V.6 step 3 once for the whole engagement (V.5.5).
// With nobody retaliating there is nothing to decide and nothing is rolled.
func (g *Game) initiative() []Event {
	e := g.OpenEngagement
	att, def := e.Attacker, Enemy(e.Attacker)
	if evs, ok := g.missionInitiative(); ok { // fire_mission_round.go: Interdict or Cover (VI.7.6.2)
		return evs
	}
	if len(e.Defenders) == 0 {
		e.AttackerFirst = true
		return []Event{{Kind: EvInitiative, Side: att, Rule: "Inset V.6",
			Text: "Nobody retaliates: no initiative is rolled and the attackers fire."}}
	}
	am, dm := g.momentumInitiative(g.attackModifiers(), g.defenceModifiers()) // momentum.go (VIII.3.2)
	aWins, rolls := g.dice.Contest(sumMods(am), sumMods(dm), "V.5.5")
	e.AttackerFirst = aWins
	a, d := rolls[len(rolls)-2].Value, rolls[len(rolls)-1].Value
	winner, how := att, "the attackers fire first"
	if !aWins {
		winner, how = def, "the defenders fire first (free retaliation)"
	}
	text := fmt.Sprintf("Initiative: %s d10 %d%s = %d, %s d10 %d%s = %d; %s.",
		sideName(att), a, modText(am), a+sumMods(am), sideName(def), d, modText(dm), d+sumMods(dm), how)
	if e.NegatedWhy != "" {
		text += " No attack bonus: " + e.NegatedWhy + "."
	}
	if len(rolls) > 2 {
		text += fmt.Sprintf(" (%d tied roll(s) rolled again.)", len(rolls)/2-1)
	}
	return []Event{{Kind: EvInitiative, Side: winner, Rule: "V.5.5", Rolls: g.dice.TakeRolls(), Text: text}}
}

// starHolder is the unit whose experience stars u fights with: its crew
// when it has one, else itself (VIII.2.2).
func (g *Game) starHolder(u *Unit) *Unit {
	if c := g.crewOf(u); c != nil {
		return c
	}
	return u
}

func (g *Game) countStars(u *Unit, kinds ...scenario.Star) int {
	n := 0
	for _, s := range g.starHolder(u).Stars {
		for _, k := range kinds {
			if s == k {
				n++
			}
		}
	}
	return n
}

func (g *Game) bestStars(ids []UnitID, kinds ...scenario.Star) int {
	best := 0
	for _, id := range ids {
		best = max(best, g.countStars(g.Unit(id), kinds...))
	}
	return best
}

// round is the damage taken in the current combat round: it adds up
// within a round only (Inset V.6 step 8), judged from the side each unit
// was on when the round began. A round is always fought inside one
// command, so this never needs saving.
type round struct {
	taken      map[UnitID]int
	wasDamaged map[UnitID]bool
}

func (rd *round) add(u *Unit, net int) int {
	if _, ok := rd.wasDamaged[u.ID]; !ok {
		rd.wasDamaged[u.ID] = u.Damaged
	}
	rd.taken[u.ID] += net
	return rd.taken[u.ID]
}

// fightRound fights one round: the initiative winner's units fire, then
// the other side's (V.5.1, V.5.5: the order never changes). Then the
// engagement goes on or ends.
func (g *Game) fightRound() []Event {
	if evs, ok := g.hitAndRunRound(); ok { // hit_and_run.go: fire once unanswered and fall back
		return evs
	}
	e := g.OpenEngagement
	e.Round++
	rd := &round{taken: map[UnitID]int{}, wasDamaged: map[UnitID]bool{}}
	var evs []Event
	if e.AttackerFirst {
		evs = append(evs, g.fireSide(true, rd)...)
		evs = append(evs, g.fireSide(false, rd)...)
	} else {
		evs = append(evs, g.fireSide(false, rd)...)
		evs = append(evs, g.fireSide(true, rd)...)
	}
	keep := e.Jams[:0]
	for _, j := range e.Jams {
		if j.Round >= e.Round { // still out next round
			keep = append(keep, j)
		}
	}
	e.Jams = keep
	if !g.engagementGoesOn() {
		return append(evs, g.endEngagement()...)
	}
	evs = append(evs, Event{Kind: EvRoundEnded, Side: e.Attacker, Amount: e.Round, Rule: "V.5.1",
		Text: g.roundOverText()})
	g.Pending = Decision{Kind: DecideEngagementRound, Side: e.Attacker, Phase: PhaseCombat, Choices: g.liveAttackers(),
		Prompt: fmt.Sprintf("Fight round %d: switch targets if you wish, then fire (V.5.3, V.5.4).", e.Round+1)}
	return append(evs, g.withdrawAgain()...) // interdict_withdraw.go: interdicted units check again (VI.7.6.2)
}

func (g *Game) liveAttackers() []UnitID { return g.liveOf(g.OpenEngagement.Attackers) }

// liveOf lists the fighters still able to fire.
func (g *Game) liveOf(fs []Fighter) []UnitID {
	var out []UnitID
	for _, f := range fs {
		if g.shooterBar(g.Unit(f.Unit)) == "" {
			out = append(out, f.Unit)
		}
	}
	return out
}

// shooterBar says why an engaged unit can no longer fire, or "": it was
// destroyed, or lost the crew that worked it.
func (g *Game) shooterBar(u *Unit) string {
	switch {
	case !u.Deployed():
		return "it is no longer on the map"
	case u.Card.Special.RequiresCrew != units.NoCrew && g.crewOf(u) == nil:
		return "it has lost its crew (glossary, Crew)"
	}
	return ""
}

// fireSide fires every unit of one side of the engagement, one at a time
// in declaration order (Inset V.6 step 4).
func (g *Game) fireSide(attackers bool, rd *round) []Event {
	e := g.OpenEngagement
	fs, foes := e.Defenders, fighterIDs(e.Attackers)
	if attackers {
		fs, foes = e.Attackers, g.defendingIDs()
	}
	var evs []Event
	for i := range fs {
		u := g.Unit(fs[i].Unit)
		if g.shooterBar(u) != "" {
			continue
		}
		ev, done := g.artilleryTurn(&fs[i], attackers, rd) // fire_mission_round.go: pins, smoke, fire missions
		if evs = append(evs, ev...); done {
			continue
		}
		t := g.Unit(fs[i].Target)
		if !g.legalTarget(u, t) {
			t = g.retarget(u, foes)
			if t == nil {
				evs = append(evs, Event{Kind: EvNoTarget, Side: u.Side, Units: []UnitID{u.ID}, Rule: "V.5.2",
					Text: fmt.Sprintf("%s has no legal target left and holds its fire.", g.describe(u))})
				continue
			}
			fs[i].Target = t.ID
			evs = append(evs, Event{Kind: EvAttackDeclared, Side: u.Side, Units: []UnitID{u.ID, t.ID}, Rule: "V.5.3",
				Text: fmt.Sprintf("%s switches its fire to %s.", g.describe(u), g.describe(t))})
		}
		for _, a := range g.roundFire(u, fs[i], t) { // fire_orders.go: the chosen weapons (Inset V.6 step 4)
			for range max(u.Face().Weapons[a.idx].Rate, 1) {
				if !a.t.Deployed() || g.shooterBar(u) != "" {
					break
				}
				ev, jammed := g.fire(u, a.idx, a.t, rd, a.ammo)
				evs = append(evs, ev...)
				if jammed {
					break
				}
			}
		}
	}
	return evs
}

// retarget picks a new target for u among foes when its own is gone or
// out of reach: the first one it can harm, else the first legal one.
// Reading of V.5.3 for a digital game: retaliating units switch on their
// own, attackers too unless their player picked another target.
func (g *Game) retarget(u *Unit, foes []UnitID) *Unit {
	var legal *Unit
	for _, id := range foes {
		t := g.Unit(id)
		if !g.legalTarget(u, t) {
			continue
		}
		if g.canHarm(u, t) {
			return t
		}
		if legal == nil {
			legal = t
		}
	}
	return legal
}

// roundWeapons is what u fires at t this round: its primary weapon and at
// most one secondary (Inset V.6 step 4), each allowed to hit t, in range
// and not jammed. Reading: the first such weapon of each slot.
func (g *Game) roundWeapons(u, t *Unit) []int {
	if g.holdingFire(u) { // transport.go: passengers getting off (VI.3.3)
		return nil
	}
	var out []int
	primary, secondary := false, false
	for _, idx := range g.weaponsAt(u, t) {
		if g.jammed(u.ID, idx) {
			continue
		}
		w := u.Face().Weapons[idx]
		if w.Primary && !primary {
			primary = true
			out = append(out, idx)
		} else if !w.Primary && !secondary {
			secondary = true
			out = append(out, idx)
		}
	}
	return out
}

// jammed: a natural 1 keeps the weapon silent in that round and the next.
func (g *Game) jammed(id UnitID, idx int) bool {
	e := g.OpenEngagement
	if e == nil { // bombard.go: fire outside an engagement
		return false
	}
	for _, j := range e.Jams {
		if j.Unit == id && j.Weapon == idx && e.Round-j.Round <= 1 {
			return true
		}
	}
	return false
}

// canHarm: u has a weapon that reaches t and could damage it: not bullets
// against armour without AP (VI.7.2), not a munition too small for a
// hardened structure (VII.3.4).
func (g *Game) canHarm(u, t *Unit) bool {
	if g.shooterBar(u) != "" || g.targetBarFor(u, t) != "" || t.Side == u.Side { // emplacement.go: clearing
		return false
	}
	for _, idx := range g.weaponsAt(u, t) {
		w := u.Face().Weapons[idx]
		if combat.TooSmall(w, t.Card) || (w.Bullets && w.AP == 0 && t.Face().Defense >= 2) {
			continue
		}
		return true
	}
	return false
}

// EngagementRoundCap is the most rounds an engagement lasts: one still
// undecided then is broken off, each side keeping its ground (Q141). The
// book ends an engagement only when a side is gone or a card ends it, so
// a shooter that keeps to a target it cannot hurt, or two units that
// only miss, would fight forever; 30 is the battle table's turn cap
// (A21) and the odds model's (OddsRoundCap), and random play almost
// never reaches it (no engagement of 4,000 went past 29 rounds).
const EngagementRoundCap = 30

const ruleRoundCap = "Q141" // the rule of an engagement broken off at the cap

// engagementGoesOn: another round is fought while either side can still
// hurt the other (canStillHarm) and fewer than EngagementRoundCap rounds
// have been fought. Otherwise the engagement is resolved (V.5.4).
func (g *Game) engagementGoesOn() bool {
	return g.OpenEngagement.Round < EngagementRoundCap && g.canStillHarm()
}

// canStillHarm: an attacker can harm an engaged defender or a retaliating
// unit can harm an attacker; otherwise one side is gone, out of reach, or
// holds nothing that can hurt the other.
func (g *Game) canStillHarm() bool {
	return g.sideCanHarm(true) || g.sideCanHarm(false)
}

// sideCanHarm: one of the attackers (or of the retaliating defenders)
// can harm one of the other side's units in the engagement.
func (g *Game) sideCanHarm(attackers bool) bool {
	e := g.OpenEngagement
	from, at := g.units(fighterIDs(e.Defenders)), g.units(fighterIDs(e.Attackers))
	if attackers {
		from, at = at, g.units(g.defendingIDs())
	}
	for _, a := range from {
		for _, d := range at {
			if g.canHarm(a, d) {
				return true
			}
		}
	}
	return false
}

// roundOverText says who can still fire once a round is over.
func (g *Game) roundOverText() string {
	e := g.OpenEngagement
	switch {
	case !g.sideCanHarm(false):
		return fmt.Sprintf("Combat round %d is over; only the attackers can still fire.", e.Round)
	case !g.sideCanHarm(true):
		return fmt.Sprintf("Combat round %d is over; only the defenders can still fire.", e.Round)
	}
	return fmt.Sprintf("Combat round %d is over; both sides can still fire.", e.Round)
}

// brokenOff: evs end the engagement at EngagementRoundCap with both sides
// still able to fight (Q141), not by a decision.
func brokenOff(evs []Event) bool {
	return slices.ContainsFunc(evs, func(e Event) bool { return e.Kind == EvEngagementEnded && e.Rule == ruleRoundCap })
}

// endEngagement closes the engagement, rolls experience (Inset V.6 step
// 11) and hands the Combat Phase back to the active side.
func (g *Game) endEngagement() []Event {
	e := g.OpenEngagement
	lost := map[units.Side]int{}
	for _, id := range e.Destroyed {
		lost[g.Unit(id).Side]++
	}
	att, def := e.Attacker, Enemy(e.Attacker)
	ends, rule := "ends "+g.engagementLength(), "V.5.4"
	if e.Round >= EngagementRoundCap && g.canStillHarm() {
		ends, rule = fmt.Sprintf("is broken off undecided after %d rounds, each side keeping its ground", e.Round), ruleRoundCap
	}
	evs := []Event{{Kind: EvEngagementEnded, Side: att, Amount: e.Round, Rule: rule,
		Text: fmt.Sprintf("The engagement %s: %s lost %s, %s %d.",
			ends, sideName(att), tactical.Counted(lost[att], "unit"), sideName(def), lost[def])}}
	if g.Rules.Experience {
		evs = append(evs, g.combatExperience()...)
	}
	evs = append(evs, g.momentumAfterEngagement()...) // momentum.go (VIII.3.2)
	g.OpenEngagement = nil
	g.Miniatures = nil // miniatures.go: a proposal or battle lives as long as its engagement
	g.Pending = Decision{Kind: DecidePhase, Side: g.Active, Phase: PhaseCombat, Prompt: phasePrompt(PhaseCombat)}
	if e.Defensive { // defensive_combat.go: the active side had ended its phase (VI.2.1)
		evs = append(evs, g.advance()...)
	}
	return evs
}

// combatExperience gives one roll on Table VIII.1 to each surviving unit
// that did damage to an enemy unit destroyed in the engagement (Inset
// VIII.2 item 1). Reading: Example VI.3 rolls for both guns, the one that
// damaged the Panzer IV and the one that finished it, so a share of the
// kill counts; a unit rolls once per engagement however many it helped
// destroy.
func (g *Game) combatExperience() []Event {
	e := g.OpenEngagement
	var evs []Event
	var rolled []UnitID
	for _, c := range e.Credits {
		by := g.Unit(c.By)
		if !containsID(e.Destroyed, c.Target) || !by.Deployed() {
			continue
		}
		if ev, ok := g.experienceRoll(by, &rolled, ""); ok {
			evs = append(evs, ev)
		}
	}
	return evs
}

// experienceRoll makes one Table VIII.1 roll for u's crew or u itself
// (Inset VIII.2), unless that holder already rolled in this engagement
// (rolled) or may not earn experience. why is added to the event text.
func (g *Game) experienceRoll(u *Unit, rolled *[]UnitID, why string) (Event, bool) {
	holder := g.starHolder(u)
	var crewCard *units.Card
	if holder != u {
		crewCard = holder.Card
	}
	if containsID(*rolled, holder.ID) || experienceBar(u.Card, crewCard) != "" {
		return Event{}, false
	}
	*rolled = append(*rolled, holder.ID)
	res := g.rollExperience(holder, 1, "VIII.2")
	return Event{Kind: EvExperience, Side: u.Side, Units: appendID([]UnitID{u.ID}, holder.ID), Rule: "VIII.2",
		Rolls: g.dice.TakeRolls(), Text: fmt.Sprintf("Experience roll for %s%s: %s (Table VIII.1).", g.describe(holder), why, res[0])}, true
}
