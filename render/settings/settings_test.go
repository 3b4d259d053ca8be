package settings

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
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

// A malformed file gives the defaults and an error naming the file, the
// line and the key.
func TestMalformedFile(t *testing.T) {
	for _, c := range []struct {
		name, text string
		want       []string
	}{
		{"wrong type", "[window]\nwidth = 1280\nheight = \"tall\"\n", []string{"bad.toml:3:", "window.height"}},
		{"out of range", "[window]\nwidth = 1280\nheight = 800\n\n[sound]\nvolume = 400\n", []string{"bad.toml:6:", "sound.volume", "0 to 100"}},
		{"unknown key", "[window]\nwidht = 1280\n", []string{"bad.toml:2:", "window.widht", "unknown key"}},
		{"syntax", "[window\nwidth = 1280\n", []string{"bad.toml:1:"}},
		{"nan scale", "[interface]\nscale = nan\n", []string{"bad.toml:2:", "interface.scale"}},
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
			if s != Defaults() {
				t.Errorf("got %v with the error, want the defaults", s)
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not say %q", err, w)
				}
			}
		})
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

// Whatever the file holds, Parse does not panic; what it accepts is in
// range and survives a write and a read unchanged.
func FuzzParse(f *testing.F) {
	valid, err := Defaults().Encode()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(valid)
	f.Add([]byte("[window]\nwidth = 1920\nheight = 1080\nfullscreen = true\n[interface]\nscale = 1.5\nanimation_speed = 2.0\n[sound]\nvolume = 0\n"))
	f.Add([]byte("[window]\nwidth = -1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Parse("fuzz.toml", data)
		if err != nil {
			if s != Defaults() {
				t.Fatalf("error %v but not the defaults: %v", err, s)
			}
			return
		}
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
