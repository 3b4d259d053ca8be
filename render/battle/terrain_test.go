package battle

import (
	"testing"

	"frontline/game/tactical"
	"frontline/game/tactical/geom"
)

// terrainSpot is where the chosen feature may go (Scene.terrainRoom).
func terrainSpot(s *Scene) (geom.Point, bool) {
	k := s.side.terrainKind(s)
	if k == nil {
		return geom.Point{}, false
	}
	return s.terrainRoom(k)
}

// terrainOpening is a harness on a points battle at its terrain phase,
// the side placing at the screen.
func terrainOpening(t *testing.T) *harness {
	m, err := NewMatch(data(t), PointsID, 4)
	if err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, m, Config{})
	d := driver{h: h, t: t}
	for n := 0; n < 60 && (m.Battle() == nil || m.Battle().Pending.Kind != tactical.DecideTerrain); n++ {
		d.act()
	}
	h.takeOver()
	if b := m.Battle(); b == nil || b.Pending.Kind != tactical.DecideTerrain {
		t.Fatal("the points battle never reached its terrain phase")
	}
	return h
}

// IX.4.2: a feature is chosen in the panel, pressed onto the table,
// dragged, turned with the wheel and placed with a click; the table
// gains it and the turn passes to the enemy.
func TestIX42_TerrainByDragWheelAndClick(t *testing.T) {
	h := terrainOpening(t)
	s := h.s
	me := s.viewer
	woods, ok := h.button("Woods")
	if !ok {
		t.Fatal("no Woods row in the panel")
	}
	h.clickRect(woods.R)
	if k := s.side.terrainKind(s); k == nil || k.ID != "woods" {
		t.Fatalf("chose %v, want woods", k)
	}
	c, ok := terrainSpot(s)
	if !ok {
		t.Fatal("no spot for a wood on the screen")
	}
	x, y := s.screenOf(c)
	h.drag(x-40, y-30, x, y)
	if !s.ter.on || s.ter.why != "" || geom.Distance(s.ter.at, c) > 30 {
		t.Fatalf("ghost on %v at %v (want near %v): %q", s.ter.on, s.ter.at, c, s.ter.why)
	}
	h.in.WheelY = 1
	h.step()
	h.in.WheelY = 0
	if s.ter.heading != terrainStep {
		t.Errorf("a notch of the wheel turned the feature to %v, want %v", s.ter.heading, geom.Angle(terrainStep))
	}
	before := len(s.m.Battle().Table.Features())
	h.click(x, y)
	b := s.m.Battle()
	if len(b.Table.Features()) != before+1 || b.Table.Features()[before].Kind.ID != "woods" || b.Table.Features()[before].By != me {
		t.Fatalf("no wood placed: %d → %d features (message %q)", before, len(b.Table.Features()), s.msg.para.String())
	}
	if b.Pending.Side == me {
		t.Errorf("the turn stayed with %s", me)
	}
}

// IX.4.2: a feature dropped where the rules refuse it shows red with the
// reason, and a click on it places nothing.
func TestIX42_TerrainRefusedWithTheReason(t *testing.T) {
	h := terrainOpening(t)
	s := h.s
	x, y := s.screenOf(geom.Pt(0, 35*geom.Inch)) // over the south edge
	h.drag(x-30, y, x, y)
	if !s.ter.on || s.ter.why == "" {
		t.Fatalf("ghost on %v with no refusal at the table's edge", s.ter.on)
	}
	before := len(s.m.Battle().Table.Features())
	h.click(x, y)
	if len(s.m.Battle().Table.Features()) != before || s.msg.para.String() == "" {
		t.Fatalf("a refused feature placed (%d → %d) or said nothing", before, len(s.m.Battle().Table.Features()))
	}
}

// IX.4.2: the generator's proposal is one click, and "Place no more
// terrain" ends the other side's placing: the units come next.
func TestIX42_ProposalAndEndInOneClickEach(t *testing.T) {
	h := terrainOpening(t)
	s := h.s
	before := len(s.m.Battle().Table.Features())
	h.press("Use the generator's proposal")
	b := s.m.Battle()
	if len(b.Table.Features()) <= before {
		t.Fatalf("the proposal placed nothing (%q)", s.msg.para.String())
	}
	h.takeOver()
	h.press("Place no more terrain")
	if b := s.m.Battle(); b.Pending.Kind != tactical.DecidePlace {
		t.Fatalf("after both: %v, want unit placement", b.Pending)
	}
}
