package cards

import (
	"strings"
	"testing"
)

func embeddedCommands(t *testing.T) *Commands {
	t.Helper()
	cs, err := EmbeddedCommands()
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func TestIII7_EightDecisionsFiveCopiesEach(t *testing.T) {
	cs := embeddedCommands(t)
	if len(cs.List) != MaxCommands {
		t.Fatalf("%d commands, want %d", len(cs.List), MaxCommands)
	}
	for _, d := range decisions {
		c, ok := cs.Get(d)
		if !ok {
			t.Fatalf("no card for %s", d)
		}
		if c.Copies != CommandCopies {
			t.Errorf("%s: %d copies", d, c.Copies)
		}
	}
}

// IV.3.1-IV.3.8 as typed parameters.
func TestIV3_CommandDecisionParameters(t *testing.T) {
	cs := embeddedCommands(t)
	get := func(d Decision) *Command { c, _ := cs.Get(d); return c }

	checks := map[Decision]struct{ initiative, accept bool }{
		CeaseFire: {false, true}, ConditionalSurrender: {false, true}, Encircle: {true, false},
		Inspire: {true, false}, Push: {false, false}, RushDeployment: {false, false},
		SuspendAttack: {true, false}, Withdraw: {true, false},
	}
	for d, want := range checks {
		c := get(d)
		if c.InitiativeCheck != want.initiative || c.NeedsAcceptance != want.accept {
			t.Errorf("%s: initiative_check=%v needs_acceptance=%v, want %v %v", d, c.InitiativeCheck, c.NeedsAcceptance, want.initiative, want.accept)
		}
	}

	if e := get(Encircle).Encircle; e.Groups != 3 || e.InitiativeBonus != 5 || e.OpenHexes != 1 || !e.LostAllowsWithdraw {
		t.Errorf("IV.3.3 encircle: %+v", e)
	}
	if p := get(Push).Push; p.Infantry != 1 || p.Vehicle != 1 || p.Ship != 1 || p.Aircraft != 3 ||
		p.InfantryRestPhases != 1 || p.DamagedMechanised || p.CooldownPhases != 5 {
		t.Errorf("IV.3.5 push: %+v", p)
	}
	if i := get(Inspire).Inspire; i.BonusRounds != 1 || i.DefenderRetaliates || i.PerCombatPhase != 1 || i.MoraleDelta != 1 || !i.MoraleOnLoss {
		t.Errorf("IV.3.4 inspire: %+v", i)
	}
	if w := get(Withdraw).Withdraw; w.OpponentBonusRounds != 1 || w.WithdrawerRetaliates || w.ExperienceRolls != 1 || !w.TerrainChecks || w.Surrounded {
		t.Errorf("IV.3.8 withdraw: %+v", w)
	}
	if s := get(SuspendAttack).SuspendAttack; s.DefenderBonusRounds != 1 {
		t.Errorf("IV.3.7 suspend attack: %+v", s)
	}
	if r := get(RushDeployment).RushDeployment; r.MinTurnsStaged != 1 || r.ResetsSchedule {
		t.Errorf("IV.3.6 rush deployment: %+v", r)
	}
	if s := get(ConditionalSurrender).ConditionalSurrender; s.CapturedScoreFactor != 1 || s.NearDefeatPoints != 50 || s.CapturerExperienceRolls != 0 {
		t.Errorf("IV.3.2 / Table II.1 conditional surrender: %+v", s)
	}
	if c := get(CeaseFire).CeaseFire; c.MoraleDelta != 1 || c.WithdrawExperience || !c.SpentIfDeclined {
		t.Errorf("IV.3.1 cease fire: %+v", c)
	}
	if !get(Withdraw).PlayableAt(EncircleResponse) || get(Push).PlayableAt(CombatRoundStart) || !get(CeaseFire).PlayableAt(BeforeFirstShot) {
		t.Error("timings: withdraw answers an encircle, push is movement only, cease fire any time")
	}
	if get(SuspendAttack).PlayedBy != AttackerOnly {
		t.Error("IV.3.7: only the attacker suspends an attack")
	}
}

func TestLoadCommandsRejects(t *testing.T) {
	base := asset(t, CommandsFile)
	extra := "\n[[command]]\nid = \"extra_card\"\n"
	cases := []mutation{
		{name: "duplicate id", old: `id = "inspire"`, new: `id = "encircle"`, want: `duplicate id "encircle"`, at: "id = \"encircle\"\ntitle = \"Inspire\""},
		{name: "unknown decision", old: `id = "inspire"`, new: `id = "charge"`, want: `unknown decision "charge"`},
		{name: "unknown timing", old: `timing = ["movement"]`, new: `timing = ["teatime"]`, want: `unknown "teatime"`},
		{name: "timing twice", old: `timing = ["movement"]`, new: `timing = ["movement", "movement"]`, want: `listed twice`},
		{name: "empty timing", old: `timing = ["movement"]`, new: `timing = []`, want: `missing or empty list`},
		{name: "unknown player", old: `played_by = "attacker"`, new: `played_by = "anyone"`, want: `unknown player "anyone"`},
		{name: "unknown scope", old: `scope = "enemy_stack"`, new: `scope = "world"`, want: `unknown scope "world"`},
		{name: "copies not five", old: "copies = 5", new: "copies = 4", want: "copies = 4 (every Command Card has 5"},
		{name: "missing table", old: "[command.suspend_attack]\ndefender_bonus_rounds = 1\n", new: "", want: `missing table [command.suspend_attack]`, at: "-"},
		{name: "wrong table", old: "[command.inspire]", new: "[command.suspend_attack]\ndefender_bonus_rounds = 1\n[command.inspire]", want: `does not belong to a "inspire" card`, at: "[command.suspend_attack]\ndefender_bonus_rounds = 1\n[command.inspire]"},
		{name: "missing parameter", old: "per_engagement = 1\n", new: "", want: `missing key "per_engagement"`, at: "[command.push]"},
		{name: "absurd bonus", old: "initiative_bonus = 5", new: "initiative_bonus = 50", want: "50 out of range (1..10)"},
		{name: "negative number", old: "open_hexes = 1", new: "open_hexes = -1", want: "-1 out of range (0..5)"},
		{name: "positive surrender morale", old: "morale_surrendering = -1", new: "morale_surrendering = 2", want: "2 out of range (-3..0)"},
		{name: "unknown term", old: `"hold_fire"]`, new: `"hold_fire", "ransom"]`, want: `unknown "ransom"`, at: `"ransom"`},
		{name: "missing flag", old: "initiative_check = false\nneeds_acceptance = true\n", new: "needs_acceptance = true\n", want: `missing key "initiative_check"`, at: "[[command]]\nid = \"cease_fire\""},
		{name: "empty title", old: `title = "Push"`, new: `title = ""`, want: "empty text"},
		{name: "long text", old: `purpose = "Reach a position before the enemy"`, new: `purpose = "` + strings.Repeat("x", 90) + `"`, want: "at most 80"},
		{name: "bad rule", old: `rule = "IV.3.5"`, new: `rule = "chapter five"`, want: "not a section number"},
		{name: "unknown key", old: "per_engagement = 1", new: "per_engagement = 1\nspeed = 9", want: "unknown key", at: "speed = 9"},
		{name: "wrong type", old: "copies = 5", new: `copies = "five"`, want: "commands.toml"},
		{name: "more than eight", old: "surrounded = false\n", new: "surrounded = false\n" + extra, want: "9 commands (at most 8", at: extra},
		{name: "decision missing", old: `id = "inspire"`, new: `id = "push"`, want: `no card for decision "inspire"`, at: "-"},
	}
	for _, m := range cases {
		t.Run(m.name, func(t *testing.T) {
			data := m.apply(t, base)
			_, err := LoadCommands("commands.toml", data)
			m.check(t, "commands.toml", data, err)
		})
	}
}
