//go:build !unix

package regfiletest

import "errors"

func mkfifo(string) error { return errors.New("not a Unix system") }
