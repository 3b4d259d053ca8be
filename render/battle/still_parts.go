package battle

import (
	"frontline/render/scene"
	"frontline/render/widget"
)

// FrameParts (scene.Patched, render/patch.go): the table has no parts of
// its own — what the pointer changes on it (the piece under it, an order
// being aimed) is in its composed image's key, which draws the frame in
// full — so the base is FrameKey with a fingerprint of what the chrome
// shows (chromeKey): the pointer moving over the cloth, changing
// nothing, then costs no drawing at all. A message, a tooltip, the
// computer's turn, shots being shown or the summary draw every frame in
// full while they are up.
func (s *Scene) FrameParts(parts []scene.Part) (uint64, []scene.Part, bool) {
	k, ok := s.FrameKey()
	if !ok || s.msg.ticks > 0 || s.tip.Text() != "" || s.ComputerBusy() || s.fx.busy() || s.m.Over() && !s.sum.hidden {
		return 0, parts, false
	}
	return fold(k, int(s.chromeKey())), parts, true
}

// chromeKey fingerprints what the bar, the side panel and the log show,
// and the pointer's place and buttons while it is over them (anything
// there that follows the pointer then draws in full).
func (s *Scene) chromeKey() uint64 {
	m := &s.mouse
	k := foldText(foldText(0, s.bar.title.String()), s.bar.status.String())
	if s.side.r.Has(m.x, m.y) || s.log.r.Has(m.x, m.y) || float64(m.y) < barH || m.down || m.otherDown {
		k = fold(fold(fold(fold(k, m.x), m.y), boolInt(m.down)), boolInt(m.otherDown))
	}
	p := &s.side
	k = foldRect(k, p.r)
	for i := range p.gauges {
		g := &p.gauges[i]
		k = foldText(foldText(fold(foldRect(k, g.r), g.at), g.name.String()), g.words.String())
	}
	k = foldText(foldText(foldText(k, p.guide.String()), p.unit.String()), p.cardHead.String())
	k = fold(fold(fold(k, len(p.acts)), len(p.cards)), int(p.cardsY))
	for _, list := range [...][]action{p.acts, p.cards} {
		for i := range list {
			k = foldButton(k, &list[i].b)
		}
	}
	l := &s.log
	k = fold(fold(fold(foldRect(k, l.r), len(l.lines)), l.back), s.fx.current())
	return foldText(k, l.title.String())
}

func foldText(k uint64, t string) uint64 {
	k = fold(k, len(t))
	for i := 0; i < len(t); i++ {
		k = fold(k, int(t[i]))
	}
	return k
}

func foldRect(k uint64, r widget.Rect) uint64 {
	return fold(fold(fold(fold(k, int(r.X*64)), int(r.Y*64)), int(r.W*64)), int(r.H*64))
}

func foldButton(k uint64, b *widget.Button) uint64 {
	k = fold(fold(fold(fold(foldRect(k, b.R), boolInt(b.Shown)), boolInt(b.Enabled)), boolInt(b.Primary)), boolInt(b.Hot))
	return foldText(k, b.Label())
}
