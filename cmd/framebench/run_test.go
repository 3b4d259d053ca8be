package main

import "testing"

// The figure of a measurement is the median of its pairs' ratios.
func TestMedian(t *testing.T) {
	for _, c := range []struct {
		xs   []float64
		want float64
	}{{[]float64{3, 1, 2}, 2}, {[]float64{4, 1, 3, 2}, 2.5}, {nil, 0}} {
		if got := median(c.xs); got != c.want {
			t.Errorf("median(%v) = %v, want %v", c.xs, got, c.want)
		}
	}
}

// A run's result line gives its frames, seconds and, when told, its CPU
// time; anything else is an error, not a zero.
func TestResultLine(t *testing.T) {
	c, err := result("result frames=120 seconds=5.001 stops=0")
	if err != nil || c.frames != 120 || c.seconds != 5.001 || c.cpu != 0 {
		t.Errorf("result = %+v, %v", c, err)
	}
	c, err = result("result frames=100 seconds=5 stops=0 cpu=2.5")
	if err != nil || c.fps() != 20 || c.cpuPerFrame() != 25 {
		t.Errorf("result with cpu = %+v, %v: %v fps, %v ms a frame", c, err, c.fps(), c.cpuPerFrame())
	}
	c, err = result("result frames=100 seconds=5 stops=0 cpu=2.5 kept=40 patched=55 gpu-peak=1.0 go-peak=2.0")
	if err != nil || c.kept != 40 || c.patched != 55 {
		t.Errorf("result with kept and patched frames = %+v, %v", c, err)
	}
	for _, bad := range []string{"frontline: first frame drawn", "result frames=0 seconds=5 stops=0", "result frames=9 seconds=5 stops=0 cpu=x",
		"result frames=9 seconds=5 stops=0 cpu=1 kept=x"} {
		if _, err := result(bad); err == nil {
			t.Errorf("%q was read as a result", bad)
		}
	}
}
