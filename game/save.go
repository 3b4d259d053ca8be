package game

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"

	"frontline/game/content"
	"frontline/game/savefile"
)

// SaveFormat is the version of the save body; bump it when Record changes.
const SaveFormat = 1

// Record is what a save holds: the options (scenario and seed) and every
// command applied, plus the hash of the state they lead to. Loading
// replays the commands on a fresh game and checks the hash, so a save made
// under different rules or edited by hand is refused rather than loaded
// into a state nobody played.
type Record struct {
	Format   int       `json:"format"`
	Options  Options   `json:"options"`
	Commands []Command `json:"commands"`
	Step     int       `json:"step"` // for people reading the file
	Hash     string    `json:"hash"`
}

// Hash is a fingerprint of the whole game state, dice generator included:
// same seed and same commands give the same hash (DESIGN.md §2).
func (g *Game) Hash() string {
	state, err := json.Marshal(g)
	if err != nil {
		panic(fmt.Sprintf("game state does not serialise: %v", err))
	}
	dice, err := g.dice.MarshalBinary()
	if err != nil {
		panic(fmt.Sprintf("dice state does not serialise: %v", err))
	}
	sum := sha256.New()
	sum.Write(state)
	sum.Write(dice)
	return hex.EncodeToString(sum.Sum(nil))
}

// Record returns what a save of the game now holds.
func (g *Game) Record() Record {
	return Record{Format: SaveFormat, Options: g.Options, Commands: append([]Command(nil), g.log...), Step: g.Step, Hash: g.Hash()}
}

// Save writes the game to path atomically (a crash mid-write leaves the
// previous save intact).
func (g *Game) Save(path string) error {
	body, err := json.MarshalIndent(g.Record(), "", " ")
	if err != nil {
		return err
	}
	return savefile.Save(path, body)
}

// SaveBytes is the content of a save file of the game (Save), in memory.
func (g *Game) SaveBytes() ([]byte, error) {
	body, err := json.MarshalIndent(g.Record(), "", " ")
	if err != nil {
		return nil, err
	}
	return savefile.Encode(body), nil
}

// LoadBytes is Load for the content of a save file; name labels errors.
func LoadBytes(c *content.Content, name string, data []byte) (*Game, error) {
	body, err := savefile.Decode(name, data)
	if err != nil {
		return nil, err
	}
	r, err := decodeRecord(name, body)
	if err != nil {
		return nil, err
	}
	return r.Replay(c, name, nil)
}

// ReadRecord reads and checks a save file's envelope and decodes its body.
func ReadRecord(path string) (Record, error) {
	body, err := savefile.Read(path)
	if err != nil {
		return Record{}, err
	}
	return decodeRecord(path, body)
}

// decodeRecord decodes and checks a save body.
func decodeRecord(path string, body []byte) (Record, error) {
	var r Record
	if err := json.Unmarshal(body, &r); err != nil {
		return r, fmt.Errorf("%s: the game data inside the save is unreadable: %v", path, err)
	}
	if r.Format != SaveFormat {
		return r, fmt.Errorf("%s: save format %d; this version reads format %d", path, r.Format, SaveFormat)
	}
	return r, nil
}

// Load reads a save and replays it on the content c.
func Load(c *content.Content, path string) (*Game, error) {
	r, err := ReadRecord(path)
	if err != nil {
		return nil, err
	}
	return r.Replay(c, path, nil)
}

// Replay plays the record's commands from the start and checks the saved
// state hash; name labels errors. each, when not nil, sees the events of the
// start (cmd nil) and of every command, right after they happen.
func (r Record) Replay(c *content.Content, name string, each func(g *Game, cmd *Command, evs []Event)) (*Game, error) {
	g, evs, err := New(c, r.Options)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if each != nil {
		each(g, nil, evs)
	}
	for i := range r.Commands {
		cmd := r.Commands[i]
		evs, err := g.Apply(cmd)
		if err != nil && answeredByEngine(g, cmd) { // engagement_handoff.go: a save from before the engine answered it
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("%s: command %d (%s by %s) is refused on replay: %v", name, i+1, cmd.Kind, cmd.Side, err)
		}
		if each != nil {
			each(g, &cmd, evs)
		}
	}
	if h := g.Hash(); h != r.Hash {
		return nil, fmt.Errorf("%s: replaying the save does not reach the saved state (saved by a different version of the rules, or edited)", name)
	}
	return g, nil
}
