package campaign

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"

	"frontline/game"
	"frontline/game/content"
)

// Play is a campaign at this computer: its file, its state, and the record
// of every finished leg (what a save holds of them).
type Play struct {
	Def   *Def
	State *State
	Legs  []game.Record
	// Last is the last finished leg, nil before the first: a continued
	// leg starts from it.
	Last *game.Game
}

// Start begins a campaign of d (order nil: the suggested one).
func Start(d *Def, m Mode, order []int, seed uint64) (*Play, error) {
	st, err := New(d, m, order, seed)
	if err != nil {
		return nil, err
	}
	return &Play{Def: d, State: st}, nil
}

// Over reports whether the campaign is decided.
func (p *Play) Over() bool { return p.State.Over(p.Def) }

// Next is the number (0-based) of the leg to play next.
func (p *Play) Next() int { return len(p.State.Results) }

// NextOptions are the game options of the next leg.
func (p *Play) NextOptions() (game.Options, error) { return p.State.Options(p.Def, p.Last) }

// NextGame starts the next leg.
func (p *Play) NextGame(c *content.Content) (*game.Game, []game.Event, error) {
	opts, err := p.NextOptions()
	if err != nil {
		return nil, nil, err
	}
	return game.New(c, opts)
}

// Finish records the end of the leg in play.
func (p *Play) Finish(g *game.Game) error {
	if err := p.State.Finish(p.Def, g); err != nil {
		return err
	}
	p.Legs = append(p.Legs, g.Record())
	p.Last = g
	return nil
}

// CheckNext refuses a leg whose options are not those the campaign gives
// its next leg (a save whose leg in play was edited or swapped).
func (p *Play) CheckNext(opts game.Options) error {
	want, err := p.NextOptions()
	if err != nil {
		return err
	}
	if !sameJSON(opts, want) {
		return fmt.Errorf("leg %d is not the leg the campaign starts there (%s)", p.Next()+1, p.State.Leg(p.Def, p.Next()).Scenario)
	}
	return nil
}

// SaveFormat is the version of the campaign part of a save.
const SaveFormat = 1

// Saved is the campaign part of a save. Its legs are replayed on load;
// the leg in play is the save's own game record, beside it (InPlay), or
// the next leg to start when InPlay is false.
type Saved struct {
	Format int           `json:"format"`
	State  State         `json:"state"`
	Legs   []game.Record `json:"legs,omitempty"`
	InPlay bool          `json:"in_play,omitempty"`
}

// Saved is what a save of the campaign holds; inPlay says a leg is being
// played.
func (p *Play) Saved(inPlay bool) Saved {
	return Saved{Format: SaveFormat, State: *p.State, Legs: p.Legs, InPlay: inPlay}
}

// Restore replays every finished leg of s and checks the chain: each leg
// started as the campaign starts it (scenario, seed, turn limit, what
// the leg before left) and ended as the state records. find gives the
// campaign file by id; name labels errors.
func Restore(c *content.Content, find func(id string) (*Def, error), s Saved, name string) (*Play, error) {
	if s.Format != SaveFormat {
		return nil, fmt.Errorf("%s: campaign save format %d; this version reads format %d", name, s.Format, SaveFormat)
	}
	d, err := find(s.State.Campaign)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	want := s.State
	if err := want.check(d); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if len(s.Legs) != len(want.Results) {
		return nil, fmt.Errorf("%s: %d legs recorded for %d results", name, len(s.Legs), len(want.Results))
	}
	p, err := Start(d, want.Mode, want.Order, want.Seed)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	for i, rec := range s.Legs {
		label := fmt.Sprintf("%s: leg %d", name, i+1)
		if err := p.CheckNext(rec.Options); err != nil {
			return nil, fmt.Errorf("%s: %w", label, err)
		}
		g, err := rec.Replay(c, label, nil)
		if err != nil {
			return nil, err
		}
		if err := p.Finish(g); err != nil {
			return nil, fmt.Errorf("%s: %w", label, err)
		}
		if !reflect.DeepEqual(p.State.Results[i], want.Results[i]) {
			return nil, fmt.Errorf("%s: the leg replays to a different result than the campaign records", label)
		}
	}
	return p, nil
}

func sameJSON(a, b any) bool {
	x, err1 := json.Marshal(a)
	y, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && bytes.Equal(x, y)
}
