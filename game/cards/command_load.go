package cards

import (
	"fmt"
	"reflect"
	"regexp"

	"frontline/game/tomldoc"
)

// Commands is the loaded Command Card set, in file order.
type Commands struct {
	List []*Command
	byID map[Decision]*Command
}

// Get returns the card for decision d.
func (cs *Commands) Get(d Decision) (*Command, bool) {
	c, ok := cs.byID[d]
	return c, ok
}

type commandFile struct {
	Command []*Command `toml:"command"`
}

var (
	idPattern   = regexp.MustCompile(`^[a-z][a-z0-9_]{0,39}$`)
	rulePattern = regexp.MustCompile(`^[IVX]+(\.[0-9]+){1,3}$`)
)

// Text limits keep card faces readable and files sane.
const (
	maxTitle = 40
	maxShort = 80  // affects, purpose, focus
	maxLong  = 400 // description, effect text
)

// LoadCommands reads a commands file (file names it in messages). All
// eight Command Decisions must be present, once each, with CommandCopies
// copies.
func LoadCommands(file string, data []byte) (*Commands, error) {
	var f commandFile
	doc, err := tomldoc.Decode(file, data, &f)
	if err != nil {
		return nil, err
	}
	var list tomldoc.List
	cs := &Commands{byID: map[Decision]*Command{}}
	if len(f.Command) > MaxCommands {
		list.Add(doc.Errorf(fmt.Sprintf("command[%d]", MaxCommands), "%d commands (at most %d: one per Command Decision)", len(f.Command), MaxCommands))
		f.Command = f.Command[:MaxCommands]
	}
	for i, c := range f.Command {
		path := fmt.Sprintf("command[%d]", i)
		checkCommand(doc, path, c, &list)
		if _, dup := cs.byID[c.ID]; dup {
			list.Add(doc.Errorf(path+".id", "duplicate id %q (each Command Decision appears once)", c.ID))
			continue
		}
		cs.byID[c.ID] = c
		cs.List = append(cs.List, c)
	}
	for _, d := range decisions {
		if _, ok := cs.byID[d]; !ok && !list.Full() {
			list.Add(doc.Errorf("command", "no card for decision %q (all of %s are required)", d, decisions))
		}
	}
	if err := list.Err(); err != nil {
		return nil, err
	}
	return cs, nil
}

func checkCommand(doc *tomldoc.Doc, path string, c *Command, list *tomldoc.List) {
	if !decisions.has(c.ID) {
		list.Add(doc.Errorf(path+".id", "unknown decision %q (allowed: %s)", c.ID, decisions))
	}
	checkText(doc, path+".title", c.Title, maxTitle, list)
	checkText(doc, path+".affects", c.Affects, maxShort, list)
	checkText(doc, path+".purpose", c.Purpose, maxShort, list)
	checkText(doc, path+".description", c.Description, maxLong, list)
	if !rulePattern.MatchString(c.Rule) {
		list.Add(doc.Errorf(path+".rule", "rule %q is not a section number (like \"IV.3.5\")", c.Rule))
	}
	if c.Copies != CommandCopies {
		list.Add(doc.Errorf(path+".copies", "copies = %d (every Command Card has %d copies, III.7)", c.Copies, CommandCopies))
	}
	checkEnumList(doc, path+".timing", c.Timing, timings, list)
	if !players.has(c.PlayedBy) {
		list.Add(doc.Errorf(path+".played_by", "unknown player %q (allowed: %s)", c.PlayedBy, players))
	}
	if !scopes.has(c.Scope) {
		list.Add(doc.Errorf(path+".scope", "unknown scope %q (allowed: %s)", c.Scope, scopes))
	}
	for _, key := range []string{"initiative_check", "needs_acceptance"} {
		if !doc.Has(path + "." + key) {
			list.Add(doc.Errorf(path, "missing key %q (true or false)", key))
		}
	}
	checkParams(doc, path, c, list)
}

// checkParams requires the parameter table named like the card's id and
// rejects the tables of other decisions.
func checkParams(doc *tomldoc.Doc, path string, c *Command, list *tomldoc.List) {
	rv := reflect.ValueOf(c).Elem()
	rt := rv.Type()
	for i := 0; i < rt.NumField(); i++ {
		f := rt.Field(i)
		if f.Type.Kind() != reflect.Pointer {
			continue
		}
		key := Decision(f.Tag.Get("toml"))
		v := rv.Field(i)
		switch {
		case key == c.ID && v.IsNil():
			list.Add(doc.Errorf(path, "missing table [command.%s] (the parameters of %s)", key, key))
		case key != c.ID && !v.IsNil():
			list.Add(doc.Errorf(path+"."+string(key), "table %q does not belong to a %q card (use [command.%s])", key, c.ID, c.ID))
		case !v.IsNil():
			checkTable(doc, path+"."+string(key), v.Interface(), list)
		}
	}
	if c.CeaseFire != nil {
		checkEnumList(doc, path+".cease_fire.terms", c.CeaseFire.Terms, terms, list)
	}
}

func checkText(doc *tomldoc.Doc, path, s string, max int, list *tomldoc.List) {
	switch {
	case s == "":
		list.Add(doc.Errorf(path, "missing or empty text (required)"))
	case len(s) > max:
		list.Add(doc.Errorf(path, "text is %d bytes (at most %d)", len(s), max))
	}
}

// checkEnumList requires a non-empty list of known, distinct names.
func checkEnumList[T ~string](doc *tomldoc.Doc, path string, vs []T, allowed set[T], list *tomldoc.List) {
	if len(vs) == 0 {
		list.Add(doc.Errorf(path, "missing or empty list (allowed: %s)", allowed))
		return
	}
	// A longer list must repeat or misspell a name within its first
	// len(allowed)+1 entries, so checking those reports it and bounds the work.
	for i, v := range vs[:min(len(vs), len(allowed)+1)] {
		p := fmt.Sprintf("%s[%d]", path, i)
		if !allowed.has(v) {
			list.Add(doc.Errorf(p, "unknown %q (allowed: %s)", v, allowed))
		} else if set[T](vs[:i]).has(v) {
			list.Add(doc.Errorf(p, "%q listed twice", v))
		}
	}
}
