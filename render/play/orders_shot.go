package play

import (
	"fmt"
	"strings"
)

// OrderNames are the orders by the names `frontline shot -order` takes.
var OrderNames = map[string]OrderKind{
	"recon": OrdRecon, "board": OrdBoard, "getoff": OrdGetOff, "hitch": OrdHitch, "unhitch": OrdUnhitch,
	"shelter": OrdShelter, "leave": OrdLeaveShelter, "demolish": OrdDemolish, "repair": OrdRepair,
	"hitandrun": OrdHitAndRun, "push": OrdPush, "surrender": OrdSurrender,
}

// SelectCard selects the viewer's unit of catalog card id in the selected
// stack, as a click on its row would (screenshots).
func (s *Scene) SelectCard(id string) error {
	for _, r := range s.side.rows {
		if r.own && r.m.Card != nil && r.m.Card.ID == id {
			s.selectUnit(r.id)
			s.refresh()
			return nil
		}
	}
	return fmt.Errorf("no unit %s of yours in the selected stack", id)
}

// AimOrder clicks the selected unit's order name (OrderNames) as the
// player would: an order with a target enters targeting (screenshots).
func (s *Scene) AimOrder(name string) error {
	k, ok := OrderNames[strings.ToLower(name)]
	if !ok {
		return fmt.Errorf("unknown order %q", name)
	}
	for i := range s.ord.list[:s.ord.n] {
		if s.ord.list[i].Kind == k {
			if !s.ord.btns[i].Enabled {
				return fmt.Errorf("order %s is not available: %s", name, s.ord.btns[i].Reason)
			}
			s.orderClicked(i)
			s.refresh()
			return nil
		}
	}
	return fmt.Errorf("the selected unit has no order %s", name)
}
