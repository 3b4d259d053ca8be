package game

// Currency ledger (III.8). Every change of a treasury goes through earn,
// spend or refund, which keep a per-side account beside it; CheckInvariants
// asserts that the account balances: what a side started with, plus its
// income and refunds, less what it spent, is what its treasury holds. The
// ledger is not saved: replaying the commands rebuilds it.

// Ledger sums a side's currency movements since the start of the game.
type Ledger struct {
	Start   int // the scenario's starting treasury
	Income  int // income collected (V.1)
	Refunds int // purchases taken back, post costs halved (V.2, IV.1.3)
	Spent   int // purchases, construction, repairs, conversions, supply
}

// Balance is what the treasury should hold.
func (l Ledger) Balance() int { return l.Start + l.Income + l.Refunds - l.Spent }

// Ledger returns the side's account.
func (p *Player) Ledger() Ledger { return p.ledger }

// earn credits income.
func (p *Player) earn(n int) {
	p.Treasury += n
	p.ledger.Income += n
}

// spend debits a payment.
func (p *Player) spend(n int) {
	p.Treasury -= n
	p.ledger.Spent += n
}

// refund credits money returned.
func (p *Player) refund(n int) {
	p.Treasury += n
	p.ledger.Refunds += n
}
