package markers

import (
	"math"
	"strings"

	"frontline/game/units"
	"frontline/render/art"
)

// Symbol is the type picture in a marker's frame, in the spirit of
// military map symbols: a player tells a rifle squad from a tank destroyer
// from a howitzer at a glance.
type Symbol int

const (
	SymInfantry Symbol = iota
	SymMachineGun
	SymMortar
	SymAntiTankInfantry
	SymEngineer
	SymObserver
	SymCrew
	SymTank
	SymVehicle
	SymAntiTankGun
	SymHowitzer
	SymFlak
	SymRocket
	SymFighter
	SymBomber
	SymShip
	SymHQ
	SymCommandPost
	SymAirfield
	SymPort
	SymBridge
	SymWire
	SymMines
	SymEmplacement
	numSymbols
)

// SymbolOf chooses a card's symbol from its class and what it carries.
func SymbolOf(c *units.Card) Symbol {
	sp := c.Special
	switch c.Class {
	case units.Crew:
		return SymCrew
	case units.Infantry:
		switch {
		case sp.Engineer:
			return SymEngineer
		case sp.FireMissions:
			return SymObserver
		}
		primary := primaryName(c)
		switch {
		case strings.Contains(primary, "mortar"):
			return SymMortar
		case hasAP(c):
			return SymAntiTankInfantry
		case strings.Contains(primary, "mg") || strings.Contains(primary, "machine gun") || strings.Contains(primary, "m1919"):
			return SymMachineGun
		}
		return SymInfantry
	case units.Tank:
		return SymTank
	case units.Vehicle:
		return SymVehicle
	case units.Gun:
		w := primaryWeapon(c)
		switch {
		case w != nil && w.Hits(units.TargetAircraft):
			return SymFlak
		case strings.Contains(primaryName(c), "rocket"):
			return SymRocket
		case w != nil && w.Indirect:
			return SymHowitzer
		}
		return SymAntiTankGun
	case units.Aircraft:
		if sp.AirRole == units.Bomber {
			return SymBomber
		}
		return SymFighter
	case units.Ship:
		return SymShip
	case units.Obstacle:
		if strings.Contains(strings.ToLower(c.Name), "mine") {
			return SymMines
		}
		return SymWire
	case units.Emplacement:
		return SymEmplacement
	case units.Structure:
		switch sp.Structure {
		case units.ForwardHQ:
			return SymHQ
		case units.CommandPost:
			return SymCommandPost
		case units.Airfield:
			return SymAirfield
		case units.Port:
			return SymPort
		}
		return SymBridge
	}
	return SymInfantry
}

func primaryWeapon(c *units.Card) *units.Weapon {
	for i := range c.Full.Weapons {
		if c.Full.Weapons[i].Primary {
			return &c.Full.Weapons[i]
		}
	}
	return nil
}

func primaryName(c *units.Card) string {
	if w := primaryWeapon(c); w != nil {
		return strings.ToLower(w.Name)
	}
	return ""
}

func hasAP(c *units.Card) bool {
	w := primaryWeapon(c)
	return w != nil && w.AP > 0
}

// paintSymbol draws sym inside the frame box (x0, y0)-(x1, y1) in ink.
func paintSymbol(cv *art.Canvas, sym Symbol, x0, y0, x1, y1 float64, ink art.RGB) {
	w, h := x1-x0, y1-y0
	cx, cy := (x0+x1)/2, (y0+y1)/2
	lw := math.Max(1, 0.07*h)
	pt := func(fx, fy float64) art.Pt { return art.Pt{X: x0 + fx*w, Y: y0 + fy*h} }
	cross := func() {
		cv.Line([]art.Pt{pt(0, 0), pt(1, 1)}, lw, ink, 1)
		cv.Line([]art.Pt{pt(0, 1), pt(1, 0)}, lw, ink, 1)
	}
	switch sym {
	case SymInfantry:
		cross()
	case SymMachineGun:
		cross()
		cv.Line([]art.Pt{pt(0.2, 0.5), pt(0.8, 0.5)}, lw*1.4, ink, 1)
	case SymMortar:
		cross()
		cv.Disc(pt(0.5, 0.72), 0.1*h, ink, 1)
		cv.Line([]art.Pt{pt(0.5, 0.72), pt(0.5, 0.2)}, lw, ink, 1)
		cv.Line([]art.Pt{pt(0.4, 0.32), pt(0.5, 0.18), pt(0.6, 0.32)}, lw, ink, 1)
	case SymAntiTankInfantry:
		cross()
		cv.Line([]art.Pt{pt(0.28, 1), pt(0.5, 0.35), pt(0.72, 1)}, lw*1.3, ink, 1)
	case SymEngineer:
		// the engineers' bridge: a span on three legs
		cv.Line([]art.Pt{pt(0.22, 0.72), pt(0.22, 0.35), pt(0.78, 0.35), pt(0.78, 0.72)}, lw*1.3, ink, 1)
		cv.Line([]art.Pt{pt(0.5, 0.35), pt(0.5, 0.72)}, lw*1.3, ink, 1)
	case SymObserver:
		tri := []art.Pt{pt(0.5, 0.18), pt(0.8, 0.82), pt(0.2, 0.82)}
		cv.Outline(tri, lw*1.2, ink, 1)
		cv.Disc(pt(0.5, 0.6), 0.09*h, ink, 1)
	case SymCrew:
		cv.Line([]art.Pt{pt(0, 0), pt(1, 1)}, lw, ink, 1)
		cv.Fill(arc(cx, cy+0.05*h, 0.2*h, 0.2*h, math.Pi, 2*math.Pi, 10), ink, 1) // a helmet
	case SymTank:
		cv.Outline(stadium(cx, cy, 0.36*w, 0.2*h), lw*1.2, ink, 1)
	case SymVehicle:
		cv.Line([]art.Pt{pt(0.12, 0.62), pt(0.88, 0.62)}, lw*1.2, ink, 1)
		cv.Ring(pt(0.3, 0.78), 0.09*h, lw, ink, 1)
		cv.Ring(pt(0.7, 0.78), 0.09*h, lw, ink, 1)
		cv.Line([]art.Pt{pt(0.25, 0.62), pt(0.35, 0.35), pt(0.7, 0.35), pt(0.78, 0.62)}, lw, ink, 1)
	case SymAntiTankGun:
		cv.Line([]art.Pt{pt(0.2, 0.85), pt(0.5, 0.2), pt(0.8, 0.85)}, lw*1.3, ink, 1)
		cv.Disc(pt(0.5, 0.62), 0.08*h, ink, 1)
	case SymHowitzer:
		cv.Disc(art.Pt{X: cx, Y: cy}, 0.17*h, ink, 1)
	case SymFlak:
		cv.Fill(arc(cx, cy+0.28*h, 0.34*w, 0.5*h, math.Pi, 2*math.Pi, 16), ink, 1)
		cv.Disc(art.Pt{X: cx, Y: cy + 0.12*h}, 0.09*h, art.Paper, 1)
	case SymRocket:
		cv.Disc(pt(0.5, 0.72), 0.1*h, ink, 1)
		for _, fx := range []float64{0.3, 0.5, 0.7} {
			cv.Line([]art.Pt{pt(fx, 0.6), pt(fx, 0.2)}, lw, ink, 1)
			cv.Line([]art.Pt{pt(fx-0.07, 0.3), pt(fx, 0.18), pt(fx+0.07, 0.3)}, lw, ink, 1)
		}
	case SymFighter, SymBomber:
		paintPlane(cv, cx, cy, w, h, sym == SymBomber, ink)
	case SymShip:
		cv.Fill([]art.Pt{pt(0.08, 0.58), pt(0.92, 0.58), pt(0.78, 0.8), pt(0.2, 0.8)}, ink, 1)
		cv.Fill([]art.Pt{pt(0.38, 0.58), pt(0.42, 0.36), pt(0.62, 0.36), pt(0.64, 0.58)}, ink, 1)
	case SymHQ, SymCommandPost:
		cv.Line([]art.Pt{pt(0.3, 0.9), pt(0.3, 0.12)}, lw*1.3, ink, 1)
		flag := []art.Pt{pt(0.3, 0.12), pt(0.82, 0.12), pt(0.82, 0.48), pt(0.3, 0.48)}
		if sym == SymCommandPost {
			flag = []art.Pt{pt(0.3, 0.12), pt(0.82, 0.3), pt(0.3, 0.48)}
		}
		cv.Fill(flag, ink, 1)
	case SymAirfield:
		cv.Line([]art.Pt{pt(0.12, 0.7), pt(0.88, 0.3)}, lw*2.2, ink, 1)
		cv.Line([]art.Pt{pt(0.3, 0.15), pt(0.7, 0.85)}, lw*2.2, ink, 1)
	case SymPort:
		cv.Ring(pt(0.5, 0.22), 0.08*h, lw, ink, 1)
		cv.Line([]art.Pt{pt(0.5, 0.3), pt(0.5, 0.85)}, lw*1.2, ink, 1)
		cv.Line([]art.Pt{pt(0.35, 0.42), pt(0.65, 0.42)}, lw, ink, 1)
		cv.Line(arc(cx, cy+0.05*h, 0.28*w, 0.33*h, 0.15*math.Pi, 0.85*math.Pi, 12), lw*1.2, ink, 1)
	case SymBridge:
		cv.Line([]art.Pt{pt(0.1, 0.35), pt(0.9, 0.35)}, lw*1.3, ink, 1)
		cv.Line([]art.Pt{pt(0.1, 0.65), pt(0.9, 0.65)}, lw*1.3, ink, 1)
		cv.Line([]art.Pt{pt(0.1, 0.2), pt(0.2, 0.35)}, lw, ink, 1)
		cv.Line([]art.Pt{pt(0.9, 0.2), pt(0.8, 0.35)}, lw, ink, 1)
		cv.Line([]art.Pt{pt(0.1, 0.8), pt(0.2, 0.65)}, lw, ink, 1)
		cv.Line([]art.Pt{pt(0.9, 0.8), pt(0.8, 0.65)}, lw, ink, 1)
	case SymWire:
		var zig []art.Pt
		for i := 0; i <= 8; i++ {
			fy := 0.35
			if i%2 == 1 {
				fy = 0.65
			}
			zig = append(zig, pt(0.08+0.105*float64(i), fy))
		}
		cv.Line(zig, lw, ink, 1)
		cv.Line([]art.Pt{pt(0.08, 0.5), pt(0.92, 0.5)}, lw*0.7, ink, 1)
	case SymMines:
		for _, p := range []art.Pt{pt(0.25, 0.35), pt(0.5, 0.65), pt(0.75, 0.35), pt(0.25, 0.75), pt(0.75, 0.75)} {
			cv.Disc(p, 0.08*h, ink, 1)
		}
	case SymEmplacement:
		cv.Line([]art.Pt{pt(0.12, 0.3), pt(0.12, 0.82), pt(0.88, 0.82), pt(0.88, 0.3)}, lw*1.4, ink, 1)
		cv.Outline(stadium(cx, cy+0.05*h, 0.2*w, 0.14*h), lw, ink, 1)
		cv.Line([]art.Pt{pt(0.5, 0.5), pt(0.5, 0.12)}, lw, ink, 1)
	}
}

// paintPlane draws an aircraft seen from above, nose up; bombers get a
// wider span and four engines.
func paintPlane(cv *art.Canvas, cx, cy, w, h float64, bomber bool, ink art.RGB) {
	span, body := 0.44*w, 0.42*h
	if bomber {
		span = 0.5 * w
	}
	fus := []art.Pt{{X: cx - 0.05*h, Y: cy - body}, {X: cx + 0.05*h, Y: cy - body}, {X: cx + 0.05*h, Y: cy + body}, {X: cx - 0.05*h, Y: cy + body}}
	cv.Fill(fus, ink, 1)
	wy := cy - 0.08*h
	cv.Fill([]art.Pt{{X: cx - span, Y: wy + 0.06*h}, {X: cx, Y: wy - 0.1*h}, {X: cx + span, Y: wy + 0.06*h}, {X: cx + span, Y: wy + 0.16*h}, {X: cx - span, Y: wy + 0.16*h}}, ink, 1)
	ty := cy + body - 0.08*h
	cv.Fill([]art.Pt{{X: cx - 0.18*w, Y: ty + 0.04*h}, {X: cx, Y: ty - 0.06*h}, {X: cx + 0.18*w, Y: ty + 0.04*h}, {X: cx + 0.18*w, Y: ty + 0.1*h}, {X: cx - 0.18*w, Y: ty + 0.1*h}}, ink, 1)
	if bomber {
		for _, f := range []float64{-0.6, -0.3, 0.3, 0.6} {
			cv.Disc(art.Pt{X: cx + f*span, Y: wy - 0.02*h}, 0.05*h, ink, 1)
		}
	}
}

// arc returns points on an ellipse from angle a0 to a1 (radians).
func arc(cx, cy, rx, ry, a0, a1 float64, n int) []art.Pt {
	pts := make([]art.Pt, 0, n+1)
	for i := 0; i <= n; i++ {
		a := a0 + (a1-a0)*float64(i)/float64(n)
		pts = append(pts, art.Pt{X: cx + rx*math.Cos(a), Y: cy + ry*math.Sin(a)})
	}
	return pts
}

// stadium is a rounded bar (a tank's track outline).
func stadium(cx, cy, hw, hh float64) []art.Pt {
	pts := arc(cx+hw-hh, cy, hh, hh, -math.Pi/2, math.Pi/2, 8)
	return append(pts, arc(cx-hw+hh, cy, hh, hh, math.Pi/2, 3*math.Pi/2, 8)...)
}
