package widget

// Spot is one thing on screen an end-to-end test may click or check: a
// button, a list row, a hex lit on the map. Scenes report theirs through a
// Probe method when the program runs with FRONTLINE_LAYOUT_DUMP set
// (render/e2edump.go); nothing reads them otherwise.
type Spot struct {
	Name    string `json:"name"`            // e.g. "bar.end", "row/16", "reach/1109"
	Label   string `json:"label,omitempty"` // the text on it, if any
	R       Rect   `json:"rect"`
	Enabled bool   `json:"enabled"`
	On      bool   `json:"on,omitempty"` // chosen, selected, own …
}

// Spot is the button as a Spot named name (none when it is hidden).
func (b *Button) Spot(name string) (Spot, bool) {
	return Spot{Name: name, Label: b.Label(), R: b.R, Enabled: b.Enabled}, b.Shown
}
