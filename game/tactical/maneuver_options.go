package tactical

import "frontline/game/tactical/geom"

// ManeuverOption is a maneuver an aircraft may fly now: its target (-1:
// none) and, for a Break, the new heading.
type ManeuverOption struct {
	Maneuver string
	Target   UnitID
	Facing   geom.Angle
}

// ManeuverOptions lists what u may fly now, in table order: the maneuvers
// it may open in the aircraft step, or its counters when it is asked to
// answer. The random player and a client's menu read it.
func (b *Battle) ManeuverOptions(u *Unit) []ManeuverOption {
	var out []ManeuverOption
	if !u.Active() || !u.Aircraft() {
		return nil
	}
	for i := range Maneuvers {
		m := &Maneuvers[i]
		if !m.flownBy(u) || m.cost(u) > FlightLeft(u) {
			continue // the common refusals, without building them
		}
		for _, t := range b.aimCandidates(u, m) {
			for _, f := range candidateHeadings(u, m) {
				if _, _, err := b.CheckManeuver(u, m, t, f); err == nil {
					out = append(out, ManeuverOption{Maneuver: m.ID, Target: t, Facing: f})
				}
			}
		}
	}
	return out
}

// aimCandidates are the units m might be flown against by u: only those
// its side sees, so that the list tells nothing of hidden units.
func (b *Battle) aimCandidates(u *Unit, m *Maneuver) []UnitID {
	if b.Pending.Kind == DecideCounter {
		if u.ID != b.Exchange.Target || !m.answers(b.Exchange.Maneuver) {
			return nil
		}
		return []UnitID{b.Exchange.Flyer}
	}
	var out []UnitID
	if m.Aim == AtEngaged {
		out = append(out, -1)
	}
	air := m.Aim != AtGround && m.Aim != AtShip
	for i := range b.Units {
		if t := &b.Units[i]; t.Side != u.Side && t.Status == OnTable && t.Aircraft() == air && b.Seen(u.Side, t) {
			out = append(out, t.ID)
		}
	}
	return out
}

// candidateHeadings are the headings to try: a quarter turn either way
// for a Break, else the one the maneuver decides.
func candidateHeadings(u *Unit, m *Maneuver) []geom.Angle {
	if m.Turn == Quarter {
		return []geom.Angle{(u.Facing + geom.Quarter).Norm(), (u.Facing - geom.Quarter).Norm()}
	}
	return []geom.Angle{u.Facing}
}
