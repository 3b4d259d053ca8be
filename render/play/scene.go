// Package play is the hot-seat operational screen: the map with its unit
// markers, a phase bar, a unit panel, a log and the hand-off screen, all
// driven through a session.Session — the only way this scene changes the
// game. It reads input through input.Source, so tests play it with
// input.Fake.
//
// One concern per file: scene.go composes and routes input, actions.go
// turns clicks into commands, select.go keeps the selection and what it
// lights up, bar.go/topbar.go the phase bar, sidebar.go the unit panel,
// log.go the log, handoff.go the hand-off screen, overlay.go and
// highlight.go the map highlights, widgets.go the buttons and text,
// production.go the catalog, production_panel.go the purchases and
// construction orders in the panel, staging.go the staging area and
// deployment, orders*.go the special orders of the Movement Phase,
// anim.go the animations, pulse.go the pulse of orders that move nothing,
// sounds.go the effects played, command_ring.go a command post's radius.
package play

import (
	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/board"
	"frontline/game/hex"
	"frontline/render/art"
	"frontline/render/cardview"
	"frontline/render/input"
	"frontline/render/mapview"
	"frontline/render/markers"
	"frontline/render/session"
	"frontline/render/sound"
	"frontline/render/ui"
	"frontline/render/widget"
)

// Config says what the scene plays.
type Config struct {
	Title      string
	Map        *board.Map
	Objectives []mapview.Objective
	Session    *session.Session
	Grid       bool // start with the hex grid shown
	EdgeScroll bool // scroll when the cursor rests at a window edge
	// Sound plays the effects of what happens (nil: silent); Animation is
	// the animation speed (settings: 1 normal, 0 none), anim.go.
	Sound     *sound.Player
	Animation float64
	// Help opens the help screen (F1, the phase bar's ? button) and Pause
	// the pause menu (Esc with nothing to cancel); nil: not offered.
	// render/app.go shows both over this scene.
	Help, Pause func()
}

// QuickSlot is the save slot Ctrl+S writes.
const QuickSlot = "quicksave"

// ToastTicks is how long a message stays up.
const ToastTicks = 240

// Scene is the operational play screen. Create it with New.
type Scene struct {
	cfg   Config
	sess  *session.Session
	mv    *mapview.Scene
	layer *markers.Layer
	sp    *sprites
	under *under
	above *above
	ptr   pointer
	mapIn mapInput
	w, h  int
	fit   bool
	// outcome is the attack preview being computed or shown (odds_preview.go).
	outcome outcomePreview
	confirm attackConfirm // attack_confirm.go

	barR, sideR, logR, statusR widget.Rect

	view      game.View
	stale     bool
	refreshes int // frame_parts.go
	bar       *topBar
	side      *sidebar
	log       *logPanel
	hand      *handOff
	cards     *cardview.Controller // cards.go: unit card, hand, events
	ord       orders               // orders*.go: the special orders of the Movement Phase

	toast      para
	toastBad   para
	toastIsBad bool
	toastTicks int
	tip        para
	tipOn      bool
	tipR       widget.Rect
	tipOf      *widget.Button

	sel   selection
	anim  animator // anim.go
	pulse pulses   // pulse.go: hexes an order without animation concerns
	heard heard    // sounds.go: the effects played
	// The command network (command_ring.go): the viewer's working posts
	// and the radius of the one hovered or selected.
	cmdSrc []game.CommandSource
	ring   commandRing
	planr  planner // combat_orders.go: sorties, fire missions, engagement controls
	// decision_panels.go: event picks, withdrawal hexes, terms.
	dec decisionPanel

	// Production and deployment (production*.go, staging.go).
	sheet      *prodSheet
	staging    bool // the panel lists the staging area
	stagedSel  game.UnitID
	stage      []StagedEntry
	deployStep int // the Step whose Deployment Phase opened the list

	setup setupState   // setup_*.go: the Standard Game setup
	comp  computerPlay // computer.go: the computer's turn and its summary

	keysHint  ui.Text
	keysHintH float64

	// The log shows its last lines and opens to full height while the
	// pointer is on it.
	logOpen       bool
	logW, logFull float64
	dock          logDock // log_dock.go: where the log is, hidden or not
	mini          minimap // minimap*.go: the whole map in small

	table   table             // miniatures_table.go: the battle table of the map's battle
	miniWhy miniaturesAnswers // miniatures.go
}

// LogShut is the height of the log when the pointer is elsewhere: the
// title and the last four lines.
const LogShut = 30 + 4*logLineH

// New prepares the scene; images are made in the game loop.
func New(cfg Config) *Scene {
	s := &Scene{cfg: cfg, sess: cfg.Session}
	s.comp.quiet = input.KeyGrace + 1 // no computer turn has just ended
	s.mv = mapview.New(mapview.Config{Title: cfg.Title, Map: cfg.Map, Objectives: cfg.Objectives,
		Grid: cfg.Grid, EdgeScroll: cfg.EdgeScroll})
	s.mv.SetTitleBar(false) // under the phase bar
	s.layer = markers.New()
	s.anim.layer, s.anim.play = s.layer, s.play
	s.bar = newTopBar(cfg.Help != nil)
	s.side = newSidebar()
	s.log = newLogPanel()
	s.dock = newLogDock()
	s.mini = newMinimap()
	s.hand = newHandOff()
	s.sheet = newProdSheet()
	s.deployStep = -1
	s.cards = cardview.New(cfg.Session.Content(), cfg.Session, s.layer)
	s.cards.Orders = cardview.OrderCards{Why: s.orderCardWhy, Start: s.startOrderCard} // cards.go
	s.cards.Do = s.doEvents                                                            // actions.go: a card played is heard and its units' hexes pulse
	s.toast.L = lettering(art.Bold, 14, textLight)
	s.toastBad.L = lettering(art.Bold, 14, textBad)
	s.tip.L = lettering(art.Regular, 12.5, art.Ink)
	s.keysHint.L = lettering(art.Regular, 12, textDim)
	s.stale = true
	s.w, s.h = 1280, 800
	s.layout()
	return s
}

// Map is the map scene underneath (camera, grid).
func (s *Scene) Map() *mapview.Scene { return s.mv }

// Session is the game being played.
func (s *Scene) Session() *session.Session { return s.sess }

// Markers is the unit marker layer, as last set from the viewer's View.
func (s *Scene) Markers() *markers.Layer { return s.layer }

// Close stops the map's tile painters.
func (s *Scene) Close() { s.mv.Close() }

// Ready reports whether the map in view is drawn at full quality and no
// attack preview is being computed.
func (s *Scene) Ready() bool { return s.mv.Ready() && !s.outcomeBusy() && s.minimapReady() } // odds_preview.go, minimap_dots.go

// Idle reports whether no tiles are being painted in the background.
func (s *Scene) Idle() bool { return s.mv.Idle() }

// start makes the images the first frame needs.
func (s *Scene) start() {
	if s.sp != nil {
		return
	}
	s.keysHint.Set("F1 help  ·  C card  ·  H hand  ·  Ctrl+S save  ·  Esc menu")
	_, s.keysHintH = s.keysHint.Size()
	s.sp = newSprites()
	s.under = &under{sp: s.sp}
	s.above = newAbove(s.sp, s.layer)
	s.setup.ov = newZoneOverlay()
	s.mv.AddOverlay(s.setup.ov)
	s.mv.AddOverlay(&s.ring) // beneath the highlights, which stay bright
	s.mv.AddOverlay(s.under)
	s.mv.AddMarkers(s.layer)
	s.mv.AddMarkers(s.above)
	s.startOrders()
	s.mv.AddMarkers(&s.anim)
	s.mv.AddMarkers(&s.pulse)
	s.mv.AddPanels(panelBacks{s})
	s.refresh()
}

// Resize lays the screen out: the phase bar on top, the unit panel on the
// right, the map between them above the map's status bar, the log over
// the map's lower left corner.
func (s *Scene) Resize(w, h int) {
	s.w, s.h = w, h
	s.mv.Resize(w, h)
	s.layout()
	s.tableResize() // miniatures_table.go
	cam := s.mv.Camera()
	cam.SetView(hex.Rect{MinX: 0, MinY: BarH, MaxX: s.sideR.X, MaxY: s.statusR.Y})
	if !s.fit {
		s.fit = true
		s.openingView(cam) // opening_view.go
	}
	s.stale = true
}

func (s *Scene) layout() {
	w, h := float64(s.w), float64(s.h)
	s.barR = widget.Rect{X: 0, Y: 0, W: w, H: BarH}
	s.statusR = widget.Rect{X: 0, Y: h - mapview.StatusBar, W: w, H: mapview.StatusBar}
	s.sideR = widget.Rect{X: w - SideW, Y: BarH, W: SideW, H: s.statusR.Y - BarH}
	mapW := s.sideR.X
	s.mv.SetStatusRoom(mapW - 20) // the panel's key list covers the rest
	s.logW = max(200, min(560, mapW-20))
	s.logFull = max(120, min(300, 0.36*h))
	s.setLogOpen(s.logOpen)
	s.bar.w = w
	s.bar.layout()
	s.cards.Resize(s.w, s.h)
	s.placeCardButtons()
	s.side.r = s.sideR
	if s.sheet.nr > 0 {
		s.sheet.layout(s.sheetR())
	}
}

// overUI reports whether screen point (x, y) is over the chrome rather
// than the map.
func (s *Scene) overUI(x, y int) bool {
	return s.barR.Has(x, y) || s.sideR.Has(x, y) || s.logR.Has(x, y) || s.statusR.Has(x, y) || s.overMinimap(x, y) ||
		(s.sheetShown() && s.sheet.r.Has(x, y)) ||
		x < 0 || y < 0 || x >= s.w || y >= s.h
}

// Update advances one tick.
func (s *Scene) Update(in input.Source) error {
	s.start()
	s.mv.Background() // the map keeps painting while a panel or an animation holds the input
	s.receiveMinimap()
	// miniatures_table.go: a battle of the map is fought on its table.
	if s.tableUpdate(in) {
		return nil
	}
	s.pulse.tick()
	x, y := in.Cursor()
	if open := s.logHover(x, y); open != s.logOpen && !s.ptr.down[left] {
		s.setLogOpen(open)
	}
	onUI := s.overUI(x, y)
	s.ptr.update(in, onUI)
	s.dragLog(x) // log_dock.go
	s.dragMinimap(x, y)
	// computer.go: while the computer plays, only the camera and menus are free.
	if held, err := s.computerUpdate(in, x, y, onUI); held || err != nil {
		return err
	}
	if s.anim.on() { // anim.go: the camera still moves; a click or another key skips it
		if err := s.steer(in, x, y, onUI); err != nil {
			return err
		}
		s.animUpdate(in)
		if s.stale {
			s.refresh() // the panels and log follow; the markers stay animated
		}
		return nil
	}
	if s.sess.NeedsHandOff() {
		s.hand.set(s.sess.HandOffTo(), s.sess.Game().Pending.Kind)
		if s.menuKeys(in, true) {
			return nil
		}
		if s.ptr.click[left] {
			s.sess.TakeOver()
			s.viewerChanged()
		}
		return nil
	}
	if err := s.sess.AutosaveFailure(); err != nil { // once the board shows, as a failed quick-save is
		s.say("Not autosaved: "+err.Error(), true)
	}
	// The panels take the input top first, in the reverse of the order
	// Draw lays them down: a card panel or an event drawn (above all),
	// the computer's summary, the attack's confirmation.
	if s.cardsUpdate(in, x, y) {
		s.tipOn = false
		return nil
	}
	if s.summaryUpdate(in, x, y) { // computer_summary.go
		return nil
	}
	if s.confirmUpdate(in, x, y) { // attack_confirm.go
		s.tipOn = false
		if s.stale {
			s.refresh()
		}
		return nil
	}

	if err := s.steer(in, x, y, onUI); err != nil {
		return err
	}
	ctrl := s.mapIn.blockS
	if h, on := s.mv.Hover(); on != s.sel.hoverOn || h != s.sel.hover {
		s.sel.hover, s.sel.hoverOn = h, on
		s.hoverChanged()
	}

	shift := in.KeyDown(ebiten.KeyShiftLeft) || in.KeyDown(ebiten.KeyShiftRight)
	s.clicks(x, y, shift)
	s.keys(in, ctrl)
	if s.stale {
		s.refresh() // before the tooltip, so it never names a button just hidden
	}
	s.updateTip(x, y)
	s.pollOutcome() // odds_preview.go
	if s.toastTicks > 0 {
		s.toastTicks--
	}
	if s.stale {
		s.refresh()
	}
	return nil
}

// steer passes the input to the map (drag, wheel and keys move the
// camera) and the wheel over the catalog or the log to them.
func (s *Scene) steer(in input.Source, x, y int, onUI bool) error {
	s.mapIn.in = in
	mapDrag := false
	for i := range buttons {
		mapDrag = mapDrag || (s.ptr.down[i] && !s.ptr.onUI[i])
		s.mapIn.block[i] = (s.ptr.down[i] && s.ptr.onUI[i]) || (!s.ptr.down[i] && onUI)
	}
	s.mapIn.hideMouse = onUI && !mapDrag
	s.mapIn.blockS = in.KeyDown(ebiten.KeyControlLeft) || in.KeyDown(ebiten.KeyControlRight) || in.KeyDown(ebiten.KeyMeta)
	if err := s.mv.Update(&s.mapIn); err != nil {
		return err
	}
	switch {
	case s.sheetShown() && s.sheet.r.Has(x, y):
		if _, dy := in.Wheel(); dy != 0 {
			s.sheet.wheel(dy)
		}
	case s.logR.Has(x, y):
		if _, dy := in.Wheel(); dy != 0 {
			s.log.wheel(dy)
		}
	case s.side.r.Has(x, y) && s.side.moreOn:
		if _, dy := in.Wheel(); dy != 0 {
			s.side.scroll(dy)
			s.stale = true // the panel is laid out again with the new window
		}
	}
	return nil
}

// clicks routes this tick's click to a button, a row or the map.
func (s *Scene) clicks(x, y int, shift bool) {
	click := s.ptr.click[left] && s.ptr.onUI[left] == s.overUI(x, y)
	uiClick := click && s.ptr.onUI[left]
	if uiClick {
		s.clickSound(x, y)
	}
	if s.sheetShown() && s.sheetClicks(x, y, uiClick) {
		uiClick, click = false, false
	}
	switch {
	case s.bar.help.HoverAt(x, y, uiClick):
		s.cfg.Help()
	case s.bar.end.HoverAt(x, y, uiClick):
		s.pass()
	case s.bar.undo.HoverAt(x, y, uiClick):
		s.undo()
	case s.bar.catalog.HoverAt(x, y, uiClick):
		s.toggleCatalog()
	case s.bar.staging.HoverAt(x, y, uiClick):
		s.toggleStaging()
	case s.side.unbuy.HoverAt(x, y, uiClick):
		s.unbuy()
	case s.buildClicked(x, y, uiClick):
	case s.cards.Bar(x, y, uiClick):
	case s.dockClicked(x, y, uiClick): // log_dock.go
	case s.minimapClicked(x, y, uiClick):
	case uiClick && s.logR.Has(x, y) && s.log.click(x, y): // log_filter.go
		s.stale = true
	case s.plansClicks(x, y, uiClick): // combat_orders.go
	case s.side.dig.HoverAt(x, y, uiClick):
		s.digIn()
	case s.ordersClicked(x, y, uiClick):
	case s.side.retAll.HoverAt(x, y, uiClick):
		s.retaliateAll()
	case s.side.retNone.HoverAt(x, y, uiClick):
		s.pass()
	case uiClick && !(s.sheetShown() && s.sheet.r.Has(x, y)):
		for _, r := range s.side.rows {
			if r.r.Has(x, y) {
				s.clickRow(r, shift)
				break
			}
		}
	case click && s.sel.hoverOn:
		s.clickHex(s.sel.hover, shift)
	}
	if s.ptr.click[right] && (!s.ptr.onUI[right] || s.sheetShown() && s.sheet.r.Has(x, y)) {
		s.cancel()
	}
}

// menuKeys opens the help on F1 and, on Esc, cancels what is under way
// or, with nothing to cancel (or on the hand-off screen), opens the pause
// menu. It reports whether it used the key.
func (s *Scene) menuKeys(in input.Source, handOff bool) bool {
	switch {
	case in.KeyPressed(ebiten.KeyF1) && s.cfg.Help != nil:
		s.cfg.Help()
	case !in.KeyPressed(ebiten.KeyEscape):
		return false
	case (handOff || !s.cancel()) && s.cfg.Pause != nil:
		s.cfg.Pause()
	}
	return true
}

func (s *Scene) keys(in input.Source, ctrl bool) {
	switch {
	case ctrl && in.KeyPressed(ebiten.KeyS):
		s.save()
	case s.comp.quiet > input.KeyGrace && (in.KeyPressed(ebiten.KeyEnter) || in.KeyPressed(ebiten.KeyNumpadEnter) || in.KeyPressed(ebiten.KeySpace)):
		if s.bar.end.Shown && s.bar.end.Enabled {
			s.pass()
		}
	case in.KeyPressed(ebiten.KeyU):
		if s.bar.undo.Shown {
			s.undo()
		}
	case s.menuKeys(in, false):
	case !ctrl && in.KeyPressed(ebiten.KeyC):
		s.openSelectedCard()
	case !ctrl && in.KeyPressed(ebiten.KeyH):
		s.cards.OpenHand()
	case !ctrl && in.KeyPressed(ebiten.KeyE):
		s.cards.OpenEvents()
	case !ctrl && in.KeyPressed(ebiten.KeyL):
		s.toggleLog() // log_dock.go
	case !ctrl && in.KeyPressed(ebiten.KeyM):
		s.toggleMinimap() // minimap.go
	}
}

// say shows a message for a few seconds.
func (s *Scene) say(msg string, bad bool) {
	msg = upperFirst(msg)
	s.toastIsBad = bad
	w := max(200, min(640, s.sideR.X-80))
	if bad {
		s.toastBad.set(msg, w)
	} else {
		s.toast.set(msg, w)
	}
	s.toastTicks = ToastTicks
}

// Toast is the message shown, if any.
func (s *Scene) Toast() string {
	if s.toastTicks == 0 {
		return ""
	}
	if s.toastIsBad {
		return s.toastBad.String()
	}
	return s.toast.String()
}

// updateTip shows a disabled button's reason (or a button's shortcut)
// while the pointer rests on it.
func (s *Scene) updateTip(x, y int) {
	var b *widget.Button
	for _, c := range [...]*widget.Button{&s.bar.help, &s.bar.end, &s.bar.undo, &s.bar.catalog, &s.bar.staging,
		&s.side.dig, &s.side.retAll, &s.side.retNone, &s.side.unbuy, &s.dock.hide, &s.dock.move, &s.mini.toggle} {
		if c.Shown && c.R.Has(x, y) && c.Reason != "" {
			b = c
		}
	}
	if b == &s.mini.toggle && s.minimapAway() {
		b = nil
	}
	for _, c := range s.side.builds[:s.side.nBuild] {
		if c.b.Shown && c.b.R.Has(x, y) && c.b.Reason != "" {
			b = &c.b
		}
	}
	if c := s.plansTip(x, y); c != nil { // combat_orders.go
		b = c
	}
	if c := s.orderTip(x, y); c != nil {
		b = c
	}
	anchor, text := widget.Rect{}, ""
	if b != nil {
		anchor, text = b.R, b.Reason
	} else {
		anchor, text = s.bar.doTip(x, y) // topbar.go: a shortened guidance line in full
	}
	if s.sheetShown() && s.sheet.r.Has(x, y) {
		b, anchor, text = nil, widget.Rect{}, ""
		if s.sheet.close.R.Has(x, y) {
			b, anchor, text = &s.sheet.close, s.sheet.close.R, s.sheet.close.Reason
		}
		for _, rw := range s.sheet.rows[:s.sheet.nr] {
			switch {
			case !rw.vis || !rw.r.Has(x, y):
			case rw.xp.Shown && rw.xp.R.Has(x, y):
				b, anchor, text = &rw.xp, rw.xp.R, rw.xp.Reason
			case rw.buy.R.Has(x, y):
				b, anchor, text = &rw.buy, rw.buy.R, rw.buy.Reason
			case rw.why != "":
				b, anchor, text = &rw.buy, rw.buy.R, upperFirst(rw.why)
			}
		}
	}
	s.tipOn = text != ""
	if !s.tipOn {
		s.tipOf = nil
		s.tipOn = s.cardsTip(x, y)
		return
	}
	s.tip.set(text, 320)
	s.tipR, s.tipOf = s.placeTip(anchor, s.tip.maxWidth(), s.tip.height()), b // toast.go
}

// Tip is the tooltip text shown, if any.
func (s *Scene) Tip() string {
	if !s.tipOn {
		return ""
	}
	return s.tip.String()
}

func upperFirst(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// Opaque reports whether Draw starts with the map, which paints the
// whole screen (scene.Opaque); the hand-off screen does not.
func (s *Scene) Opaque() bool { return !s.handOffShown() }

// handOffShown reports whether the frame shows the hand-off screen.
func (s *Scene) handOffShown() bool { return s.sess.NeedsHandOff() && !s.anim.on() }

// Draw renders the frame.
func (s *Scene) Draw(dst *ebiten.Image) {
	s.start()
	w, h := float64(s.w), float64(s.h)
	if s.tableDraw(dst) { // miniatures_table.go
		return
	}
	if s.handOffShown() {
		s.hand.set(s.sess.HandOffTo(), s.sess.Game().Pending.Kind) // an order this tick may have asked for it: named from the first frame
		s.hand.draw(dst, w, h)
		return
	}
	s.mv.Draw(dst)
	s.drawMinimap(dst)
	s.drawCorner(dst) // corner.go: the money and the keys under the panel
	if s.sheetShown() {
		s.sheet.draw(dst, s.layer)
	} else {
		s.log.draw(dst)
		s.dock.hide.Draw(dst)
		s.dock.move.Draw(dst)
	}
	s.side.draw(dst, s.layer)
	s.drawDecision(dst)
	s.drawOrders(dst) // orders_targeting.go
	s.drawPlans(dst)  // combat_orders.go
	// The attack's outcome preview (odds_preview.go).
	s.drawOutcome(dst)
	s.bar.draw(dst)
	s.drawCards(dst)
	s.drawToast(dst) // toast.go
	if s.tipOn {
		fill(dst, s.tipR, art.RGB{R: 0.98, G: 0.95, B: 0.85}.Alpha(0.98))
		outline(dst, s.tipR, 1, art.Ink.Alpha(0.8))
		s.tip.draw(dst, s.tipR.X+8, s.tipR.Y+5)
	}
	s.drawConfirm(dst)  // attack_confirm.go
	s.drawComputer(dst) // computer.go
	s.cards.Draw(dst)
}
