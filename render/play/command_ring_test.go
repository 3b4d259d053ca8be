package play

import (
	"strings"
	"testing"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
)

// sourceAt is the engine's command source of side at h.
func sourceAt(t *testing.T, g *game.Game, side units.Side, h hex.Hex) game.CommandSource {
	t.Helper()
	for _, c := range g.CommandRadius(side) {
		if c.Hex == h {
			return c
		}
	}
	t.Fatalf("no %s command source in %s", side, h)
	return game.CommandSource{}
}

// Figure IV.1: the pointer on the Forward HQ draws its own radius and
// the status bar names it; a selected Command Post keeps its radius drawn
// (the hexes beyond it dimmed, the boundary between) and the status bar
// says whether the hex under the pointer is within it; elsewhere nothing.
func TestCommandRingOnHoverAndSelection(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	h.endPhasesUntil(5, inMovement(g, units.US))

	hq := hex.MustParse("2011")
	want := sourceAt(t, g, units.US, hq)
	h.hover(hq)
	r := &h.s.ring
	if !r.on || r.src != want {
		t.Fatalf("hovering the HQ: ring on %v, source %+v, want %+v", r.on, r.src, want)
	}
	what, _ := h.s.Map().Status()
	if !strings.Contains(what, "Forward HQ #1: command radius 20") {
		t.Errorf("status %q does not name the HQ and its radius", what)
	}
	h.save("play-command-hq.png")

	// An empty hex with nothing selected: no ring, no note.
	empty := hex.MustParse("1307")
	h.hover(empty)
	if r.on {
		t.Errorf("a ring is drawn with the pointer on %s and nothing selected", empty)
	}
	if what, _ := h.s.Map().Status(); strings.Contains(what, "command") {
		t.Errorf("status %q speaks of command off any post", what)
	}

	// The Command Post of Potenza selected: its radius stays drawn.
	cp := hex.MustParse("1014")
	want = sourceAt(t, g, units.US, cp)
	h.s.Select(cp)
	h.step()
	if !r.on || r.src != want {
		t.Fatalf("the post's stack selected: ring on %v, source %+v, want %+v", r.on, r.src, want)
	}
	if len(r.outside) == 0 || len(r.edge) == 0 {
		t.Fatalf("radius %d from %s: %d hexes beyond, %d boundary sides", want.Radius, cp, len(r.outside), len(r.edge))
	}
	for _, o := range r.outside {
		if hex.Distance(cp, o) <= want.Radius {
			t.Fatalf("%s is dimmed though %d from the post", o, hex.Distance(cp, o))
		}
	}
	for _, e := range r.edge {
		if hex.Distance(cp, e.h) != want.Radius {
			t.Fatalf("boundary side on %s, %d from the post (radius %d)", e.h, hex.Distance(cp, e.h), want.Radius)
		}
	}
	h.hover(empty)
	what, _ = h.s.Map().Status()
	d := hex.Distance(cp, empty)
	if !strings.Contains(what, "in command of Command Post #1") || d > want.Radius {
		t.Errorf("status %q with the pointer %d hexes from the post", what, d)
	}
	far := r.outside[len(r.outside)-1]
	if h.onMap(far) {
		h.hover(far)
		if what, _ := h.s.Map().Status(); !strings.Contains(what, "beyond Command Post #1's command radius") {
			t.Errorf("status %q on %s, beyond the radius", what, far)
		}
	}
	h.save("play-command-post.png")
}
