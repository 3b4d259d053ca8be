// Package proctime reads the CPU time a process has used from Linux's
// /proc: the frame benchmark's driver samples its children with it, and
// the measured programs report their own time per frame, which the
// machine's load upsets far less than their frame rate.
package proctime

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"time"
)

// Tick is the unit of /proc/PID/stat times, the kernel's USER_HZ (100 a
// second on every Linux Go supports).
const Tick = 10 * time.Millisecond

// Of is the user plus system time of process pid so far, every thread.
func Of(pid int) (time.Duration, error) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, err
	}
	// The command name (field 2) may hold spaces; count from its ')'.
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return 0, errors.New("unreadable /proc stat")
	}
	f := strings.Fields(s[i+1:])
	if len(f) < 13 {
		return 0, errors.New("short /proc stat")
	}
	// Fields 14 and 15 (utime, stime) are the 12th and 13th after ')'.
	u, err1 := strconv.ParseInt(f[11], 10, 64)
	st, err2 := strconv.ParseInt(f[12], 10, 64)
	if err1 != nil || err2 != nil {
		return 0, errors.New("unreadable /proc stat times")
	}
	return time.Duration(u+st) * Tick, nil
}

// Self is this process's time so far; 0 where /proc cannot tell.
func Self() time.Duration {
	d, err := Of(os.Getpid())
	if err != nil {
		return 0
	}
	return d
}
