package game

import (
	"fmt"
	"strings"

	"frontline/game/hex"
	"frontline/game/units"
)

// Clearing and detonation by Combat Engineers (VI.5.4, Inset VI.3, Table
// VI.2, VII.3.4, VII.4.4, VII.5.3): an engineer squad in the hex of an
// obstacle, emplacement, structure, port or airfield, or at either end of
// a bridge, declares in its Movement Phase that it clears or blows it up.
// No attack and no idle phase: one d10 against Table VI.2, by the item
// and the attempt, 2 easier when the side reconnoitred the item's hex
// beforehand. A failed squad may try again in a later Movement Phase, and
// each try is easier than the last; the late tries need no roll at all.

// CmdDetonate: the engineer squad Command.Unit clears or blows up
// Command.Target (an obstacle, emplacement or structure in its hex), or a
// map feature named by Command.Option: "bridge" with Command.Hex the hex
// across the river, "port" or "airfield" in the squad's own hex.
const CmdDetonate CommandKind = "detonate"

const (
	// EvDetonation: one attempt and its roll; Units lists the engineers
	// and the item when it is a unit.
	EvDetonation EventKind = "detonation"
	// EvFeatureDestroyed: a bridge, port or airfield of the map is gone.
	EvFeatureDestroyed EventKind = "feature_destroyed"
)

// Items of Table VI.2.
const (
	ItemExistingBridge   = "existing bridge"
	ItemEngineeredBridge = "engineered bridge"
	ItemObstacleInfantry = "obstacle (infantry)"
	ItemObstacleVehicle  = "obstacle (vehicle)"
	ItemEmplacement      = "emplacement"
	ItemAirfield         = "airfield"
	ItemPort             = "shipping facility"
)

// DetonationChecks is Table VI.2: the d10 needed on the 1st, 2nd, ...
// attempt; 0 means the attempt succeeds without a roll.
var DetonationChecks = map[string][]int{
	ItemExistingBridge:   {5, 3, 2, 0},
	ItemEngineeredBridge: {4, 2, 0},
	ItemObstacleInfantry: {3, 2, 0},
	ItemObstacleVehicle:  {5, 4, 3, 0},
	ItemEmplacement:      {6, 5, 4, 0},
	ItemAirfield:         {4, 2, 0},
	ItemPort:             {4, 2, 0},
}

// ReconClearingBonus lowers every check of Table VI.2 after reconnaissance
// of the item (Table VI.2 note 2).
const ReconClearingBonus = 2

// DetonationNeed is the d10 an engineer needs on attempt n (1-based) at an
// item of the given rows (an obstacle for infantry and vehicles uses the
// higher of its two rows, Table VI.2 note 1), less the recon bonus; 0 when
// no roll is needed.
func DetonationNeed(rows []string, n int, scouted bool) int {
	need := 0
	for _, r := range rows {
		checks := DetonationChecks[r]
		if n <= len(checks) {
			need = max(need, checks[n-1])
		}
	}
	if need > 0 && scouted {
		need -= ReconClearingBonus
	}
	if need <= 1 {
		return 0
	}
	return need
}

func init() {
	register(CmdDetonate, DecidePhase, PhaseMovement, (*Game).detonate)
}

// demoTarget is what a detonation order aims at.
type demoTarget struct {
	key   string   // Demolitions key: "unit 12", "bridge 0807-0808", "port 1710"
	rows  []string // Table VI.2 rows
	name  string   // in words
	unit  *Unit    // the item when it is a unit
	hexes []hex.Hex
	edge  [2]hex.Hex // bridges
}

// itemRows names the Table VI.2 rows of a unit item, or none.
func itemRows(u *Unit) []string {
	c := u.Card
	switch {
	case c.Class == units.Obstacle:
		var rows []string
		for _, k := range c.Special.ObstacleFor {
			if k == units.TargetInfantry {
				rows = append(rows, ItemObstacleInfantry)
			} else {
				rows = append(rows, ItemObstacleVehicle)
			}
		}
		return rows
	case c.Class == units.Emplacement:
		return []string{ItemEmplacement}
	case c.Special.Structure == units.Bridge:
		return []string{ItemEngineeredBridge}
	case c.Special.Structure == units.Airfield:
		return []string{ItemAirfield}
	case c.Special.Structure == units.Port:
		return []string{ItemPort}
	}
	return nil
}

// demoTargetOf reads and checks the item of a CmdDetonate for engineers
// eng.
func (g *Game) demoTargetOf(eng *Unit, cmd Command) (demoTarget, error) {
	m := g.scenario.Map
	if cmd.Target != 0 {
		t := g.Unit(cmd.Target)
		if t == nil || !t.Deployed() {
			return demoTarget{}, fmt.Errorf("there is no unit %d on the map to clear (VI.5.4)", cmd.Target)
		}
		rows := itemRows(t)
		switch {
		case len(rows) == 0:
			return demoTarget{}, fmt.Errorf("%s is not an obstacle, emplacement, bridge, airfield or port: Table VI.2 has no row for it", g.describe(t))
		case t.Hex != eng.Hex:
			return demoTarget{}, fmt.Errorf("%s must be in the hex of %s (%s) to clear it (VI.5.4)", g.describe(eng), g.describe(t), t.Hex)
		}
		return demoTarget{key: fmt.Sprintf("unit %d", t.ID), rows: rows, name: g.describe(t), unit: t, hexes: []hex.Hex{t.Hex}}, nil
	}
	h := eng.Hex
	switch cmd.Option {
	case "bridge":
		if cmd.Hex == nil {
			return demoTarget{}, fmt.Errorf("name the hex across the river the bridge leads to (Inset VI.3 item 2)")
		}
		far := *cmd.Hex
		e, ok := hex.EdgeBetween(h, far)
		if !ok || !g.bridgeIntact(h, far) {
			return demoTarget{}, fmt.Errorf("no standing bridge joins %s to %s; engineers blow a bridge from either hex it connects (Inset VI.3 item 2)", h, far)
		}
		d := demoTarget{key: "bridge " + e.String(), rows: []string{ItemExistingBridge}, name: "the bridge at " + e.String(),
			hexes: []hex.Hex{h, far}, edge: [2]hex.Hex{h, far}}
		if g.BridgesBuilt[e.String()] {
			d.rows, d.name = []string{ItemEngineeredBridge}, "the engineered bridge at "+e.String()
			d.unit = g.builtBridgeUnit(e.String())
		}
		return d, nil
	case "port":
		if c, ok := m.CityAt(h); !ok || !c.Port || g.PortsDown[h.String()] {
			return demoTarget{}, fmt.Errorf("%s stands in no working shipping facility (VII.3.4, VI.5.4)", g.describe(eng))
		}
		c, _ := m.CityAt(h)
		return demoTarget{key: "port " + h.String(), rows: []string{ItemPort}, name: "the port of " + c.Name, hexes: []hex.Hex{h}}, nil
	case "airfield":
		a, ok := m.AirfieldAt(h)
		if !ok || g.AirfieldsDown[h.String()] {
			return demoTarget{}, fmt.Errorf("%s stands on no working airfield of the map (VII.5.3, VI.5.4)", g.describe(eng))
		}
		return demoTarget{key: "airfield " + h.String(), rows: []string{ItemAirfield}, name: a.Name + " airfield", hexes: []hex.Hex{h}}, nil
	}
	return demoTarget{}, fmt.Errorf("name the item to clear: a unit as target, or option bridge, port or airfield (VI.5.4)")
}

// builtBridgeUnit is the Engineered Bridge unit spanning edge, or nil.
func (g *Game) builtBridgeUnit(edge string) *Unit {
	for _, u := range g.Units {
		if u.Deployed() && u.BuildEdge == edge {
			return u
		}
	}
	return nil
}

// demoBar says why eng cannot clear or blow anything this phase, or "".
func (g *Game) demoBar(eng *Unit) string {
	switch {
	case !isEngineer(eng):
		return "only Combat Engineer squads clear and detonate (VI.5.4)"
	case !eng.Deployed():
		return "it is not on the map"
	case eng.DemoStep == g.Step:
		return "it has already made a clearing attempt this Movement Phase (VI.5.4)"
	case eng.IdleIn(g.Players[eng.Side].Turn):
		return "it is busy with an idle function such as construction (Inset VI.2 item 1)"
	case g.Unsupplied(eng):
		return "it is unsupplied this turn and may not perform special functions (V.3.2)"
	}
	return ""
}

// scouted reports whether side reconnoitred one of the hexes before
// (Table VI.2 note 2).
func (g *Game) scouted(side units.Side, hs []hex.Hex) bool {
	for _, h := range hs {
		if g.Scouted[string(side)+" "+h.String()] {
			return true
		}
	}
	return false
}

// noteScouted remembers a successful reconnaissance of h (recon.go) for
// later clearing (Table VI.2 note 2).
func (g *Game) noteScouted(side units.Side, h hex.Hex) {
	if g.Scouted == nil {
		g.Scouted = map[string]bool{}
	}
	g.Scouted[string(side)+" "+h.String()] = true
}

// detonate answers CmdDetonate.
func (g *Game) detonate(cmd Command) ([]Event, error) {
	eng := g.Unit(cmd.Unit)
	if eng == nil || eng.Side != cmd.Side {
		return nil, fmt.Errorf("unit %d is not one of your units", cmd.Unit)
	}
	if bar := g.demoBar(eng); bar != "" {
		return nil, fmt.Errorf("%s cannot clear or detonate: %s", g.describe(eng), bar)
	}
	d, err := g.demoTargetOf(eng, cmd)
	if err != nil {
		return nil, err
	}
	side := cmd.Side
	key := string(side) + " " + d.key
	try := g.Demolitions[key] + 1
	scouted := g.scouted(side, d.hexes)
	need := DetonationNeed(d.rows, try, scouted)
	eng.DemoStep = g.Step
	ev := Event{Kind: EvDetonation, Side: side, Units: []UnitID{eng.ID}, Rule: "VI.5.4"}
	if d.unit != nil {
		ev.Units = append(ev.Units, d.unit.ID)
	}
	head := fmt.Sprintf("%s works on %s, attempt %d (Table VI.2", g.describe(eng), d.name, try)
	if scouted {
		head += fmt.Sprintf(", %d easier after reconnaissance", ReconClearingBonus)
	}
	head += ")"
	ok := true
	if need == 0 {
		ev.Text = head + ": no roll needed"
	} else {
		v := g.dice.D10("clearing "+d.name, "VI.5.4")
		ok = v >= need
		ev.Amount, ev.Rolls = v, g.dice.TakeRolls()
		ev.Text = fmt.Sprintf("%s: needs %d+ on d10, rolls %d", head, need, v)
	}
	if !ok {
		if g.Demolitions == nil {
			g.Demolitions = map[string]int{}
		}
		g.Demolitions[key] = try
		ev.Text += "; not yet, the next attempt will be easier (VI.5.4)."
		return []Event{ev}, nil
	}
	delete(g.Demolitions, key)
	ev.Text += "; done (Inset VI.3 item 3)."
	evs := []Event{ev}
	switch {
	case d.unit != nil:
		evs = append(evs, g.wreck(d.unit, side, "cleared by engineers (VI.5.4)")...)
	case strings.HasPrefix(d.key, "bridge "):
		g.destroyBridge(d.edge[0], d.edge[1])
		evs = append(evs, Event{Kind: EvFeatureDestroyed, Side: side, Rule: "Inset VI.3",
			Text: fmt.Sprintf("The bridge at %s collapses (Inset VI.3 item 4).", strings.TrimPrefix(d.key, "bridge "))})
	case d.rows[0] == ItemPort:
		evs = append(evs, g.destroyPort(d.hexes[0], side)...)
	case d.rows[0] == ItemAirfield:
		evs = append(evs, g.destroyAirfield(d.hexes[0], side)...)
	}
	return evs, nil
}
