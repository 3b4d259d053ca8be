package savefile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"time"
)

// tempPattern names Write's temporary file for path (os.CreateTemp puts
// random digits at the star). A dot name keeps the leftover of a crash out
// of save listings.
func tempPattern(path string) string {
	return "." + filepath.Base(path) + ".tmp-*"
}

// tempName matches what tempPattern makes and nothing a player would name.
var tempName = regexp.MustCompile(`^\..+\.tmp-[0-9]+$`)

// StaleAge is how old a temporary file must be before CleanTemps removes
// it: a write takes milliseconds, so an older one was left by a crash or a
// power cut, not by another copy of the game saving right now.
const StaleAge = time.Minute

// CleanTemps removes the temporary files interrupted writes left in dir
// (only regular files named as Write names them, and only stale ones) and
// returns how many it removed. A missing dir is not an error.
func CleanTemps(dir string) (int, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	removed := 0
	var errs []error
	for _, e := range entries {
		if !e.Type().IsRegular() || !tempName.MatchString(e.Name()) {
			continue
		}
		fi, err := e.Info()
		if err != nil || time.Since(fi.ModTime()) < StaleAge {
			continue
		}
		if err := os.Remove(filepath.Join(dir, e.Name())); err != nil {
			errs = append(errs, err)
			continue
		}
		removed++
	}
	return removed, errors.Join(errs...)
}
