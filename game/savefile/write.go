package savefile

import (
	"fmt"
	"os"
	"path/filepath"
)

// beforeRename runs after the temporary file is complete and before it
// replaces the target. Tests set it to simulate a crash at the worst moment.
var beforeRename func(tmp string) error

// Write replaces path with data atomically: it writes a temporary file in the
// same directory, flushes it to disk, renames it over path and flushes the
// directory so the rename itself survives a power cut. Missing directories
// are created. On failure path is untouched and the temporary file removed.
func Write(path string, data []byte) error {
	if err := write(path, data); err != nil {
		return fmt.Errorf("saving %s: %w", path, err)
	}
	return nil
}

func write(path string, data []byte) (err error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, tempPattern(path))
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close() // may already be closed; the error is not news
			os.Remove(tmp)
		}
	}()
	if _, err := f.Write(data); err != nil {
		return err
	}
	if err := f.Chmod(0o644); err != nil { // CreateTemp makes 0600; a save is an ordinary document
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if beforeRename != nil {
		if err := beforeRename(tmp); err != nil {
			return err
		}
	}
	if err := os.Rename(tmp, path); err != nil {
		return err
	}
	return syncDir(dir)
}
