package battle

import (
	"fmt"
	"math/rand/v2"

	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/game/tactical/standalone"
	"frontline/game/units"
)

// Stages are the moments of a battle Stage can play to (for screenshots
// and tests): the terrain phase after a feature or two, the first
// placements, a movement step, declarations with an enemy in sight, and
// the end.
var Stages = []string{"terrain", "placement", "movement", "fire", "end"}

// Stage plays battle id from seed with random players (their own
// generator, seeded from seed) until the stage is reached.
func Stage(d *Data, id string, seed uint64, stage string) (*Match, error) {
	m, err := NewMatch(d, id, seed)
	if err != nil {
		return nil, err
	}
	p := standalone.RandomPlayer{R: rand.New(rand.NewPCG(seed, 0x5eed))}
	placed := 0
	for n := 0; n < standalone.MaxCommands; n++ {
		g := m.Game
		b := g.Battle
		if b != nil && g.Offer == "" && reached(b, stage, placed) {
			return m, nil
		}
		if g.Over() {
			if stage == "end" {
				return m, nil
			}
			return nil, fmt.Errorf("battle %s (seed %d) ended before the %s stage", id, seed, stage)
		}
		c, _ := p.Command(g)
		if c.Kind == standalone.CmdTable && c.Table.Kind == tactical.CmdCeaseFire {
			c.Table = tactical.Command{Kind: tactical.CmdEndMove, Side: c.Side} // keep the battle going
			if b.Pending.Kind != tactical.DecideMove {
				continue
			}
		}
		if c.Kind == standalone.CmdTable && c.Table.Kind == tactical.CmdPlace {
			placed++
		}
		if _, err := m.Do(c); err != nil {
			continue
		}
	}
	return nil, fmt.Errorf("battle %s (seed %d): no %s stage", id, seed, stage)
}

// reached reports whether battle b, with placed units placed so far,
// is at stage (not "end": the caller knows when its battle is over).
func reached(b *tactical.Battle, stage string, placed int) bool {
	switch stage {
	case "terrain":
		return b.Pending.Kind == tactical.DecideTerrain && b.TerrainPlaced[0]+b.TerrainPlaced[1] >= 2
	case "placement":
		return b.Pending.Kind == tactical.DecidePlace && placed >= 4
	case "movement":
		return b.Pending.Kind == tactical.DecideMove && b.Turn >= 2 && movable(b)
	case "fire":
		return b.Pending.Kind == tactical.DecideDeclare && b.Turn >= 2 && aimable(b)
	case "fly":
		return b.Pending.Kind == tactical.DecideFly && mustFly(b)
	}
	return false
}

// mustFly reports whether the side flying has an aircraft still short of
// its minimum flight (IX.5.3).
func mustFly(b *tactical.Battle) bool {
	for i := range b.Units {
		u := &b.Units[i]
		if u.Side == b.Pending.Side && shortOfMinimum(u) {
			return true
		}
	}
	return false
}

// movable reports whether the side moving has a unit that may move.
func movable(b *tactical.Battle) bool {
	for i := range b.Units {
		u := &b.Units[i]
		if u.Side == b.Pending.Side && u.Active() && !u.Aircraft() && !u.Moved && b.Allowance(u) > 0 && u.Face().Movement > 0 && !u.Card.Special.Immobile {
			return true
		}
	}
	return false
}

// aimable reports whether the side declaring may fire at someone.
func aimable(b *tactical.Battle) bool {
	for i := range b.Units {
		u := &b.Units[i]
		if u.Side == b.Pending.Side && u.Active() && len(b.LegalTargets(u)) > 0 {
			return true
		}
	}
	return false
}

// Pose readies the scene for a picture of stage and returns where the
// pointer should rest: a ghost placement, a ghost move towards the
// enemy, or a unit selected with the pointer on an enemy it may fire at
// (blocked: one it cannot see, when there is one).
// Zoom > 1 brings the camera that much closer than the whole table,
// centred on what the picture is about.
func (s *Scene) Pose(stage string, blocked bool, zoom float64) (x, y int) {
	s.viewer, s.handoff = s.pendingSide(), false
	s.framed = true // the pose sets its own camera
	s.refresh()
	b := s.m.Battle()
	x, y = -1, -1
	switch stage {
	case "terrain":
		if k := s.side.terrainKind(s); k != nil {
			if p, ok := s.terrainRoom(k); ok {
				s.startTerrain(k, p)
				s.ter.dragging = false
				s.focus(zoom, p)
			}
		}
	case "placement":
		if u := s.side.placing(s); u != nil {
			p, ok := b.Spot(u, 0)
			if u.Aircraft() {
				p, ok = b.Spot(u, 10*100)
			}
			if ok {
				s.startOrder(pendPlace, u, p)
				s.ord.dragging = false
				s.judge()
				s.focus(zoom, p)
			}
		}
	case "movement":
		for i := range b.Units {
			u := &b.Units[i]
			if u.Side != s.viewer || !s.canOrder(u, pendMove) || b.Allowance(u) == 0 || u.Face().Movement == 0 {
				continue
			}
			t, ok := nearestEnemy(b, u)
			if !ok {
				continue
			}
			s.sel = u.ID
			s.startOrder(pendMove, u, u.Pos)
			s.ord.to = towards(u.Pos, t.Pos, b.Allowance(u)*3/4)
			s.ord.dragging = false
			s.ord.facing = bearingOf(u.Pos, t.Pos)
			s.judge()
			s.focus(zoom, geom.Lerp(u.Pos, s.ord.to, 1, 2))
			break
		}
	case "fire":
		s.defaults()
		for i := range b.Units {
			u := &b.Units[i]
			if u.Side != s.viewer || !u.Active() {
				continue
			}
			for j := range b.Units {
				t := &b.Units[j]
				if t.Side == u.Side || t.Status != tactical.OnTable {
					continue
				}
				sees := b.Table.Sees(u.Pos, u.Alt, t.Pos, t.Alt)
				if (blocked && !sees) || (!blocked && b.Legal(u, t)) {
					s.sel = u.ID
					s.side.refresh(s)
					mid := geom.Lerp(u.Pos, t.Pos, 1, 2)
					s.focus(zoom, mid)
					sx, sy := s.pieceAt(t)
					if !s.onTableAt(int(sx), int(sy)) {
						// Under the log or the panel the pointer would
						// hover nothing: bring the pair into view.
						s.cam.CenterOn(inch(mid.X), inch(mid.Y)+s.cam.Cover/2/s.cam.Zoom)
						sx, sy = s.pieceAt(t)
					}
					return int(sx), int(sy)
				}
			}
		}
	}
	s.side.refresh(s)
	return x, y
}

// focus centres the camera on p, zoom times closer than the whole table.
func (s *Scene) focus(zoom float64, p geom.Point) {
	if zoom > 1 {
		s.cam.Zoom = s.cam.ClampZoom(s.cam.FitZoom() * zoom)
		// The middle of the part the log leaves uncovered.
		s.cam.CenterOn(inch(p.X), inch(p.Y)+s.cam.Cover/2/s.cam.Zoom)
	}
}

func (s *Scene) pendingSide() units.Side {
	side, _ := s.m.Pending()
	return side
}

// nearestEnemy is the enemy on the table nearest u.
func nearestEnemy(b *tactical.Battle, u *tactical.Unit) (*tactical.Unit, bool) {
	var best *tactical.Unit
	for i := range b.Units {
		t := &b.Units[i]
		if t.Side != u.Side && t.Status == tactical.OnTable && (best == nil || distance2(u, t) < distance2(u, best)) {
			best = t
		}
	}
	return best, best != nil
}

// towards is the point d along the line from a to b (b itself when
// nearer).
func towards(a, b geom.Point, d int64) geom.Point {
	l := geom.Distance(a, b)
	if l <= d || l == 0 {
		return b
	}
	return geom.Lerp(a, b, d, l)
}

func bearingOf(a, b geom.Point) geom.Angle {
	if a == b {
		return 0
	}
	return geom.Bearing(a, b)
}
