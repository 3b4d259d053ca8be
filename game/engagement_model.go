package game

import (
	"fmt"
	"sync"
	"sync/atomic"

	"frontline/game/dice"
	"frontline/game/units"
)

// The compact model of one declared engagement, on which its outcome
// odds are sampled without a copy of the game per trial
// (engagement_model_trial.go). It is taken once from the state the
// declaring side's View shows (oddsModel, Inset VIII.1), after the
// declaration and the defender's retaliation under the odds policy
// (engagement_odds.go), and holds only what the rounds change: each
// engaged unit's side and state, the crews inside, the fighters with
// their targets and weapon orders, and the initiative odds. Everything
// the engine decides from the rest of the state (legal targets, weapons
// in reach, every shot's modifiers) is asked of the engine itself on that
// state, once per combination of the few unit states it depends on
// (engagement_model_probe.go).
//
// What the rounds of the model do, as fightRound does (Inset V.6):
//   - initiative once, by the engine's modifiers (V.5.5); nobody
//     retaliating: the attackers fire alone;
//   - each side fires in declaration order; a unit without a legal target
//     switches to the first foe it can harm, else the first legal one
//     (V.5.3); it fires its ordered weapons, or its first primary and
//     first secondary in reach, each as often as its rate of fire, until
//     its target falls or it jams (Inset V.6 steps 4-6);
//   - damage adds up within the round (step 8); a pierced hit hurts the
//     crew inside too (Inset VI.5); a unit destroyed with its crew inside
//     rolls Table VI.3 for the crew (VI.7.5); a unit that loses its crew
//     fires no more (glossary, Crew);
//   - a jammed weapon is out for that round and the next (step 6);
//   - an aircraft in flight drops a one-time munition with its first shot
//     and has it no more (VI.7.4); its pilot, surviving the fall, is
//     captured when enemy ground units stand below (VI.1.2);
//   - the engagement ends when nobody engaged can harm the other side
//     (V.5.4), or at the round cap.
//
// Experience, score and momentum come after the engagement and change
// nothing within it. What the model does not hold (fire missions and
// smoke, Hit & Run, passengers and towed guns, emplacements sheltering
// troops, pinned units, more than emMax units) is named by unmodelled:
// those engagements are sampled on copies of the game
// (engagement_odds_sampler.go).

// Model limits: units (bits of a uint16) and fighters per engagement,
// weapons per unit (bits of a uint8), one-time munitions per fighter.
const (
	emMax        = 16
	emMaxFighter = 12
	emMaxWeapons = 8
	emMaxSpent   = 3
)

// engModel is one engagement ready to be fought out in the model.
type engModel struct {
	g        *Game // the model state after the declarations: probes ask it
	units    []emUnit
	fighters []emFighter
	nAtt     int       // fighters [0,nAtt) attack, the rest retaliate
	turns    [2][]int8 // the fighters in firing order: the attackers' first, the defenders' first
	pFirst   float64   // chance that the attackers fire first
	start    emTrial   // the state every trial starts from
	targets  []int8    // the initial targets (model indexes), for who is left
	order    []UnitID
	real     int                       // units of the game itself; assumed crews come after
	probes   []atomic.Pointer[emProbe] // by combination (probe), nil until asked
	asking   sync.Mutex
	spentDim int // 1 << the most one-time munitions of one fighter
}

// emUnit is one unit the engagement may change.
type emUnit struct {
	u         *Unit
	crew      int8 // model index of the crew inside, -1 without
	host      int8 // model index of the unit it crews, -1 unless a crew inside
	fighter   int8 // index among the fighters, -1 if it does not fire
	needsCrew bool // fires only with its crew inside (glossary, Crew)
	dam0      bool // damaged when the engagement began
	// Endurance of its full and damaged faces (combat.Outcome).
	full, half int16
	// A pilot inside an aircraft in flight: landing, it is captured when
	// captors holds a unit still standing (model indexes) or always.
	pilot   bool
	captors uint16
	always  bool
}

// emFighter is one firing unit.
type emFighter struct {
	unit   int8
	target int8 // initial target
	orders []emOrder
	foes   []int8 // whom it may switch to (V.5.3), in the engine's order
	spends []int  // its one-time munitions still aboard, by weapon index (VI.7.4)
}

// emOrder is a weapon order (fire_orders.go): target -1 follows the unit's.
type emOrder struct {
	weapon int
	target int8
	ammo   uint8 // ammoCode
}

// engagementModel builds the model of the engagement decl would start,
// as viewer sees it. It reports an unmodelled feature as an error of
// type errUnmodelled.
func (g *Game) engagementModel(decl Command) (*engModel, error) {
	m := g.oddsModel(decl.Side)
	m.dice = dice.New(0) // the declarations roll nothing; never g's dice
	if err := m.declareForOdds(decl); err != nil {
		return nil, err
	}
	e := m.OpenEngagement
	if e == nil || m.Pending.Kind != DecideRetaliation {
		return nil, errUnmodelled("the engagement does not wait for a retaliation")
	}
	if err := m.retaliateForOdds(m.oddsRetaliation()); err != nil {
		return nil, err
	}
	if why := m.unmodelled(); why != "" {
		return nil, errUnmodelled(why)
	}
	em := &engModel{g: m, real: len(g.Units), pFirst: 1}
	if len(e.Defenders) > 0 {
		am, dm := m.momentumInitiative(m.attackModifiers(), m.defenceModifiers())
		em.pFirst = contestOdds(sumMods(am), sumMods(dm))
	}
	if err := em.collect(); err != nil {
		return nil, err
	}
	return em, nil
}

// errUnmodelled names what the model does not hold.
type errUnmodelled string

func (e errUnmodelled) Error() string { return "not in the engagement model: " + string(e) }

// retaliateForOdds does what declareRetaliation does before initiative:
// the defenders, their weapon orders, guns joining under fire orders, and
// the fighters marked engaged (found, if hidden).
func (m *Game) retaliateForOdds(answer Command) error {
	e := m.OpenEngagement
	fs, err := pairs(answer, true)
	if err != nil {
		return err
	}
	attackers := fighterIDs(e.Attackers)
	if err := m.withFireOrders(answer, fs, func(t *Unit) bool { return containsID(attackers, t.ID) }); err != nil {
		return err
	}
	e.Defenders, e.Declared = m.joinFireOrders(fs), true
	m.engage(e.Defenders)
	return nil
}

// unmodelled names a feature of the open engagement the model does not
// hold, or "".
func (m *Game) unmodelled() string {
	e := m.OpenEngagement
	switch {
	case e.Artillery != nil:
		return "fire missions or smoke (VI.7.6)"
	case m.hitAndRunAttack():
		return "a Hit & Run attack"
	}
	for _, id := range m.engagedIDs() {
		u := m.Unit(id)
		switch {
		case m.transportOf(u) != nil || len(m.loadOf(u)) > 0 || riderTank(u) && len(m.passengers(u)) > 0:
			return "passengers or towed guns (VI.3)"
		case m.shelterOf(u) != nil || shelters(u) && m.occupant(u) != nil:
			return "troops sheltering in an emplacement"
		case u.PinnedStep == m.Step && u.PinnedRound > 0, u.HoldStep == m.Step && u.HoldRound > 0:
			return "pinned units or passengers getting off"
		case len(u.Card.Full.Weapons) > emMaxWeapons || len(u.Card.Damaged.Weapons) > emMaxWeapons:
			return "a unit with too many weapons"
		case len(spendable(u)) > emMaxSpent:
			return "an aircraft with too many one-time munitions"
		}
	}
	return ""
}

// spendable lists the one-time munitions u may still drop in this
// engagement, by weapon index on either face (VI.7.4): only an aircraft
// in flight drops them.
func spendable(u *Unit) []int {
	if !airborne(u) {
		return nil
	}
	var out []int
	for _, ws := range [2][]units.Weapon{u.Card.Full.Weapons, u.Card.Damaged.Weapons} {
		for i, w := range ws {
			if w.Expended && !u.depleted(i) && !containsInt(out, i) {
				out = append(out, i)
			}
		}
	}
	return out
}

// engagedIDs are the units the engagement may change: fighters, initial
// targets, the crews inside them and the units crews operate.
func (m *Game) engagedIDs() []UnitID {
	e := m.OpenEngagement
	var out []UnitID
	for _, id := range append(append(fighterIDs(e.Attackers), e.Targets...), fighterIDs(e.Defenders)...) {
		out = appendID(out, id)
	}
	for i := 0; i < len(out); i++ {
		u := m.Unit(out[i])
		if c := m.crewOf(u); c != nil {
			out = appendID(out, c.ID)
		}
		if h := m.carrier(u); h != nil && h.ID == u.Mans {
			out = appendID(out, h.ID)
		}
	}
	return out
}

// collect lists the model's units and fighters.
func (em *engModel) collect() error {
	m := em.g
	e := m.OpenEngagement
	ids := m.engagedIDs()
	if len(ids) > emMax || len(e.Attackers)+len(e.Defenders) > emMaxFighter {
		return errUnmodelled(fmt.Sprintf("more than %d units or %d firing units", emMax, emMaxFighter))
	}
	index := func(id UnitID) int8 {
		for i, x := range ids {
			if x == id {
				return int8(i)
			}
		}
		return -1
	}
	for i, id := range ids {
		u := m.Unit(id)
		mu := emUnit{u: u, crew: -1, host: -1, fighter: -1,
			needsCrew: u.Card.Special.RequiresCrew != units.NoCrew, dam0: u.Damaged,
			full: int16(u.Card.Full.Endurance), half: int16(u.Card.Damaged.Endurance)}
		if c := m.crewOf(u); c != nil {
			mu.crew = index(c.ID)
		}
		if h := m.carrier(u); h != nil && h.ID == u.Mans {
			mu.host = index(h.ID)
			mu.pilot = airborne(h)
		}
		if mu.pilot {
			for _, x := range m.unitsIn(u.Hex) {
				if !canCapturePilot(x, u) {
					continue
				}
				if j := index(x.ID); j >= 0 {
					mu.captors |= 1 << j
				} else {
					mu.always = true
				}
			}
		}
		em.units = append(em.units, mu)
		if u.Damaged {
			em.start.st[i] = emDamaged
		}
	}
	em.spentDim = 1
	add := func(fs []Fighter, foes []UnitID) {
		for _, f := range fs {
			mf := emFighter{unit: index(f.Unit), target: index(f.Target), spends: spendable(m.Unit(f.Unit))}
			for _, o := range f.Fire {
				mf.orders = append(mf.orders, emOrder{weapon: o.Weapon, target: index(o.Target), ammo: ammoCode(o.Ammo)})
			}
			for _, id := range foes {
				mf.foes = append(mf.foes, index(id))
			}
			em.spentDim = max(em.spentDim, 1<<len(mf.spends))
			em.start.target[len(em.fighters)] = mf.target
			em.units[mf.unit].fighter = int8(len(em.fighters))
			em.fighters = append(em.fighters, mf)
		}
	}
	add(e.Attackers, m.defendingIDs())
	em.nAtt = len(em.fighters)
	add(e.Defenders, fighterIDs(e.Attackers))
	for fi := range em.fighters { // each side fires in declaration order (fireSide)
		em.turns[0] = append(em.turns[0], int8(fi))
		em.turns[1] = append(em.turns[1], int8((fi+em.nAtt)%len(em.fighters)))
	}
	for _, id := range e.Targets {
		em.targets = append(em.targets, index(id))
	}
	em.order = append(fighterIDs(e.Attackers), e.Targets...)
	em.probes = make([]atomic.Pointer[emProbe], len(em.units)*len(em.units)*probeCombos*em.spentDim)
	return nil
}

// contestOdds is the chance that d10+a beats d10+b, ties rolled again
// (dice.Contest, Inset V.6 step 3).
func contestOdds(a, b int) float64 {
	win, tie := 0, 0
	for x := 1; x <= 10; x++ {
		for y := 1; y <= 10; y++ {
			switch {
			case x+a > y+b:
				win++
			case x+a == y+b:
				tie++
			}
		}
	}
	return float64(win) / float64(100-tie)
}
