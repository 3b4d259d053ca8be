package campaign

import (
	"strconv"

	"frontline/render/widget"
)

// Probe reports the screen's clickable things for the end-to-end tests:
// "campaign.leg/N" for each leg (On: the next; Enabled: it may be picked
// to come next), "campaign.play", "campaign.save", "campaign.menu".
func (s *Scene) Probe(add func(widget.Spot)) {
	if !s.started {
		return
	}
	for i, l := range s.legs {
		add(widget.Spot{Name: "campaign.leg/" + strconv.Itoa(i+1), Label: l.status.String(), R: l.r,
			Enabled: l.pickable, On: i == s.cfg.Play.Next()})
	}
	for _, b := range [...]struct {
		b    *widget.Button
		name string
	}{{&s.playB, "campaign.play"}, {&s.saveB, "campaign.save"}, {&s.menuB, "campaign.menu"}} {
		if sp, ok := b.b.Spot(b.name); ok {
			add(sp)
		}
	}
}
