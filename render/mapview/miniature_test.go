package mapview

import (
	"bytes"
	"testing"

	"frontline/game/board"
	"frontline/render/art"
	"frontline/render/internal/testmap"
)

// miniatureOf paints m's miniature 160 pixels wide and returns its size.
func miniatureOf(s *Scene) (pix []byte, w, h int, sc float64) {
	b := art.World.Bounds(s.m.Width, s.m.Height)
	sc = 160 / b.Width()
	w, h = 160, int(b.Height()*sc)
	pix = make([]byte, 4*w*h)
	s.Miniature()(pix, w, h, sc)
	return pix, w, h, sc
}

// The miniature is the map's own picture: a feature changed in play
// (the intro's bridges, Bari's port, Amendola's field) shows in it, and
// its count of changes says it must be painted again; the same list
// given again changes nothing.
func TestMiniatureShowsFeaturesChanged(t *testing.T) {
	s := New(Config{Map: introMap(t)})
	before, _, _, _ := miniatureOf(s)
	n := s.FeaturesChanged()
	s.SetFeatures(introFeatures(), nil)
	if s.FeaturesChanged() == n {
		t.Fatal("no change counted for the features changed")
	}
	after, _, _, _ := miniatureOf(s)
	if bytes.Equal(before, after) {
		t.Error("the miniature is the same with four features changed")
	}
	n = s.FeaturesChanged()
	s.SetFeatures(introFeatures(), nil)
	if s.FeaturesChanged() != n {
		t.Error("the same list counted as a change")
	}
}

// The miniature covers the map and nothing past it: every pixel inside
// the map's picture is opaque.
func TestMiniatureCoversTheMap(t *testing.T) {
	for _, m := range []*board.Map{introMap(t), testmap.Synthetic(48, 40, 1)} {
		pix, w, h, _ := miniatureOf(New(Config{Map: m}))
		for y := range h - 1 {
			for x := range w - 1 {
				if a := pix[4*(y*w+x)+3]; a != 255 {
					t.Fatalf("%d×%d map: pixel (%d, %d) of the miniature has alpha %d", m.Width, m.Height, x, y, a)
				}
			}
		}
	}
}

// BenchmarkMiniature: painting the minimap's picture of a 48×40 map,
// 160 pixels wide (once per map, and again when a feature changes).
func BenchmarkMiniature(b *testing.B) {
	s := New(Config{Map: testmap.Synthetic(48, 40, 1)})
	for b.Loop() {
		miniatureOf(s)
	}
}
