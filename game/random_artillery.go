package game

import (
	"math/rand/v2"

	"frontline/game/hex"
)

// randomArtillery now and then gives an artillery order for random play
// (random_player.go): a fire mission of any kind from the side's guns
// with its first observer on an enemy hex near it, smoke, or a Hit & Run
// declaration. Many are refused; the engine must refuse them cleanly.
func randomArtillery(g *Game, rng *rand.Rand, _ *stateMemo) (Command, bool) {
	if rng.IntN(6) != 0 {
		return Command{}, false
	}
	side := g.Pending.Side
	var guns, observers, smokers, runners []*Unit
	for _, u := range g.Units {
		if u.Side != side || !u.Deployed() {
			continue
		}
		sp := u.Card.Special
		switch {
		case sp.FireMissions:
			observers = append(observers, u)
		case g.indirectWeapon(u) >= 0:
			guns = append(guns, u)
		}
		if sp.Smoke {
			smokers = append(smokers, u)
		}
		if sp.HitAndRun {
			runners = append(runners, u)
		}
	}
	switch {
	case g.Pending.Kind == DecidePhase && g.Phase == PhaseMovement && len(runners) > 0:
		return Command{Kind: CmdHitAndRun, Side: side, Unit: runners[rng.IntN(len(runners))].ID}, true
	case g.Pending.Kind == DecideEngagementRound || g.Pending.Kind == DecideRetaliation:
		if len(smokers) > 0 && rng.IntN(3) == 0 {
			u := smokers[rng.IntN(len(smokers))]
			h := u.Hex // a copy: the log keeps the command
			return Command{Kind: CmdLaySmoke, Side: side, Unit: u.ID, Hex: &h}, true
		}
	case g.Pending.Kind != DecidePhase || g.Phase != PhaseCombat:
		return Command{}, false
	}
	if len(guns) == 0 || len(observers) == 0 {
		return Command{}, false
	}
	o := observers[rng.IntN(len(observers))]
	var ids []UnitID
	for _, u := range guns {
		if rng.IntN(2) == 0 {
			ids = append(ids, u.ID)
		}
	}
	missions := []Mission{MissionDestroy, MissionFireForEffect, MissionPin, MissionBlind, MissionInterdict, MissionCover}
	h := o.Hex
	if rng.IntN(2) == 0 {
		h = hex.Neighbors(o.Hex)[rng.IntN(6)]
	}
	return Command{Kind: CmdFireMission, Side: side, Units: ids, Unit: o.ID, Hex: &h,
		Option: string(missions[rng.IntN(len(missions))])}, true
}
