package play

import (
	"fmt"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/widget"
)

// Resolve by Miniatures from the map (IX.1, game/miniatures.go): the
// attacker proposes with its attack ("Resolve by Miniatures" beside the
// attack confirmation's button, or "Miniatures in …" among the selected
// unit's combat orders), the defender instead of its retaliation, and the
// other side accepts or declines in the panel (decision_panels.go). Each
// button is disabled with the engine's own refusal, read from a copy of
// the game. An accepted proposal opens the battle table
// (miniatures_table.go).

// sideMiniatures is the panel of a proposal to answer.
const sideMiniatures = sideTerms + 1

// miniaturesWhy is why cmd, given on a copy of the game, is refused, or
// "" when it would be carried out. The answers of the game's present
// state are kept: the panels ask again at every refresh.
func (s *Scene) miniaturesWhy(cmd game.Command) string {
	if cmd.Side == "" {
		cmd.Side = s.sess.Viewer
	}
	g := s.sess.Game()
	key := string(cmd.Kind) + " " + previewKey(g, cmd) // odds_preview.go: the game's version and the declaration
	if s.miniWhy.at != g.Applied() || s.miniWhy.why == nil {
		s.miniWhy.at, s.miniWhy.why = g.Applied(), map[string]string{}
	}
	if why, ok := s.miniWhy.why[key]; ok {
		return why
	}
	why := ""
	if _, err := g.Clone().Apply(cmd); err != nil {
		why = err.Error()
	}
	s.miniWhy.why[key] = why
	return why
}

// miniaturesAnswers are miniaturesWhy's answers at one version of the
// game (Game.Applied).
type miniaturesAnswers struct {
	at  int
	why map[string]string
}

// miniaturesAttack is the confirmation's attack as a proposal.
func miniaturesAttack(cmd game.Command) game.Command {
	cmd.Kind = game.CmdAttackByMiniatures
	return cmd
}

// confirmMiniaturesWhy works out whether the confirmation's attack may
// be proposed for miniatures (never a defensive combat, nor when the
// panel edits weapons).
func (s *Scene) confirmMiniaturesWhy() {
	c := &s.confirm
	c.mini.Shown = c.preview && c.cmd.Kind == game.CmdAttack
	c.miniWhy = ""
	if c.mini.Shown {
		c.miniWhy = s.miniaturesWhy(miniaturesAttack(c.cmd))
	}
}

// miniaturesLine is the confirmation's line saying why the attack may
// not be resolved by miniatures ("" when it may).
func miniaturesLine(why string) string {
	if why == "" {
		return ""
	}
	return "\nResolve by Miniatures is barred: " + why
}

// confirmMiniatures places the confirmation's "Resolve by Miniatures"
// button, left of Cancel.
func (s *Scene) confirmMiniatures() {
	c := &s.confirm
	if !c.mini.Shown {
		return
	}
	c.mini.Set("Resolve by Miniatures", c.miniWhy == "", upperFirst(c.miniWhy))
	c.mini.R = widget.Rect{X: c.r.X + 14, Y: c.attack.R.Y, W: c.mini.Width(), H: 32}
}

// confirmMiniaturesClick proposes the battle when the button is clicked;
// it reports whether it was.
func (s *Scene) confirmMiniaturesClick(x, y int, click bool) bool {
	c := &s.confirm
	if !c.mini.Shown || !c.mini.HoverAt(x, y, click) {
		return false
	}
	c.on = false
	if s.do(miniaturesAttack(c.cmd)) {
		s.sel.group = nil
		s.say("Battle by miniatures proposed: the defender answers", false)
	}
	return true
}

// miniaturesOrders adds, among the selected unit's combat orders, one
// proposal per hex holding targets it may attack.
func (s *Scene) miniaturesOrders() {
	if s.defending() { // a defensive combat is not resolved by miniatures (Q133)
		return
	}
	g := s.sess.Game()
	var done []hex.Hex
	for _, t := range s.sel.targets {
		u := g.Unit(t)
		if u == nil || len(done) == 3 || containsHex(done, u.Hex) {
			continue
		}
		done = append(done, u.Hex)
		cmd := miniaturesAttack(s.attackDecl(t))
		for _, id := range cmd.Units {
			cmd.Fire = append(cmd.Fire, g.DefaultFire(id, t, s.targetsOf(id))...)
		}
		why := s.miniaturesWhy(cmd)
		b := s.planr.add("Miniatures in "+s.placeName(u.Hex), why == "", upperFirst(why), func() {
			if s.do(cmd) {
				s.sel.group = nil
				s.say("Battle by miniatures proposed: the defender answers", false)
			}
		})
		if len(done) == 1 {
			b.newLine()
		}
	}
}

// proposeOrders adds the defender's proposal to its retaliation's
// orders.
func (s *Scene) proposeOrders() {
	cmd := game.Command{Kind: game.CmdProposeMiniatures}
	why := s.miniaturesWhy(cmd)
	b := s.planr.add("Propose miniatures", why == "", upperFirst(why), func() {
		if s.do(cmd) {
			s.say("Battle by miniatures proposed: the attacker answers", false)
		}
	})
	b.newLine()
	s.dec.name(b, "miniatures.propose")
}

// buildMiniatures fills the panel of a proposal to answer.
func (s *Scene) buildMiniatures() {
	sb := s.side
	bv := s.view.Battle
	sb.header.Set("Battle by miniatures?")
	if bv == nil {
		sb.sub.Set("")
		s.layoutDecisionRows(s.decisionText(s.view.Pending.Prompt))
		return
	}
	sb.sub.Set(SideName(bv.Proposer) + " proposes · IX.1")
	sb.setRows(0)
	who := SideName(bv.Proposer)
	if bv.Proposer == units.US {
		who = "The United States" // a sentence, not a label
	}
	s.layoutDecisionRows(s.decisionText(MiniaturesWords(who, s.placeName(bv.Hex))))
	s.relabelPass("Decline", "Decline: the engagement is fought on the map as usual")
}

// MiniaturesWords says a proposal by proposer for the engagement in
// place.
func MiniaturesWords(proposer, place string) string {
	return fmt.Sprintf("%s proposes to fight the engagement in %s on the battle table instead of on the map. "+
		"The table is drawn from the hex — its rivers, roads and coast on the sides they run — and every unit of the hex, "+
		"with the attackers beside it, fights there in inches, turn by turn. What happens on the table comes back to the map. "+
		"Decline, and the engagement is fought on the map as usual.", proposer, place)
}

// miniaturesAnswerOrders: Accept and Decline.
func (s *Scene) miniaturesAnswerOrders() {
	o := &s.planr
	o.head.Set("Your answer")
	answer := func(opt string) {
		if s.do(game.Command{Kind: game.CmdAnswerMiniatures, Option: opt}) && opt == game.Decline {
			s.say("Declined: the engagement is fought on the map", false)
		}
	}
	s.dec.name(o.add("Accept: to the table", true, "", func() { answer(game.Accept) }).primary(), "miniatures.accept")
	s.dec.name(o.add("Decline", true, "", func() { answer(game.Decline) }), "miniatures.decline")
}
