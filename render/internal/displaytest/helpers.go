package displaytest

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/input"
)

// SavePNG writes img to name in the artefacts directory and logs where.
func SavePNG(tb testing.TB, img *ebiten.Image, name string) {
	tb.Helper()
	rgba := image.NewRGBA(img.Bounds())
	img.ReadPixels(rgba.Pix)
	path := filepath.Join(Artefacts(tb), name)
	f, err := os.Create(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, rgba); err != nil {
		tb.Fatal(err)
	}
	tb.Logf("wrote %s", path)
}

// Click is a left click at (x, y) over three ticks of step: the pointer
// moves there, the button goes down, and comes up.
func Click(in *input.Fake, step func(), x, y float64) {
	in.X, in.Y = int(x), int(y)
	step()
	in.Hold(ebiten.MouseButtonLeft, true)
	step()
	in.Hold(ebiten.MouseButtonLeft, false)
	step()
}

// StepUntil steps frames drawn on screen until ready reports true, giving
// the background painters time between them (Flush waits for the frame
// drawn); it fails the test after a minute. what names the screen.
func StepUntil(tb testing.TB, what string, screen *ebiten.Image, step func(), ready func() bool) {
	tb.Helper()
	for deadline := time.Now().Add(time.Minute); !ready(); {
		if time.Now().After(deadline) {
			tb.Fatalf("the %s was not painted within a minute", what)
		}
		step()
		Flush(screen)
		time.Sleep(2 * time.Millisecond)
	}
}
