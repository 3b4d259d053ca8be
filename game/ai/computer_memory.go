package ai

import (
	"maps"

	"frontline/game"
	"frontline/game/hex"
)

// memory is what the computer remembers of the enemy from its Views:
// where it last saw enemy markers and how many, and the enemy cards it
// has seen, to plan purchases against them.
type memory struct {
	lastSeen map[hex.Hex]sighting
	cards    map[string]int // enemy card id: most copies seen at once
	// deployed: own units that left the staging area in this Step, from
	// its own events (the Belief has no command log to tell the ships a
	// land unit may deploy aboard, computer_amphib_deploy.go).
	deployed map[game.UnitID]int
}

// sighting: how many enemy markers stood in a hex, and in which Step.
type sighting struct {
	Count, Step int
}

func newMemory() memory {
	return memory{lastSeen: map[hex.Hex]sighting{}, cards: map[string]int{}, deployed: map[game.UnitID]int{}}
}

// forget is how many Steps a sighting stays worth weighing.
const forget = 6

// see records a View: enemy stacks seen now replace older sightings, and
// sightings of hexes now seen empty (own units there) or too old go.
func (m *memory) see(v game.View, evs []game.Event) {
	m.sawDeployed(v, evs)
	for h, s := range m.lastSeen {
		if v.Step-s.Step > forget {
			delete(m.lastSeen, h)
		}
	}
	for _, os := range v.OwnStacks {
		delete(m.lastSeen, os.Hex)
	}
	seen := map[string]int{}
	for _, es := range v.Enemy {
		m.lastSeen[es.Hex] = sighting{Count: es.Count, Step: v.Step}
		for _, u := range es.Units {
			seen[u.Card]++
		}
	}
	for card, n := range seen {
		m.cards[card] = max(m.cards[card], n)
	}
}

// sawDeployed records the own units deployed in this Step and forgets
// those of earlier Steps.
func (m *memory) sawDeployed(v game.View, evs []game.Event) {
	for id, step := range m.deployed {
		if step != v.Step {
			delete(m.deployed, id)
		}
	}
	for _, e := range evs {
		if e.Kind == game.EvDeployed && e.Side == v.Side && len(e.Units) > 0 {
			m.deployed[e.Units[0]] = v.Step
		}
	}
}

func (m memory) clone() memory {
	return memory{lastSeen: maps.Clone(m.lastSeen), cards: maps.Clone(m.cards), deployed: maps.Clone(m.deployed)}
}

// Witness takes in a decision it need not answer (ai.Witness): it
// remembers what it sees, as Next would. Its move plan, refusals and
// fire missions last one Step, so nothing else is carried on.
func (c *Computer) Witness(s *game.Seat) { c.mem.see(s.View(), s.Events()) }
