package game

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"frontline/game/cards"
	"frontline/game/combat"
	"frontline/game/hex"
	"frontline/game/units"
)

// Event card effects (III.6.3-III.6.5). A card drawn in the Income/Event
// phase applies its one-shot effects at once, in card order, to every
// side each effect hits (the drawer unless the card names another side,
// A5). Ongoing effects are read where their rule lives (event_ongoing.go,
// effects_in_force.go); when the card is drawn they are only announced,
// except idle_units and withdraw_units, which pick their units now and
// keep them in the card's ActiveEvent until it runs out.
//
// Random picks sort the candidates by unit id and roll one die per pick
// among those left (no roll when every candidate is taken). Picks of the
// player's choice wait for CmdEventPick (event_picks.go).

// EvEventEffect: one effect of an event card was applied or announced
// (III.6.3); Units lists every unit it touched.
const EvEventEffect EventKind = "event_effect"

// RevealEvent: a stack shown by an event card (Inset VIII.1 item 4).
const RevealEvent = "event card"

// eventTitle is the card's title, or its id when unknown.
func (g *Game) eventTitle(id string) string {
	if e, ok := g.content.Events.Get(id); ok {
		return e.Title
	}
	return id
}

// affectedSides lists the sides an effect of a card drawn by drawer hits.
func affectedSides(s cards.Side, drawer units.Side) []units.Side {
	var out []units.Side
	for _, side := range Sides {
		if effectHits(s, drawer, side) {
			out = append(out, side)
		}
	}
	return out
}

// applyEventEffects applies the card's effects from effect index from (and
// from its side index fromSide) on. It stops when an effect waits for a
// player's choice (g.EventPick set) and is called again once it is made.
func (g *Game) applyEventEffects(id string, drawer units.Side, from, fromSide int) []Event {
	e, ok := g.content.Events.Get(id)
	if !ok {
		return nil
	}
	var evs []Event
	for i := from; i < len(e.Effects); i++ {
		eff := &e.Effects[i]
		if eff.Ongoing() && eff.Kind != cards.IdleUnits && eff.Kind != cards.WithdrawUnits {
			if i != from || fromSide == 0 {
				evs = append(evs, Event{Kind: EvEventEffect, Side: drawer, Card: id, Rule: "III.6.3",
					Text: fmt.Sprintf("%s, while it lasts: %s.", e.Title, g.ongoingText(eff, drawer))})
			}
			continue
		}
		sides := affectedSides(eff.Side, drawer)
		if eff.Kind == cards.BridgeThreat {
			sides = sides[:1] // bridges are the map's: one threat, not one per side
		}
		start := 0
		if i == from {
			start = fromSide
		}
		for si := start; si < len(sides); si++ {
			ref := effectRef{card: id, title: e.Title, drawer: drawer, index: i, sideIndex: si, eff: eff}
			evs = append(evs, g.applyOneEffect(ref, sides[si])...)
			if g.EventPick != nil {
				return evs
			}
		}
	}
	return evs
}

// effectRef names one effect of a drawn card applied to one side.
type effectRef struct {
	card, title string
	drawer      units.Side
	index       int // in the card's effects
	sideIndex   int // in affectedSides
	eff         *cards.Effect
}

// effectEvent is the report of one applied effect.
func (r effectRef) event(side units.Side, text string, ids []UnitID) Event {
	return Event{Kind: EvEventEffect, Side: side, Card: r.card, Rule: "III.6.3", Units: ids,
		Text: r.title + ": " + text}
}

// applyOneEffect applies a one-shot effect (or the picks of idle_units and
// withdraw_units) to side.
func (g *Game) applyOneEffect(r effectRef, side units.Side) []Event {
	eff := r.eff
	switch eff.Kind {
	case cards.IdleUnits:
		return g.idleUnits(r, side)
	case cards.WithdrawUnits:
		return g.withdrawUnits(r, side)
	case cards.DeploymentDelay:
		return g.delayDeployment(r, side)
	case cards.DeployNow:
		return g.offerPick(r, side, g.deployNowChoices(side), eff.Count, true,
			fmt.Sprintf("%s: deploy up to %d staged units now at their Table V.1 places: name them with one hex each (III.6.3).", r.title, eff.Count),
			"no staged unit can deploy now")
	case cards.FreeUnits:
		return g.freeUnits(r, side)
	case cards.ExperienceRolls:
		if !g.Rules.Experience {
			return []Event{r.event(side, "the optional Experience rules are not in use, so no experience is rolled (VIII.2).", nil)}
		}
		cands := g.experienceCandidates(side, eff.Filter)
		if eff.Pick == cards.PickChoice {
			return g.offerPick(r, side, unitIDs(cands), eff.Count, false,
				fmt.Sprintf("%s: choose %d of your units to roll for experience (III.6.3).", r.title, eff.Count),
				"no unit of "+sideName(side)+" can earn experience")
		}
		return g.eventExperience(r, side, g.pickRandom(cands, eff.Count, "experience"))
	case cards.DamageRandomUnit:
		return g.damageRandomUnits(r, side)
	case cards.Breakdown:
		return g.breakdown(r, side)
	case cards.RepairFree:
		cands := g.repairCandidates(side)
		if eff.Pick == cards.PickChoice {
			return g.offerPick(r, side, unitIDs(cands), eff.Count, false,
				fmt.Sprintf("%s: choose %d of your damaged units to restore at no cost (III.6.3).", r.title, eff.Count),
				"no unit of "+sideName(side)+" is damaged")
		}
		return g.repairUnits(r, side, g.pickRandom(cands, eff.Count, "repair"))
	case cards.RevealStacks:
		if !g.Rules.FogOfWar {
			return []Event{r.event(side, "without Fog of War every stack is already open; nothing more is revealed (VIII.1).", nil)}
		}
		return g.offerPick(r, side, g.revealChoices(side), eff.Count, false,
			fmt.Sprintf("%s: choose %d enemy stacks to reveal, each by a marker you see in it (Inset VIII.1).", r.title, eff.Count),
			"no enemy stack is hidden from "+sideName(side))
	case cards.DrawCommandCards:
		evs := []Event{r.event(side, fmt.Sprintf("%s draws %d Command Card(s).", sideName(side), eff.Count), nil)}
		return append(evs, g.drawCommands(side, eff.Count, "III.6.3")...)
	case cards.DiscardCommandCards:
		return g.discardRandomCards(r, side)
	case cards.BridgeThreat:
		return g.bridgeThreat(r, side)
	}
	return nil
}

func unitIDs(us []*Unit) []UnitID {
	out := make([]UnitID, len(us))
	for i, u := range us {
		out[i] = u.ID
	}
	return out
}

// pickRandom picks n of cands at random, one die per pick among those
// left, candidates in unit id order; when no more are left than are
// wanted, all are taken without a roll.
func (g *Game) pickRandom(cands []*Unit, n int, what string) []*Unit {
	pool := slices.Clone(cands)
	sort.Slice(pool, func(i, j int) bool { return pool[i].ID < pool[j].ID })
	idx := g.pickIndexes(len(pool), n, what)
	out := make([]*Unit, len(idx))
	for i, k := range idx {
		out[i] = pool[k]
	}
	return out
}

// pickIndexes picks n of the indexes 0..size-1 at random (see pickRandom).
func (g *Game) pickIndexes(size, n int, what string) []int {
	pool := make([]int, size)
	for i := range pool {
		pool[i] = i
	}
	if n >= size {
		return pool
	}
	var out []int
	for range n {
		k := g.dice.Roll(len(pool), "event card random pick: "+what, "III.6.3") - 1
		out = append(out, pool[k])
		pool = slices.Delete(pool, k, k+1)
	}
	return out
}

// deployedOf lists side's units on the map that pass the filter, in id
// order; crews go with the unit they crew and are never picked alone.
func (g *Game) deployedOf(side units.Side, f cards.Filter) []*Unit {
	var out []*Unit
	for _, u := range g.Units {
		if u.Side == side && u.Deployed() && !u.InFlight && f.Match(u.Card) {
			out = append(out, u)
		}
	}
	return out
}

// names lists units as the log reads them.
func (g *Game) names(us []*Unit) string {
	out := make([]string, len(us))
	for i, u := range us {
		out[i] = g.describe(u)
	}
	return strings.Join(out, ", ")
}

// lastInForce is the newest ActiveEvent of card drawn by drawer: the one
// being applied.
func (g *Game) lastInForce(card string, drawer units.Side) *ActiveEvent {
	for i := len(g.InForce) - 1; i >= 0; i-- {
		if a := &g.InForce[i]; a.Card == card && a.Drawer == drawer {
			return a
		}
	}
	return nil
}

// idleUnits picks the units that may neither move nor fight while the
// card lasts (Malaria).
func (g *Game) idleUnits(r effectRef, side units.Side) []Event {
	a := g.lastInForce(r.card, r.drawer)
	picked := g.pickRandom(g.deployedOf(side, r.eff.Filter), r.eff.Count, "idle units")
	if a == nil || len(picked) == 0 {
		return []Event{r.event(side, fmt.Sprintf("%s has no unit it could strike.", sideName(side)), nil)}
	}
	for _, u := range picked {
		a.Idle = append(a.Idle, u.ID)
	}
	// Which units are idle is the owner's knowledge only.
	ev := r.event(side, fmt.Sprintf("%s may neither move nor fight while the card lasts.", g.names(picked)), unitIDs(picked))
	ev.Secret, ev.Rolls = true, g.dice.TakeRolls()
	return []Event{ev}
}

// withdrawUnits takes the picked units (and, with with_crews, their
// crews) off the map until the card runs out (Frontline Priority I).
func (g *Game) withdrawUnits(r effectRef, side units.Side) []Event {
	a := g.lastInForce(r.card, r.drawer)
	picked := g.pickRandom(g.deployedOf(side, r.eff.Filter), r.eff.Count, "withdrawn units")
	if a == nil || len(picked) == 0 {
		return []Event{r.event(side, fmt.Sprintf("%s has no unit to send away.", sideName(side)), nil)}
	}
	var touched []UnitID
	for _, u := range picked {
		a.Away = append(a.Away, u.ID)
		touched = append(touched, u.ID)
		if c := g.crewOf(u); c != nil && r.eff.WithCrews {
			c.Place, c.DugIn = Away, false
			touched = append(touched, c.ID)
		}
		u.Place, u.DugIn = Away, false
		g.leaveTransport(u) // transport.go links: what it rode, towed or carried stays behind
	}
	ev := r.event(side, fmt.Sprintf("%s leave the map for another theatre until the card runs out.", g.names(picked)), touched)
	ev.Rolls = g.dice.TakeRolls()
	return []Event{ev}
}

// endEventEffects ends what an expired card did to units: idled units
// are free again, withdrawn ones come back.
func (g *Game) endEventEffects(a ActiveEvent) []Event {
	var evs []Event
	for _, side := range Sides {
		freed := g.units(g.ownIDs(side, a.Idle))
		if len(freed) > 0 {
			evs = append(evs, Event{Kind: EvEventEffect, Side: side, Card: a.Card, Rule: "III.6.4", Units: unitIDs(freed), Secret: true,
				Text: fmt.Sprintf("%s is over: %s may move and fight again.", g.eventTitle(a.Card), g.names(freed))})
		}
	}
	return append(evs, g.returnWithdrawn(a)...)
}

// returnWithdrawn brings the units of an expired card back at the place
// Table V.1 gives their type (a controlled port for land units, the first
// in map order), with the card's experience rolls; with no such place
// held they wait in the staging area for the next Deployment Phase.
func (g *Game) returnWithdrawn(a ActiveEvent) []Event {
	e, ok := g.content.Events.Get(a.Card)
	if !ok || len(a.Away) == 0 {
		return nil
	}
	var eff *cards.Effect
	for i := range e.Effects {
		if e.Effects[i].Kind == cards.WithdrawUnits {
			eff = &e.Effects[i]
			break
		}
	}
	var evs []Event
	for _, id := range a.Away {
		u := g.Unit(id)
		if u.Place != Away {
			continue
		}
		crew := g.Unit(u.Crew)
		if crew != nil && crew.Place != Away {
			crew = nil
		}
		group := []UnitID{u.ID}
		if crew != nil {
			group = append(group, crew.ID)
		}
		h, found := g.arrivalHex(u)
		var text string
		if found {
			u.Place, u.Hex = OnMap, h
			if crew != nil {
				crew.Place, crew.Hex = OnMap, h
			}
			text = fmt.Sprintf("%s returns at %s (Table V.1).", g.describe(u), g.placeList([]hex.Hex{h}))
		} else {
			due := nextDeploymentTurn(g.Players[u.Side].Turn)
			u.Place, u.DeployTurn = Staged, due
			if crew != nil {
				crew.Place, crew.DeployTurn = Staged, due
			}
			text = fmt.Sprintf("%s returns, but %s holds no place to land it (Table V.1): it waits in the staging area for turn %d.", g.describe(u), sideName(u.Side), due)
		}
		if eff != nil && eff.ExperienceRolls > 0 && g.Rules.Experience {
			holder := g.starHolder(u)
			if holder == u && crew != nil {
				holder = crew
			}
			var crewCard *units.Card
			if holder != u {
				crewCard = holder.Card
			}
			if experienceBar(u.Card, crewCard) == "" {
				text += fmt.Sprintf(" Experience for %s (Table VIII.1): %s.", g.describe(holder), strings.Join(g.rollExperience(holder, eff.ExperienceRolls, "VIII.2"), ", "))
			}
		}
		evs = append(evs, Event{Kind: EvEventEffect, Side: u.Side, Card: a.Card, Rule: "III.6.3", Units: group,
			Rolls: g.dice.TakeRolls(), Text: e.Title + ": " + text})
	}
	return evs
}

// arrivalHex is the first hex, in map order, where Table V.1 lets u enter
// the map now.
func (g *Game) arrivalHex(u *Unit) (hex.Hex, bool) {
	if hs := g.tableV1Hexes(u); len(hs) > 0 {
		return hs[0], true
	}
	return hex.Hex{}, false
}

// delayDeployment puts side's staged units (of the effect's classes and
// naval kind) the effect's turns later. Reading: a unit then waits for the
// first Deployment Phase on or after its new turn; a large ship already
// delayed by Table V.2 arrives that many turns later still.
func (g *Game) delayDeployment(r effectRef, side units.Side) []Event {
	var hit []*Unit
	for _, u := range g.Staged(side) {
		c := u.Card
		if u.Mans != 0 || !r.eff.HitsClass(c.Class) || (r.eff.Naval != "" && string(c.Special.Naval) != string(r.eff.Naval)) {
			continue
		}
		u.DeployTurn = max(u.DeployTurn, g.Players[side].Turn) + r.eff.Turns
		if u.NavalDelay > 0 {
			u.NavalDelay += r.eff.Turns
		}
		if cr := g.Unit(u.Crew); cr != nil && cr.Place == Staged {
			cr.DeployTurn = u.DeployTurn
		}
		hit = append(hit, u)
	}
	text := fmt.Sprintf("no staged unit of %s is affected.", sideName(side))
	if len(hit) > 0 {
		text = fmt.Sprintf("%s deploy %d turn(s) later than planned.", g.names(hit), r.eff.Turns)
	}
	ev := r.event(side, text, unitIDs(hit))
	ev.Secret = true // the staging area is private (III.4)
	return []Event{ev}
}

// deployNowChoices: side's staged units that may enter the map now (the
// crew of a staged unit goes with it; structures wait for engineers).
func (g *Game) deployNowChoices(side units.Side) []UnitID {
	var out []UnitID
	for _, u := range g.Staged(side) {
		if (u.Mans != 0 && g.Unit(u.Mans).Place == Staged) || needsConstruction(u.Card) {
			continue
		}
		if _, ok := g.arrivalHex(u); ok {
			out = append(out, u.ID)
		}
	}
	return out
}

// freeUnits creates the effect's units for side at no cost where Table
// V.1 lets them enter (Reinforcements Arrive). Each country takes the
// listed cards of its own and neutral ones; build limits still hold.
func (g *Game) freeUnits(r effectRef, side units.Side) []Event {
	var made []*Unit
	var touched []UnitID
	var notes []string
	for _, id := range r.eff.Units {
		card, ok := g.content.Catalog.Get(id)
		if !ok || (card.Side != side && card.Side != units.Neutral) {
			continue
		}
		crewCard, err := g.crewFor(side, card)
		if err != nil {
			notes = append(notes, err.Error())
			continue
		}
		for range r.eff.Count {
			if g.limitLeft(side, card) == 0 || (crewCard != nil && g.limitLeft(side, crewCard) == 0) {
				notes = append(notes, fmt.Sprintf("no %s counter is left (III.2.1)", card.Name))
				break
			}
			u := g.stage(side, card, nextDeploymentTurn(g.Players[side].Turn))
			touched = append(touched, u.ID)
			var crew *Unit
			if crewCard != nil {
				crew = g.stage(side, crewCard, u.DeployTurn)
				crew.Mans, u.Crew = u.ID, crew.ID
				touched = append(touched, crew.ID)
			}
			if h, ok := g.arrivalHex(u); ok {
				g.placeDeployed(u, h)
			}
			made = append(made, u)
		}
	}
	var parts []string
	for _, u := range made {
		if u.Deployed() {
			parts = append(parts, fmt.Sprintf("%s arrives at %s", g.describe(u), g.placeList([]hex.Hex{u.Hex})))
		} else {
			parts = append(parts, fmt.Sprintf("%s waits in the staging area: no place to land it is held (Table V.1)", g.describe(u)))
		}
	}
	parts = append(parts, notes...)
	text := "at no cost: " + strings.Join(parts, "; ") + "."
	if len(parts) == 0 {
		text = fmt.Sprintf("no listed unit belongs to %s.", sideName(side))
	}
	ev := r.event(side, text, touched)
	ev.Secret = g.Rules.FogOfWar // like any deployment (V.6)
	return []Event{ev}
}

// experienceCandidates: side's units on the map that pass the filter and
// may earn experience, themselves or through their crew (VIII.2).
func (g *Game) experienceCandidates(side units.Side, f cards.Filter) []*Unit {
	var out []*Unit
	for _, u := range g.deployedOf(side, f) {
		var crewCard *units.Card
		if h := g.starHolder(u); h != u {
			crewCard = h.Card
		}
		if experienceBar(u.Card, crewCard) == "" {
			out = append(out, u)
		}
	}
	return out
}

// eventExperience rolls once on Table VIII.1 for each unit's crew, or the
// unit itself (Inset VIII.2 item 4). Stars are the owner's knowledge.
func (g *Game) eventExperience(r effectRef, side units.Side, us []*Unit) []Event {
	if len(us) == 0 {
		return []Event{r.event(side, fmt.Sprintf("no unit of %s can earn experience.", sideName(side)), nil)}
	}
	var touched []UnitID
	var parts []string
	for _, u := range us {
		holder := g.starHolder(u)
		touched = appendID(appendID(touched, u.ID), holder.ID)
		parts = append(parts, fmt.Sprintf("%s rolls %s", g.describe(holder), g.rollExperience(holder, 1, "VIII.2")[0]))
	}
	ev := r.event(side, "experience (Table VIII.1): "+strings.Join(parts, "; ")+".", touched)
	ev.Secret, ev.Rolls = true, g.dice.TakeRolls()
	return []Event{ev}
}

// damageRandomUnits attacks random units of side once each with the
// effect's attack (d20 score needed) and damage index, like a shot of an
// engagement: cover counts, damage follows Inset V.6 and a destroyed unit's
// crew rolls for survival (VI.7.5).
func (g *Game) damageRandomUnits(r effectRef, side units.Side) []Event {
	var cands []*Unit
	for _, u := range g.deployedOf(side, r.eff.Filter) {
		if g.targetBar(u) == "" && g.rearOf(side, u.Hex, r.eff.RearHexes) {
			cands = append(cands, u)
		}
	}
	picked := g.pickRandom(cands, r.eff.Count, "attacked unit")
	if len(picked) == 0 {
		return []Event{r.event(side, fmt.Sprintf("no unit of %s fits; nothing is attacked.", sideName(side)), nil)}
	}
	pickRolls := g.dice.TakeRolls()
	var evs []Event
	for _, t := range picked {
		evs = append(evs, g.eventAttack(r, t)...)
	}
	if len(evs) > 0 {
		evs[0].Rolls = append(pickRolls, evs[0].Rolls...)
	}
	return evs
}

// rearOf: h is at least n hexes from every enemy unit of side on the map
// (always true for n = 0).
func (g *Game) rearOf(side units.Side, h hex.Hex, n int) bool {
	if n <= 0 {
		return true
	}
	for _, e := range g.Units {
		if e.Side == Enemy(side) && e.Deployed() && hex.Distance(e.Hex, h) < n {
			return false
		}
	}
	return true
}

// eventAttack fires the effect's one attack at t.
func (g *Game) eventAttack(r effectRef, t *Unit) []Event {
	w := units.Weapon{Name: r.title, Primary: true, Attack: r.eff.Attack, DI: r.eff.DI, Rate: 1,
		Targets: []units.Target{t.Card.TargetKind()}}
	s := combat.Shot{Weapon: w, Target: t.Card, TargetDamaged: t.Damaged, DefenseBonus: g.coverBonus(t)}
	res, err := combat.Resolve(g.dice.Rule("III.6.3"), s)
	ev := r.event(t.Side, "", []UnitID{t.ID})
	ev.Rolls = g.dice.TakeRolls() // before any crew survival roll
	head := fmt.Sprintf("%s is attacked (hits on %d+, damage index %d)", g.describe(t), r.eff.Attack, r.eff.DI)
	if err != nil {
		ev.Text += fmt.Sprintf("%s, but the attack cannot be resolved (%v).", head, err)
		return []Event{ev}
	}
	var more []Event
	outcome := ""
	switch after := combat.After(t.Card, t.Damaged, res); {
	case after == combat.Destroyed:
		outcome = " → destroyed"
		more = g.destroyUnit(t, "struck by "+r.title+" (III.6.3)")
	case res.Net > 0 && after == combat.Damaged && !t.Damaged:
		outcome = " → damaged"
		t.Damaged = true
	case res.Net > 0:
		outcome = " → holds"
	}
	dice := shotText(s, res, nil)
	if res.Jammed { // a natural 1 is a miss; there is no weapon to jam
		dice = "d20 1, miss"
	}
	ev.Text += head + ": " + dice + outcome + "."
	return append([]Event{ev}, more...)
}

// breakdown flips random intact units of side to their damaged side. An
// already damaged unit is not a candidate: the card damages, and only
// combat destroys (as for failed river crossings, III.3.1).
func (g *Game) breakdown(r effectRef, side units.Side) []Event {
	var cands []*Unit
	for _, u := range g.deployedOf(side, r.eff.Filter) {
		if !u.Damaged {
			cands = append(cands, u)
		}
	}
	picked := g.pickRandom(cands, r.eff.Count, "breakdown")
	if len(picked) == 0 {
		return []Event{r.event(side, fmt.Sprintf("%s has no intact unit it could strike.", sideName(side)), nil)}
	}
	for _, u := range picked {
		u.Damaged = true
	}
	ev := r.event(side, fmt.Sprintf("%s breaks down and is damaged.", g.names(picked)), unitIDs(picked))
	ev.Rolls = g.dice.TakeRolls()
	return []Event{ev}
}

// repairCandidates: side's damaged units on the map (crews and infantry
// included: the card restores units, whatever they are).
func (g *Game) repairCandidates(side units.Side) []*Unit {
	var out []*Unit
	for _, u := range g.Units {
		if u.Side == side && u.Deployed() && u.Damaged {
			out = append(out, u)
		}
	}
	return out
}

func (g *Game) repairUnits(r effectRef, side units.Side, us []*Unit) []Event {
	if len(us) == 0 {
		return []Event{r.event(side, fmt.Sprintf("no unit of %s is damaged.", sideName(side)), nil)}
	}
	for _, u := range us {
		u.Damaged = false
	}
	ev := r.event(side, fmt.Sprintf("%s restored to full strength at no cost.", g.names(us)), unitIDs(us))
	ev.Rolls = g.dice.TakeRolls()
	return []Event{ev}
}

// revealChoices: one marker side sees in each enemy stack not open to it,
// the top one; naming it chooses the stack.
func (g *Game) revealChoices(side units.Side) []UnitID {
	var out []UnitID
	for _, es := range g.View(side).Enemy {
		if !es.Revealed && len(es.Units) > 0 {
			out = append(out, es.Units[len(es.Units)-1].ID)
		}
	}
	return out
}

// drawCommands gives side n command cards, one at a time, discarding any
// card above the hand limit (III.7, Inset V.2 steps 3-4). Without a
// Forward HQ no card is drawn (Inset IV.2).
func (g *Game) drawCommands(side units.Side, n int, rule string) []Event {
	if !g.HasForwardHQ(side) {
		return []Event{{Kind: EvCommandDrawn, Side: side, Rule: "IV.1.4", Text: "No Forward HQ: no command card is drawn."}}
	}
	p := g.Players[side]
	var evs []Event
	for range n {
		id, ok := g.Commands.Draw(g.dice.Rule("III.7"))
		g.dice.TakeRolls()
		if !ok {
			return append(evs, Event{Kind: EvCommandDrawn, Side: side, Rule: "III.7", Text: "The command deck is empty."})
		}
		p.Hand = append(p.Hand, id)
		evs = append(evs, Event{Kind: EvCommandDrawn, Side: side, Card: id, Rule: rule, Secret: true, Text: "Command card drawn: " + g.commandTitle(id) + "."})
		for len(p.Hand) > HandLimit {
			drop := p.Hand[len(p.Hand)-1]
			p.Hand = p.Hand[:len(p.Hand)-1]
			g.Commands.Discard(drop)
			evs = append(evs, Event{Kind: EvCommandDiscard, Side: side, Card: drop, Rule: "III.7",
				Text: fmt.Sprintf("Hand limit %d: %s is discarded face up.", HandLimit, g.commandTitle(drop))})
		}
	}
	return evs
}

// discardRandomCards discards random cards from side's hand, face up.
func (g *Game) discardRandomCards(r effectRef, side units.Side) []Event {
	p := g.Players[side]
	if len(p.Hand) == 0 {
		return []Event{r.event(side, fmt.Sprintf("%s holds no Command Card to lose.", sideName(side)), nil)}
	}
	var evs []Event
	for _, k := range g.pickIndexesDesc(len(p.Hand), r.eff.Count, "discarded card") {
		drop := p.Hand[k]
		p.Hand = slices.Delete(p.Hand, k, k+1)
		g.Commands.Discard(drop)
		ev := r.event(side, fmt.Sprintf("%s loses %s, discarded face up.", sideName(side), g.commandTitle(drop)), nil)
		ev.Kind, ev.Card = EvCommandDiscard, drop
		evs = append(evs, ev)
	}
	evs[0].Rolls = g.dice.TakeRolls()
	return evs
}

// pickIndexesDesc is pickIndexes sorted high to low, for deleting.
func (g *Game) pickIndexesDesc(size, n int, what string) []int {
	out := g.pickIndexes(size, n, what)
	sort.Sort(sort.Reverse(sort.IntSlice(out)))
	return out
}

// bridgeThreat picks random standing bridges and brings each down on a
// d10 of the effect's roll or less (destroyBridge). A side-bound effect
// with rear_hexes threatens only bridges of that side's rear: both ends at
// least that far from every enemy unit.
func (g *Game) bridgeThreat(r effectRef, side units.Side) []Event {
	var cands []hex.Edge
	for _, e := range g.standingBridges() {
		if g.rearOf(side, e.A, r.eff.RearHexes) && g.rearOf(side, e.B, r.eff.RearHexes) {
			cands = append(cands, e)
		}
	}
	if len(cands) == 0 {
		return []Event{r.event(side, "no standing bridge fits; none is threatened.", nil)}
	}
	var parts []string
	for _, k := range g.pickIndexes(len(cands), r.eff.Count, "threatened bridge") {
		e := cands[k]
		what := g.bridgeName(e)
		v := g.dice.D10("bridge threat: "+what, "III.6.3")
		if v <= r.eff.Roll {
			g.destroyBridge(e.A, e.B)
			parts = append(parts, fmt.Sprintf("%s: d10 %d, down", what, v))
		} else {
			parts = append(parts, fmt.Sprintf("%s: d10 %d, holds", what, v))
		}
	}
	ev := r.event(side, fmt.Sprintf("bridges fall on %d or less: %s.", r.eff.Roll, strings.Join(parts, "; ")), nil)
	ev.Rolls = g.dice.TakeRolls()
	return []Event{ev}
}

// standingBridges lists every intact bridge, existing ones in map order,
// then built ones by hexside.
func (g *Game) standingBridges() []hex.Edge {
	var out []hex.Edge
	for _, b := range g.scenario.Map.Bridges {
		if g.bridgeIntact(b.Edge.A, b.Edge.B) && !g.BridgesBuilt[b.Edge.String()] {
			out = append(out, b.Edge)
		}
	}
	keys := make([]string, 0, len(g.BridgesBuilt))
	for k, ok := range g.BridgesBuilt {
		if ok {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		if e, err := hex.ParseEdge(k); err == nil {
			out = append(out, e)
		}
	}
	return out
}

func (g *Game) bridgeName(e hex.Edge) string {
	if b, ok := g.scenario.Map.Bridge(e.A, e.B); ok {
		return fmt.Sprintf("the %s bridge over the %s (%s)", b.Road, b.River, e)
	}
	return fmt.Sprintf("the built bridge %s", e)
}
