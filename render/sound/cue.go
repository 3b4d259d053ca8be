package sound

import (
	"strings"

	"frontline/game"
	"frontline/game/units"
)

// Cue is the effect for one event as the viewer saw it, or None. cardOf
// finds a unit's card (for a shot: small arms or cannon by the weapon
// fired). Events that lost their units to fog of war stay silent.
func Cue(ev game.Event, cardOf func(game.UnitID) (*units.Card, bool)) Effect {
	switch ev.Kind {
	case game.EvInitiative, game.EvEventRoll, game.EvTerrainCheck, game.EvDigInFailed, game.EvTransitSurvival:
		return Dice
	case game.EvShot, game.EvBombardment, game.EvFireMission:
		if len(ev.Units) == 0 {
			return None
		}
		c, ok := cardOf(ev.Units[0])
		if !ok {
			return Cannon
		}
		return ShotEffect(c, ev.Text)
	case game.EvUnitDestroyed, game.EvDetonation, game.EvFeatureDestroyed:
		if len(ev.Units) == 0 && ev.Kind == game.EvUnitDestroyed {
			return None
		}
		return Explosion
	case game.EvMoved, game.EvRetreated:
		if len(ev.Units) == 0 || ev.Amount == 0 && ev.Kind == game.EvMoved {
			return None
		}
		return Engine
	case game.EvTookOff, game.EvSortieDeclared, game.EvFlew, game.EvScrambled:
		return Aircraft
	}
	return OrderCue(ev.Kind)
}

// OrderCue is the effect of an order that moves nothing on the map: a
// card for a command card played (or terms offered), coins for money
// spent or refunded; None for any other kind of event.
func OrderCue(k game.EventKind) Effect {
	switch k {
	case game.EvCardPlayed, game.EvTermsOffered:
		return Card
	case game.EvBought, game.EvPurchaseUndone, game.EvSetupBought, game.EvSetupUnbought, game.EvConstructionOrdered:
		return Coins
	}
	return None
}

// ShotEffect is the sound of card c firing: the weapon the event's text
// names ("… fires <weapon> at …"), else the card's primary weapon; small
// arms for bullets, cannon for shells and bombs.
func ShotEffect(c *units.Card, text string) Effect {
	ws := c.Full.Weapons
	var w *units.Weapon
	for i := range ws {
		if ws[i].Name != "" && strings.Contains(text, " "+ws[i].Name+" ") && (w == nil || len(ws[i].Name) > len(w.Name)) {
			w = &ws[i]
		}
	}
	if w == nil {
		for i := range ws {
			if ws[i].Primary {
				w = &ws[i]
				break
			}
		}
	}
	if w == nil && len(ws) > 0 {
		w = &ws[0]
	}
	if w == nil || w.Bullets {
		return SmallArms
	}
	if w.ShellMM > 0 || w.BombLb > 0 || w.AP > 0 || w.Indirect {
		return Cannon
	}
	return SmallArms
}

// Cues are the effects of a batch of events, each effect once, in the
// order they first occur.
func Cues(evs []game.Event, cardOf func(game.UnitID) (*units.Card, bool)) []Effect {
	var out []Effect
	var seen [numEffects]bool
	for _, ev := range evs {
		if e := Cue(ev, cardOf); e != None && !seen[e] {
			seen[e] = true
			out = append(out, e)
		}
	}
	return out
}
