package testmap

import "frontline/game/hex"

// AutoCoast turns every plains, swamp or mountain hex next to the sea
// (or to the map edge, when edge is true) into a coastal hex.
func AutoCoast(rows []string, edge bool) []string {
	out := make([]string, len(rows))
	at := func(c, r int) byte {
		if r < 0 || r >= len(rows) || c < 0 || c >= len(rows[r]) {
			return 0
		}
		return rows[r][c]
	}
	for r, row := range rows {
		b := []byte(row)
		for c := range b {
			if b[c] == 'S' || b[c] == 'X' || b[c] == 'C' {
				continue
			}
			h := hex.Offset{Col: c + 1, Row: r + 1}.ToHex()
			for _, n := range hex.Neighbors(h) {
				o := n.Offset()
				t := at(o.Col-1, o.Row-1)
				if t == 'S' || (t == 0 && edge) {
					b[c] = 'C'
					break
				}
			}
		}
		out[r] = string(b)
	}
	return out
}
