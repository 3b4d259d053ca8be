# Frontline General - build, run and test.
#   make run   install the runtime packages if missing, build, open the game
#   make test  install test packages if missing, vet, all tests (display tests under Xvfb)
#   make e2e   only the end-to-end test: the real program played with the mouse
#   make bench         Go benchmarks (odds, random game, move options, map frames)
#   make bench-frames  frame rate, memory, start-up and idle CPU against an empty game

GO        ?= go
BIN       := bin/frontline
RUNTIME   := libgl1 libgl1-mesa-dri libglx-mesa0 libx11-6 libxcursor1 libxext6 \
             libxi6 libxinerama1 libxrandr2 libxrender1 libasound2
TESTDEBS  := $(RUNTIME) xvfb xauth xdotool imagemagick
export CGO_ENABLED := 0

.PHONY: all build run test e2e fullgame vet check-go deps-run deps-test bench bench-frames fuzz clean

all: build

check-go:
	@command -v $(GO) >/dev/null 2>&1 || { echo "frontline: Go 1.26 or newer is needed (https://go.dev/dl/)"; exit 1; }

deps-run:
	@.ci/ensure-debs.sh $(RUNTIME)

deps-test:
	@.ci/ensure-debs.sh $(TESTDEBS)

build: check-go
	$(GO) build -o $(BIN) ./cmd/frontline

# Opens a window; without an X display (the game draws through X11, so
# Wayland needs XWayland's DISPLAY) it runs inside a virtual one so the
# command still works on a headless machine (nothing will be visible).
run: deps-run build
	@if [ -n "$${DISPLAY:-}" ]; then ./$(BIN) $(ARGS); \
	else echo "frontline: no DISPLAY; starting under xvfb-run"; .ci/ensure-debs.sh xvfb xauth && xvfb-run -a ./$(BIN) $(ARGS); fi

vet: check-go
	$(GO) vet ./...

test: deps-test vet
	xvfb-run -a -s "-screen 0 1600x1000x24" $(GO) test -count=1 -timeout 45m ./...

# The end-to-end test alone (cmd/frontline/e2e_test.go, docs/TESTING.md): the
# program built and played with the mouse through xdotool in a virtual
# display; its screenshots and output are kept in bin/e2e.
e2e: deps-test
	FRONTLINE_E2E_ARTIFACTS=$(CURDIR)/bin/e2e xvfb-run -a -s "-screen 0 1600x1000x24" \
	  $(GO) test -count=1 -run '^TestEndToEnd(HotSeat|BattleFromTheMap)$$' -v ./cmd/frontline

# A whole hot-seat game of the introduction played through the screen
# (render/fullgame_test.go, docs/TESTING.md); screenshots in bin/fullgame.
fullgame: deps-test
	rm -rf $(CURDIR)/bin/fullgame; mkdir -p $(CURDIR)/bin/fullgame
	ARTIFACTS=$(CURDIR)/bin/fullgame xvfb-run -a -s "-screen 0 1600x1000x24" \
	  $(GO) test -count=1 -run '^TestFullHotSeatGame$$' -v ./render

bench: deps-test
	xvfb-run -a $(GO) test -run '^$$' -bench . -benchmem ./...

# The client against an Ebitengine game that draws nothing, run in turn
# under one virtual display (cmd/framebench, docs/PERFORMANCE.md).
# FRAMEBENCH passes flags, e.g. FRAMEBENCH="-pairs 9 -only fps,startup".
bench-frames: deps-test build
	$(GO) build -o bin/framebench ./cmd/framebench
	$(GO) build -o bin/emptygame ./cmd/framebench/emptygame
	xvfb-run -a -s "-screen 0 1600x1000x24" ./bin/framebench $(FRAMEBENCH)

# Short fuzzing run of every loader (the seed corpus also runs in make test).
fuzz:
	@for p in $$($(GO) list ./game/...); do \
	  for f in $$($(GO) test -list 'Fuzz.*' $$p | grep ^Fuzz); do \
	    $(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime 15s $$p || exit 1; done; done

clean:
	rm -rf bin
