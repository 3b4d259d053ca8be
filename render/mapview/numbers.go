package mapview

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/render/art"
	"frontline/render/camera"
)

// numberSheet holds hexes' printed CCRR numbers in slots of one image;
// each slot is a sub-image, so drawing them costs no allocation. A
// number is lettered into a slot when drawn and not already in one, and
// the slots are as many as the views seen so far need, not the map's
// hexes: the sheet does not grow with the map (one image of every number
// was 4 MiB of texture on 48×40), and a frame letters at most the view's
// numbers (lettering all of Campania's 1,080 at once made the heaviest
// frame, whose size Ebitengine's command queue keeps). When a view needs
// more slots than there are, the sheet is made again, larger by half.
//
// Where a view shows half the map or more (the introduction), the sheet
// holds every number, lettered at once, and never lettered into again.
// Either way the image is unmanaged (a texture of its own): an image on
// Ebitengine's atlas that is drawn onto again and again is moved between
// atlas pages (2 MiB more textures on the introduction's tour when its
// sheet was lettered number by number), and the whole sheet (1012×91 on
// the introduction), once Ebitengine moved it from the page of images
// drawn onto to the shared page, took room the markers of the closest
// zoom then lacked (0.7 MiB more textures at the tour's peak).
type numberSheet struct {
	sheet  *ebiten.Image
	l      art.Lettering
	slots  []*ebiten.Image
	owner  []int   // by slot: the hex index lettered in it, -1 none
	slotOf []int   // by hex index (col-1)*height + row-1: its slot + 1, 0 none
	used   []int64 // by slot: the draw it was last drawn in
	draws  int64   // draw calls so far
	fresh  []int   // draw: the hex indices lettered in this draw
	// The slots to clear before lettering, as one draw (flushClears).
	clearVs []ebiten.Vertex
	clearIs []uint32
	next    int // where the search for a slot to reuse starts
	cols    int // the map's columns
	w, h    float64
	op      ebiten.DrawImageOptions
}

// numbersPerRow is how many numbers a row of the sheet holds: about
// 1,024 pixels (a texture's width is rounded up to a power of two).
func numbersPerRow(w float64) int { return max(1, 1024/int(w)) }

func newNumberSheet(m *board.Map) *numberSheet {
	l := art.Lettering{Face: art.Face(art.Medium, 9), Ink: art.Ink}
	w, h := l.Measure("0000")
	return &numberSheet{l: l, w: w, h: h, cols: m.Width, slotOf: make([]int, m.Width*m.Height)}
}

// grow makes the sheet again with room for n numbers (what was lettered
// is lettered again when next drawn).
func (ns *numberSheet) grow(n int) {
	ns.free()
	per := numbersPerRow(ns.w)
	rows := (n + per - 1) / per
	whole := n == len(ns.slotOf)
	ns.sheet = ebiten.NewImageWithOptions(image.Rect(0, 0, int(ns.w)*min(n, per), int(ns.h)*rows), &ebiten.NewImageOptions{Unmanaged: true})
	ns.slots, ns.owner, ns.used = ns.slots[:0], ns.owner[:0], ns.used[:0]
	for i := range n {
		x, y := (i%per)*int(ns.w), (i/per)*int(ns.h)
		ns.slots = append(ns.slots, ns.sheet.SubImage(image.Rect(x, y, x+int(ns.w), y+int(ns.h))).(*ebiten.Image))
		ns.owner, ns.used = append(ns.owner, -1), append(ns.used, 0)
	}
	clear(ns.slotOf)
	ns.next = 0
	if whole {
		for i := range n {
			ns.letter(i, i)
		}
	}
}

// letter letters hex index i's number into slot k.
func (ns *numberSheet) letter(i, k int) {
	ns.owner[k], ns.slotOf[i] = i, k+1
	h := len(ns.slotOf) / ns.cols
	b := ns.slots[k].Bounds()
	ns.l.Draw(ns.sheet, hex.Offset{Col: i/h + 1, Row: i%h + 1}.ToHex().String(), float64(b.Min.X), float64(b.Min.Y))
}

// free gives the sheet's texture back.
func (ns *numberSheet) free() {
	if ns.sheet != nil {
		ns.sheet.Deallocate()
		ns.sheet = nil
	}
}

// claim gives hex index i a slot not drawn in this draw (draw makes
// sure one is free), cleared if it held another number; the caller
// letters i into it.
func (ns *numberSheet) claim(i int) int {
	for ns.used[ns.next] == ns.draws {
		ns.next = (ns.next + 1) % len(ns.slots)
	}
	k := ns.next
	ns.next = (ns.next + 1) % len(ns.slots)
	if o := ns.owner[k]; o >= 0 {
		ns.slotOf[o] = 0
		ns.clearSlot(k)
	}
	ns.owner[k], ns.slotOf[i], ns.used[k] = i, k+1, ns.draws
	return k
}

// draw prints the numbers of the hexes in view at the top of each hex.
//
// The numbers already lettered are marked as drawn first (so that no
// slot in view is taken), then the missing ones get their slots, all
// cleared, then they are all lettered, and only then is anything drawn
// onto dst: each step is one batch of like draws. Clearing, lettering
// and drawing number by number made three draws per number that
// Ebitengine could not merge (another target or another blend each
// time), and llvmpipe keeps a 64 KiB block of state for each: a pan
// that brought 150 numbers into view took 20–30 MB of the driver's heap
// in one frame (the Campania tour's resident peak).
func (ns *numberSheet) draw(dst *ebiten.Image, cam *camera.Camera, m *board.Map) {
	v := cam.Visible()
	// The printed columns and rows under the view's corners, one more all
	// round for hexes that straddle its edges.
	lo := art.World.HexAt(v.MinX, v.MinY).Offset()
	hi := art.World.HexAt(v.MaxX, v.MaxY).Offset()
	c0, c1 := max(lo.Col-1, 1), min(hi.Col+1, m.Width)
	r0, r1 := max(lo.Row-1, 1), min(hi.Row+1, m.Height)
	// The slots a view of this size needs anywhere on the map (not cut
	// by the map's edges), so that where the view may show the whole map
	// the sheet is whole from the start.
	if n := (hi.Col - lo.Col + 3) * (hi.Row - lo.Row + 3); n > len(ns.slots) {
		want := max(n+n/2, 64)
		if 2*n >= m.Width*m.Height { // the slots would be most of the map
			want = m.Width * m.Height
		}
		ns.grow(min(m.Width*m.Height, want))
	}
	ns.draws++
	for c := c0; c <= c1; c++ {
		for r := r0; r <= r1; r++ {
			if k := ns.slotOf[hexIndex(m, c, r)] - 1; k >= 0 {
				ns.used[k] = ns.draws
			}
		}
	}
	ns.fresh = ns.fresh[:0]
	for c := c0; c <= c1; c++ {
		for r := r0; r <= r1; r++ {
			if i := hexIndex(m, c, r); ns.slotOf[i] == 0 {
				ns.claim(i)
				ns.fresh = append(ns.fresh, i)
			}
		}
	}
	ns.flushClears()
	for _, i := range ns.fresh {
		ns.letter(i, ns.slotOf[i]-1)
	}
	alpha := float32(math.Min(1, (cam.Zoom-NumbersFrom)/6+0.35))
	for c := c0; c <= c1; c++ {
		for r := r0; r <= r1; r++ {
			h := hex.Offset{Col: c, Row: r}.ToHex()
			wx, wy := art.World.Center(h)
			x, y := cam.ToScreen(wx, wy-0.866)
			ns.op.GeoM.Reset()
			ns.op.GeoM.Translate(math.Round(x-ns.w/2), math.Round(y+1))
			ns.op.ColorScale.Reset()
			ns.op.ColorScale.ScaleAlpha(alpha * 0.8)
			dst.DrawImage(ns.slots[ns.slotOf[hexIndex(m, c, r)]-1], &ns.op)
		}
	}
}

// hexIndex is hex (c, r)'s index in slotOf, column by column.
func hexIndex(m *board.Map, c, r int) int { return (c-1)*m.Height + r - 1 }

// blank is the source of flushClears' draw (BlendClear ignores it).
var blank *ebiten.Image

// clearSlot queues slot k for flushClears.
func (ns *numberSheet) clearSlot(k int) {
	b := ns.slots[k].Bounds()
	n := uint32(len(ns.clearVs))
	for _, p := range [4][2]int{{b.Min.X, b.Min.Y}, {b.Max.X, b.Min.Y}, {b.Min.X, b.Max.Y}, {b.Max.X, b.Max.Y}} {
		ns.clearVs = append(ns.clearVs, ebiten.Vertex{DstX: float32(p[0]), DstY: float32(p[1]), SrcX: 1, SrcY: 1, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1})
	}
	ns.clearIs = append(ns.clearIs, n, n+1, n+2, n+1, n+3, n+2)
}

// flushClears clears the queued slots in one draw. A Clear per slot is a
// draw of its own to Ebitengine, clipped to the slot: a region each,
// which llvmpipe runs as a batch of its own (see draw).
func (ns *numberSheet) flushClears() {
	if len(ns.clearIs) == 0 {
		return
	}
	if blank == nil {
		blank = ebiten.NewImage(3, 3)
		blank.Fill(color.White)
	}
	ns.sheet.DrawTriangles32(ns.clearVs, ns.clearIs, blank, &ebiten.DrawTrianglesOptions{Blend: ebiten.BlendClear})
	ns.clearVs, ns.clearIs = ns.clearVs[:0], ns.clearIs[:0]
}
