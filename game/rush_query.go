package game

// RushBar says why the staged unit id cannot be brought forward by Rush
// Deployment now, or "": the check CmdRushDeployment makes on each unit
// (rushBar), for the client to mark the staging list with.
func (g *Game) RushBar(id UnitID) string {
	u := g.Unit(id)
	if u == nil {
		return "there is no such unit"
	}
	return g.rushBar(u)
}
