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
	Reasons  Reasons         `json:"reasons,omitempty"`
}

// Reasons are the computers' reasons for their orders, by the order's
// index in the save's commands.
type Reasons map[int]string

// WriteSave writes g, played by players, to path atomically, with the
// computers' reasons for their orders (nil: none).
func WriteSave(path string, g *game.Game, players Players, reasons Reasons) error {
	return writeBody(path, saveBody{Record: g.Record(), Players: players, Reasons: reasons})
}

func writeBody(path string, b saveBody) error {
	body, err := json.MarshalIndent(b, "", " ")
	if err != nil {
		return err
	}
	return savefile.Save(path, body)
}

// readReasons are the computers' reasons kept in the save at path (none
// in a save written before they were kept).
func readReasons(path string) (Reasons, error) {
	var b struct {
		Reasons Reasons `json:"reasons"`
	}
	err := readPart(path, "reasons", &b)
	return b.Reasons, err
}

// ReadPlayers is who plays each side of the save at path (nil: people
// play both, as in every save written before the computer opponent).
func ReadPlayers(path string) (Players, error) {
	var b struct {
		Players Players `json:"players"`
	}
	err := readPart(path, "players", &b)
	return b.Players, err
}

// readPart reads the client's fields into b from the save at path; what
// names them in the error.
func readPart(path, what string, b any) error {
	body, err := savefile.Read(path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(body, b); err != nil {
		return fmt.Errorf("%s: the %s of the save are unreadable: %v", path, what, err)
	}
	return nil
}
