package play

import (
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/cards"
	"frontline/game/hex"
	"frontline/render/art"
	"frontline/render/mapview"
	"frontline/render/sprite"
)

// Encircle (IV.3.3, game/encircle.go), played from the hand in the
// viewer's Movement Phase. First the enemy stack: the stacks the
// viewer's land units border from enough different hexes are lit, and
// the pointer on any other hex says why it is not one. Then the ring and
// the open hex: the bordering hexes are lit blue (a click leaves one out
// of the ring or takes it back), the hexes that may be left open green
// (a click names the one); Confirm sends game.CmdEncircle. Which stacks,
// ring units and open hexes qualify is asked of the engine
// (game/encircle_query.go), from the checks the command makes.

// encirclePlan is the Encircle being planned.
type encirclePlan struct {
	on     bool
	target game.UnitID // the enemy unit named (0: the stack is not chosen yet)
	at     hex.Hex     // its hex
	ring   []hex.Hex   // the bordering hexes with units that may hold the ring
	out    []hex.Hex   // ring hexes the player left out
	open   hex.Hex
	openOn bool
	lit    []hex.Hex // step one: the stacks that may be encircled
}

// encircleWhy is why the Encircle card cannot be given now, or "".
func (s *Scene) encircleWhy() string {
	g := s.sess.Game()
	switch {
	case !s.myDecision(game.PhaseMovement):
		return "Encircle is given in your own Movement Phase (IV.3.3)"
	case !g.HasForwardHQ(s.view.Side):
		return "without your Forward HQ on the map no command card is played (Inset IV.2)"
	case len(g.EncircleTargets(s.view.Side)) == 0:
		return fmt.Sprintf("no enemy stack you see is bordered by your land units from %d different hexes (IV.3.3, Q16)", s.sess.Game().EncircleParams().Groups)
	}
	return ""
}

// startEncircle opens the planning mode (the card clicked in the hand).
func (s *Scene) startEncircle() string {
	if why := s.encircleWhy(); why != "" {
		s.say(why, true)
		return ""
	}
	s.planr.sortie, s.planr.fire, s.planr.rush = sortiePlan{}, firePlan{}, rushPlan{}
	s.planr.enc = encirclePlan{on: true}
	s.planr.enc.lit = s.sess.Game().EncircleTargets(s.view.Side)
	s.ord.stopAim()
	s.stale = true
	return "Encircle: click a lit enemy stack"
}

func (s *Scene) encircleValid() bool {
	return s.planr.enc.on && s.myDecision(game.PhaseMovement)
}

// ringUnits are the units of the chosen ring hexes that may hold it.
func (s *Scene) ringUnits() []game.UnitID {
	g := s.sess.Game()
	p := &s.planr.enc
	var ids []game.UnitID
	for _, h := range p.ring {
		if slices.Contains(p.out, h) {
			continue
		}
		for _, u := range g.Stack(h) {
			if u.Side == s.view.Side && g.EncircleRinger(u) {
				ids = append(ids, u.ID)
			}
		}
	}
	return ids
}

// encircleClick takes a map click while planning.
func (s *Scene) encircleClick(h hex.Hex) {
	g := s.sess.Game()
	p := &s.planr.enc
	s.stale = true
	if p.target == 0 {
		t, ring, err := g.EncircleTarget(s.view.Side, h)
		if err != nil {
			s.say("Not a target: "+err.Error(), true)
			return
		}
		p.target, p.at, p.ring, p.out, p.openOn = t, h, ring, nil, false
		return
	}
	switch {
	case slices.Contains(p.ring, h):
		if i := slices.Index(p.out, h); i >= 0 {
			p.out = slices.Delete(p.out, i, i+1)
		} else {
			p.out = append(p.out, h)
		}
	case h == p.at:
		s.say("This is the stack to encircle: click a green hex to leave it open, or Other stack to choose again", false)
	default:
		if err := g.EncircleOpenBar(s.view.Side, p.at, h); err != nil {
			s.say("Cannot leave it open: "+err.Error(), true)
			return
		}
		p.open, p.openOn = h, true
	}
}

// encircleCommand is the order the plan makes.
func (s *Scene) encircleCommand() game.Command {
	p := &s.planr.enc
	h := p.open
	return game.Command{Kind: game.CmdEncircle, Units: s.ringUnits(), Target: p.target, Hex: &h}
}

// encircleConfirmWhy says what the plan still lacks, or "".
func (s *Scene) encircleConfirmWhy() string {
	p := &s.planr.enc
	rules := s.sess.Game().EncircleParams()
	n, mobile := len(p.ring)-len(p.out), 0
	for _, id := range s.ringUnits() {
		if game.EncirclePincer(s.sess.Game().Unit(id)) {
			mobile++
		}
	}
	switch {
	case p.target == 0:
		return "click a lit enemy stack first"
	case n < rules.Groups:
		return fmt.Sprintf("the ring holds %d hex%s; Encircle needs %d (IV.3.3, Q16): click a left-out hex to take it back",
			n, map[bool]string{true: "es"}[n != 1], rules.Groups)
	case mobile < rules.PincerUnits:
		return fmt.Sprintf("the ring has %d unit%s able to move; Encircle needs %d (IV.3.3)", mobile, plural(mobile), rules.PincerUnits)
	case !p.openOn:
		return "click a green hex: the one the encirclement leaves open"
	}
	return ""
}

// encircleOrders fills the panel's list while planning.
func (s *Scene) encircleOrders() {
	o := &s.planr
	p := &o.enc
	o.head.Set("Encircle")
	if sb := s.side; sb.kind == sideStack && !s.sel.on { // the panel speaks of the plan
		sb.helpOn = false
		sb.header.Set("Encircle · IV.3.3")
		if p.target == 0 {
			sb.sub.Set("Choose the enemy stack on the map")
		} else {
			sb.sub.Set("Choose the ring and the hex left open")
		}
	}
	why := s.encircleConfirmWhy()
	o.add("Confirm Encircle", why == "", why, func() {
		if s.do(s.encircleCommand()) {
			s.planr.enc = encirclePlan{}
			s.say("Encircle played: see the log for the check", false)
		}
	}).primary()
	if p.target != 0 {
		o.add("Other stack", true, "", func() {
			s.planr.enc = encirclePlan{on: true, lit: s.sess.Game().EncircleTargets(s.view.Side)}
		})
	}
	o.add("Cancel", true, "", func() { s.plansCancel() })
}

// encircleInfo is the panel's line while planning: what to click, and
// what the hex under the pointer would do or why it cannot.
func (s *Scene) encircleInfo() (string, bool) {
	g := s.sess.Game()
	p := &s.planr.enc
	rules := s.sess.Game().EncircleParams()
	h, on := s.sel.hover, s.sel.hoverOn
	if p.target == 0 {
		txt := fmt.Sprintf("Encircle (IV.3.3): choose the enemy stack. %d stack%s lit: your land units border %s from %d or more hexes.",
			len(p.lit), plural(len(p.lit)), map[bool]string{true: "them", false: "it"}[len(p.lit) != 1], rules.Groups)
		if on {
			if t, _, err := g.EncircleTarget(s.view.Side, h); err == nil {
				return txt + " Click to encircle " + s.enemyName(t) + "'s stack in " + h.String() + ".", false
			} else if _, enemy := s.stacksAt(h); enemy != nil {
				return upperFirst(err.Error()) + ".", true
			}
		}
		return txt + " Esc cancels.", false
	}
	n := len(p.ring) - len(p.out)
	txt := fmt.Sprintf("Encircle the stack in %s: %d unit%s in %d hex%s form the ring (blue). ",
		p.at, len(s.ringUnits()), plural(len(s.ringUnits())), n, map[bool]string{true: "es"}[n != 1])
	if p.openOn {
		txt += "Left open: " + p.open.String() + ". "
	} else {
		txt += "Click a green hex to leave it open. "
	}
	if on {
		switch {
		case slices.Contains(p.out, h):
			return txt + "Click " + h.String() + " to take it back into the ring.", false
		case slices.Contains(p.ring, h):
			return txt + "Click " + h.String() + " to leave its units out of the ring.", false
		case h != p.at && hex.Distance(h, p.at) == 1:
			if err := g.EncircleOpenBar(s.view.Side, p.at, h); err != nil {
				return txt + "Cannot leave it open: " + err.Error() + ".", true
			}
			return txt + "Click to leave " + h.String() + " open: the enemy may withdraw only there.", false
		}
	}
	return txt + fmt.Sprintf("The unmodified check decides the +%d initiative bonus. Esc cancels.", rules.InitiativeBonus), false
}

// encircleOverlay draws the plan: the stacks that may be chosen, then
// the ring, the hexes that may be left open and the one chosen.
type encircleOverlay struct {
	lit, ring, out, open, pick *sprite.Multi
	target                     *sprite.Multi
	litH, ringH, outH, openH   []hex.Hex
	pickH, targetH             hex.Hex
	pickOn, targetOn           bool
}

var (
	ringInk = art.RGB{R: 0.42, G: 0.72, B: 1}
	openInk = art.RGB{R: 0.45, G: 0.9, B: 0.45}
)

func newEncircleOverlay() *encircleOverlay {
	hexFill := func(ink art.RGB, a float64, solid bool) *sprite.Multi {
		return sprite.New(func(c *art.Canvas, cx, cy, sz float64) {
			if solid {
				c.Fill(hexagon(cx, cy, sz-1), ink, a)
			}
			c.Outline(hexagon(cx, cy, sz-2-0.05*sz), 2+0.07*sz, art.Ink, 0.55)
			c.Outline(hexagon(cx, cy, sz-2-0.05*sz), 1.2+0.05*sz, ink, 1)
		})
	}
	return &encircleOverlay{
		lit: hexFill(targetInk, 0.22, true), ring: hexFill(ringInk, 0.3, true), out: hexFill(ringInk, 0, false),
		open: hexFill(openInk, 0.14, true), pick: hexFill(openInk, 0.5, true), target: hexFill(targetInk, 0.3, true),
	}
}

// set copies the plan (at refresh).
func (o *encircleOverlay) set(s *Scene) {
	p := &s.planr.enc
	o.litH, o.ringH, o.outH, o.openH = o.litH[:0], o.ringH[:0], o.outH[:0], o.openH[:0]
	o.pickOn, o.targetOn = false, false
	if !p.on {
		return
	}
	if p.target == 0 {
		o.litH = append(o.litH, p.lit...)
		return
	}
	o.targetH, o.targetOn = p.at, true
	for _, h := range p.ring {
		if slices.Contains(p.out, h) {
			o.outH = append(o.outH, h)
		} else {
			o.ringH = append(o.ringH, h)
		}
	}
	g := s.sess.Game()
	for _, n := range hex.Neighbors(p.at) {
		if g.EncircleOpenBar(s.view.Side, p.at, n) == nil {
			o.openH = append(o.openH, n)
		}
	}
	o.pickH, o.pickOn = p.open, p.openOn
}

func (o *encircleOverlay) DrawOverlay(dst *ebiten.Image, v *mapview.View) {
	z := v.Zoom()
	drawHexes(dst, v, o.lit, o.litH)
	drawHexes(dst, v, o.ring, o.ringH)
	drawHexes(dst, v, o.out, o.outH)
	drawHexes(dst, v, o.open, o.openH)
	if o.targetOn {
		x, y := v.HexCenter(o.targetH)
		o.target.Draw(dst, x, y, z)
	}
	if o.pickOn {
		x, y := v.HexCenter(o.pickH)
		o.pick.Draw(dst, x, y, z)
	}
}

// Stamp (mapview.Still) folds in what DrawOverlay reads.
func (o *encircleOverlay) Stamp() (mapview.Stamp, bool) {
	st := mapview.NewStamp().Hexes(o.litH).Hexes(o.ringH).Hexes(o.outH).Hexes(o.openH)
	return st.Bool(o.targetOn).Hex(o.targetH).Bool(o.pickOn).Hex(o.pickH), true
}

// encircleResponseOrders: the encircled side may play Withdraw to slip
// out through the open hex, or stand (game.DecideEncircleResponse).
func (s *Scene) encircleResponseOrders() {
	o := &s.planr
	s.decisionHeads("Nearly surrounded", "Encircled · IV.3.3", "Play Withdraw to slip out, or stand")
	why := ""
	if !slices.Contains(s.view.Hand, string(cards.Withdraw)) {
		why = "you hold no Withdraw card (IV.3.3, IV.3.8)"
	}
	o.add("Play Withdraw", why == "", why, func() {
		s.do(game.Command{Kind: game.CmdEscapeEncircle})
	}).primary()
	o.add("Stand", true, "", func() { s.do(game.Command{Kind: game.CmdStandEncircled}) })
}

// drawHexes draws sp on each hex of hs in view.
func drawHexes(dst *ebiten.Image, v *mapview.View, sp *sprite.Multi, hs []hex.Hex) {
	z := v.Zoom()
	for _, h := range hs {
		if x, y := v.HexCenter(h); v.InView(x, y, z) {
			sp.Draw(dst, x, y, z)
		}
	}
}
