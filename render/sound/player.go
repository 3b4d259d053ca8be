package sound

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

// Player plays the effects at a volume. A muted Player (Muted, or Open
// with mute set, no sound device or volume 0) creates no audio context
// until it is allowed to and given a volume above 0; a nil *Player is
// muted too.
type Player struct {
	allowed bool // not --mute and a sound device is likely
	volume  float64
	ctx     *audio.Context
	pcm     [numEffects][]byte
}

// Muted is a player that never makes a sound nor an audio context.
func Muted() *Player { return &Player{} }

// Open is the game's player at volume (0..1). With mute set, or when the
// machine seems to have no sound device, it is Muted. With volume 0 it
// creates no audio context until SetVolume raises the volume.
func Open(volume float64, mute bool) *Player {
	if mute || !DeviceLikely() {
		return Muted()
	}
	p := &Player{allowed: true}
	p.SetVolume(volume)
	return p
}

// SetVolume changes the volume (0..1); raising it from 0 on an allowed
// player starts the audio.
func (p *Player) SetVolume(v float64) {
	if p == nil {
		return
	}
	p.volume = max(0, min(1, v))
	if p.volume > 0 && p.allowed && p.ctx == nil {
		p.start()
	}
}

// Volume is the volume set (0..1); a muted player's is 0.
func (p *Player) Volume() float64 {
	if !p.On() {
		return 0
	}
	return p.volume
}

// On reports whether the player makes sound.
func (p *Player) On() bool { return p != nil && p.ctx != nil && p.volume > 0 }

func (p *Player) start() {
	if p.ctx = audio.CurrentContext(); p.ctx == nil {
		p.ctx = audio.NewContext(SampleRate)
	}
	for _, e := range Effects {
		p.pcm[e] = PCM16(Synth(e, SampleRate))
	}
}

// Play starts effect e; effects overlap. Muted, it does nothing.
func (p *Player) Play(e Effect) {
	if !p.On() || e <= None || e >= numEffects || p.pcm[e] == nil {
		return
	}
	ap := p.ctx.NewPlayerFromBytes(p.pcm[e])
	ap.SetVolume(p.volume)
	ap.Play()
}

// DeviceLikely reports whether the machine seems to have a sound device.
// On Linux that is an ALSA card in /proc/asound/cards or a PulseAudio or
// PipeWire server; elsewhere it is assumed. Without one the game stays
// muted: Ebitengine's RunGame fails once an audio context exists on a
// machine that cannot open a device.
func DeviceLikely() bool {
	if runtime.GOOS != "linux" {
		return true
	}
	if b, err := os.ReadFile("/proc/asound/cards"); err == nil && !strings.Contains(string(b), "no soundcards") && strings.TrimSpace(string(b)) != "" {
		return true
	}
	if os.Getenv("PULSE_SERVER") != "" {
		return true
	}
	if dir := os.Getenv("XDG_RUNTIME_DIR"); dir != "" {
		for _, sock := range []string{"pulse/native", "pipewire-0"} {
			if _, err := os.Stat(filepath.Join(dir, sock)); err == nil {
				return true
			}
		}
	}
	return false
}
