//go:build !unix

package regfile

import (
	"fmt"
	"os"
)

// open looks before it opens where opening cannot be told not to block.
func open(path string) (*os.File, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: %w (it is %s)", path, ErrNotRegular, kind(fi.Mode()))
	}
	return os.Open(path)
}
