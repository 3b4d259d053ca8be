package markers

import (
	"image"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/content"
	"frontline/game/hex"
	"frontline/game/units"
)

// Each kind of unit gets the symbol a player expects (III.2: markers show
// what the unit is).
func TestSymbolOfCatalogCards(t *testing.T) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]Symbol{
		"us.rifle_squad": SymInfantry, "de.mg42_team": SymMachineGun, "us.mortar_squad": SymMortar,
		"de.tank_hunter_squad": SymAntiTankInfantry, "us.engineer_squad": SymEngineer, "de.forward_observer": SymObserver,
		"us.tank_crew": SymCrew, "us.sherman_m4a3": SymTank, "us.halftrack_m3a1": SymVehicle, "de.pak40": SymAntiTankGun,
		"us.howitzer_105mm": SymHowitzer, "de.flak36": SymFlak, "de.nebelwerfer41": SymRocket, "de.fw190a3": SymFighter,
		"us.b24j": SymBomber, "us.lcvp": SymShip, "us.forward_hq": SymHQ, "de.command_post": SymCommandPost,
		"neutral.airfield": SymAirfield, "neutral.port": SymPort, "neutral.engineered_bridge": SymBridge,
		"neutral.barbed_wire": SymWire, "neutral.minefield": SymMines, "de.panther_turret": SymEmplacement,
	}
	for id, sym := range want {
		card, ok := c.Catalog.Get(id)
		if !ok {
			t.Fatalf("no card %s", id)
		}
		if got := SymbolOf(card); got != sym {
			t.Errorf("%s: symbol %d, want %d", id, got, sym)
		}
	}
}

// introGame is the introduction's opening with seed 1.
func introGame(t *testing.T) *game.Game {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := game.New(c, game.Options{Scenario: "intro", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// The stacks drawn for a side are its own in full and the enemy's only as
// its View shows them (VIII.1): never more markers than the view holds.
func TestStacksOfFollowTheView(t *testing.T) {
	g := introGame(t)
	for _, side := range game.Sides {
		v := g.View(side)
		seen := map[game.UnitID]bool{}
		for _, es := range v.Enemy {
			for _, s := range es.Units {
				seen[s.ID] = true
			}
		}
		own, enemy := 0, 0
		for _, st := range StacksOf(v, g.Card) {
			for _, m := range st.Markers {
				u := g.Unit(m.Unit)
				if st.Own != (u.Side == side) {
					t.Errorf("%s: unit %d in the wrong kind of stack", side, m.Unit)
				}
				if !st.Own && !seen[m.Unit] {
					t.Errorf("%s: enemy unit %d drawn but not in the view", side, m.Unit)
				}
				if u.Hex != st.Hex || m.Number != u.Marker || m.Card.ID != u.CardID {
					t.Errorf("%s: marker %+v does not match unit %d", side, m, u.ID)
				}
			}
			if st.Own {
				own += len(st.Markers)
				if st.Count != len(st.Markers) {
					t.Errorf("%s: own stack %s counts %d of %d", side, st.Hex, st.Count, len(st.Markers))
				}
			} else {
				enemy += len(st.Markers)
			}
		}
		onMap := 0
		for _, u := range v.Own {
			if u.Place == game.OnMap {
				onMap++
			}
		}
		if own != onMap {
			t.Errorf("%s: %d own markers drawn, %d units on the map", side, own, onMap)
		}
		if enemy == 0 {
			t.Errorf("%s sees no enemy at all at the start", side)
		}
	}
}

// Both sides in one hex (an engagement, V.5): the two stacks are drawn
// side by side, the viewer's own up and left, neither over the other's
// centre, both within reach of the hex; a lone stack stays centred.
func TestSharedHexShowsBothStacks(t *testing.T) {
	h := hex.MustParse("1109")
	l := New()
	l.Set([]Stack{
		{Hex: h, Own: true, Count: 1, Markers: []Marker{{Unit: 1}}},
		{Hex: h, Count: 1, Markers: []Marker{{Unit: 2}}},
		{Hex: hex.MustParse("1209"), Own: true, Count: 1, Markers: []Marker{{Unit: 3}}},
	})
	const z = 100.0
	ox, oy, oz := l.place(0, 0, 0, z)
	ex, ey, ez := l.place(1, 0, 0, z)
	if !l.Shared(0) || !l.Shared(1) || l.Shared(2) {
		t.Fatalf("shared: %v %v %v", l.Shared(0), l.Shared(1), l.Shared(2))
	}
	if ox >= 0 || oy >= 0 || ex <= 0 || ey <= 0 {
		t.Errorf("own at (%v,%v), enemy at (%v,%v): want own up-left, enemy down-right", ox, oy, ex, ey)
	}
	half := Counter * oz / 2 // a marker's half width at its drawn size
	if ex-ox < 2*half*0.95 {
		t.Errorf("the markers overlap: centres %v apart, markers %v wide", ex-ox, 2*half)
	}
	if oz != ez || oz >= z || math.Hypot(ox, oy)+half > 0.75*z {
		t.Errorf("sizes %v/%v of %v, own %v from the centre", oz, ez, z, math.Hypot(ox, oy))
	}
	if x, y, zz := l.place(2, 5, 6, z); x != 5 || y != 6 || zz != z {
		t.Errorf("a lone stack is drawn at (%v,%v) size %v", x, y, zz)
	}
}

// Under fog of war (VIII.1) an enemy stack that is not revealed shows its
// top marker only: it is marked as fogged; one revealed (a key city,
// recon, an engagement) or of a single marker is not.
func TestVIII1_FoggedStacksMarked(t *testing.T) {
	g := introGame(t)
	v := g.View(units.US)
	byHex := map[hex.Hex]game.EnemyStack{}
	for _, es := range v.Enemy {
		byHex[es.Hex] = es
	}
	fogged, open := 0, 0
	for _, st := range StacksOf(v, g.Card) {
		if st.Own {
			if st.Fogged {
				t.Errorf("own stack %s marked fogged", st.Hex)
			}
			continue
		}
		es := byHex[st.Hex]
		want := !es.Revealed && es.Count > len(es.Units)
		if st.Fogged != want {
			t.Errorf("%s: fogged %v; revealed %v (%s), %d markers, %d seen", st.Hex, st.Fogged, es.Revealed, es.Why, es.Count, len(es.Units))
		}
		if st.Fogged {
			fogged++
		} else if st.Count > 1 {
			open++
		}
	}
	if fogged == 0 || open == 0 {
		t.Errorf("the opening shows %d fogged and %d revealed stacks of several markers; want both", fogged, open)
	}
}

// A fogged stack carries its question-mark badge at the top left, where
// a revealed one shows the map beneath.
func TestFoggedStackBadgeDrawn(t *testing.T) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	card, _ := c.Catalog.Get("de.pak40")
	st := Stack{Count: 3, Markers: []Marker{{Card: card, Side: units.Germany, Number: 2}}}
	const z = 60.0
	at := func(fogged bool) [4]byte {
		img := ebiten.NewImage(160, 160)
		st.Fogged = fogged
		New().DrawStack(img, &st, 80, 80, z)
		d := 0.3 * Counter * z // the badge's radius; its question mark is within 0.4 of it
		x, y := 80-0.62*Counter*z-0.6*d, 80-0.62*Counter*z+0.3*d
		var px [4]byte
		img.SubImage(image.Rect(int(x), int(y), int(x)+1, int(y)+1)).(*ebiten.Image).ReadPixels(px[:])
		return px
	}
	open, fogged := at(false), at(true)
	if fogged[3] < 250 || fogged[0] > 80 {
		t.Errorf("no dark badge at the top left of a fogged stack: %v", fogged)
	}
	if open == fogged {
		t.Errorf("a revealed stack looks the same there: %v", open)
	}
}
