package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strings"
	"text/tabwriter"

	"frontline/game/units"
)

func runCatalog(args []string) error {
	fs := flag.NewFlagSet("catalog", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print a JSON array of unit objects")
	side := fs.String("side", "", "only this side: us, germany or neutral")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	cat, err := units.Embedded()
	if err != nil {
		return err
	}
	var cards []*units.Card
	for _, c := range cat.All() {
		if *side == "" || strings.EqualFold(string(c.Side), *side) {
			cards = append(cards, c)
		}
	}
	if *asJSON {
		out := make([]catalogEntry, len(cards))
		for i, c := range cards {
			out[i] = entryOf(c)
		}
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(out)
	}
	tw := tabwriter.NewWriter(os.Stdout, 0, 2, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tNAME\tSIDE\tCLASS\tCOST\tLIMIT\tMOV\tDEF\tEND\tWEAPONS")
	for _, c := range cards {
		var ws []string
		for _, w := range c.Full.Weapons {
			ws = append(ws, fmt.Sprintf("%s %d/%d", w.Name, w.Attack, w.DI))
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%d\t%d\t%d\t%d/%d\t%s\n", c.ID, c.Name, c.Side, c.Class, c.Cost, c.Limit,
			c.Full.Movement, c.Full.Defense, c.Full.Endurance, c.Damaged.Endurance, strings.Join(ws, "; "))
	}
	return tw.Flush()
}

// catalogEntry is the JSON shape of one card: stable snake_case keys.
type catalogEntry struct {
	ID      string        `json:"id"`
	Name    string        `json:"name"`
	Side    units.Side    `json:"side"`
	Type    units.Class   `json:"type"`
	Cost    int           `json:"cost"`
	Limit   int           `json:"limit"`
	Year    int           `json:"year,omitempty"`
	Summary string        `json:"summary"`
	Full    faceJSON      `json:"full"`
	Damaged faceJSON      `json:"damaged"`
	Special units.Special `json:"special"`
}

type faceJSON struct {
	Movement      int          `json:"movement"`
	Defense       int          `json:"defense"`
	Endurance     int          `json:"endurance"`
	CommandRadius int          `json:"command_radius,omitempty"`
	Income        int          `json:"income,omitempty"`
	PortBonus     int          `json:"port_bonus,omitempty"`
	OnDamage      []string     `json:"on_damage,omitempty"`
	Weapons       []weaponJSON `json:"weapons"`
}

type weaponJSON struct {
	Name     string         `json:"name"`
	Slot     string         `json:"slot"`
	Qty      int            `json:"qty"`
	Attack   int            `json:"attack"`
	DI       int            `json:"di"`
	RangeOp  int            `json:"range_op"`
	RangeTac int            `json:"range_tac"`
	Targets  []units.Target `json:"targets"`
	AP       int            `json:"ap,omitempty"`
	Rate     int            `json:"rate,omitempty"`
	Indirect bool           `json:"indirect,omitempty"`
	Expended bool           `json:"expended,omitempty"`
}

func entryOf(c *units.Card) catalogEntry {
	return catalogEntry{
		ID: c.ID, Name: c.Name, Side: c.Side, Type: c.Class, Cost: c.Cost, Limit: c.Limit, Year: c.Year,
		Summary: c.Summary, Full: faceOf(&c.Full), Damaged: faceOf(&c.Damaged), Special: c.Special,
	}
}

func faceOf(f *units.Face) faceJSON {
	out := faceJSON{Movement: f.Movement, Defense: f.Defense, Endurance: f.Endurance,
		CommandRadius: f.CommandRadius, Income: f.Income, PortBonus: f.PortBonus, OnDamage: f.OnDamage,
		Weapons: make([]weaponJSON, len(f.Weapons))}
	for i, w := range f.Weapons {
		slot := "secondary"
		if w.Primary {
			slot = "primary"
		}
		attack := w.Attack
		if f.Damaged {
			attack = w.AttackDamaged
		}
		out.Weapons[i] = weaponJSON{Name: w.Name, Slot: slot, Qty: w.Qty, Attack: attack, DI: w.DI, RangeOp: w.RangeOp,
			RangeTac: w.RangeTac, Targets: w.Targets, AP: w.AP, Rate: w.Rate, Indirect: w.Indirect, Expended: w.Expended}
	}
	return out
}
