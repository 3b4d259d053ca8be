package play

import "frontline/render/sound"

// heard keeps the latest effects the scene played, so that tests (with
// the sound muted) can tell an order was heard.
type heard struct {
	last [8]sound.Effect
	n    int
}

// play plays effect e and notes it.
func (s *Scene) play(e sound.Effect) {
	s.cfg.Sound.Play(e)
	s.heard.last[s.heard.n%len(s.heard.last)] = e
	s.heard.n++
}

// Heard lists the latest effects played, oldest first.
func (s *Scene) Heard() []sound.Effect {
	h := &s.heard
	k := min(h.n, len(h.last))
	out := make([]sound.Effect, 0, k)
	for i := h.n - k; i < h.n; i++ {
		out = append(out, h.last[i%len(h.last)])
	}
	return out
}
