package game

import "math"

// Taking the controls off the figures (engagement_model_control.go): each
// figure's pair means Y are regressed on the pairs' mean controls X by
// least squares, Y ≈ ȳ + β·(X − X̄), and the figure is read as ȳ − β·X̄,
// which has the mean of Y because X has mean zero; its error is that of
// the residuals. β is fitted on the same pairs, as usual for control
// variates: the bias this leaves is of the order of (controls ÷ pairs)
// times the error, far under a point. The seed fixes every number, so the
// figures stay deterministic.

// emFit is the regression of one wave's tally: the controls' covariance,
// factored.
type emFit struct {
	k     int
	pairs float64
	mean  [emCtl]float64
	chol  [emCtl * emCtl]float64 // lower Cholesky factor of the covariance; a zero row for a control that never varied
	used  [emCtl]bool
}

// fit factors the covariance of t's mean controls (k of them) into
// t.fitted.
func (t *emTally) fit(k int) *emFit {
	f := &t.fitted
	*f = emFit{k: k, pairs: float64(t.pairs)}
	if t.pairs == 0 {
		return f
	}
	for a := range k {
		f.mean[a] = t.sx[a] / f.pairs
	}
	scale := 0.0
	for a := range k {
		scale = max(scale, t.sxx[a*emCtl+a]/f.pairs-f.mean[a]*f.mean[a])
	}
	l := &f.chol
	for a := range k {
		for b := 0; b <= a; b++ {
			v := t.sxx[a*emCtl+b]/f.pairs - f.mean[a]*f.mean[b]
			for c := range b {
				v -= l[a*emCtl+c] * l[b*emCtl+c]
			}
			switch {
			case a == b && v > 1e-9*scale:
				l[a*emCtl+a], f.used[a] = math.Sqrt(v), true
			case a == b:
				l[a*emCtl+a] = 0 // no variance of its own left: left out
			case f.used[b]:
				l[a*emCtl+b] = v / l[b*emCtl+b]
			}
		}
	}
	return f
}

// figure reads one figure: its mean over the pairs is ybar, the mean of
// its squared pair means y2, and sxy the sums of its pair means times the
// controls. It returns the figure with the controls taken off and the
// variance of one pair's residual (corrected for the fitted controls).
func (f *emFit) figure(ybar, y2 float64, sxy *emCtls) (est, v float64) {
	if f.pairs == 0 {
		return ybar, 0
	}
	var z [emCtl]float64 // L z = cov(X, Y)
	l := &f.chol
	explained, used := 0.0, 0
	for a := range f.k {
		if !f.used[a] {
			continue
		}
		used++
		c := sxy[a]/f.pairs - f.mean[a]*ybar
		for b := range a {
			c -= l[a*emCtl+b] * z[b]
		}
		z[a] = c / l[a*emCtl+a]
		explained += z[a] * z[a]
	}
	var beta [emCtl]float64 // Lᵀ β = z
	for a := f.k - 1; a >= 0; a-- {
		if !f.used[a] {
			continue
		}
		c := z[a]
		for b := a + 1; b < f.k; b++ {
			c -= l[b*emCtl+a] * beta[b]
		}
		beta[a] = c / l[a*emCtl+a]
	}
	est = ybar
	for a := range f.k {
		est -= beta[a] * f.mean[a]
	}
	v = max(y2-ybar*ybar-explained, 0) * f.pairs / max(f.pairs-float64(used)-1, 1)
	return est, v
}
