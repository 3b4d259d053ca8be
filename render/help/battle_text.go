package help

// The battle table's page of the help (render/battle): our own summary
// of how a battle on the table plays in this program.

const battleIntro = "A battle on the table is one hex of the map drawn 72 inches across: the same rivers, roads and coast on the same sides. Units are top-down pieces with their number; lengths are in inches (1\" is 200 yards) and the ruler runs along the edges. New battle on the main menu starts one on its own; an engagement on the map can be fought here too."

// battleControlRows: the battle screen's bindings (render/battle).
var battleControlRows = [][2]string{
	{"Left drag a piece", "Shape an order: a ghost follows the pointer with the inches used and left and the chance of the terrain checks, or the reason the rules refuse it."},
	{"Click the ghost / Enter", "Give the order. A drag of the ghost's knob, or the wheel over it, turns its facing; for an aircraft the wheel sets the altitude."},
	{"Click a piece", "Select it: its card in the panel, its fire arc and ranges drawn. With one of yours selected, hover an enemy for the line of sight and the odds of each weapon."},
	{"Wheel / right drag", "Zoom at the pointer / pan the table; the arrow keys pan too."},
	{"F / Home", "Frame the fight: the part of the table where the units and objectives are (done once when placing ends) / the whole table."},
	{"Click / Space", "Skip the shot being shown."},
	{"Enter / Space", "With no order being shaped: end the step (End movement, Fire, Pass, Let it stand), as on the map."},
	{"Esc", "Drop the order being shaped or the selection; with nothing to drop, the pause menu (save, load, quit)."},
	{"F1", "This help."},
}

// battleSetupRows: from the start to the first turn.
var battleSetupRows = [][2]string{
	{"Forces", "In a points battle each side buys in secret up to its budget; then a d20 each decides who chooses to attack or defend. Each side holds five command cards."},
	{"Terrain", "Where the battle allows it, the sides take turns adding woods, buildings, walls, hedges and the like, the defender first: pick a feature in the panel, drag it onto the table, turn it with the wheel (Shift+wheel: its length), click it. Use the generator's proposal places all of yours in one click; Place no more terrain ends your placing."},
	{"Units", "The defender may stand anywhere; the attackers only in the shaded zone of the edge they came in by. The sides place a unit each in turn, defender first; Place it for me finds a legal spot."},
}

// battleTurnRows: the tactical turn, step by step (Inset IX.2).
var battleTurnRows = [][2]string{
	{"1  Morale", "What happened last turn moves each side's morale by one point at most."},
	{"2  Defender moves", "Drag the defender's ground units; End movement when done. Undo takes back a move that rolled no dice."},
	{"3  Attacker moves", "The same for the attacker."},
	{"4  Aircraft", "The sides fly in turn, defender first: a straight flight, or a maneuver from the panel. Pass once each aircraft has flown its minimum; Fly it for me gives one the flight the computer would choose."},
	{"5  Combat round", "Each unit is aimed at the nearest enemy it can harm; click another enemy to change it. Fire ends your declarations. Initiative decides who fires first; every shot is shown with its dice in the log."},
}

// battleRuleParas: arcs, line of sight and morale in a few words.
const (
	arcsPara   = "Fire arcs: a weapon fires only at targets inside its arc, measured from the piece's facing. Infantry and turreted vehicles see all round; towed guns and emplacements fire through a narrow 45° arc ahead, aircraft guns 90° ahead. The selected piece shows its arc and the reach of each weapon."
	sightPara  = "Line of sight runs from the centre of the firer to the centre of the target. Woods, buildings, built-up blocks, hills and crops block it, unless one end stands inside that very feature; walls, hedges and wrecks never block but give cover behind them. Hovering an enemy draws the line green when clear, red with the blocking feature outlined when not."
	moralePara = "Morale runs from 0 to 10, starting at 5; the gauges in the panel say what the current value does. Losses, artillery on your infantry and objectives lost lower it; destroying the enemy, fresh units arriving and objectives taken raise it. Low morale costs initiative and attack and can pin or rout the ground units; high morale adds to both."
)
