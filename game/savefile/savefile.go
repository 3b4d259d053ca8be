// Package savefile stores saved games safely. Write replaces a file
// atomically, so a crash or a full disk leaves either the old save or the new
// one, never half of one. Encode and Decode wrap the engine's opaque game data
// in an envelope that records its length and SHA-256, so a cut-off, damaged
// or hand-edited save is refused with a message that says which file and
// what is wrong instead of loading as a different game.
package savefile

import (
	"fmt"
	"io"

	"frontline/game/regfile"
)

// Save writes body to path in the save envelope, atomically.
func Save(path string, body []byte) error {
	data := Encode(body)
	if len(data) > MaxSize {
		return &Error{File: path, Kind: ErrTooLarge, Msg: fmt.Sprintf(
			"%s: %d bytes of game data (a save may hold at most %d MiB)", ErrTooLarge, len(body), MaxSize>>20)}
	}
	return Write(path, data)
}

// Read loads the save at path and returns its body after checking it. A file
// over MaxSize is refused without being read, and so is anything but a
// regular file.
func Read(path string) ([]byte, error) {
	f, size, err := regfile.Open(path) // a named pipe would never end
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if size > MaxSize {
		return nil, &Error{File: path, Kind: ErrTooLarge, Msg: fmt.Sprintf(
			"%s: %d bytes (a save may hold at most %d MiB)", ErrTooLarge, size, MaxSize>>20)}
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return Decode(path, data)
}
