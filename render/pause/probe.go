package pause

import "frontline/render/widget"

// Probe reports what the end-to-end tests may click on the menu
// (render/e2edump.go): on its main page "pause/LABEL" for each item
// ("pause/Save game…", "pause/Load game…" …); on the other pages nothing
// (Enter answers them).
func (m *Menu) Probe(add func(widget.Spot)) {
	if m.page != Main {
		return
	}
	for _, b := range m.Items() {
		if sp, ok := b.Spot("pause/" + b.Label()); ok {
			add(sp)
		}
	}
}
