package cardview

import (
	"testing"

	"frontline/render/internal/displaytest"
)

func TestMain(m *testing.M) { displaytest.MainWithChild(m, allocChildEnv) }
