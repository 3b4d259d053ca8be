package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"time"

	"frontline/cmd/framebench/internal/proctime"
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
	c0, err := proctime.Of(cmd.Process.Pid)
	if err != nil {
		return 0, err
	}
	t0 := time.Now()
	time.Sleep(window)
	c1, err := proctime.Of(cmd.Process.Pid)
	if err != nil {
		return 0, err
	}
	select {
	case err := <-exited:
		return 0, fmt.Errorf("%s ended during the measurement: %v", p.argv[0], err)
	default:
	}
	return (c1 - c0).Seconds() / time.Since(t0).Seconds(), nil
}

// counted is what a child's or the empty game's result line gives.
type counted struct {
	frames  int
	seconds float64
	cpu     float64 // CPU seconds used meanwhile, every thread; 0 when not told
	// Of the frames, those left as the last one drawn and those drawn
	// only where they changed (the game's screens; 0 when not told).
	kept, patched int
}

// fps is the frames drawn per second.
func (c counted) fps() float64 { return float64(c.frames) / c.seconds }

// cpuPerFrame is the CPU milliseconds a frame took; 0 when not told.
func (c counted) cpuPerFrame() float64 { return 1000 * c.cpu / float64(c.frames) }

// result parses a result line: "result frames=N seconds=S stops=K",
// perhaps followed by " cpu=C".
func result(line string) (c counted, err error) {
	if _, err = fmt.Sscanf(line, "result frames=%d seconds=%g", &c.frames, &c.seconds); err != nil {
		return c, err
	}
	if c.frames <= 0 || c.seconds <= 0 {
		return c, fmt.Errorf("no frames counted in %q", line)
	}
	if _, v, ok := strings.Cut(line, " cpu="); ok {
		c.cpu, err = strconv.ParseFloat(strings.Fields(v)[0], 64)
	}
	for _, f := range [...]struct {
		name string
		to   *int
	}{{" kept=", &c.kept}, {" patched=", &c.patched}} {
		if _, v, ok := strings.Cut(line, f.name); ok && err == nil {
			*f.to, err = strconv.Atoi(strings.Fields(v)[0])
		}
	}
	return c, err
}
