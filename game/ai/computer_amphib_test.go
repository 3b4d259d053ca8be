package ai

import (
	"strings"
	"testing"

	"frontline/game"
	"frontline/game/board"
	"frontline/game/content"
	"frontline/game/hex"
	"frontline/game/units"
)

func init() {
	// Termoli, the US Deployment Phase of turn 5 with the LST in and the
	// port of Termoli lost: the staged Shermans and rifles have no port to
	// come in at, and come in aboard the LST to land (V.6.1).
	coverSituations["deploy aboard"] = situation{scenario: "termoli", seed: 1, side: units.US,
		at: phaseOf(units.US, game.PhaseDeployment, 5), to: game.PhaseMovement, want: game.CmdDeployAboard, edit: portLost}
}

// portLost gives Germany the port of Termoli and makes the staged LST
// due now (its Table V.2 request answered on time).
func portLost(t *testing.T, g *game.Game) {
	g.Ports["0403"] = game.PortHold{Side: units.Germany, Since: g.Players[units.US].Turn}
	lst := anyUnitOf(t, g, "us.lst_mk2")
	if lst.Place != game.Staged {
		t.Fatal("the LST came in before turn 5, the first Deployment Phase (V.6)")
	}
	lst.NavalRolled, lst.NavalDelay, lst.DeployTurn = true, 0, 2
	staged := 0
	for _, u := range g.Staged(units.US) {
		if u.Card.Ground() {
			staged++
		}
	}
	if staged == 0 {
		t.Fatal("no staged land unit left to deploy")
	}
}

// termoliAt plays Termoli (the computer as the US, the Advancer as
// Germany) to the US Movement Phase of turn 1.
func termoliAt(t *testing.T, seed uint64) (*game.Game, map[units.Side]Player) {
	t.Helper()
	players := map[units.Side]Player{units.US: NewComputer(Standard, seed), units.Germany: NewAdvancer(seed)}
	return playedTo(t, "termoli", seed, players, phaseOf(units.US, game.PhaseMovement, 1)), players
}

// playedTo is scenario id, seed, played by players until stop holds.
func playedTo(t *testing.T, id string, seed uint64, players map[units.Side]Player, stop func(*game.Game) bool) *game.Game {
	t.Helper()
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := game.New(c, game.Options{Scenario: id, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := PlayUntil(g, players, 2000, stop, nil); err != nil {
		t.Fatal(err)
	}
	return g
}

// Glossary, Landing Ship; VI.3.3: a rifle squad and an LCVP on a beach
// far down the coast (1104, seven hexes from the nearest US objective):
// the squad boards, the craft sails up the coast to a beach no enemy
// holds, and the squad comes ashore in a later Movement Phase — sooner at
// the objective than on foot. Every order says why. Games that end
// before the landing (Termoli is often decided by turn 3) try the next
// seed.
func TestLandingShip_TheComputerLandsUnitsNearerTheObjective(t *testing.T) {
	for seed := uint64(1); seed <= 8; seed++ {
		_, boarded, sailed, landed, over := landFromFarBeach(t, seed, at("1104"), func(*game.Game) hex.Hex { return at("1104") })
		if over && landed == "" {
			continue
		}
		if boarded == "" || sailed == "" || landed == "" {
			t.Fatalf("seed %d: boarded %q, sailed %q, landed %q", seed, boarded, sailed, landed)
		}
		for _, why := range []string{boarded, sailed, landed} {
			t.Log(why)
		}
		if !strings.Contains(boarded, "by sea") || !strings.Contains(sailed, "toward") || !strings.Contains(landed, "comes ashore") {
			t.Errorf("reasons do not say why: %q / %q / %q", boarded, sailed, landed)
		}
		return
	}
	t.Fatal("every game ended before the landing")
}

// Glossary, Landing Ship; VI.3.3: the LCVP waits at sea beside a beach
// far down the coast (1308, nine hexes from the nearest US objective)
// where a rifle squad stands: it sails in, and the squad boards it.
// (Termoli is decided before the craft gets back up the coast, so the
// landing itself is the test above's.)
func TestLandingShip_TheCraftComesForTheUnits(t *testing.T) {
	offshore := func(g *game.Game) hex.Hex {
		for _, h := range hex.Neighbors(at("1308")) {
			if g.Scenario().Map.InBounds(h) && g.Scenario().Map.Terrain(h) == board.Sea {
				return h
			}
		}
		t.Fatal("no sea beside 1308")
		return hex.Hex{}
	}
	for seed := uint64(1); seed <= 8; seed++ {
		pickup, boarded, _, _, over := landFromFarBeach(t, seed, at("1308"), offshore)
		if over && boarded == "" {
			continue
		}
		if pickup == "" || boarded == "" {
			t.Fatalf("seed %d: picked up %q, boarded %q", seed, pickup, boarded)
		}
		if !strings.Contains(pickup, "to take 1 unit(s) aboard") {
			t.Errorf("the pick-up does not say why: %q", pickup)
		}
		t.Log(pickup)
		return
	}
	t.Fatal("every game ended before the landing")
}

// landFromFarBeach puts the squad of 0706 at squadAt and an LCVP at the
// hex craftAt gives, and plays (the computer on both sides) until the
// squad lands, the game ends or the US turn 9 begins; it returns the
// reasons of the craft's sail to the squad, the boarding, the last sail
// with the squad and the landing, and whether the game ended.
func landFromFarBeach(t *testing.T, seed uint64, squadAt hex.Hex, craftAt func(*game.Game) hex.Hex) (pickup, boarded, sailed, landed string, over bool) {
	g, players := termoliAt(t, seed)
	players[units.Germany] = NewComputer(Standard, seed+1)
	lcvp, squad := placeFarLanding(t, g, squadAt, craftAt(g))
	_, err := PlayUntil(g, players, 8000, func(g *game.Game) bool { return landed != "" || g.Over || g.Players[units.US].Turn > 8 },
		func(o Order, _ []game.Event) {
			switch {
			case o.Kind == game.CmdEmbark && o.Unit == squad.ID && o.Target == lcvp.ID:
				boarded = o.Reason
			case o.Kind == game.CmdMove && o.Unit == lcvp.ID && boarded != "":
				sailed = o.Reason
			case o.Kind == game.CmdMove && o.Unit == lcvp.ID:
				pickup = o.Reason
			case o.Kind == game.CmdDisembark && o.Unit == squad.ID:
				landed = o.Reason
			}
		})
	if err != nil {
		t.Fatal(err)
	}
	return pickup, boarded, sailed, landed, g.Over
}

// placeFarLanding puts the first LCVP at craftAt and the rifle squad of
// 0706 at squadAt, out of its foxholes.
func placeFarLanding(t *testing.T, g *game.Game, squadAt, craftAt hex.Hex) (lcvp, squad *game.Unit) {
	for _, u := range g.Units {
		switch {
		case u.CardID == "us.lcvp" && lcvp == nil:
			lcvp = u
		case u.CardID == "us.rifle_squad" && u.Deployed() && u.Hex == at("0706"):
			squad = u
		}
	}
	if lcvp == nil || squad == nil {
		t.Fatal("no LCVP or no rifle squad at 0706")
	}
	lcvp.Hex, squad.Hex, squad.DugIn = craftAt, squadAt, false
	return lcvp, squad
}

// Glossary, Landing Ship: units as near the objective as the scenarios
// start them (every US unit of Termoli within three hexes of one) gain
// nothing by sea, so nobody boards the landing craft.
func TestLandingShip_NoLandingWhereWalkingIsAsQuick(t *testing.T) {
	g, players := termoliAt(t, 2)
	_, err := PlayUntil(g, players, 5000, func(g *game.Game) bool { return g.Over || g.Players[units.US].Turn > 3 },
		func(o Order, _ []game.Event) {
			if o.Kind == game.CmdEmbark {
				if c := g.Unit(o.Target); c != nil && c.Card.Class == units.Ship {
					t.Errorf("boarded a ship: %s", o.Reason)
				}
			}
		})
	if err != nil {
		t.Fatal(err)
	}
}

// DESIGN.md §2, issue 14 "Fair", for the landings: in Termoli games with
// a squad and an LCVP on a far beach, the computer asked at each US
// Movement Phase decision and at its disguise (other dice, enemy hand,
// hidden enemy units moved, removed or recarded) gives the same order
// and reason — its landings included.
func TestFairness_LandingsDecideFromTheViewOnly(t *testing.T) {
	asked, landingOrders := 0, 0
	for seed := uint64(1); seed <= 3; seed++ {
		g, players := termoliAt(t, seed)
		players[units.Germany] = NewComputer(Standard, seed+1)
		placeFarLanding(t, g, at("1104"), at("1104"))
		seats := map[units.Side]*game.Seat{units.US: game.NewSeat(g, units.US), units.Germany: game.NewSeat(g, units.Germany)}
		stop := func(g *game.Game) bool {
			if g.Pending.Side != units.US || g.Phase != game.PhaseMovement || g.Pending.Kind != game.DecidePhase {
				return g.Players[units.US].Turn > 5
			}
			asked++
			d, _ := g.Disguise(units.US, seed<<20+uint64(asked))
			a := NewComputer(Standard, uint64(asked)).Next(seats[units.US].At(g))
			b := NewComputer(Standard, uint64(asked)).Next(seats[units.US].At(d))
			if ka, kb := orderText(a), orderText(b); ka != kb {
				t.Fatalf("seed %d: the hidden state changed the order:\n  real:     %s\n  disguise: %s", seed, ka, kb)
			}
			if strings.Contains(a.Reason, "LCVP") {
				landingOrders++
			}
			return g.Players[units.US].Turn > 5
		}
		observe := func(_ Order, evs []game.Event) {
			for _, s := range seats {
				s.Observe(evs)
			}
		}
		if _, err := PlayUntil(g, players, 8000, stop, observe); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("%d positions asked, %d landing orders among them", asked, landingOrders)
	if landingOrders == 0 {
		t.Fatal("no landing order was asked for: the test proves nothing about them")
	}
}

// A Termoli game between computers in which the follow-up force comes in
// aboard the LST and lands (seed 10) saves and replays to the same
// state, and played again by fresh computers of the same seeds it is the
// same game: the landings depend on nothing but the seat and the seeds.
func TestLandingShip_AGameWithLandingsReplays(t *testing.T) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	play := func() (*game.Game, map[game.CommandKind]int) {
		g, _, err := game.New(c, game.Options{Scenario: "termoli", Seed: 10})
		if err != nil {
			t.Fatal(err)
		}
		players := map[units.Side]Player{units.US: NewComputer(Standard, 10), units.Germany: NewComputer(Standard, 10)}
		kinds := map[game.CommandKind]int{}
		if _, err := Play(g, players, 20000, func(o Order, _ []game.Event) { kinds[o.Kind]++ }); err != nil {
			t.Fatal(err)
		}
		return g, kinds
	}
	g, kinds := play()
	if kinds[game.CmdDeployAboard] == 0 || kinds[game.CmdDisembark] == 0 {
		t.Fatalf("no landing in the game: %v", kinds)
	}
	data, err := g.SaveBytes()
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := game.LoadBytes(c, "termoli with landings", data)
	if err != nil {
		t.Fatal(err)
	}
	if loaded.Hash() != g.Hash() {
		t.Fatal("the replayed game differs")
	}
	if again, _ := play(); again.Hash() != g.Hash() {
		t.Fatal("the same computers and seeds played another game")
	}
}
