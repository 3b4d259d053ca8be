package units

import (
	"fmt"

	"frontline/assets"
	"frontline/game/tomldoc"
)

// Load reads a unit catalog (TOML, docs/formats/units.md) named file in
// messages. Every problem found is reported, each as file:line:col.
func Load(file string, data []byte) (*Catalog, error) {
	var raw rawFile
	doc, err := tomldoc.Decode(file, data, &raw)
	if err != nil {
		return nil, err
	}
	l := &loader{doc: doc}
	if len(raw.Unit) == 0 {
		l.errf("unit", "no [[unit]] tables (a catalog needs at least one card)")
		return nil, l.errs.Err()
	}
	if len(raw.Unit) > MaxUnits {
		l.errf(fmt.Sprintf("unit[%d]", MaxUnits), "%d units (at most %d per file)", len(raw.Unit), MaxUnits)
		return nil, l.errs.Err()
	}
	cards := make([]*Card, 0, len(raw.Unit))
	seen := map[string]int{}
	for i := range raw.Unit {
		if l.errs.Full() {
			break
		}
		p := fmt.Sprintf("unit[%d]", i)
		card := l.unit(p, &raw.Unit[i])
		if first, dup := seen[card.ID]; dup && card.ID != "" {
			l.errf(p+".id", "duplicate id %q (first used by unit[%d]; ids must be unique)", card.ID, first)
		}
		seen[card.ID] = i
		cards = append(cards, card)
	}
	cat := NewCatalog(cards)
	l.crews(cat)
	if err := l.errs.Err(); err != nil {
		return nil, err
	}
	return cat, nil
}

// LoadFile reads a catalog from disk, refusing files over tomldoc.MaxFileSize.
func LoadFile(path string) (*Catalog, error) {
	data, err := tomldoc.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Load(path, data)
}

// Embedded loads the catalog built into the binary (assets/units.toml).
func Embedded() (*Catalog, error) {
	data, err := assets.Read(assets.Units)
	if err != nil {
		return nil, err
	}
	return Load("assets/"+assets.Units, data)
}

type loader struct {
	doc  *tomldoc.Doc
	errs tomldoc.List
}

func (l *loader) errf(path, format string, args ...any) {
	l.errs.Add(l.doc.Errorf(path, format, args...))
}

// need reports a missing required key and says whether it is present.
func (l *loader) need(path, why string) bool {
	if l.doc.Has(path) {
		return true
	}
	l.errf(path, "missing (%s)", why)
	return false
}

// between checks lo <= v <= hi.
func (l *loader) between(path string, v, lo, hi int) {
	if v < lo || v > hi {
		l.errf(path, "%d out of range (%d..%d)", v, lo, hi)
	}
}

// notBetter checks that a damaged-side value does not improve on the full
// side; higherIsBetter says which way "better" points.
func (l *loader) notBetter(path, fullKey string, full, damaged int, higherIsBetter bool) {
	if (higherIsBetter && damaged > full) || (!higherIsBetter && damaged < full) {
		l.errf(path, "damaged value %d is better than %s %d (a Damaged side may only be equal or worse)", damaged, fullKey, full)
	}
}

func (l *loader) text(path, s string, max int) {
	switch {
	case s == "":
		l.errf(path, "empty (write a short text)")
	case len(s) > max:
		l.errf(path, "%d characters (at most %d)", len(s), max)
	}
}

func enumOf[T ~string](l *loader, path, what, s string, allowed []T) T {
	v, ok := parseEnum(s, allowed)
	if !ok {
		l.errf(path, "unknown %s %q (allowed: %s)", what, s, list(allowed))
	}
	return v
}

// optEnum parses an enum that may be left out.
func optEnum[T ~string](l *loader, path, what, s string, allowed []T) T {
	if s == "" && !l.doc.Has(path) {
		var zero T
		return zero
	}
	return enumOf(l, path, what, s, allowed)
}

func (l *loader) targetList(path string, in []string) []Target {
	out := make([]Target, 0, len(in))
	seen := map[Target]bool{}
	for i, s := range in {
		p := fmt.Sprintf("%s[%d]", path, i)
		t := enumOf(l, p, "target", s, targets)
		if t == "" {
			continue
		}
		if seen[t] {
			l.errf(p, "target %q listed twice", s)
		}
		seen[t] = true
		out = append(out, t)
	}
	return out
}

// crews is the catalog-level check: every crewed card must have a crew card
// of the needed training on its side (either side for neutral cards).
func (l *loader) crews(cat *Catalog) {
	for i, c := range cat.All() {
		need := c.Special.RequiresCrew
		if need == NoCrew || c.Side == "" {
			continue // no requirement, or the side itself is already an error
		}
		_, ok := cat.CrewFor(c.Side, need)
		if c.Side == Neutral {
			_, us := cat.CrewFor(US, need)
			_, de := cat.CrewFor(Germany, need)
			ok = us || de
		}
		if !ok {
			l.errf(fmt.Sprintf("unit[%d].requires_crew", i), "no %s crew card for side %s in this catalog (add a crew unit with crew_type = %q)", need, c.Side, need)
		}
	}
}
