package cardview

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/ai"
	"frontline/game/cards"
	"frontline/game/units"
	"frontline/render/internal/displaytest"
	"frontline/render/markers"
	"frontline/render/session"
)

// drive plays a hot-seat intro game with two automated players through
// the session (taking the screen over at every hand-off) until done holds.
// (limit < 0: both players only pass, for -limit commands.)
func drive(t *testing.T, seed uint64, limit int, done func(*session.Session) bool) *session.Session {
	t.Helper()
	c := embedded(t)
	sess, err := session.New(c, game.Options{Scenario: "intro", Seed: seed}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	players := map[units.Side]*ai.Advancer{units.US: ai.NewAdvancer(seed), units.Germany: ai.NewAdvancer(seed + 1)}
	for n := 0; n < max(limit, -limit); n++ {
		if sess.NeedsHandOff() {
			sess.TakeOver()
		}
		if done(sess) {
			return sess
		}
		g := sess.Game()
		if g.Over {
			return nil
		}
		if limit < 0 {
			if _, err := sess.Do(game.PassCommand(g)); err != nil {
				t.Fatalf("pass refused: %v", err)
			}
			continue
		}
		p := players[g.Pending.Side]
		cmd := p.Next(game.NewSeat(g, g.Pending.Side)).Command
		if _, err := sess.Do(cmd); err != nil {
			p.Refused(cmd, err)
			if _, err := sess.Do(game.PassCommand(g)); err != nil {
				t.Fatalf("pass refused: %v", err)
			}
		}
	}
	return nil
}

// exclusive lists the cards of the other side's hand the viewer does not
// hold (their ids and titles must never show on the viewer's screen).
func exclusive(sess *session.Session) []string {
	g := sess.Game()
	mine := g.Player(sess.Viewer).Hand
	var out []string
	for _, id := range g.Player(game.Enemy(sess.Viewer)).Hand {
		if !slices.Contains(mine, id) {
			out = append(out, id)
		}
	}
	return out
}

func savePNG(t *testing.T, img *ebiten.Image, name string) {
	b := img.Bounds()
	rgba := image.NewRGBA(b)
	img.ReadPixels(rgba.Pix)
	path := filepath.Join(displaytest.Artefacts(t), name)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, rgba); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s", path)
}

// The hand panel shows the viewer's cards and only the size of the
// enemy's: no id or title of a card only the enemy holds appears in it,
// and at a hand-off the panel closes and forgets the previous hand.
func TestHandPanelShowsOnlyTheViewersHand(t *testing.T) {
	displaytest.Need(t)
	c := embedded(t)
	sess := drive(t, 7, 4000, func(s *session.Session) bool {
		g := s.Game()
		return len(g.Player(s.Viewer).Hand) > 0 && len(exclusive(s)) > 0 && g.Pending.Kind == game.DecidePhase
	})
	if sess == nil {
		t.Fatal("no position where both hands differ")
	}
	k := New(c, sess, markers.New())
	k.Resize(1280, 800)
	k.Refresh()
	k.Close()
	k.OpenHand()
	if k.Showing() != HandOpen {
		t.Fatalf("showing %v", k.Showing())
	}
	txt := k.Hand().Text()
	for _, id := range sess.Game().Player(sess.Viewer).Hand {
		cmd, _ := c.Commands.Get(cards.Decision(id))
		if !strings.Contains(txt, cmd.Title) {
			t.Errorf("own card %s missing from the panel", cmd.Title)
		}
	}
	leaks := func(txt string, ids []string) {
		t.Helper()
		for _, id := range ids {
			cmd, _ := c.Commands.Get(cards.Decision(id))
			if strings.Contains(txt, id) || strings.Contains(txt, cmd.Title) {
				t.Errorf("the panel shows %s (%s), a card of the other side's hand:\n%s", cmd.Title, id, txt)
			}
		}
	}
	leaks(txt, exclusive(sess))
	n := len(sess.Game().Player(game.Enemy(sess.Viewer)).Hand)
	if want := "Enemy hand: " + itoa(n) + " card"; !strings.Contains(txt, want) {
		t.Errorf("enemy hand size not shown (%q):\n%s", want, txt)
	}
	screen := ebiten.NewImage(1280, 800)
	k.Draw(screen)
	savePNG(t, screen, "cardview-hand.png")

	// Pass to the other side: the hand closes at once, and after the
	// hand-off the new viewer's panel holds nothing of the previous hand.
	before := sess.Viewer
	secret := sess.Game().Player(before).Hand
	for i := 0; i < 50 && !sess.NeedsHandOff(); i++ {
		if _, err := sess.Do(game.PassCommand(sess.Game())); err != nil {
			t.Fatal(err)
		}
		k.Refresh()
	}
	if !sess.NeedsHandOff() {
		t.Fatal("no hand-off reached")
	}
	if k.Showing() == HandOpen {
		t.Error("the hand stays open while the screen goes to the other player")
	}
	sess.TakeOver()
	k.ViewerChanged()
	k.Refresh()
	k.Close()
	k.OpenHand()
	var theirs []string
	for _, id := range secret {
		if !slices.Contains(sess.Game().Player(sess.Viewer).Hand, id) {
			theirs = append(theirs, id)
		}
	}
	leaks(k.Hand().Text(), theirs)
}

// Playable asks the engine without touching the game, and a lit card is
// played by clicking it.
func TestPlayableCardsAreLitAndPlayedByAClick(t *testing.T) {
	displaytest.Need(t)
	c := embedded(t)
	var lit string
	sess := drive(t, 3, 6000, func(s *session.Session) bool {
		g := s.Game()
		if g.Pending.Side != s.Viewer || len(g.Player(s.Viewer).Hand) == 0 || g.Engagement() == nil {
			return false
		}
		play, err := Playable(c, g, s.Viewer, g.Player(s.Viewer).Hand)
		if err != nil {
			t.Fatal(err)
		}
		for id, e := range play {
			if e == nil {
				lit = id
				return true
			}
		}
		return false
	})
	if sess == nil {
		t.Skip("no engagement with a playable card in this game")
	}
	g := sess.Game()
	hash := g.Hash()
	k := New(c, sess, markers.New())
	k.Resize(1280, 800)
	k.Refresh()
	k.Close()
	k.OpenHand()
	if g.Hash() != hash {
		t.Fatal("asking which cards are playable changed the game")
	}
	var at [2]int
	found := false
	for i, r := range k.Hand().Tiles() {
		if k.hand.tiles[i].id == lit {
			at = [2]int{int(r.X + r.W/2), int(r.Y + r.H/2)}
			found = k.hand.tiles[i].playable
		}
	}
	if !found {
		t.Fatalf("card %s is playable but not lit", lit)
	}
	screen := ebiten.NewImage(1280, 800)
	k.Draw(screen)
	savePNG(t, screen, "cardview-hand-playable.png")
	hand := len(g.Player(sess.Viewer).Hand)
	k.Update(Input{X: at[0], Y: at[1]}) // hover
	if !strings.HasPrefix(k.Hand().tip.Text(), "Click to play") {
		t.Errorf("tooltip %q", k.Hand().tip.Text())
	}
	var through []game.Command // the screen's own path to the session (Controller.Do)
	k.Do = func(cmd game.Command) ([]game.Event, error) {
		through = append(through, cmd)
		return sess.Do(cmd)
	}
	msg, err := k.Update(Input{X: at[0], Y: at[1], Click: true})
	if err != nil {
		t.Fatalf("playing %s: %v", lit, err)
	}
	if len(through) != 1 || through[0].Kind != game.CmdPlayCard || through[0].Card != lit {
		t.Errorf("the play went through Do as %+v, want one play_card %s", through, lit)
	}
	if got := len(g.Player(sess.Viewer).Hand); got != hand-1 || msg == "" {
		t.Errorf("after the click the hand holds %d cards (was %d), message %q", got, hand, msg)
	}
}

// The card of a unit on the map shows its state as the viewer's View has
// it; the chips explain themselves on hover.
func TestCardOfAUnitOnTheMap(t *testing.T) {
	displaytest.Need(t)
	c := embedded(t)
	sess := drive(t, 1, 10, func(*session.Session) bool { return true })
	v := sess.View()
	var id game.UnitID
	for _, u := range v.Own {
		if u.Crew != 0 {
			id = u.ID
			break
		}
	}
	if id == 0 {
		t.Fatal("no crewed unit")
	}
	k := New(c, sess, markers.New())
	k.Resize(1280, 800)
	if err := k.OpenUnit(id); err != nil {
		t.Fatal(err)
	}
	p := k.Card()
	if p.nCas < 2 || !strings.HasPrefix(p.cascade[1].caption.String(), "Crew: ") {
		t.Errorf("the crew is not in the cascade (%d items)", p.nCas)
	}
	ch := &p.chips[0]
	k.Update(Input{X: int(ch.r.X + 3), Y: int(ch.r.Y + 3)})
	if p.tip.Text() != ch.help || ch.help == "" {
		t.Errorf("hovering chip %q shows %q", ch.label.String(), p.tip.Text())
	}
	screen := ebiten.NewImage(1280, 800)
	k.Draw(screen)
	savePNG(t, screen, "cardview-unit.png")
	k.Update(Input{Cancel: true})
	if k.Showing() != None {
		t.Errorf("Esc left %v open", k.Showing())
	}
	// an enemy unit the viewer does not see has no card
	for _, u := range sess.Game().Units {
		if u.Side != sess.Viewer && !sess.Game().Sees(sess.Viewer, u.ID) {
			if err := k.OpenUnit(u.ID); err == nil {
				t.Errorf("unit %d is not seen but its card opens", u.ID)
			}
			break
		}
	}
}

// When an event card is drawn the controller presents it once.
func TestEventDrawnPopsUpOnce(t *testing.T) {
	displaytest.Need(t)
	c := embedded(t)
	drawn := func(s *session.Session) string {
		for _, en := range s.Logs[s.Viewer] {
			if en.Step == s.Game().Step && IsDraw(en.Event) {
				return en.Event.Card
			}
		}
		return ""
	}
	sess := drive(t, 1, -4000, func(s *session.Session) bool { return drawn(s) != "" })
	if sess == nil {
		t.Fatal("no event drawn in this game")
	}
	k := New(c, sess, markers.New())
	k.Resize(1280, 800)
	k.Refresh()
	if k.Showing() != EventPopupOpen {
		t.Fatalf("showing %v, want the event pop-up", k.Showing())
	}
	if k.Popup().Card() != drawn(sess) {
		t.Errorf("pop-up shows %s", k.Popup().Card())
	}
	screen := ebiten.NewImage(1280, 800)
	k.Draw(screen)
	savePNG(t, screen, "cardview-event.png")
	k.Update(Input{Enter: true})
	k.Refresh()
	if k.Showing() == EventPopupOpen {
		t.Error("the event popped up twice")
	}
}
