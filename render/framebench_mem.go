package render

import (
	"bytes"
	"fmt"
	"os"
	"runtime/metrics"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// memPeaks follows, frame by frame, the two parts of a benchmark run's
// memory that are ours to shrink: Ebitengine's textures and the Go
// runtime's share (the rest of the resident set is the program's code,
// the libraries' and the graphics driver's own).
type memPeaks struct {
	gpu, goHeld int64
	info        ebiten.DebugInfo
	samples     []metrics.Sample // the memory classes, total first, released second
	atPeak      []uint64         // their values when goHeld last rose
	onGoPeak    func()           // Bench.GoPeak
	told        int64            // goHeld when onGoPeak was last called
	// The resident set's peak and the textures and Go memory at that
	// frame: the three peaks need not come together.
	rss, rssGPU, rssGo int64
	frame, rssFrame    int
	statm              []byte
	// trace, when FRAMEBENCH_TRACE names a file, gets a line per frame:
	// the resident set split as /proc/self/status gives it, the textures,
	// Go's memory, the C heap (glibc's mallinfo2: llvmpipe's own memory
	// is there) and where the run is; /proc/self/smaps at the resident
	// peak goes to the same name with ".smaps" added.
	trace *os.File
	where func() string
}

// goClasses are the runtime's memory classes sampled; total and released
// first (held is their difference).
var goClasses = []string{
	"/memory/classes/total:bytes",
	"/memory/classes/heap/released:bytes",
	"/memory/classes/heap/objects:bytes",
	"/memory/classes/heap/free:bytes",
	"/memory/classes/heap/unused:bytes",
	"/memory/classes/heap/stacks:bytes",
	"/memory/classes/os-stacks:bytes",
	"/memory/classes/metadata/mspan/inuse:bytes",
	"/memory/classes/metadata/mcache/inuse:bytes",
	"/memory/classes/metadata/other:bytes",
	"/memory/classes/profiling/buckets:bytes",
	"/memory/classes/other:bytes",
}

func (p *memPeaks) sample() {
	ebiten.ReadDebugInfo(&p.info)
	p.gpu = max(p.gpu, p.info.TotalGPUImageMemoryUsageInBytes)
	if p.samples == nil {
		p.samples = make([]metrics.Sample, len(goClasses))
		p.atPeak = make([]uint64, len(goClasses))
		for i, n := range goClasses {
			p.samples[i].Name = n
		}
	}
	s := p.samples
	metrics.Read(s)
	held := int64(s[0].Value.Uint64() - s[1].Value.Uint64())
	p.frame++
	if r := p.resident(); r > p.rss {
		p.rss, p.rssGPU, p.rssGo, p.rssFrame = r, p.info.TotalGPUImageMemoryUsageInBytes, held, p.frame
		if p.trace != nil {
			if b, err := os.ReadFile("/proc/self/smaps"); err == nil {
				os.WriteFile(p.trace.Name()+".smaps", b, 0o644)
			}
		}
	}
	if p.trace != nil {
		p.traceLine(held, s[2].Value.Uint64())
	}
	if held <= p.goHeld {
		return
	}
	p.goHeld = held
	for i := range s {
		p.atPeak[i] = s[i].Value.Uint64()
	}
	// A new peak a MiB above the last one told (a heap profile is not
	// written for every few bytes more).
	if p.onGoPeak != nil && held >= p.told+1<<20 {
		p.told = held
		p.onGoPeak()
	}
}

// goPeakClasses lists what the Go runtime held at its peak, class by
// class, in MiB ("objects=12.3 free=4.5 …"), the classes under a tenth
// of a MiB left out.
func (p *memPeaks) goPeakClasses() string {
	var b strings.Builder
	for i := 2; i < len(goClasses); i++ {
		v := float64(p.atPeak[i]) / (1 << 20)
		if v < 0.1 {
			continue
		}
		name := strings.TrimSuffix(strings.TrimPrefix(goClasses[i], "/memory/classes/"), ":bytes")
		name = strings.TrimPrefix(strings.TrimPrefix(name, "heap/"), "metadata/")
		fmt.Fprintf(&b, " %s=%.1f", strings.ReplaceAll(name, "/", "-"), v)
	}
	return strings.TrimSpace(b.String())
}

// resident is the process's resident set now, in bytes (0 where
// /proc/self/statm cannot be read).
func (p *memPeaks) resident() int64 {
	f, err := os.Open("/proc/self/statm")
	if err != nil {
		return 0
	}
	defer f.Close()
	if p.statm == nil {
		p.statm = make([]byte, 128)
	}
	n, _ := f.Read(p.statm)
	fields := bytes.Fields(p.statm[:n])
	if len(fields) < 2 {
		return 0
	}
	pages, err := strconv.ParseInt(string(fields[1]), 10, 64)
	if err != nil {
		return 0
	}
	return pages * int64(os.Getpagesize())
}

// atResidentPeak says when the resident set peaked and what the
// textures and the Go runtime held then.
func (p *memPeaks) atResidentPeak() string {
	return fmt.Sprintf("rss=%.1f@frame%d gpu=%.1f go=%.1f", float64(p.rss)/(1<<20), p.rssFrame, float64(p.rssGPU)/(1<<20), float64(p.rssGo)/(1<<20))
}

// traceLine writes one frame's line of the trace.
func (p *memPeaks) traceLine(held int64, objects uint64) {
	st, _ := os.ReadFile("/proc/self/status")
	var anon, file string
	for _, l := range strings.Split(string(st), "\n") {
		if v, ok := strings.CutPrefix(l, "RssAnon:"); ok {
			anon = strings.Fields(v)[0]
		} else if v, ok := strings.CutPrefix(l, "RssFile:"); ok {
			file = strings.Fields(v)[0]
		}
	}
	w := ""
	if p.where != nil {
		w = p.where()
	}
	if loadLibc() {
		m := libc.info()
		w += fmt.Sprintf(" cUsed=%.1f cFree=%.1f cMmap=%.1f", float64(m.uordblks)/(1<<20), float64(m.fordblks)/(1<<20), float64(m.hblkhd)/(1<<20))
	}
	fmt.Fprintf(p.trace, "%d anonKiB=%s fileKiB=%s gpu=%.1f goHeld=%.1f objects=%.1f %s\n", p.frame, anon, file,
		float64(p.info.TotalGPUImageMemoryUsageInBytes)/(1<<20), float64(held)/(1<<20), float64(objects)/(1<<20), w)
}
