// Package settings holds the player's preferences (window, interface,
// sound) and keeps them as TOML in the user's configuration directory
// (~/.config/frontline/settings.toml on Linux). A missing file means the
// defaults; in a malformed one each unusable key is reported with its
// file, line and key and keeps its default while the rest of the file is
// kept — reading settings never stops the game.
package settings

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"

	toml "github.com/pelletier/go-toml/v2"

	"frontline/game/savefile"
	"frontline/game/tomldoc"
)

// Settings are the player's preferences.
type Settings struct {
	Window    Window    `toml:"window"`
	Interface Interface `toml:"interface"`
	Sound     Sound     `toml:"sound"`
}

// Window is the game window.
type Window struct {
	Width      int  `toml:"width"`
	Height     int  `toml:"height"`
	Fullscreen bool `toml:"fullscreen"`
}

// Interface is how the screens look and move.
type Interface struct {
	// Scale enlarges every screen (1 = as designed): render/app.go lays
	// the screen out at the window's size divided by Scale and Ebitengine
	// draws it enlarged, text, panels and buttons with it (never laid out
	// below 1152×720, so a small window gets less).
	Scale float64 `toml:"scale"`
	// Animation is the speed of animations (1 = normal, 0 = none): moves,
	// shots and losses on the play screen (render/play/anim.go).
	Animation float64 `toml:"animation_speed"`
	// LogRight and LogHidden are where the player left the play screen's
	// log: docked at the map's lower right, hidden down to its title row.
	LogRight  bool `toml:"log_right"`
	LogHidden bool `toml:"log_hidden"`
	// MinimapHidden: the player hid the play screen's minimap (M).
	MinimapHidden bool `toml:"minimap_hidden"`
}

// Sound is the volume of the sound effects (render/sound); 0 is silent
// and opens no audio device.
type Sound struct {
	Volume int `toml:"volume"` // 0..100
}

// Sizes are the window size presets offered.
var Sizes = [][2]int{{1280, 800}, {1440, 900}, {1600, 1000}, {1920, 1080}}

// Scales are the interface scales offered.
var Scales = []float64{1, 1.25, 1.5}

// Animations are the animation speeds offered: off, slow, normal, fast.
var Animations = []float64{0, 0.5, 1, 2}

// Volumes are the volume steps offered.
var Volumes = []int{0, 25, 50, 75, 100}

// Defaults are the settings used without a file.
func Defaults() Settings {
	return Settings{
		Window:    Window{Width: 1280, Height: 800},
		Interface: Interface{Scale: 1, Animation: 1},
		Sound:     Sound{Volume: 75},
	}
}

// Path is the settings file in the user's configuration directory.
func Path() (string, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(base, "frontline", "settings.toml"), nil
}

// Load reads the settings at path. A missing file gives the defaults and
// no error; an unreadable one (or not a regular file) gives the defaults
// and an error; a malformed one is read as far as it can be (see Parse).
func Load(path string) (Settings, error) {
	data, err := tomldoc.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return Defaults(), nil
	}
	if err != nil {
		return Defaults(), err
	}
	return Parse(path, data)
}

// Parse decodes settings from data (file names it in errors). Keys left
// out keep their defaults. A key that cannot be used (unknown, of the wrong
// type, out of range) keeps its default and is reported with its line;
// every other setting of the file is kept. Only a file that is not TOML at
// all gives Defaults() outright.
func Parse(file string, data []byte) (Settings, error) {
	s := Defaults()
	doc, err := tomldoc.Decode(file, data, &s)
	if err != nil {
		var top map[string]any
		if toml.Unmarshal(tomldoc.StripBOM(data), &top) != nil {
			return Defaults(), err // a syntax error: nothing can be trusted
		}
		s = salvage(top)
	}
	var l tomldoc.List
	l.Add(err)
	l.Add(s.fix(doc))
	return s, l.Err()
}

// salvage decodes each key of the file on its own, so that one bad key
// does not cost the others their values.
func salvage(top map[string]any) Settings {
	s := Defaults()
	for table, v := range top {
		keys, _ := v.(map[string]any)
		for k, val := range keys {
			one, err := toml.Marshal(map[string]any{table: map[string]any{k: val}})
			if err != nil {
				continue
			}
			next := s // a copy: a failed decode leaves s as it was
			dec := toml.NewDecoder(bytes.NewReader(one))
			dec.DisallowUnknownFields()
			if dec.Decode(&next) == nil {
				s = next
			}
		}
	}
	return s
}

// fix puts back the default of every value the game cannot use, and
// reports each.
func (s *Settings) fix(doc *tomldoc.Doc) error {
	var l tomldoc.List
	d := Defaults()
	if s.Window.Width < 640 || s.Window.Width > 7680 {
		l.Add(doc.Errorf("window.width", "%d is not a usable window width (640 to 7680)", s.Window.Width))
		s.Window.Width = d.Window.Width
	}
	if s.Window.Height < 480 || s.Window.Height > 4320 {
		l.Add(doc.Errorf("window.height", "%d is not a usable window height (480 to 4320)", s.Window.Height))
		s.Window.Height = d.Window.Height
	}
	if !(s.Interface.Scale >= 0.5 && s.Interface.Scale <= 3) { // NaN fails too
		l.Add(doc.Errorf("interface.scale", "%v is not a usable scale (0.5 to 3)", s.Interface.Scale))
		s.Interface.Scale = d.Interface.Scale
	}
	if !(s.Interface.Animation >= 0 && s.Interface.Animation <= 4) {
		l.Add(doc.Errorf("interface.animation_speed", "%v is not a usable speed (0 for none to 4)", s.Interface.Animation))
		s.Interface.Animation = d.Interface.Animation
	}
	if s.Sound.Volume < 0 || s.Sound.Volume > 100 {
		l.Add(doc.Errorf("sound.volume", "%d is not a volume (0 to 100)", s.Sound.Volume))
		s.Sound.Volume = d.Sound.Volume
	}
	return l.Err()
}

// Encode is the file's text, with a comment saying what it is.
func (s Settings) Encode() ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("# Frontline General settings, written by the game (Settings screen).\n")
	b.WriteString("# Delete this file to go back to the defaults.\n\n")
	enc := toml.NewEncoder(&b)
	if err := enc.Encode(s); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// Save writes the settings to path atomically (a temporary file renamed
// over the old one), creating the directory.
func Save(path string, s Settings) error {
	data, err := s.Encode()
	if err != nil {
		return err
	}
	return savefile.Write(path, data)
}

// SizeIndex is the preset nearest the window size.
func (s Settings) SizeIndex() int {
	best, bi := -1, 0
	for i, sz := range Sizes {
		d := abs(sz[0]-s.Window.Width) + abs(sz[1]-s.Window.Height)
		if best < 0 || d < best {
			best, bi = d, i
		}
	}
	return bi
}

// Nearest is the index of the value in vs nearest v.
func Nearest[T int | float64](vs []T, v T) int {
	if i := slices.Index(vs, v); i >= 0 {
		return i
	}
	bi := 0
	for i := range vs {
		if dist(vs[i], v) < dist(vs[bi], v) {
			bi = i
		}
	}
	return bi
}

func dist[T int | float64](a, b T) T {
	if a > b {
		return a - b
	}
	return b - a
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// String is a one-line summary for logs.
func (s Settings) String() string {
	return fmt.Sprintf("%dx%d fullscreen=%v scale=%v animation=%v volume=%d",
		s.Window.Width, s.Window.Height, s.Window.Fullscreen, s.Interface.Scale, s.Interface.Animation, s.Sound.Volume)
}
