package game

import (
	"fmt"
	"slices"

	"frontline/game/cards"
	"frontline/game/combat"
	"frontline/game/hex"
	"frontline/game/units"
)

// Firing at map features (VII.3.4, VII.4.4, VII.5.3, VII.4.1): the ports,
// airfields and existing bridges printed on the map are not units, so an
// ordinary attack cannot name them. In its Combat Phase the active side
// orders units to bombard one of them instead of fighting an engagement.
//
// Readings:
//   - A bombardment is one round of fire with no initiative and no reply:
//     a map feature does not shoot back. Each unit fires its primary and
//     at most one secondary weapon that may harm the feature (Inset V.6
//     step 4), Double and Triple Fire included, and damage adds up within
//     the bombardment (Inset V.6 step 8). Firing counts as the unit's one
//     engagement of the phase (V.5.3); a hidden unit gives itself away.
//   - Features are targeted as vehicles (VII.3.4, VII.4.4, VII.5.3) and
//     only heavy munitions harm them: ports and airfields 155mm shells or
//     500 lb bombs, existing bridges 155mm shells or bombs over 500 lb
//     (Q22). Weapons too light are not offered, as for hardened units
//     (structures.go, hardenedBar).
//   - Ports and airfields fight with the values of their neutral cards
//     (neutral.port, neutral.airfield): damaged, a port relieves 2 of
//     supply instead of 5 and a field handles 2 aircraft a turn (the
//     cards' OnDamage); destroyed, the port is out of use for good
//     (VII.3.1) and the field takes its grounded aircraft (VII.5.4).
//   - An existing bridge has no card: "if a hit is scored the bridge is
//     destroyed" (VII.4.4), so it is a target of Defense 0 and endurance
//     1 that any harmful hit brings down. An engineered bridge is a unit
//     and is attacked as one.
//   - Aircraft bombard over their mission hex on a strike mission (VI.2.3):
//     bombs only on bomb and dive bomb missions (VI.7.4). A bridge is over
//     either hex it joins, and in range when either hex is.
//   - A forward observer may be named for guns with Indirect Fire: the
//     fire is observed, +3 as a Destroy mission (VI.7.6.2), with the
//     observer's and the guns' usual conditions (VI.7.6, VI.7.6.1).
//   - Map features are public: what the fire does to them is told to both
//     sides; the shots name the firing units, which fog of war may hide.

// CmdBombard: Command.Units fire at the map feature Command.Option names:
// "port" or "airfield" in Command.Hex, or "bridge" over the hexside
// between the two hexes of Command.Path. Command.Unit may name a forward
// observer for guns with Indirect Fire.
const CmdBombard CommandKind = "bombard"

// Feature options of CmdBombard.
const (
	FeaturePort     = "port"
	FeatureAirfield = "airfield"
	FeatureBridge   = "bridge"
)

// Events of a bombardment.
const (
	// EvBombardment: units open fire on a map feature.
	EvBombardment EventKind = "bombardment"
	// EvFeatureDamaged: a port or map airfield is damaged.
	EvFeatureDamaged EventKind = "feature_damaged"
)

// Thresholds of existing bridges (VII.4.4, Q22): 155mm shells, bombs over
// 500 lb.
const (
	ExistingBridgeShellMM = 155
	ExistingBridgeBombLb  = 501
)

// existingBridge is the target an existing bridge presents: no catalog
// card (A10), a vehicle target of Defense 0 and endurance 1, so that any
// hit that can harm it destroys it (VII.4.4).
var existingBridge = &units.Card{ID: "map.existing_bridge", Name: "Existing Bridge", Side: units.Neutral,
	Class: units.Structure, Full: units.Face{Endurance: 1}, Damaged: units.Face{Damaged: true},
	Special: units.Special{Structure: units.Bridge, Immobile: true,
		MinShellMM: ExistingBridgeShellMM, MinBombLb: ExistingBridgeBombLb}}

// Neutral cards that give map features their values.
const (
	portCardID     = "neutral.port"
	airfieldCardID = "neutral.airfield"
)

func init() {
	register(CmdBombard, DecidePhase, PhaseCombat, (*Game).bombard)
}

// feature is the map feature a bombardment aims at.
type feature struct {
	kind    string
	hexes   []hex.Hex // the port or airfield hex; the two ends of a bridge (in ends)
	ends    [2]hex.Hex
	town    string // the port's city or the airfield's name; see name
	rule    string
	card    *units.Card
	damaged bool
	stand   []*Unit // stand-ins of target, one per hex, made when first asked
}

// nearest is the index of the feature's hex nearest u (the first of
// equally near ones).
func (f *feature) nearest(u *Unit) int {
	i := 0
	for j, x := range f.hexes[1:] {
		if hex.Distance(u.Hex, x) < hex.Distance(u.Hex, f.hexes[i]) {
			i = j + 1
		}
	}
	return i
}

// target is at(u) for the checks that only read the stand-in
// (bombardBar): made once per hex of the feature, since bombardOrders asks
// for every unit of a side.
func (f *feature) target(u *Unit) *Unit {
	if f.stand == nil {
		f.stand = make([]*Unit, len(f.hexes))
	}
	i := f.nearest(u)
	if f.stand[i] == nil {
		f.stand[i] = f.at(u)
	}
	return f.stand[i]
}

// at is the feature as a target for u: a stand-in unit in the feature's
// hex nearest u, so the engagement checks (weapons, range, thresholds)
// apply unchanged.
func (f *feature) at(u *Unit) *Unit {
	h := f.hexes[f.nearest(u)]
	return &Unit{CardID: f.card.ID, Card: f.card, Side: units.Neutral, Place: OnMap, Hex: h, Damaged: f.damaged}
}

// featureOf reads the feature a CmdBombard names.
func (g *Game) featureOf(cmd Command) (*feature, error) {
	m := g.scenario.Map
	if cmd.Option == FeatureBridge {
		if len(cmd.Path) != 2 {
			return nil, fmt.Errorf("name a bridge by the two hexes it joins (VII.4.4)")
		}
		a, b := cmd.Path[0], cmd.Path[1]
		e, ok := hex.EdgeBetween(a, b)
		if !ok || !g.bridgeIntact(a, b) {
			return nil, fmt.Errorf("no standing bridge joins %s to %s (VII.4.1)", a, b)
		}
		if len(g.BridgesBuilt) > 0 && g.BridgesBuilt[e.String()] {
			return nil, fmt.Errorf("the bridge at %s is an Engineered Bridge, a unit: attack it as one (VII.4.4)", e)
		}
		return newFeature(FeatureBridge, "", "VII.4.4", existingBridge, false, a, b), nil
	}
	if cmd.Hex == nil || (cmd.Option != FeaturePort && cmd.Option != FeatureAirfield) {
		return nil, fmt.Errorf("name the feature to bombard: port or airfield with its hex, or bridge with the two hexes it joins (VII.3.4, VII.4.4, VII.5.3)")
	}
	h := *cmd.Hex
	if cmd.Option == FeaturePort {
		c, ok := m.CityAt(h)
		if !ok || !c.Port || !g.portWorks(h.String()) {
			return nil, fmt.Errorf("there is no working port in %s (VII.3.4)", h)
		}
		card, _ := g.content.Catalog.Get(portCardID)
		return newFeature(FeaturePort, c.Name, "VII.3.4", card, g.PortsDamaged[h.String()], h), nil
	}
	a, ok := m.AirfieldAt(h)
	if !ok || !g.airfieldWorks(h) {
		return nil, fmt.Errorf("there is no working airfield printed on the map in %s; an Airfield unit is attacked as one (VII.5.3)", h)
	}
	card, _ := g.content.Catalog.Get(airfieldCardID)
	return newFeature(FeatureAirfield, a.Name, "VII.5.3", card, g.AirfieldsDamaged[h.String()], h), nil
}

// newFeature is one allocation, its hexes included: the random player
// reads every feature of the map in each state it bombards from.
func newFeature(kind, town, rule string, card *units.Card, damaged bool, hexes ...hex.Hex) *feature {
	f := &feature{kind: kind, town: town, rule: rule, card: card, damaged: damaged}
	f.hexes = f.ends[:copy(f.ends[:], hexes)]
	return f
}

// name is how events and refusals call the feature, made when read.
func (f *feature) name() string {
	switch f.kind {
	case FeatureBridge:
		e, _ := hex.EdgeBetween(f.hexes[0], f.hexes[1])
		return "the bridge at " + e.String()
	case FeaturePort:
		return fmt.Sprintf("the port of %s (%s)", f.town, f.hexes[0])
	}
	return fmt.Sprintf("the airfield of %s (%s)", f.town, f.hexes[0])
}

// bombardBar says why u cannot fire at f now, or "". With f nil it only
// checks what does not depend on the feature.
func (g *Game) bombardBar(u *Unit, f *feature) string {
	if b := g.attackerBar(u, false); b != "" {
		return b
	}
	if i := g.sortieIndex(u.ID); i >= 0 && g.Sorties[i].Mission == MissionIntercept {
		return "it flies an intercept mission against aircraft in flight (VI.2.3)"
	}
	if f == nil {
		return ""
	}
	t := f.target(u)
	if g.bombardFires(u, t) {
		return ""
	}
	d := hex.Distance(u.Hex, t.Hex)
	for _, w := range u.Face().Weapons {
		if w.Hits(units.TargetVehicles) && d <= w.RangeOp && combat.TooSmall(w, f.card) {
			return fmt.Sprintf("its weapons are too light: %s (%s)", heavyEnough(f), f.rule)
		}
	}
	return fmt.Sprintf("no weapon it may fire at vehicles reaches that far, %d hex(es) (V.5.2)", d)
}

// bombardFires reports whether u has a weapon that may fire at the
// stand-in t of a feature (the last check of bombardBar).
func (g *Game) bombardFires(u, t *Unit) bool { return len(g.weaponsAt(u, t)) > 0 }

// heavyEnough names the munitions that harm f.
func heavyEnough(f *feature) string {
	bombs := fmt.Sprintf("bombs of %d lb or more", f.card.Special.MinBombLb)
	if f.kind == FeatureBridge {
		bombs = fmt.Sprintf("bombs over %d lb (Q22)", f.card.Special.MinBombLb-1)
	}
	return fmt.Sprintf("only shells of %dmm or more or %s", f.card.Special.MinShellMM, bombs)
}

// bombardObserver checks the forward observer of a bombardment and the
// guns it directs; it returns the guns whose fire it observes.
func (g *Game) bombardObserver(cmd Command, f *feature, fire []*Unit) ([]UnitID, error) {
	if cmd.Unit == 0 {
		return nil, nil
	}
	if ev := g.forbiddingEvent(cmd.Side, cards.NoFireMissions); ev != "" {
		return nil, fmt.Errorf("no observed fire while the event %s is in force (VI.7.6, III.6.3)", ev)
	}
	o := g.Unit(cmd.Unit)
	if o == nil || o.Side != cmd.Side {
		return nil, fmt.Errorf("unit %d is not one of your units: name the forward observer (VI.7.6)", cmd.Unit)
	}
	h := f.at(o).Hex
	if b := g.observerBar(o, h, 1); b != "" {
		return nil, fmt.Errorf("%s cannot observe %s: %s", g.describe(o), f.name(), b)
	}
	var guns []UnitID
	for _, u := range fire {
		if g.indirectWeapon(u) < 0 {
			continue
		}
		if b := g.gunBar(u, f.at(u).Hex, false); b != "" {
			return nil, fmt.Errorf("%s cannot fire observed: %s", g.describe(u), b)
		}
		guns = append(guns, u.ID)
	}
	if len(guns) == 0 {
		return nil, fmt.Errorf("an observer directs guns with Indirect Fire, and none fires here (VI.7.6)")
	}
	return guns, nil
}

// bombard answers CmdBombard.
func (g *Game) bombard(cmd Command) ([]Event, error) {
	f, err := g.featureOf(cmd)
	if err != nil {
		return nil, err
	}
	if len(cmd.Units) == 0 {
		return nil, fmt.Errorf("a bombardment needs at least one firing unit (V.5.2)")
	}
	var fire []*Unit
	for i, id := range cmd.Units {
		u := g.Unit(id)
		if u == nil || u.Side != cmd.Side {
			return nil, fmt.Errorf("unit %d is not one of your units", id)
		}
		if slices.Contains(cmd.Units[:i], id) {
			return nil, fmt.Errorf("unit %d is named twice", id)
		}
		if b := g.bombardBar(u, f); b != "" {
			return nil, fmt.Errorf("%s cannot fire at %s: %s", g.describe(u), f.name(), b)
		}
		fire = append(fire, u)
	}
	observed, err := g.bombardObserver(cmd, f, fire)
	if err != nil {
		return nil, err
	}

	fs := make([]Fighter, len(fire))
	for i, u := range fire {
		fs[i] = Fighter{Unit: u.ID}
	}
	evs := []Event{{Kind: EvBombardment, Side: cmd.Side, Units: slices.Clone(cmd.Units), Rule: f.rule,
		Text: fmt.Sprintf("%s open(s) fire on %s.", g.names(fire), f.name())}}
	evs = append(evs, g.engage(fs)...)
	b := &barrage{f: f, side: cmd.Side, was: f.damaged}
	for _, u := range fire {
		t := f.at(u)
		for _, idx := range g.roundWeapons(u, t) {
			for range max(u.Face().Weapons[idx].Rate, 1) {
				if b.gone {
					break
				}
				ev, r := g.featureShot(u, idx, t, b, slices.Contains(observed, u.ID))
				evs = append(evs, ev...)
				if r.Jammed {
					break
				}
			}
		}
	}
	return evs, nil
}

// barrage is the damage a feature takes in one bombardment.
type barrage struct {
	f     *feature
	side  units.Side
	was   bool // damaged when the fire began
	taken int
	gone  bool
}

// featureShot fires u's weapon idx at the feature (stand-in t) and applies
// what it does.
func (g *Game) featureShot(u *Unit, idx int, t *Unit, b *barrage, observed bool) ([]Event, combat.Result) {
	s := g.shotAt(u, idx, t)
	mods := g.attackMods(u, t)
	if observed && s.Weapon.Indirect {
		mods = append(mods, modifier{DestroyBonus, "observed fire (VI.7.6.2 Destroy)"})
	}
	s.AttackBonus += sumMods(mods)
	r, err := combat.Resolve(g.dice.Rule(b.f.rule), s)
	ev := Event{Kind: EvShot, Side: u.Side, Units: []UnitID{u.ID}, Rule: b.f.rule, Rolls: g.dice.TakeRolls()}
	head := fmt.Sprintf("%s fires %s at %s", g.describe(u), s.Weapon.Name, b.f.name())
	if err != nil {
		ev.Text = fmt.Sprintf("%s: the shot cannot be resolved (%v).", head, err)
		return []Event{ev}, r
	}
	spent := g.afterAirShot(u, idx, t) // air_combat.go: bombs depleted (VI.7.4)
	st := combat.Intact
	switch {
	case r.Critical:
		st = combat.Destroyed
	case r.Net > 0:
		b.taken += r.Net
		st = combat.Outcome(b.f.card, b.was, b.taken)
	}
	outcome, more := "", []Event(nil)
	switch {
	case st == combat.Destroyed:
		b.gone = true
		outcome = " → destroyed"
		more = g.featureDestroyed(b.f, b.side)
	case st == combat.Damaged && !b.f.damaged:
		b.f.damaged = true
		outcome = fmt.Sprintf(" (%d so far) → damaged", b.taken)
		more = g.featureDamaged(b.f, b.side)
	case r.Net > 0:
		outcome = fmt.Sprintf(" (%d so far) → holds", b.taken)
	case r.Hit && !r.NoEffect:
		outcome = " → no damage"
	}
	ev.Text = head + ": " + shotText(s, r, mods) + outcome + "."
	return append(append([]Event{ev}, more...), spent...), r
}

// featureDamaged flips a port or map airfield to its damaged side.
func (g *Game) featureDamaged(f *feature, by units.Side) []Event {
	k := f.hexes[0].String()
	if f.kind == FeaturePort {
		if g.PortsDamaged == nil {
			g.PortsDamaged = map[string]bool{}
		}
		g.PortsDamaged[k] = true
	} else {
		if g.AirfieldsDamaged == nil {
			g.AirfieldsDamaged = map[string]bool{}
		}
		g.AirfieldsDamaged[k] = true
	}
	text := fmt.Sprintf("%s is damaged", f.name())
	for _, s := range f.card.Damaged.OnDamage {
		text += ": " + s
	}
	return []Event{{Kind: EvFeatureDamaged, Side: by, Rule: f.rule, Text: text}}
}

// featureDestroyed puts the feature out of use (VII.3.1, VII.4.1,
// VII.5.4).
func (g *Game) featureDestroyed(f *feature, by units.Side) []Event {
	switch f.kind {
	case FeaturePort:
		return g.destroyPort(f.hexes[0], by)
	case FeatureAirfield:
		return g.destroyAirfield(f.hexes[0], by)
	}
	g.destroyBridge(f.hexes[0], f.hexes[1])
	return []Event{{Kind: EvFeatureDestroyed, Side: by, Rule: "VII.4.4",
		Text: fmt.Sprintf("%s is hit and collapses; a collapsed bridge marks the crossing (VII.4.1).", f.name())}}
}

// portRelief is the supply relief side's ports give this turn (Inset
// VII.3): each serving port its card's bonus, less on its damaged side.
func (g *Game) portRelief(side units.Side) int {
	relief := PortSupplyBonus * g.PortsServing(side)
	card, ok := g.content.Catalog.Get(portCardID)
	if !ok {
		return relief
	}
	for h := range g.PortsDamaged {
		if hold, held := g.Ports[h]; held && hold.Side == side && hold.Since < g.Step && g.portWorks(h) {
			relief -= PortSupplyBonus - card.Damaged.PortBonus
		}
	}
	return relief
}

// mapFieldLimit is the Sortie Limit of the printed airfield in h: its
// card's damaged value once bombarded, 0 (no limit) otherwise (VII.5).
func (g *Game) mapFieldLimit(h hex.Hex) int {
	if !g.AirfieldsDamaged[h.String()] {
		return 0
	}
	card, ok := g.content.Catalog.Get(airfieldCardID)
	if !ok {
		return 0
	}
	return card.Damaged.SortieLimit
}

// featureOrders lists a CmdBombard for side at every map feature, without
// firing units.
func (g *Game) featureOrders(side units.Side) []Command {
	m := g.scenario.Map
	// The hexes the orders point to, in one block: asked for every state
	// of random play's Combat Phases.
	hexes := make([]hex.Hex, 0, len(m.Airfields)+2*len(m.Bridges)+len(m.Cities))
	at := func(hs ...hex.Hex) []hex.Hex {
		hexes = append(hexes, hs...)
		return hexes[len(hexes)-len(hs) : len(hexes) : len(hexes)]
	}
	var out []Command
	for _, c := range m.Cities {
		for _, h := range c.Hexes {
			if c.Port {
				out = append(out, Command{Kind: CmdBombard, Side: side, Option: FeaturePort, Hex: &at(h)[0]})
			}
		}
	}
	for _, a := range m.Airfields {
		out = append(out, Command{Kind: CmdBombard, Side: side, Option: FeatureAirfield, Hex: &at(a.Hex)[0]})
	}
	for _, b := range m.Bridges {
		out = append(out, Command{Kind: CmdBombard, Side: side, Option: FeatureBridge, Path: at(b.Edge.A, b.Edge.B)})
	}
	return out
}

// BombardOrders lists the bombardments unit id may fire now, one order per
// map feature it can harm, for clients and automated players.
func (g *Game) BombardOrders(id UnitID) []Command {
	u := g.Unit(id)
	if u == nil || g.OpenEngagement != nil || g.Pending.Kind != DecidePhase || g.Phase != PhaseCombat || u.Side != g.Active {
		return nil
	}
	return g.bombardOrders(u, g.bombardFeatures(g.featureOrders(u.Side)))
}

// featureOrder is a bombardment order of featureOrders with the feature
// it names.
type featureOrder struct {
	cmd Command
	f   *feature
}

// bombardFeatures lists the features a side may bombard now, whoever
// fires, with their orders among orders, the side's featureOrders.
func (g *Game) bombardFeatures(orders []Command) []featureOrder {
	var out []featureOrder
	for _, cmd := range orders {
		if f, err := g.featureOf(cmd); err == nil {
			out = append(out, featureOrder{cmd, f})
		}
	}
	return out
}

// bombardOrders is BombardOrders for u among the features of
// bombardFeatures, worked out once for all the units asked about.
func (g *Game) bombardOrders(u *Unit, feats []featureOrder) []Command {
	// bombardBar without building its refusals: the first two checks do
	// not depend on the feature.
	if g.bombardBar(u, nil) != "" {
		return nil
	}
	reach := -1 // the longest operational range of u's weapons: no stand-in for a feature beyond it
	for _, w := range u.Face().Weapons {
		reach = max(reach, w.RangeOp)
	}
	var out []Command
	for _, fo := range feats {
		if hex.Distance(u.Hex, fo.f.hexes[fo.f.nearest(u)]) <= reach && g.bombardFires(u, fo.f.target(u)) {
			cmd := fo.cmd
			cmd.Units = []UnitID{u.ID}
			out = append(out, cmd)
		}
	}
	return out
}
