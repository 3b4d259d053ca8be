package cardview

import (
	"fmt"
	"strconv"
	"strings"

	"frontline/game/units"
)

// Chip is one special characteristic of a card as the card panel shows
// it: a short label with the card's values and, on hover, what it means.
type Chip struct {
	Key   string // glossary key, e.g. "transport_squads", "structure.port"
	Label string // as printed in the Special area, e.g. "Transport, Squad (1)"
	Help  string // Glossary[Key]
}

// Glossary explains every special characteristic in a sentence or two,
// in our own words (the rulebook's Appendix C is the source of the rules,
// not of the wording). Every key Chips can produce has an entry; a test
// checks it for every card of the catalog.
var Glossary = map[string]string{
	"crew_type.tank":      "This is a tank crew. Paired with a tank it rides inside and its marker stays off the map; left alone it can take over an empty tank.",
	"crew_type.artillery": "This is a gun crew. Paired with a gun or emplacement it serves it; on its own it can man an abandoned gun.",
	"crew_type.pilot":     "This is a pilot. It flies a fighter or dive bomber and only shows on the map if it bails out or is left without a plane.",
	"crew_type.aircraft":  "This is a bomber's air crew. It flies a bomber or transport and only shows on the map when separated from it.",
	"requires_crew":       "The unit needs a crew of this kind to fight or move. Without one it sits idle until a suitable crew joins it.",
	"bearer.soldier":      "Takes the room of one soldier when carried: pilots and lone specialists fit wherever a seat is free.",
	"bearer.team":         "A small team of a few soldiers; carriers count it as one squad's worth of room.",
	"bearer.squad":        "A full squad of about ten soldiers; it fills one squad place on a transport.",

	"towed_gun":          "Too heavy to go far on its own: a vehicle with a big enough Tow Capacity moves it (the second number is how many vehicles it takes). Hooking up and unhooking costs the gun an idle Movement Phase.",
	"tow_capacity":       "Can pull one gun of this size or smaller (S, M or L). A vehicle that is towing moves one hex less.",
	"setup_phases":       "After it is unhooked the gun needs this many idle Movement Phases before it can fire, and as many to pack up again.",
	"transport_squads":   "Carries up to this many infantry squads (or ten times as many single soldiers) on board.",
	"transport_soldiers": "Carries up to this many single soldiers, such as pilots or a small team.",
	"transport_vehicles": "Carries up to this many vehicles, guns or tanks in its hold.",
	"open_top":           "The crew compartment has no roof or back: riders are exposed, so fire aimed at them hits harder.",

	"turns_of_flight":         "How many Movement Phases the aircraft can stay up before it must be back on a friendly airfield. If the count runs out in the air, it crashes.",
	"air_role.fighter":        "A fighter: nimble in the air, built to hunt other aircraft and escort bombers.",
	"air_role.fighter-bomber": "A fighter that also carries bombs: it can strike ground targets and still hold its own against other planes.",
	"air_role.dive-bomber":    "A dive bomber: it drops its bombs in a steep dive for accuracy and is easy prey for fighters.",
	"air_role.bomber":         "A level bomber: it carries a heavy load a long way but turns slowly and relies on its gunners and escorts.",
	"dive_bomb":               "May release its bombs in a dive, which makes them more accurate than bombs dropped in level flight.",
	"hit_and_run":             "After it fires in an engagement it may slip away before the enemy answers, instead of standing to trade shots.",
	"smoke":                   "Instead of firing, it can fill its hex with smoke: attacks on friendly units inside get harder for a few rounds, and units there find it easier to withdraw or call off an attack.",
	"recon":                   "A scout: it may probe a nearby enemy stack to see every unit in it, and friendly attacks there that turn gain initiative.",
	"hidden":                  "Small and easy to conceal: the enemy does not see it on the map until reconnaissance or a fight finds it.",
	"dig_in":                  "May spend a Movement Phase digging in; if it succeeds it gains extra Defense until it moves again.",
	"engineer":                "Combat engineers: they build bridges, structures and obstacles, repair damaged ones and clear the enemy's.",
	"fire_missions":           "A forward observer: it can call artillery fire onto an enemy it can see, which makes the guns far more accurate.",
	"spotting":                "How far the observer can see to direct fire: the first number in map hexes, the second in inches on the battle table.",
	"amphibious":              "Crosses rivers without a river check and can drive into shallow water.",
	"naval.large":             "A large ship: it arrives from the map edge, waits out the longer delays of naval deployment and stays at sea.",
	"naval.small":             "Small craft: it deploys next to a friendly port and works along the coast.",
	"landing_ship":            "Can run onto a beach and unload what it carries there; landing takes a whole Movement Phase.",

	"immobile":      "Once placed it never moves.",
	"no_supply":     "Costs nothing in the Supply Phase.",
	"no_experience": "Cannot earn experience stars itself; in crewed units the crew earns them instead.",
	"shelter":       "Protects its own crew and one infantry squad inside it.",
	"obstacle_for":  "Fires on enemy units of these kinds that try to cross its hex. Damaged, it lets a few units a turn pass safely.",
	"hardened":      "Only heavy munitions can harm it: shells or bombs at least this large. Lighter fire does nothing.",

	"structure.command_post": "A command post: it extends the command network over its radius and earns income. Hidden until land reconnaissance finds it.",
	"structure.forward_hq":   "The Forward HQ: the heart of the command network. Without it on the map no Command Cards are drawn or played.",
	"structure.airfield":     "An airfield: aircraft take off and land here, refuel and are repaired.",
	"structure.port":         "A port: whoever holds it pays less supply each turn and can land troops and stores by sea.",
	"structure.bridge":       "A built bridge: units of the listed kinds cross the river here without a river check.",

	"command_radius": "Units within this many hexes of it are inside the command network and can be the subject of Command Cards.",
	"income":         "Adds this much currency to the treasury in each Income Phase.",
	"port_bonus":     "Lowers the holder's supply cost by this much every turn.",
	"sortie_limit":   "At most this many aircraft may take off from or land on it each turn.",
	"crossing":       "The kinds of unit that may cross the bridge.",
	"safe_passage":   "This many units a turn can cross without being attacked by it.",
	"on_damage":      "What else changes when the card is flipped to its Damaged side.",

	"indirect":    "Fires over the horizon: it can hit targets it cannot see, and becomes accurate when an observer directs it in a fire mission.",
	"double_fire": "A fast-firing weapon: it shoots twice each round at the same target; each shot is rolled separately.",
	"triple_fire": "A very fast-firing weapon: it shoots three times each round at the same target; each shot is rolled separately.",
	"expended":    "Bombs or rockets carried once: they are all dropped in one attack and gone until the aircraft lands again.",
	"bullets":     "Small arms and machine guns: they cannot hurt a target with Defense 2 or more.",
	"ap":          "Armour piercing: the number is how well the round punches through armour; it can hurt well protected targets that bullets bounce off.",
}

// sizeName spells a tow size.
func sizeName(s units.Size) string { return string(s) }

// targetWords lists targets as words.
func targetWords(ts []units.Target) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = string(t)
	}
	return strings.Join(parts, ", ")
}

// Chips lists a card's special characteristics in the order of the card's
// Special area: what the unit is, how it moves and carries, what it does,
// what it provides, then the notes of its weapons.
func Chips(c *units.Card) []Chip {
	var out []Chip
	add := func(key, label string) {
		out = append(out, Chip{Key: key, Label: label, Help: Glossary[key]})
	}
	sp := &c.Special
	if sp.Structure != units.NoStructure {
		add("structure."+string(sp.Structure), structureName(sp.Structure))
	}
	if sp.CrewType != units.NoCrew {
		add("crew_type."+string(sp.CrewType), "Crew: "+string(sp.CrewType))
	}
	if sp.RequiresCrew != units.NoCrew {
		add("requires_crew", "Needs crew: "+string(sp.RequiresCrew))
	}
	if sp.Bearer != units.NotCarried {
		add("bearer."+string(sp.Bearer), "Carried as: "+string(sp.Bearer))
	}
	if sp.AirRole != units.NoAirRole {
		add("air_role."+string(sp.AirRole), upper(strings.ReplaceAll(string(sp.AirRole), "-", " ")))
	}
	if sp.TurnsOfFlight > 0 {
		add("turns_of_flight", "Turns of Flight ("+strconv.Itoa(sp.TurnsOfFlight)+")")
	}
	if sp.Naval != units.NotNaval {
		add("naval."+string(sp.Naval), "Naval ("+string(sp.Naval)+")")
	}
	if sp.TowedGun != units.NoSize {
		label := "Towed Gun (" + sizeName(sp.TowedGun) + ")"
		if sp.TowVehicles > 1 {
			label = fmt.Sprintf("Towed Gun (%s, %d)", sizeName(sp.TowedGun), sp.TowVehicles)
		}
		add("towed_gun", label)
	}
	if sp.SetupPhases > 0 {
		add("setup_phases", fmt.Sprintf("Set-up (%d phase%s)", sp.SetupPhases, plural(sp.SetupPhases)))
	}
	if sp.TowCapacity != units.NoSize {
		add("tow_capacity", "Tow Capacity ("+sizeName(sp.TowCapacity)+")")
	}
	if sp.TransportSquads > 0 {
		add("transport_squads", "Transport, Squad ("+strconv.Itoa(sp.TransportSquads)+")")
	}
	if sp.TransportSoldiers > 0 {
		add("transport_soldiers", "Transport, Soldier ("+strconv.Itoa(sp.TransportSoldiers)+")")
	}
	if sp.TransportVehicles > 0 {
		add("transport_vehicles", "Transport ("+strconv.Itoa(sp.TransportVehicles)+" vehicles)")
	}
	flags := []struct {
		on         bool
		key, label string
	}{
		{sp.OpenTop, "open_top", "Open Top"},
		{sp.Amphibious, "amphibious", "Amphibious"},
		{sp.LandingShip, "landing_ship", "Landing Ship"},
		{sp.DiveBomb, "dive_bomb", "Dive Bomb"},
		{sp.HitAndRun, "hit_and_run", "Hit & Run"},
		{sp.Smoke, "smoke", "Smoke"},
		{sp.Recon, "recon", "Reconnaissance"},
		{sp.Hidden, "hidden", "Hidden"},
		{sp.DigIn, "dig_in", "Dig In"},
		{sp.Engineer, "engineer", "Combat Engineering"},
		{sp.FireMissions, "fire_missions", "Fire Missions"},
	}
	for _, f := range flags {
		if f.on {
			add(f.key, f.label)
		}
	}
	if sp.SpottingOp > 0 || sp.SpottingTac > 0 {
		add("spotting", fmt.Sprintf("Spotting Range (%d/%d\")", sp.SpottingOp, sp.SpottingTac))
	}
	for _, f := range []struct {
		on         bool
		key, label string
	}{
		{sp.Immobile, "immobile", "Immobile"},
		{sp.NoSupply, "no_supply", "No Supply Cost"},
		{sp.NoExperience, "no_experience", "No Experience"},
		{sp.Shelter, "shelter", "Shelter"},
	} {
		if f.on {
			add(f.key, f.label)
		}
	}
	if len(sp.ObstacleFor) > 0 {
		add("obstacle_for", "Obstacle for "+targetWords(sp.ObstacleFor))
	}
	if sp.MinShellMM > 0 || sp.MinBombLb > 0 {
		var parts []string
		if sp.MinShellMM > 0 {
			parts = append(parts, strconv.Itoa(sp.MinShellMM)+"mm shells")
		}
		if sp.MinBombLb > 0 {
			parts = append(parts, strconv.Itoa(sp.MinBombLb)+" lb bombs")
		}
		add("hardened", "Hardened ("+strings.Join(parts, " / ")+")")
	}
	faceChips(c, add)
	weaponChips(c, add)
	return out
}

// faceChips adds the values printed on the faces (full; damaged).
func faceChips(c *units.Card, add func(key, label string)) {
	f, d := &c.Full, &c.Damaged
	both := func(a, b int) string {
		if a == b {
			return strconv.Itoa(a)
		}
		return fmt.Sprintf("%d; %d damaged", a, b)
	}
	if f.CommandRadius > 0 {
		add("command_radius", "Command Radius ("+both(f.CommandRadius, d.CommandRadius)+")")
	}
	if f.Income > 0 {
		add("income", "Income ("+both(f.Income, d.Income)+" a turn)")
	}
	if f.PortBonus > 0 {
		add("port_bonus", "Port (bonus "+both(f.PortBonus, d.PortBonus)+")")
	}
	if f.SortieLimit > 0 || d.SortieLimit > 0 {
		add("sortie_limit", "Sorties ("+limitWords(f.SortieLimit)+"; "+limitWords(d.SortieLimit)+" damaged)")
	}
	if len(f.Crossing) > 0 {
		add("crossing", "Crossing: "+targetWords(f.Crossing))
	}
	if f.SafePassage > 0 || d.SafePassage > 0 {
		add("safe_passage", "Safe Passage ("+both(f.SafePassage, d.SafePassage)+")")
	}
	if len(d.OnDamage) > 0 {
		add("on_damage", "On damage ("+strconv.Itoa(len(d.OnDamage))+")")
	}
}

func limitWords(n int) string {
	if n == 0 {
		return "no limit"
	}
	return strconv.Itoa(n) + " a turn"
}

// weaponChips adds one chip per weapon note any weapon of the card has.
func weaponChips(c *units.Card, add func(key, label string)) {
	var ap, ind, dbl, tri, exp, bul bool
	for _, w := range c.Full.Weapons {
		ap = ap || w.AP > 0
		ind = ind || w.Indirect
		dbl = dbl || w.Rate == 2
		tri = tri || w.Rate >= 3
		exp = exp || w.Expended
		bul = bul || w.Bullets
	}
	for _, f := range []struct {
		on         bool
		key, label string
	}{
		{ap, "ap", "AP (weapon)"}, {ind, "indirect", "Indirect Fire"}, {dbl, "double_fire", "Double Fire"},
		{tri, "triple_fire", "Triple Fire"}, {exp, "expended", "Expended"}, {bul, "bullets", "Bullets"},
	} {
		if f.on {
			add(f.key, f.label)
		}
	}
}

func structureName(k units.StructureKind) string {
	switch k {
	case units.CommandPost:
		return "Command Post"
	case units.ForwardHQ:
		return "Forward HQ"
	case units.Airfield:
		return "Airfield"
	case units.Port:
		return "Port"
	case units.Bridge:
		return "Bridge"
	}
	return string(k)
}

func upper(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
