package mapview

// FrameStamp fingerprints everything Draw puts on the screen — the
// composed sheet's key, the hover outline and the status bar's lines —
// so that a screen over the map can tell that its next frame would repeat
// the last (scene.Still). ok is false while Draw draws anything straight
// onto the screen: the sheet is not composed for the current key, or an
// overlay is live (an animation, a pulse).
func (s *Scene) FrameStamp() (st Stamp, ok bool) {
	st, ok = s.sheetStamp()
	if !ok {
		return 0, false
	}
	st = st.Bool(s.ctl.hoverOn).Hex(s.ctl.hover)
	return st.Text(s.what.String()).Text(s.more.String()).Text(s.sides.String()), true
}

// sheetStamp fingerprints the composed sheet as it is copied to the
// screen, and nothing drawn above it; ok as for FrameStamp.
func (s *Scene) sheetStamp() (st Stamp, ok bool) {
	k, layers := s.sheetKeyNow()
	if !s.sheet.composed || k != s.sheet.key || k.still < len(layers) {
		return 0, false
	}
	v := k.view
	return NewStamp().Float(v.OX).Float(v.OY).Float(v.Zoom).
		Float(v.ClipX0).Float(v.ClipY0).Float(v.ClipX1).Float(v.ClipY1).
		Int(k.band).Bool(k.grid).Int(int(k.tiles)).Int(k.feats).Int(k.w).Int(k.h).Int(k.still).Int(int(k.stamp)), true
}
