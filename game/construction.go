package game

import (
	"fmt"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/units"
)

// Construction by Combat Engineers (VI.5.3, Inset VI.2, VII.4.3, VII.5.2):
// in the Production Phase an engineer squad standing where the work is to
// be done orders one obstacle, emplacement or structure. The item is paid
// and staged like any purchase, the squad stays idle in its hex, and the
// item stands on the map at the next Deployment Phase. Each engagement the
// squad fights in meanwhile puts the work back one Operational Turn.
// Command Posts and the Forward HQ need no engineers (Inset VI.2 item 5):
// they are bought and deployed as in production.go and deployment.go.

// CmdBuild: the engineer squad Command.Unit starts building one Command.Card
// in its hex (Production Phase). An engineered bridge also needs
// Command.Hex, the hex across the river it spans to. Command.Option gives
// experience rolls for an emplacement's crew, as for CmdBuy. CmdUnbuy
// takes the order back like a purchase.
const CmdBuild CommandKind = "build"

const (
	// EvConstructionOrdered: an item was bought and its engineers set to
	// work; Units lists the engineers and the staged counters.
	EvConstructionOrdered EventKind = "construction_ordered"
	// EvConstructionDelayed: engineers fought, the work slips a turn.
	EvConstructionDelayed EventKind = "construction_delayed"
	// EvConstructed: the item stands on the map; Units lists it (and its
	// crew) and the engineers, now free.
	EvConstructed EventKind = "constructed"
	// EvConstructionAbandoned: the engineers were gone when the work was
	// due, and the unfinished item is lost.
	EvConstructionAbandoned EventKind = "construction_abandoned"
)

func init() {
	register(CmdBuild, DecidePhase, PhaseProduction, (*Game).build)
}

// buildOrder is a validated construction order.
type buildOrder struct {
	buyOrder
	eng  *Unit
	edge string // engineered bridge: the hexside it spans
}

// isEngineer: a combat engineer squad (VI.5.1).
func isEngineer(u *Unit) bool { return u.Card.Special.Engineer && u.Card.Class == units.Infantry }

// building returns the staged item engineer id is building, or nil.
func (g *Game) building(id UnitID) *Unit {
	for _, u := range g.Units {
		if u.Place == Staged && u.BuildBy == id {
			return u
		}
	}
	return nil
}

// checkBuild validates a CmdBuild without changing anything.
func (g *Game) checkBuild(cmd Command) (buildOrder, error) {
	var o buildOrder
	eng := g.Unit(cmd.Unit)
	if eng == nil || eng.Side != cmd.Side {
		return o, fmt.Errorf("construction needs one of your Combat Engineer squads on the map (VI.5.3)")
	}
	name, turn := g.describe(eng), g.Players[cmd.Side].Turn
	card, ok := g.content.Catalog.Get(cmd.Card)
	switch {
	case !ok:
		return o, fmt.Errorf("there is no unit card %q", cmd.Card)
	case !needsConstruction(card) && isPost(card):
		return o, fmt.Errorf("%s needs no engineers: buy it and deploy it to a held hex (Inset VI.2 item 5)", card.Name)
	case !needsConstruction(card):
		return o, fmt.Errorf("%s is not built by engineers; buy it instead (V.2, VI.5.3)", card.Name)
	case !isEngineer(eng):
		return o, fmt.Errorf("%s is not a Combat Engineer squad; only engineers build (VI.5.3)", name)
	case !eng.Deployed():
		return o, fmt.Errorf("%s is not on the map; engineers build in the hex where they stand (VI.5.3)", name)
	case g.building(eng.ID) != nil:
		return o, fmt.Errorf("%s is already building %s; one squad builds one item (VI.5.3)", name, g.building(eng.ID).Card.Name)
	case eng.IdleIn(turn):
		return o, fmt.Errorf("%s is busy with another idle function this turn (Inset VI.2 item 1)", name)
	case cmd.Count > 1:
		return o, fmt.Errorf("one engineer squad builds one item at a time (VI.5.3)")
	}
	if err := g.siteBar(eng, card, cmd.Hex, &o.edge); err != nil {
		return o, err
	}
	bo, err := g.checkBuy(Command{Kind: CmdBuild, Side: cmd.Side, Card: cmd.Card, Option: cmd.Option})
	if err != nil {
		return o, err
	}
	o.buyOrder, o.eng = bo, eng
	return o, nil
}

// siteBar checks the ground the engineers stand on for card: airfields on
// plains only (VII.5.2); an engineered bridge across a river hexside of
// the engineers' hex where no bridge stands or is being built (VI.5.2,
// Inset VI.3 item 2); nothing on the sea.
func (g *Game) siteBar(eng *Unit, card *units.Card, across *hex.Hex, edge *string) error {
	m, h := g.scenario.Map, eng.Hex
	switch card.Special.Structure {
	case units.Airfield:
		if t := m.Terrain(h); t != board.Plains {
			return fmt.Errorf("%s cannot be built in %s: new airfields need plains, and %s is %s (VII.5.2)", card.Name, h, h, t)
		}
		if _, ok := m.AirfieldAt(h); ok {
			return fmt.Errorf("%s already has an airfield (VII.5.2)", h)
		}
	case units.Bridge:
		if across == nil {
			return fmt.Errorf("say which hex across the river the bridge reaches (VII.4.3)")
		}
		if _, ok := m.River(h, *across); !ok {
			return fmt.Errorf("no river runs between %s and %s: bridges span rivers (VI.5.2)", h, *across)
		}
		if g.bridgeIntact(h, *across) {
			return fmt.Errorf("a bridge already stands between %s and %s (VII.4)", h, *across)
		}
		e, _ := hex.EdgeBetween(h, *across)
		for _, u := range g.Units {
			if u.Place == Staged && u.BuildEdge == e.String() {
				return fmt.Errorf("a bridge between %s and %s is already being built (Inset VI.3 item 1)", h, *across)
			}
		}
		*edge = e.String()
		return nil
	}
	if across != nil {
		return fmt.Errorf("only a bridge is built across to another hex; %s rises in the engineers' own hex (VI.5.3)", card.Name)
	}
	return nil
}

// build answers CmdBuild: pay, stage the item at the engineers' hex and
// set the engineers idle until the next Deployment Phase.
func (g *Game) build(cmd Command) ([]Event, error) {
	o, err := g.checkBuild(cmd)
	if err != nil {
		return nil, err
	}
	side, eng := cmd.Side, o.eng
	p := g.Players[side]
	due := nextDeploymentTurn(p.Turn)
	rec := Purchase{Step: g.Step, Seq: len(g.log), Side: side, Card: o.card.ID, Cost: o.each, Rolled: o.rolls > 0,
		Builder: eng.ID, BuilderIdle: eng.IdleUntil}
	item := g.stage(side, o.card, due)
	item.Hex, item.BuildBy, item.BuildEdge = eng.Hex, eng.ID, o.edge
	rec.Units = append(rec.Units, item.ID)
	text := fmt.Sprintf("%s starts building %s #%d in %s for %d", g.describe(eng), o.card.Name, item.Marker, eng.Hex, o.each)
	if o.crew != nil {
		crew := g.stage(side, o.crew, due)
		crew.Hex, crew.Mans, item.Crew = eng.Hex, item.ID, crew.ID
		rec.Units = append(rec.Units, crew.ID)
		text += fmt.Sprintf(", with its %s", g.describe(crew))
		if o.rolls > 0 {
			g.rollExperience(crew, o.rolls, "VIII.2.4")
		}
	}
	eng.IdleUntil = due
	p.spend(rec.Cost)
	g.pushPurchase(rec)
	text += fmt.Sprintf("; the squad stays idle there and the work is done in the Deployment Phase of turn %d (VI.5.3, Inset VI.2). Treasury %d.", due, p.Treasury)
	return []Event{{Kind: EvConstructionOrdered, Side: side, Units: append([]UnitID{eng.ID}, rec.Units...), Card: o.card.ID,
		Amount: rec.Cost, Rule: "VI.5.3", Rolls: g.dice.TakeRolls(), Secret: true, Text: text}}, nil
}

// undoBuild frees the engineers of a construction order taken back with
// CmdUnbuy (production.go).
func (g *Game) undoBuild(rec Purchase) {
	if eng := g.Unit(rec.Builder); eng != nil && rec.Builder != 0 {
		eng.IdleUntil = rec.BuilderIdle
	}
}

// delayConstruction puts back by one turn the work of an engineer squad
// that fights in an engagement (Inset VI.2 item 3).
func (g *Game) delayConstruction(eng *Unit) []Event {
	item := g.building(eng.ID)
	if item == nil {
		return nil
	}
	item.DeployTurn++
	eng.IdleUntil = max(eng.IdleUntil, item.DeployTurn)
	if c := g.Unit(item.Crew); c != nil && c.Place == Staged {
		c.DeployTurn = item.DeployTurn
	}
	return []Event{{Kind: EvConstructionDelayed, Side: eng.Side, Units: []UnitID{eng.ID}, Rule: "Inset VI.2", Secret: true,
		Text: fmt.Sprintf("%s fights instead of building: its work is put back to turn %d (Inset VI.2 item 3).", g.describe(eng), item.DeployTurn)}}
}

// constructionDue reports whether side has work due this turn on a turn
// without a regular Deployment Phase: a delayed item then gets a
// Deployment Phase at the end of the turn, as late ships do (Table V.2).
func (g *Game) constructionDue(side units.Side) bool {
	turn := g.Players[side].Turn
	if turn%DeploymentEvery == 0 {
		return false
	}
	for _, u := range g.Units {
		if u.Side == side && u.Place == Staged && u.BuildBy != 0 && u.DeployTurn == turn {
			return true
		}
	}
	return false
}

// finishConstruction completes, at the active side's Deployment Phase,
// every item whose work is due: it appears in its hex (a bridge spans its
// river) and the engineers are free. Work whose engineers are no longer
// in the hex is lost (VI.5.3: they must stay until it is done).
func (g *Game) finishConstruction() []Event {
	side := g.Active
	turn := g.Players[side].Turn
	var evs []Event
	for _, item := range g.Units {
		if item.Side != side || item.Place != Staged || item.BuildBy == 0 || item.DeployTurn > turn {
			continue
		}
		eng := g.Unit(item.BuildBy)
		ids := []UnitID{item.ID}
		crew := g.Unit(item.Crew)
		if crew != nil {
			ids = append(ids, crew.ID)
		}
		if !eng.Deployed() || eng.Side != side || eng.Hex != item.Hex {
			for _, id := range ids {
				g.Unit(id).Place = Destroyed
				g.Unit(id).unlink()
			}
			evs = append(evs, Event{Kind: EvConstructionAbandoned, Side: side, Units: ids, Rule: "VI.5.3", Secret: true,
				Text: fmt.Sprintf("%s in %s is never finished: its engineers are gone (VI.5.3).", g.describe(item), item.Hex)})
			continue
		}
		for _, id := range ids {
			u := g.Unit(id)
			u.Place, u.DeployTurn = OnMap, 0
		}
		eng.IdleUntil = 0
		text := fmt.Sprintf("%s finishes %s in %s (VI.5.3)", g.describe(eng), g.describe(item), item.Hex)
		if item.BuildEdge != "" {
			if g.BridgesBuilt == nil {
				g.BridgesBuilt = map[string]bool{}
			}
			g.BridgesBuilt[item.BuildEdge] = true
			text += fmt.Sprintf("; the river can be crossed at %s (VII.4.3)", item.BuildEdge)
		}
		evs = append(evs, Event{Kind: EvConstructed, Side: side, Units: append(ids, eng.ID), Rule: "VI.5.3", Text: text + "."})
	}
	return evs
}
