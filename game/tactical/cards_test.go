package tactical

import (
	"testing"

	"frontline/game/units"
)

// IV.3.4 at the tactical scale: the US inspires its units during its
// declarations and wins the unmodified check (8 against 2): the squad next
// to the Germans fires a bonus volley — rifles hit for 6, the BAR misses
// with 2 — the far squad has nothing in reach, and the Germans do not
// answer. US morale rises a point; a second Inspire is refused.
func TestIV34_InspireBonusRound(t *testing.T) {
	b := withdrawBattle(t, 10, 8, 2, 15, 5, 2)
	evs := must(t, b, Command{Kind: CmdInspire, Side: units.US})
	shots := texts(evs, EvShot)
	if len(shots) != 2 || !hasText(evs, EvShot, "US Rifle Squad #1 fires M1 Garand rifles at Germany Rifle Squad #2: d20 15 vs 11, hit for 6 net → damaged") {
		t.Fatalf("bonus volley %v", shots)
	}
	if len(texts(evs, EvNoTarget)) != 1 || b.MoraleDelta[Defender] != 1 {
		t.Fatalf("no-target events %v, morale delta %v", texts(evs, EvNoTarget), b.MoraleDelta)
	}
	refused(t, b, Command{Kind: CmdInspire, Side: units.US}, InspireRule)
}

// IV.3.1 at the tactical scale: an agreed cease fire ends the battle with
// no winner and raises both sides' morale by a point.
func TestIV31_CeaseFireRaisesBothMorales(t *testing.T) {
	b := farApart(t, Rules{Morale: true}, 10)
	b.Morale = [2]int{MaxMorale, 3}
	must(t, b, Command{Kind: CmdCeaseFire, Side: units.US})
	if !b.Over() || b.Result.Winner != units.Neutral || b.Morale != [2]int{MaxMorale, 4} {
		t.Fatalf("result %+v morale %v", b.Result, b.Morale)
	}
}
