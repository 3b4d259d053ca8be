package geom

import (
	"math/rand/v2"
	"testing"
)

func TestShortestPathGoesRoundAWall(t *testing.T) {
	wall := MustPolygon(Pt(-100, -1000), Pt(100, -1000), Pt(100, 1000), Pt(-100, 1000))
	a, b := Pt(-1000, 0), Pt(1000, 0)
	n, way, ok := ShortestPath(Hexagon, []Polygon{wall}, a, b)
	if !ok {
		t.Fatal("no path round a wall")
	}
	// Round one end: to (-100,±1000), along 200, then down to b.
	want := 2*ISqrtCeil(900*900+1000*1000) + 200
	if n != want || len(way) != 4 {
		t.Errorf("path %s along %v, want %s", Inches(n), way, Inches(want))
	}
	if m, way, _ := ShortestPath(Hexagon, nil, a, b); m != 2000 || len(way) != 2 {
		t.Errorf("open ground: %d %v", m, way)
	}
}

func TestShortestPathRefusals(t *testing.T) {
	box := MustPolygon(Pt(-500, -500), Pt(500, -500), Pt(500, 500), Pt(-500, 500))
	if _, _, ok := ShortestPath(Hexagon, []Polygon{box}, Pt(0, 0), Pt(2000, 0)); ok {
		t.Error("a start inside an obstacle found a path")
	}
	if _, _, ok := ShortestPath(Hexagon, nil, Pt(0, 0), Pt(5000, 0)); ok {
		t.Error("a goal off the table found a path")
	}
	// Four walls enclosing the goal.
	ring := []Polygon{
		MustPolygon(Pt(-600, -600), Pt(600, -600), Pt(600, -500), Pt(-600, -500)),
		MustPolygon(Pt(-600, 500), Pt(600, 500), Pt(600, 600), Pt(-600, 600)),
		MustPolygon(Pt(-600, -600), Pt(-500, -600), Pt(-500, 600), Pt(-600, 600)),
		MustPolygon(Pt(500, -600), Pt(600, -600), Pt(600, 600), Pt(500, 600)),
	}
	if _, _, ok := ShortestPath(Hexagon, ring, Pt(2000, 0), Pt(0, 0)); ok {
		t.Error("found a way into an enclosure")
	}
}

// Property: a path is never shorter than the straight line, each leg is
// clear of every obstacle, and the legs add up to the length.
func TestPathNeverShorterThanStraightLine(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 8))
	found := 0
	for range 200 {
		var obs []Polygon
		for _, s := range randomScreens(r, 12) {
			obs = append(obs, s.Shape)
		}
		a, b := randomPoint(r), randomPoint(r)
		n, way, ok := ShortestPath(Hexagon, obs, a, b)
		if !ok {
			continue
		}
		found++
		if n < Distance(a, b) {
			t.Fatalf("path %d shorter than the line %d", n, Distance(a, b))
		}
		var sum int64
		for i := 1; i < len(way); i++ {
			sum += Distance(way[i-1], way[i])
			if !clearLeg(obs, way[i-1], way[i]) {
				t.Fatalf("leg %s–%s crosses an obstacle", way[i-1], way[i])
			}
		}
		if sum != n || way[0] != a || way[len(way)-1] != b {
			t.Fatalf("way %v sums to %d, reported %d", way, sum, n)
		}
	}
	if found < 50 {
		t.Fatalf("only %d of 200 random paths found", found)
	}
}

func BenchmarkShortestPath20Obstacles(b *testing.B) {
	r := rand.New(rand.NewPCG(9, 9))
	var obs []Polygon
	for _, s := range randomScreens(r, 20) {
		obs = append(obs, s.Shape)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ShortestPath(Hexagon, obs, Pt(-3000, 0), Pt(3000, 100))
	}
}
