package tactical

import (
	"fmt"

	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// Hidden units and reconnaissance on the table (glossary Hidden, VI.6,
// VI.6.1, VI.6.2). A unit whose card is Hidden (observers, recon
// vehicles, command posts, HQs) starts the battle hidden unless the enemy
// found it on the map (Force.Found): it is no legal target. It is found
//   - by reconnaissance: once per tactical turn, in its side's ground
//     step, a unit with Reconnaissance scouts a point it sees within
//     ReconReach; a d10 of 8 or more finds every hidden enemy it sees
//     within ReconRadius of the point, and a 5 or more (8 or more when it
//     found someone) marks the enemies there for +1 initiative to a side
//     attacking them in this turn's combat round; the scout does not
//     fire in that turn;
//   - by firing: a hidden unit that declares or fires gives itself away
//     (an observer directing a fire mission does not fire);
//   - by contact: an enemy ground unit within ContactRange of it.
// A unit found stays found for the battle: the whole table is one hex,
// and the map's way of hiding again, moving to another hex, has no
// counterpart on it.

// Reconnaissance on the table.
const (
	ReconReach           = 12 * geom.Inch // from the scout to the point it scouts
	ReconRadius          = 3 * geom.Inch  // around that point
	ReconTarget          = 5              // d10 to mark what is there (VI.6.1)
	ReconHiddenTarget    = 8              // d10 to find hidden units too (VI.6.2)
	ReconInitiativeBonus = 1              // against what was scouted, this turn (VI.6.1)
	ReconRule            = "VI.6"
	HiddenRule           = "glossary, Hidden"
)

// CheckRecon says why u may not scout point p now, or nil.
func (b *Battle) CheckRecon(u *Unit, p geom.Point) error {
	switch {
	case b.Pending.Kind != DecideMove || b.Pending.Side != u.Side:
		return refuse(ReconRule, "reconnaissance is made in the side's own movement step")
	case !u.Active() || !u.Card.Special.Recon || u.Aircraft():
		return refuse(ReconRule, "%s cannot reconnoitre", b.describe(u))
	case u.Reconned == b.Turn:
		return refuse(ReconRule, "%s has reconnoitred this turn", b.describe(u))
	case !p.Valid() || !geom.Within(u.Pos, p, 0, ReconReach):
		return refuse(ReconRule, "%s scouts within %s\"", b.describe(u), inches(ReconReach))
	case !b.Table.Sees(u.Pos, 0, p, 0):
		return refuse(ReconRule, "%s cannot see %s", b.describe(u), p)
	}
	return nil
}

// recon handles CmdRecon: Unit scouts the point To.
func (b *Battle) recon(c Command) ([]Event, error) {
	if err := b.expect(DecideMove, c.Kind); err != nil {
		return nil, err
	}
	u, err := b.own(c.Unit, c.Side)
	if err != nil {
		return nil, err
	}
	if err := b.CheckRecon(u, c.To); err != nil {
		return nil, err
	}
	u.Reconned = b.Turn
	roll := b.dice.D10("reconnaissance", ReconRule)
	ev := Event{Kind: EvRecon, Side: u.Side, Units: []UnitID{u.ID}, Rule: ReconRule, Rolls: b.dice.TakeRolls()}
	found, marked := 0, 0
	for i := range b.Units {
		t := &b.Units[i]
		if roll < ReconTarget || t.Side == u.Side || t.Status != OnTable || !geom.Within(c.To, t.Pos, 0, ReconRadius) {
			continue
		}
		if t.Hidden {
			if roll < ReconHiddenTarget || !b.Table.Sees(u.Pos, 0, t.Pos, t.Alt) {
				continue
			}
			t.Hidden = false
			found++
		}
		t.Found = b.Turn
		marked++
		ev.Units = append(ev.Units, t.ID)
	}
	ev.Text = fmt.Sprintf("%s scouts the ground %s (d10 %d): %d enemy unit(s) marked, %d of them found hidden.", b.describe(u), Where(c.To), roll, marked, found)
	return []Event{ev}, nil
}

// reveal gives a hidden unit away (it declared or fired).
func (b *Battle) reveal(u *Unit) {
	u.Hidden = false
}

// spotContacts finds every hidden unit an enemy ground unit stands within
// ContactRange of; it runs after every order.
func (b *Battle) spotContacts() []Event {
	if !b.hiding {
		return nil
	}
	var evs []Event
	for i := range b.Units {
		h := &b.Units[i]
		if !h.Hidden || h.Status != OnTable {
			continue
		}
		for j := range b.Units {
			e := &b.Units[j]
			if e.Side != h.Side && e.Active() && !e.Aircraft() && !e.Fixed() && withinContact(e, h) {
				h.Hidden = false
				evs = append(evs, Event{Kind: EvRecon, Side: e.Side, Units: []UnitID{e.ID, h.ID}, Rule: HiddenRule,
					Text: fmt.Sprintf("%s stumbles on %s.", b.describe(e), b.describe(h))})
				break
			}
		}
	}
	return evs
}

// reconBonus is role r's initiative bonus for attacking units its scouts
// marked in this turn.
func (b *Battle) reconBonus(r Role) int {
	for _, d := range b.Declared {
		if u, t := b.Unit(d.Unit), b.Unit(d.Target); u.Role == r && t.Found == b.Turn {
			return ReconInitiativeBonus
		}
	}
	return 0
}

// hiddenCard reports whether units of card c start hidden.
func hiddenCard(c *units.Card) bool { return c.Special.Hidden }
