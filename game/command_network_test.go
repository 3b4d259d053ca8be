package game

import (
	"strings"
	"testing"

	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/units"
)

func commandStructure(u *Unit) bool {
	k := u.Card.Special.Structure
	return k == units.ForwardHQ || k == units.CommandPost
}

// noNetwork takes every command post and HQ off the map, so a test builds
// the network it needs.
func noNetwork(g *Game) {
	for _, u := range g.Units {
		if u.Deployed() && commandStructure(u) {
			u.Place = Away
		}
	}
}

// hexAt is an on-map hex exactly d hexes from c, and when away is given
// exactly d+1 from it too.
func hexAt(t *testing.T, g *Game, c string, d int, away ...string) string {
	t.Helper()
	for _, h := range hex.Ring(hex.MustParse(c), d) {
		if !g.scenario.Map.InBounds(h) {
			continue
		}
		if len(away) > 0 && hex.Distance(h, hex.MustParse(away[0])) != d+1 {
			continue
		}
		return h.String()
	}
	t.Fatalf("no hex %d from %s", d, c)
	return ""
}

// IV.1.1, Inset IV.2 item 1: a Forward HQ commands 20 hexes around it;
// aircraft are never out of command (Inset IV.1 note).
func TestIV11_HQRadiusTwenty(t *testing.T) {
	g := combatGame(t, units.US)
	noNetwork(g)
	hq := addUnit(t, g, "us.forward_hq", units.US, "0101")
	in := addUnit(t, g, "us.rifle_squad", units.US, hexAt(t, g, "0101", 20))
	out := addUnit(t, g, "us.rifle_squad", units.US, hexAt(t, g, "0101", 21))
	plane := addUnit(t, g, "de.fw190a3", units.Germany, "1010")
	if !g.InCommand(in) || g.InCommand(out) {
		t.Fatalf("20 hexes away in command %v, 21 away %v", g.InCommand(in), g.InCommand(out))
	}
	if !g.InCommand(plane) {
		t.Fatal("an aircraft outside its network suffered the penalties (Inset IV.1 note)")
	}
	src := g.CommandRadius(units.US)
	if len(src) != 1 || src[0].Unit != hq.ID || src[0].Radius != 20 {
		t.Fatalf("sources %+v", src)
	}
	cov := g.CommandCoverage(units.US)
	if !cov[in.Hex.String()] || cov[out.Hex.String()] || len(g.CommandCoverage(units.Germany)) != 0 {
		t.Fatal("coverage does not follow the 20-hex radius")
	}
}

// IV.1.8: a damaged Command Post commands 8 hexes instead of 15.
func TestIV11_DamagedPostRadiusEight(t *testing.T) {
	g := combatGame(t, units.US)
	noNetwork(g)
	post := addUnit(t, g, "de.command_post", units.Germany, "1010")
	at9 := addUnit(t, g, "de.rifle_squad", units.Germany, hexAt(t, g, "1010", 9))
	at8 := addUnit(t, g, "de.rifle_squad", units.Germany, hexAt(t, g, "1010", 8))
	if !g.InCommand(at9) {
		t.Fatal("a full-strength post does not reach 9 hexes")
	}
	post.Damaged = true
	if !g.InCommand(at8) || g.InCommand(at9) {
		t.Fatalf("damaged post: 8 hexes %v, 9 hexes %v", g.InCommand(at8), g.InCommand(at9))
	}
	if cov := g.CommandCoverage(units.Germany); !cov[at8.Hex.String()] || cov[at9.Hex.String()] {
		t.Fatal("coverage ignores the damaged radius")
	}
}

// Inset IV.1 item 2, strict reading: one attacker out of command costs the
// whole attack its +2: the howitzer firing from the next hex is out of
// command, so 9 against 2 is rolled bare. The Sherman's 20 ends it.
func TestInsetIV1_AttackBonusNegatedOutsideNetwork(t *testing.T) {
	g := combatGame(t, units.US)
	noNetwork(g)
	post := addUnit(t, g, "us.command_post", units.US, hexAt(t, g, "0606", 8, "0607"))
	post.Damaged = true // radius 8: 0606 is in command, 0607 not
	addUnit(t, g, "de.forward_hq", units.Germany, "0606")
	inside, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	outside, _ := crewUnit(t, g, "us.howitzer_105mm", "us.artillery_crew", units.US, "0607")
	squad := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	if !g.InCommand(inside) || g.InCommand(outside) {
		t.Fatal("set-up: one Sherman should be in command and the other not")
	}
	mustApply(t, g, attackCmd(units.US, squad, inside, outside))
	g.dice = dice.ScriptT(t, 9, 2, 20)
	evs := mustApply(t, g, retaliateCmd(units.Germany, inside, squad))
	ini, _ := hasEvent(evs, EvInitiative)
	if strings.Contains(ini.Text, "attack bonus (Inset V.6)") ||
		!strings.Contains(ini.Text, "No attack bonus: "+g.describe(outside)+" is outside the command network (Inset IV.1)") {
		t.Fatalf("initiative %q", ini.Text)
	}
	if !strings.Contains(ini.Text, "d10 9 = 9") || !strings.Contains(ini.Text, "d10 2 = 2") {
		t.Fatalf("modifiers applied wrongly: %q", ini.Text)
	}
}

// Inset IV.1 item 1: a retaliating unit out of command gives the defender
// -1, so its 6 becomes 5 and loses to the attacker's 5+2.
func TestInsetIV1_DefenderMinusOneOutside(t *testing.T) {
	g := combatGame(t, units.US)
	noNetwork(g)
	addUnit(t, g, "us.forward_hq", units.US, "0606")
	sherman, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	squad := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	mustApply(t, g, attackCmd(units.US, squad, sherman))
	g.dice = dice.ScriptT(t, 5, 6, 20)
	evs := mustApply(t, g, retaliateCmd(units.Germany, sherman, squad))
	ini, _ := hasEvent(evs, EvInitiative)
	if !strings.Contains(ini.Text, "d10 6 -1 outside the command network (Inset IV.1) = 5") || ini.Side != units.US {
		t.Fatalf("initiative %+v", ini)
	}
}

// Inset IV.3 item 3: a Command Post set up this turn commands from the
// side's next turn.
func TestIV13_PostWorksFromNextTurn(t *testing.T) {
	g := combatGame(t, units.US)
	noNetwork(g)
	turn := g.Players[units.US].Turn
	post := addUnit(t, g, "us.command_post", units.US, "1010")
	post.ActiveTurn = turn + 1
	squad := addUnit(t, g, "us.rifle_squad", units.US, "1012")
	if g.InCommand(squad) || len(g.CommandCoverage(units.US)) != 0 {
		t.Fatal("a post works on the turn it was set up")
	}
	for g.Players[units.US].Turn == turn {
		endPhase(t, g)
	}
	if !g.InCommand(squad) {
		t.Fatalf("the post does not work on turn %d", g.Players[units.US].Turn)
	}
}
