package game

import (
	"fmt"

	"frontline/game/combat"
	"frontline/game/hex"
)

// Fire missions in the rounds of an engagement (VI.7.6.2, Inset VI.6),
// the Interdict before initiative (Q30) and the initiative they win.

// shotOpts changes one shot of fireWith: extra attack modifiers (smoke,
// missions), a d20 already rolled (Fire for Effect, Pin and Interdict
// damage), doubled intensity (Fire for Effect).
type shotOpts struct {
	mods   []modifier
	roll   int
	double bool
	ammo   Ammo // fire_orders.go: the rounds chosen (VI.7.3)
}

// presetDice hands out a d20 already rolled for the attack, then defers
// to the game's dice.
type presetDice struct {
	roll int
	next combat.Dice
}

func (p *presetDice) Roll(sides int, purpose string) int {
	if purpose == combat.RollAttack && p.roll > 0 {
		v := p.roll
		p.roll = 0
		return v
	}
	return p.next.Roll(sides, purpose)
}

func (o shotOpts) dice(d combat.Dice) combat.Dice {
	if o.roll == 0 {
		return d
	}
	return &presetDice{roll: o.roll, next: d}
}

// missionMods are the attack bonuses of an order (VI.7.6.2).
func (g *Game) missionMods(o *FireOrder) []modifier {
	e := g.OpenEngagement
	name := missionNames[o.Mission] + " mission (VI.7.6.2)"
	var ms []modifier
	switch o.Mission {
	case MissionDestroy:
		ms = append(ms, modifier{min(DestroyBonus+max(e.Round-o.Since, 0), DestroyBonusMax), name})
	case MissionFireForEffect:
		ms = append(ms, modifier{FireForEffectBonus, name})
	case MissionPin:
		ms = append(ms, modifier{PinBonus, name})
	case MissionBlind:
		ms = append(ms, modifier{BlindBonus, name})
	case MissionInterdict:
		ms = append(ms, modifier{InterdictBonus, name})
	case MissionCover:
		ms = append(ms, modifier{CoverBonus, name})
	}
	if o.Cover && o.Mission != MissionCover {
		ms = append(ms, modifier{CoverBonus, "Cover (VI.7.6.2)"})
	}
	return ms
}

// missionHit: a natural 1 misses (and jams), a 20 hits, otherwise the
// total must reach the rating (Inset V.6 step 6, Q12).
func missionHit(roll int, ms []modifier, attack int) bool {
	return roll != 1 && (roll == 20 || roll+sumMods(ms) >= attack)
}

// artilleryTurn is a fighter's turn to fire when artillery rules take
// it over: a pinned unit holds its fire, a unit laying smoke lays it, a
// gun under a fire order fires its mission. It reports whether the turn
// was taken; events may come either way.
func (g *Game) artilleryTurn(f *Fighter, attackers bool, rd *round) ([]Event, bool) {
	e := g.OpenEngagement
	u := g.Unit(f.Unit)
	if u.PinnedStep == g.Step && u.PinnedRound == e.Round {
		return []Event{{Kind: EvPinned, Side: u.Side, Units: []UnitID{u.ID}, Rule: "VI.7.6.2",
			Text: fmt.Sprintf("%s is pinned down and holds its fire this round (VI.7.6.2 Pin).", g.describe(u))}}, true
	}
	o := g.orderOf(u.ID)
	switch {
	case o == nil:
		return nil, false
	case o.Done:
		return nil, true // fired for effect: done for this engagement (Inset VI.6)
	case o.Mission == missionSmoke:
		return g.laySmoke(u, o), true
	}
	idx := g.indirectWeapon(u)
	if idx < 0 || g.jammed(u.ID, idx) {
		return nil, false
	}
	foes := fighterIDs(e.Attackers)
	if attackers {
		foes = g.defendingIDs()
	}
	var evs []Event
	t := g.Unit(f.Target)
	if !g.legalTarget(u, t) || !containsID(foes, t.ID) {
		if t = g.retarget(u, foes); t == nil {
			return nil, false
		}
		f.Target = t.ID
		evs = append(evs, Event{Kind: EvAttackDeclared, Side: u.Side, Units: []UnitID{u.ID, t.ID}, Rule: "V.5.3",
			Text: fmt.Sprintf("%s switches its fire to %s.", g.describe(u), g.describe(t))})
	}
	if b := g.observerBar(g.Unit(o.Observer), t.Hex, e.Round); b != "" || hex.Distance(u.Hex, t.Hex) > u.Face().Weapons[idx].RangeOp {
		g.dropOrder(u.ID)
		return append(evs, Event{Kind: EvFireMission, Side: u.Side, Units: []UnitID{u.ID, t.ID}, Rule: "VI.7.6",
			Text: fmt.Sprintf("%s has no observer on %s any more and fires unobserved.", g.describe(u), g.describe(t))}), false
	}
	if o.Target != t.ID {
		o.Target, o.Since, o.Hit = t.ID, e.Round, false
	}
	if o.Mission == MissionFireForEffect {
		return append(evs, g.fireForEffect(u, t, rd)...), true
	}
	return append(evs, g.missionShots(u, idx, o, t, attackers, rd)...), true
}

// dropOrder removes u's fire order, if any.
func (g *Game) dropOrder(id UnitID) {
	a := g.OpenEngagement.Artillery
	if a == nil {
		return
	}
	for i := range a.Orders {
		if a.Orders[i].Gun == id {
			a.Orders = append(a.Orders[:i], a.Orders[i+1:]...)
			return
		}
	}
}

// missionShots fires a gun's Destroy, Cover, Pin or Blind mission, once
// per rate of fire (glossary, Double / Triple Fire).
func (g *Game) missionShots(u *Unit, idx int, o *FireOrder, t *Unit, attackers bool, rd *round) []Event {
	e := g.OpenEngagement
	w := u.Face().Weapons[idx]
	var evs []Event
	for range max(w.Rate, 1) {
		if !t.Deployed() || g.shooterBar(u) != "" {
			break
		}
		ms := append(g.missionMods(o), g.smokeMods(t)...)
		if o.Mission == MissionDestroy || o.Mission == MissionCover {
			ev, r := g.fireWith(u, idx, t, rd, shotOpts{mods: ms})
			evs = append(evs, ev...)
			if r.Hit {
				o.Hit, o.HitRound = true, e.Round
			}
			if r.Jammed {
				break
			}
			continue
		}
		roll := g.dice.D20(fmt.Sprintf("attack (%s mission)", missionNames[o.Mission]), "VI.7.6.2")
		ev := Event{Kind: EvShot, Side: u.Side, Units: []UnitID{u.ID, t.ID}, Rule: "VI.7.6.2", Rolls: g.dice.TakeRolls()}
		head := fmt.Sprintf("%s fires a %s mission at %s: d20 %d%s vs %d", g.describe(u), missionNames[o.Mission], g.describe(t), roll, modText(ms), w.Attack)
		switch {
		case roll == 1:
			e.Jams = append(e.Jams, Jam{Unit: u.ID, Weapon: idx, Round: e.Round})
			ev.Text = head + ", natural 1: the gun jams for this round and the next."
			return append(evs, ev)
		case !missionHit(roll, ms, w.Attack):
			ev.Text = head + ", miss."
			evs = append(evs, ev)
			continue
		}
		o.Hit, o.HitRound = true, e.Round
		if o.Mission == MissionBlind {
			g.addSmoke(t.Hex)
			ev.Text = head + fmt.Sprintf(", hit: smoke covers %s for %d combat rounds (glossary, Smoke).", t.Hex, SmokeRounds)
			evs = append(evs, ev)
			continue
		}
		ev.Kind = EvPinned
		ev.Text = head + ", hit: " + g.pin(t, attackers)
		evs = append(evs, ev)
		if roll >= DamagingRoll { // Q11: the natural die
			more, _ := g.fireWith(u, idx, t, rd, shotOpts{mods: ms, roll: roll})
			evs = append(evs, more...)
		}
	}
	return evs
}

// pin stops t from firing, moving or withdrawing in its side's next turn
// to fire: this round if its side has yet to fire in it, else the next
// (VI.7.6.2 Pin; our reading of "their next Combat Round").
func (g *Game) pin(t *Unit, attackers bool) string {
	e := g.OpenEngagement
	t.PinnedStep, t.PinnedRound = g.Step, e.Round+1
	when := "next round"
	if attackers == e.AttackerFirst { // the pinned side fires after this one
		t.PinnedRound, when = e.Round, "this round"
	}
	return fmt.Sprintf("%s is pinned and may not fire, move or withdraw %s.", g.describe(t), when)
}

// pinnedAhead: u is pinned for the next round to be fought.
func (g *Game) pinnedAhead(u *Unit) bool {
	e := g.OpenEngagement
	return e != nil && u.PinnedStep == g.Step && u.PinnedRound > e.Round
}

// fireForEffect fires every gun ordered to Fire for Effect on t with one
// d20 (+6); on a hit each gun resolves its damage with the intensity
// doubled once (Q10). The guns are then done until their side's next
// Supply Phase (Inset VI.6).
func (g *Game) fireForEffect(first *Unit, t *Unit, rd *round) []Event {
	e := g.OpenEngagement
	var guns []*FireOrder
	for i := range e.Artillery.Orders {
		o := &e.Artillery.Orders[i]
		u := g.Unit(o.Gun)
		if o.Mission == MissionFireForEffect && !o.Done && u.Side == first.Side && g.shooterBar(u) == "" && g.indirectWeapon(u) >= 0 &&
			g.observerBar(g.Unit(o.Observer), t.Hex, e.Round) == "" && g.Unit(o.Gun).Face().Weapons[g.indirectWeapon(u)].Hits(t.Card.TargetKind()) {
			guns = append(guns, o)
		}
	}
	ms := append(g.missionMods(guns[0]), g.smokeMods(t)...)
	roll := g.dice.D20("attack (Fire for Effect, all guns)", "VI.7.6.2")
	names := make([]*Unit, len(guns))
	ev := Event{Kind: EvFireMission, Side: first.Side, Rule: "VI.7.6.2", Rolls: g.dice.TakeRolls()}
	for i, o := range guns {
		names[i] = g.Unit(o.Gun)
		ev.Units = append(ev.Units, o.Gun)
	}
	ev.Units = append(ev.Units, t.ID)
	ev.Text = fmt.Sprintf("Fire for Effect on %s by %s: one d20 for all, %d.", g.describe(t), g.gunNames(names), roll)
	evs := []Event{ev}
	for _, o := range guns {
		u := g.Unit(o.Gun)
		idx := g.indirectWeapon(u)
		if t.Deployed() {
			more, _ := g.fireWith(u, idx, t, rd, shotOpts{mods: ms, roll: roll, double: true})
			evs = append(evs, more...)
		}
		o.Done = true
		u.deplete(idx)
	}
	return append(evs, Event{Kind: EvFireMission, Side: first.Side, Units: ev.Units[:len(guns)], Rule: "Inset VI.6",
		Text: fmt.Sprintf("%s have spent their munitions: no more fire until their next Supply Phase.", g.gunNames(names))})
}

// interdict fires the Interdict ordered by the defender before initiative
// (Q30): +5 each gun; any hit halts the attack and gives the defender the
// initiative; a natural 18+ that hits also strikes a random attacker in
// the hex (Q11). The guns then keep firing Destroy in the rounds.
func (g *Game) interdict(orders []FireOrder, h hex.Hex) []Event {
	e := g.OpenEngagement
	evs, hit := g.interdictFire(orders, h, fighterIDs(e.Attackers), "the attack", "attacker")
	verdict := "The Interdict fails; initiative will be rolled."
	if hit {
		g.artillery().Interdicted = true
		verdict = "The Interdict succeeds: the defenders win the initiative (VI.7.6.2 Interdict)."
	}
	return append(evs, Event{Kind: EvFireMission, Side: Enemy(e.Attacker), Rule: "VI.7.6.2", Text: verdict})
}

// interdictFire fires the Interdict orders on h at the enemy units of
// foes there (the attackers, or the units withdrawing): +5 each gun; it
// reports whether any gun hit, and a natural 18+ that hits also strikes a
// random one of them (Q11). what names the movement halted, one a unit.
func (g *Game) interdictFire(orders []FireOrder, h hex.Hex, foes []UnitID, what, one string) ([]Event, bool) {
	e := g.OpenEngagement
	a := g.artillery()
	a.Interdict = true
	hit := false
	rd := &round{taken: map[UnitID]int{}, wasDamaged: map[UnitID]bool{}}
	var evs []Event
	for _, ord := range orders {
		o := g.orderOf(ord.Gun)
		u, t := g.Unit(o.Gun), g.Unit(o.Target)
		idx := g.indirectWeapon(u)
		w := u.Face().Weapons[idx]
		ms := append(g.missionMods(o), g.smokeMods(t)...)
		o.Mission = MissionDestroy // what it fires in the rounds unless ordered otherwise
		roll := g.dice.D20("attack (Interdict mission)", "VI.7.6.2")
		ev := Event{Kind: EvShot, Side: u.Side, Units: []UnitID{u.ID}, Rule: "VI.7.6.2", Rolls: g.dice.TakeRolls()}
		head := fmt.Sprintf("%s fires an Interdict mission on %s: d20 %d%s vs %d", g.describe(u), h, roll, modText(ms), w.Attack)
		switch {
		case roll == 1:
			e.Jams = append(e.Jams, Jam{Unit: u.ID, Weapon: idx, Round: e.Round})
			ev.Text = head + ", natural 1: the gun jams."
		case !missionHit(roll, ms, w.Attack):
			ev.Text = head + ", miss."
		default:
			hit = true
			ev.Text = head + ", hit: " + what + " is interdicted."
		}
		evs = append(evs, ev)
		if roll < DamagingRoll || !missionHit(roll, ms, w.Attack) {
			continue
		}
		var victims []*Unit
		for _, id := range foes {
			if v := g.Unit(id); v.Deployed() && v.Hex == h && g.targetBar(v) == "" && w.Hits(v.Card.TargetKind()) && !containsUnit(victims, v) {
				victims = append(victims, v)
			}
		}
		if len(victims) == 0 {
			continue
		}
		v := victims[0]
		if len(victims) > 1 {
			k := g.dice.Roll(len(victims), "random "+one+" hit by the Interdict", "VI.7.6.2")
			v = victims[k-1]
			evs = append(evs, Event{Kind: EvShot, Side: u.Side, Units: []UnitID{u.ID, v.ID}, Rule: "VI.7.6.2", Rolls: g.dice.TakeRolls(),
				Text: fmt.Sprintf("The %d of %s also strikes a random %s: d%d %d picks %s.", roll, g.describe(u), one, len(victims), k, g.describe(v))})
		}
		vm := append(g.missionMods(&FireOrder{Mission: MissionInterdict, Cover: o.Cover}), g.smokeMods(v)...)
		more, _ := g.fireWith(u, idx, v, rd, shotOpts{mods: vm, roll: roll})
		evs = append(evs, more...)
	}
	return evs, hit
}

func containsUnit(us []*Unit, u *Unit) bool {
	for _, x := range us {
		if x == u {
			return true
		}
	}
	return false
}

// missionInitiative: a successful Interdict or a triggered Cover gives the
// defenders the initiative without a roll (VI.7.6.2).
func (g *Game) missionInitiative() ([]Event, bool) {
	e := g.OpenEngagement
	a := e.Artillery
	if a == nil || len(e.Defenders) == 0 {
		return nil, false
	}
	why := ""
	switch {
	case a.Interdicted:
		why = "the Interdict mission halted the attack (VI.7.6.2 Interdict)"
	case a.Covered != "":
		why = fmt.Sprintf("the attackers entered %s under Cover (VI.7.6.2 Cover)", a.Covered)
	default:
		return nil, false
	}
	e.AttackerFirst = false
	return []Event{{Kind: EvInitiative, Side: Enemy(e.Attacker), Rule: "VI.7.6.2",
		Text: "No initiative roll: " + why + "; the defenders fire first."}}, true
}

// joinFireOrders adds to the retaliating units the guns under fire orders
// and the guns of a Cover order the attack has triggered (VI.7.6.2).
func (g *Game) joinFireOrders(fs []Fighter) []Fighter {
	e := g.OpenEngagement
	def := Enemy(e.Attacker)
	for _, c := range g.Covers {
		h, err := hex.Parse(c.Hex)
		if c.Side != def || c.Step+1 != g.Step || err != nil || g.observerBar(g.Unit(c.Observer), h, 1) != "" {
			continue
		}
		for _, id := range c.Guns {
			u := g.Unit(id)
			if g.orderOf(id) != nil || !g.coveringNow(u, h) || g.gunBar(u, h, false) != "" {
				continue
			}
			w := u.Face().Weapons[g.indirectWeapon(u)]
			for _, f := range e.Attackers {
				if t := g.Unit(f.Unit); t.Deployed() && t.Hex == h && g.targetBar(t) == "" && w.Hits(t.Card.TargetKind()) {
					a := g.artillery()
					a.Orders = append(a.Orders, FireOrder{Gun: id, Observer: c.Observer, Mission: MissionCover, Target: t.ID, Since: 1, Cover: true})
					break
				}
			}
		}
	}
	if e.Artillery == nil {
		return fs
	}
	for _, o := range e.Artillery.Orders {
		if g.Unit(o.Gun).Side != def {
			continue
		}
		if o.Cover && e.Artillery.Covered == "" {
			e.Artillery.Covered = g.Unit(o.Target).Hex.String()
		}
		found := false
		for i := range fs {
			if fs[i].Unit == o.Gun {
				fs[i].Target, found = o.Target, true
			}
		}
		if !found {
			fs = append(fs, Fighter{Unit: o.Gun, Target: o.Target})
		}
	}
	return fs
}
