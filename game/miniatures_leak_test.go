package game

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"frontline/game/tactical"
	"frontline/game/units"
)

// TestBattleViewNeverLeaksHiddenUnits: in battles opened from the map
// with hidden units, observers and a command post, on the defending side
// (each side defends in turn), at every order of the battle, for either
// side: the battle in its View lists no enemy unit that is hidden or not
// yet placed; changing what the side may not know in a copy of the game
// (the places and states of those units, the hidden details of the enemy
// units it sees) leaves its View of the battle unchanged; no battle event
// it reads names an enemy unit it does not see; and the map's own View
// and event filter keep to the rules (checkViewAllowed).
func TestBattleViewNeverLeaksHiddenUnits(t *testing.T) {
	checked, hiding := 0, 0
	for seed := uint64(1); seed <= 12; seed++ {
		att := Sides[seed%2]
		def := Enemy(att)
		g := combatGame(t, att)
		prefix := map[units.Side]string{units.US: "us.", units.Germany: "de."}
		tank := map[units.Side]string{units.US: "us.sherman_m4a3", units.Germany: "de.panzer_iv_g"}[att]
		armour, _ := crewUnit(t, g, tank, prefix[att]+"tank_crew", att, "0606")
		rifles := addUnit(t, g, prefix[att]+"rifle_squad", att, "0606")
		scout := addUnit(t, g, map[units.Side]string{units.US: "us.jeep", units.Germany: "de.bmw_r75"}[att], att, "0606")
		target := addUnit(t, g, prefix[def]+"rifle_squad", def, "0606")
		addUnit(t, g, prefix[def]+"forward_observer", def, "0606")
		addUnit(t, g, prefix[def]+"forward_observer", def, "0606")
		addUnit(t, g, prefix[def]+"command_post", def, "0606")
		crewUnit(t, g, map[units.Side]string{units.US: "us.howitzer_105mm", units.Germany: "de.sfh18"}[def], prefix[def]+"artillery_crew", def, "0606")
		mustApply(t, g, Command{Kind: CmdAttackByMiniatures, Side: att, Units: ids([]*Unit{armour, rifles, scout}), Target: target.ID})
		mustApply(t, g, answer(def, Accept))
		rng := rand.New(rand.NewPCG(seed, 11))
		for n := 0; g.Miniatures != nil && n < 5000; n++ {
			b, members := g.Battle(), g.Miniatures.Members
			var cmd Command
			if g.Pending.Kind == DecideBattle || g.Pending.Kind == DecideMiniatures {
				cmd = randomMiniatures(g, rng)
			} else {
				cmd = PassCommand(g)
			}
			evs, err := g.Apply(cmd)
			if err != nil || b == nil {
				continue
			}
			for _, side := range Sides {
				where := fmt.Sprintf("seed %d, order %d, %s", seed, n, side)
				checkBattleEvents(t, b, members, g.FilterEvents(side, evs), side, where)
				if g.Battle() != nil {
					checkBattleView(t, g, side, where)
					checkViewAllowed(t, g, side, where)
					checked++
					if slices.ContainsFunc(g.Battle().Units, func(u tactical.Unit) bool { return u.Hidden && u.Status == tactical.OnTable && u.Side != side }) {
						hiding++
					}
				}
			}
		}
		if g.Miniatures != nil {
			t.Fatalf("seed %d: the battle does not end", seed)
		}
	}
	if checked < 500 || hiding < 200 {
		t.Fatalf("only %d views checked, %d with a hidden enemy on the table", checked, hiding)
	}
}

// tableSees is the oracle, from the rules of the table rather than from
// view.go: may side see table unit u?
func tableSees(side units.Side, u *tactical.Unit) bool {
	return u.Side == side || (!u.Hidden && u.Status != tactical.Waiting && u.Status != tactical.Absent)
}

func checkBattleEvents(t *testing.T, b *tactical.Battle, members []Member, evs []Event, side units.Side, where string) {
	t.Helper()
	index := map[UnitID]int{}
	for i, m := range members {
		index[m.Unit] = i
	}
	for _, e := range evs {
		if e.Kind != EvBattle {
			continue
		}
		for _, id := range e.Units {
			if u := &b.Units[index[id]]; !tableSees(side, u) {
				t.Fatalf("%s: a battle event names %s, which %s does not see: %s", where, u.Card.Name, side, e.Text)
			}
		}
	}
}

func checkBattleView(t *testing.T, g *Game, side units.Side, where string) {
	t.Helper()
	b := g.Battle()
	v := g.View(side).Battle
	for _, tm := range v.Units {
		if u := &b.Units[tm.Table]; !tableSees(side, u) {
			t.Fatalf("%s: the view shows %s, which %s does not see", where, u.Card.Name, side)
		}
	}
	c := g.Clone()
	cb := c.Battle()
	for i := range cb.Units {
		u := &cb.Units[i]
		if u.Side == side {
			continue
		}
		u.Jams, u.Spent, u.ReadyAt, u.Pushed, u.Reconned, u.MissionSince = append(u.Jams, tactical.Jam{Round: 99}), append(u.Spent, 0), 77, 77, 77, 77
		if u.Crew != nil {
			u.Crew.Damaged = !u.Crew.Damaged
		}
		if !tableSees(side, u) {
			u.Pos.X, u.Facing, u.DugIn, u.Damaged, u.Arrives = u.Pos.X+123, u.Facing+45, !u.DugIn, !u.Damaged, u.Arrives+3
		}
	}
	want, _ := json.Marshal(v)
	got, _ := json.Marshal(c.View(side).Battle)
	if string(got) != string(want) {
		t.Fatalf("%s: %s's view of the battle changes with what it may not know:\n%s\n%s", where, side, want, got)
	}
}
