package dice

// Clone returns a Roller that continues exactly as r would: same generator
// position, same roll count, a copy of the undrained log. A scripted Roller
// is copied with the values it has not handed out yet (the copy reports a
// bad or missing value the way the original would). An unset Roller
// clones to an unset one.
func (r *Roller) Clone() *Roller {
	c := &Roller{count: r.count, log: append([]Roll(nil), r.log...)}
	switch s := r.src.(type) {
	case *pcgSource:
		p := *s.pcg // rand.PCG is two words of state: a value copy is a fork
		c.src = &pcgSource{&p}
	case *script:
		c.src = &script{values: append([]int(nil), s.values[s.used:]...), fail: s.fail}
	}
	return c
}
