package play

import (
	"fmt"
	"sort"
	"strconv"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/markers"
)

// The staging area (III.4) and the Deployment Phase (V.6, Table V.1):
// the panel lists the viewer's staged units with the own turn each may
// deploy; in the Deployment Phase a unit picked in the list lights the
// hexes where it may enter the map, and a click on one deploys it.

// StagedEntry is one line of the staging list: a staged unit and the
// crew staged with it.
type StagedEntry struct {
	Unit  *game.Unit
	Crew  *game.Unit // its staged crew, which deploys with it
	Hexes []hex.Hex  // where it may deploy now (its side's Deployment Phase)
	Why   string     // why it cannot deploy now; "" when it can
	Words string     // the row's second line
	Built bool       // engineers are building it (it appears by itself)
	Turn  int        // the own turn it may deploy from
}

// StagingList lists side's staging area (Game.Staged), crews folded into
// the unit they operate. With deploying (side's own Deployment Phase)
// the units that can deploy now come first, with their hexes; the others
// say why not (Game.CanDeploy).
func StagingList(g *game.Game, side units.Side, deploying bool, place func(hex.Hex) string) []StagedEntry {
	var out []StagedEntry
	staged := g.Staged(side)
	for _, u := range staged {
		if u.Mans != 0 {
			if m := g.Unit(u.Mans); m != nil && m.Place == game.Staged {
				continue // listed with the unit it operates
			}
		}
		e := StagedEntry{Unit: u, Turn: u.DeployTurn, Built: u.BuildBy != 0}
		if c := g.Unit(u.Crew); c != nil && u.Crew != 0 && c.Place == game.Staged {
			e.Crew = c
		}
		switch {
		case e.Built:
			e.Words = fmt.Sprintf("engineers build it in %s, done turn %d", u.Hex, u.DeployTurn)
		case u.NavalDelay > 0:
			e.Words = fmt.Sprintf("delayed by Table V.2: arrives turn %d", u.DeployTurn)
		case u.DeployTurn < g.Player(side).Turn:
			// Its hold is over, or its Deployment Phase ended with it
			// still here: it waits for the next one (this turn's, if
			// this is one).
			e.Words = "deploys on your turn " + strconv.Itoa(NextDeployTurn(g.Player(side).Turn-1))
		case u.DeployTurn%game.DeploymentEvery != 0:
			// Held past a Deployment Phase (a scenario's late arrival,
			// an event): it comes at the next one after.
			e.Words = fmt.Sprintf("held until turn %d; deploys turn %d", u.DeployTurn, NextDeployTurn(u.DeployTurn-1))
		default:
			e.Words = "deploys on your turn " + strconv.Itoa(u.DeployTurn)
		}
		if deploying {
			e.Hexes = g.DeployHexes(u.ID)
			if len(e.Hexes) == 0 {
				if err := g.CanDeploy(u.ID, u.Hex); err != nil {
					e.Why = err.Error()
				} else {
					e.Why = "no hex where it may deploy (Table V.1)"
				}
				if !e.Built && u.NavalDelay == 0 && u.DeployTurn <= g.Player(side).Turn {
					e.Words = "cannot deploy now: select it to see why"
				}
			} else if len(e.Hexes) == 1 && place != nil {
				e.Words = "ready to deploy in " + place(e.Hexes[0])
			} else {
				e.Words = "ready: " + strconv.Itoa(len(e.Hexes)) + " places to deploy"
			}
		}
		out = append(out, e)
	}
	sort.SliceStable(out, func(i, j int) bool {
		ri, rj := len(out[i].Hexes) > 0, len(out[j].Hexes) > 0
		if ri != rj {
			return ri
		}
		return out[i].Turn < out[j].Turn
	})
	return out
}

// stagedMarker is a staged unit's marker as its own side sees it.
func stagedMarker(u *game.Unit) markers.Marker {
	return markers.Marker{Unit: u.ID, Card: u.Card, Side: u.Side, Number: u.Marker, Stars: len(u.Stars)}
}

// stagedName names a staged entry: "M4A3 Sherman #5 + crew".
func stagedName(e *StagedEntry) string {
	m := stagedMarker(e.Unit)
	s := unitName(&m)
	if e.Crew != nil {
		s += " + crew"
	}
	return s
}

// stagingOpen reports whether the panel shows the staging area.
func (s *Scene) stagingOpen() bool { return s.staging && !s.view.Over }

// entryOf is the staging entry of unit id, or nil.
func (s *Scene) entryOf(id game.UnitID) *StagedEntry {
	for i := range s.stage {
		if s.stage[i].Unit.ID == id {
			return &s.stage[i]
		}
	}
	return nil
}

// buildStaging fills the panel with the staging area.
func (s *Scene) buildStaging() {
	sb := s.side
	sb.kind = sideStaging
	n := len(s.stage)
	deploying := s.myDecision(game.PhaseDeployment)
	sb.header.Set("Staging area  ·  " + strconv.Itoa(n) + " unit" + plural(n))
	switch {
	case s.planr.rush.on: // rush.go
		sb.sub.Set("Rush Deployment: click the units to bring forward")
	case deploying:
		sb.sub.Set("Pick a unit, then click a lit hex to deploy it")
	default:
		sb.sub.Set("Bought units wait here for a Deployment Phase (III.4)")
	}
	sb.setRows(n)
	for i := range s.stage {
		e := &s.stage[i]
		r := sb.rows[i]
		r.id, r.m, r.own = e.Unit.ID, stagedMarker(e.Unit), true
		r.chosen = e.Unit.ID == s.stagedSel
		r.joined = false
		r.name.Set(stagedName(e))
		r.words.Set(e.Words)
		if s.planr.rush.on { // rush.go: the rows take the choice
			words, picked := s.rushWords(e)
			r.words.Set(words)
			r.joined, r.chosen = picked, false
		}
	}
	reserve := 120.0
	if e := s.entryOf(s.stagedSel); e != nil {
		reserve += 40 * float64(s.aboardCount(e)) // deploy_aboard.go: room for its Aboard buttons
	}
	y := sb.layoutRows(reserve)
	sb.infoY = y + 10
	s.setInfo()
}

// stagingInfo is the panel's text under the staging list.
func (s *Scene) stagingInfo() (string, bool) {
	if len(s.stage) == 0 {
		if s.myDecision(game.PhaseDeployment) {
			return "Nothing is staged: end the phase to end your turn. Units bought in a Production Phase wait here until a Deployment Phase.", false
		}
		return "Nothing is staged. Units bought in a Production Phase wait here until a Deployment Phase (turns 5, 10, 15 …).", false
	}
	if !s.myDecision(game.PhaseDeployment) {
		return "Units deploy in your Deployment Phase (turns 5, 10, 15 …) at the places of Table V.1: land units at a port you hold, aircraft at an airfield, ships near a port.", false
	}
	e := s.entryOf(s.stagedSel)
	if e == nil {
		return "Click a unit in the list to light the hexes where it may deploy.", false
	}
	ships := s.aboardCount(e) // deploy_aboard.go
	if e.Why != "" {
		if ships > 0 {
			return "No hex for " + stagedName(e) + " (" + e.Why + "), but it may go aboard a ship deployed this phase (V.6.1): the Aboard buttons below.", false
		}
		return "Cannot deploy " + stagedName(e) + ": " + e.Why, true
	}
	if s.sel.hoverOn && containsHex(e.Hexes, s.sel.hover) {
		return "Click to deploy " + stagedName(e) + " in " + s.placeName(s.sel.hover) + ".", false
	}
	txt := fmt.Sprintf("%s may deploy in %d lit hex%s. Click one to deploy it there; Esc picks another.",
		stagedName(e), len(e.Hexes), map[bool]string{true: "es"}[len(e.Hexes) != 1])
	if ships > 0 {
		txt += " Or put it aboard a ship with an Aboard button below (V.6.1)."
	}
	return txt, false
}

// deployAt deploys the picked staged unit at h, or says why it cannot.
func (s *Scene) deployAt(h hex.Hex) {
	id := s.stagedSel
	g := s.sess.Game()
	if err := g.CanDeploy(id, h); err != nil {
		s.say(err.Error(), true)
		return
	}
	hh := h
	if s.do(game.Command{Kind: game.CmdDeploy, Unit: id, Hex: &hh}) {
		s.stagedSel = 0
	}
}

// toggleStaging opens or closes the staging list in the panel.
func (s *Scene) toggleStaging() {
	s.staging = !s.staging
	s.stagedSel = 0
	s.stale = true
}

func containsHex(hs []hex.Hex, h hex.Hex) bool {
	for _, x := range hs {
		if x == h {
			return true
		}
	}
	return false
}

// placeName is "Barletta (1308)" for a town's hex, else the hex number.
func (s *Scene) placeName(h hex.Hex) string {
	if c, ok := s.cfg.Map.CityAt(h); ok {
		return c.Name + " (" + h.String() + ")"
	}
	return h.String()
}

// PickFirstStaged picks the first staged unit that can deploy now, as a
// click on its row would (screenshots, tests); it reports whether one
// was picked.
func (s *Scene) PickFirstStaged() bool {
	s.start()
	if s.stale {
		s.refresh()
	}
	if s.pickFirstSetup() { // setup_place.go
		return true
	}
	for _, e := range s.stage {
		if len(e.Hexes) > 0 {
			s.staging, s.stagedSel = true, e.Unit.ID
			s.refresh()
			return true
		}
	}
	return false
}
