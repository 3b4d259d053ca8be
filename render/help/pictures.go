package help

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/board"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/markers"
	"frontline/render/widget"
)

func rectOf(r widget.Rect) image.Rectangle {
	return image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))
}

// cardWith is the first card of side whose marker symbol is one of syms.
func (s *Screen) cardWith(side units.Side, syms ...markers.Symbol) *units.Card {
	if s.cat == nil {
		return nil
	}
	for _, c := range s.cat.Side(side) {
		for _, sym := range syms {
			if markers.SymbolOf(c) == sym {
				return c
			}
		}
	}
	return nil
}

// buildSamples makes the marker samples; false when the catalog has no
// card to show them on.
func (s *Screen) buildSamples() bool {
	tank := s.cardWith(units.US, markers.SymTank)
	inf := s.cardWith(units.Germany, markers.SymInfantry)
	plane := s.cardWith(units.US, markers.SymFighter, markers.SymBomber)
	if tank == nil || inf == nil {
		return false
	}
	us := func(m markers.Marker) markers.Marker {
		m.Card, m.Side, m.Number = tank, units.US, 12
		return m
	}
	de := func(m markers.Marker) markers.Marker {
		m.Card, m.Side, m.Number = inf, units.Germany, 7
		return m
	}
	stack := func(m markers.Marker, count int, fogged bool, t string) {
		st := markers.Stack{Markers: []markers.Marker{m}, Count: count, Fogged: fogged}
		s.samples = append(s.samples, sample{st: st, caption: caption(t)})
	}
	add := func(m markers.Marker, t string) { stack(m, 1, false, t) }
	add(us(markers.Marker{}), "US unit at full strength, its number on top")
	add(de(markers.Marker{}), "A German unit: grey marker")
	add(us(markers.Marker{Damaged: true}), "Damaged: the marker shows its weaker side")
	add(de(markers.Marker{DugIn: true}), "Dug in: an earthwork rim around it")
	add(us(markers.Marker{Stars: 2}), "Experience: one star per level")
	add(us(markers.Marker{Reconned: true}), "Scouted by recon this turn (eye, right)")
	add(de(markers.Marker{Found: true}), "Hidden enemy found by your recon (red eye)")
	add(us(markers.Marker{Hidden: true}), "Your hidden unit: the enemy cannot see it")
	add(us(markers.Marker{Idle: true}), "Idle: busy with a task, pause bars (left)")
	add(us(markers.Marker{Unsupplied: true}), "Unsupplied: left idle by a supply shortfall")
	stack(us(markers.Marker{}), 3, false, "A stack: the circled number counts the markers you can see in the hex")
	stack(de(markers.Marker{}), 4, true, "? (top left): fog of war, only the top marker is known until recon or a fight (VIII.1)")
	if plane != nil {
		m := markers.Marker{Card: plane, Side: units.US, Number: 3, InFlight: true}
		add(m, "In flight: an aircraft in the air, sky-blue rim")
	}
	return true
}

// buildSwatches makes the map legend: each swatch painted once on the
// CPU with the map's own art.
func (s *Screen) buildSwatches() {
	const k = 56.0 // hex size of the swatches
	mid := art.Pt{X: swatchW / 2 / k, Y: swatchH / 2 / k}
	down := art.Line{Pts: []art.Pt{{X: mid.X - 0.15, Y: -0.2}, {X: mid.X + 0.1, Y: mid.Y}, {X: mid.X - 0.05, Y: 2*mid.Y + 0.2}},
		Box: art.Box{MinX: -1, MinY: -1, MaxX: 4, MaxY: 4}}
	road := art.Line{Pts: []art.Pt{{X: -0.2, Y: mid.Y}, {X: 2*mid.X + 0.2, Y: mid.Y}}, Box: art.Box{MinX: -1, MinY: -1, MaxX: 4, MaxY: 4}}
	features := func(f art.Features) func(pix []byte, w, h int) {
		return func(pix []byte, w, h int) { f.Paint(pix, w, h, 0, 0, k) }
	}
	ring := func(col art.RGB) func(pix []byte, w, h int) {
		return func(pix []byte, w, h int) {
			cv := art.NewCanvas(pix, w, h, 1, 0, 0)
			at := art.Pt{X: float64(w) / 2, Y: float64(h) / 2}
			r, wd := 0.74*k, math.Max(0.13*k, 2.5)
			cv.Ring(at, r*0.7, wd+2, art.Ink, 0.6)
			cv.Ring(at, r*0.7, wd, col, 0.95)
		}
	}
	fillWith := func(col art.RGB) func(pix []byte, w, h int) {
		return func(pix []byte, w, h int) { fillPix(pix, col) }
	}
	add := s.addSwatch
	add(art.Plains, ring(art.KeyRed), "Primary objective: red ring")
	add(art.Plains, ring(art.Secondary), "Secondary objective: orange ring")
	add(art.Plains, features(art.Features{Cities: []art.CityMark{{At: mid, Size: board.SmallCity, Key: true, First: true, Seed: 3}}}),
		"Key city (star): worth holding")
	add(art.Plains, features(art.Features{Cities: []art.CityMark{{At: mid, Size: board.SmallCity, Seed: 5}}}),
		"Ruined city: hatched grey")
	add(art.Plains, features(art.Features{Cities: []art.CityMark{{At: mid, Size: board.Town, Key: true, Seed: 1}}}),
		"Town: a dot")
	add(art.Plains, features(art.Features{Ports: []art.PortMark{{At: mid}}}), "Port: an anchor")
	add(art.Plains, features(art.Features{Airfields: []art.AirfieldMark{{At: mid}}}), "Airfield: runways")
	add(art.Plains, features(art.Features{Roads: []art.Line{road}}), "Road: faster movement")
	add(art.Plains, features(art.Features{Rivers: []art.Line{down}}), "River along hexsides")
	add(art.Plains, features(art.Features{Rivers: []art.Line{down}, Roads: []art.Line{road},
		Bridges: []art.BridgeMark{{Mid: art.Pt{X: mid.X + 0.08, Y: mid.Y}, Along: art.Pt{X: 1}}}}), "Bridge: a road over a river")
	add(art.Plains, features(art.Features{Rivers: []art.Line{down}, Roads: []art.Line{road},
		Bridges: []art.BridgeMark{{Mid: art.Pt{X: mid.X + 0.08, Y: mid.Y}, Along: art.Pt{X: 1}, Collapsed: true}}}), "Collapsed bridge: crossed out")
	add(art.Plains, fillWith(art.Plains), "Open ground")
	add(art.Mountain, fillWith(art.Mountain), "Hills and mountains: shaded relief")
	add(art.Swamp, fillWith(art.Swamp), "Marsh")
	add(art.Shallow, fillWith(art.Shallow), "Shallow water and sea (deeper is darker)")
}

// addSwatch paints a picture once on the CPU over bg and adds it with
// its caption.
func (s *Screen) addSwatch(bg art.RGB, paint func(pix []byte, w, h int), t string) {
	img := ebiten.NewImage(swatchW, swatchH)
	pix := make([]byte, 4*swatchW*swatchH)
	fillPix(pix, bg)
	paint(pix, swatchW, swatchH)
	img.WritePixels(pix)
	s.swatch = append(s.swatch, swatch{img: img, caption: caption(t)})
}

// fillPix fills an RGBA buffer with an opaque colour.
func fillPix(pix []byte, col art.RGB) {
	c := col.Color()
	for i := 0; i+3 < len(pix); i += 4 {
		pix[i], pix[i+1], pix[i+2], pix[i+3] = c.R, c.G, c.B, 255
	}
}
