package tactical

import "fmt"

// Counter maneuvers (IX.7): a maneuver that succeeded against an enemy
// aircraft waits for that aircraft's answer before it takes effect. The
// answer is a decision of the other side in the middle of step ④
// (DecideCounter): fly one of the maneuver's counters (CmdManeuver) or let
// it stand (CmdPass). A counter that succeeds cancels the maneuver it
// answers and waits in turn for the first aircraft's answer, so the two
// may trade counters while their movement lasts; a counter that fails, or
// no answer, lets the maneuver waiting take effect. Then the aircraft step
// goes on with the side that did not open the exchange.

// Exchange is the maneuver waiting for an answer.
type Exchange struct {
	Maneuver string // the maneuver waiting
	Answers  string // the maneuver it answered; "" for the one that opened
	Flyer    UnitID // who flew it
	Target   UnitID // whom it was flown against (-1: nobody), who may answer
	Opener   Role   // the side whose move in step ④ opened the exchange
}

// offer asks the target of e for an answer when it has a counter it may
// fly now; otherwise e takes effect at once.
func (b *Battle) offer(e Exchange) []Event {
	t := b.Unit(e.Target)
	if t == nil || !t.Aircraft() {
		return b.settle(e)
	}
	b.Exchange, b.Pending = e, Decision{Side: t.Side, Kind: DecideCounter}
	if len(b.ManeuverOptions(t)) == 0 {
		return b.settle(e) // nothing it may fly: settle hands the step on
	}
	m, _ := ManeuverByID(e.Maneuver)
	return []Event{{Kind: EvManeuver, Side: t.Side, Units: []UnitID{t.ID, e.Flyer}, Rule: ManeuverRule,
		Text: fmt.Sprintf("%s may answer the %s of %s with a counter maneuver.", b.describe(t), m.Name, b.describe(b.Unit(e.Flyer)))}}
}

// answered goes on after u's counter m to the maneuver waiting.
func (b *Battle) answered(u *Unit, m *Maneuver, passed bool) []Event {
	prev := b.Exchange
	switch {
	case passed:
		return b.offer(Exchange{Maneuver: m.ID, Answers: prev.Maneuver, Flyer: u.ID, Target: prev.Flyer, Opener: prev.Opener})
	case m.ID == "flat_scissors" && prev.Maneuver == "flat_scissors":
		// The scissors end with the pilot who failed tailed by the other.
		b.Exchange = Exchange{}
		ev := b.gain(b.Unit(prev.Flyer), u)
		return append([]Event{ev}, b.nextFlyer(prev.Opener)...)
	}
	return b.settle(prev)
}

// decline lets the maneuver waiting take effect (CmdPass while a counter
// decision is pending).
func (b *Battle) decline() ([]Event, error) {
	if err := b.expect(DecideCounter, CmdPass); err != nil {
		return nil, err
	}
	return b.settle(b.Exchange), nil
}

// settle applies e and hands the aircraft step on.
func (b *Battle) settle(e Exchange) []Event {
	b.Exchange = Exchange{}
	ev := b.effect(e)
	return append([]Event{ev}, b.nextFlyer(e.Opener)...)
}
