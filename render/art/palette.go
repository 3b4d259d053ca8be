// Package art is the procedural artwork of the operational map: terrain
// painted pixel by pixel from noise, map features drawn as vector shapes,
// symbols and lettering. Nothing is loaded from image files; every colour
// and shape is defined here.
package art

import "image/color"

// RGB is a linear mix-friendly colour with components in [0, 1].
type RGB struct{ R, G, B float64 }

func hexRGB(v uint32) RGB {
	return RGB{float64(v>>16&255) / 255, float64(v>>8&255) / 255, float64(v&255) / 255}
}

// Color converts to an opaque color.RGBA.
func (c RGB) Color() color.RGBA { return c.Alpha(1) }

// Alpha converts to a premultiplied color.RGBA with opacity a.
func (c RGB) Alpha(a float64) color.RGBA {
	return color.RGBA{to8(c.R * a), to8(c.G * a), to8(c.B * a), to8(a)}
}

func to8(v float64) uint8 {
	switch {
	case v <= 0:
		return 0
	case v >= 1:
		return 255
	}
	return uint8(v*255 + 0.5)
}

func mix(a, b RGB, t float64) RGB {
	return RGB{a.R + (b.R-a.R)*t, a.G + (b.G-a.G)*t, a.B + (b.B-a.B)*t}
}

func (c RGB) scale(f float64) RGB { return RGB{c.R * f, c.G * f, c.B * f} }

// The map's colours: a printed-map palette of warm land and cool water.
var (
	Plains      = hexRGB(0xDCD4A2)
	CoastLand   = hexRGB(0xE4DAAA)
	Beach       = hexRGB(0xEFE4BC)
	Swamp       = hexRGB(0xAEBB9E)
	SwampInk    = hexRGB(0x4C6A57)
	SwampPool   = hexRGB(0x9DBDB6)
	Mountain    = hexRGB(0xC9A46F)
	Impassable  = hexRGB(0x7D6452)
	RidgeInk    = hexRGB(0x2E2018)
	Sunlit      = hexRGB(0xF4E9CC)
	Shadow      = hexRGB(0x4A3424)
	Shallow     = hexRGB(0xAED2E3)
	Deep        = hexRGB(0x6F9FC6)
	WaterLine   = hexRGB(0x4E7EA3)
	Coastline   = hexRGB(0x36566E)
	GridInk     = hexRGB(0x2A2218)
	River       = hexRGB(0x2F74B5)
	RiverBank   = hexRGB(0xE9F2F7)
	RoadCore    = hexRGB(0xA8261D)
	RoadCasing  = hexRGB(0xFBF3DC)
	BridgeInk   = hexRGB(0x2B2520)
	CityBlock   = hexRGB(0x6E2A22)
	CityTint    = hexRGB(0xD9A08C)
	RuinBlock   = hexRGB(0x6B6660)
	RuinTint    = hexRGB(0xBDB6AC)
	KeyRed      = hexRGB(0xD0202A)
	NoLandRed   = hexRGB(0xE0182A)
	Secondary   = hexRGB(0xF08A12)
	AirfieldInk = hexRGB(0x3A3D42)
	Anchor      = hexRGB(0x1F3F66)
	Ink         = hexRGB(0x241C14)
	Paper       = hexRGB(0xF6EFD9)
	SeaLabel    = hexRGB(0x2C5F8E)
	RegionLabel = hexRGB(0x7A4A22)
	Desk        = hexRGB(0x23272B)
	// Map features changed in play (changes.go).
	Wrecked   = hexRGB(0x6A625A) // ink of a destroyed port or airfield
	Scorch    = hexRGB(0x3B2A20)
	Fire      = hexRGB(0xF07A1A)
	FireCore  = hexRGB(0xFFD24A)
	Pontoon   = hexRGB(0x4F5A34) // olive drab boats of a built bridge
	BridgeDek = hexRGB(0xC9B98A) // its timber deck
)
