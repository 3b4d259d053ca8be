package game

import (
	"fmt"

	"frontline/game/hex"
	"frontline/game/units"
)

// Half-cost Command Posts (IV.1.3, Inset IV.4 item 3). A post is bought
// at its full cost in the Production Phase, before its site is known;
// when it is established in a Key City its side controls (VII.1) or in a
// hex where it has a bunker (an emplacement that shelters troops), half
// of what was paid for it comes back to the treasury. A replacement
// Forward HQ follows the post rules. Reading: "captured" is read as held
// by the side when the post goes in, whether taken in play or held from
// the start: the saving comes from the buildings, not from who built them.

// postSiteSaving is what the site h saves on the post u, and why.
func (g *Game) postSiteSaving(u *Unit, h hex.Hex) (int, string) {
	if !isPost(u.Card) || u.PaidCost <= 0 {
		return 0, ""
	}
	if c, ok := g.scenario.Map.CityAt(h); ok && c.Key && g.Controls(u.Side, h) {
		return u.PaidCost / 2, "the buildings of " + c.Name
	}
	for _, o := range g.unitsIn(h) {
		if o.Side == u.Side && o.Card.Class == units.Emplacement && o.Card.Special.Shelter {
			return u.PaidCost / 2, "the shelter of " + g.describe(o)
		}
	}
	return 0, ""
}

// refundPostSite pays the saving back as u is established in h and says
// so in a sentence for the deployment event ("" when there is none).
func (g *Game) refundPostSite(u *Unit, h hex.Hex) string {
	n, why := g.postSiteSaving(u, h)
	u.PaidCost = 0
	if n == 0 {
		return ""
	}
	p := g.Players[u.Side]
	p.refund(n)
	return fmt.Sprintf(" Using %s halves its cost: %d returns to the treasury (now %d) (IV.1.3).", why, n, p.Treasury)
}
