package game

import (
	"fmt"
	"slices"

	"frontline/game/cards"
	"frontline/game/hex"
	"frontline/game/units"
)

// Artillery fire missions (VI.7.6, VI.7.6.1, VI.7.6.2, Inset VI.6). A
// forward observer (a unit with Fire Missions and a Spotting Range) calls
// the fire of guns with an Indirect Fire weapon on a hex it can observe.
// One observer serves every gun that reaches the hex. Orders are given
// with CmdFireMission at these moments (readings for a digital game):
//
//   - the active side's Combat Phase (phase decision): the guns open an
//     engagement against a target in the hex (Destroy, Pin, Blind), or
//     stand ready over a hex (Cover), which is their combat for the phase;
//   - the defender's declare_retaliation decision: Interdict, resolved at
//     once before initiative is rolled (Q30), or Destroy, Pin, Blind and
//     Fire for Effect for the rounds; ordered guns retaliate with them;
//   - the attacker's engagement_round decision: new or changed orders for
//     the next round, Fire for Effect included.
//
// A gun keeps its order for the rest of the engagement; it fires it in
// its side's turn of every round, in declaration order like any unit.

// CmdFireMission: Command.Units are the guns, Command.Unit the forward
// observer, Command.Hex the target hex and/or Command.Target the unit
// aimed at (one of them is enough: without a target the top unit the guns
// can hit is chosen), Command.Option the mission ("destroy" when empty).
const CmdFireMission CommandKind = "fire_mission"

// EvFireMission: a fire mission was ordered; EvPinned: a unit was pinned.
const (
	EvFireMission EventKind = "fire_mission"
	EvPinned      EventKind = "pinned"
	EvCoverSet    EventKind = "cover_set"
)

// Mission is the kind of fire mission (VI.7.6.2).
type Mission string

const (
	MissionDestroy       Mission = "destroy"
	MissionFireForEffect Mission = "fire_for_effect"
	MissionPin           Mission = "pin"
	MissionBlind         Mission = "blind"
	MissionInterdict     Mission = "interdict"
	MissionCover         Mission = "cover"
	missionSmoke         Mission = "smoke" // smoke.go: a unit with Smoke lays it instead of firing
)

var missionNames = map[Mission]string{MissionDestroy: "Destroy", MissionFireForEffect: "Fire for Effect",
	MissionPin: "Pin", MissionBlind: "Blind", MissionInterdict: "Interdict", MissionCover: "Cover", missionSmoke: "Smoke"}

// Attack bonuses of the missions (VI.7.6.2).
const (
	DestroyBonus       = 3  // observed fire, +1 each later round at the same target
	DestroyBonusMax    = 10 // the rising bonus stops here
	FireForEffectBonus = 6  // after a hit in this or the previous round
	PinBonus           = 3
	BlindBonus         = 5
	InterdictBonus     = 5
	CoverBonus         = 3  // registered fire: adds to any other mission
	DamagingRoll       = 18 // Pin, Interdict: a natural 18+ that hits also does damage (Q11)
)

// FireOrder is one gun firing on an observer's orders in the open
// engagement.
type FireOrder struct {
	Gun      UnitID  `json:"gun"`
	Observer UnitID  `json:"observer"`
	Mission  Mission `json:"mission"`
	Target   UnitID  `json:"target"`
	Hex      hex.Hex `json:"hex"`                 // smoke: where it is laid
	Since    int     `json:"since"`               // first round at Target (Destroy's rising bonus)
	HitRound int     `json:"hit_round,omitempty"` // last round it hit Target (Fire for Effect)
	Hit      bool    `json:"hit,omitempty"`
	Cover    bool    `json:"cover,omitempty"` // a triggered Cover order adds its +3
	Done     bool    `json:"done,omitempty"`  // fired for effect: no more fire this engagement (Inset VI.6)
}

// Artillery is the fire-mission state of an engagement.
type Artillery struct {
	Orders      []FireOrder   `json:"orders,omitempty"`
	Smoke       []SmokeScreen `json:"smoke,omitempty"`       // smoke.go
	Interdicted bool          `json:"interdicted,omitempty"` // an Interdict hit: the defender wins initiative
	Interdict   bool          `json:"interdict,omitempty"`   // the Interdict was fired (once per engagement)
	Covered     string        `json:"covered,omitempty"`     // hex of a Cover order that triggered
	// Delayed: withdrawing units an Interdict held back; they check again
	// when round DelayedRound ends (interdict_withdraw.go).
	Delayed      []UnitID `json:"delayed,omitempty"`
	DelayedRound int      `json:"delayed_round,omitempty"`
}

// CoverOrder is a standing Cover mission over a hex, declared in a side's
// Combat Phase instead of fighting; it watches the enemy's next turn.
type CoverOrder struct {
	Side     units.Side `json:"side"`
	Hex      string     `json:"hex"`
	Guns     []UnitID   `json:"guns"`
	Observer UnitID     `json:"observer"`
	Step     int        `json:"step"`
}

func init() {
	register(CmdFireMission, DecidePhase, PhaseCombat, (*Game).fireMission)
	registerAlso(CmdFireMission, DecideRetaliation, DecideEngagementRound)
}

func (g *Game) artillery() *Artillery {
	e := g.OpenEngagement
	if e.Artillery == nil {
		e.Artillery = &Artillery{}
	}
	return e.Artillery
}

// orderOf is u's fire order in the open engagement, or nil.
func (g *Game) orderOf(id UnitID) *FireOrder {
	e := g.OpenEngagement
	if e == nil || e.Artillery == nil {
		return nil
	}
	for i := range e.Artillery.Orders {
		if e.Artillery.Orders[i].Gun == id {
			return &e.Artillery.Orders[i]
		}
	}
	return nil
}

// indirectWeapon is the index of u's Indirect Fire weapon that still has
// munitions, or -1.
func (g *Game) indirectWeapon(u *Unit) int {
	for i, w := range u.Face().Weapons {
		if w.Indirect && !u.depleted(i) {
			return i
		}
	}
	return -1
}

// forbiddingEvent names the event in force whose effect of kind hits side,
// or "".
func (g *Game) forbiddingEvent(side units.Side, kind cards.EffectKind) string {
	if !g.effectActive(side, kind) {
		return ""
	}
	for _, a := range g.InForce {
		if e, ok := g.content.Events.Get(a.Card); ok {
			for _, eff := range e.Effects {
				if eff.Kind == kind && effectHits(eff.Side, a.Drawer, side) {
					return e.Title
				}
			}
		}
	}
	return string(kind)
}

// observerBar says why o cannot call fire on hex h in round r of the
// open engagement, or "".
func (g *Game) observerBar(o *Unit, h hex.Hex, r int) string {
	sp := o.Card.Special
	switch {
	case !o.Deployed():
		return "it is not on the map"
	case !sp.FireMissions || sp.SpottingOp < 0:
		return "it has no Fire Missions and Spotting Range (VI.7.6.1)"
	case g.Unsupplied(o):
		return "it is left unsupplied and uses no special function (V.3.2)"
	case hex.Distance(o.Hex, h) > sp.SpottingOp:
		return fmt.Sprintf("%s is %d hex(es) away, beyond its Spotting Range of %d (VI.7.6.1)", h, hex.Distance(o.Hex, h), sp.SpottingOp)
	case g.smokedIn(o.Hex, r):
		return "smoke in its hex blinds it (VI.7.6.2 Blind)"
	}
	return ""
}

// gunBar says why u cannot fire a mission at hex h now, or "". inFight:
// u already fights on its side of the open engagement.
func (g *Game) gunBar(u *Unit, h hex.Hex, inFight bool) string {
	bar := g.fighterBar(u, false)
	if inFight {
		bar = g.shooterBar(u)
	} else if bar == "" && u.Side == g.Active {
		bar = g.attackerBar(u, false)
	}
	if bar != "" {
		return bar
	}
	idx := -1
	for i, w := range u.Face().Weapons {
		if w.Indirect {
			idx = i
		}
	}
	switch {
	case idx < 0:
		return "it has no Indirect Fire weapon (glossary, Indirect Fire)"
	case g.indirectWeapon(u) < 0:
		return "it fired for effect and its munitions are spent until its next Supply Phase (Inset VI.6)"
	case u.MovedStep == g.Step:
		return "it moved this turn and is not set up (VI.7.6)"
	case u.Side != g.Active && u.IdleUntil > g.Players[u.Side].Turn:
		return "it is still setting up (VI.7.6)"
	case hex.Distance(u.Hex, h) > u.Face().Weapons[idx].RangeOp:
		return fmt.Sprintf("%s is %d hex(es) away, beyond its range of %d (VI.7.6)", h, hex.Distance(u.Hex, h), u.Face().Weapons[idx].RangeOp)
	}
	return ""
}

// missionTarget finds the unit aimed at: cmd.Target, or the top enemy
// unit in the hex every gun can hit.
func (g *Game) missionTarget(cmd Command, guns []*Unit, allowed func(*Unit) bool) (*Unit, hex.Hex, error) {
	if cmd.Target != 0 {
		t := g.Unit(cmd.Target)
		if t == nil || t.Side == cmd.Side || !g.Sees(cmd.Side, t.ID) {
			return nil, hex.Hex{}, fmt.Errorf("target %d is not an enemy unit you can see (V.5.2)", cmd.Target)
		}
		if cmd.Hex != nil && *cmd.Hex != t.Hex {
			return nil, hex.Hex{}, fmt.Errorf("%s is not in %s", g.describe(t), *cmd.Hex)
		}
		if b := g.targetBar(t); b != "" {
			return nil, hex.Hex{}, fmt.Errorf("%s cannot be attacked: %s", g.describe(t), b)
		}
		if !allowed(t) {
			return nil, hex.Hex{}, fmt.Errorf("%s is not in this engagement (V.5.3)", g.describe(t))
		}
		for _, u := range guns {
			if w := u.Face().Weapons[g.indirectWeapon(u)]; !w.Hits(t.Card.TargetKind()) {
				return nil, hex.Hex{}, fmt.Errorf("%s may not target %s (V.5.2)", w.Name, t.Card.TargetKind())
			}
		}
		return t, t.Hex, nil
	}
	if cmd.Hex == nil {
		return nil, hex.Hex{}, fmt.Errorf("a fire mission names a target hex or unit (VI.7.6)")
	}
	st := g.Stack(*cmd.Hex)
	for i := len(st) - 1; i >= 0; i-- {
		t := st[i]
		ok := t.Side != cmd.Side && g.Sees(cmd.Side, t.ID) && g.targetBar(t) == "" && allowed(t)
		for _, u := range guns {
			ok = ok && u.Face().Weapons[g.indirectWeapon(u)].Hits(t.Card.TargetKind())
		}
		if ok {
			return t, t.Hex, nil
		}
	}
	return nil, hex.Hex{}, fmt.Errorf("no enemy unit you can see in %s is a target for these guns (V.5.2)", *cmd.Hex)
}

// fireMission answers CmdFireMission.
func (g *Game) fireMission(cmd Command) ([]Event, error) {
	m := Mission(cmd.Option)
	if m == "" {
		m = MissionDestroy
	}
	if _, ok := missionNames[m]; !ok || m == missionSmoke {
		return nil, fmt.Errorf("unknown fire mission %q: destroy, fire_for_effect, pin, blind, interdict or cover (VI.7.6.2)", cmd.Option)
	}
	if ev := g.forbiddingEvent(cmd.Side, cards.NoFireMissions); ev != "" {
		return nil, fmt.Errorf("no fire missions while the event %s is in force (VI.7.6, III.6.3)", ev)
	}
	if len(cmd.Units) == 0 {
		return nil, fmt.Errorf("a fire mission needs at least one gun (VI.7.6)")
	}
	e := g.OpenEngagement
	phase := g.Pending.Kind
	switch {
	case m == MissionCover && phase != DecidePhase:
		return nil, fmt.Errorf("Cover is declared in your own Combat Phase instead of fighting (VI.7.6.2 Cover)")
	case phase == DecideInterdictWithdraw && m != MissionInterdict: // interdict_withdraw.go
		return nil, fmt.Errorf("only an Interdict meets a withdrawal (VI.7.6.2 Interdict)")
	case m == MissionInterdict && phase != DecideRetaliation && phase != DecideInterdictWithdraw:
		return nil, fmt.Errorf("Interdict meets an enemy attack: the defender fires it before initiative (VI.7.6.2 Interdict, Q30)")
	case m == MissionInterdict && e.Artillery != nil && e.Artillery.Interdict:
		return nil, fmt.Errorf("the Interdict of this engagement has been fired (VI.7.6.2 Interdict)")
	case m == MissionFireForEffect && phase == DecidePhase:
		return nil, fmt.Errorf("Fire for Effect needs a hit by observed fire in this or the previous combat round (VI.7.6.2 Fire for Effect)")
	}
	o := g.Unit(cmd.Unit)
	if o == nil || o.Side != cmd.Side {
		return nil, fmt.Errorf("unit %d is not one of your units: name the forward observer (VI.7.6)", cmd.Unit)
	}
	// Guns: own units, named once; those already fighting on this side of
	// the engagement may take a new order.
	var guns []*Unit
	var mine []UnitID
	if e != nil {
		mine = fighterIDs(e.Attackers)
		if cmd.Side != e.Attacker {
			mine = fighterIDs(e.Defenders)
		}
	}
	for _, id := range cmd.Units {
		u := g.Unit(id)
		if u == nil || u.Side != cmd.Side {
			return nil, fmt.Errorf("unit %d is not one of your units", id)
		}
		if slices.Contains(guns, u) {
			return nil, fmt.Errorf("unit %d is named twice", id)
		}
		guns = append(guns, u)
	}
	if m == MissionCover {
		return g.declareCover(cmd, o, guns)
	}
	allowed := func(*Unit) bool { return true }
	switch phase {
	case DecideRetaliation:
		att := fighterIDs(e.Attackers)
		allowed = func(t *Unit) bool { return containsID(att, t.ID) }
	case DecideEngagementRound:
		def := g.defendingIDs()
		allowed = func(t *Unit) bool { return containsID(def, t.ID) }
	case DecideInterdictWithdraw: // interdict_withdraw.go: the units falling back
		allowed = func(t *Unit) bool { return containsID(g.Withdrawing.Queue, t.ID) }
	}
	for _, u := range guns { // a gun without munitions: gunBar says why before a target is sought
		if g.indirectWeapon(u) < 0 {
			return nil, fmt.Errorf("%s cannot fire a mission: %s", g.describe(u), g.gunBar(u, u.Hex, containsID(mine, u.ID)))
		}
	}
	t, h, err := g.missionTarget(cmd, guns, allowed)
	if err != nil {
		return nil, err
	}
	if b := g.observerBar(o, h, g.roundAhead()); b != "" {
		return nil, fmt.Errorf("%s cannot call fire on %s: %s", g.describe(o), h, b)
	}
	for _, u := range guns {
		if b := g.gunBar(u, h, containsID(mine, u.ID)); b != "" {
			return nil, fmt.Errorf("%s cannot fire a mission: %s", g.describe(u), b)
		}
		if m == MissionFireForEffect && !g.hitForEffect(cmd.Side, t) {
			return nil, fmt.Errorf("Fire for Effect needs a hit on %s by observed fire in this or the previous combat round (VI.7.6.2 Fire for Effect)", g.describe(t))
		}
	}

	// Valid: open the engagement (the phase decision) or record the orders.
	var evs []Event
	if phase == DecidePhase {
		var err error
		if evs, err = g.attack(Command{Kind: CmdAttack, Side: cmd.Side, Units: cmd.Units, Target: t.ID}); err != nil {
			return nil, err
		}
		e = g.OpenEngagement
	}
	a := g.artillery()
	round := max(e.Round, 1)
	if phase == DecideEngagementRound {
		round = e.Round + 1
	}
	ev := Event{Kind: EvFireMission, Side: cmd.Side, Units: []UnitID{o.ID, t.ID}, Rule: "VI.7.6.2"}
	var orders []FireOrder
	for _, u := range guns {
		ord := FireOrder{Gun: u.ID, Observer: o.ID, Mission: m, Target: t.ID, Since: round, Cover: g.coveringNow(u, h)}
		if old := g.orderOf(u.ID); old != nil {
			if old.Target == t.ID {
				ord.Since, ord.Hit, ord.HitRound = old.Since, old.Hit, old.HitRound
			}
			*old = ord
		} else {
			a.Orders = append(a.Orders, ord)
		}
		orders = append(orders, ord)
		ev.Units = appendID(ev.Units, u.ID)
		if phase == DecideEngagementRound && !containsID(mine, u.ID) { // a gun joins the attack
			e.Attackers = append(e.Attackers, Fighter{Unit: u.ID, Target: t.ID})
			evs = append(evs, g.engage([]Fighter{{Unit: u.ID, Target: t.ID}})...)
		}
		if phase == DecideEngagementRound {
			for i := range e.Attackers {
				if e.Attackers[i].Unit == u.ID {
					e.Attackers[i].Target = t.ID
				}
			}
		}
	}
	ev.Text = fmt.Sprintf("%s calls a %s mission on %s in %s for %s.", g.describe(o), missionNames[m], g.describe(t), h, g.gunNames(guns))
	evs = append(evs, ev)
	switch {
	case phase == DecideInterdictWithdraw:
		evs = append(evs, g.interdictWithdrawal(orders, h)...) // interdict_withdraw.go
	case m == MissionInterdict:
		evs = append(evs, g.interdict(orders, h)...)
	}
	if phase == DecideEngagementRound {
		g.Pending.Choices = g.liveAttackers()
	}
	return evs, nil
}

// roundAhead is the round the next shots of the open engagement belong to
// (0 without one), as seen from a decision.
func (g *Game) roundAhead() int {
	if e := g.OpenEngagement; e != nil {
		return e.Round + 1
	}
	return 0
}

func (g *Game) gunNames(guns []*Unit) string {
	s := ""
	for i, u := range guns {
		if i > 0 {
			s += ", "
		}
		s += g.describe(u)
	}
	return s
}

// hitForEffect: a gun of side hit t with observed fire in the current or
// previous round of the open engagement (VI.7.6.2 Fire for Effect).
func (g *Game) hitForEffect(side units.Side, t *Unit) bool {
	e := g.OpenEngagement
	if e == nil || e.Artillery == nil {
		return false
	}
	for _, o := range e.Artillery.Orders {
		if o.Hit && o.Target == t.ID && g.Unit(o.Gun).Side == side && o.HitRound >= e.Round-1 {
			return true
		}
	}
	return false
}

// declareCover records a standing Cover order over a hex: the guns watch
// it through the enemy's next turn instead of fighting now.
func (g *Game) declareCover(cmd Command, o *Unit, guns []*Unit) ([]Event, error) {
	if cmd.Hex == nil {
		return nil, fmt.Errorf("Cover names the hex to watch (VI.7.6.2 Cover)")
	}
	h := *cmd.Hex
	if !g.scenario.Map.InBounds(h) {
		return nil, fmt.Errorf("%s is not on the map", h)
	}
	if b := g.observerBar(o, h, 0); b != "" {
		return nil, fmt.Errorf("%s cannot watch %s: %s", g.describe(o), h, b)
	}
	for _, u := range guns {
		if b := g.gunBar(u, h, false); b != "" {
			return nil, fmt.Errorf("%s cannot cover %s: %s", g.describe(u), h, b)
		}
	}
	keep := g.Covers[:0]
	for _, c := range g.Covers {
		if g.Step <= c.Step+1 {
			keep = append(keep, c)
		}
	}
	g.Covers = keep
	c := CoverOrder{Side: cmd.Side, Hex: h.String(), Observer: o.ID, Step: g.Step}
	ids := []UnitID{o.ID}
	for _, u := range guns {
		u.EngagedStep = g.Step // Cover is their combat this phase
		c.Guns = append(c.Guns, u.ID)
		ids = append(ids, u.ID)
	}
	g.Covers = append(g.Covers, c)
	return []Event{{Kind: EvCoverSet, Side: cmd.Side, Units: ids, Rule: "VI.7.6.2", Secret: true,
		Text: fmt.Sprintf("%s registers %s on %s: Cover through the enemy's next turn.", g.describe(o), g.gunNames(guns), h)}}, nil
}

// coveringNow: u has a Cover order on h from its side's last turn, and an
// enemy attacker moved into h this turn (VI.7.6.2 Cover).
func (g *Game) coveringNow(u *Unit, h hex.Hex) bool {
	e := g.OpenEngagement
	if e == nil || u.Side == e.Attacker {
		return false
	}
	for _, c := range g.Covers {
		if c.Side != u.Side || c.Step+1 != g.Step || c.Hex != h.String() || !containsID(c.Guns, u.ID) {
			continue
		}
		for _, f := range e.Attackers {
			if a := g.Unit(f.Unit); a.Deployed() && a.Hex == h && a.MovedStep == g.Step {
				return true
			}
		}
	}
	return false
}
