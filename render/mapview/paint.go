package mapview

import (
	"frontline/render/art"
	"frontline/render/internal/keep"
)

// painter paints a tile: the ground, the features on top, and with the
// grid on, the hex grid over both (as the grid was once drawn, a layer
// above the tiles). Tiles hold the grid painted in rather than a second,
// mostly transparent image each: half the memory, one draw per tile.
type painter struct {
	g *art.Ground
	f *art.Features
}

// gridBufs lends the grid's scratch layer to the painters (several paint
// at once).
var gridBufs = keep.New[*[]byte](4)

func (p painter) Pixels(pix []byte, x0, y0, w, h int, s float64, grid bool) {
	if !grid {
		p.g.Paint(pix, nil, x0, y0, w, h, s)
		p.f.Paint(pix, w, h, x0, y0, s)
		return
	}
	buf := gridBufs.Get(func() *[]byte { return new([]byte) })
	if len(*buf) < len(pix) {
		b := make([]byte, len(pix))
		buf = &b
	}
	over := (*buf)[:len(pix)]
	p.g.Paint(pix, over, x0, y0, w, h, s)
	p.f.Paint(pix, w, h, x0, y0, s)
	blendOver(pix, over)
	gridBufs.Put(buf)
}

// blendOver lays src over dst, both premultiplied RGBA, as the GPU's
// source-over blend does.
func blendOver(dst, src []byte) {
	for o := 0; o < len(dst); o += 4 {
		a := uint32(src[o+3])
		if a == 0 {
			continue
		}
		k := 255 - a
		for c := range 4 {
			dst[o+c] = uint8(uint32(src[o+c]) + (uint32(dst[o+c])*k+127)/255)
		}
	}
}
