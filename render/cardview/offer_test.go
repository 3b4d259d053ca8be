package cardview

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/cards"
	"frontline/render/internal/displaytest"
	"frontline/render/markers"
	"frontline/render/session"
	"frontline/render/widget"
)

func centre(r widget.Rect) (int, int) { return int(r.X + r.W/2), int(r.Y + r.H/2) }

// Cease Fire is played from the hand with its terms (IV.3.1): the click
// opens the terms; outside an engagement the engine takes only Hold fire,
// so the other terms leave Offer grey with its reason; Hold fire for 3
// turns goes to the engine as offer_terms and the enemy is asked.
func TestCeaseFireIsOfferedWithItsTerms(t *testing.T) {
	displaytest.Need(t)
	c := embedded(t)
	sess := drive(t, 3, -400, func(s *session.Session) bool {
		g := s.Game()
		return g.Pending.Side == s.Viewer && g.Pending.Kind == game.DecidePhase && g.Engagement() == nil &&
			slices.Contains(g.Player(s.Viewer).Hand, string(cards.CeaseFire)) && g.HasForwardHQ(s.Viewer)
	})
	if sess == nil {
		t.Fatal("no Cease Fire in a hand at a phase decision in this game")
	}
	g := sess.Game()
	k := New(c, sess, markers.New())
	k.Resize(1280, 800)
	k.Refresh()
	k.Close()
	k.OpenHand()
	tile := -1
	for i := range k.hand.n {
		if k.hand.tiles[i].id == string(cards.CeaseFire) {
			tile = i
		}
	}
	if tile < 0 || !k.hand.tiles[tile].playable {
		t.Fatalf("Cease Fire is not lit in the hand (tile %d)", tile)
	}
	x, y := centre(k.hand.tiles[tile].r)
	k.Update(Input{X: x, Y: y, Click: true})
	if k.Showing() != OfferOpen {
		t.Fatalf("the click on Cease Fire opened %s, want the terms", k.Showing())
	}
	o := k.Offer()
	terms := o.terms
	for i, term := range terms {
		x, y := centre(o.Term().Segment(i).R)
		k.Update(Input{X: x, Y: y, Click: true})
		if got, _ := o.Chosen(); got != term {
			t.Fatalf("a click on %q chose %s", termNames[term], got)
		}
		if want := term == cards.TermHoldFire; o.Offer().Enabled != want || (!want && o.why.String() == "") {
			t.Errorf("%s outside an engagement: Offer enabled %v (why %q), want %v", term, o.Offer().Enabled, o.why.String(), want)
		}
	}
	x, y = centre(o.turns.Segment(2).R)
	k.Update(Input{X: x, Y: y, Click: true})
	if term, n := o.Chosen(); term != cards.TermHoldFire || n != 3 {
		t.Fatalf("chosen %s for %d turns, want hold_fire for 3", term, n)
	}
	screen := ebiten.NewImage(1280, 800)
	k.Draw(screen)
	savePNG(t, screen, "cardview-cease-fire-offer.png")
	var through []game.Command
	k.Do = func(cmd game.Command) ([]game.Event, error) {
		through = append(through, cmd)
		return sess.Do(cmd)
	}
	offerer := sess.Viewer
	x, y = centre(o.Offer().R)
	if _, err := k.Update(Input{X: x, Y: y, Click: true}); err != nil {
		t.Fatalf("the offer was refused: %v", err)
	}
	if len(through) != 1 || through[0].Kind != game.CmdOfferTerms || through[0].Option != string(cards.TermHoldFire) || through[0].Count != 3 {
		t.Errorf("sent %+v, want one offer_terms hold_fire for 3", through)
	}
	if g.Pending.Kind != game.DecideTerms || g.Pending.Side == offerer || k.Showing() != None {
		t.Errorf("after the offer: pending %+v, panel %s", g.Pending, k.Showing())
	}
}
