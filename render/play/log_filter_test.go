package play

import (
	"strings"
	"testing"

	"frontline/game"
	"frontline/game/units"
)

// Each filter keeps the entries of its rule chapters, whatever the
// "Inset"/"Table" prefix or trailing words.
func TestLogFilterBySection(t *testing.T) {
	for _, c := range []struct {
		rule string
		f    logFilter
	}{
		{"Inset V.6 step 2", logCombat}, {"V.5.2", logCombat}, {"VI.7.1", logCombat}, {"Table VI.3", logCombat},
		{"V.4", logMoves}, {"III.3.1", logMoves}, {"VI.6", logMoves}, {"VIII.1", logMoves},
		{"V.3", logEconomy}, {"Inset V.5", logEconomy}, {"Table II.1", logEconomy}, {"V.1", logEconomy}, {"V.6", logEconomy},
		{"III.7", logCards}, {"III.6.3", logCards}, {"IV.3.4", logCards},
	} {
		e := game.Event{Rule: c.rule}
		for f := logAll; f < nLogFilters; f++ {
			want := f == logAll || f == c.f
			if got := f.keeps(e); got != want {
				t.Errorf("%s under %s: kept %v, want %v", c.rule, logFilterNames[f], got, want)
			}
		}
	}
	if logCombat.keeps(game.Event{Rule: "V.50"}) || logEconomy.keeps(game.Event{Rule: "VI.3"}) {
		t.Error("a section matched a longer number that only starts like it")
	}
}

// Clicking a chip of the log's title row shows that kind only; All
// brings the whole log back.
func TestLogFilterChipsByClick(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	h.endPhasesUntil(5, inMovement(g, units.US))
	lx, ly := h.s.logR.X+20, h.s.logR.Y+h.s.logR.H-20
	h.in.X, h.in.Y = int(lx), int(ly) // the pointer on the log opens it
	h.step()
	h.step()
	all := len(h.s.log.lines)
	chip := func(f logFilter) {
		r := h.s.log.chips.r[f]
		h.click(r.X+r.W/2, r.Y+r.H/2)
		h.step()
	}
	chip(logEconomy)
	if h.s.log.filter != logEconomy || len(h.s.log.lines) == 0 || len(h.s.log.lines) >= all {
		t.Fatalf("Economy: filter %d, %d lines of %d", h.s.log.filter, len(h.s.log.lines), all)
	}
	for _, l := range h.s.log.lines {
		if src := l.String(); !strings.HasPrefix(src, "— ") && !strings.HasPrefix(src, "    ") &&
			!strings.HasPrefix(src, "[V.1") && !strings.HasPrefix(src, "[V.2") && !strings.HasPrefix(src, "[V.3") && !strings.HasPrefix(src, "[II") {
			t.Errorf("Economy shows %q", src)
		}
	}
	h.save("play-log-economy.png")
	chip(logCombat)
	if len(h.s.log.lines) != 0 {
		t.Errorf("Combat before any fight shows %d lines", len(h.s.log.lines))
	}
	chip(logAll)
	if len(h.s.log.lines) != all {
		t.Errorf("All shows %d lines, %d before filtering", len(h.s.log.lines), all)
	}
}
