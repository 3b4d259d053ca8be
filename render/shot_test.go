package render

import (
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/render/internal/displaytest"
	"frontline/render/internal/testmap"
)

// Each screenshot runs the game loop, which a process can do only once, so
// the tests below run Shot in a child process (this test binary again,
// selecting TestShotChild with the options in the environment).

// shot runs Shot in a child process and returns the picture.
func shot(t *testing.T, name string, o ShotOptions) image.Image {
	t.Helper()
	displaytest.Need(t)
	o.Out = filepath.Join(displaytest.Artefacts(t), name)
	cmd := exec.Command(os.Args[0], "-test.run=^TestShotChild$", "-test.v")
	cmd.Env = append(os.Environ(),
		"FRONTLINE_SHOT_CHILD=1",
		"SHOT_OUT="+o.Out, "SHOT_CENTER="+o.Center, "SHOT_HOVER="+o.Hover,
		"SHOT_ZOOM="+strconv.FormatFloat(o.Zoom, 'g', -1, 64),
		"SHOT_W="+strconv.Itoa(o.Width), "SHOT_H="+strconv.Itoa(o.Height),
		"SHOT_GRID="+strconv.FormatBool(o.Grid), "SHOT_MAP="+os.Getenv("SHOT_MAP"))
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("shot child: %v\n%s", err, out)
	}
	f, err := os.Open(o.Out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != o.Width || b.Dy() != o.Height {
		t.Errorf("%s is %dx%d, want %dx%d", name, b.Dx(), b.Dy(), o.Width, o.Height)
	}
	t.Logf("wrote %s", o.Out)
	return img
}

func TestShotChild(t *testing.T) {
	if os.Getenv("FRONTLINE_SHOT_CHILD") == "" {
		t.Skip("runs only as the child of a screenshot test")
	}
	zoom, _ := strconv.ParseFloat(os.Getenv("SHOT_ZOOM"), 64)
	w, _ := strconv.Atoi(os.Getenv("SHOT_W"))
	h, _ := strconv.Atoi(os.Getenv("SHOT_H"))
	grid, _ := strconv.ParseBool(os.Getenv("SHOT_GRID"))
	world := introWorld(t)
	if os.Getenv("SHOT_MAP") == "synthetic" {
		world = World{Title: "Synthetic 48×40", Map: testmap.Synthetic(48, 40, 1)}
	}
	if os.Getenv("SHOT_MAP") == "test" {
		world = World{Title: "Test map", Map: testmap.Foggia(), Objectives: []Objective{
			{Hex: mustHex("0606"), Primary: true, Side: "Allies", Name: "Foggia"},
			{Hex: mustHex("0904"), Primary: false, Side: "Allies", Name: "Manfredonia"},
		}}
	}
	err := Shot(world, ShotOptions{Out: os.Getenv("SHOT_OUT"), Scene: "map", Width: w, Height: h,
		Center: os.Getenv("SHOT_CENTER"), Zoom: zoom, Hover: os.Getenv("SHOT_HOVER"), Grid: grid})
	if err != nil {
		t.Fatal(err)
	}
}

func TestShotWholeMap(t *testing.T) {
	shot(t, "map-fit.png", ShotOptions{Width: 1280, Height: 800, Grid: true, Hover: "0606"})
}

func TestShotCloseUp(t *testing.T) {
	shot(t, "map-foggia.png", ShotOptions{Width: 1280, Height: 800, Grid: true, Center: "0906", Zoom: 2.5, Hover: "1106"})
}

func TestShotClosest(t *testing.T) {
	shot(t, "map-closest.png", ShotOptions{Width: 1280, Height: 800, Grid: true, Center: "0807", Zoom: 10, Hover: "0808"})
}

func TestShotSynthetic(t *testing.T) {
	t.Setenv("SHOT_MAP", "synthetic")
	shot(t, "map-synthetic.png", ShotOptions{Width: 1280, Height: 800, Grid: true})
}

func TestShotSmallWindow(t *testing.T) {
	shot(t, "map-small-window.png", ShotOptions{Width: 720, Height: 560, Grid: false, Hover: "1106"})
}

func TestShotBari(t *testing.T) {
	shot(t, "map-bari.png", ShotOptions{Width: 1280, Height: 800, Grid: true, Center: "1610", Zoom: 2.5, Hover: "1710"})
}

func mustHex(s string) hex.Hex { return hex.MustParse(s) }

// introWorld is the shipped introduction map with the objectives of the
// introductory scenario.
func introWorld(t *testing.T) World {
	m, err := board.EmbeddedByID("foggia-bari")
	if err != nil {
		t.Fatal(err)
	}
	return World{Title: "The Road to Foggia", Map: m, Objectives: []Objective{
		{Hex: mustHex("0807"), Primary: true, Side: "us", Name: "Foggia"},
		{Hex: mustHex("1106"), Side: "us", Name: "Manfredonia"},
		{Hex: mustHex("1109"), Side: "us", Name: "Cerignola"},
		{Hex: mustHex("1710"), Primary: true, Side: "germany", Name: "Bari"},
		{Hex: mustHex("1308"), Side: "germany", Name: "Barletta"},
		{Hex: mustHex("1209"), Side: "germany", Name: "Canosa di Puglia"},
	}}
}
