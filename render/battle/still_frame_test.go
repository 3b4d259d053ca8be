package battle

import (
	"testing"
	"time"

	"frontline/render/internal/displaytest"
)

// The battle screen's frame key (scene.Still) holds while nothing
// changes and changes with the table: once the bands are painted a frame
// has a key and the next frames the same one; hovering an enemy (its
// line of sight drawn) changes it; with the pause menu up there is none.
func TestFrameKeyHoldsWhileStillAndFollowsTheTable(t *testing.T) {
	h := stage(t, "foggia-approaches", 1, "fire")
	for deadline := time.Now().Add(time.Minute); !h.s.Ready(); {
		if time.Now().After(deadline) {
			t.Fatal("the table was not painted within a minute")
		}
		h.step()
		time.Sleep(2 * time.Millisecond)
	}
	h.step()
	still := displaytest.StillKey(t, h.step, h.s.FrameKey)
	h.in.X, h.in.Y = h.s.Pose("fire", false, 0)
	h.step()
	if displaytest.FrameKey(t, "hovering an enemy", h.s.FrameKey) == still {
		t.Error("the key did not change with the line of sight drawn")
	}
	h.s.pause.Open()
	if _, ok := h.s.FrameKey(); ok {
		t.Error("a frame key with the pause menu up")
	}
}
