package tomldoc

import (
	"fmt"
	"io"
	"os"
)

// ReadFile reads a data file from disk, refusing files over MaxFileSize
// with a located error before reading them whole.
func ReadFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(data) > MaxFileSize {
		return nil, &Error{File: path, Line: 1, Col: 1, Msg: fmt.Sprintf("file is over %d bytes (at most %d allowed)", MaxFileSize, MaxFileSize)}
	}
	return data, nil
}
