package main

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// proc is one measured run of a program.
type proc struct {
	argv []string
	env  []string // added to this process's environment
}

// outcome is what a run gave.
type outcome struct {
	line   string        // the first output line with the awaited prefix
	at     time.Duration // from the start to that line
	rssKiB int64         // peak resident memory
}

// runTo runs p until it exits, noting the first line of its standard
// output that starts with prefix and when it came. A run that takes
// longer than limit is killed and reported.
func runTo(p proc, prefix string, limit time.Duration) (outcome, error) {
	cmd := exec.Command(p.argv[0], p.argv[1:]...)
	cmd.Env = append(os.Environ(), p.env...)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return outcome{}, err
	}
	t0 := time.Now()
	if err := cmd.Start(); err != nil {
		return outcome{}, err
	}
	timer := time.AfterFunc(limit, func() { cmd.Process.Kill() })
	defer timer.Stop()
	var o outcome
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		if o.line == "" && strings.HasPrefix(sc.Text(), prefix) {
			o.line, o.at = sc.Text(), time.Since(t0)
		}
	}
	err = cmd.Wait()
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		o.rssKiB = ru.Maxrss
	}
	if err != nil {
		return o, fmt.Errorf("%s: %v", strings.Join(p.argv, " "), err)
	}
	if o.line == "" {
		return o, fmt.Errorf("%s printed no line starting %q", strings.Join(p.argv, " "), prefix)
	}
	return o, nil
}

// idleShare runs p, waits for the line starting with ready on its
// standard output (none: no wait) and then for settle, and returns the
// share of one core it used over the following window (its user and
// system time, all threads); then it is killed. A run that fails to start
// its window (Xvfb refuses a client now and then under load) is tried
// again, twice at most.
func idleShare(p proc, ready string, settle, window time.Duration) (float64, error) {
	var err error
	for range 3 {
		var s float64
		if s, err = idleOnce(p, ready, settle, window); err == nil {
			return s, nil
		}
		fmt.Fprintln(os.Stderr, "framebench: trying again:", err)
	}
	return 0, err
}

func idleOnce(p proc, ready string, settle, window time.Duration) (float64, error) {
	cmd := exec.Command(p.argv[0], p.argv[1:]...)
	cmd.Env = append(os.Environ(), p.env...)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return 0, err
	}
	if err := cmd.Start(); err != nil {
		return 0, err
	}
	seen := make(chan struct{})
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if ready != "" && strings.HasPrefix(sc.Text(), ready) {
				close(seen)
				ready = ""
			}
		}
	}()
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	defer func() {
		cmd.Process.Kill()
		<-exited
	}()
	if ready != "" {
		select {
		case <-seen:
		case err := <-exited:
			return 0, fmt.Errorf("%s ended before it was ready: %v", p.argv[0], err)
		case <-time.After(3 * time.Minute):
			return 0, fmt.Errorf("%s never printed %q", p.argv[0], ready)
		}
	}
	time.Sleep(settle)
	c0, err := cpuTicks(cmd.Process.Pid)
	if err != nil {
		return 0, err
	}
	t0 := time.Now()
	time.Sleep(window)
	c1, err := cpuTicks(cmd.Process.Pid)
	if err != nil {
		return 0, err
	}
	select {
	case err := <-exited:
		return 0, fmt.Errorf("%s ended during the measurement: %v", p.argv[0], err)
	default:
	}
	return float64(c1-c0) / clockTicks / time.Since(t0).Seconds(), nil
}

// clockTicks is the kernel's USER_HZ, the unit of /proc/PID/stat times
// (100 on every Linux Go supports).
const clockTicks = 100

// cpuTicks is the user plus system time of process pid so far.
func cpuTicks(pid int) (int64, error) {
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
	return u + st, nil
}

// result parses a child's or the empty game's result line.
func result(line string) (frames int, seconds float64, err error) {
	_, err = fmt.Sscanf(line, "result frames=%d seconds=%g", &frames, &seconds)
	return frames, seconds, err
}
