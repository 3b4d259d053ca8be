package ai

import (
	"testing"

	"frontline/game"
	"frontline/game/content"
	"frontline/game/units"
)

// Issue 14 "Plays the whole game": every command kind of the engine is
// sorted by whether the computer gives it — in every game of the intro,
// when the game comes to it, or never, and why.
var (
	// givenAlways: the computer gives them in every intro game.
	givenAlways = []game.CommandKind{game.CmdAttack, game.CmdBeginEngagement, game.CmdBuy, game.CmdDeclareRetaliation,
		game.CmdDeploy, game.CmdDigIn, game.CmdEndPhase, game.CmdMove, game.CmdRecon, game.CmdSortie}
	// givenWhenOffered: it gives them when the game comes to them (counts
	// over 200 games in docs/AI.md).
	givenWhenOffered = map[game.CommandKind]string{
		game.CmdNextRound:        "a later round of its own attack",
		game.CmdFightRound:       "a later round of an attack on it",
		game.CmdPlayCard:         "Inspire, Suspend Attack or Withdraw in an engagement, by its standing",
		game.CmdOfferTerms:       "Cease Fire or Conditional Surrender when it is losing an engagement",
		game.CmdAnswerTerms:      "an enemy offer",
		game.CmdEncircle:         "the Encircle card and its units bordering an enemy stack from three hexes",
		game.CmdEscapeEncircle:   "a lost enemy Encircle while it holds Withdraw",
		game.CmdStandEncircled:   "a lost enemy Encircle without Withdraw",
		game.CmdPush:             "the Push card and vehicles far from the objective",
		game.CmdRushDeployment:   "the Rush Deployment card while an objective is threatened",
		game.CmdWithdrawTo:       "a withdrawal with a choice of hexes",
		game.CmdScramble:         "an attack on it its aircraft can reach",
		game.CmdChooseSupplyIdle: "a supply deficit",
		game.CmdDefend:           "the defensive combat offer, when an attack pays",
		game.CmdDeclineDefence:   "the defensive combat offer, when none pays",
		game.CmdFireMission:      "guns and an observer within reach of an enemy stack",
		game.CmdEventPick:        "an event card that asks it to choose",
		game.CmdLetWithdraw:      "an enemy Withdraw it could interdict",
		game.CmdAnswerMiniatures: "an enemy proposal to resolve by miniatures: it declines",
		game.CmdBattle:           "a battle's decision, answered with its default",
		game.CmdSetupBuy:         "a Standard Game's purchase",
		game.CmdSetupPlace:       "a Standard Game's placement (the engine's first legal hex)",
		game.CmdSetupConfirm:     "a Standard Game's confirmation",
	}
	// neverGiven: why it never gives them.
	neverGiven = map[game.CommandKind]string{
		game.CmdUndoMove:           "it never takes back an order",
		game.CmdUnbuy:              "it never takes back an order",
		game.CmdSetupUnbuy:         "it never takes back an order",
		game.CmdSetupUnplace:       "it never takes back an order",
		game.CmdRestack:            "the engine's stack order serves it",
		game.CmdProposeMiniatures:  "no tactical player is wired into operational play",
		game.CmdAttackByMiniatures: "no tactical player is wired into operational play",
		game.CmdLeaveCombat:        "its aircraft fight an engagement out",
		game.CmdReturnToBase:       "its sorties are planned home from the start",
		game.CmdScrambleIntercept:  "not decided yet: interception of passing flights",
		game.CmdBombard:            "naval bombardment: the intro has no ships",
		game.CmdLeaveMap:           "skirmish exits: not in the intro",
		game.CmdManCaptured:        "not decided yet: captured equipment is left",
		game.CmdDestroyCaptured:    "not decided yet: captured equipment is left",
		game.CmdBuild:              "not decided yet: engineers build nothing",
		game.CmdDetonate:           "not decided yet: engineers demolish nothing",
		game.CmdRepair:             "not decided yet: no repairs",
		game.CmdRepairField:        "not decided yet: no repairs",
		game.CmdEmbark:             "not decided yet: no transport",
		game.CmdDisembark:          "not decided yet: no transport",
		game.CmdDeployAboard:       "not decided yet: no transport",
		game.CmdHitch:              "not decided yet: guns are not towed",
		game.CmdUnhitch:            "not decided yet: guns are not towed",
		game.CmdEnterShelter:       "not decided yet: emplacements are not used",
		game.CmdLeaveShelter:       "not decided yet: emplacements are not used",
		game.CmdHitAndRun:          "not decided yet",
		game.CmdLaySmoke:           "not decided yet",
		game.CmdAbandonHQ:          "not decided yet: the Forward HQ stays",
		game.CmdConvertPost:        "not decided yet: the Forward HQ stays",
		game.CmdSurrender:          "it never surrenders outright; it offers Conditional Surrender instead",
	}
)

// TestComputerCoversTheCommandKinds plays intro games of the computer on
// both sides, against the Advancer and the random player, and checks that
// every kind is sorted once, that the kinds it gives always are given,
// and that no kind it never gives is.
func TestComputerCoversTheCommandKinds(t *testing.T) {
	given := map[game.CommandKind]int{}
	for _, k := range givenAlways {
		given[k] = 0
	}
	for _, k := range game.CommandKinds() {
		_, sometimes := givenWhenOffered[k]
		_, never := neverGiven[k]
		_, always := given[k]
		if n := btoi(sometimes) + btoi(never) + btoi(always); n != 1 {
			t.Errorf("command kind %s is sorted %d times, not once", k, n)
		}
	}
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	games := []struct {
		seed      uint64
		us, other units.Side
		opponent  string
	}{{5, units.US, units.Germany, "advancer"}, {6, units.Germany, units.US, "random"}}
	for _, gm := range games {
		g, _, err := game.New(c, game.Options{Scenario: "intro", Seed: gm.seed})
		if err != nil {
			t.Fatal(err)
		}
		opp, _ := New(gm.opponent, gm.seed)
		comp := NewComputer(Standard, gm.seed)
		if _, err := Play(g, map[units.Side]Player{gm.us: comp, gm.other: opp}, 20000, func(o Order, _ []game.Event) {
			if o.Side == gm.us {
				given[o.Kind]++
				if o.Reason == "" {
					t.Errorf("%s without a reason", o.Kind)
				}
			}
		}); err != nil {
			t.Fatal(err)
		}
	}
	for _, k := range givenAlways {
		if given[k] == 0 {
			t.Errorf("the computer never gave %s", k)
		}
	}
	for k := range neverGiven {
		if given[k] > 0 {
			t.Errorf("the computer gave %s %d times, listed as never given: %s", k, given[k], neverGiven[k])
		}
	}
	t.Logf("orders given: %v", given)
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
