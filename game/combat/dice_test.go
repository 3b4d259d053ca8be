package combat

import (
	"sync"
	"testing"

	"frontline/game/units"
)

// scripted hands out fixed dice and checks each one is the roll expected.
type scripted struct {
	t     *testing.T
	rolls []roll
}

type roll struct {
	purpose string
	value   int
}

func (s *scripted) Roll(sides int, purpose string) int {
	s.t.Helper()
	if len(s.rolls) == 0 {
		s.t.Fatalf("unexpected %s roll (d%d): script exhausted", purpose, sides)
	}
	r := s.rolls[0]
	s.rolls = s.rolls[1:]
	if r.purpose != purpose {
		s.t.Fatalf("roll for %s, script expected %s", purpose, r.purpose)
	}
	return r.value
}

func (s *scripted) done() {
	s.t.Helper()
	if len(s.rolls) > 0 {
		s.t.Errorf("%d scripted rolls unused: %v", len(s.rolls), s.rolls)
	}
}

func dice(t *testing.T, rolls ...roll) *scripted { return &scripted{t: t, rolls: rolls} }

var loadCatalog = sync.OnceValues(units.Embedded)

func catalog(t *testing.T) *units.Catalog {
	t.Helper()
	c, err := loadCatalog()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func card(t *testing.T, c *units.Catalog, id string) *units.Card {
	t.Helper()
	u, ok := c.Get(id)
	if !ok {
		t.Fatalf("no unit %s", id)
	}
	return u
}

// weapon returns the named weapon line as printed on the face in use.
func weapon(t *testing.T, u *units.Card, damaged bool, name string) units.Weapon {
	t.Helper()
	for _, w := range u.Face(damaged).Weapons {
		if w.Name == name {
			return w
		}
	}
	t.Fatalf("%s has no weapon %q", u.ID, name)
	return units.Weapon{}
}

// primary returns the primary weapon of the full side.
func primary(t *testing.T, u *units.Card) units.Weapon {
	t.Helper()
	for _, w := range u.Full.Weapons {
		if w.Primary {
			return w
		}
	}
	t.Fatalf("%s has no primary weapon", u.ID)
	return units.Weapon{}
}
