package game

import (
	"slices"
	"strings"

	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/scenario"
	"frontline/game/units"
)

// View is what one side may know of the game (DESIGN.md §2): the client
// draws only Views and the computer opponent plays only on its View. It is
// a copy that shares nothing with the Game, and it holds nothing the side
// may not see under the rules in force.
//
// Public to both sides: turn, phase and whose decision it is, the event
// cards in force, both treasuries (currency is counted out in the open,
// III.8, and income and supply events already announce every amount) and
// the size of each hand. Private: the hand's cards, the staging area, the
// details of units and everything fog of war covers.
type View struct {
	Side    units.Side     `json:"side"`
	Step    int            `json:"step"`
	Active  units.Side     `json:"active"`
	Phase   Phase          `json:"phase"`
	Pending Decision       `json:"pending"` // choices only when the decision is this side's
	Over    bool           `json:"over,omitempty"`
	Result  string         `json:"result,omitempty"`
	Rules   scenario.Rules `json:"rules"`
	InForce []ActiveEvent  `json:"events_in_force,omitempty"`
	Turn    int            `json:"turn"` // own turns begun
	// TurnLimit: the scenario's turn limit, counting each side's own
	// turns (II.2.2); 0 for none.
	TurnLimit int      `json:"turn_limit,omitempty"`
	Treasury  int      `json:"treasury"`
	Hand      []string `json:"hand,omitempty"`

	EnemyTurn     int `json:"enemy_turn"`
	EnemyTreasury int `json:"enemy_treasury"`
	EnemyHandSize int `json:"enemy_hand_size"`

	// Table II.1 scores (score.go), public like the events that earn them.
	Score      int `json:"score"`
	EnemyScore int `json:"enemy_score"`

	Own       []OwnUnit    `json:"own"`        // every own unit, wherever it is, in id order
	OwnStacks []OwnStack   `json:"own_stacks"` // own hexes, each bottom to top
	Enemy     []EnemyStack `json:"enemy"`      // enemy hexes with anything this side sees

	// Engagement is the engagement being fought, if any. Everything in it
	// is known to both sides: declaring an attack reveals both stacks
	// (Inset VIII.1) and every roll is announced.
	Engagement *Engagement `json:"engagement,omitempty"`
	// Standard Game setup (standard_setup.go): this side's own purchases
	// and placements; nil once play begins.
	Setup *SetupView `json:"setup,omitempty"`
	// Momentum (momentum.go): this side's groups with momentum (VIII.3.1).
	Momentum []MomentumGroup `json:"momentum,omitempty"`
	// Sorties (air_sortie.go): this side's flight plans; the enemy's are
	// secret (VI.2.3).
	Sorties []Sortie `json:"sorties,omitempty"`

	// Map features (view_features.go): the bridges, ports and airfields
	// changed in play, public to both sides, sorted by kind and place.
	Features []FeatureState `json:"features,omitempty"`

	// Battle (miniatures_view.go): the proposal to resolve the open
	// engagement by miniatures and, once accepted, its battle table.
	Battle *BattleView `json:"battle,omitempty"`
}

// OwnUnit is a unit of the viewing side with all its state.
type OwnUnit struct {
	ID         UnitID          `json:"id"`
	Card       string          `json:"card"`
	Marker     int             `json:"marker"`
	Place      Place           `json:"place"`
	Hex        hex.Hex         `json:"hex"`
	Damaged    bool            `json:"damaged,omitempty"`
	DugIn      bool            `json:"dug_in,omitempty"`
	InFlight   bool            `json:"in_flight,omitempty"`
	Stars      []scenario.Star `json:"stars,omitempty"`
	Crew       UnitID          `json:"crew,omitempty"`
	Mans       UnitID          `json:"mans,omitempty"`
	DeployTurn int             `json:"deploy_turn,omitempty"` // staged: own turn from which it may deploy
	Idle       bool            `json:"idle,omitempty"`        // busy with an idle function (Inset V.5)
	Unsupplied bool            `json:"unsupplied,omitempty"`  // left idle by a supply deficit (V.3.2)
	Reconned   bool            `json:"reconned,omitempty"`    // scouted this turn: may not fight (VI.6)
	Found      bool            `json:"found,omitempty"`       // a hidden unit or post the enemy has found
	FlightLeft int             `json:"flight_left,omitempty"` // in flight: Turns of Flight left (VI.2.2)
	Depleted   []int           `json:"depleted,omitempty"`    // weapons dropped until landing (VI.7.4)
	Aboard     UnitID          `json:"aboard,omitempty"`      // transport.go: the carrier it rides (VI.3)
	TowedBy    []UnitID        `json:"towed_by,omitempty"`    // towing.go: the vehicles towing it (VI.3.5)
	Shelter    UnitID          `json:"shelter,omitempty"`     // emplacement.go: the emplacement it is within
}

// OwnStack is the order of the side's units in one hex, bottom to top.
type OwnStack struct {
	Hex   hex.Hex  `json:"hex"`
	Units []UnitID `json:"units"`
}

// EnemyStack is what the side sees of the enemy in one hex.
type EnemyStack struct {
	Hex hex.Hex `json:"hex"`
	// Count is the number of markers seen in the hex (hidden units that
	// have not been found are not counted).
	Count int `json:"count"`
	// Revealed: every marker of the stack is shown, Why says on what
	// grounds ("no fog", "key city", RevealRecon, RevealEngagement).
	Revealed bool   `json:"revealed,omitempty"`
	Why      string `json:"why,omitempty"`
	// Units are the markers shown, bottom to top; the last one is the top
	// of the stack. Under fog an unrevealed stack shows its top marker and
	// any command post or found hidden unit in it.
	Units []SeenUnit `json:"units"`
	// ReconBonus is the initiative this side gains attacking the stack
	// this turn (VI.6.1).
	ReconBonus int `json:"recon_bonus,omitempty"`
}

// SeenUnit is an enemy marker as the side sees it.
type SeenUnit struct {
	ID       UnitID `json:"id"`
	Card     string `json:"card"`
	Marker   int    `json:"marker"`
	Damaged  bool   `json:"damaged,omitempty"`
	InFlight bool   `json:"in_flight,omitempty"`
	// Found: a hidden unit or post this side's recon found; it may be
	// attacked. Unrevealed: a post's marker that shows but is no legal
	// target until land recon finds it (IV.1.3, IV.1.6).
	Found      bool `json:"found,omitempty"`
	Unrevealed bool `json:"unrevealed,omitempty"`
}

// View returns what side may know now.
func (g *Game) View(side units.Side) View {
	me, them := g.Players[side], g.Players[Enemy(side)]
	v := View{Side: side, Step: g.Step, Active: g.Active, Phase: g.Phase, Over: g.Over, Result: g.Result,
		Rules: g.Rules, InForce: g.inForceFor(side), // event_ongoing.go: picked units to their owner only
		Turn: me.Turn, TurnLimit: g.scenario.TurnLimit, Treasury: me.Treasury, Hand: append([]string(nil), me.Hand...),
		EnemyTurn: them.Turn, EnemyTreasury: them.Treasury, EnemyHandSize: len(them.Hand),
		Score: g.Score(side), EnemyScore: g.Score(Enemy(side)), Engagement: g.Engagement(),
		Setup: g.setupView(side), Momentum: g.ownMomentum(side)}
	v.Battle = g.battleView() // miniatures_view.go
	v.Pending = g.Pending
	v.Pending.Choices = nil
	if g.Pending.Side == side {
		v.Pending.Choices = append([]UnitID(nil), g.Pending.Choices...)
	}
	for _, u := range g.Units {
		if u.Side == side && u.Place != Destroyed {
			v.Own = append(v.Own, g.ownUnit(u))
		}
	}
	v.Sorties = g.ownSorties(side)
	hexes, in := g.unitsByHex()
	for i, h := range hexes {
		stack := g.stackIn(h, in[i])
		var own []UnitID
		for _, u := range stack {
			if u.Side == side {
				own = append(own, u.ID)
			}
		}
		if len(own) > 0 {
			v.OwnStacks = append(v.OwnStacks, OwnStack{Hex: h, Units: own})
		}
		if es, ok := g.enemyStack(side, h, stack); ok {
			v.Enemy = append(v.Enemy, es)
		}
	}
	v.Features = g.features(side, &v)
	return v
}

func (g *Game) ownUnit(u *Unit) OwnUnit {
	return OwnUnit{ID: u.ID, Card: u.CardID, Marker: u.Marker, Place: u.Place, Hex: u.Hex,
		Damaged: u.Damaged, DugIn: u.DugIn, InFlight: u.InFlight, Stars: append([]scenario.Star(nil), u.Stars...),
		Crew: u.Crew, Mans: u.Mans, DeployTurn: u.DeployTurn,
		Idle: u.IdleIn(g.Players[u.Side].Turn), Unsupplied: g.Unsupplied(u),
		Reconned: g.ReconnedThisTurn(u), Found: Found(u), FlightLeft: u.FlightLeft, Depleted: append([]int(nil), u.Depleted...),
		Aboard: u.Aboard, TowedBy: append([]UnitID(nil), u.TowedBy...), Shelter: u.Shelter}
}

// stackOpen says whether side sees every marker of the enemy stack in h,
// and why: without fog of war, in a key city (Inset VII.1), or after a
// reveal this turn. Ruined cities keep the fog (VII.2).
func (g *Game) stackOpen(side units.Side, h hex.Hex) (string, bool) {
	if !g.Rules.FogOfWar {
		return "no fog", true
	}
	if c, ok := g.scenario.Map.CityAt(h); ok && c.Key {
		return "key city", true
	}
	return g.revealed(side, h)
}

// enemyStack is what side sees of the enemy units in stack (the units of
// h, bottom to top). Hidden units show only once found; posts always show
// their marker; under fog an unrevealed stack shows its top marker only.
func (g *Game) enemyStack(side units.Side, h hex.Hex, stack []*Unit) (EnemyStack, bool) {
	markers, shown, why, open := g.enemyMarkers(side, h, stack)
	if len(markers) == 0 {
		return EnemyStack{}, false
	}
	es := EnemyStack{Hex: h, Count: len(markers), Revealed: open, Why: why, ReconBonus: g.ReconBonus(side, h)}
	for _, u := range shown {
		es.Units = append(es.Units, seenUnit(u))
	}
	return es, true
}

// enemyMarkers splits the enemy units of stack into the markers side
// sees in h (a count) and the units it may identify (enemyStack).
func (g *Game) enemyMarkers(side units.Side, h hex.Hex, stack []*Unit) (markers, shown []*Unit, why string, open bool) {
	for _, u := range stack {
		if u.Side == side || (u.Card.Special.Hidden && !IsPost(u) && !Found(u)) {
			continue
		}
		markers = append(markers, u)
	}
	if len(markers) == 0 {
		return nil, nil, "", false
	}
	why, open = g.stackOpen(side, h)
	top := markers[len(markers)-1]
	for _, u := range markers {
		if open || u == top || IsPost(u) || Found(u) || airborne(u) { // aircraft in flight are seen (air_sortie.go)
			shown = append(shown, u)
		}
	}
	return markers, shown, why, open
}

func seenUnit(u *Unit) SeenUnit {
	s := SeenUnit{ID: u.ID, Card: u.CardID, Marker: u.Marker, Damaged: u.Damaged, InFlight: u.InFlight}
	if concealed(u) {
		s.Found = Found(u)
		s.Unrevealed = !s.Found
	}
	return s
}

// Sees reports whether side may know of unit id now: its own units, and
// enemy units its View shows. An enemy unit no longer on the map stays
// known if it fell in a stack open to the side (an engagement reveals
// both stacks) and was not a hidden unit nobody found.
func (g *Game) Sees(side units.Side, id UnitID) bool {
	u := g.Unit(id)
	switch {
	case u == nil:
		return false
	case u.Side == side:
		return true
	case u.Deployed(): // seenSet for one unit: only its own hex is looked at
		es, ok := g.enemyStack(side, u.Hex, g.Stack(u.Hex))
		return ok && slices.ContainsFunc(es.Units, func(s SeenUnit) bool { return s.ID == id })
	}
	return g.seesFallen(side, u)
}

// seesFallen: an enemy unit no longer on the map stays known if it fell in
// a stack open to side and was not a hidden unit nobody found.
func (g *Game) seesFallen(side units.Side, u *Unit) bool {
	if u.Side == side || u.Place != Destroyed || (concealed(u) && u.FoundAt != u.Hex.String()) {
		return false
	}
	_, open := g.stackOpen(side, u.Hex)
	return open
}

func (g *Game) seenSet(side units.Side) map[UnitID]bool {
	seen := map[UnitID]bool{}
	for _, u := range g.Units {
		if u.Side == side {
			seen[u.ID] = true
		}
	}
	hexes, in := g.unitsByHex()
	for i, h := range hexes { // the enemy units View shows, without building it
		_, shown, _, _ := g.enemyMarkers(side, h, g.stackIn(h, in[i]))
		for _, u := range shown {
			seen[u.ID] = true
		}
	}
	for _, u := range g.Units {
		if g.seesFallen(side, u) {
			seen[u.ID] = true
		}
	}
	return seen
}

// unseenText is the notice that stands for an event fog of war hides:
// what kind of thing happened, never who or where.
func unseenText(k EventKind) string {
	if k == EvMoved {
		return "Out of sight: a unit you cannot see moved (fog of war)."
	}
	return "Out of sight: something you cannot see happened (" + strings.ReplaceAll(string(k), "_", " ") + "; fog of war)."
}

// FilterEvents returns the events as side may see them (DESIGN.md §2):
// the other side's secret events are dropped, and an event that names
// units side cannot see loses those ids, its dice purposes and its text,
// which is replaced by a plain notice. Call it right after Apply, on the
// state the events led to. Events must list in Units every unit their
// text names, so that this filter can hold back what fog of war covers.
func (g *Game) FilterEvents(side units.Side, evs []Event) []Event {
	seen := g.seenSet(side)
	out := make([]Event, 0, len(evs))
	for _, e := range evs {
		if e.Secret && e.Side != side {
			continue
		}
		var keep []UnitID
		for _, id := range e.Units {
			if seen[id] {
				keep = append(keep, id)
			}
		}
		if len(keep) < len(e.Units) {
			e.Units = keep
			e.Text = unseenText(e.Kind)
			e.Card = ""
			rolls := make([]dice.Roll, len(e.Rolls))
			for i, r := range e.Rolls {
				r.Purpose = ""
				rolls[i] = r
			}
			e.Rolls = rolls
		}
		out = append(out, e)
	}
	return out
}
