package main

import (
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"frontline/render"
)

// -attack ID:CCRR is checked before any window opens.
func TestShotAttackFlagParses(t *testing.T) {
	id, h, err := render.ParseAttack(" 16:1109 ")
	if err != nil || id != 16 || h.String() != "1109" {
		t.Fatalf("ParseAttack: %d %s %v", id, h, err)
	}
	for _, bad := range []string{"16", "x:1109", "16:99", "0:1109", "16:"} {
		if _, _, err := render.ParseAttack(bad); err == nil {
			t.Errorf("ParseAttack(%q) accepted", bad)
		}
	}
	err = runShot([]string{"-out", filepath.Join(t.TempDir(), "x.png"), "-attack", "16:1109"})
	if err == nil || !strings.Contains(err.Error(), "-scene play") {
		t.Errorf("-attack on the map scene: %v", err)
	}
}

// The shot runs the game loop, which a process runs once: the child is
// this test binary again, running runShot with SHOT_ARGS.
func TestShotAttackChild(t *testing.T) {
	args := os.Getenv("FRONTLINE_SHOT_ARGS")
	if args == "" {
		t.Skip("runs only as the child of TestShotAttackPreview")
	}
	if err := runShot(strings.Split(args, " ")); err != nil {
		t.Fatal(err)
	}
}

// `frontline shot -attack` writes the play screen with the outcome
// preview of the attack shown; a pair that cannot attack is refused
// with the pairs that can.
func TestShotAttackPreview(t *testing.T) {
	if testing.Short() {
		t.Skip("a screenshot: skipped with -short")
	}
	if os.Getenv("DISPLAY") == "" {
		t.Skip("needs a display (xvfb-run -a)")
	}
	dir := t.TempDir()
	if a := os.Getenv("ARTIFACTS"); a != "" {
		dir = a
	}
	out := filepath.Join(dir, "shot-attack-preview.png")
	child := func(args ...string) ([]byte, error) {
		cmd := exec.Command(os.Args[0], "-test.run=^TestShotAttackChild$", "-test.v")
		cmd.Env = append(os.Environ(), "FRONTLINE_SHOT_ARGS="+strings.Join(args, " "), "XDG_CONFIG_HOME="+t.TempDir())
		return cmd.CombinedOutput()
	}
	base := []string{"-scene", "play", "-phase", "combat", "-moves", "16:1109", "-out", out}
	if b, err := child(append(base, "-attack", "1:1109")...); err == nil || !strings.Contains(string(b), "possible: 16:1109") {
		t.Errorf("unit 1 attacking 1109: %v\n%s", err, b)
	}
	if b, err := child(append(base, "-attack", "16:1109")...); err != nil {
		t.Fatalf("shot: %v\n%s", err, b)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 1280 || b.Dy() != 800 {
		t.Errorf("the shot is %v, want 1280×800", b)
	}
	// The preview box (render/play odds_preview.go: dark, at the top
	// right of the map, 448 pixels wide) covers the bright Adriatic there;
	// only its letters are light.
	dark, all := 0, 0
	for y := 75; y < 180; y += 3 {
		for x := 500; x < 900; x += 5 {
			r, g, b, _ := img.At(x, y).RGBA()
			if r>>8 < 60 && g>>8 < 60 && b>>8 < 60 {
				dark++
			}
			all++
		}
	}
	if dark*10 < all*6 {
		t.Errorf("no preview box: %d of %d pixels dark", dark, all)
	}
	t.Logf("wrote %s", out)
}
