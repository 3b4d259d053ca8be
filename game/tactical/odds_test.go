package tactical

import (
	"errors"
	"testing"

	"frontline/game/scenario"
	"frontline/game/units"
)

// Inset IX.6, Table IX.2, Inset VIII.3: the one-shot odds a player is
// shown are those of the shot the round fires: a Marksman star raises
// them, a side's high morale raises its own and lowers the target's
// Defense; a weapon that may not fire is refused with its rule.
func TestInsetIX6_ShotOddsAsTheRoundFires(t *testing.T) {
	forces := []Force{force(t, "us.rifle_squad", units.US), force(t, "de.rifle_squad", units.Germany)}
	b := startBattle(t, openTable(t), Rules{Morale: true}, forces,
		[]spot{{at: in(0, 28.5), facing: 1800}, {at: in(0, 30)}}, 5)
	us, de := b.Unit(0), b.Unit(1)
	hit := func() float64 {
		t.Helper()
		o, err := b.ShotOdds(us, 0, de, "")
		if err != nil {
			t.Fatal(err)
		}
		return o.Hit
	}
	base := hit()
	us.Stars = []scenario.Star{scenario.MarksmanPrimary}
	marksman := hit()
	b.Morale[Defender] = 9 // the US defends: +2 attack, −1 Defense for its own units
	heroic := hit()
	if !(base < marksman && marksman < heroic) {
		t.Fatalf("hit chances: plain %.3f, marksman %.3f, at morale 9 %.3f; want rising", base, marksman, heroic)
	}
	de.Pos = in(0, -30) // out of the rifles' reach
	_, err := b.ShotOdds(us, 0, de, "")
	var re *RuleError
	if !errors.As(err, &re) || re.Rule == "" {
		t.Fatalf("out of range: %v, want a refusal with its rule", err)
	}
}
