package campaign

import (
	"fmt"
	"strings"

	"frontline/game"
	"frontline/game/units"
)

// What the campaign screen says carries over: the rules of the file, and
// the carry of the next leg in numbers.

// RulesText says what passes from leg to leg in mode m.
func (d *Def) RulesText(m Mode) string {
	if m == CleanSlate {
		return "Clean slate: every leg starts from its scenario's own set-up; nothing carries over."
	}
	var parts []string
	if d.Carry.Forces {
		s := "the surviving units join their side's staging area"
		var with []string
		if d.Carry.Damage {
			with = append(with, "damage")
		}
		if d.Carry.Experience {
			with = append(with, "experience stars")
		}
		if len(with) > 0 {
			s += " with their " + strings.Join(with, " and ")
		}
		parts = append(parts, s)
	}
	if d.Carry.Treasury {
		parts = append(parts, "the money left is added to the next starting income")
	}
	if d.Carry.Momentum {
		parts = append(parts, "the winner of a leg opens the next")
	}
	if len(parts) == 0 {
		return "Continue: the next scenario's win conditions take over; nothing else carries over."
	}
	return "Continue: after each leg " + strings.Join(parts, "; ") + "."
}

// CarryText says in numbers what the next leg receives from the carry c
// (nil: nothing); cost gives a unit card's cost.
func CarryText(c *game.Carry, card func(id string) (cost int, ok bool)) string {
	if c == nil {
		return ""
	}
	var lines []string
	for _, side := range game.Sides {
		n, cost, damaged, stars := 0, 0, 0, 0
		for _, u := range c.Units {
			if u.Side != side {
				continue
			}
			n++
			if k, ok := card(u.Card); ok {
				cost += k
			}
			if u.Damaged {
				damaged++
			}
			if len(u.Stars) > 0 {
				stars++
			}
		}
		var parts []string
		if n > 0 {
			s := fmt.Sprintf("%d units (cost %d", n, cost)
			if damaged > 0 {
				s += fmt.Sprintf(", %d damaged", damaged)
			}
			if stars > 0 {
				s += fmt.Sprintf(", %d with stars", stars)
			}
			parts = append(parts, s+") in staging")
		}
		if t := c.Treasury[side]; t > 0 {
			parts = append(parts, fmt.Sprintf("%d currency more", t))
		}
		if len(parts) == 0 {
			parts = append(parts, "nothing")
		}
		lines = append(lines, fmt.Sprintf("%s: %s.", SideName(side), strings.Join(parts, ", ")))
	}
	if c.First != "" {
		lines = append(lines, SideName(c.First)+" won the leg before and moves first.")
	}
	return strings.Join(lines, "\n")
}

// SideName is a side's name in the campaign's texts.
func SideName(s units.Side) string {
	if s == units.US {
		return "The United States"
	}
	return "Germany"
}

// PlayNext makes the leg at position pos of the order (one not played
// yet) the next to play; the legs between move down one (II.1.3: the
// players choose the order).
func (st *State) PlayNext(pos int) error {
	next := len(st.Results)
	if pos < next || pos >= len(st.Order) {
		return fmt.Errorf("leg %d is played already or does not exist", pos+1)
	}
	leg := st.Order[pos]
	copy(st.Order[next+1:pos+1], st.Order[next:pos])
	st.Order[next] = leg
	return nil
}
