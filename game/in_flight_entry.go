package game

import "frontline/game/units"

// Aircraft entering play in flight (V.6.2): a scenario may put aircraft in
// the air from the start, flying sorties from bases off the map. Reading:
// such an aircraft enters with its full Turns of Flight, as if it had just
// taken off, and counts them down from its side's first Movement Phase
// like any flight (VI.2.2); its pilot or crew is aboard and in flight with
// it, as at a take-off (air_sortie.go, setAirborne).

// enterInFlight puts the aircraft among us that start in flight in the
// air with their crews and their Turns of Flight.
func (g *Game) enterInFlight(us []*Unit) {
	for _, u := range us {
		if u.InFlight && u.Card.Class == units.Aircraft && u.Deployed() {
			u.FlightLeft = u.Card.Special.TurnsOfFlight
			g.setAirborne(u, true)
		}
	}
}
