package battle

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/art"
	"frontline/render/ui"
	"frontline/render/widget"
)

// topBar names the battle, the turn and step, and who acts.
type topBar struct {
	title, status, keys ui.Text
}

func (t *topBar) init() {
	t.title.L = widget.Lettering(art.Bold, 17, widget.BrassHot)
	t.status.L = widget.Lettering(art.Medium, 15, art.Paper)
	t.keys.L = widget.Lettering(art.Regular, 12.5, widget.TextDim)
	t.keys.Set("Wheel: zoom · right drag: pan · F: the fight · Home: whole table · Esc: menu")
}

func (t *topBar) layout(*Scene) {}

func (t *topBar) refresh(s *Scene) {
	t.title.Set(s.m.Title())
	b := s.m.Battle()
	switch {
	case b == nil && s.match != nil:
		t.status.Set("Before the battle: " + s.match.Game.Phase.String())
	case b == nil:
	case s.m.Over():
		t.status.Set(fmt.Sprintf("Turn %d · the battle is over", b.Turn))
	default:
		who, _ := s.m.Pending()
		t.status.Set(fmt.Sprintf("Turn %d of %d · %s · %s to %s · you are %s", max(b.Turn, 1), s.m.TurnLimit(), b.Step, sideName(who), b.Pending.Kind, sideName(s.viewer)))
	}
}

func (t *topBar) draw(dst *ebiten.Image, s *Scene) {
	widget.Fill(dst, widget.Rect{X: 0, Y: 0, W: s.w, H: barH}, widget.PanelBG.Alpha(1))
	widget.Fill(dst, widget.Rect{X: 0, Y: barH - 1, W: s.w, H: 1}, widget.PanelLine.Alpha(1))
	_, h := t.title.Size()
	t.title.Draw(dst, 14, (barH-h)/2)
	tw, _ := t.title.Size()
	_, h = t.status.Size()
	t.status.Draw(dst, 14+tw+24, (barH-h)/2)
	// The keys give way to the status when the window is narrow.
	sw, _ := t.status.Size()
	if kw, kh := t.keys.Size(); 14+tw+24+sw+24 <= s.w-kw-14 {
		t.keys.Draw(dst, s.w-kw-14, (barH-kh)/2)
	}
}
