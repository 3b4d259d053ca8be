package ai

import (
	"testing"

	"frontline/game/content"
	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// mapBattle opens a battle of the intro map in Cerignola (1109): the US
// attacks across hexside side with a Sherman and two rifle squads, the
// Germans hold with two rifle squads, an MG 42 team and a PaK 40. A
// battle of the map has no objectives (Q133): the hex is what is held.
func mapBattle(t *testing.T, side hex.Direction, seed uint64) *tactical.Battle {
	t.Helper()
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	sc, err := c.Scenario("intro")
	if err != nil {
		t.Fatal(err)
	}
	ks, err := tactical.EmbeddedKinds()
	if err != nil {
		t.Fatal(err)
	}
	h, err := hex.Parse("1109")
	if err != nil {
		t.Fatal(err)
	}
	tb, err := tactical.Build(ks, sc.Map, h)
	if err != nil {
		t.Fatal(err)
	}
	var forces []tactical.Force
	add := func(id string, s units.Side) {
		cd, ok := c.Catalog.Get(id)
		if !ok {
			t.Fatalf("no card %s", id)
		}
		f := tactical.Force{Card: cd, Side: s, Entered: side}
		if cd.Special.RequiresCrew != units.NoCrew {
			f.Crew, _ = c.Catalog.CrewFor(s, cd.Special.RequiresCrew)
		}
		forces = append(forces, f)
	}
	for _, id := range []string{"de.rifle_squad", "de.rifle_squad", "de.mg42_team", "de.pak40"} {
		add(id, units.Germany)
	}
	for _, id := range []string{"us.sherman_m4a3", "us.rifle_squad", "us.rifle_squad"} {
		add(id, units.US)
	}
	b, _, err := tactical.NewBattle(tactical.Setup{Table: tb, Attacker: units.US, Defender: units.Germany, Forces: forces,
		Rules: tactical.Rules{Morale: true, Terrain: 4}}, dice.New(seed))
	if err != nil {
		t.Fatal(err)
	}
	cs := [2]*ComputerTable{NewComputerTable(seed, Standard), NewComputerTable(seed+1, Standard)}
	for b.Pending.Kind == tactical.DecideTerrain {
		s := b.Pending.Side
		o := cs[sideIndex(s)].Decide(tableIn(b, s))
		o.Command.Side = s
		if _, err := b.Apply(o.Command); err != nil {
			t.Fatalf("terrain by %s: %v", s, err)
		}
	}
	return b
}

// tableIn is side s's input in battle b, with no objectives.
func tableIn(b *tactical.Battle, s units.Side) *TableInput {
	in := &TableInput{View: b.View(s), Rules: b.Rules, Enemy: b.Sides[0]}
	if in.Enemy == s {
		in.Enemy = b.Sides[1]
	}
	return in
}

// toZone is how far p lies from zone z: from the edge the attackers
// entered by, less the zone's depth (0 inside it).
func toZone(p geom.Point, z tactical.Zone) int64 {
	m := geom.Side(z.Side).Mid()
	apothem := geom.Distance(geom.Point{}, m)
	along := (p.X*m.X + p.Y*m.Y) / apothem
	return max(apothem-along-z.Depth, 0)
}

// IX.4.3, IX.4.4, issue 13: in a battle opened from the map the
// defender, placing anywhere, is advised (and the computer places) on
// the hex it holds — nearer the table's centre than the attackers' zone
// — not at the edge the attackers enter by, and takes some of the cover
// the computers' terrain step left there; the attackers go into their
// zone. Every hexside of entry, two seeds each.
func TestIX44_DefenderOfTheMapPlacesOnTheHexNotAtTheEntry(t *testing.T) {
	for side := hex.Direction(0); side < 6; side++ {
		for seed := uint64(1); seed <= 2; seed++ {
			b := mapBattle(t, side, seed)
			z := b.Zones[0]
			covered := 0
			for b.Pending.Kind == tactical.DecidePlace {
				s := b.Pending.Side
				in := tableIn(b, s)
				u := due(b, in)
				c, ok := AdvisePlace(b, in, u.ID)
				if !ok {
					t.Fatalf("side %d seed %d: no advice for %s", side, seed, u.Card.Name)
				}
				if err := b.CheckPlace(u, c.To, c.Alt); err != nil {
					t.Fatalf("side %d seed %d: %s advised outside its zone: %v", side, seed, u.Card.Name, err)
				}
				if u.Role == tactical.Defender {
					dz, dc := toZone(c.To, z), geom.Distance(c.To, geom.Point{})
					if dz <= dc || z.Shape.Contains(c.To) {
						t.Errorf("side %d seed %d: %s advised at %s, %s from the attackers' zone and %s from the centre",
							side, seed, u.Card.Name, tactical.Where(c.To), geom.Inches(dz), geom.Inches(dc))
					}
					covered += cover(b, u, c.To, geom.Side(z.Side).Mid())
				}
				c.Side = s
				if _, err := b.Apply(c); err != nil {
					t.Fatalf("side %d seed %d: %v", side, seed, err)
				}
			}
			if covered == 0 {
				t.Errorf("side %d seed %d: no defender placed in the cover the terrain step left", side, seed)
			}
		}
	}
}
