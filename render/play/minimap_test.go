package play

import (
	"math"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/internal/displaytest"
	"frontline/render/widget"
)

// zoomedHarness is the play screen zoomed in on the map's east (Bari),
// so the west is out of view and the minimap has somewhere to go.
func zoomedHarness(t *testing.T) *harness {
	h := newHarness(t, 1)
	h.endPhasesUntil(5, inMovement(h.game(), units.US)) // the catalog closed
	cam := h.s.Map().Camera()
	cam.ZoomAt(475, 400, cam.FitZoom()*3)
	h.s.Map().CenterOn(hex.MustParse("1711"))
	h.step()
	if h.s.mini.hidden || h.s.mini.r.W < 100 {
		t.Fatalf("minimap not shown at 1280×800 (%+v)", h.s.mini.r)
	}
	return h
}

// inView reports whether world point (wx, wy) is in the camera's view.
func inView(h *harness, wx, wy float64) bool {
	v := h.s.Map().Camera().Visible()
	return wx > v.MinX && wx < v.MaxX && wy > v.MinY && wy < v.MaxY
}

// At the whole-map zoom the minimap steps aside — nothing is out of view
// to find on it — and the map is sized to the log alone; zoomed in again
// it comes back clear of the log, at the smallest layout, 1280×800 and
// 1920×1080, the log on either side.
func TestMinimapStepsAsideForTheWholeMap(t *testing.T) {
	h := zoomedHarness(t)
	for _, size := range [][2]int{{1152, 720}, {1280, 800}, {1920, 1080}} {
		h.s.Resize(size[0], size[1])
		for _, right := range []bool{false, true} {
			h.s.dock.right = right
			h.s.dockChanged()
			h.press(ebiten.KeyHome)
			if !h.s.minimapAway() || h.s.minimapR() != (widget.Rect{}) || h.s.overMinimap(int(h.s.mini.r.X)+5, int(h.s.mini.r.Y)+5) {
				t.Errorf("%v, log right %v: the minimap is on the whole map", size, right)
			}
			if y := h.southEdge(); y > h.s.logR.Y {
				t.Errorf("%v, log right %v: the map ends at y %.0f, the log starts at %.0f", size, right, y, h.s.logR.Y)
			}
			h.press(ebiten.KeyEqual)
			for range 30 { // the zoom glides
				h.step()
			}
			f := h.s.minimapR()
			if f == (widget.Rect{}) {
				t.Fatalf("%v, log right %v: no minimap once zoomed in", size, right)
			}
			if f.X < h.s.logR.X+h.s.logR.W && h.s.logR.X < f.X+f.W {
				t.Errorf("%v, log right %v: the minimap %+v overlaps the log %+v", size, right, f, h.s.logR)
			}
		}
	}
}

// A click on the minimap away from the view's frame brings that point to
// the middle of the view, and the map under the minimap gets no click.
func TestMinimapClickJumpsTheCamera(t *testing.T) {
	h := zoomedHarness(t)
	m := &h.s.mini
	target := hex.MustParse("0808")
	wx, wy := hexCenter(target)
	if inView(h, wx, wy) {
		t.Fatal("the target is already in view")
	}
	h.click(m.toPicture(wx, wy))
	if !inView(h, wx, wy) {
		t.Fatalf("hex %s not in view after a click on it in the minimap (view %+v)", target, h.s.Map().Camera().Visible())
	}
	cam := h.s.Map().Camera()
	if math.Abs(cam.CX-wx) > 2/m.scale || math.Abs(cam.CY-wy) > 2/m.scale {
		t.Errorf("view centred on (%.1f, %.1f), want about (%.1f, %.1f)", cam.CX, cam.CY, wx, wy)
	}
	if h.s.sel.on {
		t.Error("the click on the minimap selected something on the map beneath")
	}
}

// Dragging the view's frame on the minimap carries the view with it, as
// far as the pointer moved on the minimap (not the other way, as the map
// itself pans under a drag).
func TestMinimapDragCarriesTheView(t *testing.T) {
	h := zoomedHarness(t)
	m := &h.s.mini
	cam := h.s.Map().Camera()
	cx, cy := cam.CX, cam.CY
	x, y := m.toPicture(cx, cy)
	h.in.X, h.in.Y = int(x), int(y)
	h.step()
	h.in.Hold(ebiten.MouseButtonLeft, true)
	h.step()
	const dx = -30 // westward: the view is at the east edge
	for i := 1; i <= 6; i++ {
		h.in.X = int(x) + dx*i/6
		h.step()
	}
	h.in.Hold(ebiten.MouseButtonLeft, false)
	h.step()
	want := cx + (float64(int(x)+dx)-float64(int(x)))/m.scale
	if math.Abs(cam.CX-want) > 1/m.scale || math.Abs(cam.CY-cy) > 1/m.scale {
		t.Errorf("view centre (%.2f, %.2f) after the drag, want (%.2f, %.2f)", cam.CX, cam.CY, want, cy)
	}
}

// M hides the minimap and shows it again, and so does its button; each
// choice is handed to the settings, and hidden, the map beneath takes the
// clicks again.
func TestMinimapToggleHidesIt(t *testing.T) {
	h := zoomedHarness(t)
	var told []bool
	h.s.KeepMinimap(false, func(hidden bool) error { told = append(told, hidden); return nil })
	m := &h.s.mini
	x, y := int(m.r.X+m.r.W/2), int(m.r.Y+m.r.H/2)
	shownB := m.toggle.R
	if !h.s.overUI(x, y) {
		t.Fatal("the minimap is not chrome")
	}
	h.press(ebiten.KeyM)
	if !h.s.MinimapHidden() || h.s.overUI(x, y) {
		t.Fatal("M did not hide the minimap")
	}
	cx := h.s.Map().Camera().CX
	h.click(float64(x), float64(y))
	if h.s.Map().Camera().CX != cx {
		t.Error("the hidden minimap moved the view")
	}
	b := m.toggle.R
	h.click(b.X+b.W/2, b.Y+b.H/2)
	if h.s.MinimapHidden() {
		t.Fatal("its button did not show the minimap again")
	}
	h.press(ebiten.KeyM)
	h.click(shownB.X+shownB.W/2, shownB.Y+shownB.H/2) // hidden, the button sits elsewhere: this is the map
	if !h.s.MinimapHidden() {
		t.Error("the shown minimap's button stayed where the hidden one's is")
	}
	if want := []bool{true, false, true}; len(told) != len(want) || told[0] != want[0] || told[1] != want[1] || told[2] != want[2] {
		t.Errorf("settings told %v, want %v", told, want)
	}
}

// Fairness: the minimap marks the viewer's stacks and the enemy stacks
// its View shows, and nothing where only unseen enemy units stand. A
// German unit becomes a forward observer (a hidden unit, IV.1.3) the US
// has not found, alone in an empty hex: a hex that holds nothing but an
// enemy the US must not learn of.
func TestMinimapMarksNoUnseenEnemy(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	fo, ok := g.Card("de.forward_observer")
	if !ok || !fo.Special.Hidden {
		t.Fatal("no hidden German card de.forward_observer in the catalog")
	}
	for _, u := range g.Units {
		if u.Deployed() && u.Side == units.Germany && !g.Sees(units.US, u.ID) {
			for _, c := range []string{"0203", "0304", "0503", "0705", "0402"} {
				if at := hex.MustParse(c); len(g.Stack(at)) == 0 {
					// A test's set-up: the engine's state written directly.
					u.Hex, u.CardID, u.Card = at, fo.ID, fo
					break
				}
			}
			break
		}
	}
	h.s.refresh()
	seen, unseen := map[hex.Hex]bool{}, map[hex.Hex]bool{}
	for _, u := range g.Units {
		if !u.Deployed() || u.Side == units.US {
			continue
		}
		if g.Sees(units.US, u.ID) {
			seen[u.Hex] = true
		} else {
			unseen[u.Hex] = true
		}
	}
	if len(unseen) == 0 {
		t.Fatal("every German unit is seen: nothing to keep from the minimap")
	}
	dots := map[hex.Hex]units.Side{}
	for _, d := range h.s.minimapDots() {
		dots[d.at] = d.side
	}
	for at := range unseen {
		if side, ok := dots[at]; ok && !seen[at] && side == units.Germany {
			t.Errorf("a German dot at %s, where the US sees no unit", at)
		}
	}
	for _, st := range h.s.view.OwnStacks {
		if dots[st.Hex] != units.US {
			t.Errorf("own stack at %s not marked", st.Hex)
		}
	}
	// And the picture itself: no dot's colour where only unseen units are.
	m := &h.s.mini
	for deadline := time.Now().Add(time.Minute); !m.painted || m.stale; h.s.paintMinimap() {
		if time.Now().After(deadline) {
			t.Fatal("the minimap was not painted within a minute")
		}
		time.Sleep(2 * time.Millisecond)
	}
	hidden := 0
	for at := range unseen {
		if seen[at] {
			continue
		}
		hidden++
		wx, wy := hexCenter(at)
		px, py := int((wx-m.world.MinX)*m.scale), int((wy-m.world.MinY)*m.scale)
		o := 4 * (py*m.pw + px)
		c := dotOf[units.Germany]
		if m.pix[o] == uint8(c.R*255+0.5) && m.pix[o+1] == uint8(c.G*255+0.5) && m.pix[o+2] == uint8(c.B*255+0.5) {
			t.Errorf("the minimap shows a German dot at %s", at)
		}
	}
	if hidden == 0 {
		t.Fatal("every hex of an unseen German unit also holds a seen one: nothing checked")
	}
}

// The frame key follows the minimap: hiding it with no input (the
// settings' choice applied) gives another key.
func TestFrameKeyFollowsTheMinimap(t *testing.T) {
	displaytest.Need(t)
	h, still := paintedBusyFrame(t)
	s := h.s
	s.KeepMinimap(true, nil)
	h.step()
	h.step()
	if k := displaytest.FrameKey(t, "minimap hidden", s.FrameKey); k == still {
		t.Error("the key did not change when the minimap was hidden")
	}
}

// The terrain painted in the background reaches the screen with no input
// and no frame drawn meanwhile: a frame that did not change is kept, not
// drawn (still_frame.go), so the picture must be taken up by Update and
// change the frame's key (seen in play: after the catalog closed, the
// minimap stayed an empty panel until M was pressed twice).
func TestMinimapPictureArrivesWhileFramesAreKept(t *testing.T) {
	displaytest.Need(t)
	h := zoomedHarness(t)
	h.s.Resize(1366, 768) // a new size: the picture is painted again
	h.step()
	m := &h.s.mini
	if m.painting == nil {
		t.Fatal("no picture under way after the resize")
	}
	gen := m.gen
	for deadline := time.Now().Add(time.Minute); m.painting != nil; {
		if time.Now().After(deadline) {
			t.Fatal("the minimap's picture was not taken up within a minute of updates without a draw")
		}
		if err := h.s.Update(h.in); err != nil {
			t.Fatal(err)
		}
		h.in.Tick()
		displaytest.NextFrame()
		time.Sleep(2 * time.Millisecond)
	}
	if !m.painted {
		t.Fatal("the picture was taken but not marked painted")
	}
	if m.gen == gen {
		t.Error("the picture's arrival did not change the frame's key (gen): the kept frame would show an empty minimap")
	}
}
