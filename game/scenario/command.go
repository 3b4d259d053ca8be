package scenario

import (
	"frontline/game/hex"
	"frontline/game/units"
)

// Command structures (IV.1.3, IV.1.4, Inset IV.3).
const (
	MaxCommandPosts = 4  // per side, besides the one Forward HQ
	CommandPostGap  = 10 // hexes between any two posts or a post and the HQ
)

// commandNetwork checks each side's Forward HQ and Command Posts: exactly
// one HQ on the map in a scenario game, at most four posts, and posts at
// least ten hexes from each other and from the HQ.
func (l *loader) commandNetwork() {
	for i := range l.s.sides {
		sd := &l.s.sides[i]
		path := sd.path
		var hqs, posts []Unit
		nPosts := 0
		for _, u := range sd.force.Units {
			switch u.Card.Special.Structure {
			case units.ForwardHQ:
				if !u.Staged {
					hqs = append(hqs, u)
				} else {
					l.errorf(u.path, "the Forward HQ of %s cannot start staged (IV.1.4: each side begins with its HQ on the map)", sd.Name)
				}
			case units.CommandPost:
				nPosts++
				if !u.Staged {
					posts = append(posts, u)
				}
			}
		}
		switch {
		case len(hqs) == 0 && l.s.Type == ScenarioGame:
			l.errorf(path, "%s has no Forward HQ (set forward_hq = \"CCRR\"; IV.1.4)", sd.Name)
		case len(hqs) > 1:
			l.errorf(hqs[1].path, "%s has %d Forward HQs (one per side, IV.1.4)", sd.Name, len(hqs))
		}
		if len(hqs) == 1 {
			sd.ForwardHQ = hqs[0].Hex
		}
		if nPosts > MaxCommandPosts {
			l.errorf(path, "%s has %d Command Posts (at most %d, IV.1.3)", sd.Name, nPosts, MaxCommandPosts)
		}
		l.postsApart(sd.Name, hqs, posts)
	}
}

// postsApart reports posts closer than CommandPostGap to another post or
// to the HQ (Inset IV.3, whatever the terrain between).
func (l *loader) postsApart(side units.Side, hqs, posts []Unit) {
	for i, p := range posts {
		for _, h := range hqs {
			if d := hex.Distance(p.Hex, h.Hex); d < CommandPostGap {
				l.errorf(p.path, "%s Command Post at %s is %d hexes from the Forward HQ at %s (at least %d, Inset IV.3)", side, p.Hex, d, h.Hex, CommandPostGap)
			}
		}
		for _, q := range posts[:i] {
			if d := hex.Distance(p.Hex, q.Hex); d < CommandPostGap {
				l.errorf(p.path, "%s Command Posts at %s and %s are %d hexes apart (at least %d, Inset IV.3)", side, q.Hex, p.Hex, d, CommandPostGap)
			}
		}
	}
}
