// Package pause is the menu Esc opens over the play screen: Resume, Save
// (to a named slot), Load, Settings, Help, Quit to main menu and Quit
// game. Every path leads back: sub-pages return to the menu with Esc, a
// right click or their Back button, and the menu returns to the game.
// The two quits ask first. It changes nothing in the game itself: saving
// goes through Config.Save (session.Session.Save); the other choices are
// the caller's (render/app.go switches the scenes).
package pause

import (
	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/art"
	"frontline/render/input"
	"frontline/render/ui"
	"frontline/render/widget"
)

// Config says where the menu's choices go. A nil func disables its item
// (with a reason).
type Config struct {
	// Save writes the game to slot name; nil: saving is off.
	Save func(name string) error
	// SaveName is the name offered for a new save.
	SaveName func() string
	// Exists reports whether slot name already holds a save.
	Exists func(name string) bool
	// Load, Settings and Help open those screens (the menu stays open
	// underneath for when they return); MainMenu leaves the game for the
	// main menu and Quit ends the program.
	Load, Settings, Help, MainMenu, Quit func()
}

// Page is one page of the menu.
type Page int

const (
	Main Page = iota
	SavePage
	ConfirmMenu
	ConfirmQuit
)

const (
	panelW = 380.0
	itemH  = 42.0
	gap    = 10.0
)

// Menu is the pause menu. Create it with New.
type Menu struct {
	cfg     Config
	shown   bool
	page    Page
	w, h    float64
	started bool
	ptr     widget.Pointer
	tip     widget.Tip
	panel   widget.Rect

	title, sub ui.Text
	items      [7]widget.Button // resume, save, load, settings, help, main menu, quit
	name       nameField
	msg        widget.Para
	msgBad     bool
	exists     bool
	ok, back   widget.Button
	saveFirst  widget.Button
	note       widget.Para
}

// The main page's items.
const (
	itemResume = iota
	itemSave
	itemLoad
	itemSettings
	itemHelp
	itemMenu
	itemQuit
)

// New prepares the menu; images are made in the game loop.
func New(cfg Config) *Menu { return &Menu{cfg: cfg, w: 1280, h: 800} }

// Open shows the menu's main page.
func (m *Menu) Open() {
	m.start()
	m.shown = true
	m.ptr = widget.Pointer{}
	m.show(Main)
	m.msg.Set("", 0)
}

// Close hides the menu (back to the game).
func (m *Menu) Close() { m.shown = false }

// Shown reports whether the menu is up; Page is the page shown.
func (m *Menu) Shown() bool { return m.shown }
func (m *Menu) Page() Page  { return m.page }

// Items are the main page's buttons, top to bottom.
func (m *Menu) Items() []*widget.Button {
	m.start()
	out := make([]*widget.Button, len(m.items))
	for i := range m.items {
		out[i] = &m.items[i]
	}
	return out
}

// Message is the last message shown (a save's result).
func (m *Menu) Message() string { return m.msg.String() }

// Tip is the tooltip shown, if any.
func (m *Menu) Tip() string { return m.tip.Text() }

// Resize lays the menu out for a screen of w×h pixels.
func (m *Menu) Resize(w, h int) {
	m.w, m.h = float64(w), float64(h)
	if m.started {
		m.layout()
	}
}

func (m *Menu) start() {
	if m.started {
		return
	}
	m.started = true
	m.tip = widget.NewTip()
	m.title.L = widget.Lettering(art.Bold, 24, widget.TextLight)
	m.sub.L = widget.Lettering(art.Regular, 13.5, widget.TextDim)
	for i, l := range [...]string{"Resume", "Save game…", "Load game…", "Settings…", "Help", "Quit to main menu", "Quit game"} {
		m.items[i] = widget.NewButton(i == itemResume, 16)
		m.items[i].Set(l, true, "")
	}
	m.items[itemResume].Reason = "Back to the game (Esc)"
	for i, f := range [...]struct {
		f   func()
		why string
	}{{m.cfg.Load, "Loading is off: no save folder"}, {m.cfg.Settings, "Settings cannot be changed here"},
		{m.cfg.Help, "No help here"}, {m.cfg.MainMenu, "No main menu here"}, {m.cfg.Quit, "Close the window to quit"}} {
		if f.f == nil {
			m.items[itemLoad+i].Set(m.items[itemLoad+i].Label(), false, f.why)
		}
	}
	if m.cfg.Save == nil {
		m.items[itemSave].Set("Save game…", false, "Saving is off: no save folder could be found")
	}
	m.name = newNameField()
	m.msg = widget.NewPara(widget.Lettering(art.Medium, 13.5, widget.TextDim))
	m.note = widget.NewPara(widget.Lettering(art.Regular, 14, widget.TextLight))
	m.ok = widget.NewButton(true, 16)
	m.back = widget.NewButton(false, 16)
	m.back.Set("Back", true, "Back to the menu (Esc)")
	m.saveFirst = widget.NewButton(false, 16)
	m.saveFirst.Set("Save first…", m.cfg.Save != nil, "Save under a name, then come back here")
	m.layout()
}

// Show switches to page p (the menu must be open).
func (m *Menu) Show(p Page) { m.show(p) }

// show switches to page p.
func (m *Menu) show(p Page) {
	m.page = p
	switch p {
	case Main:
		m.title.Set("Game paused")
		m.sub.Set("The game waits while this menu is open")
	case SavePage:
		m.title.Set("Save game")
		m.sub.Set("Type a name; Enter saves, Esc goes back")
		if m.cfg.SaveName != nil {
			m.name.set(m.cfg.SaveName())
		}
		m.nameChanged()
	case ConfirmMenu:
		m.title.Set("Quit to main menu?")
		m.sub.Set("")
		m.ok.Set("Quit to menu", true, "Leave this game for the main menu")
	case ConfirmQuit:
		m.title.Set("Quit the game?")
		m.sub.Set("")
		m.ok.Set("Quit game", true, "Close Frontline General")
	}
	m.layout()
}

const confirmText = "Anything since your last save is lost. The slot “autosave” is rewritten whenever a new turn begins; Save first keeps the game exactly as it is now."

func (m *Menu) layout() {
	x := m.w/2 - panelW/2
	top := 76.0
	body := 0.0
	switch m.page {
	case Main:
		body = float64(len(m.items))*(itemH+gap) - gap
	case SavePage:
		body = 40 + 12 + 46 + itemH
	case ConfirmMenu, ConfirmQuit:
		m.note.Set(confirmText, panelW-48)
		body = m.note.Height() + 16 + 3*(itemH+gap) - gap
	}
	if m.page == Main || m.page == SavePage {
		m.msgLayout()
		if m.msg.Lines() > 0 {
			body += 10 + m.msg.Height()
		}
	}
	h := top + body + 26
	m.panel = widget.Rect{X: x, Y: max(10, m.h/2-h/2), W: panelW, H: h}
	y := m.panel.Y + top
	ix, iw := x+24, panelW-48
	switch m.page {
	case Main:
		for i := range m.items {
			m.items[i].R = widget.Rect{X: ix, Y: y, W: iw, H: itemH}
			y += itemH + gap
		}
	case SavePage:
		m.name.r = widget.Rect{X: ix, Y: y, W: iw, H: 40}
		y += 40 + 12 + 46
		bw := (iw - gap) / 2
		m.ok.R = widget.Rect{X: ix, Y: y, W: bw, H: itemH}
		m.back.R = widget.Rect{X: ix + bw + gap, Y: y, W: bw, H: itemH}
	case ConfirmMenu, ConfirmQuit:
		y += m.note.Height() + 16
		for _, b := range [...]*widget.Button{&m.ok, &m.saveFirst, &m.back} {
			b.R = widget.Rect{X: ix, Y: y, W: iw, H: itemH}
			y += itemH + gap
		}
	}
}

func (m *Menu) msgLayout() { m.msg.Set(m.msg.String(), panelW-48) }

// say shows a message under the menu.
func (m *Menu) say(s string, bad bool) {
	m.msgBad = bad
	ink := widget.TextDim
	if bad {
		ink = widget.TextBad
	}
	if m.msg.L.Ink != ink {
		m.msg = widget.NewPara(widget.Lettering(art.Medium, 13.5, ink))
	}
	m.msg.Set(s, panelW-48)
	m.layout()
}

// Update reads one tick while the menu is shown.
func (m *Menu) Update(in input.Source) {
	if !m.shown {
		return
	}
	m.ptr.Update(in)
	back := m.ptr.RClick || in.KeyPressed(ebiten.KeyEscape)
	enter := in.KeyPressed(ebiten.KeyEnter) || in.KeyPressed(ebiten.KeyNumpadEnter)
	var anchor *widget.Button
	hover := func(b *widget.Button) bool {
		if b.Shown && b.R.Has(m.ptr.X, m.ptr.Y) {
			anchor = b
		}
		return b.Hover(&m.ptr)
	}
	switch m.page {
	case Main:
		chosen := -1
		for i := range m.items {
			if hover(&m.items[i]) {
				chosen = i
			}
		}
		switch {
		case back:
			m.shown = false
		case chosen >= 0:
			m.choose(chosen)
		}
	case SavePage:
		if m.name.update(in) {
			m.nameChanged()
		}
		switch {
		case hover(&m.ok) || (enter && m.ok.Enabled):
			m.save()
		case hover(&m.back) || back:
			m.show(Main)
		}
	case ConfirmMenu, ConfirmQuit:
		switch {
		case hover(&m.ok) || enter:
			m.shown = false
			if m.page == ConfirmMenu {
				m.cfg.MainMenu()
			} else {
				m.cfg.Quit()
			}
		case hover(&m.saveFirst):
			m.show(SavePage)
		case hover(&m.back) || back:
			m.show(Main)
		}
	}
	if anchor != nil && anchor.Reason != "" {
		m.tip.Show(anchor.Reason, anchor.R, m.w, m.h)
	} else {
		m.tip.Hide()
	}
}

func (m *Menu) choose(i int) {
	switch i {
	case itemResume:
		m.shown = false
	case itemSave:
		m.msg.Set("", 0)
		m.show(SavePage)
	case itemLoad:
		m.cfg.Load()
	case itemSettings:
		m.cfg.Settings()
	case itemHelp:
		m.cfg.Help()
	case itemMenu:
		m.show(ConfirmMenu)
	case itemQuit:
		m.show(ConfirmQuit)
	}
}

// nameChanged checks the name typed: Save needs one, and says when it
// replaces a save.
func (m *Menu) nameChanged() {
	name := m.name.text()
	m.exists = name != "" && m.cfg.Exists != nil && m.cfg.Exists(name)
	switch {
	case name == "":
		m.ok.Set("Save", false, "Type a name for the save first")
	case m.exists:
		m.ok.Set("Save", true, "A save of this name exists: saving replaces it (Enter)")
	default:
		m.ok.Set("Save", true, "Write the game to this slot (Enter)")
	}
}

// save writes the slot named in the field and goes back to the main page
// (it stays on the save page when saving fails, saying why).
func (m *Menu) save() {
	name := m.name.text()
	if err := m.cfg.Save(name); err != nil {
		m.say("Not saved: "+err.Error(), true)
		return
	}
	m.show(Main)
	m.say("Saved as “"+name+"”. Load game on the main menu lists it.", false)
}

// Draw draws the menu over dst when it is shown.
func (m *Menu) Draw(dst *ebiten.Image) {
	if !m.shown {
		return
	}
	widget.Fill(dst, widget.Rect{W: m.w, H: m.h}, art.RGB{R: 0.03, G: 0.035, B: 0.04}.Alpha(0.55))
	widget.Panel(dst, m.panel, 0.97)
	tw, _ := m.title.Size()
	m.title.Draw(dst, m.panel.X+m.panel.W/2-tw/2, m.panel.Y+16)
	sw, _ := m.sub.Size()
	m.sub.Draw(dst, m.panel.X+m.panel.W/2-sw/2, m.panel.Y+48)
	y := 0.0
	switch m.page {
	case Main:
		for i := range m.items {
			m.items[i].Draw(dst)
		}
		y = m.items[len(m.items)-1].R.Y + itemH + 10
	case SavePage:
		m.name.draw(dst)
		m.drawSaveNote(dst)
		m.ok.Draw(dst)
		m.back.Draw(dst)
		y = m.ok.R.Y + itemH + 10
	case ConfirmMenu, ConfirmQuit:
		m.note.Draw(dst, m.panel.X+24, m.panel.Y+76)
		m.ok.Draw(dst)
		m.saveFirst.Draw(dst)
		m.back.Draw(dst)
	}
	if m.msg.Lines() > 0 && (m.page == Main || m.page == SavePage) {
		m.msg.Draw(dst, m.panel.X+24, y)
	}
	m.tip.Draw(dst)
}
