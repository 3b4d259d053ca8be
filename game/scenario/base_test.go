package scenario

import (
	"strings"
	"testing"
)

// baseTOML is a small valid scenario on the test map. The error tests
// each change one thing in it.
const baseTOML = `
[scenario]
id = "test"
name = "Test Scenario"
map = "testmap"
game_type = "scenario"
date = "October 1943"
season = "autumn"
turn_limit = 20
starting_income = 30
first_player = "us"
rules = { fog_of_war = true, experience = true, momentum = false }

[scenario.win]
objectives = true
at_turn_limit = "draw"

[scenario.briefing]
overview = "Two towns, two armies."
us = "Take Omega."
germany = "Take Alpha."

[[objective]]
side = "us"
kind = "primary"
hex = "2003"
name = "Omega"

[[objective]]
side = "germany"
kind = "primary"
hex = "0503"
name = "Alpha"

[[objective]]
side = "germany"
kind = "secondary"
hex = "0703"
name = "Alpha Bridge"

[[side]]
name = "us"
forward_hq = "0205"
setup_zone = ["0101:1210"]

[[side.unit]]
unit = "us.rifle_squad"
hex = "0503"
count = 2
dug_in = true
experience_stars = ["vigilant"]

[[side.unit]]
unit = "us.sherman_m4a3"
hex = "0504"
experience_stars = ["marksman_primary", "stealthy"]

[[side.unit]]
unit = "us.jeep"
hex = "0307"

[[side.unit]]
unit = "us.p51d_escort"
hex = "0307"

[[side.unit]]
unit = "us.p51d_escort"
hex = "1008"
in_flight = true

[[side.unit]]
unit = "us.lcvp"
hex = "0802"

[[side.unit]]
unit = "neutral.minefield"
hex = "0603"

[[side.unit]]
unit = "us.command_post"
hex = "1207"

[[side.unit]]
unit = "us.rifle_squad"
staged = true
deploy_turn = 3

[[side]]
name = "germany"
forward_hq = "2305"
setup_zone = ["1301:2410"]

[[side.unit]]
unit = "de.rifle_squad"
hex = "2003"
count = 3

[[side.unit]]
unit = "de.panzer_iv_g"
hex = "2004"
damaged = true

[[side.unit]]
unit = "de.panzer_iv_g"
hex = "1909"
crewed = false

[[side.unit]]
unit = "de.command_post"
hex = "1308"

[events]
deck = 40
exclude = ["ev.seas", "ev.fog"]
include = ["ev.spies", "ev.mud"]

[standard]
force_limit = 100

[[standard.side]]
name = "us"
setup_zone = ["0107:0610"]
hq_options = ["0208", "0409"]

[[standard.side]]
name = "germany"
setup_zone = ["1907:2410"]
hq_options = ["2308"]

[[standard.objective]]
side = "us"
kind = "primary"
hex = "2003"
name = "Omega"

[[standard.objective]]
side = "us"
kind = "secondary"
hex = "1803"
name = "Omega West"

[[standard.objective]]
side = "us"
kind = "secondary"
hex = "2203"
name = "Omega East"

[[standard.objective]]
side = "germany"
kind = "primary"
hex = "0503"
name = "Alpha"

[[standard.objective]]
side = "germany"
kind = "secondary"
hex = "0303"
name = "Alpha West"

[[standard.objective]]
side = "germany"
kind = "secondary"
hex = "0703"
name = "Alpha East"
`

// loadTest loads src as test.toml with the test catalog, map and events.
func loadTest(t testing.TB, src string) (*Scenario, error) {
	t.Helper()
	return Load("test.toml", []byte(src), testCatalog(), testMaps(t), testEvents())
}

// edit replaces the n-th (1-based) occurrence of old in src; it fails the
// test when there is no such occurrence, so a broken edit never passes
// silently.
func edit(t *testing.T, src, old, new string, n int) string {
	t.Helper()
	i := -1
	for k := 0; k < n; k++ {
		j := strings.Index(src[i+1:], old)
		if j < 0 {
			t.Fatalf("edit: occurrence %d of %q not found", n, old)
		}
		i += 1 + j
	}
	return src[:i] + new + src[i+len(old):]
}
