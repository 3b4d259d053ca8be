package input

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

func isKeyJustPressed(k ebiten.Key) bool { return inpututil.IsKeyJustPressed(k) }
