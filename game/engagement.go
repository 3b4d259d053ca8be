package game

import (
	"fmt"
	"slices"
	"strings"

	"frontline/game/hex"
	"frontline/game/units"
)

// The Operational Engagement Sequence of the Combat Phase (V.5, Inset
// V.6). An engagement runs as a short exchange of decisions:
//
//  1. attack (active side, Combat Phase): attackers and their initial
//     targets. Both stacks are revealed (Inset VIII.1).
//  2. declare_retaliation (passive side): retaliating units and their
//     initial targets, chosen among the attackers. Initiative is rolled
//     once and the first round is fought at once.
//  3. next_round (active side), after every round that leaves both sides
//     able to hurt each other: optionally new targets for the attackers
//     (V.5.3), then the next round is fought.
//
// The engagement ends when one side is gone or neither can harm the other
// any more; it never outlives the turn (V.5.4). Experience rolls follow
// (Inset VIII.2 item 1) and the Combat Phase decision returns to the
// active side.

// Commands of the engagement.
const (
	// CmdAttack: Command.Units attack; Command.Targets gives each one's
	// initial target (same length), or Command.Target (or a single entry
	// in Targets) one target for all. Command.Fire may choose each unit's
	// weapons, their own targets and rounds (fire_orders.go).
	CmdAttack CommandKind = "attack"
	// CmdDeclareRetaliation: Command.Units retaliate, targets as for
	// CmdAttack and chosen among the attackers; no units is allowed.
	CmdDeclareRetaliation CommandKind = "declare_retaliation"
	// CmdNextRound: fight the next round. Command.Units with
	// Command.Targets (as for CmdAttack) switch attackers to new targets
	// among the engaged defenders; both may be empty.
	CmdNextRound CommandKind = "next_round"
)

// Decisions of the engagement.
const (
	// DecideRetaliation: the defender declares who retaliates (Inset V.6
	// step 2). Choices lists the units that may.
	DecideRetaliation DecisionKind = "declare_retaliation"
	// DecideEngagementRound: the attacker starts the next round, possibly
	// retargeting. Choices lists the attackers still fighting.
	DecideEngagementRound DecisionKind = "engagement_round"
)

// Events of the engagement.
const (
	EvAttackDeclared      EventKind = "attack_declared"
	EvRetaliationDeclared EventKind = "retaliation_declared"
	EvInitiative          EventKind = "initiative"
	EvShot                EventKind = "shot"
	EvNoTarget            EventKind = "no_target"
	EvUnitDestroyed       EventKind = "unit_destroyed"
	EvCrewSurvival        EventKind = "crew_survival"
	EvRoundEnded          EventKind = "round_ended"
	EvEngagementEnded     EventKind = "engagement_ended"
	EvExperience          EventKind = "experience"
)

// Initiative modifiers (Inset V.6 step 3, Insets VII.1/VII.2).
const (
	AttackInitiativeBonus = 2 // the attacker's usual bonus
	CityInitiativeBonus   = 1 // defending in a key or ruined city
	CityInfantryDefense   = 1 // infantry cover in a key or ruined city
)

// Engagement is the engagement being fought. It holds ids only, so it
// serialises with the Game.
type Engagement struct {
	Attacker      units.Side `json:"attacker"`
	Attackers     []Fighter  `json:"attackers"`             // declaration order = firing order
	Targets       []UnitID   `json:"targets"`               // the initial targets: engaged defenders
	Defenders     []Fighter  `json:"defenders,omitempty"`   // the retaliating units
	Round         int        `json:"round"`                 // rounds fought so far
	AttackerFirst bool       `json:"attacker_first"`        // who won initiative
	Jams          []Jam      `json:"jams,omitempty"`        // weapons out of action
	Credits       []Credit   `json:"credits,omitempty"`     // who hurt whom, for experience
	Destroyed     []UnitID   `json:"destroyed,omitempty"`   // units lost in this engagement
	Declared      bool       `json:"declared,omitempty"`    // the defender has answered
	NegatedWhy    string     `json:"negated_why,omitempty"` // why the attacker lost its +2, if so
	// Defensive (defensive_combat.go): started by the passive side in the
	// active side's Combat Phase (VI.2.1).
	Defensive bool `json:"defensive,omitempty"`
	// Withdrawn (momentum.go): the side whose units withdrew (IV.3.8).
	Withdrawn units.Side `json:"withdrawn,omitempty"`
	// Retreated (withdraw_move.go): the units that withdrew; they still
	// count for the battle's momentum (VIII.3.3).
	Retreated []UnitID `json:"retreated,omitempty"`
	// Scrambled (scramble.go): the defender scrambled aircraft (VI.7.1).
	Scrambled bool `json:"scrambled,omitempty"`
	// FightsOn (engagement_handoff.go): the defender fights every later
	// round without being asked for cards.
	FightsOn bool `json:"fights_on,omitempty"`
	// Fire missions and smoke (fire_mission.go, smoke.go), nil without.
	Artillery *Artillery `json:"artillery,omitempty"`
}

// Fighter is one firing unit and its current target.
type Fighter struct {
	Unit   UnitID        `json:"unit"`
	Target UnitID        `json:"target"`
	Fire   []WeaponOrder `json:"fire,omitempty"` // chosen weapons (fire_orders.go); none: the usual ones
}

// Jam is a weapon that rolled a natural 1: out of action in round Round
// and the next (Inset V.6 step 6).
type Jam struct {
	Unit   UnitID `json:"unit"`
	Weapon int    `json:"weapon"` // index in the unit's face weapons
	Round  int    `json:"round"`
}

// Credit records that By did damage to Target in this engagement.
type Credit struct {
	By     UnitID `json:"by"`
	Target UnitID `json:"target"`
}

func init() {
	register(CmdAttack, DecidePhase, PhaseCombat, (*Game).attack)
	register(CmdDeclareRetaliation, DecideRetaliation, PhaseCombat, (*Game).declareRetaliation)
	register(CmdNextRound, DecideEngagementRound, PhaseCombat, (*Game).nextRound)
}

// Engagement returns a copy of the engagement being fought, or nil.
func (g *Game) Engagement() *Engagement {
	e := g.OpenEngagement
	if e == nil {
		return nil
	}
	c := *e
	c.Attackers = cloneFighters(e.Attackers)
	c.Targets = append([]UnitID(nil), e.Targets...)
	c.Defenders = cloneFighters(e.Defenders)
	c.Jams = append([]Jam(nil), e.Jams...)
	c.Credits = append([]Credit(nil), e.Credits...)
	c.Destroyed = append([]UnitID(nil), e.Destroyed...)
	c.Retreated = append([]UnitID(nil), e.Retreated...)
	return &c
}

// AttackTargets lists the enemy units unit id may attack now: it must be
// free to attack in its side's Combat Phase, and each target seen, not
// hidden or unfound, and in range of a weapon allowed to hit it (V.5.2).
func (g *Game) AttackTargets(id UnitID) []UnitID {
	var sc targetScan
	return g.attackTargets(id, &sc)
}

// targetScan keeps, for a side's units asked about one after another
// while the state stays the same (randomAttack), the enemies on the map
// and the units the side sees, each worked out when first needed.
type targetScan struct {
	enemies []*Unit
	scanned bool
	seen    map[UnitID]bool
}

// attackTargets is AttackTargets sharing sc with the other units of the
// same side asked about.
func (g *Game) attackTargets(id UnitID, sc *targetScan) []UnitID {
	u := g.Unit(id)
	if u == nil || g.OpenEngagement != nil || g.Pending.Kind != DecidePhase || g.Phase != PhaseCombat ||
		u.Side != g.Active || g.attackerBar(u) != "" {
		return nil
	}
	if !sc.scanned {
		sc.enemies, sc.scanned = g.enemiesOnMap(u.Side), true
	}
	return g.legalAmongSeen(u, sc.enemies, &sc.seen)
}

// RetaliationTargets lists the attackers unit id may declare as its
// target while the defender is deciding.
func (g *Game) RetaliationTargets(id UnitID) []UnitID {
	u, e := g.Unit(id), g.OpenEngagement
	if u == nil || e == nil || e.Declared || u.Side == e.Attacker || g.fighterBar(u) != "" {
		return nil
	}
	return g.legalAmong(u, g.units(fighterIDs(e.Attackers)))
}

func (g *Game) legalAmong(u *Unit, cands []*Unit) []UnitID {
	var seen map[UnitID]bool
	return g.legalAmongSeen(u, cands, &seen)
}

// legalAmongSeen is legalAmong with the seen set of u's side in *seen,
// built only when some candidate is in reach and kept for the next call.
func (g *Game) legalAmongSeen(u *Unit, cands []*Unit, seen *map[UnitID]bool) []UnitID {
	var out []UnitID
	for _, t := range cands {
		if !g.legalTarget(u, t) {
			continue
		}
		if *seen == nil {
			*seen = g.seenSet(u.Side)
		}
		if (*seen)[t.ID] {
			out = append(out, t.ID)
		}
	}
	return out
}

func (g *Game) enemiesOnMap(side units.Side) []*Unit {
	var out []*Unit
	for _, u := range g.Units {
		if u.Side != side && u.Deployed() {
			out = append(out, u)
		}
	}
	return out
}

func (g *Game) units(ids []UnitID) []*Unit {
	out := make([]*Unit, 0, len(ids))
	for _, id := range ids {
		out = append(out, g.Unit(id))
	}
	return out
}

func fighterIDs(fs []Fighter) []UnitID {
	out := make([]UnitID, len(fs))
	for i, f := range fs {
		out[i] = f.Unit
	}
	return out
}

// fighterBar says why u cannot fire in an engagement now, or "". A crew
// inside the unit it operates fights as that unit.
func (g *Game) fighterBar(u *Unit) string {
	switch {
	case !u.Deployed():
		return "it is not on the map"
	case u.Card.Class == units.Aircraft && g.airFightBar(u) != "": // air_combat.go
		return g.airFightBar(u)
	case g.carrier(u) != nil && !g.exposedInTransit(u): // transport.go: open tops and tank riders fight (VI.3.3)
		return fmt.Sprintf("it is inside %s and fights as that unit", g.describe(g.carrier(u)))
	case len(u.Face().Weapons) == 0:
		return "it has no weapons"
	case u.Card.Class == units.Obstacle: // obstacles.go
		return "an obstacle attacks only units crossing it, never in an engagement (glossary, Obstacle)"
	case u.Card.Special.RequiresCrew != units.NoCrew && g.crewOf(u) == nil:
		return "it has no crew to operate it (glossary, Crew)"
	case g.Unsupplied(u) || (g.crewOf(u) != nil && g.Unsupplied(g.crewOf(u))):
		return "it is left unsupplied and may not fight (V.3.2)"
	case g.ReconnedThisTurn(u):
		return "it performed reconnaissance this turn (VI.6)"
	case g.eventIdle(u) != "": // event_ongoing.go: idle_units (III.6.3)
		return g.eventIdleBar(u)
	case u.EngagedStep == g.Step:
		return "it has already fought an engagement this Combat Phase (V.5.3)"
	}
	return ""
}

// attackerBar adds the active side's own limits to fighterBar.
func (g *Game) attackerBar(u *Unit) string {
	if bar := g.fighterBar(u); bar != "" {
		return bar
	}
	// Active side only: IdleUntil counts own turns (defensive_combat.go).
	if u.Side == g.Active && u.IdleIn(g.Players[u.Side].Turn) {
		return "it is busy with an idle function this turn (Inset V.5)"
	}
	return g.sortieAttackBar(u) // air_combat.go: aircraft attack over their mission hex (VI.2.3)
}

// crewOf is the crew operating u from inside it, or nil.
func (g *Game) crewOf(u *Unit) *Unit {
	c := g.Unit(u.Crew)
	if c == nil || !c.Deployed() || c.Hex != u.Hex || groundedAircraft(u) { // VII.5.4: apart on the ground
		return nil
	}
	return c
}

// targetBar says why t can never be attacked now, whatever the weapon,
// or "": hidden units and posts only once found (glossary Hidden,
// IV.1.3), crews only when outside a unit (inside, they are hurt through
// it), units sheltering in an emplacement not while it stands.
// Obstacles are attacked as normal units (VI.5.1).
func (g *Game) targetBar(t *Unit) string {
	switch {
	case !t.Deployed():
		return "it is not on the map"
	case concealed(t) && !Found(t):
		return "it is hidden and has not been found by reconnaissance (glossary, Hidden)"
	case g.carrier(t) != nil && !g.exposedInTransit(t) && g.exposedCrew(t) == nil: // transport.go, open_top_crew.go: exposed passengers and crews are targets (VI.3.3)
		return fmt.Sprintf("it is inside %s and is hit only through it (VI.7.3, VI.7.5)", g.describe(g.carrier(t)))
	case t.InFlight && t.Card.Class != units.Aircraft:
		return "it is aboard an aircraft in flight"
	case g.shelterOf(t) != nil: // emplacement.go: shielded until the emplacement falls (glossary, Emplacement)
		return fmt.Sprintf("it shelters in %s and is shielded until it is destroyed (glossary, Emplacement)", g.describe(g.shelterOf(t)))
	}
	return ""
}

// legalTarget: t is an enemy target u may fire at (V.5.2); emplacement.go:
// infantry clearing an emplacement reach the infantry within.
func (g *Game) legalTarget(u, t *Unit) bool {
	// The weapons first: most enemies are out of reach, and targetBarFor
	// builds the text of its refusals.
	return t.Side != u.Side && len(g.weaponsAt(u, t)) > 0 && g.targetBarFor(u, t) == "" && g.truceBar(u, t) == "" // cease_fire.go (IV.3.1)
}

// weaponsAt lists the weapons of u's face in use that may hit t: its
// class is allowed and it is within operational range (0 = same hex).
// Depleted munitions are out (munitions.go, air_combat.go: III.12, VI.7.4).
func (g *Game) weaponsAt(u, t *Unit) []int {
	kind, d := g.targetKind(t), hex.Distance(u.Hex, t.Hex)
	var out []int
	silenced, asked := false, false // transport.go: a tank with riders (VI.3.4); asked only for a main gun in reach
	for i, w := range u.Face().Weapons {
		if !w.Hits(kind) || d > w.RangeOp || !g.weaponReady(u, i) || u.depleted(i) || hardenedBar(w, t) { // air_combat.go, munitions.go: III.12; structures.go: VII.3.4, VII.4.4
			continue
		}
		if w.Primary && !asked {
			silenced, asked = g.mainGunSilenced(u), true
		}
		if !(w.Primary && silenced) { // transport.go: riders (VI.3.4)
			out = append(out, i)
		}
	}
	return out
}

// pairs reads the units and targets of an attack, retaliation or
// retargeting: Targets of the same length, one target for all (Target
// or a single Targets entry), or none when targets are optional.
func pairs(cmd Command, optional bool) ([]Fighter, error) {
	targets := cmd.Targets
	if cmd.Target != 0 {
		if len(targets) > 0 {
			return nil, fmt.Errorf("give either one target for all units or a list of targets, not both")
		}
		targets = []UnitID{cmd.Target}
	}
	if len(targets) == 0 && optional && len(cmd.Units) == 0 {
		return nil, nil
	}
	if len(targets) != 1 && len(targets) != len(cmd.Units) {
		return nil, fmt.Errorf("%d units but %d targets: give one target per unit, or one for all (V.5.2)", len(cmd.Units), len(targets))
	}
	seen := map[UnitID]bool{}
	out := make([]Fighter, len(cmd.Units))
	for i, id := range cmd.Units {
		if seen[id] {
			return nil, fmt.Errorf("unit %d is named twice", id)
		}
		seen[id] = true
		t := targets[0]
		if len(targets) > 1 {
			t = targets[i]
		}
		out[i] = Fighter{Unit: id, Target: t}
	}
	return out, nil
}

// checkFighter validates one declared unit and its target.
func (g *Game) checkFighter(f Fighter, side units.Side, bar func(*Unit) string, allowed func(*Unit) bool) error {
	u := g.Unit(f.Unit)
	if u == nil || u.Side != side {
		return fmt.Errorf("unit %d is not one of your units", f.Unit)
	}
	if b := bar(u); b != "" {
		return fmt.Errorf("%s cannot fight: %s", g.describe(u), b)
	}
	t := g.Unit(f.Target)
	if t == nil || t.Side == side || !g.Sees(side, t.ID) {
		return fmt.Errorf("%s: target %d is not an enemy unit you can see (V.5.2)", g.describe(u), f.Target)
	}
	if b := g.targetBarFor(u, t); b != "" { // emplacement.go: clearing infantry
		return fmt.Errorf("%s cannot be attacked: %s", g.describe(t), b)
	}
	if !allowed(t) {
		return fmt.Errorf("%s is not in this engagement (V.5.3)", g.describe(t))
	}
	if why := g.truceBar(u, t); why != "" { // cease_fire.go
		return fmt.Errorf("%s may not fire at %s: %s", g.describe(u), g.describe(t), why)
	}
	if len(g.weaponsAt(u, t)) == 0 {
		return fmt.Errorf("%s is no legal target for %s: no weapon allowed to hit %s reaches %d hex(es) (V.5.2)",
			g.describe(t), g.describe(u), t.Card.TargetKind(), hex.Distance(u.Hex, t.Hex))
	}
	return nil
}

// attack answers CmdAttack (Inset V.6 step 1).
func (g *Game) attack(cmd Command) ([]Event, error) {
	if len(cmd.Units) == 0 {
		return nil, fmt.Errorf("an attack needs at least one attacking unit (V.5.2)")
	}
	fs, err := pairs(cmd, false)
	if err != nil {
		return nil, err
	}
	anyone := func(*Unit) bool { return true }
	for _, f := range fs {
		if err := g.checkFighter(f, cmd.Side, g.attackerBar, anyone); err != nil {
			return nil, err
		}
		if err := g.missionTargetBar(f); err != nil { // air_combat.go (VI.2.3)
			return nil, err
		}
	}
	if err := g.withFireOrders(cmd, fs, anyone); err != nil { // fire_orders.go (Inset V.6 step 4)
		return nil, err
	}

	e := &Engagement{Attacker: cmd.Side, Attackers: fs}
	for _, f := range fs {
		e.Targets = appendID(e.Targets, f.Target)
		for _, o := range f.Fire {
			e.Targets = appendID(e.Targets, o.Target) // a weapon's own target is engaged too
		}
	}
	g.OpenEngagement = e
	evs := []Event{g.declaredEvent(cmd.Side, fs, "V.5.2", "attacks")}
	evs = append(evs, g.engage(fs)...)
	def := Enemy(cmd.Side)
	for _, h := range g.hexesOf(e.Targets) {
		evs = append(evs, g.revealStack(cmd.Side, h, RevealEngagement))
	}
	for _, h := range g.hexesOf(fighterIDs(fs)) {
		evs = append(evs, g.revealStack(def, h, RevealEngagement))
	}
	if !g.offerScramble() { // scramble.go: the defender may scramble first (VI.7.1)
		g.askRetaliation()
	}
	return evs, nil
}

// askRetaliation hands the open engagement to the defender to declare
// its retaliation (Inset V.6 step 2). When it has nothing to choose,
// Apply answers for it (engagement_handoff.go).
func (g *Game) askRetaliation() {
	if g.askMiniatures() { // miniatures.go: a proposal to resolve it by miniatures is answered first (IX.1)
		return
	}
	def := Enemy(g.OpenEngagement.Attacker)
	var choices []UnitID
	for _, u := range g.Units {
		if u.Side == def && len(g.RetaliationTargets(u.ID)) > 0 {
			choices = append(choices, u.ID)
		}
	}
	g.Pending = Decision{Kind: DecideRetaliation, Side: def, Phase: PhaseCombat, Choices: choices,
		Prompt: "You are attacked: declare the units that retaliate and their targets (Inset V.6 step 2)."}
}

// engage marks the fighters as engaged this phase; a hidden unit that
// fires gives itself away (glossary, Hidden: units stay hidden by not
// attacking).
func (g *Game) engage(fs []Fighter) []Event {
	var evs []Event
	for _, f := range fs {
		u := g.Unit(f.Unit)
		u.EngagedStep = g.Step
		evs = append(evs, g.delayConstruction(u)...) // construction.go: Inset VI.2 item 3
		if concealed(u) && !Found(u) {
			u.FoundAt = u.Hex.String()
			evs = append(evs, Event{Kind: EvStackRevealed, Side: u.Side, Units: []UnitID{u.ID}, Rule: "glossary, Hidden",
				Text: fmt.Sprintf("%s opens fire and is no longer hidden in %s.", g.describe(u), u.Hex)})
		}
	}
	return evs
}

func (g *Game) declaredEvent(side units.Side, fs []Fighter, rule, verb string) Event {
	kind := EvAttackDeclared
	if verb != "attacks" {
		kind = EvRetaliationDeclared
	}
	ev := Event{Kind: kind, Side: side, Rule: rule}
	var parts []string
	for _, f := range fs {
		u, t := g.Unit(f.Unit), g.Unit(f.Target)
		ev.Units = appendID(ev.Units, u.ID)
		ev.Units = appendID(ev.Units, t.ID)
		parts = append(parts, fmt.Sprintf("%s %s %s%s", g.describe(u), verb, g.describe(t), g.fireText(f, &ev.Units)))
	}
	if len(fs) == 0 {
		ev.Text = fmt.Sprintf("%s declares no retaliation.", sideName(side))
	} else {
		ev.Text = strings.Join(parts, "; ") + "."
	}
	return ev
}

func (g *Game) hexesOf(ids []UnitID) []hex.Hex {
	var out []hex.Hex
	for _, id := range ids {
		h := g.Unit(id).Hex
		if !containsHex(out, h) {
			out = append(out, h)
		}
	}
	return out
}

// declareRetaliation answers CmdDeclareRetaliation (Inset V.6 step 2),
// rolls initiative (step 3) and fights the first round.
func (g *Game) declareRetaliation(cmd Command) ([]Event, error) {
	e := g.OpenEngagement
	fs, err := pairs(cmd, true)
	if err != nil {
		return nil, err
	}
	attackers := fighterIDs(e.Attackers)
	isAttacker := func(t *Unit) bool { return containsID(attackers, t.ID) }
	for _, f := range fs {
		if err := g.checkFighter(f, cmd.Side, g.fighterBar, isAttacker); err != nil {
			return nil, err
		}
	}
	if err := g.withFireOrders(cmd, fs, isAttacker); err != nil { // fire_orders.go (Inset V.6 step 4)
		return nil, err
	}
	fs = g.joinFireOrders(fs) // fire_mission_round.go: guns under fire orders retaliate with them
	e.Defenders, e.Declared = fs, true
	evs := []Event{g.declaredEvent(cmd.Side, fs, "Inset V.6", "retaliates against")}
	evs = append(evs, g.engage(fs)...)
	shown := g.hexesOf(e.Targets)
	for _, h := range g.hexesOf(fighterIDs(fs)) {
		if !containsHex(shown, h) { // retaliating from another hex (Inset VIII.1)
			evs = append(evs, g.revealStack(e.Attacker, h, RevealEngagement))
		}
	}
	if g.offerSuspend() { // command_cards.go: the attacker may call off the attack first (IV.3.7)
		return evs, nil
	}
	evs = append(evs, g.initiative()...)
	return append(evs, g.fightRound()...), nil
}

// nextRound answers CmdNextRound: optional retargeting (V.5.3), then the
// next round.
func (g *Game) nextRound(cmd Command) ([]Event, error) {
	e := g.OpenEngagement
	fs, err := pairs(cmd, true)
	if err != nil {
		return nil, err
	}
	engaged := g.defendingIDs()
	inDefence := func(t *Unit) bool { return containsID(engaged, t.ID) }
	for _, f := range fs {
		if !containsID(fighterIDs(e.Attackers), f.Unit) {
			return nil, fmt.Errorf("unit %d is not attacking in this engagement (V.5.3)", f.Unit)
		}
		if err := g.checkFighter(f, cmd.Side, g.shooterBar, inDefence); err != nil {
			return nil, err
		}
	}
	if err := g.withFireOrders(cmd, fs, inDefence); err != nil { // fire_orders.go (Inset V.6 step 4)
		return nil, err
	}
	var evs []Event
	for _, f := range fs {
		for i := range e.Attackers {
			a := &e.Attackers[i]
			if a.Unit != f.Unit || (a.Target == f.Target && slices.Equal(a.Fire, f.Fire)) {
				continue
			}
			a.Target, a.Fire = f.Target, f.Fire
			ids := []UnitID{f.Unit, f.Target}
			text := fmt.Sprintf("%s switches its fire to %s%s.", g.describe(g.Unit(f.Unit)), g.describe(g.Unit(f.Target)), g.fireText(f, &ids))
			evs = append(evs, Event{Kind: EvAttackDeclared, Side: cmd.Side, Units: ids, Rule: "V.5.3", Text: text})
		}
	}
	if g.offerDefenderCards() { // defender_cards.go: Inspire or Withdraw before the round (IV.3.4, IV.3.8)
		return evs, nil
	}
	return append(evs, g.fightRound()...), nil
}

// defendingIDs are the engaged units of the defending side: the initial
// targets and the retaliating units.
func (g *Game) defendingIDs() []UnitID {
	e := g.OpenEngagement
	out := append([]UnitID(nil), e.Targets...)
	for _, f := range e.Defenders {
		out = appendID(out, f.Unit)
	}
	return out
}

func containsID(ids []UnitID, id UnitID) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

// appendID adds id once; 0 (no unit, e.g. a missing crew) is left out.
func appendID(ids []UnitID, id UnitID) []UnitID {
	if id == 0 || containsID(ids, id) {
		return ids
	}
	return append(ids, id)
}

func containsHex(hs []hex.Hex, h hex.Hex) bool {
	for _, x := range hs {
		if x == h {
			return true
		}
	}
	return false
}
