package cardview

import (
	"os"
	"testing"

	"frontline/render/internal/displaytest"
)

func TestMain(m *testing.M) {
	if os.Getenv(allocChildEnv) != "" {
		os.Exit(m.Run()) // the allocation child runs its own game loop
	}
	displaytest.Main(m)
}
