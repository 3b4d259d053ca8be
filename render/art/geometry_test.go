package art

import (
	"testing"

	"frontline/render/internal/testmap"
)

func TestRiverLineFollowsHexsides(t *testing.T) {
	m := testmap.Foggia()
	for _, r := range m.Rivers {
		pts := riverLine(r.Edges)
		if len(pts) != len(r.Edges)+1 {
			t.Errorf("river %s: %d points for %d hexsides", r.Name, len(pts), len(r.Edges))
			continue
		}
		for i, e := range r.Edges {
			a, b := edgeEnds(e)
			p, q := pts[i], pts[i+1]
			if !(p.near(a) && q.near(b) || p.near(b) && q.near(a)) {
				t.Errorf("river %s: segment %d does not run along hexside %s", r.Name, i, e)
			}
		}
	}
}

// A bridge is drawn where the drawn road meets the drawn river, close to
// the middle of the hexside that carries it.
func TestBridgesSitOnTheirHexsides(t *testing.T) {
	m := testmap.Foggia()
	f := NewFeatures(m)
	if len(f.Bridges) != len(m.Bridges) {
		t.Fatalf("%d bridge marks for %d bridges", len(f.Bridges), len(m.Bridges))
	}
	for i, b := range m.Bridges {
		p, q := edgeEnds(b.Edge)
		mid := lerp(p, q, 0.5)
		if d := f.Bridges[i].Mid.sub(mid).len(); d > 0.25 {
			t.Errorf("bridge on %s drawn %.2f hex sizes from the hexside's middle", b.Edge, d)
		}
		if f.Bridges[i].Collapsed != b.Collapsed {
			t.Errorf("bridge on %s: collapsed %v, want %v", b.Edge, f.Bridges[i].Collapsed, b.Collapsed)
		}
	}
}

func TestPortsFaceTheSea(t *testing.T) {
	m := testmap.Foggia()
	f := NewFeatures(m)
	for i, p := range f.Ports {
		if h := World.HexAt(p.At.X, p.At.Y); !m.InBounds(h) {
			t.Errorf("port %d anchor off the map at %v", i, p.At)
		}
	}
}
