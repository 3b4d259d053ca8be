package game

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/units"
)

// The engagement model's odds (EngagementOdds) against the engine's own
// engagements fought on copies of the game (sampledOdds), on engagements
// drawn at random from the catalog: one to four units of each side on a
// random land hex of the map, the defenders in the same hex or next to
// it, crews in the units that need them, some damaged or dug in, now and
// then an aircraft striking from its sortie, fog of war or not. Every
// attack is declared through the real Game.

// Inset V.6: on every random engagement the model holds, each figure of
// the model lies within 4.5 standard errors (at least a percentage point)
// of the engine's, and over all of them the squared errors in standard
// errors average near 1, as chance alone would have them.
func TestInsetV6_FastOddsAgreeWithTheEngine(t *testing.T) {
	engagements, refTrials, fastTrials := 300, 400, 20000
	if testing.Short() {
		engagements = 40
	}
	bases := map[units.Side]*Game{units.US: combatGame(t, units.US), units.Germany: combatGame(t, units.Germany)}
	rng := rand.New(rand.NewPCG(11, 6))
	var figures, modelled, sampled, air, retaliated int
	var z2 float64
	unmodelled := map[string]int{}
	for n := 0; modelled+sampled < engagements && n < 20*engagements; n++ {
		g, decl, ok := randomEngagement(t, bases, rng)
		if !ok {
			continue
		}
		seed := rng.Uint64()
		fast, err := g.EngagementOdds(decl, fastTrials, seed)
		if err != nil {
			t.Fatalf("%s: %v", g.describeDecl(decl), err)
		}
		if fast.Unmodelled != "" {
			unmodelled[fast.Unmodelled]++
			sampled++
			continue
		}
		modelled++
		if slices.ContainsFunc(decl.Units, func(id UnitID) bool { return airborne(g.Unit(id)) }) {
			air++
		}
		if slices.ContainsFunc(fast.Units, func(u UnitOdds) bool { return u.Side != decl.Side && !slices.Contains(decl.Targets, u.Unit) }) ||
			slices.ContainsFunc(fast.Units, func(u UnitOdds) bool { return u.Side == decl.Side && u.P[OutUnharmed] < 1 }) {
			retaliated++
		}
		ref, err := g.sampledOdds(decl, refTrials, seed, OddsRoundCap, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range oddsFigures(fast, ref) {
			se := math.Sqrt(c.pooled * (1 - c.pooled) * (1/float64(refTrials) + 1/float64(fastTrials)))
			if math.Abs(c.fast-c.ref) > math.Max(4.5*se, 0.01) {
				t.Errorf("%s: %s: model %.4f, engine %.4f (standard error %.4f)", g.describeDecl(decl), c.what, c.fast, c.ref, se)
			}
			if se > 0 {
				z2 += (c.fast - c.ref) * (c.fast - c.ref) / (se * se)
				figures++
			}
		}
		if d := math.Abs(fast.MeanRounds - ref.MeanRounds); d > 4.5*ref.MeanRounds/math.Sqrt(float64(refTrials)) {
			t.Errorf("%s: mean rounds: model %.3f, engine %.3f", g.describeDecl(decl), fast.MeanRounds, ref.MeanRounds)
		}
	}
	t.Logf("%d engagements on the model (%d with aircraft striking, %d with the attackers hurt or more defenders engaged; %d figures, mean squared error %.3f standard errors²); sampled on copies: %v",
		modelled, air, retaliated, figures, z2/float64(max(figures, 1)), unmodelled)
	if modelled < engagements*3/4 || air == 0 || retaliated < modelled/3 {
		t.Errorf("the random engagements cover too little: %d of %d on the model, %d with aircraft, %d answered", modelled, modelled+sampled, air, retaliated)
	}
	if m := z2 / float64(max(figures, 1)); m > 1.25 {
		t.Errorf("the model's figures stray %.3f standard errors² from the engine's on average; chance gives about 1", m)
	}
}

// oddsFigure is one figure of two Odds of the same declaration.
type oddsFigure struct {
	what              string
	fast, ref, pooled float64
}

// oddsFigures pairs every figure of fast and ref: each unit's outcomes
// (a unit one leaves out is unharmed in it) and the overall ends.
func oddsFigures(fast, ref Odds) []oddsFigure {
	var out []oddsFigure
	add := func(what string, f, r float64) {
		out = append(out, oddsFigure{what, f, r, (f*float64(fast.Trials) + r*float64(ref.Trials)) / float64(fast.Trials+ref.Trials)})
	}
	var ids []UnitID
	for _, u := range append(slices.Clone(fast.Units), ref.Units...) {
		if !slices.Contains(ids, u.Unit) {
			ids = append(ids, u.Unit)
		}
	}
	unharmed := UnitOdds{P: [outcomes]float64{OutUnharmed: 1}}
	for _, id := range ids {
		f, ok := fast.Of(id)
		if !ok {
			f = unharmed
		}
		r, ok := ref.Of(id)
		if !ok {
			r = unharmed
		}
		for k := range f.P {
			add(fmt.Sprintf("unit %d %s", id, []string{"unharmed", "damaged", "destroyed", "captured", "withdrawn"}[k]), f.P[k], r.P[k])
		}
	}
	add("attacker wins", fast.AttackerWins, ref.AttackerWins)
	add("defender holds", fast.DefenderHolds, ref.DefenderHolds)
	add("both remain", fast.BothRemain, ref.BothRemain)
	add("both gone", fast.BothGone, ref.BothGone)
	add("capped", fast.Capped, ref.Capped)
	return out
}

// describeDecl names the units of an attack and its targets.
func (g *Game) describeDecl(decl Command) string {
	fs, _ := pairs(decl, false)
	s := ""
	for _, f := range fs {
		s += fmt.Sprintf("%s → %s; ", g.describe(g.Unit(f.Unit)), g.describe(g.Unit(f.Target)))
	}
	return s
}

// randomEngagement sets up one random engagement on a copy of the base
// game of a random side and declares it; false when nobody placed can
// attack anyone.
func randomEngagement(t *testing.T, bases map[units.Side]*Game, rng *rand.Rand) (*Game, Command, bool) {
	t.Helper()
	side := units.US
	if rng.IntN(2) == 0 {
		side = units.Germany
	}
	g := bases[side].Clone()
	g.Rules.FogOfWar = rng.IntN(3) == 0
	land := landHexes(g)
	at := land[rng.IntN(len(land))]
	near := at
	if rng.IntN(2) == 0 {
		if n := hex.Neighbors(at)[rng.IntN(6)]; slices.Contains(land, n) {
			near = n
		}
	}
	var attackers, defenders []*Unit
	for range 1 + rng.IntN(4) {
		attackers = append(attackers, placeRandom(t, g, side, at, rng))
	}
	for range 1 + rng.IntN(4) {
		defenders = append(defenders, placeRandom(t, g, Enemy(side), near, rng))
	}
	if rng.IntN(6) == 0 {
		if a := strikeRandom(t, g, side, near, rng); a != nil {
			attackers = append(attackers, a)
		}
	}
	decl := Command{Kind: CmdAttack, Side: side}
	for _, a := range attackers {
		var ts []UnitID
		for _, id := range g.AttackTargets(a.ID) {
			if slices.ContainsFunc(defenders, func(d *Unit) bool { return d.ID == id || d.Crew == id }) {
				ts = append(ts, id)
			}
		}
		if len(ts) > 0 {
			decl.Units = append(decl.Units, a.ID)
			decl.Targets = append(decl.Targets, ts[rng.IntN(len(ts))])
		}
	}
	return g, decl, len(decl.Units) > 0
}

func landHexes(g *Game) []hex.Hex {
	var out []hex.Hex
	for _, h := range g.scenario.Map.Hexes() {
		if tr := g.scenario.Map.Terrain(h); tr.IsLand() && tr != board.Impassable {
			out = append(out, h)
		}
	}
	return out
}

// fightingClasses are the ground units the random engagements draw.
var fightingClasses = []units.Class{units.Infantry, units.Crew, units.Gun, units.Vehicle, units.Tank, units.Emplacement}

// placeRandom puts a random ground unit of side's in h, with its crew
// most of the time when it needs one, damaged or dug in now and then.
func placeRandom(t *testing.T, g *Game, side units.Side, h hex.Hex, rng *rand.Rand) *Unit {
	t.Helper()
	var cards []*units.Card
	for _, c := range g.content.Catalog.Side(side) {
		if slices.Contains(fightingClasses, c.Class) {
			cards = append(cards, c)
		}
	}
	u := addUnit(t, g, cards[rng.IntN(len(cards))].ID, side, h.String())
	if need := u.Card.Special.RequiresCrew; need != units.NoCrew && rng.IntN(8) > 0 {
		if crew, ok := g.content.Catalog.CrewFor(side, need); ok {
			c := addUnit(t, g, crew.ID, side, h.String())
			u.Crew, c.Mans = c.ID, u.ID
			c.Damaged = rng.IntN(6) == 0
		}
	}
	u.Damaged = rng.IntN(4) == 0
	u.DugIn = rng.IntN(6) == 0 && u.Card.Class != units.Emplacement
	return u
}

// strikeRandom puts a random aircraft of side's with its pilot over h on
// a strike mission flown this Combat Phase (VI.2.3), or nil when side
// has none that strikes.
func strikeRandom(t *testing.T, g *Game, side units.Side, h hex.Hex, rng *rand.Rand) *Unit {
	t.Helper()
	var cards []*units.Card
	for _, c := range g.content.Catalog.Side(side) {
		if c.Class == units.Aircraft && c.Special.RequiresCrew != units.NoCrew {
			cards = append(cards, c)
		}
	}
	if len(cards) == 0 {
		return nil
	}
	u := addUnit(t, g, cards[rng.IntN(len(cards))].ID, side, h.String())
	if crew, ok := g.content.Catalog.CrewFor(side, u.Card.Special.RequiresCrew); ok {
		c := addUnit(t, g, crew.ID, side, h.String())
		u.Crew, c.Mans, c.InFlight = c.ID, u.ID, true
	}
	u.InFlight = true
	mission := []string{MissionStrafe, MissionBomb, MissionDiveBomb}[rng.IntN(3)]
	g.Sorties = append(g.Sorties, Sortie{Side: side, Units: []UnitID{u.ID}, Mission: mission, Strike: &h, StrikeIn: -1, StrikeStep: g.Step, Declared: g.Step})
	return u
}
