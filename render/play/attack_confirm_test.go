package play

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
)

// A click on a target opens the attack's confirmation instead of
// declaring it: Esc (and Cancel) close it with nothing declared, a click
// on a weapon's line changes that weapon's choice, and Attack declares
// the attack with the weapons shown.
func TestAttackWaitsForConfirmation(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	sherman, at := shermanIntoCombat(t, h)
	pick := func() {
		h.clickHex(at)
		if h.s.sel.unit != sherman {
			for _, r := range h.s.side.rows {
				if r.id == sherman {
					h.click(r.r.X+10, r.r.Y+10)
				}
			}
		}
		h.clickHex(at)
	}
	pick()
	c := &h.s.confirm
	if !c.on || g.OpenEngagement != nil || len(c.cmd.Fire) == 0 {
		t.Fatalf("no confirmation: open %v, engagement %v, fire %+v", c.on, g.OpenEngagement != nil, c.cmd.Fire)
	}
	for _, o := range c.cmd.Fire {
		if o.Unit != sherman {
			t.Errorf("fire order of unit %d, not the Sherman", o.Unit)
		}
	}
	h.save("play-attack-confirm.png")
	h.press(ebiten.KeyEscape)
	if c.on || g.OpenEngagement != nil {
		t.Fatal("Esc did not cancel the attack")
	}

	pick()
	if !c.on {
		t.Fatal("no confirmation the second time")
	}
	before := c.cmd.Fire[0]
	if opts := h.s.fireOptions(before); len(opts) > 1 {
		l := c.lines[0]
		h.click(l.r.X+20, l.r.Y+l.r.H/2)
		if c.cmd.Fire[0] == before {
			t.Errorf("clicking the weapon's line left %+v unchanged (options %+v)", before, opts)
		}
	}
	chosen := append([]game.WeaponOrder(nil), c.cmd.Fire...)
	h.click(c.attack.R.X+c.attack.R.W/2, c.attack.R.Y+c.attack.R.H/2)
	e := g.Engagement()
	if c.on || (e == nil && g.Pending.Kind == game.DecidePhase) {
		t.Fatalf("Attack did not declare: pending %+v, toast %q", g.Pending, h.s.Toast())
	}
	if e != nil && len(e.Attackers) > 0 && len(e.Attackers[0].Fire) != len(chosen) {
		t.Errorf("declared weapons %+v, chosen %+v", e.Attackers[0].Fire, chosen)
	}
}

// Inset V.6 step 4: the defender's retaliation carries the weapons shown
// in the same panel ("Weapons…"), pre-selected and declared with Enter.
func TestRetaliationWeaponsAreShownAndDeclared(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	sess := h.s.Session()
	sherman, at := shermanIntoCombat(t, h)
	selectShermanAt(h, sherman, at)
	h.clickHex(at)
	h.press(ebiten.KeyEnter)
	if g.Pending.Kind != game.DecideRetaliation || !sess.NeedsHandOff() {
		t.Fatalf("pending %+v", g.Pending)
	}
	h.click(640, 400) // Germany takes the board
	w := planButton(h, "Weapons…")
	h.click(w.R.X+w.R.W/2, w.R.Y+w.R.H/2)
	c := &h.s.confirm
	if !c.on || c.cmd.Kind != game.CmdDeclareRetaliation || len(c.cmd.Fire) == 0 {
		t.Fatalf("weapons panel: open %v, %+v", c.on, c.cmd)
	}
	h.save("play-retaliation-weapons.png")
	h.press(ebiten.KeyEnter)
	if g.Pending.Kind == game.DecideRetaliation {
		t.Fatalf("the retaliation was not declared: %q", h.s.Toast())
	}
	e := g.Engagement()
	if e == nil {
		return // fought out in one round
	}
	n := 0
	for _, f := range e.Defenders {
		n += len(f.Fire)
	}
	if n == 0 {
		t.Errorf("the defenders fight without the weapons chosen: %+v", e.Defenders)
	}
}
