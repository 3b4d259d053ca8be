// Package sound plays the game's short sound effects: dice, small arms,
// cannon, explosions, engines, aircraft, button clicks, a card laid on
// the table and coins counted out. Every effect
// is synthesised in plain Go at start-up (no files) and played through
// Ebitengine's audio package. A muted Player never creates an audio
// context: on a machine with no sound device (Xvfb, CI) ebiten.RunGame
// fails once one exists, so tests, screenshots and --mute use it.
package sound

import "math"

// Effect is one sound effect.
type Effect int

// The effects. None plays nothing.
const (
	None Effect = iota
	Dice
	SmallArms
	Cannon
	Explosion
	Engine
	Aircraft
	Click
	Card  // a command card played (or an order given with one)
	Coins // a purchase, a refund, construction paid for
	numEffects
)

// Effects are all the effects, for tests and start-up synthesis.
var Effects = []Effect{Dice, SmallArms, Cannon, Explosion, Engine, Aircraft, Click, Card, Coins}

var effectNames = [...]string{"none", "dice", "small arms", "cannon", "explosion", "engine", "aircraft", "click", "card", "coins"}

func (e Effect) String() string {
	if e >= 0 && int(e) < len(effectNames) {
		return effectNames[e]
	}
	return "effect?"
}

// SampleRate is the rate the effects are made at and played with.
const SampleRate = 44100

// Peak is the loudest sample of every effect: effects are normalised to
// it, leaving headroom so that overlapping effects rarely clip.
const Peak = 0.8

// rng is a small deterministic generator (xorshift64*): the same effect
// comes out sample for sample on every run.
type rng uint64

func (r *rng) next() float64 { // uniform in [-1, 1)
	x := uint64(*r)
	x ^= x >> 12
	x ^= x << 25
	x ^= x >> 27
	*r = rng(x)
	return float64((x*2685821657736338717)>>11)/float64(1<<52) - 1
}

// lowpass is a one-pole low-pass filter.
type lowpass struct{ y, a float64 }

func newLowpass(cutoff, rate float64) lowpass {
	return lowpass{a: 1 - math.Exp(-2*math.Pi*cutoff/rate)}
}

func (f *lowpass) set(cutoff, rate float64) { f.a = 1 - math.Exp(-2*math.Pi*cutoff/rate) }

func (f *lowpass) step(x float64) float64 {
	f.y += f.a * (x - f.y)
	return f.y
}

// Synth makes effect e as mono samples in [-Peak, Peak] at rate samples
// a second. It is deterministic; None gives nothing.
func Synth(e Effect, rate int) []float32 {
	r := float64(rate)
	var s []float64
	switch e {
	case Dice:
		s = dice(r)
	case SmallArms:
		s = smallArms(r)
	case Cannon:
		s = cannon(r)
	case Explosion:
		s = explosion(r)
	case Engine:
		s = engine(r)
	case Aircraft:
		s = aircraft(r)
	case Click:
		s = click(r)
	case Card:
		s = card(r)
	case Coins:
		s = coins(r)
	default:
		return nil
	}
	return normalise(s)
}

func normalise(s []float64) []float32 {
	m := 0.0
	for _, v := range s {
		m = math.Max(m, math.Abs(v))
	}
	out := make([]float32, len(s))
	if m == 0 {
		return out
	}
	k := Peak / m
	for i, v := range s {
		out[i] = float32(v * k)
	}
	// Fade the last 5 ms so no effect ends on a click.
	n := min(len(out), SampleRate/200)
	for i := range n {
		out[len(out)-1-i] *= float32(i) / float32(n)
	}
	return out
}

func samples(sec, rate float64) []float64 { return make([]float64, int(sec*rate)) }

// tick adds one short knock at time t: a decaying tone with a noise
// attack, as a die striking the table.
func tick(s []float64, rate, t, freq, amp float64, g *rng) {
	i0 := int(t * rate)
	hp := 0.0
	for i := i0; i < len(s) && i < i0+int(0.03*rate); i++ {
		dt := float64(i-i0) / rate
		n := g.next()
		hp = n - hp*0.3 // brighten the noise a little
		s[i] += amp * (math.Exp(-dt/0.002)*0.8*hp + math.Exp(-dt/0.006)*math.Sin(2*math.Pi*freq*dt))
	}
}

// dice is a rattle: two dice tumbling, knocks closing up and fading.
func dice(rate float64) []float64 {
	s := samples(0.42, rate)
	g := rng(0x9e3779b97f4a7c15)
	t := 0.0
	for k := range 11 {
		amp := 1 - 0.06*float64(k)
		tick(s, rate, t, 2400+900*math.Abs(g.next()), amp, &g)
		tick(s, rate, t+0.012+0.01*math.Abs(g.next()), 3100+700*math.Abs(g.next()), 0.6*amp, &g)
		t += 0.045 - 0.0025*float64(k) + 0.01*g.next()
	}
	return s
}

// burst is a gunshot at time t: a noise crack with a body of lower noise.
func burst(s []float64, rate, t, amp, body, cutoff float64, g *rng) {
	i0 := int(t * rate)
	lp := newLowpass(cutoff, rate)
	for i := i0; i < len(s); i++ {
		dt := float64(i-i0) / rate
		env := math.Exp(-dt/0.004) + body*math.Exp(-dt/0.03)
		if env < 1e-4 {
			break
		}
		s[i] += amp * env * lp.step(g.next())
	}
}

// smallArms is a short burst of rifle and machine-gun fire.
func smallArms(rate float64) []float64 {
	s := samples(0.5, rate)
	g := rng(0x2545f4914f6cdd1d)
	t := 0.0
	for k := range 5 {
		burst(s, rate, t, 1-0.1*float64(k), 0.5, 3500, &g)
		t += 0.075 + 0.012*g.next()
	}
	return s
}

// cannon is one heavy report: a sharp crack, a falling boom and a tail.
func cannon(rate float64) []float64 {
	s := samples(0.9, rate)
	g := rng(0x1f83d9abfb41bd6b)
	lp := newLowpass(600, rate)
	ph := 0.0
	for i := range s {
		t := float64(i) / rate
		f := 45 + 90*math.Exp(-t/0.05)
		ph += 2 * math.Pi * f / rate
		boom := math.Exp(-t/0.16) * math.Sin(ph)
		lp.set(200+2500*math.Exp(-t/0.04), rate)
		noise := lp.step(g.next()) * (math.Exp(-t/0.008)*2.5 + 0.6*math.Exp(-t/0.25))
		s[i] = 0.9*boom + noise
	}
	return s
}

// explosion is filtered noise with a long decay, its brightness falling.
func explosion(rate float64) []float64 {
	s := samples(1.3, rate)
	g := rng(0x6a09e667f3bcc909)
	lp, lp2 := newLowpass(2000, rate), newLowpass(80, rate)
	for i := range s {
		t := float64(i) / rate
		lp.set(150+3000*math.Exp(-t/0.09), rate)
		n := g.next()
		attack := math.Min(1, t/0.004)
		s[i] = attack * (math.Exp(-t/0.32)*lp.step(n)*1.4 + math.Exp(-t/0.5)*lp2.step(n)*6)
	}
	return s
}

// engine is a short low rumble of a moving vehicle.
func engine(rate float64) []float64 {
	s := samples(0.75, rate)
	g := rng(0x3c6ef372fe94f82b)
	lp := newLowpass(260, rate)
	ph := 0.0
	for i := range s {
		t := float64(i) / rate
		ph += 2 * math.Pi * (42 + 6*t) / rate
		saw := 2*(ph/(2*math.Pi)-math.Floor(ph/(2*math.Pi))) - 1
		am := 0.7 + 0.3*math.Sin(2*math.Pi*11*t)
		env := math.Min(1, t/0.08) * math.Min(1, (0.75-t)/0.25)
		s[i] = env * am * lp.step(0.8*saw+0.5*g.next())
	}
	return s
}

// aircraft is a brief drone of propellers passing over.
func aircraft(rate float64) []float64 {
	s := samples(1.4, rate)
	g := rng(0xa54ff53a5f1d36f1)
	lp := newLowpass(700, rate)
	p1, p2 := 0.0, 0.0
	for i := range s {
		t := float64(i) / rate
		dop := 1 + 0.04*math.Tanh((0.7-t)*4) // pitch falls as it passes
		p1 += 2 * math.Pi * 96 * dop / rate
		p2 += 2 * math.Pi * 98.5 * dop / rate
		saw := func(p float64) float64 { return 2*(p/(2*math.Pi)-math.Floor(p/(2*math.Pi))) - 1 }
		x := saw(p1) + saw(p2) + 0.4*g.next()
		env := math.Sin(math.Pi * t / 1.4)
		s[i] = env * env * lp.step(x)
	}
	return s
}

// click is a soft key click for the buttons.
func click(rate float64) []float64 {
	s := samples(0.03, rate)
	g := rng(0xbb67ae8584caa73b)
	for i := range s {
		t := float64(i) / rate
		s[i] = math.Exp(-t/0.003)*math.Sin(2*math.Pi*1700*t) + 0.25*math.Exp(-t/0.001)*g.next()
	}
	return s
}

// card is a card slid and laid on the table: a swish of noise whose
// brightness rises, then a soft slap.
func card(rate float64) []float64 {
	s := samples(0.26, rate)
	g := rng(0x510e527fade682d1)
	lp := newLowpass(800, rate)
	hp := 0.0
	for i := range s {
		t := float64(i) / rate
		lp.set(700+5000*math.Min(1, t/0.15), rate)
		n := lp.step(g.next())
		hp += 0.2 * (n - hp) // keep the hiss, drop the rumble
		swish := math.Sin(math.Pi*math.Min(1, t/0.16)) * (n - hp)
		slap := 0.0
		if t >= 0.15 {
			dt := t - 0.15
			slap = 1.6 * math.Exp(-dt/0.012) * (g.next()*0.7 + math.Sin(2*math.Pi*180*dt))
		}
		s[i] = 0.8*swish + slap
	}
	return s
}

// coins is a few coins dropped on a counter: short metallic rings of
// inharmonic partials, each strike a little softer.
func coins(rate float64) []float64 {
	s := samples(0.5, rate)
	g := rng(0x9b05688c2b3e6c1f)
	t := 0.0
	for k := range 5 {
		base := 2900 + 500*math.Abs(g.next())
		amp := 1 - 0.14*float64(k)
		i0 := int(t * rate)
		for i := i0; i < len(s) && i < i0+int(0.16*rate); i++ {
			dt := float64(i-i0) / rate
			ring := math.Sin(2*math.Pi*base*dt) + 0.6*math.Sin(2*math.Pi*base*1.47*dt) + 0.35*math.Sin(2*math.Pi*base*2.09*dt)
			s[i] += amp * (math.Exp(-dt/0.045)*ring + math.Exp(-dt/0.0015)*g.next())
		}
		t += 0.06 + 0.025*math.Abs(g.next())
	}
	return s
}

// PCM16 is mono samples as 16-bit little-endian stereo, the format
// audio.NewPlayerFromBytes takes.
func PCM16(mono []float32) []byte {
	out := make([]byte, 4*len(mono))
	for i, v := range mono {
		x := int16(math.Round(float64(max(-1, min(1, v))) * 32767))
		out[4*i], out[4*i+1] = byte(x), byte(uint16(x)>>8)
		out[4*i+2], out[4*i+3] = byte(x), byte(uint16(x)>>8)
	}
	return out
}
