package cardview

import (
	"strconv"
	"strings"

	"frontline/game/units"
)

// WeaponRow is one line of a face's armament table, in the columns of
// the card (Inset III.1): slot, quantity, name, attack rating, damage
// index, range (operational hexes / tactical inches), allowed targets,
// armour piercing, rate of fire and the munition notes.
type WeaponRow struct {
	Slot    string // "P" primary, "S" secondary
	Qty     string
	Name    string
	Attack  string
	DI      string
	Range   string // "0 / 6\""
	Targets string // "Inf Veh Shp"
	AP      string // "3", or "–" when the weapon fires no AP rounds
	Rate    string // "", "Double", "Triple"
	Notes   string // "75mm", "500 lb, expended", "bullets", "indirect"
}

// WeaponHeader names the table's columns.
var WeaponHeader = WeaponRow{Slot: "", Qty: "Qty", Name: "Weapon", Attack: "Att", DI: "DI", Range: "Range", Targets: "Targets", AP: "AP", Rate: "Rate", Notes: "Notes"}

// targetShort is a target's abbreviation in the table.
var targetShort = map[units.Target]string{
	units.TargetInfantry: "Inf", units.TargetVehicles: "Veh", units.TargetAircraft: "Air", units.TargetShips: "Shp",
}

// WeaponRows is the armament table of a face; a Damaged face carries the
// degraded attack ratings.
func WeaponRows(f *units.Face) []WeaponRow {
	rows := make([]WeaponRow, 0, len(f.Weapons))
	for _, w := range f.Weapons {
		r := WeaponRow{Slot: "S", Qty: strconv.Itoa(max(1, w.Qty)), Name: w.Name,
			Attack: strconv.Itoa(w.Attack), DI: strconv.Itoa(w.DI),
			Range: strconv.Itoa(w.RangeOp) + " / " + strconv.Itoa(w.RangeTac) + "\"", AP: "–"}
		if w.Primary {
			r.Slot = "P"
		}
		ts := make([]string, 0, len(w.Targets))
		for _, t := range w.Targets {
			ts = append(ts, targetShort[t])
		}
		r.Targets = strings.Join(ts, " ")
		if w.AP > 0 {
			r.AP = strconv.Itoa(w.AP)
		}
		switch {
		case w.Rate == 2:
			r.Rate = "Double"
		case w.Rate >= 3:
			r.Rate = "Triple"
		}
		var notes []string
		if w.ShellMM > 0 {
			notes = append(notes, strconv.Itoa(w.ShellMM)+"mm")
		}
		if w.BombLb > 0 {
			notes = append(notes, strconv.Itoa(w.BombLb)+" lb")
		}
		if w.Indirect {
			notes = append(notes, "indirect")
		}
		if w.Expended {
			notes = append(notes, "expended")
		}
		if w.Bullets {
			notes = append(notes, "bullets")
		}
		r.Notes = strings.Join(notes, ", ")
		rows = append(rows, r)
	}
	return rows
}

// Cells is the row as its columns, left to right.
func (r WeaponRow) Cells() [10]string {
	return [10]string{r.Slot, r.Qty, r.Name, r.Attack, r.DI, r.Range, r.Targets, r.AP, r.Rate, r.Notes}
}

// Mechanics is the face's General Mechanics area: Movement, Defense and
// Endurance (on the Damaged face, the half breakpoint).
func Mechanics(f *units.Face) [3][2]string {
	end := "Endurance"
	if f.Damaged {
		end = "Half endurance"
	}
	return [3][2]string{{"Movement", strconv.Itoa(f.Movement)}, {"Defense", strconv.Itoa(f.Defense)}, {end, strconv.Itoa(f.Endurance)}}
}

// FaceNotes are the lines a face prints beyond its mechanics and weapons:
// what it provides and, on the Damaged face, the on-damage effects.
func FaceNotes(f *units.Face) []string {
	var out []string
	if f.CommandRadius > 0 {
		out = append(out, "Command Radius "+strconv.Itoa(f.CommandRadius))
	}
	if f.Income > 0 {
		out = append(out, "Income "+strconv.Itoa(f.Income)+" a turn")
	}
	if f.PortBonus > 0 {
		out = append(out, "Port: supply cost −"+strconv.Itoa(f.PortBonus)+" a turn")
	}
	if f.SortieLimit > 0 {
		out = append(out, "At most "+strconv.Itoa(f.SortieLimit)+" aircraft take off or land a turn")
	}
	if len(f.Crossing) > 0 {
		out = append(out, "Crossing: "+targetWords(f.Crossing))
	}
	if f.SafePassage > 0 {
		out = append(out, strconv.Itoa(f.SafePassage)+" units a turn cross safely")
	}
	for _, s := range f.OnDamage {
		out = append(out, "On damage: "+s)
	}
	return out
}

// DamagedAttackNote says, for the Damaged face, why its Attack numbers
// are higher than the full side's (the player sees 13 become 15 and may
// read it as stronger): a hit needs a d20 roll of at least the Attack
// number (VI.7), and a damaged unit's weapons are degraded (III.1.4),
// here 2 worse (docs/UNITS.md). "" when no weapon changes.
func DamagedAttackNote(c *units.Card) string {
	var ch []string
	for i, w := range c.Damaged.Weapons {
		if i < len(c.Full.Weapons) && w.Attack != c.Full.Weapons[i].Attack {
			ch = append(ch, w.Name+" "+strconv.Itoa(c.Full.Weapons[i].Attack)+" → "+strconv.Itoa(w.Attack))
		}
	}
	if len(ch) == 0 {
		return ""
	}
	return "Higher Attack numbers here (" + strings.Join(ch, ", ") + ") mean weaker fire: a shot hits on a d20 roll of at least its Attack, " +
		"so on this side it hits less often (III.1.4)."
}

// Origin is the card's origin line: country, year, type and cost.
func Origin(c *units.Card) string {
	s := sideName(c.Side) + " · " + strconv.Itoa(c.Year) + " · " + upper(string(c.Class))
	return s
}

func sideName(s units.Side) string {
	switch s {
	case units.US:
		return "United States"
	case units.Germany:
		return "Germany"
	}
	return "Neutral"
}
