package cards

import (
	"reflect"
	"sort"
	"strings"
)

// span is the allowed range of an int parameter; nonzero forbids 0 where a
// zero would make the effect do nothing.
type span struct {
	lo, hi  int
	nonzero bool
}

// spec says what an effect kind needs. Int parameters take their range
// from spans, falling back to defaultSpans.
type spec struct {
	ongoing  bool
	required []string
	optional []string
	spans    map[string]span
}

var defaultSpans = map[string]span{
	"percent":          {-10, 20, true},
	"count":            {1, 10, false},
	"turns":            {1, 5, false},
	"rear_hexes":       {1, 20, false},
	"experience_rolls": {0, 3, false},
	"attack":           {1, 20, false},
	"di":               {0, 10, false},
	"roll":             {1, 10, false},
}

func deltaSpan(lo, hi int) map[string]span { return map[string]span{"delta": {lo, hi, true}} }
func countSpan(hi int) map[string]span     { return map[string]span{"count": {1, hi, false}} }

var effectSpecs = map[EffectKind]spec{
	IncomeDelta:         {ongoing: true, required: []string{"delta"}, spans: deltaSpan(-50, 50)},
	SupplyDelta:         {ongoing: true, required: []string{"percent"}},
	SupplyFree:          {ongoing: true},
	MovementDelta:       {ongoing: true, required: []string{"delta", "classes"}, optional: []string{"offroad_only", "road_only"}, spans: deltaSpan(-3, 3)},
	TerrainCheckDelta:   {ongoing: true, required: []string{"terrain", "delta"}, optional: []string{"classes"}, spans: deltaSpan(-3, 3)},
	GroundAircraft:      {ongoing: true},
	NavalNoMove:         {ongoing: true, optional: []string{"naval"}},
	AttackDelta:         {ongoing: true, required: []string{"delta", "classes"}, spans: deltaSpan(-3, 3)},
	InitiativeDelta:     {ongoing: true, required: []string{"delta"}, spans: deltaSpan(-3, 3)},
	NoFireMissions:      {ongoing: true},
	NoCommandCards:      {ongoing: true},
	CommandRadiusDelta:  {ongoing: true, required: []string{"delta"}, spans: deltaSpan(-10, 10)},
	IdleUnits:           {ongoing: true, required: []string{"count", "filter"}, spans: countSpan(5)},
	WithdrawUnits:       {ongoing: true, required: []string{"count", "filter", "return_at"}, optional: []string{"with_crews", "experience_rolls"}, spans: countSpan(5)},
	DeploymentDelay:     {required: []string{"turns"}, optional: []string{"classes", "naval"}},
	DeployNow:           {required: []string{"count"}},
	FreeUnits:           {required: []string{"units", "count", "at"}, spans: countSpan(4)},
	ExperienceRolls:     {required: []string{"count", "filter", "pick"}, spans: countSpan(5)},
	DamageRandomUnit:    {required: []string{"count", "filter", "attack", "di"}, optional: []string{"rear_hexes"}, spans: countSpan(3)},
	Breakdown:           {required: []string{"count", "filter"}, spans: countSpan(3)},
	RepairFree:          {required: []string{"count", "pick"}, spans: countSpan(5)},
	RevealStacks:        {required: []string{"count"}},
	DrawCommandCards:    {required: []string{"count"}, spans: countSpan(3)},
	DiscardCommandCards: {required: []string{"count"}, spans: countSpan(HandLimit)},
	BridgeThreat:        {required: []string{"count", "roll"}, optional: []string{"rear_hexes"}, spans: countSpan(5)},
}

// EffectKinds lists every kind, sorted; used by docs tests and tools.
func EffectKinds() []EffectKind {
	out := make([]EffectKind, 0, len(effectSpecs))
	for k := range effectSpecs {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

func (s spec) allows(param string) bool {
	for _, p := range s.required {
		if p == param {
			return true
		}
	}
	for _, p := range s.optional {
		if p == param {
			return true
		}
	}
	return false
}

func (s spec) span(param string) (span, bool) {
	if sp, ok := s.spans[param]; ok {
		return sp, true
	}
	sp, ok := defaultSpans[param]
	return sp, ok
}

func (s spec) params() string {
	all := append(append([]string{}, s.required...), s.optional...)
	if len(all) == 0 {
		return "none"
	}
	return strings.Join(all, ", ")
}

// effectParams lists every parameter key of Effect in declaration order and
// effectFields maps each to its field index. Both are read from the struct
// tags so they cannot drift from the type.
var effectParams, effectFields = func() ([]string, map[string]int) {
	var keys []string
	index := map[string]int{}
	t := reflect.TypeFor[Effect]()
	for i := 0; i < t.NumField(); i++ {
		if key := t.Field(i).Tag.Get("toml"); key != "kind" && key != "side" {
			keys = append(keys, key)
			index[key] = i
		}
	}
	return keys, index
}()

// intParam returns an int parameter's value.
func (e *Effect) intParam(key string) (int, bool) {
	i, ok := effectFields[key]
	if !ok {
		return 0, false
	}
	v := reflect.ValueOf(e).Elem().Field(i)
	if v.Kind() != reflect.Int {
		return 0, false
	}
	return int(v.Int()), true
}
