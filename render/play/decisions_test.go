package play

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/cards"
	"frontline/game/content"
	"frontline/game/units"
	"frontline/render/widget"
)

// eventPickOf plays the intro of seed with every event card drawn being
// card (set-up: the event deck holds only it) until its choice waits on
// the screen's viewer; nil when it does not come within n phases. each,
// when set, runs before every phase is ended (more set-up).
func eventPickOf(t *testing.T, seed uint64, card string, n int, each func(*harness)) *harness {
	h := newHarness(t, seed)
	g := h.game()
	g.Events.Pile = nil
	for range 40 {
		g.Events.Pile = append(g.Events.Pile, card)
	}
	sess := h.s.Session()
	for i := 0; i < n && g.Pending.Kind != game.DecideEventPick && !g.Over; i++ {
		if sess.NeedsHandOff() {
			h.click(640, 400)
			continue
		}
		if each != nil {
			each(h)
		}
		h.press(ebiten.KeyEnter)
	}
	if g.Pending.Kind != game.DecideEventPick {
		t.Logf("no pick: step %d, pending %+v, staged %d", g.Step, g.Pending, len(g.Staged(units.US)))
		return nil
	}
	if sess.NeedsHandOff() {
		h.click(640, 400)
	}
	h.step()
	for i := 0; i < 3 && h.s.cards.Modal(); i++ { // the card drawn pops up: OK
		h.clickSpot("cards.ok")
	}
	return h
}

// spot is the probe's spot named name, or fails.
func (h *harness) spot(name string) widget.Spot {
	h.t.Helper()
	var found *widget.Spot
	h.s.Probe(func(sp widget.Spot) {
		if sp.Name == name {
			found = &sp
		}
	})
	if found == nil {
		h.t.Fatalf("no %q on the screen (toast %q)", name, h.s.Toast())
	}
	return *found
}

// clickSpot clicks the middle of the probe's spot name.
func (h *harness) clickSpot(name string) {
	h.t.Helper()
	r := h.spot(name).R
	h.click(r.X+r.W/2, r.Y+r.H/2)
}

// Replacements and Training: the panel names the card and its prompt;
// Confirm is disabled until two units are chosen by clicks on their
// rows, a third is refused, and Confirm sends exactly the two clicked.
func TestEventPickPanel(t *testing.T) {
	h := eventPickOf(t, 1, "replacements_training", 120, nil)
	if h == nil {
		t.Fatal("no Replacements and Training choice within 120 phases")
	}
	g := h.game()
	side := g.Pending.Side
	if h.s.side.kind != sideEventPick || h.s.side.header.String() != "Replacements and Training" {
		t.Fatalf("panel %d %q", h.s.side.kind, h.s.side.header.String())
	}
	if !strings.Contains(h.s.dec.text.String(), "roll for experience") {
		t.Errorf("prompt %q", h.s.dec.text.String())
	}
	if c := h.spot("pick.confirm"); c.Enabled {
		t.Fatal("Confirm enabled with nothing chosen")
	}
	if b := planButton(h, "Confirm"); !strings.Contains(b.Reason, "Choose 2 more") {
		t.Errorf("Confirm's reason %q", b.Reason)
	}
	if got := h.s.bar.end.Label(); got != "Pick for me" {
		t.Errorf("bar button %q", got)
	}
	ch := g.Pending.Choices
	if len(ch) < 3 {
		t.Fatalf("choices %v: the test wants three", ch)
	}
	want := []game.UnitID{ch[2], ch[0]}
	for _, id := range want {
		h.clickSpot("pick/" + itoa(id))
	}
	if !h.spot("pick/"+itoa(ch[0])).On || h.s.planr.head.String() != "2 of 2 chosen" {
		t.Fatalf("chosen %v, head %q", h.s.dec.pick.chosen, h.s.planr.head.String())
	}
	h.clickSpot("pick/" + itoa(ch[1]))
	if len(h.s.dec.pick.chosen) != 2 || !strings.Contains(h.s.Toast(), "already chosen") {
		t.Fatalf("a third was taken: %v, toast %q", h.s.dec.pick.chosen, h.s.Toast())
	}
	h.save("play-event-pick.png")
	var sent *game.Event
	before := len(h.s.Session().Logs[side])
	h.clickSpot("pick.confirm")
	if g.Pending.Kind == game.DecideEventPick {
		t.Fatalf("still waiting; toast %q", h.s.Toast())
	}
	for _, e := range h.s.Session().Logs[side][before:] {
		if e.Event.Kind == game.EvEventEffect && len(e.Event.Units) > 0 {
			sent = &e.Event
		}
	}
	if sent == nil || !sameIDs(sent.Units, want) {
		t.Fatalf("experience rolled for %+v, want %v", sent, want)
	}
}

// Radio Intercept: the choices are enemy markers; a click on a lit
// stack on the map chooses it.
func TestEventPickRevealByMap(t *testing.T) {
	h := eventPickOf(t, 1, "radio_intercept", 120, nil)
	if h == nil {
		t.Fatal("no Radio Intercept choice within 120 phases")
	}
	g := h.game()
	side := g.Pending.Side
	var lit string
	h.s.Probe(func(sp widget.Spot) {
		if lit == "" && strings.HasPrefix(sp.Name, "pickhex/") {
			lit = sp.Name
		}
	})
	if lit == "" {
		t.Fatal("no lit stack on screen")
	}
	h.clickSpot(lit)
	if len(h.s.dec.pick.chosen) != 1 {
		t.Fatalf("chosen %v after the map click, toast %q", h.s.dec.pick.chosen, h.s.Toast())
	}
	picked := h.s.dec.pick.chosen[0]
	if u := g.Unit(picked); u == nil || u.Side == side || "pickhex/"+u.Hex.String() != lit {
		t.Fatalf("chose %v for %s", u, lit)
	}
	for _, id := range g.Pending.Choices {
		if len(h.s.dec.pick.chosen) < 3 && !slices.Contains(h.s.dec.pick.chosen, id) {
			h.s.eventPickRow(id)
		}
	}
	h.s.refresh()
	h.step()
	h.save("play-event-reveal.png")
	h.clickSpot("pick.confirm")
	if g.Pending.Kind == game.DecideEventPick {
		t.Fatalf("still waiting; toast %q", h.s.Toast())
	}
	at := g.Unit(picked).Hex
	for _, es := range g.View(side).Enemy {
		if es.Hex == at && es.Revealed && es.Why == game.RevealEvent {
			return
		}
	}
	t.Fatalf("the stack in %s is not revealed", at)
}

func itoa(id game.UnitID) string { return strconv.Itoa(int(id)) }

func sameIDs(a, b []game.UnitID) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// Early Arrival: a click on a staged unit lights the hexes it may
// deploy in; a click on one places it there, and Confirm deploys it in
// that hex. The bar's button deploys none.
func TestEventPickDeployNow(t *testing.T) {
	h := eventPickOf(t, 1, "early_arrival", 160, buyInfantry)
	if h == nil {
		t.Fatal("no Early Arrival choice within 160 phases")
	}
	g := h.game()
	if got := h.s.bar.end.Label(); got != "Choose none" {
		t.Errorf("bar button %q", got)
	}
	if !h.spot("pick.confirm").Enabled {
		t.Error("Confirm disabled although the card lets you deploy none")
	}
	id := g.Pending.Choices[0]
	h.clickSpot("pick/" + itoa(id))
	if h.s.dec.pick.placing != id || len(h.s.dec.lit) == 0 {
		t.Fatalf("placing %d, lit %v, toast %q", h.s.dec.pick.placing, h.s.dec.lit, h.s.Toast())
	}
	h.press(ebiten.KeyEscape) // lets it go, and the hexes go dark
	if h.s.dec.pick.placing != 0 || len(h.s.dec.lit) != 0 {
		t.Fatalf("after Esc: placing %d, lit %v", h.s.dec.pick.placing, h.s.dec.lit)
	}
	h.clickSpot("pick/" + itoa(id))
	var lit string
	h.s.Probe(func(sp widget.Spot) {
		if lit == "" && strings.HasPrefix(sp.Name, "pickhex/") {
			lit = sp.Name
		}
	})
	if lit == "" {
		h.s.Map().CenterOn(h.s.dec.lit[0])
		h.step()
		lit = "pickhex/" + h.s.dec.lit[0].String()
	}
	h.save("play-event-deploy-lit.png")
	h.clickSpot(lit)
	st := h.s.dec.pick
	if !slices.Equal(st.chosen, []game.UnitID{id}) || len(st.hexes) != 1 || "pickhex/"+st.hexes[0].String() != lit {
		t.Fatalf("after the hex: chosen %v in %v", st.chosen, st.hexes)
	}
	h.save("play-event-deploy.png")
	at := st.hexes[0]
	h.clickSpot("pick.confirm")
	if u := g.Unit(id); g.Pending.Kind == game.DecideEventPick || u.Place != game.OnMap || u.Hex != at {
		t.Fatalf("unit %s in %s, want on the map in %s; toast %q", u.Place, u.Hex, at, h.s.Toast())
	}
}

// buyInfantry buys two US rifle squads in the first US Production Phase
// (set-up through the session), so units wait in the staging area.
func buyInfantry(h *harness) {
	g := h.game()
	if g.Phase != game.PhaseProduction || g.Pending.Side != units.US || len(g.Staged(units.US)) > 0 {
		return
	}
	if _, err := h.s.Session().Do(game.Command{Kind: game.CmdBuy, Card: "us.rifle_squad", Count: 2}); err != nil {
		h.t.Fatal(err)
	}
}

// germanWithdrawal: a US attack answered by a German Withdraw, up to
// the German choice of the hex its unit falls back to; nil when this
// seed does not lead there (the unit has one hex or none, or is lost).
func germanWithdrawal(t *testing.T, seed uint64) *harness {
	h := usAttacksGerman(t, seed)
	if h == nil {
		return nil
	}
	g := h.game()
	g.Players[units.Germany].Hand = append(g.Players[units.Germany].Hand, "withdraw")
	if !h.playEngagement(germanWithdraws, func(g *game.Game) bool { return g.Pending.Kind == game.DecideWithdrawHex }) {
		return nil
	}
	return h
}

// The withdrawing German unit: the panel names it and why it moves, its
// hexes are lit, and a click on one moves it there.
func TestWithdrawHexPanel(t *testing.T) {
	var h *harness
	for seed := uint64(1); seed <= 6 && h == nil; seed++ {
		h = germanWithdrawal(t, seed)
	}
	if h == nil {
		t.Fatal("no seed leads to a choice of withdrawal hex")
	}
	g := h.game()
	id := g.Pending.Choices[0]
	hs := g.WithdrawHexes(id)
	if h.s.side.kind != sideWithdrawHex || !strings.Contains(h.s.dec.text.String(), "withdraws from") || len(hs) < 2 {
		t.Fatalf("panel %d %q, hexes %v", h.s.side.kind, h.s.dec.text.String(), hs)
	}
	if got := h.s.bar.end.Label(); got != "Pick for me" {
		t.Errorf("bar button %q", got)
	}
	to := hs[len(hs)-1]
	h.s.Map().CenterOn(to)
	h.step()
	h.save("play-withdraw-hex.png")
	h.clickSpot("withdraw/" + to.String())
	if u := g.Unit(id); g.Pending.Kind == game.DecideWithdrawHex && g.Pending.Choices[0] == id || u.Hex != to {
		t.Fatalf("unit in %s, want %s; pending %+v, toast %q", u.Hex, to, g.Pending, h.s.Toast())
	}
}

// germanTerms: a US attack answered by a German Cease Fire offer
// (hold fire for two turns, set-up through the session), the US to
// answer; nil when this seed does not lead there.
func germanTerms(t *testing.T, seed uint64) *harness {
	h := usAttacksGerman(t, seed)
	if h == nil {
		return nil
	}
	g := h.game()
	g.Players[units.Germany].Hand = append(g.Players[units.Germany].Hand, "cease_fire")
	offer := func(g *game.Game) (game.Command, bool) {
		if g.Pending.Side == units.Germany && slices.Contains(g.Players[units.Germany].Hand, "cease_fire") {
			return game.Command{Kind: game.CmdOfferTerms, Card: "cease_fire", Option: "hold_fire", Count: 2}, true
		}
		return game.Command{}, false
	}
	if !h.playEngagement(offer, func(g *game.Game) bool { return g.Pending.Kind == game.DecideTerms }) {
		return nil
	}
	return h
}

// The offer in words; Accept ends the engagement under a two-turn truce.
func TestTermsAccept(t *testing.T) {
	var h *harness
	for seed := uint64(1); seed <= 6 && h == nil; seed++ {
		h = germanTerms(t, seed)
	}
	if h == nil {
		t.Fatal("no seed leads to a Cease Fire offer")
	}
	g := h.game()
	txt := h.s.dec.text.String()
	if h.s.side.kind != sideTerms || !strings.Contains(txt, "hold fire") || !strings.Contains(txt, "for 2 turns of each side") {
		t.Fatalf("panel %d %q", h.s.side.kind, txt)
	}
	if got := h.s.bar.end.Label(); got != "Decline" {
		t.Errorf("bar button %q", got)
	}
	h.save("play-terms.png")
	h.clickSpot("terms.accept")
	if g.Offer != nil || g.OpenEngagement != nil || len(g.Truces) != 1 || g.Truces[0].Turns != 2 {
		t.Fatalf("offer %+v, engagement %v, truces %+v; toast %q", g.Offer, g.OpenEngagement != nil, g.Truces, h.s.Toast())
	}
}

// Decline: no truce, and the game goes back to the decision the offer
// interrupted.
func TestTermsDecline(t *testing.T) {
	h := germanTerms(t, 1)
	if h == nil {
		t.Skip("seed 1 does not lead to a Cease Fire offer")
	}
	g := h.game()
	resume := g.Offer.Resume
	h.clickSpot("terms.decline")
	if g.Offer != nil || len(g.Truces) != 0 || g.Pending.Kind != resume.Kind || g.Pending.Side != resume.Side {
		t.Fatalf("offer %+v, truces %+v, pending %+v (want %s); toast %q", g.Offer, g.Truces, g.Pending, resume.Kind, h.s.Toast())
	}
}

// The other terms in words: a pause, a mutual withdrawal and a
// surrender near defeat.
func TestTermsWords(t *testing.T) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	cf, _ := c.Commands.Get(cards.CeaseFire)
	cs, _ := c.Commands.Get(cards.ConditionalSurrender)
	two := []game.UnitID{1, 2}
	for _, tc := range []struct {
		o    game.TermsOffer
		c    *cards.Command
		want []string
	}{
		{game.TermsOffer{Card: "cease_fire", By: units.Germany, Term: cards.TermPause, Units: two}, cf,
			[]string{"Germany offers a Cease Fire: the engagement pauses", "may not attack each other again before the next Operational Turn"}},
		{game.TermsOffer{Card: "cease_fire", By: units.US, Term: cards.TermMutualWithdraw, Turns: 1, Units: two}, cf,
			[]string{"both sides withdraw", "nobody earns experience", "for 1 turn of each side"}},
		{game.TermsOffer{Card: "cease_fire", By: units.US, Term: cards.TermHoldFire, Turns: 3}, cf,
			[]string{"No unit of either army may attack the other for 3 turns of each side"}},
		{game.TermsOffer{Card: "conditional_surrender", By: units.Germany, Units: two, NearDefeat: true}, cs,
			[]string{"surrender its 2 engaged units", "captured", "scores 50 points"}},
	} {
		got := TermsWords(&tc.o, tc.c, true)
		for _, w := range tc.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s %s: %q lacks %q", tc.o.Card, tc.o.Term, got, w)
			}
		}
	}
}
