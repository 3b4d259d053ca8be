package game

import (
	"testing"

	"frontline/game/units"
)

// VI.4.1 "Artillery may not be repaired unless packed and towed to a
// Command Post or Forward HQ": a damaged 105mm howitzer set up at the
// Forward HQ is refused; hitched to a halftrack there it is repaired for
// half its cost, gun, crew and tow idle for the turn.
func TestVI41_ArtilleryRepairedOnlyPackedAndTowed(t *testing.T) {
	g := moveGame(t, units.US)
	hq := usHQ(t, g)
	how, crew := crewUnit(t, g, "us.howitzer_105mm", "us.artillery_crew", units.US, hq.Hex.String())
	damaged(how)
	g.Players[units.US].Treasury = 100
	refused(t, g, repairCmd(how, nil), "packed and hitched", "VI.4.1")

	ht := addUnit(t, g, "us.halftrack_m3a1", units.US, hq.Hex.String())
	how.TowedBy = []UnitID{ht.ID}
	mustApply(t, g, repairCmd(how, nil))
	if got, want := g.Players[units.US].Treasury, 100-(how.Card.Cost+1)/2; got != want {
		t.Fatalf("treasury %d, want %d", got, want)
	}
	if err := g.CanMove(ht.ID); err == nil || crew.IdleUntil != g.Players[units.US].Turn {
		t.Fatalf("the tow may drive off with the gun under repair (%v), or the crew is not idle", err)
	}
	toLastPhase(t, g)
	evs := endPhase(t, g)
	if _, ok := hasEvent(evs, EvRepaired); !ok || how.Damaged {
		t.Fatalf("not repaired: damaged %v", how.Damaged)
	}

	// A gun that cannot be towed at all is never repaired.
	g2 := moveGame(t, units.US)
	hq2 := usHQ(t, g2)
	gun, _ := crewUnit(t, g2, "us.howitzer_105mm", "us.artillery_crew", units.US, hq2.Hex.String())
	c := *gun.Card
	c.Special.TowedGun = units.NoSize
	gun.Card = &c
	damaged(gun)
	g2.Players[units.US].Treasury = 100
	refused(t, g2, repairCmd(gun, nil), "cannot be towed", "VI.4.1")
}
