//go:build unix

package savefile

import (
	"errors"
	"os"
	"syscall"
)

// syncDir flushes a directory entry change (the rename) to disk. Some file
// systems cannot sync a directory; the file itself is already safe then.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !errors.Is(err, syscall.EINVAL) && !errors.Is(err, syscall.ENOTSUP) {
		return err
	}
	return nil
}
