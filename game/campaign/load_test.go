package campaign

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// only is a scenario list for loader tests.
func only(ids ...string) Scenarios { return func(id string) bool { return slices.Contains(ids, id) } }

func loadTestCampaign(t *testing.T) *Def {
	t.Helper()
	d, err := LoadFile("testdata/intro3.toml", only("intro"))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestII13_TestCampaignLoads(t *testing.T) {
	d := loadTestCampaign(t)
	if d.ID != "intro-three" || d.Mode != Continue || d.BestOf != Majority || len(d.Legs) != 3 || d.Needed() != 2 {
		t.Fatalf("loaded %+v", d)
	}
	if d.Legs[0].TurnLimit != 1 || d.Legs[0].Note != "The first day." || d.Carry != (Carry{true, true, true, true, true}) {
		t.Errorf("legs %+v carry %+v", d.Legs, d.Carry)
	}
	if strings.Contains(d.Briefing, "\n") {
		t.Errorf("briefing lines are not joined: %q", d.Briefing)
	}
}

const minimal = `[campaign]
id = "c"
title = "C"
briefing = "b"
mode = "clean"
[[leg]]
scenario = "intro"
[[leg]]
scenario = "intro"
[[leg]]
scenario = "intro"
`

func TestII13_LoadErrors(t *testing.T) {
	cases := []struct{ name, edit, want string }{
		{"even legs", "[[leg]]\nscenario = \"intro\"\n", "c.toml:12:3: leg[3]: 4 legs: a campaign has an odd number of legs"},
		{"unknown scenario", "", ""},
		{"mode", "", "c.toml:5:1: campaign.mode: mode \"both\""},
		{"best_of", "", "campaign.best_of: best_of \"two\""},
		{"carry without forces", "", "campaign.carry.experience: experience and damage travel with the units"},
		{"turn limit", "", "leg[0].turn_limit: turn_limit 100"},
		{"unknown key", "", "c.toml:2:1: campaign.name: unknown key"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			src := minimal + tc.edit
			switch tc.name {
			case "unknown scenario":
				src = strings.Replace(minimal, `scenario = "intro"`, `scenario = "anzio"`, 1)
				tc.want = `c.toml:7:1: leg[0].scenario: no scenario "anzio"`
			case "mode":
				src = strings.Replace(minimal, `"clean"`, `"both"`, 1)
			case "best_of":
				src = strings.Replace(minimal, "mode", "best_of = \"two\"\nmode", 1)
			case "carry without forces":
				src = strings.Replace(minimal, "[[leg]]", "[campaign.carry]\nexperience = true\n[[leg]]", 1)
			case "turn limit":
				src = strings.Replace(minimal, `scenario = "intro"`, "scenario = \"intro\"\nturn_limit = 100", 1)
			case "unknown key":
				src = strings.Replace(minimal, `id = "c"`, `name = "c"`, 1)
			}
			_, err := Load("c.toml", []byte(src), only("intro"))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v\nwant %q", err, tc.want)
			}
		})
	}
}

// The shipped campaign files name the scenarios agreed with the map's
// author; they join the embedded set when those scenarios are in.
func TestII13_ShippedCampaignFilesLoad(t *testing.T) {
	files, _ := filepath.Glob("../../scenarios/campaigns/*.toml")
	if len(files) < 2 {
		t.Fatalf("campaign files: %v", files)
	}
	agreed := only("intro", "salerno", "naples", "volturno", "bernhardt", "termoli")
	sizes := map[int]bool{}
	for _, f := range files {
		d, err := LoadFile(f, agreed)
		if err != nil {
			t.Fatal(err)
		}
		sizes[len(d.Legs)] = true
	}
	if !sizes[3] || !sizes[5] {
		t.Errorf("want a campaign of three legs and one of five, have sizes %v", sizes)
	}
}
