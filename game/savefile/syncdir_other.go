//go:build !unix

package savefile

// syncDir does nothing where the os package cannot sync a directory
// (Windows, wasm). The rename still swaps the whole file in one step.
func syncDir(string) error { return nil }
