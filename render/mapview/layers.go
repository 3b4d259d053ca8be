package mapview

import "github.com/hajimehoshi/ebiten/v2"

// What lies on the map sheet, bottom to top: the overlays added with
// AddOverlay (objective rings first), the hex numbers, the names of seas
// and regions, the markers and overlays added with AddMarkers, and the
// towns' names straight after the unit markers (or after the regions'
// names when there are none). The numbers and names are overlays like
// the others, so the sheet composes them in their place.

// layerList is the layers in drawing order, listed again after an
// overlay is added.
func (s *Scene) layerList() []Overlay {
	if s.layersOK {
		return s.layers
	}
	s.layers = append(s.layers[:0], s.overlays...)
	s.layers = append(s.layers, numbersLayer{s}, labelLayer{s, areaLabel})
	if s.units == nil {
		s.layers = append(s.layers, labelLayer{s, cityLabel})
	}
	for i, o := range s.markers {
		s.layers = append(s.layers, o)
		if i == s.unitsAt && s.units != nil {
			s.layers = append(s.layers, labelLayer{s, cityLabel})
		}
	}
	s.layersOK = true
	return s.layers
}

// numbersLayer prints the hex numbers from NumbersFrom on.
type numbersLayer struct{ s *Scene }

func (l numbersLayer) DrawOverlay(dst *ebiten.Image, _ *View) {
	if l.s.cam.Zoom >= NumbersFrom {
		if l.s.numbers == nil {
			// Lettered when first shown, not with the rest of the
			// first frame: Ebitengine's command queue keeps buffers as
			// large as its heaviest frame.
			l.s.numbers = newNumberSheet(l.s.m)
		}
		l.s.numbers.draw(dst, l.s.cam, l.s.m)
	}
}

// Stamp: the numbers depend on the camera only.
func (l numbersLayer) Stamp() (Stamp, bool) { return NewStamp(), true }

// labelLayer draws the names of one kind as placed at the zoom.
type labelLayer struct {
	s    *Scene
	kind labelKind
}

func (l labelLayer) DrawOverlay(dst *ebiten.Image, _ *View) { l.s.drawLabels(dst, l.kind) }

// Stamp: the names are placed again when the zoom (part of the camera)
// or the markers change, and drawn again while some wait to be lettered
// (letterPerFrame).
func (l labelLayer) Stamp() (Stamp, bool) {
	return NewStamp().Int(l.s.unitGen).Int(l.s.labels.lettered), true
}

// LiveLayers is how many layers are drawn every frame above the composed
// sheet as things stand: 0 when every overlay holds still (tests: an
// overlay that is not Still costs its draws on every frame).
func (s *Scene) LiveLayers() int {
	layers := s.layerList()
	n, _ := stillPrefix(layers)
	return len(layers) - n
}
