package game

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/units"
)

// siteAt is an empty plains hex d hexes from c and at least 10 from
// every post of side: a legal post site once a land unit stands there.
func siteAt(t *testing.T, g *Game, side units.Side, c string, d int) string {
	t.Helper()
next:
	for _, h := range hex.Ring(hex.MustParse(c), d) {
		if !g.scenario.Map.InBounds(h) || g.scenario.Map.Terrain(h) != board.Plains || len(g.unitsIn(h)) > 0 {
			continue
		}
		for _, p := range g.Units {
			if p.Side == side && p.Deployed() && IsPost(p) && hex.Distance(p.Hex, h) < MinPostSpacing {
				continue next
			}
		}
		return h.String()
	}
	t.Fatalf("no post site %d from %s", d, c)
	return ""
}

// IV.1.3, IV.1.5: posts are bought at full cost and established in the
// Deployment Phase; in Barletta, a Key City the US holds, half the price
// comes back; in open country nothing does. A German post set up beside
// a Panther turret emplacement (a bunker) costs half too.
func TestIV13_HalfCostPostInKeyCityOrBunker(t *testing.T) {
	g, _ := newTestGame(t, 1)
	noEvents(g) // event_effects_test.go: no card may delay the posts
	g.Players[units.US].Treasury = 100
	mustApply(t, g, buyCmd(units.US, "us.command_post", 2, ""))
	toPhase(t, g, units.Germany, 1, PhaseProduction)
	mustApply(t, g, buyCmd(units.Germany, "de.command_post", 1, ""))
	toPhase(t, g, units.US, 5, PhaseDeployment)
	noNetwork(g)
	posts := g.Staged(units.US)
	posts = slices.DeleteFunc(posts, func(u *Unit) bool { return u.Card.Special.Structure != units.CommandPost })
	if len(posts) != 2 {
		t.Fatalf("%d staged US posts", len(posts))
	}
	addUnit(t, g, "us.rifle_squad", units.US, "1308")
	addUnit(t, g, "us.rifle_squad", units.US, "1308")
	before := g.Players[units.US].Treasury
	evs := mustApply(t, g, deployCmd(posts[0], "1308"))
	if got := g.Players[units.US].Treasury - before; got != 10 {
		t.Fatalf("treasury +%d in Barletta, want half of 20", got)
	}
	if e, _ := hasEvent(evs, EvDeployed); !strings.Contains(e.Text, "IV.1.3") {
		t.Errorf("deploy event %q does not explain the saving", e.Text)
	}
	plain := siteAt(t, g, units.US, "1308", 10)
	addUnit(t, g, "us.rifle_squad", units.US, plain)
	before = g.Players[units.US].Treasury
	mustApply(t, g, deployCmd(posts[1], plain))
	if g.Players[units.US].Treasury != before {
		t.Fatal("a post in open country was refunded")
	}

	toPhase(t, g, units.Germany, 5, PhaseDeployment)
	noNetwork(g)
	var de *Unit
	for _, u := range g.Staged(units.Germany) {
		if u.Card.Special.Structure == units.CommandPost {
			de = u
		}
	}
	addUnit(t, g, "de.rifle_squad", units.Germany, "0505")
	addUnit(t, g, "de.panther_turret", units.Germany, "0505")
	before = g.Players[units.Germany].Treasury
	mustApply(t, g, deployCmd(de, "0505"))
	if got := g.Players[units.Germany].Treasury - before; got != 10 {
		t.Fatalf("treasury +%d beside a bunker, want 10", got)
	}
}

// IV.1.5, Inset IV.4 item 3: after the Forward HQ is lost a new one is
// bought, staged and established like a post, working the turn after.
func TestIV15_ReplacementHQBuiltLikeAPost(t *testing.T) {
	g, _ := newTestGame(t, 1)
	g.forwardHQ(units.US).Place = Destroyed
	g.Players[units.US].Treasury = 100
	mustApply(t, g, buyCmd(units.US, "us.forward_hq", 1, ""))
	toPhase(t, g, units.US, 5, PhaseDeployment)
	var hq *Unit
	for _, u := range g.Staged(units.US) {
		if u.Card.Special.Structure == units.ForwardHQ {
			hq = u
		}
	}
	site := siteAt(t, g, units.US, ownPost(g, units.US).Hex.String(), 10)
	addUnit(t, g, "us.rifle_squad", units.US, site)
	mustApply(t, g, deployCmd(hq, site))
	if !g.HasForwardHQ(units.US) || hq.ActiveTurn != 6 {
		t.Fatalf("replacement HQ on map %v, works from turn %d", g.HasForwardHQ(units.US), hq.ActiveTurn)
	}
}

// IV.1.6, IV.1.7: an enemy post is no legal target until land recon has
// found it; then it is.
func TestIV17_PostIsATargetOnlyOnceRevealed(t *testing.T) {
	g := combatGame(t, units.US)
	noNetwork(g)
	gun, _ := crewUnit(t, g, "us.howitzer_105mm", "us.artillery_crew", units.US, "0606")
	post := addUnit(t, g, "de.command_post", units.Germany, "0607")
	if slices.Contains(g.AttackTargets(gun.ID), post.ID) {
		t.Fatal("an unrevealed post is offered as a target")
	}
	refused(t, g, attackCmd(units.US, post, gun), "not been found by reconnaissance")
	post.FoundAt = post.Hex.String()
	if !slices.Contains(g.AttackTargets(gun.ID), post.ID) {
		t.Fatalf("the found post is no target: %v", g.AttackTargets(gun.ID))
	}
}

// IV.1.8: a damaged post keeps earning, at its damaged income.
func TestIV18_DamagedPostEarnsLess(t *testing.T) {
	g, _ := newTestGame(t, 1)
	full := g.Income(units.US)
	ownPost(g, units.US).Damaged = true
	if got := g.Income(units.US); got != full-5 {
		t.Fatalf("income %d with a damaged post, want %d", got, full-5)
	}
}

// Inset IV.2, IV.1.8: with the Forward HQ destroyed a side loses the HQ's
// income and radius, keeps its posts' income, and draws and plays no
// command cards.
func TestInsetIV2_DestroyedHQLosses(t *testing.T) {
	g, _ := newTestGame(t, 1)
	full := g.Income(units.US)
	hq := g.forwardHQ(units.US)
	hq.Place = Destroyed
	if got := g.Income(units.US); got != full-30 || got == 0 {
		t.Fatalf("income %d without the HQ, want %d", got, full-30)
	}
	for _, s := range g.CommandRadius(units.US) {
		if s.Unit == hq.ID {
			t.Fatal("the destroyed HQ still commands")
		}
	}
	toPhase(t, g, units.US, 2, PhaseMovement)
	g.Players[units.US].Hand = []string{"push"}
	refused(t, g, pushCmd(units.US, ownPost(g, units.US)), "Forward HQ", "Inset IV.2")
}

// IV.1.9, Inset IV.4: the HQ can be given up only once found. Converting
// a working post abandons the found HQ, costs 20 (half of 40) and takes
// three turns, during which the side has no HQ and no HQ can be bought;
// as turn 4 begins the post is the Forward HQ.
func TestInsetIV4_PostConvertedInThreeTurns(t *testing.T) {
	g, _ := newTestGame(t, 1)
	hq, post := g.forwardHQ(units.US), ownPost(g, units.US)
	convert := Command{Kind: CmdConvertPost, Side: units.US, Unit: post.ID}
	refused(t, g, convert, "found it", "IV.1.9")
	refused(t, g, Command{Kind: CmdAbandonHQ, Side: units.US}, "found it", "IV.1.9")
	hq.FoundAt = hq.Hex.String()
	g.Players[units.US].Treasury = 19
	refused(t, g, convert, "costs 20", "treasury holds 19", "Inset IV.4")
	g.Players[units.US].Treasury = 100
	refused(t, g, Command{Kind: CmdConvertPost, Side: units.US, Unit: hq.ID}, "not one of your Command Posts", "Inset IV.4")
	fresh := addUnit(t, g, "us.command_post", units.US, "0101")
	fresh.ActiveTurn = 2
	refused(t, g, Command{Kind: CmdConvertPost, Side: units.US, Unit: fresh.ID}, "works only from turn 2", "Inset IV.3")
	fresh.Place = Away

	evs := mustApply(t, g, convert)
	if e, ok := hasEvent(evs, EvHQAbandoned); !ok || e.Secret || hq.Place != Destroyed {
		t.Fatalf("abandon event %+v, HQ %s", e, hq.Place)
	}
	if e, ok := hasEvent(evs, EvConversion); !ok || !e.Secret || g.Players[units.US].Treasury != 80 || post.HQFromTurn != 4 {
		t.Fatalf("conversion event %+v, treasury %d, from turn %d", e, g.Players[units.US].Treasury, post.HQFromTurn)
	}
	if g.HasForwardHQ(units.US) {
		t.Fatal("the side still has an HQ during the conversion")
	}
	refused(t, g, convert, "already being converted", "Inset IV.4")
	refused(t, g, buyCmd(units.US, "us.forward_hq", 1, ""), "already being converted", "Inset IV.4")

	toPhase(t, g, units.US, 3, PhaseMovement)
	if post.Card.Special.Structure != units.CommandPost {
		t.Fatal("converted before its three turns")
	}
	toPhase(t, g, units.US, 4, PhaseMovement)
	if post.Card.Special.Structure != units.ForwardHQ || !g.HasForwardHQ(units.US) || post.HQFromTurn != 0 {
		t.Fatalf("after three turns the post is %s", post.CardID)
	}
	if r := g.CommandRadius(units.US); !slices.ContainsFunc(r, func(s CommandSource) bool { return s.Unit == post.ID && s.Radius == 20 }) {
		t.Fatalf("the new HQ does not command 20 hexes: %+v", r)
	}
}

// IV.1.9: a found HQ may simply be abandoned, so that a new one can be
// bought (IV.1.5).
func TestIV19_AbandonFoundHQ(t *testing.T) {
	g, _ := newTestGame(t, 1)
	hq := g.forwardHQ(units.US)
	hq.FoundAt = hq.Hex.String()
	mustApply(t, g, Command{Kind: CmdAbandonHQ, Side: units.US})
	if g.HasForwardHQ(units.US) {
		t.Fatal("the HQ still stands")
	}
	refused(t, g, Command{Kind: CmdAbandonHQ, Side: units.US}, "no Forward HQ", "IV.1.9")
	g.Players[units.US].Treasury = 100
	mustApply(t, g, buyCmd(units.US, "us.forward_hq", 1, ""))
	refused(t, g, Command{Kind: CmdConvertPost, Side: units.US, Unit: ownPost(g, units.US).ID}, "already staged", "Inset IV.4")
}

// View never carries the enemy's command network: changing which German
// posts work leaves the US view exactly as it was.
func TestViewHidesEnemyCommandNetwork(t *testing.T) {
	g, _ := newTestGame(t, 1)
	view := func() string {
		b, err := json.Marshal(g.View(units.US))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	before, cover := view(), len(g.CommandCoverage(units.Germany))
	for _, u := range g.Units {
		if u.Side == units.Germany && IsPost(u) {
			u.ActiveTurn = 99 // not working yet
		}
	}
	if len(g.CommandCoverage(units.Germany)) == cover {
		t.Fatal("set-up: the German network did not change")
	}
	if view() != before {
		t.Fatal("the US view changes with the German command network")
	}
}
