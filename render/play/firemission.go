package play

import (
	"fmt"
	"slices"
	"strings"

	"frontline/game"
	"frontline/game/hex"
)

// Fire missions (game/fire_mission.go) and bombardments (game/bombard.go)
// in the Combat Phase. With a gun selected, "Fire mission" lights the
// hexes with seen enemies that an own forward observer spots and the gun
// reaches (computed here from the cards, as the engine exports no query;
// its refusal is shown if the order is still barred), a click picks one,
// the mission buttons choose, Confirm sends game.CmdFireMission.

// firePlan is the fire mission being planned.
type firePlan struct {
	on      bool
	gun     game.UnitID
	lit     []hex.Hex
	obs     []game.UnitID // the observer for each lit hex
	at      hex.Hex
	atOn    bool
	mission game.Mission
	dk      game.DecisionKind // the decision it is ordered at
}

// indirect is the index of u's Indirect Fire weapon with munitions, or -1.
func indirect(u *game.Unit, depleted []int) int {
	for i, w := range u.Face().Weapons {
		if w.Indirect && !slices.Contains(depleted, i) {
			return i
		}
	}
	return -1
}

// FireHexes lists the hexes with enemy units the viewer sees that gun
// reaches with its Indirect Fire weapon and that one of the viewer's
// forward observers spots, with that observer.
func FireHexes(g *game.Game, v game.View, gun game.UnitID) ([]hex.Hex, []game.UnitID) {
	u := g.Unit(gun)
	ou := ownUnit(v, gun)
	if u == nil || ou == nil || ou.Place != game.OnMap {
		return nil, nil
	}
	w := indirect(u, ou.Depleted)
	if w < 0 {
		return nil, nil
	}
	rng := u.Face().Weapons[w].RangeOp
	var hs []hex.Hex
	var obs []game.UnitID
	for _, es := range v.Enemy {
		if len(es.Units) == 0 || hex.Distance(u.Hex, es.Hex) > rng {
			continue
		}
		for _, o := range v.Own {
			c, ok := g.Card(o.Card)
			if !ok || o.Place != game.OnMap || o.Unsupplied || !c.Special.FireMissions || c.Special.SpottingOp < 0 {
				continue
			}
			if hex.Distance(o.Hex, es.Hex) <= c.Special.SpottingOp {
				hs, obs = append(hs, es.Hex), append(obs, o.ID)
				break
			}
		}
	}
	return hs, obs
}

// FireMissionsNow are the missions that may be ordered at decision kind k
// (fire_mission.go's readings), Destroy first.
func FireMissionsNow(k game.DecisionKind) []game.Mission {
	switch k {
	case game.DecidePhase:
		return []game.Mission{game.MissionDestroy, game.MissionPin, game.MissionBlind, game.MissionCover}
	case game.DecideRetaliation:
		return []game.Mission{game.MissionDestroy, game.MissionPin, game.MissionBlind, game.MissionFireForEffect, game.MissionInterdict}
	case game.DecideEngagementRound:
		return []game.Mission{game.MissionDestroy, game.MissionPin, game.MissionBlind, game.MissionFireForEffect}
	case game.DecideInterdictWithdraw:
		return []game.Mission{game.MissionInterdict}
	}
	return nil
}

// FireMissionLabel is a mission's button label.
func FireMissionLabel(m game.Mission) string {
	return map[game.Mission]string{game.MissionDestroy: "Destroy", game.MissionFireForEffect: "Fire for effect",
		game.MissionPin: "Pin", game.MissionBlind: "Blind", game.MissionInterdict: "Interdict", game.MissionCover: "Cover"}[m]
}

func hasIndirect(u *game.Unit) bool {
	for _, w := range u.Face().Weapons {
		if w.Indirect {
			return true
		}
	}
	return false
}

// combatOrders: the fire mission and bombardment buttons of the selected
// unit in the viewer's Combat Phase.
func (s *Scene) combatOrders() {
	g := s.sess.Game()
	u := g.Unit(s.sel.unit)
	if u == nil {
		return
	}
	o := &s.planr
	if hasIndirect(u) {
		hs, _ := FireHexes(g, s.view, u.ID)
		why := ""
		if len(hs) == 0 {
			why = "no enemy in range of its Indirect Fire weapon is within the Spotting Range of one of your forward observers (VI.7.6, VI.7.6.1)"
		}
		o.head.Set("Artillery")
		o.add("Fire mission", why == "", why, func() { s.startFire(u.ID) })
	}
	s.returnOrders(u)    // replan.go
	s.miniaturesOrders() // miniatures.go
	for _, cmd := range g.BombardOrders(u.ID) {
		cmd := cmd
		if o.head.String() == "" {
			o.head.Set("Bombard a map feature")
		}
		label := "Bombard " + cmd.Option
		switch {
		case cmd.Hex != nil:
			label += " " + cmd.Hex.String()
		case len(cmd.Path) == 2:
			label += " " + cmd.Path[0].String() + "–" + cmd.Path[1].String()
		}
		o.add(label, true, "", func() {
			if s.do(cmd) {
				s.say("Bombardment fired: see the log", false)
			}
		})
	}
}

// startFire opens the fire mission mode for gun id.
func (s *Scene) startFire(id game.UnitID) {
	hs, obs := s.fireHexesNow(id)
	m := game.MissionDestroy
	if ms := FireMissionsNow(s.view.Pending.Kind); len(ms) > 0 {
		m = ms[0] // the only one when interdicting a withdrawal
	}
	s.planr.fire = firePlan{on: true, gun: id, lit: hs, obs: obs, mission: m, dk: s.view.Pending.Kind}
	s.planr.sortie = sortiePlan{}
	s.stale = true
}

func (s *Scene) fireValid() bool {
	f := &s.planr.fire
	p := s.view.Pending
	if !f.on || p.Side != s.view.Side || p.Kind != f.dk || s.view.Over {
		return false
	}
	if f.dk == game.DecidePhase {
		return s.myDecision(game.PhaseCombat) && s.sel.unit == f.gun && s.view.Engagement == nil
	}
	return s.view.Engagement != nil
}

// fireHexesNow are FireHexes at the pending decision: in an engagement
// only the hexes of the enemy units it may aim at (the attackers when
// retaliating, the defenders between rounds), with their observers.
func (s *Scene) fireHexesNow(gun game.UnitID) ([]hex.Hex, []game.UnitID) {
	g := s.sess.Game()
	hs, obs := FireHexes(g, s.view, gun)
	var aims []game.UnitID
	switch s.view.Pending.Kind {
	case game.DecideRetaliation:
		if e := s.view.Engagement; e != nil {
			for _, f := range e.Attackers {
				aims = append(aims, f.Unit)
			}
		}
	case game.DecideEngagementRound:
		aims = s.defenders()
	case game.DecideInterdictWithdraw:
		aims = s.view.Pending.Choices // the units falling back
	default:
		return hs, obs
	}
	var keepH []hex.Hex
	var keepO []game.UnitID
	for i, h := range hs {
		if slices.ContainsFunc(aims, func(id game.UnitID) bool { u := g.Unit(id); return u != nil && u.Hex == h }) {
			keepH, keepO = append(keepH, h), append(keepO, obs[i])
		}
	}
	return keepH, keepO
}

// engagementFire offers a fire mission to each of the viewer's guns with
// Indirect Fire at the retaliation and between rounds (the engine takes
// game.CmdFireMission there too: fire_mission.go).
func (s *Scene) engagementFire() {
	if s.view.Engagement == nil {
		return
	}
	g := s.sess.Game()
	o := &s.planr
	first := true
	line := func(b *planBtn) {
		if first {
			b.newLine()
			first = false
		}
	}
	// Guns that cannot fire now share one greyed button whose tip says
	// why for each, so that a fleet offshore does not push the panel off
	// the screen.
	var idle []string
	var whys []string
	for _, ou := range s.view.Own {
		u := g.Unit(ou.ID)
		if u == nil || ou.Place != game.OnMap || !hasIndirect(u) {
			continue
		}
		id := u.ID
		if why := s.fireBar(id, ou.Depleted); why != "" {
			idle, whys = append(idle, shortName(s.ownName(id))), append(whys, why)
			continue
		}
		line(o.add("Fire mission · "+shortName(s.ownName(id)), true, "", func() { s.startFire(id) }))
	}
	switch len(idle) {
	case 0:
	case 1:
		line(o.add("Fire mission · "+idle[0], false, whys[0], nil))
	default:
		// One line per reason, naming the guns it holds back.
		var tip strings.Builder
		for i, why := range whys {
			if slices.Index(whys, why) < i {
				continue
			}
			if i > 0 {
				tip.WriteString("\n")
			}
			var names []string
			for j, n := range idle {
				if whys[j] == why {
					names = append(names, n)
				}
			}
			tip.WriteString(strings.Join(names, ", ") + ": " + why)
		}
		line(o.add(fmt.Sprintf("Fire missions · %d guns cannot fire now", len(idle)), false, tip.String(), nil))
	}
}

// fireBar is why gun id cannot fire a mission now, "" if it can.
func (s *Scene) fireBar(id game.UnitID, depleted []int) string {
	u := s.sess.Game().Unit(id)
	hs, _ := s.fireHexesNow(id)
	switch {
	case indirect(u, depleted) < 0:
		return "it fired for effect and its munitions are spent until its next Supply Phase (Inset VI.6)"
	case len(hs) == 0 && s.view.Pending.Kind == game.DecideInterdictWithdraw:
		return "no withdrawing unit is within its range and the Spotting Range of one of your forward observers (VI.7.6, VI.7.6.2)"
	case len(hs) == 0 && s.view.Pending.Kind == game.DecideRetaliation:
		return "no attacker is within its range and the Spotting Range of one of your forward observers (VI.7.6, VI.7.6.1)"
	case len(hs) == 0:
		return "no engaged defender is within its range and the Spotting Range of one of your forward observers (VI.7.6, VI.7.6.1)"
	}
	return ""
}

// fireClick picks a lit hex as the target.
func (s *Scene) fireClick(h hex.Hex) {
	f := &s.planr.fire
	if !slices.Contains(f.lit, h) {
		s.say("Not a target: pick a lit hex — an enemy your observers spot within the gun's range (VI.7.6)", true)
		return
	}
	f.at, f.atOn = h, true
	s.stale = true
}

// fireCommand is the order the plan makes.
func (f *firePlan) command() game.Command {
	i := slices.Index(f.lit, f.at)
	h := f.at
	return game.Command{Kind: game.CmdFireMission, Units: []game.UnitID{f.gun}, Unit: f.obs[i], Hex: &h, Option: string(f.mission)}
}

func (s *Scene) fireOrders() {
	o := &s.planr
	f := &o.fire
	o.head.Set("Fire mission · " + shortName(s.ownName(f.gun)))
	for _, m := range FireMissionsNow(f.dk) {
		m := m
		o.add(FireMissionLabel(m), true, "", func() { f.mission = m }).on = f.mission == m
	}
	why := ""
	if !f.atOn {
		why = "click a lit hex to aim at"
	}
	o.add("Confirm", why == "", why, func() {
		if s.do(f.command()) {
			s.planr.fire = firePlan{}
		}
	}).primary().newLine()
	o.add("Cancel", true, "", func() { s.plansCancel() })
}

func (s *Scene) fireInfo() (string, bool) {
	f := &s.planr.fire
	if len(f.lit) == 0 {
		return "No target: no enemy in the gun's range is spotted by a forward observer.", true
	}
	txt := fmt.Sprintf("Fire mission: %d hex%s spotted and in range (orange). ", len(f.lit), map[bool]string{true: "es"}[len(f.lit) != 1])
	if f.atOn {
		i := slices.Index(f.lit, f.at)
		txt += fmt.Sprintf("Target %s, observed by %s. ", f.at, s.ownName(f.obs[i]))
	} else {
		txt += "Click one to aim at it. "
	}
	return txt + FireMissionLabel(f.mission) + " mission. Esc cancels.", false
}

// ownName names an own unit.
func (s *Scene) ownName(id game.UnitID) string {
	m := s.markerOf(id)
	return unitName(&m)
}
