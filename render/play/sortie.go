package play

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/mapview"
	"frontline/render/sprite"
	"frontline/render/ui"
)

// Aircraft sorties (game/air_sortie.go): "Plan sortie" on an aircraft in
// the Movement Phase; waypoints clicked on the map, the last one an
// airfield; a waypoint clicked again is the mission hex; the mission from
// buttons; Confirm sends game.CmdSortie. The engine's own reading of the
// route (routeThrough) and of the range (Movement × Turns of Flight) is
// mirrored here by plain functions, as the engine exports no query for
// them; a refusal still comes from the engine when the plan is sent.

// sortiePlan is the sortie being planned.
type sortiePlan struct {
	on      bool
	unit    game.UnitID
	from    hex.Hex
	way     []hex.Hex
	mission string
	strike  hex.Hex
	strOn   bool
	pace    int
	left    int
	fields  []hex.Hex     // return airfields within range of the last waypoint
	wing    []game.UnitID // the other aircraft of the flight (same hex, VI.2.3)
}

func isAircraft(u *game.Unit) bool { return u.Card.Class == units.Aircraft }

// SortieRoute is the hexes a flight from from flies through waypoints,
// as the engine routes it: each step to the neighbour nearest the next
// waypoint, the first direction winning ties.
func SortieRoute(from hex.Hex, way []hex.Hex) []hex.Hex {
	var out []hex.Hex
	at := from
	for _, w := range way {
		for at != w {
			ns := hex.Neighbors(at)
			best := ns[0]
			for _, n := range ns {
				if hex.Distance(n, w) < hex.Distance(best, w) {
					best = n
				}
			}
			at = best
			out = append(out, at)
		}
	}
	return out
}

// FlightRange is the pace (the Movement of the aircraft, damaged face if
// damaged) and the Turns of Flight left of an aircraft.
func FlightRange(u *game.Unit) (pace, left int) {
	left = u.Card.Special.TurnsOfFlight
	if u.InFlight {
		left = u.FlightLeft
	}
	return u.Face().Movement, max(left, 1)
}

// Airfields lists the airfields the viewer may land on: the printed ones
// and Airfield structures it sees, less those where it sees enemy land
// units (held by the enemy, VII.5.1).
func Airfields(m *board.Map, v *game.View, card func(string) (*units.Card, bool)) []hex.Hex {
	var out []hex.Hex
	for _, a := range m.Airfields {
		out = append(out, a.Hex)
	}
	for _, u := range v.Own {
		if c, ok := card(u.Card); ok && u.Place == game.OnMap && c.Special.Structure == units.Airfield && !slices.Contains(out, u.Hex) {
			out = append(out, u.Hex)
		}
	}
	for _, es := range v.Enemy {
		for _, u := range es.Units {
			if c, ok := card(u.Card); ok && c.Special.Structure == units.Airfield && !slices.Contains(out, es.Hex) {
				out = append(out, es.Hex)
			}
		}
	}
	return slices.DeleteFunc(out, func(h hex.Hex) bool {
		for _, es := range v.Enemy {
			if es.Hex != h {
				continue
			}
			for _, u := range es.Units {
				if c, ok := card(u.Card); ok && c.Class != units.Aircraft && c.Special.Structure == "" {
					return true
				}
			}
		}
		return false
	})
}

// SortieMissions are the missions an aircraft may fly, in the engine's
// order, with the reason each other one is refused.
func SortieMissions(u *game.Unit, depleted []int) (ok []string, why map[string]string) {
	bombs := false
	for i, w := range u.Face().Weapons {
		if w.Expended && !slices.Contains(depleted, i) {
			bombs = true
		}
	}
	why = map[string]string{}
	for _, m := range game.Missions {
		switch {
		case (m == game.MissionBomb || m == game.MissionDiveBomb) && !bombs:
			why[m] = "no bombs aboard that have not been dropped (VI.7.4)"
		case m == game.MissionDiveBomb && !u.Card.Special.DiveBomb:
			why[m] = "it has no Dive Bomb ability (glossary, Dive Bomb)"
		default:
			ok = append(ok, m)
		}
	}
	return ok, why
}

// MissionLabel is a mission's button label.
func MissionLabel(m string) string {
	return map[string]string{game.MissionFerry: "Ferry", game.MissionStrafe: "Strafe", game.MissionBomb: "Bomb",
		game.MissionDiveBomb: "Dive bomb", game.MissionIntercept: "Intercept"}[m]
}

// sortieWhy says why aircraft u cannot be given a sortie now, from what
// the viewer knows (the engine says the rest when the plan is sent).
func sortieWhy(g *game.Game, v game.View, u *game.Unit) string {
	ou := ownUnit(v, u.ID)
	switch {
	case ou == nil || ou.Place != game.OnMap:
		return "it is not on the map"
	case ou.Unsupplied:
		return "it is unsupplied this turn and may not fly (V.3.2)"
	case ou.Idle:
		return "it is busy with an idle function this turn (VI.2.4)"
	case u.MovedStep == g.Step:
		return "it has already flown this Movement Phase (V.4)"
	}
	return ""
}

func ownUnit(v game.View, id game.UnitID) *game.OwnUnit {
	for i := range v.Own {
		if v.Own[i].ID == id {
			return &v.Own[i]
		}
	}
	return nil
}

// startSortie opens the planning mode for aircraft id.
func (s *Scene) startSortie(id game.UnitID) {
	u := s.sess.Game().Unit(id)
	if u == nil {
		return
	}
	p := sortiePlan{on: true, unit: id, from: u.Hex, mission: game.MissionFerry}
	p.pace, p.left = FlightRange(u)
	s.planr.sortie = p
	s.planr.fire = firePlan{}
	s.stale = true
}

// sortieValid: the plan still fits the game (its aircraft selected, the
// Movement Phase on).
func (s *Scene) sortieValid() bool {
	p := &s.planr.sortie
	return p.on && s.myDecision(game.PhaseMovement) && s.sel.unit == p.unit
}

// sortieUsed is the length of the planned route.
func (p *sortiePlan) used() int { return len(SortieRoute(p.from, p.way)) }

func (p *sortiePlan) budget() int { return p.pace * p.left }

// last is where the route ends so far.
func (p *sortiePlan) last() hex.Hex {
	if len(p.way) == 0 {
		return p.from
	}
	return p.way[len(p.way)-1]
}

// sortieClick adds a waypoint, or marks a waypoint clicked again as the
// mission hex.
func (s *Scene) sortieClick(h hex.Hex) {
	p := &s.planr.sortie
	if i := slices.Index(p.way, h); i >= 0 {
		if p.mission == game.MissionFerry {
			s.say("A ferry flight has no mission hex: choose Strafe, Bomb or Intercept first", true)
			return
		}
		if i == len(p.way)-1 && s.isField(h) {
			s.say("The landing field cannot be the mission hex: the flight must be in the air to fly it (VI.2.3)", true)
			return
		}
		p.strike, p.strOn = h, !(p.strOn && p.strike == h)
		s.stale = true
		return
	}
	if h == p.last() {
		return
	}
	if n := len(SortieRoute(p.last(), []hex.Hex{h})); p.used()+n > p.budget() {
		s.say(fmt.Sprintf("Out of range: the flight has %d hexes left of %d (Movement %d × %d turn(s) of flight, VI.2.2)",
			p.budget()-p.used(), p.budget(), p.pace, p.left), true)
		return
	}
	p.way = append(p.way, h)
	s.stale = true
}

func (s *Scene) isField(h hex.Hex) bool {
	return slices.Contains(Airfields(s.cfg.Map, &s.view, s.sess.Game().Card), h)
}

// Wingmen are the viewer's other aircraft that may join the flight of
// aircraft id: in its hex, on the ground or in the air with it; why says
// why each other aircraft there may not.
func Wingmen(g *game.Game, v game.View, id game.UnitID) (ok []game.UnitID, why map[game.UnitID]string) {
	lead := g.Unit(id)
	if lead == nil {
		return nil, nil
	}
	why = map[game.UnitID]string{}
	for _, u := range g.Stack(lead.Hex) {
		if u.ID == id || u.Side != lead.Side || !isAircraft(u) {
			continue
		}
		w := sortieWhy(g, v, u)
		if w == "" && u.InFlight != lead.InFlight {
			w = "it is not " + map[bool]string{true: "in the air", false: "on the ground"}[lead.InFlight] + " with the leader: a flight takes off or flies together (VI.2.3)"
		}
		if w != "" {
			why[u.ID] = w
			continue
		}
		ok = append(ok, u.ID)
	}
	return ok, why
}

// flightRange is the pace and Turns of Flight of the whole flight: the
// slowest aircraft and the shortest count set them (VI.2.2).
func (s *Scene) flightRange(p *sortiePlan) (pace, left int) {
	g := s.sess.Game()
	pace, left = FlightRange(g.Unit(p.unit))
	for _, id := range p.wing {
		if u := g.Unit(id); u != nil {
			pc, l := FlightRange(u)
			pace, left = min(pace, pc), min(left, l)
		}
	}
	return pace, left
}

// toggleWing adds aircraft id to the flight or takes it out.
func (s *Scene) toggleWing(id game.UnitID) {
	p := &s.planr.sortie
	if i := slices.Index(p.wing, id); i >= 0 {
		p.wing = slices.Delete(p.wing, i, i+1)
	} else {
		p.wing = append(p.wing, id)
	}
	p.pace, p.left = s.flightRange(p)
	if p.used() > p.budget() {
		s.say(fmt.Sprintf("The flight now reaches %d hexes (Movement %d × %d turn(s) of flight): take waypoints back (Back) to fit (VI.2.2)", p.budget(), p.pace, p.left), true)
	}
}

// sortieCommand is the order the plan makes.
func (p *sortiePlan) command() game.Command {
	cmd := game.Command{Kind: game.CmdSortie, Unit: p.unit, Units: slices.Clone(p.wing), Path: slices.Clone(p.way), Option: p.mission}
	if p.mission != game.MissionFerry && p.strOn {
		h := p.strike
		cmd.Hex = &h
	}
	return cmd
}

// sortieOrders fills the panel's list while planning.
func (s *Scene) sortieOrders() {
	o := &s.planr
	p := &o.sortie
	g := s.sess.Game()
	u := g.Unit(p.unit)
	var dep []int
	if ou := ownUnit(s.view, p.unit); ou != nil {
		dep = ou.Depleted
	}
	fields := Airfields(s.cfg.Map, &s.view, g.Card)
	rest := p.budget() - p.used()
	p.fields = p.fields[:0]
	for _, f := range fields {
		if f == p.last() || len(SortieRoute(p.last(), []hex.Hex{f})) <= rest {
			p.fields = append(p.fields, f)
		}
	}
	o.head.Set("Mission")
	ok, why := SortieMissions(u, dep)
	for _, m := range game.Missions {
		m := m
		b := o.add(MissionLabel(m), slices.Contains(ok, m), why[m], func() {
			p.mission = m
			if m == game.MissionFerry {
				p.strOn = false
			}
		})
		b.on = p.mission == m
	}
	wings, wingWhy := Wingmen(g, s.view, p.unit)
	first := true
	for _, id := range wings {
		id := id
		on := slices.Contains(p.wing, id)
		label := "Add " + shortName(s.ownName(id))
		if on {
			label = "In flight: " + shortName(s.ownName(id))
		}
		b := o.add(label, true, "", func() { s.toggleWing(id) })
		b.on = on
		b.b.Reason = "Add it to the flight: the aircraft of one hex fly one sortie together, the slowest setting the pace (VI.2.3)"
		if b.on {
			b.b.Reason = "In the flight: click to leave it on its own"
		}
		if first {
			b.newLine()
			first = false
		}
	}
	barred := make([]game.UnitID, 0, len(wingWhy))
	for id := range wingWhy {
		barred = append(barred, id)
	}
	slices.Sort(barred)
	for _, id := range barred {
		b := o.add("Add "+shortName(s.ownName(id)), false, upperFirst(wingWhy[id]), nil)
		if first {
			b.newLine()
			first = false
		}
	}
	confirmWhy := ""
	switch {
	case p.used() > p.budget():
		confirmWhy = fmt.Sprintf("the route is %d hexes but the flight reaches %d: take waypoints back (VI.2.2)", p.used(), p.budget())
	case len(p.way) == 0:
		confirmWhy = "click waypoints on the map, the last one an airfield (lit)"
	case !slices.Contains(fields, p.last()):
		confirmWhy = "the flight path must end on an airfield you may land on (VI.2.2)"
	case p.mission != game.MissionFerry && !p.strOn:
		confirmWhy = "click a waypoint again to mark the mission hex (VI.2.3)"
	}
	o.add("Confirm", confirmWhy == "", confirmWhy, func() {
		if s.do(p.command()) {
			s.say(fmt.Sprintf("Sortie declared: %s mission, %d aircraft", strings.ToLower(MissionLabel(p.mission)), 1+len(p.wing)), false)
			s.sortieDone(p.from)
		}
	}).primary().newLine()
	backWhy := ""
	if len(p.way) == 0 {
		backWhy = "no waypoint yet"
	}
	o.add("Back", backWhy == "", backWhy, func() {
		if n := len(p.way); n > 0 {
			if p.strOn && p.strike == p.way[n-1] {
				p.strOn = false
			}
			p.way = p.way[:n-1]
		}
	})
	o.add("Cancel", true, "", func() { s.plansCancel() })
}

// sortieDone closes the plan once declared and, when another aircraft
// in the hex may still fly, selects it and says so: the next sortie is
// one click on "Plan sortie" away.
func (s *Scene) sortieDone(from hex.Hex) {
	s.planr.sortie = sortiePlan{}
	g := s.sess.Game()
	for _, u := range g.Stack(from) {
		if u.Side == s.view.Side && isAircraft(u) && g.SortieOf(u.ID) == nil && sortieWhy(g, s.view, u) == "" {
			s.sel.hex = from
			s.selectUnit(u.ID)
			s.say("Sortie declared. Next aircraft here: "+s.ownName(u.ID)+" is selected — Plan sortie gives it its own flight", false)
			return
		}
	}
}

// sortieInfo is the panel's line while planning.
func (s *Scene) sortieInfo() (string, bool) {
	p := &s.planr.sortie
	used, all := p.used(), p.budget()
	turns := (used + p.pace - 1) / max(1, p.pace)
	flight := ""
	if n := len(p.wing); n > 0 {
		flight = fmt.Sprintf("Flight of %d aircraft. ", n+1)
	}
	txt := flight + fmt.Sprintf("Sortie: %d hex%s of %d (Movement %d × %d turn%s of flight); %d turn%s of flight used, %d hexes left.",
		used, map[bool]string{true: "es"}[used != 1], all, p.pace, p.left, plural(p.left), turns, plural(turns), all-used)
	if len(p.fields) == 0 {
		return txt + " No airfield is within reach of the route's end: go back (Back).", true
	}
	txt += fmt.Sprintf(" %d airfield%s in reach (blue rings).", len(p.fields), plural(len(p.fields)))
	if p.mission != game.MissionFerry {
		if p.strOn {
			txt += " Mission hex " + p.strike.String() + "."
		} else {
			txt += " Click a waypoint again to mark the mission hex."
		}
	}
	return txt + " Click hexes to add waypoints; Esc cancels.", false
}

// ordersOverlay draws the sortie being planned, the viewer's declared
// sorties (dashed) and the fire mission's hexes.
type ordersOverlay struct {
	sp      *sprites
	field   *sprite.Multi
	strike  *sprite.Multi
	fireHex *sprite.Multi
	line    *ebiten.Image
	op      ebiten.DrawImageOptions
	plan    []hex.Hex // from, waypoints…
	planEnd bool
	fields  []hex.Hex
	strikes []hex.Hex
	routes  [][]hex.Hex // declared sorties, each from its flight's hex
	fireLit []hex.Hex
	fireAt  hex.Hex
	fireOn  bool
	nRoutes int
}

var (
	fieldInk  = art.RGB{R: 0.45, G: 0.75, B: 1}
	sortieInk = art.RGB{R: 0.72, G: 0.88, B: 1}
	fireInk   = art.RGB{R: 1, G: 0.55, B: 0.2}
)

func newOrdersOverlay(sp *sprites) *ordersOverlay {
	o := &ordersOverlay{sp: sp, line: ebiten.NewImage(1, 1)}
	o.line.Fill(art.Paper.Alpha(1))
	o.field = sprite.New(func(c *art.Canvas, cx, cy, s float64) {
		h := hexagon(cx, cy, s-2-0.05*s)
		c.Outline(h, 3.5+0.12*s, art.Ink, 0.6)
		c.Outline(h, 2+0.08*s, fieldInk, 1)
	})
	o.strike = sprite.New(func(c *art.Canvas, cx, cy, s float64) {
		at := art.Pt{X: cx, Y: cy}
		r := 0.42 * s
		c.Line([]art.Pt{{X: cx - r, Y: cy - r}, {X: cx + r, Y: cy + r}}, 0.16*s+2, art.Ink, 0.8)
		c.Line([]art.Pt{{X: cx - r, Y: cy + r}, {X: cx + r, Y: cy - r}}, 0.16*s+2, art.Ink, 0.8)
		c.Line([]art.Pt{{X: cx - r, Y: cy - r}, {X: cx + r, Y: cy + r}}, 0.16*s, targetInk, 1)
		c.Line([]art.Pt{{X: cx - r, Y: cy + r}, {X: cx + r, Y: cy - r}}, 0.16*s, targetInk, 1)
		c.Ring(at, 0.62*s, 0.08*s+1, targetInk, 1)
	})
	o.fireHex = sprite.New(func(c *art.Canvas, cx, cy, s float64) {
		c.Fill(hexagon(cx, cy, s-1), fireInk, 0.28)
		c.Outline(hexagon(cx, cy, s-1.5-0.05*s), 1.5+0.06*s, fireInk, 1)
	})
	return o
}

// set copies what to draw from the scene (at refresh, not every frame).
func (o *ordersOverlay) set(s *Scene) {
	p := &s.planr.sortie
	o.plan, o.fields, o.strikes = o.plan[:0], o.fields[:0], o.strikes[:0]
	if p.on {
		o.plan = append(o.plan, p.from)
		o.plan = append(o.plan, p.way...)
		o.fields = append(o.fields, p.fields...)
		if p.strOn {
			o.strikes = append(o.strikes, p.strike)
		}
	}
	o.nRoutes = 0
	for _, so := range s.view.Sorties {
		if len(so.Units) == 0 || len(so.Route) == 0 {
			continue
		}
		ou := ownUnit(s.view, so.Units[0])
		if ou == nil {
			continue
		}
		if o.nRoutes == len(o.routes) {
			o.routes = append(o.routes, nil)
		}
		r := append(o.routes[o.nRoutes][:0], ou.Hex)
		o.routes[o.nRoutes] = append(r, so.Route...)
		o.nRoutes++
		if so.Strike != nil && so.StrikeIn >= 0 {
			o.strikes = append(o.strikes, *so.Strike)
		}
	}
	f := &s.planr.fire
	o.fireLit = append(o.fireLit[:0], f.lit...)
	o.fireAt, o.fireOn = f.at, f.on && f.atOn
}

func (o *ordersOverlay) DrawOverlay(dst *ebiten.Image, v *mapview.View) {
	z := v.Zoom()
	for _, h := range o.fireLit {
		if x, y := v.HexCenter(h); v.InView(x, y, z) {
			o.fireHex.Draw(dst, x, y, z)
		}
	}
	if o.fireOn {
		x, y := v.HexCenter(o.fireAt)
		o.sp.sel.Draw(dst, x, y, z)
	}
	for _, h := range o.fields {
		if x, y := v.HexCenter(h); v.InView(x, y, z) {
			o.field.Draw(dst, x, y, z)
		}
	}
	w := math.Max(2.5, 0.08*z)
	for _, r := range o.routes[:o.nRoutes] {
		o.path(dst, v, r, w, sortieInk, true)
	}
	if len(o.plan) > 1 {
		o.path(dst, v, o.plan, w+1, pathInk, false)
		for _, h := range o.plan[1 : len(o.plan)-1] {
			x, y := v.HexCenter(h)
			o.sp.dot.Draw(dst, x, y, z)
		}
		x, y := v.HexCenter(o.plan[len(o.plan)-1])
		o.sp.end.Draw(dst, x, y, z)
	}
	for _, h := range o.strikes {
		if x, y := v.HexCenter(h); v.InView(x, y, z) {
			o.strike.Draw(dst, x, y, z)
		}
	}
}

// Stamp (mapview.Still) folds in what DrawOverlay reads.
func (o *ordersOverlay) Stamp() (mapview.Stamp, bool) {
	st := mapview.NewStamp().Hexes(o.fireLit).Bool(o.fireOn).Hex(o.fireAt).Hexes(o.fields).Hexes(o.plan).Hexes(o.strikes)
	st = st.Int(o.nRoutes)
	for _, r := range o.routes[:o.nRoutes] {
		st = st.Hexes(r)
	}
	return st, true
}

// path draws lines through the hexes' centres, dashed if asked.
func (o *ordersOverlay) path(dst *ebiten.Image, v *mapview.View, hs []hex.Hex, w float64, ink art.RGB, dashed bool) {
	px, py := v.HexCenter(hs[0])
	dash := math.Max(6, 0.35*v.Zoom())
	for _, h := range hs[1:] {
		x, y := v.HexCenter(h)
		if !dashed {
			o.segment(dst, px, py, x, y, w, ink)
		} else {
			l := math.Hypot(x-px, y-py)
			for t := 0.0; t < l; t += 2 * dash {
				t1 := min(l, t+dash)
				o.segment(dst, px+(x-px)*t/l, py+(y-py)*t/l, px+(x-px)*t1/l, py+(y-py)*t1/l, w, ink)
			}
		}
		px, py = x, y
	}
}

func (o *ordersOverlay) segment(dst *ebiten.Image, x0, y0, x1, y1, w float64, ink art.RGB) {
	l := math.Hypot(x1-x0, y1-y0)
	ang := math.Atan2(y1-y0, x1-x0)
	for k := range 2 {
		ww := w + 2
		col := art.Ink.Alpha(0.8)
		if k == 1 {
			ww, col = w, ink.Alpha(1)
		}
		o.op.GeoM.Reset()
		o.op.GeoM.Translate(0, -0.5)
		o.op.GeoM.Scale(l, ww)
		o.op.GeoM.Rotate(ang)
		o.op.GeoM.Translate(x0, y0)
		o.op.ColorScale.Reset()
		o.op.Filter = ebiten.FilterLinear
		ui.SetColor(&o.op.ColorScale, col)
		dst.DrawImage(o.line, &o.op)
	}
}

// aircraftInfo is the panel's line for a selected aircraft in the
// Movement Phase: its declared sortie, or how to plan one.
func (s *Scene) aircraftInfo() string {
	if !s.sel.on || !s.sel.own || s.sel.unit == 0 || !s.myDecision(game.PhaseMovement) {
		return ""
	}
	g := s.sess.Game()
	u := g.Unit(s.sel.unit)
	if u == nil || !isAircraft(u) {
		return ""
	}
	pace, left := FlightRange(u)
	txt := fmt.Sprintf("Aircraft fly sorties (VI.2.3): Movement %d, %d turn%s of flight. ", pace, left, plural(left))
	if so := g.SortieOf(u.ID); so != nil {
		txt += "Declared: " + strings.ToLower(MissionLabel(so.Mission)) + " mission"
		if so.Strike != nil {
			txt += " over " + so.Strike.String()
		}
		if n := len(so.Waypoints); n > 0 {
			txt += ", landing at " + so.Waypoints[n-1].String()
		}
		return txt + " (dashed on the map)."
	}
	return txt + "Plan sortie: click waypoints ending on an airfield, choose the mission, confirm."
}
