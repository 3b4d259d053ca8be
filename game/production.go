package game

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"frontline/game/scenario"
	"frontline/game/units"
)

// The Production Phase (V.2, Inset V.3): buying units into the staging
// area, with optional experience rolls (Inset VIII.2 item 3).

// CmdBuy buys Command.Count copies (0 means 1) of the unit card
// Command.Card for the active side in its Production Phase. Command.Option
// is the number of experience rolls per copy, "0" to "3" ("" is 0). A
// crewed unit is bought together with a crew of the type it needs; the
// crew's cost is added and the experience rolls go to the crew.
const CmdBuy CommandKind = "buy"

// CmdUnbuy takes back the last purchase of this Production Phase and
// refunds it, while no dice were rolled for it; it uses no field but Side.
const CmdUnbuy CommandKind = "unbuy"

const (
	// EvBought: units were bought and staged; Units lists them, Amount is
	// the total paid, Rolls the experience rolls.
	EvBought EventKind = "bought"
	// EvPurchaseUndone: the last purchase was taken back and refunded.
	EvPurchaseUndone EventKind = "purchase_undone"
)

// Experience bought with a unit (Inset VIII.2 item 3).
const (
	ExperienceRollCost = 5
	MaxBoughtRolls     = 3
)

func init() {
	register(CmdBuy, DecidePhase, PhaseProduction, (*Game).buy)
	register(CmdUnbuy, DecidePhase, PhaseProduction, (*Game).unbuy)
}

// Purchase is one buy of this Production Phase, kept so it can be taken
// back.
type Purchase struct {
	Step   int        `json:"step"` // the phase's Step
	Seq    int        `json:"seq"`  // its place in the command log
	Side   units.Side `json:"side"`
	Card   string     `json:"card"`
	Units  []UnitID   `json:"units"` // every counter created, crews included
	Cost   int        `json:"cost"`
	Rolled bool       `json:"rolled,omitempty"` // experience dice were rolled
	// Construction (construction.go): the engineer squad set to work, and
	// its IdleUntil before, restored when the order is taken back.
	Builder     UnitID `json:"builder,omitempty"`
	BuilderIdle int    `json:"builder_idle,omitempty"`
}

// Offer is one card as the production screen shows it.
type Offer struct {
	Card       string `json:"card"`
	Cost       int    `json:"cost"`           // one copy, its crew included
	Crew       string `json:"crew,omitempty"` // crew card bought along, if any
	Left       int    `json:"left"`           // copies the build limits still allow; -1 no limit
	Experience bool   `json:"experience"`     // experience rolls may be bought with it
	Why        string `json:"why,omitempty"`  // why it cannot be bought now; "" when it can
}

// Buyable lists the cards side may buy (its own and neutral ones), each
// with its cost, the copies left and why it cannot be bought now if so.
func (g *Game) Buyable(side units.Side) []Offer {
	var out []Offer
	for _, card := range g.content.Catalog.Side(side) {
		o := Offer{Card: card.ID, Cost: card.Cost, Left: g.limitLeft(side, card)}
		crew, err := g.crewFor(side, card)
		if crew != nil {
			o.Crew, o.Cost = crew.ID, o.Cost+crew.Cost
			if l := g.limitLeft(side, crew); l >= 0 && (o.Left < 0 || l < o.Left) {
				o.Left = l
			}
		}
		o.Experience = g.Rules.Experience && experienceBar(card, crew) == ""
		switch {
		case err != nil:
			o.Why = err.Error()
		case g.procurementBar(card) != nil:
			o.Why = g.procurementBar(card).Error()
		case o.Left == 0:
			o.Why = fmt.Sprintf("build limit reached (%d counters, Appendix B)", card.Limit)
		case g.Setup != nil: // standard_setup.go: the force bought before play (Inset II.1)
			o.Why = g.setupOfferBar(side, card, o.Cost)
		case g.Over || g.Active != side || g.Phase != PhaseProduction || g.Pending.Kind != DecidePhase:
			o.Why = "units are bought in your own Production Phase (turns 1, 6, 11 ...; V.2)"
		case o.Cost > g.Players[side].Treasury:
			o.Why = fmt.Sprintf("costs %d; the treasury holds %d (V.2)", o.Cost, g.Players[side].Treasury)
		}
		out = append(out, o)
	}
	return out
}

// procurementBar refuses cards that are not bought into the staging area.
func (g *Game) procurementBar(card *units.Card) error {
	switch {
	case card.Cost <= 0:
		return fmt.Errorf("%s cannot be bought: it is captured, not built (VII.3)", card.Name)
	case needsConstruction(card):
		return fmt.Errorf("%s is built by Combat Engineers in the hex where they work: order it with build from an engineer squad (V.2, VI.5.3)", card.Name)
	}
	return nil
}

// needsConstruction: emplacements, obstacles and structures other than
// command posts rise where engineers build them (V.2, Table V.1).
func needsConstruction(card *units.Card) bool {
	switch card.Class {
	case units.Obstacle, units.Emplacement:
		return true
	case units.Structure:
		return !isPost(card)
	}
	return false
}

// isPost: a Command Post or Forward HQ (IV.1.3-IV.1.5).
func isPost(card *units.Card) bool {
	s := card.Special.Structure
	return s == units.CommandPost || s == units.ForwardHQ
}

// crewFor finds the crew card a crewed card is bought with (nil when it
// needs none).
func (g *Game) crewFor(side units.Side, card *units.Card) (*units.Card, error) {
	need := card.Special.RequiresCrew
	if need == units.NoCrew {
		return nil, nil
	}
	crew, ok := g.content.Catalog.CrewFor(side, need)
	if !ok {
		return nil, fmt.Errorf("%s needs a %s crew, and %s has none in the catalog", card.Name, need, sideName(side))
	}
	return crew, nil
}

// buyOrder is a validated buy.
type buyOrder struct {
	card, crew *units.Card
	copies     int
	rolls      int // per copy
	each       int // cost of one copy: card, crew and rolls
}

func (g *Game) checkBuy(cmd Command) (buyOrder, error) {
	o, err := g.checkOrder(cmd)
	if err != nil {
		return buyOrder{}, err
	}
	if total, have := o.each*o.copies, g.Players[cmd.Side].Treasury; total > have {
		return buyOrder{}, fmt.Errorf("%s costs %d and the treasury holds %d: units are paid from the treasury, with no debt (V.2)", o.what(), total, have)
	}
	return o, nil
}

// checkOrder checks a buy against everything but the money: the card, the
// crew it needs, the experience rolls and the build limits.
func (g *Game) checkOrder(cmd Command) (buyOrder, error) {
	side := cmd.Side
	card, ok := g.content.Catalog.Get(cmd.Card)
	if !ok {
		return buyOrder{}, fmt.Errorf("there is no unit card %q", cmd.Card)
	}
	if card.Side != side && card.Side != units.Neutral {
		return buyOrder{}, fmt.Errorf("%s is a %s card; %s buys only its own and neutral units (V.2)", card.Name, sideName(card.Side), sideName(side))
	}
	if err := g.procurementBar(card); err != nil && !(cmd.Kind == CmdBuild && card.Cost > 0) { // construction.go
		return buyOrder{}, err
	}
	if err := g.hqBuyBar(side, card); err != nil { // hq_relocation.go (Inset IV.4)
		return buyOrder{}, err
	}
	o := buyOrder{card: card, copies: max(cmd.Count, 1)}
	if cmd.Count < 0 || cmd.Count > scenario.MaxCount {
		return buyOrder{}, fmt.Errorf("cannot buy %d copies at once (1..%d, the largest Appendix B count)", cmd.Count, scenario.MaxCount)
	}
	var err error
	if o.crew, err = g.crewFor(side, card); err != nil {
		return buyOrder{}, err
	}
	if o.rolls, err = g.boughtRolls(cmd.Option, card, o.crew); err != nil {
		return buyOrder{}, err
	}
	for _, c := range []*units.Card{card, o.crew} {
		if c == nil {
			continue
		}
		if left := g.limitLeft(side, c); left >= 0 && o.copies > left {
			who := sideName(side)
			if c.Side == units.Neutral {
				who = "both sides together"
			}
			return buyOrder{}, fmt.Errorf("build limit: %s has %d counters (Appendix B) and %s already use %d; %d more cannot be bought",
				c.Name, c.Limit, who, g.inPlay(side, c), o.copies)
		}
	}
	o.each = card.Cost + o.rolls*ExperienceRollCost
	if o.crew != nil {
		o.each += o.crew.Cost
	}
	return o, nil
}

// boughtRolls reads the experience rolls of a buy (Inset VIII.2 item 3).
func (g *Game) boughtRolls(opt string, card, crew *units.Card) (int, error) {
	if opt == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(opt)
	if err != nil || n < 0 || n > MaxBoughtRolls {
		return 0, fmt.Errorf("experience rolls %q: give 0 to %d (Inset VIII.2 item 3)", opt, MaxBoughtRolls)
	}
	if n == 0 {
		return 0, nil
	}
	if !g.Rules.Experience {
		return 0, fmt.Errorf("experience rolls need the optional experience rules, which this game does not use (VIII.2)")
	}
	if why := experienceBar(card, crew); why != "" {
		return 0, fmt.Errorf("no experience rolls for %s: %s", card.Name, why)
	}
	return n, nil
}

// what names the order: "2 × Panther Ausf. G with tank crew".
func (o buyOrder) what() string {
	s := o.card.Name
	if o.copies > 1 {
		s = fmt.Sprintf("%d × %s", o.copies, s)
	}
	if o.crew != nil {
		s += " with " + o.crew.Name
	}
	if o.rolls > 0 {
		s += fmt.Sprintf(" and %d experience roll(s)", o.rolls)
		if o.copies > 1 {
			s += " each"
		}
	}
	return s
}

// buy stages the units, rolls their bought experience and pays.
func (g *Game) buy(cmd Command) ([]Event, error) {
	o, err := g.checkBuy(cmd)
	if err != nil {
		return nil, err
	}
	side := cmd.Side
	p := g.Players[side]
	due := nextDeploymentTurn(p.Turn)
	rec, names, rolled := g.stageOrder(side, o, due)
	p.spend(rec.Cost)
	g.pushPurchase(rec)
	text := fmt.Sprintf("%s buys %s (%s) for %d; staged until the Deployment Phase of turn %d (V.2). Treasury %d.",
		upperFirst(sideName(side)), o.what(), strings.Join(names, ", "), rec.Cost, due, p.Treasury)
	if o.crew != nil {
		text += fmt.Sprintf(" Each %s comes with its own %s.", o.card.Name, o.crew.Name)
	}
	if len(rolled) > 0 {
		text += " Experience (Table VIII.1): " + strings.Join(rolled, "; ") + "."
	}
	// The staging area is private (III.4); only the spending is public.
	return []Event{{Kind: EvBought, Side: side, Units: rec.Units, Card: o.card.ID, Amount: rec.Cost, Rule: "V.2",
		Rolls: g.dice.TakeRolls(), Secret: true, Text: text}}, nil
}

// stageOrder creates the counters of a checked order in side's staging
// area, due on own turn due, each crewed unit with its crew, and rolls the
// bought experience. It returns the purchase record (neither paid nor
// kept yet), the markers created and the experience results in words.
func (g *Game) stageOrder(side units.Side, o buyOrder, due int) (rec Purchase, names, rolled []string) {
	rec = Purchase{Step: g.Step, Seq: len(g.log), Side: side, Card: o.card.ID, Cost: o.each * o.copies, Rolled: o.rolls > 0}
	for range o.copies {
		u := g.stage(side, o.card, due)
		u.PaidCost = o.card.Cost // post_cost.go: half back on a Key City or bunker site (IV.1.3)
		rec.Units = append(rec.Units, u.ID)
		names = append(names, fmt.Sprintf("#%d", u.Marker))
		holder := u
		if o.crew != nil {
			holder = g.stage(side, o.crew, due)
			holder.Mans, u.Crew = u.ID, holder.ID
			rec.Units = append(rec.Units, holder.ID)
		}
		if o.rolls > 0 {
			rolled = append(rolled, fmt.Sprintf("%s rolled %s", g.describe(holder), strings.Join(g.rollExperience(holder, o.rolls, "VIII.2.4"), ", ")))
		}
	}
	return rec, names, rolled
}

// upperFirst starts a sentence with a capital: "The United States ...".
func upperFirst(s string) string {
	if s == "" || (s[0] < utf8.RuneSelf && (s[0] < 'a' || s[0] > 'z')) { // most texts: no new copy
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// stage creates one counter of card in side's staging area.
func (g *Game) stage(side units.Side, card *units.Card, due int) *Unit {
	u := &Unit{ID: UnitID(len(g.Units) + 1), CardID: card.ID, Card: card, Side: side,
		Marker: g.nextMarker(side, card.ID), Place: Staged, DeployTurn: due}
	g.Units = append(g.Units, u)
	return u
}

// pushPurchase keeps rec, dropping records of earlier phases.
func (g *Game) pushPurchase(rec Purchase) {
	if n := len(g.Purchases); n > 0 && g.Purchases[n-1].Step != rec.Step {
		g.Purchases = nil
	}
	g.Purchases = append(g.Purchases, rec)
}

// CanUnbuy says why the last purchase cannot be taken back, or returns nil.
func (g *Game) CanUnbuy(side units.Side) error {
	_, err := g.lastPurchase(side)
	return err
}

func (g *Game) lastPurchase(side units.Side) (Purchase, error) {
	n := len(g.Purchases)
	if n == 0 || g.Purchases[n-1].Step != g.Step || g.Phase != PhaseProduction || g.Purchases[n-1].Side != side {
		return Purchase{}, fmt.Errorf("there is no purchase of this Production Phase to take back")
	}
	rec := g.Purchases[n-1]
	card, _ := g.content.Catalog.Get(rec.Card)
	if rec.Rolled {
		return Purchase{}, fmt.Errorf("the purchase of %s cannot be taken back: its experience rolls are made, and dice once rolled stand (Inset VIII.2 item 3)", card.Name)
	}
	for _, c := range g.log[min(rec.Seq, len(g.log)):] {
		if c.Kind != CmdBuy && c.Kind != CmdUnbuy && c.Kind != CmdBuild {
			return Purchase{}, fmt.Errorf("the purchase of %s cannot be taken back: %s was ordered after it", card.Name, c.Kind)
		}
	}
	if last := rec.Units[len(rec.Units)-1]; int(last) != len(g.Units) {
		return Purchase{}, fmt.Errorf("the purchase of %s cannot be taken back: other units were created after it", card.Name)
	}
	return rec, nil
}

func (g *Game) unbuy(cmd Command) ([]Event, error) {
	rec, err := g.lastPurchase(cmd.Side)
	if err != nil {
		return nil, err
	}
	g.Purchases = g.Purchases[:len(g.Purchases)-1]
	g.Units = g.Units[:rec.Units[0]-1]
	g.undoBuild(rec) // construction.go: the engineers are free again
	p := g.Players[cmd.Side]
	p.refund(rec.Cost)
	card, _ := g.content.Catalog.Get(rec.Card)
	return []Event{{Kind: EvPurchaseUndone, Side: cmd.Side, Units: rec.Units, Card: rec.Card, Amount: rec.Cost, Rule: "V.2", Secret: true,
		Text: fmt.Sprintf("The purchase of %s is taken back; %d returns to the treasury (now %d).", card.Name, rec.Cost, p.Treasury)}}, nil
}
