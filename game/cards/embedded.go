package cards

import (
	"sync"

	"frontline/assets"
)

// Names of the card databases inside the assets package.
const (
	CommandsFile = "commands.toml"
	EventsFile   = "events.toml"
)

// EmbeddedCommands loads the Command Cards built into the binary. The
// result is shared: treat it as read-only.
var EmbeddedCommands = sync.OnceValues(func() (*Commands, error) {
	data, err := assets.Read(CommandsFile)
	if err != nil {
		return nil, err
	}
	return LoadCommands("assets/"+CommandsFile, data)
})

// EmbeddedEvents loads the Event Cards built into the binary. The result
// is shared: treat it as read-only. Unit ids are checked separately with
// CheckUnits against the unit catalog.
var EmbeddedEvents = sync.OnceValues(func() (*Events, error) {
	data, err := assets.Read(EventsFile)
	if err != nil {
		return nil, err
	}
	return LoadEvents("assets/"+EventsFile, data)
})
