package settings

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"frontline/game/regfile"
	"frontline/game/regfile/regfiletest"
)

func TestMissingFileGivesDefaults(t *testing.T) {
	s, err := Load(filepath.Join(t.TempDir(), "none", "settings.toml"))
	if err != nil {
		t.Fatal(err)
	}
	if s != Defaults() {
		t.Errorf("got %v, want the defaults %v", s, Defaults())
	}
}

func TestRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "frontline", "settings.toml")
	want := Settings{
		Window:    Window{Width: 1600, Height: 1000, Fullscreen: true},
		Interface: Interface{Scale: 1.25, Animation: 0.5},
		Sound:     Sound{Volume: 25},
	}
	if err := Save(path, want); err != nil {
		t.Fatal(err)
	}
	got, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Errorf("read back %v, want %v", got, want)
	}
	// No temporary file is left next to it.
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("directory holds %d files, want only settings.toml", len(entries))
	}
}

func TestPartialFileKeepsDefaults(t *testing.T) {
	s, err := Parse("s.toml", []byte("[sound]\nvolume = 10\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := Defaults()
	want.Sound.Volume = 10
	if s != want {
		t.Errorf("got %v, want %v", s, want)
	}
}

// A malformed file gives an error naming the file, the line and the key;
// the keys that could not be used keep their defaults and every other
// setting of the file is kept (a typo must not reset the player's choices).
func TestMalformedFileKeepsTheGoodSettings(t *testing.T) {
	custom := func(edit func(*Settings)) Settings {
		s := Defaults()
		edit(&s)
		return s
	}
	for _, c := range []struct {
		name, text string
		want       []string
		kept       Settings
	}{
		{"wrong type", "[window]\nwidth = 1600\nheight = \"tall\"\n[sound]\nvolume = 25\n", []string{"bad.toml:3:", "window.height"},
			custom(func(s *Settings) { s.Window.Width, s.Sound.Volume = 1600, 25 })},
		{"out of range", "[window]\nwidth = 1600\nheight = 1000\n\n[sound]\nvolume = 400\n", []string{"bad.toml:6:", "sound.volume", "0 to 100"},
			custom(func(s *Settings) { s.Window.Width, s.Window.Height = 1600, 1000 })},
		{"unknown key", "[window]\nwidht = 1600\nfullscreen = true\n", []string{"bad.toml:2:", "window.widht", "unknown key"},
			custom(func(s *Settings) { s.Window.Fullscreen = true })},
		{"unknown table", "[colours]\nsea = \"blue\"\n[sound]\nvolume = 0\n", []string{"bad.toml:1:", "colours: unknown key"},
			custom(func(s *Settings) { s.Sound.Volume = 0 })},
		{"nan scale", "[interface]\nscale = nan\nanimation_speed = 2.0\n", []string{"bad.toml:2:", "interface.scale"},
			custom(func(s *Settings) { s.Interface.Animation = 2 })},
		{"syntax", "[window\nwidth = 1600\n", []string{"bad.toml:1:"}, Defaults()},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "bad.toml")
			if err := os.WriteFile(path, []byte(c.text), 0o644); err != nil {
				t.Fatal(err)
			}
			s, err := Load(path)
			if err == nil {
				t.Fatalf("no error for %q", c.text)
			}
			if s != c.kept {
				t.Errorf("got %v, want %v", s, c.kept)
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not say %q", err, w)
				}
			}
		})
	}
}

// Some editors start a UTF-8 file with a byte-order mark; the settings in
// it are read as written.
func TestByteOrderMarkIsRead(t *testing.T) {
	s, err := Parse("s.toml", []byte("\xef\xbb\xbf[window]\nwidth = 1600\n"))
	if err != nil || s.Window.Width != 1600 {
		t.Fatalf("got %v, %v", s, err)
	}
}

func TestNearest(t *testing.T) {
	if i := Nearest(Scales, 1.3); Scales[i] != 1.25 {
		t.Errorf("nearest scale to 1.3 is %v", Scales[i])
	}
	if i := Nearest(Volumes, 60); Volumes[i] != 50 {
		t.Errorf("nearest volume to 60 is %v", Volumes[i])
	}
	s := Defaults()
	s.Window.Width, s.Window.Height = 1610, 990
	if i := s.SizeIndex(); Sizes[i] != [2]int{1600, 1000} {
		t.Errorf("nearest size is %v", Sizes[i])
	}
}

// Whatever the file holds, Parse does not panic; what it returns (with an
// error or not) is in range and survives a write and a read unchanged.
func FuzzParse(f *testing.F) {
	valid, err := Defaults().Encode()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(valid)
	f.Add([]byte("[window]\nwidth = 1920\nheight = 1080\nfullscreen = true\n[interface]\nscale = 1.5\nanimation_speed = 2.0\n[sound]\nvolume = 0\n"))
	f.Add([]byte("[window]\nwidth = -1\n"))
	f.Add([]byte("\xef\xbb\xbf[sound]\nvolume = 5\n"))
	f.Add([]byte("[window]\nwidth = 1600\nheight = \"tall\"\nwidht = 3\n[interface]\nscale = inf\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, _ := Parse("fuzz.toml", data) // with or without an error, s is usable
		out, err := s.Encode()
		if err != nil {
			t.Fatal(err)
		}
		back, err := Parse("again.toml", out)
		if err != nil {
			t.Fatalf("accepted settings do not read back: %v\n%s", err, out)
		}
		if back != s {
			t.Fatalf("read back %v, want %v", back, s)
		}
	})
}

// A settings.toml that is a named pipe is refused at once (the game would
// otherwise hang before its window opens) and the defaults are used.
func TestNamedPipeRefused(t *testing.T) {
	s, err := Load(regfiletest.Pipe(t, "settings.toml"))
	if !errors.Is(err, regfile.ErrNotRegular) || s != Defaults() {
		t.Fatalf("got %v, %v", s, err)
	}
}
