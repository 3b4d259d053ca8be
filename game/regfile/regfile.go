// Package regfile opens the files the game reads (saves, data files,
// settings) and refuses anything that is not an ordinary file: reading a
// named pipe would wait forever for a writer, a device could be endless.
package regfile

import (
	"fmt"
	"io/fs"
	"os"
)

// Open opens path for reading if it is a regular file (a symbolic link to
// one is fine) and returns it with its size.
func Open(path string) (*os.File, int64, error) {
	f, err := open(path)
	if err != nil {
		return nil, 0, err
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, 0, err
	}
	if !fi.Mode().IsRegular() {
		f.Close()
		return nil, 0, fmt.Errorf("%s: %w (it is %s)", path, ErrNotRegular, kind(fi.Mode()))
	}
	return f, fi.Size(), nil
}

// ErrNotRegular is wrapped by the error Open gives for a pipe, a
// directory, a device or a socket.
var ErrNotRegular = fmt.Errorf("not a regular file, so it is not read")

func kind(m fs.FileMode) string {
	switch {
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m.IsDir():
		return "a directory"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "not an ordinary file"
}
