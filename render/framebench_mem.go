package render

import (
	"runtime/metrics"

	"github.com/hajimehoshi/ebiten/v2"
)

// memPeaks follows, frame by frame, the two parts of a benchmark run's
// memory that are ours to shrink: Ebitengine's textures and the Go
// runtime's share (the rest of the resident set is the program's code,
// the libraries' and the graphics driver's own).
type memPeaks struct {
	gpu, goHeld int64
	info        ebiten.DebugInfo
	samples     [2]metrics.Sample
}

func (p *memPeaks) sample() {
	ebiten.ReadDebugInfo(&p.info)
	p.gpu = max(p.gpu, p.info.TotalGPUImageMemoryUsageInBytes)
	s := &p.samples
	if s[0].Name == "" {
		s[0].Name, s[1].Name = "/memory/classes/total:bytes", "/memory/classes/heap/released:bytes"
	}
	metrics.Read(s[:])
	p.goHeld = max(p.goHeld, int64(s[0].Value.Uint64()-s[1].Value.Uint64()))
}
