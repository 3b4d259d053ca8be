package cards

import (
	"reflect"
	"strconv"
	"strings"

	"frontline/game/tomldoc"
)

// checkTable validates a parameter table the reflective way, so each table
// needs no hand-written checks: every field's key must be spelled out in the
// file (a missing number would otherwise silently read as 0) and every int
// field with a `range:"min,max"` tag must lie in that range. Slices and
// strings are left to the caller's enum checks.
func checkTable(doc *tomldoc.Doc, path string, v any, list *tomldoc.List) {
	rv := reflect.Indirect(reflect.ValueOf(v))
	rt := rv.Type()
	for i := 0; i < rt.NumField(); i++ {
		f := rt.Field(i)
		key, _, _ := strings.Cut(f.Tag.Get("toml"), ",")
		if key == "" || key == "-" {
			continue
		}
		p := path + "." + key
		if !doc.Has(p) {
			list.Add(doc.Errorf(path, "missing key %q (every key of this table is required; see docs/formats/cards.md)", key))
			continue
		}
		lo, hi, ok := parseRange(f.Tag.Get("range"))
		if !ok || f.Type.Kind() != reflect.Int {
			continue
		}
		if n := int(rv.Field(i).Int()); n < lo || n > hi {
			list.Add(doc.Errorf(p, "%d out of range (%d..%d)", n, lo, hi))
		}
	}
}

func parseRange(tag string) (lo, hi int, ok bool) {
	a, b, found := strings.Cut(tag, ",")
	if !found {
		return 0, 0, false
	}
	lo, err1 := strconv.Atoi(a)
	hi, err2 := strconv.Atoi(b)
	return lo, hi, err1 == nil && err2 == nil
}
