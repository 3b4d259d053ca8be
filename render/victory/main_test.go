package victory

import (
	"testing"

	"frontline/render/internal/displaytest"
)

func TestMain(m *testing.M) { displaytest.Main(m) }
