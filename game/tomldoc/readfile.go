package tomldoc

import (
	"fmt"
	"io"

	"frontline/game/regfile"
)

// ReadFile reads a data file from disk, refusing anything but a regular
// file (a named pipe would hang the reader) and files over MaxFileSize with
// a located error before reading them whole.
func ReadFile(path string) ([]byte, error) {
	f, size, err := regfile.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if size > MaxFileSize {
		return nil, tooLarge(path)
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(data) > MaxFileSize { // grew while being read
		return nil, tooLarge(path)
	}
	return data, nil
}

func tooLarge(path string) error {
	return &Error{File: path, Line: 1, Col: 1, Msg: fmt.Sprintf("file is over %d bytes (at most %d allowed)", MaxFileSize, MaxFileSize)}
}
