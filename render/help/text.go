package help

// The help's words: our own summary of how this program plays, kept
// apart from the drawing so it is easy to read and correct.

// phaseRows: the Operational Turn, phase by phase (game/phase.go).
var phaseRows = [][2]string{
	{"Income / Event", "Every turn except a side's first. The program adds your income to the treasury and may draw an event; if an event card asks for a choice, make it in the panel that opens. Otherwise nothing waits on you."},
	{"Production", "Your turns 1, 6, 11 and so on. Open Catalog on the phase bar to buy units and order construction; what you buy waits in the staging area until a Deployment Phase. End the phase when done."},
	{"Supply", "Every turn. Your units' upkeep is paid from the treasury. If it falls short you choose which units stand idle in the panel, or press Idle cheapest."},
	{"Movement", "Every turn. Click a stack, pick a unit in the right-hand panel and click a lit hex to move it. Special orders (recon, dig in, transport, posts) sit in the panel below the unit. U takes back the last move."},
	{"Combat", "Every turn. Most units fire only at enemies in their own hex (operational range 0), so an engagement starts in the Movement Phase: move into the enemy's hex, then in the Combat Phase pick the unit and click an enemy marked with a ring. A confirmation lists both sides, each weapon's target and rounds (click a weapon to change it: AP or HE, the MG at the infantry) with the one-shot odds of each weapon and the odds of the whole engagement; Attack or Enter declares it, Esc cancels. A unit with no ring says why in the panel. The defender may answer with retaliation; it is handed the computer only when it has a choice. Sorties and fire missions are planned from the panel."},
	{"Deployment", "Your turns 5, 10, 15 and so on. Open Staging, pick a waiting unit and click a lit hex to bring it on. Units left over wait for the next Deployment Phase."},
}

// turnIntro and turnOutro frame the phase table.
const (
	turnIntro = "The sides take turns: each plays its own Operational Turn, numbered 1, 2, 3 and so on for each side (\"Germany's turn 2 of 20\" on the phase bar). A scenario's turn limit counts each side's turns: at most 20 each in the introduction, 40 Operational Turns in all. \"Round\" means only a combat round of an engagement. A turn runs through the phases below, top to bottom; the phase bar at the top of the screen says where you are and what you can do. Phases with nothing to decide pass by themselves."
	turnOutro = "When the last phase ends, the turn passes to the other side. On a shared computer a hand-off screen covers the map until the other player clicks, so neither sees the other's hidden units. Against the computer (New game: Computer: Standard or Computer: Hard for a side) nothing is handed over: the computer plays its turn on your map, what you can see of it animated, and a banner and the log say what it does and why; click the map or press Space to skip to the end of its turn. When your turn begins, a panel sums its turn up (click an order to see its hex; T shows the panel again). With the computer on both sides you watch, the map following the side whose turn it is."
)

// controlRows: the real bindings (render/play/scene.go, render/mapview/control.go).
var controlRows = [][2]string{
	{"Left click", "Select a stack or a unit in the list; click a lit hex to move there, a ringed enemy to attack it."},
	{"Shift + click", "Add units from the list to an attack (Combat Phase)."},
	{"Right click", "Cancel what you are doing (an order, a plan, the catalog) or clear the selection."},
	{"Drag", "Hold the left or right button on the map and move to pan it."},
	{"Wheel", "Zoom the map in and out at the pointer; over the log, scroll it."},
	{"Arrows / W A S D", "Pan the map. Resting the pointer at a window edge pans too."},
	{"+  /  -", "Zoom in and out."},
	{"Home", "Show the whole map."},
	{"G", "Show or hide the hex grid."},
	{"L", "Hide the log down to its title row, or show it again. Its title row's buttons do the same and move it to the map's other corner; so does dragging its title."},
	{"M", "Hide the minimap (the whole map in small, in the map's lower corner away from the log) or show it again; its corner button does the same. Click a point of it to look there, or drag the white frame of the view to move it; your stacks and the enemy stacks you can see are its dots."},
	{"Enter / Space", "Press the phase bar's main button (End phase, Decline, Next round ...). During the computer's turn Space skips to its end."},
	{"T", "Show or hide the summary of the computer's last turn."},
	{"U", "Undo the last move in the Movement Phase."},
	{"C", "Open the selected unit's card."},
	{"H  /  E", "Open your hand of command cards / the events in play."},
	{"Ctrl + S", "Quick save (the slot named quicksave)."},
	{"F1  or  ?", "Open this help."},
	{"Esc", "Close what is open or cancel; with nothing to cancel, open the pause menu (save, load, settings, quit)."},
}

// markerIntro introduces the marker samples.
const markerIntro = "Each unit is a hexagonal marker in its side's colour with its number on top. Small badges around the edge show its state:"

// mapIntro introduces the map legend.
const mapIntro = "The map is a printed-style sheet. What the symbols mean:"

// savingRows: saving and the screens around the game.
var savingRows = [][2]string{
	{"Autosave", "Written every time the turn passes; Load game on the main menu lists it."},
	{"Save", "The pause menu (Esc) saves under a name you type; Ctrl+S writes the quicksave slot."},
	{"Settings", "Window size, interface scale, animation speed and volume, from the main menu or the pause menu."},
}
