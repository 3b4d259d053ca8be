package session

import (
	"encoding/json"
	"fmt"

	"frontline/game"
	"frontline/game/campaign"
	"frontline/game/savefile"
)

// A save of the client is the engine's Record (game/save.go) with one
// field more: who plays each side. The engine reads such a save as any
// other (it ignores the field), so `frontline replay` and game.Load
// still check it; Load here also seats the computer players again.

// saveBody is the body of a save the client writes.
type saveBody struct {
	game.Record
	Players Players `json:"players,omitempty"`
	// Campaign (campaign.go): the campaign the game is a leg of.
	Campaign *campaign.Saved `json:"campaign,omitempty"`
}

// WriteSave writes g, played by players, to path atomically.
func WriteSave(path string, g *game.Game, players Players) error {
	return writeBody(path, saveBody{Record: g.Record(), Players: players})
}

func writeBody(path string, b saveBody) error {
	body, err := json.MarshalIndent(b, "", " ")
	if err != nil {
		return err
	}
	return savefile.Save(path, body)
}

// ReadPlayers is who plays each side of the save at path (nil: people
// play both, as in every save written before the computer opponent).
func ReadPlayers(path string) (Players, error) {
	body, err := savefile.Read(path)
	if err != nil {
		return nil, err
	}
	var b struct {
		Players Players `json:"players"`
	}
	if err := json.Unmarshal(body, &b); err != nil {
		return nil, fmt.Errorf("%s: the players of the save are unreadable: %v", path, err)
	}
	return b.Players, nil
}
