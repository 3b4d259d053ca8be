package game

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// sharedTypes are read-only data a clone shares with its original.
var sharedTypes = map[string]bool{"*content.Content": true, "*scenario.Scenario": true, "*units.Card": true}

// cloneRefs is every field of reference kind (pointer, slice, map)
// reachable from Game, by type. A new one must be copied in Clone
// (clone.go) and added here.
var cloneRefs = []string{
	"ActiveEvent.Away", "ActiveEvent.Idle", "Artillery.Delayed", "Artillery.Orders", "Artillery.Smoke",
	"Command.Fire", "Command.Hex", "Command.Path", "Command.Targets", "Command.Units",
	"Deck.Discards", "Deck.Pile", "Decision.Choices", "Encirclement.Encircled", "Encirclement.Units",
	"Engagement.Artillery", "Engagement.Attackers", "Engagement.Credits", "Engagement.Defenders",
	"Engagement.Destroyed", "Engagement.Jams", "Fighter.Fire", "Engagement.Retreated", "Engagement.Targets",
	"Game.AirOps", "Game.AirfieldsDamaged", "Game.AirfieldsDown", "Game.BridgesBuilt", "Game.BridgesDown",
	"Game.Covers", "Game.Demolitions", "Game.Encirclements", "Game.EventPick", "Game.FieldRepairs", "Game.InForce",
	"Game.KeyCities", "Game.Killed", "Game.Momentum", "Game.MoveUndo", "Game.OpenEngagement", "Game.Offer",
	"Game.Players", "Game.Ports", "Game.PortsDamaged", "Game.PortsDown", "Game.Purchases", "Game.Repairs",
	"Game.Reveals", "Game.Scores", "Game.Scouted", "Game.Setup", "Game.Sorties", "Game.StackOrder",
	"Game.Taken", "Game.Truces", "Game.Units", "Game.Withdrawing", "Game.content", "Game.dice", "Game.log",
	"Game.scenario", "KeyCityHold.Members", "MomentumGroup.Members", "MoveRecord.Units",
	"CarriedUnit.Stars", "Carry.Treasury", "Carry.Units", "Options.Carry", "Options.Experience", "Options.FogOfWar", "Options.Momentum", "Player.Hand", "Purchase.Units",
	"Sortie.Route", "Sortie.Strike", "Sortie.Units", "Sortie.Waypoints", "StandardSetup.HQ",
	"StandardSetup.Placed", "StandardSetup.Spent", "TermsOffer.Units", "Truce.Units", "CoverOrder.Guns",
	"Unit.Card", "Unit.Depleted", "Unit.Stars", "Unit.TowedBy", "Withdrawal.Left", "Withdrawal.Queue",
	"Command.Table", "Game.Miniatures", "Miniatures.Members", "Miniatures.Queue", "Miniatures.battle",
}

// ownClone are types of other packages with a Clone of their own, tested
// there: the walk stops at them (the battle of miniatures_view.go is
// forked onto the copy's dice, TestIX1_CloneForksTheBattle).
func ownClone(tp reflect.Type) bool {
	return tp.String() == "dice.Roller" || strings.HasPrefix(tp.String(), "tactical.")
}

// Clone copies every reference the game state holds: a field of pointer,
// slice or map type added anywhere under Game fails this test until Clone
// copies it and cloneRefs names it.
func TestCloneCoversEveryReference(t *testing.T) {
	var got []string
	seen := map[reflect.Type]bool{}
	var walk func(tp reflect.Type)
	walk = func(tp reflect.Type) {
		for tp.Kind() == reflect.Pointer || tp.Kind() == reflect.Slice || tp.Kind() == reflect.Map {
			tp = tp.Elem()
		}
		if tp.Kind() != reflect.Struct || seen[tp] || sharedTypes["*"+tp.String()] || ownClone(tp) {
			return
		}
		seen[tp] = true
		for i := range tp.NumField() {
			f := tp.Field(i)
			switch f.Type.Kind() {
			case reflect.Pointer, reflect.Slice, reflect.Map:
				got = append(got, tp.Name()+"."+f.Name)
			case reflect.Interface, reflect.Func, reflect.Chan:
				t.Errorf("%s.%s: Clone cannot copy a %s", tp.Name(), f.Name, f.Type.Kind())
			}
			walk(f.Type)
		}
	}
	walk(reflect.TypeOf(Game{}))
	slices.Sort(got)
	want := slices.Sorted(slices.Values(cloneRefs))
	if !slices.Equal(got, want) {
		var added, gone []string
		for _, s := range got {
			if !slices.Contains(want, s) {
				added = append(added, s)
			}
		}
		for _, s := range want {
			if !slices.Contains(got, s) {
				gone = append(gone, s)
			}
		}
		t.Fatalf("references changed: new %v (copy them in clone.go and list them here), gone %v", added, gone)
	}
}

// assertNothingShared walks a and b (the same type) and fails when they
// hold the same map, the same slice backing array or the same pointer,
// apart from the read-only sharedTypes.
func assertNothingShared(t *testing.T, a, b reflect.Value, path string) {
	t.Helper()
	switch a.Kind() {
	case reflect.Pointer:
		if a.IsNil() || sharedTypes[a.Type().String()] {
			return
		}
		if a.Pointer() == b.Pointer() {
			t.Fatalf("%s is shared", path)
		}
		assertNothingShared(t, a.Elem(), b.Elem(), path)
	case reflect.Slice:
		if a.Cap() > 0 && a.Pointer() == b.Pointer() {
			t.Fatalf("%s shares its backing array", path)
		}
		for i := range a.Len() {
			assertNothingShared(t, a.Index(i), b.Index(i), path+"[]")
		}
	case reflect.Map:
		if a.IsNil() {
			return
		}
		if a.Pointer() == b.Pointer() {
			t.Fatalf("%s is shared", path)
		}
		for _, k := range a.MapKeys() {
			assertNothingShared(t, a.MapIndex(k), b.MapIndex(k), path+"[k]")
		}
	case reflect.Struct:
		if ownClone(a.Type()) {
			return // their own tests (dice.TestCloneForksTheGenerator, tactical's)
		}
		for i := range a.NumField() {
			assertNothingShared(t, a.Field(i), b.Field(i), path+"."+a.Type().Field(i).Name)
		}
	}
}

// A clone shares no memory with its original, reaches the same state hash
// by the same commands, and commands applied to it leave the original's
// hash alone; checked along random play.
func TestCloneFollowsTheOriginalAndLeavesItAlone(t *testing.T) {
	seeds := []uint64{5, 6}
	if testing.Short() {
		seeds = seeds[:1]
	}
	for _, seed := range seeds {
		g, _ := newTestGame(t, seed)
		rng := rand.New(rand.NewPCG(seed, 7))
		for step := 0; step < 1200 && !g.Over; step++ {
			if step%150 == 75 {
				checkClone(t, g, rand.New(rand.NewPCG(seed, uint64(step))))
			}
			g.Apply(randomCommand(g, rng))
		}
	}
}

func checkClone(t *testing.T, g *Game, rng *rand.Rand) {
	t.Helper()
	c := g.Clone()
	if c.Hash() != g.Hash() || !slices.EqualFunc(c.log, g.log, func(a, b Command) bool { return reflect.DeepEqual(a, b) }) {
		t.Fatal("the clone does not start where the original is")
	}
	assertNothingShared(t, reflect.ValueOf(g).Elem(), reflect.ValueOf(c).Elem(), "g")
	for i := 0; i < 40 && !g.Over; i++ {
		cmd := randomCommand(g, rng)
		_, err1 := g.Apply(cmd)
		_, err2 := c.Apply(cmd)
		if (err1 == nil) != (err2 == nil) || g.Hash() != c.Hash() {
			t.Fatalf("%s by %s: original %v, clone %v; hashes equal %v", cmd.Kind, cmd.Side, err1, err2, g.Hash() == c.Hash())
		}
	}
	before := g.Hash()
	for i := 0; i < 40 && !c.Over; i++ {
		c.Apply(randomCommand(c, rng))
	}
	if g.Hash() != before {
		t.Fatal("commands applied to the clone changed the original")
	}
}
