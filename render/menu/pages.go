package menu

// The pages other than the one shown first are built after the first
// frame, one per tick, so the menu appears as soon as its own page is
// ready (start-up, docs/PERFORMANCE.md); a page asked for before then is
// built at once.

// build makes page p if it is not made yet.
func (s *Scene) build(p Page) {
	switch {
	case p == NewGame && s.ng == nil:
		s.ng = newNewGame(s)
	case p == Load && s.ld == nil:
		s.ld = newLoadPage(s)
	case p == Settings && s.opt == nil:
		s.opt = newOptionsPage(s)
	case p == NewCampaign && s.nc == nil:
		s.nc = newNewCampaign(s)
	}
}

// buildNext builds one page still missing, once the first frame is out.
func (s *Scene) buildNext() {
	if !s.drawn {
		return
	}
	for _, p := range [...]Page{NewGame, Load, Settings} {
		if !s.built(p) {
			s.build(p)
			return
		}
	}
}

func (s *Scene) built(p Page) bool {
	switch p {
	case NewGame:
		return s.ng != nil
	case Load:
		return s.ld != nil
	case Settings:
		return s.opt != nil
	case NewCampaign:
		return s.nc != nil
	}
	return true
}
