package battle

import (
	"image/color"

	"frontline/render/art"
	"frontline/render/widget"
)

// blend mixes a towards b by t in [0, 1].
func blend(a, b art.RGB, t float64) art.RGB {
	t = clamp01(t)
	return art.RGB{R: a.R + (b.R-a.R)*t, G: a.G + (b.G-a.G)*t, B: a.B + (b.B-a.B)*t}
}

// shade scales a colour's brightness.
func shade(c art.RGB, f float64) art.RGB { return art.RGB{R: c.R * f, G: c.G * f, B: c.B * f} }

func clamp01(v float64) float64 { return min(1, max(0, v)) }

func smoothstep(a, b, x float64) float64 {
	t := clamp01((x - a) / (b - a))
	return t * t * (3 - 2*t)
}

// The table's own colours, beside the map palette of render/art: the
// ground seen close, where the map shows it from far off.
var (
	grass     = art.RGB{R: 0.70, G: 0.73, B: 0.50}
	field     = art.RGB{R: 0.80, G: 0.77, B: 0.55}
	mud       = art.RGB{R: 0.50, G: 0.47, B: 0.33}
	wheat     = art.RGB{R: 0.86, G: 0.76, B: 0.42}
	canopy    = art.RGB{R: 0.27, G: 0.40, B: 0.22}
	canopyLit = art.RGB{R: 0.45, G: 0.58, B: 0.30}
	hedgeInk  = art.RGB{R: 0.22, G: 0.34, B: 0.18}
	stone     = art.RGB{R: 0.66, G: 0.63, B: 0.58}
	stoneDark = art.RGB{R: 0.40, G: 0.38, B: 0.35}
	concrete  = art.RGB{R: 0.62, G: 0.62, B: 0.60}
	roof      = art.RGB{R: 0.72, G: 0.36, B: 0.25}
	roofDark  = art.RGB{R: 0.55, G: 0.25, B: 0.18}
	pavement  = art.RGB{R: 0.74, G: 0.70, B: 0.62}
	earth     = art.RGB{R: 0.46, G: 0.36, B: 0.24}
	sandbag   = art.RGB{R: 0.78, G: 0.70, B: 0.50}
	rust      = art.RGB{R: 0.45, G: 0.28, B: 0.18}
	asphalt   = art.RGB{R: 0.42, G: 0.42, B: 0.42}
	roadDust  = art.RGB{R: 0.88, G: 0.82, B: 0.66}
	ruler     = art.RGB{R: 0.93, G: 0.88, B: 0.74}
	cloth     = art.RGB{R: 0.17, G: 0.19, B: 0.2} // beyond the table
)

// Fills as interface values made once: converting a colour to
// color.Color at every frame allocates.
var (
	clothFill color.Color = cloth.Color()
	panelFill color.Color = widget.PanelBG.Color()
)
