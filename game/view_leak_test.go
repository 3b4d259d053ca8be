package game

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"frontline/game/hex"
	"frontline/game/units"
)

// TestViewNeverLeaksHiddenUnits: in random situations (fog on or off,
// random units in open ground, key and ruined cities, found or not,
// reveals current or stale, chosen stack orders valid or not), every enemy
// unit in either side's View, and every unit id left in filtered events,
// is one the rules let that side see.
func TestViewNeverLeaksHiddenUnits(t *testing.T) {
	base, _ := newTestGame(t, 1)
	c := base.content
	pool := c.Catalog.All()
	hexes := []string{"0606", "0607", "1109", "0908", "1011", "0707", "0404"}
	for seed := uint64(1); seed <= 25; seed++ {
		g, _, err := New(c, Options{Scenario: "intro", Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 99))
		g.Rules.FogOfWar = r.IntN(3) > 0
		for i := 0; i < 30; i++ {
			card := pool[r.IntN(len(pool))]
			side := Sides[r.IntN(2)]
			h := hex.MustParse(hexes[r.IntN(len(hexes))])
			u := &Unit{ID: UnitID(len(g.Units) + 1), CardID: card.ID, Card: card, Side: side,
				Marker: g.nextMarker(side, card.ID), Place: OnMap, Hex: h, Damaged: r.IntN(3) == 0}
			switch r.IntN(10) {
			case 0:
				u.Place = Staged
			case 1:
				u.Place = Destroyed
			case 2:
				u.Place = Away
			}
			switch r.IntN(6) {
			case 0, 1:
				u.FoundAt = h.String()
			case 2:
				u.FoundAt = hexes[r.IntN(len(hexes))]
			}
			if prev := g.Units[len(g.Units)-1]; r.IntN(4) == 0 && prev.Hex == h && prev.Crew == 0 && prev.Mans == 0 {
				u.Mans, prev.Crew = prev.ID, u.ID
			}
			g.Units = append(g.Units, u)
		}
		for i := 0; i < 4; i++ {
			h := hexes[r.IntN(len(hexes))]
			g.Reveals = append(g.Reveals, Reveal{By: Sides[r.IntN(2)], Hex: h, Step: g.Step - r.IntN(2), Why: RevealRecon})
			ids := stackIDsOf(g, h)
			r.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
			if g.StackOrder == nil {
				g.StackOrder = map[string][]UnitID{}
			}
			g.StackOrder[h] = ids
		}
		for _, side := range Sides {
			g.Players[side].Hand = []string{fmt.Sprintf("secret-hand-%s-%d", side, seed)}
		}
		for _, side := range Sides {
			checkViewAllowed(t, g, side, fmt.Sprintf("seed %d, %s", seed, side))
		}
	}
}

func stackIDsOf(g *Game, h string) []UnitID {
	var ids []UnitID
	for _, u := range g.Stack(hex.MustParse(h)) {
		ids = append(ids, u.ID)
	}
	return ids
}

// allowedSight is the oracle, written from the rules rather than from
// view.go: may side see enemy unit u standing in its hex h, and must it
// be the top marker there?
func allowedSight(g *Game, side units.Side, u *Unit) (ok, onlyIfTop bool) {
	if u.Side == side || !u.Deployed() {
		return false, false
	}
	post := u.Card.Special.Structure == units.CommandPost || u.Card.Special.Structure == units.ForwardHQ
	found := u.FoundAt == u.Hex.String()
	if u.Card.Special.Hidden && !post && !found {
		return false, false // glossary, Hidden; VI.6.2
	}
	if post || found {
		return true, false // IV.1.3: posts show as markers; found units carry a recon counter
	}
	if !g.Rules.FogOfWar {
		return true, false
	}
	if c, ok := g.scenario.Map.CityAt(u.Hex); ok && c.Key {
		return true, false // Inset VII.1
	}
	for _, rv := range g.Reveals {
		if rv.By == side && rv.Hex == u.Hex.String() && rv.Step == g.Step {
			return true, false
		}
	}
	return true, true // VIII.1: the top marker only
}

func checkViewAllowed(t *testing.T, g *Game, side units.Side, where string) {
	t.Helper()
	v := g.View(side)
	allowed := map[UnitID]bool{}
	for _, u := range g.Units {
		if u.Side == side {
			allowed[u.ID] = true
		}
	}
	for _, es := range v.Enemy {
		// The top marker is the highest unit of the stack the side may
		// see at all.
		var top *Unit
		count := 0
		for _, u := range g.Stack(es.Hex) {
			if ok, _ := allowedSight(g, side, u); ok {
				top = u
				count++
			}
		}
		if es.Count != count {
			t.Errorf("%s: %s counts %d markers, %d are visible", where, es.Hex, es.Count, count)
		}
		for _, s := range es.Units {
			u := g.Unit(s.ID)
			if u == nil || u.Hex != es.Hex {
				t.Fatalf("%s: unit %d shown in %s is not there", where, s.ID, es.Hex)
			}
			ok, onlyTop := allowedSight(g, side, u)
			if !ok || (onlyTop && u != top) {
				t.Errorf("%s: %s #%d (%s) in %s leaks (fog %v)", where, u.CardID, u.Marker, u.Side, es.Hex, g.Rules.FogOfWar)
			}
			if s.Card != u.CardID || s.Marker != u.Marker {
				t.Errorf("%s: unit %d shown as %s #%d", where, u.ID, s.Card, s.Marker)
			}
			allowed[u.ID] = true
		}
	}
	for _, o := range v.Own {
		if g.Unit(o.ID).Side != side {
			t.Errorf("%s: enemy unit %d listed as own", where, o.ID)
		}
	}
	for _, s := range v.OwnStacks {
		for _, id := range s.Units {
			if g.Unit(id).Side != side {
				t.Errorf("%s: enemy unit %d in an own stack", where, id)
			}
		}
	}
	body, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range g.Players[Enemy(side)].Hand {
		if strings.Contains(string(body), c) {
			t.Errorf("%s: the view names the enemy's card %s", where, c)
		}
	}

	// Events: one naming each unit, and one secret per side.
	var evs []Event
	for _, u := range g.Units {
		evs = append(evs, Event{Kind: "probe", Side: u.Side, Units: []UnitID{u.ID}, Text: fmt.Sprintf("probe-%d", u.ID)})
	}
	for _, s := range Sides {
		evs = append(evs, Event{Kind: "secret-probe", Side: s, Secret: true, Text: "secret of " + string(s)})
	}
	for _, e := range g.FilterEvents(side, evs) {
		if e.Secret && e.Side != side {
			t.Errorf("%s: enemy secret event shown: %s", where, e.Text)
		}
		for _, id := range e.Units {
			u := g.Unit(id)
			if allowed[id] {
				continue
			}
			// Units gone from the map may be named when they fell in a
			// stack open to the side.
			if u.Place == Destroyed && (!(u.Card.Special.Hidden || IsPost(u)) || u.FoundAt == u.Hex.String()) {
				if _, open := g.stackOpen(side, u.Hex); open {
					continue
				}
			}
			t.Errorf("%s: event names unit %d (%s, %s, %s) that side cannot see", where, id, u.CardID, u.Side, u.Place)
		}
		if len(e.Units) == 0 && strings.HasPrefix(e.Text, "probe-") {
			t.Errorf("%s: redacted event kept its text %q", where, e.Text)
		}
	}
}

// checkEngagementSeen: the engagement in each side's View names only units
// that side sees, because declaring it revealed both stacks (Inset VIII.1).
func checkEngagementSeen(t *testing.T, g *Game) {
	t.Helper()
	for _, side := range Sides {
		v := g.View(side)
		if (v.Engagement == nil) != (g.OpenEngagement == nil) {
			t.Fatalf("%s's view engagement %v, game %v", side, v.Engagement != nil, g.OpenEngagement != nil)
		}
		if v.Engagement == nil {
			continue
		}
		seen := map[UnitID]bool{}
		for _, o := range v.Own {
			seen[o.ID] = true
		}
		for _, es := range v.Enemy {
			for _, s := range es.Units {
				seen[s.ID] = true
			}
		}
		e := v.Engagement
		ids := append(fighterIDs(e.Attackers), fighterIDs(e.Defenders)...)
		ids = append(ids, e.Targets...)
		for _, f := range append(append([]Fighter(nil), e.Attackers...), e.Defenders...) {
			ids = append(ids, f.Target)
		}
		for _, id := range ids {
			if u := g.Unit(id); !seen[id] && u.Deployed() {
				t.Errorf("%s's view of the engagement names %s, which it does not see", side, g.describe(u))
			}
		}
	}
}
