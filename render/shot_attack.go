package render

import (
	"fmt"
	"strconv"
	"strings"

	engine "frontline/game"
	"frontline/game/hex"
)

// ParseAttack reads ShotOptions.Attack, "ID:CCRR": the viewer's unit ID
// and the hex of the enemy it attacks.
func ParseAttack(s string) (engine.UnitID, hex.Hex, error) {
	ids, at, ok := strings.Cut(strings.TrimSpace(s), ":")
	id, err := strconv.Atoi(ids)
	if !ok || err != nil || id <= 0 {
		return 0, hex.Hex{}, fmt.Errorf("-attack %q: give ID:CCRR, the attacking unit's id and the target's hex", s)
	}
	h, err := hex.Parse(at)
	if err != nil {
		return 0, hex.Hex{}, fmt.Errorf("-attack %q: %v", s, err)
	}
	return engine.UnitID(id), h, nil
}
