package testmap

import (
	"testing"

	"frontline/game/board"
)

func TestFoggiaHasEveryFeature(t *testing.T) {
	m := Foggia()
	seen := map[board.Terrain]bool{}
	for _, h := range m.Hexes() {
		seen[m.Terrain(h)] = true
	}
	for tr := board.Sea; tr <= board.Impassable; tr++ {
		if !seen[tr] {
			t.Errorf("no %s hex", tr)
		}
	}
	collapsed := 0
	for _, b := range m.Bridges {
		if b.Collapsed {
			collapsed++
		}
	}
	if len(m.Bridges) < 3 || collapsed != 1 || len(m.Airfields) == 0 || len(m.NoLanding) == 0 || len(m.Labels) == 0 {
		t.Errorf("bridges %d (collapsed %d), airfields %d, no-landing %d, labels %d", len(m.Bridges), collapsed, len(m.Airfields), len(m.NoLanding), len(m.Labels))
	}
}

func TestSyntheticLoads(t *testing.T) {
	m := Synthetic(48, 40, 1)
	if m.Width != 48 || m.Height != 40 || len(m.Rivers) == 0 || len(m.Roads) == 0 || len(m.Cities) == 0 {
		t.Errorf("synthetic map %dx%d with %d rivers, %d roads, %d cities", m.Width, m.Height, len(m.Rivers), len(m.Roads), len(m.Cities))
	}
}
