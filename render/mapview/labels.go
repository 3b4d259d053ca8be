package mapview

import (
	"math"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/render/art"
)

// Names are set at a fixed size on screen, whatever the zoom, and placed
// anew whenever the zoom changes: around their symbol where there is room,
// by priority, and left out where there is none.

type labelKind int

const (
	cityLabel labelKind = iota
	areaLabel           // seas, regions, mountains: centred on their hex
)

type label struct {
	img     *ebiten.Image // nil until first drawn (image)
	lt      art.Lettering
	text    string
	w, h    float64
	at      art.Pt  // anchor, world units
	reach   float64 // how far the symbol extends from the anchor, world units
	minPx   float64 // the symbol's smallest radius on screen, pixels
	kind    labelKind
	prio    int
	minZoom float64   // hidden below this zoom
	hexes   []hex.Hex // a town's hexes
	always  bool      // shown even where every spot clashes (objective towns)
	// placement at the current zoom
	shown  bool
	dx, dy float64 // top-left relative to the anchor, screen pixels
	plate  bool    // placed over a unit marker: drawn on a plate above it
}

// image is the name lettered, made when first drawn: names that only a
// closer zoom shows cost nothing until then, and the first frame's
// lettering (which sets how large a buffer Ebitengine's command queue
// keeps for good) stays small.
func (l *label) image() *ebiten.Image {
	if l.img == nil {
		l.img = l.lt.Render(l.text)
	}
	return l.img
}

// box is a screen-space rectangle relative to world (0, 0) at the zoom.
type box struct{ x0, y0, x1, y1 float64 }

func (a box) overlaps(b box) bool { return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1 }

type labelSet struct {
	labels    []label
	symbols   []symbol // city and airfield symbols names must not cover
	obstacles []obstacle
	placed    []box
	zoom      float64
	units     []hex.Hex // hexes holding unit markers (SetUnits)
	unitBoxes []box     // their markers at the zoom
	lettered  int       // names lettered so far (drawLabels)
	waiting   [2]bool   // by kind: names in view left for a later frame
}

// letterPerFrame is how many names of a kind a frame letters at most;
// the others in view wait for the next frames. Ebitengine's command
// queue keeps vertex buffers as large as its heaviest frame: a zoom or
// a pan bringing a hundred names into view at once (a name is its glyphs
// twice and its halo 24 times) made 3.7 MB of them on Campania's tour.
const letterPerFrame = 12

// symbol is a map symbol, world units; owner is the index of its name's
// label, or -1.
type symbol struct {
	at           art.Pt
	reach, minPx float64
	owner        int
}

type obstacle struct {
	b     box
	owner int
}

// letterings of the map's names.
func cityLettering(c *board.City) art.Lettering {
	l := art.Lettering{Ink: art.Ink, Halo: art.Paper, HaloR: 2}
	switch c.Size {
	case board.LargeCity:
		l.Face = art.Face(art.Bold, 15)
	case board.SmallCity:
		l.Face = art.Face(art.Bold, 13)
	default:
		l.Face = art.Face(art.Medium, 12)
	}
	if !c.Key {
		l.Ink = art.RGB{R: 0.33, G: 0.3, B: 0.28}
	}
	return l
}

func areaLettering(kind string) (art.Lettering, string) {
	switch kind {
	case "sea":
		return art.Lettering{Face: art.Face(art.Italic, 15), Ink: art.SeaLabel, Halo: art.Shallow, HaloR: 1.5, Tracking: 3.5}, "sea"
	case "mountain":
		return art.Lettering{Face: art.Face(art.SmallCaps, 14), Ink: art.RegionLabel, Halo: art.Paper, HaloR: 2, Tracking: 2.5}, "mountain"
	}
	return art.Lettering{Face: art.Face(art.SmallCaps, 14), Ink: art.RegionLabel, Halo: art.Paper, HaloR: 1.5, Tracking: 2.5}, "region"
}

// newLabelSet prepares every name of m. Towns that are objectives are named
// at every zoom, first: a player must always see what the rings stand for.
func newLabelSet(m *board.Map, objectives []Objective) *labelSet {
	ls := &labelSet{}
	objective := map[hex.Hex]bool{}
	for _, o := range objectives {
		objective[o.Hex] = true
	}
	for _, a := range m.Airfields {
		x, y := art.World.Center(a.Hex)
		if _, city := m.CityAt(a.Hex); city {
			x, y = x-0.5, y+0.4 // where art draws it beside a city
		}
		ls.symbols = append(ls.symbols, symbol{at: art.Pt{X: x, Y: y}, reach: 0.3, minPx: 7, owner: -1})
	}
	for i := range m.Cities {
		c := &m.Cities[i]
		var at art.Pt
		for _, h := range c.Hexes {
			x, y := art.World.Center(h)
			at.X += x / float64(len(c.Hexes))
			at.Y += y / float64(len(c.Hexes))
		}
		reach := 0.0
		for _, h := range c.Hexes {
			x, y := art.World.Center(h)
			reach = math.Max(reach, math.Hypot(x-at.X, y-at.Y))
		}
		l := label{at: at, kind: cityLabel, hexes: c.Hexes}
		switch c.Size {
		case board.LargeCity:
			// Always named, as an objective is: hemmed in by the symbols
			// of its suburbs, its port and its airfield (Naples), a large
			// city found no free spot and went unnamed.
			l.reach, l.minPx, l.prio, l.minZoom, l.always = reach+0.55, 8, 0, 0, true
		case board.SmallCity:
			l.reach, l.minPx, l.prio, l.minZoom = reach+0.42, 6, 2, 12
		default:
			l.reach, l.minPx, l.prio, l.minZoom = reach+0.16, 4, 4, 20
		}
		for _, h := range c.Hexes {
			if objective[h] {
				l.prio, l.minZoom, l.always = 0, 0, true
			}
		}
		l.lt, l.text = cityLettering(c), c.Name
		l.w, l.h = l.lt.Measure(c.Name)
		ls.labels = append(ls.labels, l)
	}
	for _, g := range m.Labels {
		lt, kind := areaLettering(g.Kind)
		txt := g.Text
		if kind == "sea" {
			txt = strings.ToUpper(txt)
		}
		x, y := art.World.Center(g.Hex)
		l := label{at: art.Pt{X: x, Y: y}, kind: areaLabel, prio: 1, lt: lt, text: txt}
		if kind != "sea" {
			l.prio = 3
		}
		l.w, l.h = lt.Measure(txt)
		ls.labels = append(ls.labels, l)
	}
	sort.SliceStable(ls.labels, func(i, j int) bool { return ls.labels[i].prio < ls.labels[j].prio })
	for i, l := range ls.labels {
		if l.kind == cityLabel {
			ls.symbols = append(ls.symbols, symbol{at: l.at, reach: l.reach, minPx: l.minPx, owner: i})
		}
	}
	ls.obstacles = make([]obstacle, 0, len(ls.symbols))
	ls.placed = make([]box, 0, len(ls.labels))
	return ls
}

// UnitHalfW and UnitHalfH are how far a unit marker (render/markers)
// reaches from its hex's centre, in hex sizes: half the counter's width,
// and half its height with the stack-count bubble. Names keep clear of
// them where they can (and the play screen's move chances).
const (
	UnitHalfW = 0.82
	UnitHalfH = 0.74
)

// setUnits records the hexes holding unit markers; the names are placed
// again at the next frame.
func (ls *labelSet) setUnits(hexes []hex.Hex) {
	ls.units = append(ls.units[:0], hexes...)
	ls.zoom = 0
}

// place lays the labels out for zoom z; it does nothing when z has hardly
// changed since the last layout (and the markers have not moved).
//
// A town name goes beside its symbol where nothing else is; with a marker
// on the town it moves out past the marker's edge. Where every spot
// touches a marker, a town or city still gets the least bad spot and is
// drawn on a plate above the markers (villages drop out, as where names
// crowd each other): at the whole-map zoom a marker is wider than a name
// is tall, so the Tavoliere's towns would otherwise vanish under the front.
func (ls *labelSet) place(z float64) {
	if ls.zoom > 0 && math.Abs(z/ls.zoom-1) < 0.004 {
		return
	}
	ls.zoom = z
	ls.obstacles = ls.obstacles[:0]
	for _, sy := range ls.symbols {
		r := math.Max(sy.reach*z, sy.minPx) * 0.8
		x, y := sy.at.X*z, sy.at.Y*z
		ls.obstacles = append(ls.obstacles, obstacle{box{x - r, y - r, x + r, y + r}, sy.owner})
	}
	ls.unitBoxes = ls.unitBoxes[:0]
	for _, h := range ls.units {
		x, y := art.World.Center(h)
		x, y = x*z, y*z
		ls.unitBoxes = append(ls.unitBoxes, box{x - UnitHalfW*z, y - UnitHalfH*z, x + UnitHalfW*z, y + UnitHalfH*z})
	}
	ls.placed = ls.placed[:0]
	for i := range ls.labels {
		l := &ls.labels[i]
		l.shown, l.plate = false, false
		if z < l.minZoom {
			continue
		}
		ax, ay := l.at.X*z, l.at.Y*z
		if l.kind == areaLabel {
			l.dx, l.dy = -l.w/2, -l.h/2
			if b := l.box(ax, ay); ls.free(b, i) {
				l.shown = true
				ls.placed = append(ls.placed, b)
			}
			continue
		}
		gap := l.symbolPx(z) - 1
		spots := l.spots(gap, gap)
		past := spots // past a marker on the town: its edge plus a pixel
		if ls.occupied(l.hexes) {
			past = l.spots(math.Max(gap, UnitHalfW*z+1), math.Max(gap, UnitHalfH*z+1))
		}
		switch {
		case ls.try(l, i, ax, ay, &spots, false), ls.try(l, i, ax, ay, &past, false):
		case l.prio <= 2 && (ls.try(l, i, ax, ay, &past, true) || ls.try(l, i, ax, ay, &spots, true)):
		case l.always:
			l.dx, l.dy = past[0][0], past[0][1]
			ls.show(l, l.box(ax, ay))
		}
	}
}

// spots are the places a town's name is tried, top-left relative to the
// anchor: below, above, right and left of a symbol gx wide and gy high
// (from its centre).
func (l *label) spots(gx, gy float64) [4][2]float64 {
	return [4][2]float64{
		{-l.w / 2, gy - 2},
		{-l.w / 2, -gy - l.h + 2},
		{gx - 2, -l.h / 2},
		{-gx - l.w + 2, -l.h / 2},
	}
}

// try places l at the first of spots that clashes with no name and no
// symbol, and with no marker unless overUnits; it reports whether one did.
func (ls *labelSet) try(l *label, self int, ax, ay float64, spots *[4][2]float64, overUnits bool) bool {
	for _, c := range spots {
		l.dx, l.dy = c[0], c[1]
		if b := l.box(ax, ay); ls.free(b, self) && (overUnits || !ls.onUnit(b)) {
			ls.show(l, b)
			return true
		}
	}
	return false
}

// show places l at b, on a plate when b touches a marker.
func (ls *labelSet) show(l *label, b box) {
	l.shown, l.plate = true, ls.onUnit(b)
	ls.placed = append(ls.placed, b)
}

// onUnit reports whether b touches a unit marker.
func (ls *labelSet) onUnit(b box) bool {
	for _, u := range ls.unitBoxes {
		if u.overlaps(b) {
			return true
		}
	}
	return false
}

// occupied reports whether a marker stands on any of hexes.
func (ls *labelSet) occupied(hexes []hex.Hex) bool {
	for _, u := range ls.units {
		for _, h := range hexes {
			if u == h {
				return true
			}
		}
	}
	return false
}

// symbolPx is the radius of the label's symbol on screen at zoom z.
func (l *label) symbolPx(z float64) float64 { return math.Max(l.reach*z, l.minPx) }

// box is the label's text area (halo padding trimmed) with its anchor at
// (ax, ay).
func (l *label) box(ax, ay float64) box {
	const trim = 2
	return box{ax + l.dx + trim, ay + l.dy + trim, ax + l.dx + l.w - trim, ay + l.dy + l.h - trim}
}

// free reports whether b clashes with no placed label and no symbol
// (other than the label's own: self is the label's index).
func (ls *labelSet) free(b box, self int) bool {
	for _, p := range ls.placed {
		if p.overlaps(b) {
			return false
		}
	}
	for _, o := range ls.obstacles {
		if o.owner != self && o.b.overlaps(b) {
			return false
		}
	}
	return true
}
