package tactical

import (
	"frontline/game/board"
	"frontline/game/tactical/geom"
)

// Mover is how the terrain rules treat a unit on the table, as on the map
// (game/terrain.go): men on foot, a gun pushed by its crew, or a vehicle.
type Mover uint8

const (
	Foot Mover = iota
	Gun
	Vehicle
	numMovers
)

var moverNames = [numMovers]string{"foot", "gun", "vehicle"}

func (m Mover) String() string { return moverNames[m] }

// Passage is what a feature asks of a mover that enters or crosses it.
type Passage uint8

const (
	Free   Passage = iota // no effect
	Slow                  // every inch inside costs two
	Check                 // the kind's III.3.1 d10 check
	Closed                // may not enter
)

var passageNames = []string{"free", "slow", "check", "closed"}

func (p Passage) String() string { return passageNames[p] }

// Group says who puts a feature on the table (IX.4.2).
type Group uint8

const (
	Basic      Group = iota // copied from the operational hex
	Subjective              // placed by the players afterwards
)

var groupNames = []string{"basic", "subjective"}

// Layer decides what may overlap what when a feature is placed.
type Layer uint8

const (
	Ground   Layer = iota // others may stand on it
	Water                 // only crossings may lie on it
	Crossing              // must lie across water
	Object                // takes its own room
)

var layerNames = []string{"ground", "water", "crossing", "object"}

// Shape is how a footprint of the kind is drawn.
type Shape uint8

const (
	RectShape  Shape = iota // a rectangle at any bearing
	StripShape              // a long thin rectangle (roads, walls, hedges)
	BlobShape               // a rounded convex patch (woods, hills)
	BandShape               // a strip along a table side (builder only)
	TableShape              // the ground of the whole table (builder only)
)

var shapeNames = []string{"rect", "strip", "blob", "band", "table"}

// Kind is one kind of battle-table feature, as read from
// assets/tactical_features.toml.
type Kind struct {
	ID, Name, About string
	Group           Group
	Layer           Layer
	Shape           Shape
	// Length and Width bound a hand-placed footprint's greatest and
	// narrowest extent, in hundredths of an inch (zero for builder shapes).
	Length, Width [2]int64
	Sight         geom.Sight
	Cover         int             // Defense bonus
	CoverFor      [numMovers]bool // movers the cover helps
	CoverReach    int64           // >0: cover also reaches this far behind the feature
	Arc           geom.Arc        // fire arc of units firing from it; 0 none
	Check         CheckKind       // the III.3.1 check asked by a Check passage
	Pass          [numMovers]Passage
	Weights       map[board.Terrain]int // generator weights by hex terrain
}

// Passage returns what k asks of mover m.
func (k *Kind) Passage(m Mover) Passage { return k.Pass[m] }

// Kinds is the loaded set of feature kinds, in file order.
type Kinds struct {
	list []*Kind
	byID map[string]*Kind
}

// Kind returns the kind with the given id.
func (ks *Kinds) Kind(id string) (*Kind, bool) {
	k, ok := ks.byID[id]
	return k, ok
}

// All returns every kind in file order.
func (ks *Kinds) All() []*Kind { return append([]*Kind(nil), ks.list...) }

// mustKind is for the ids the table builder relies on; the loader refuses a
// file that lacks them, so a miss is a programming error.
func (ks *Kinds) mustKind(id string) *Kind {
	k, ok := ks.byID[id]
	if !ok {
		panic("tactical: feature kind " + id + " missing (LoadKinds checks builderKinds)")
	}
	return k
}
