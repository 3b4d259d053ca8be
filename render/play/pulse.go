package play

import (
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/hex"
	"frontline/render/art"
	"frontline/render/mapview"
	"frontline/render/markers"
	"frontline/render/sound"
	"frontline/render/sprite"
)

// Orders that move nothing on the map — a command card played,
// construction paid for — would otherwise change only a panel. The hexes
// they concern pulse once: a hex outline that widens and fades, in the
// colour of the order's sound (card or coins). A pulse never holds the
// input, unlike an animation.

// pulseTicks is how long a pulse lasts at animation speed 1.
const pulseTicks = 60

var (
	cardInk  = art.RGB{R: 0.72, G: 0.86, B: 1}
	coinsInk = art.RGB{R: 1, G: 0.8, B: 0.25}
)

type pulse struct {
	at     hex.Hex
	coins  bool
	t, end int
}

// pulses is the map overlay of the running pulses (a fixed array: no
// allocation while they run).
type pulses struct {
	list        [8]pulse
	n           int
	card, coins *sprite.Multi
}

func newPulseSprite(ink art.RGB) *sprite.Multi {
	return sprite.New(func(c *art.Canvas, cx, cy, s float64) {
		h := hexagon(cx, cy, s-2-0.06*s)
		c.Fill(h, ink, 0.18)
		c.Outline(h, 5+0.16*s, art.Ink, 0.5)
		c.Outline(h, 3+0.1*s, ink, 1)
		c.Outline(h, 1+0.03*s, art.RGB{R: 1, G: 1, B: 1}, 0.9)
	})
}

// add starts a pulse on h lasting ticks (the oldest gives way when all
// are in use).
func (p *pulses) add(h hex.Hex, coins bool, ticks int) {
	for i := range p.list[:p.n] {
		if p.list[i].at == h {
			p.list[i] = pulse{at: h, coins: coins, end: ticks}
			return
		}
	}
	if p.n == len(p.list) {
		copy(p.list[:], p.list[1:])
		p.n--
	}
	p.list[p.n] = pulse{at: h, coins: coins, end: ticks}
	p.n++
}

// tick ages the pulses and drops the finished ones.
func (p *pulses) tick() {
	k := 0
	for _, q := range p.list[:p.n] {
		if q.t++; q.t < q.end {
			p.list[k] = q
			k++
		}
	}
	p.n = k
}

// Pulsing lists the hexes pulsing now (tests).
func (s *Scene) Pulsing() []hex.Hex {
	var out []hex.Hex
	for _, q := range s.pulse.list[:s.pulse.n] {
		out = append(out, q.at)
	}
	return out
}

func (p *pulses) DrawOverlay(dst *ebiten.Image, v *mapview.View) {
	if p.n == 0 {
		return
	}
	if p.card == nil {
		p.card, p.coins = newPulseSprite(cardInk), newPulseSprite(coinsInk)
	}
	z := v.Zoom()
	for _, q := range p.list[:p.n] {
		x, y := v.HexCenter(q.at)
		if !v.InView(x, y, 1.5*z) {
			continue
		}
		f := float64(q.t) / float64(q.end)
		sp := p.card
		if q.coins {
			sp = p.coins
		}
		// Two beats: the hex lights, widens and fades, then once more softer.
		g := math.Mod(2*f, 1)
		a := (1 - g*g) * (1 - 0.4*math.Floor(2*f))
		sp.DrawAlpha(dst, x, y, z*(1+0.5*ease(g)), a)
	}
}

// Stamp (mapview.Still): nothing is drawn while no hex pulses, and a
// pulse changes every frame.
func (p *pulses) Stamp() (mapview.Stamp, bool) { return mapview.NewStamp(), p.n == 0 }

// pulseOrder pulses the hexes an order without animation concerns: the
// units its card or purchase events name and the hex it names, where the
// viewer's Views before and after the order show them.
func (s *Scene) pulseOrder(cmd game.Command, evs []game.Event, before, after game.View, speed float64) {
	if speed <= 0 || !slices.ContainsFunc(evs, func(ev game.Event) bool { return sound.OrderCue(ev.Kind) != sound.None }) {
		return
	}
	ticks := max(1, int(math.Round(pulseTicks/speed)))
	card := s.sess.Game().Card
	pre, post := markers.StacksOf(before, card), markers.StacksOf(after, card)
	coins := false
	for _, ev := range evs {
		e := sound.OrderCue(ev.Kind)
		if e == sound.None {
			continue
		}
		coins = e == sound.Coins
		for _, id := range ev.Units {
			if h, ok := hexOf(id, post, pre); ok {
				s.pulse.add(h, coins, ticks)
			}
		}
	}
	if cmd.Hex != nil && s.cfg.Map.InBounds(*cmd.Hex) {
		s.pulse.add(*cmd.Hex, coins, ticks)
	}
}
