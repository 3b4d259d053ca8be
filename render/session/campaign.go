package session

import (
	"encoding/json"
	"fmt"
	"os"

	"frontline/game"
	"frontline/game/campaign"
	"frontline/game/content"
	"frontline/game/savefile"
)

// A campaign's save (game/campaign, II.1.3) is a save of one game — the
// leg in play, or between legs the next leg to start (the last one once
// the campaign is over) — with the campaign beside it: its state and the
// records of the legs already played. game.Load and `frontline replay`
// read it as the save of that game; LoadCampaign restores the campaign.

// save writes the session's game to slot name, with its campaign if any.
func (s *Session) save(name string) error {
	if s.Campaign == nil {
		return s.Saves.SaveWith(name, s.g, s.Players, s.reasons)
	}
	cs := s.Campaign.Saved(true)
	return s.Saves.SaveCampaign(name, s.g, s.Players, &cs, s.reasons)
}

// SaveCampaign writes a campaign save of g (see above) to slot name.
func (s *Slots) SaveCampaign(name string, g *game.Game, players Players, cs *campaign.Saved, reasons Reasons) error {
	path, err := s.Path(name)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(s.Dir, 0o755); err != nil {
		return err
	}
	return writeBody(path, saveBody{Record: g.Record(), Players: players, Campaign: cs, Reasons: reasons})
}

// ReadCampaign is the campaign of the save at path, nil for the save of a
// single game.
func ReadCampaign(path string) (*campaign.Saved, error) {
	body, err := savefile.Read(path)
	if err != nil {
		return nil, err
	}
	var b struct {
		Campaign *campaign.Saved `json:"campaign"`
	}
	if err := json.Unmarshal(body, &b); err != nil {
		return nil, fmt.Errorf("%s: the campaign of the save is unreadable: %v", path, err)
	}
	return b.Campaign, nil
}

// Restored is a campaign read back from a save: the campaign with its
// finished legs replayed and checked, who plays each side, and the leg
// in play as a session (nil between legs).
type Restored struct {
	Play    *campaign.Play
	Players Players
	Session *Session
}

// LoadCampaign restores the campaign saved at path: every finished leg
// is replayed and checked (campaign.Restore), then the save's own game,
// which must be the leg the campaign starts next; find gives the
// campaign file by id.
func LoadCampaign(c *content.Content, find func(id string) (*campaign.Def, error), path string, saves *Slots) (*Restored, error) {
	cs, err := ReadCampaign(path)
	if err != nil {
		return nil, err
	}
	if cs == nil {
		return nil, fmt.Errorf("%s: the save of a single game, not of a campaign", path)
	}
	p, err := campaign.Restore(c, find, *cs, path)
	if err != nil {
		return nil, err
	}
	r, err := game.ReadRecord(path)
	if err != nil {
		return nil, err
	}
	if !p.Over() {
		if err := p.CheckNext(r.Options); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
	}
	players, err := ReadPlayers(path)
	if err != nil {
		return nil, err
	}
	out := &Restored{Play: p, Players: players}
	if cs.InPlay && !p.Over() {
		if out.Session, err = Load(c, path, players, saves); err != nil {
			return nil, err
		}
		out.Session.Campaign = p
	}
	return out, nil
}

// StartLeg starts the next leg of p as a session, the computer players
// of players (their seeds made anew for the leg's dice).
func StartLeg(c *content.Content, p *campaign.Play, players Players, saves *Slots) (*Session, error) {
	opts, err := p.NextOptions()
	if err != nil {
		return nil, err
	}
	s, err := New(c, opts, LegPlayers(players, opts.Seed), saves)
	if err != nil {
		return nil, err
	}
	s.Campaign = p
	return s, nil
}

// LegPlayers are players seated for a game of dice seed seed.
func LegPlayers(players Players, seed uint64) Players {
	if len(players) == 0 {
		return nil
	}
	out := Players{}
	for side, cp := range players {
		out[side] = Computer{Player: cp.Player, Seed: SeedFor(seed, side)}
	}
	return out
}

// SaveBetweenLegs writes a campaign save while no leg is in play: the
// next leg's start (the last leg once the campaign is over) with the
// campaign.
func (s *Slots) SaveBetweenLegs(c *content.Content, name string, p *campaign.Play, players Players) error {
	g := p.Last
	if !p.Over() {
		next, _, err := p.NextGame(c)
		if err != nil {
			return err
		}
		g = next
		players = LegPlayers(players, g.Options.Seed)
	}
	if g == nil {
		return fmt.Errorf("the campaign has no game to save")
	}
	cs := p.Saved(false)
	return s.SaveCampaign(name, g, players, &cs, nil)
}
