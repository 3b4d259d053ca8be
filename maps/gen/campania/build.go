package main

import (
	"fmt"

	"frontline/game/board"
	"frontline/game/hex"
)

type outCity struct {
	place
	h hex.Hex
}

type outAirfield struct {
	name string
	h    hex.Hex
}

type outLine struct {
	name  string
	edges []hex.Edge
	hexes []hex.Hex
}

type mapOut struct {
	terrain   map[hex.Hex]board.Terrain
	cities    []outCity
	airfields []outAirfield
	rivers    []outLine
	roads     []outLine
	noLanding []hex.Hex
	labels    []struct {
		label
		h hex.Hex
	}
	warnings []string
}

func (m *mapOut) warn(format string, a ...any) {
	m.warnings = append(m.warnings, fmt.Sprintf(format, a...))
}

func allHexes() []hex.Hex {
	var out []hex.Hex
	for r := 1; r <= height; r++ {
		for c := 1; c <= width; c++ {
			out = append(out, hex.Offset{Col: c, Row: r}.ToHex())
		}
	}
	return out
}

func build() *mapOut {
	m := &mapOut{terrain: map[hex.Hex]board.Terrain{}}
	m.classify()
	m.placeCities()
	m.placeAirfields()
	m.traceRivers()
	m.traceRoads()
	for _, p := range cliffs {
		if h := hexOf(p); onMap(h) && m.terrain[h] == board.Coastal && !contains(m.noLanding, h) {
			m.noLanding = append(m.noLanding, h)
		}
	}
	for _, l := range labels {
		m.labels = append(m.labels, struct {
			label
			h hex.Hex
		}{l, hexOf(l.at)})
	}
	return m
}

// classify sets every hex's terrain from the coast and relief outlines.
func (m *mapOut) classify() {
	land := []poly{toPoly(mainland)}
	for _, i := range islands {
		land = append(land, toPoly(i))
	}
	var low []poly
	for _, l := range lowlands {
		low = append(low, toPoly(l))
	}
	flat := map[hex.Hex]bool{}
	for _, v := range valleys {
		for _, h := range along(v) {
			flat[h] = true
		}
	}
	isLand := func(p pt) bool {
		for _, q := range land {
			if q.contains(p) {
				return true
			}
		}
		return false
	}
	for _, h := range allHexes() {
		ss := samples(h)
		n := 0
		for _, p := range ss {
			if isLand(p) {
				n++
			}
		}
		f := float64(n) / float64(len(ss))
		switch {
		case f < 0.2:
			m.terrain[h] = board.Sea
			continue
		case f < 0.85:
			m.terrain[h] = board.Coastal
			continue
		}
		m.terrain[h] = board.Mountain
		c := centre(h)
		for _, q := range low {
			if q.contains(c) {
				m.terrain[h] = board.Plains
			}
		}
		if flat[h] {
			m.terrain[h] = board.Plains
		}
	}
	for _, p := range marshes {
		if h := hexOf(p); m.terrain[h].IsLand() && m.terrain[h] != board.Coastal {
			m.terrain[h] = board.Swamp
		}
	}
	for _, p := range summits {
		if h := hexOf(p); m.terrain[h] == board.Mountain || m.terrain[h] == board.Plains {
			m.terrain[h] = board.Impassable
		}
	}
}

// placeCities puts each place in its hex; a port needs the coast, no place
// stands in the sea or on an impassable summit.
func (m *mapOut) placeCities() {
	taken := map[hex.Hex]string{}
	for _, p := range cities {
		h := hexOf(p.at)
		if !onMap(h) {
			m.warn("%s is off the map", p.name)
			continue
		}
		if o, ok := taken[h]; ok {
			m.warn("%s shares %s with %s: left out", p.name, h, o)
			continue
		}
		taken[h] = p.name
		switch t := m.terrain[h]; {
		case p.port && t != board.Coastal, t == board.Sea:
			m.warn("%s: %s made coastal (was %v)", p.name, h, t)
			m.terrain[h] = board.Coastal
		case t == board.Impassable:
			m.warn("%s: %s made mountain", p.name, h)
			m.terrain[h] = board.Mountain
		}
		m.cities = append(m.cities, outCity{p, h})
	}
}

// placeAirfields: an airfield needs plains, or a city hex that is plains
// or coastal (VII.5); the ground under a mountain airfield is levelled.
func (m *mapOut) placeAirfields() {
	seen := map[hex.Hex]bool{}
	add := func(name string, h hex.Hex, inCity bool) {
		if seen[h] {
			m.warn("airfield %s shares %s: left out", name, h)
			return
		}
		t := m.terrain[h]
		if t != board.Plains && !(inCity && t == board.Coastal) {
			m.warn("airfield %s: %s made plains (was %v)", name, h, t)
			m.terrain[h] = board.Plains
		}
		seen[h] = true
		m.airfields = append(m.airfields, outAirfield{name, h})
	}
	for _, c := range m.cities {
		if c.airfield != "" {
			add(c.airfield, c.h, true)
		}
	}
	for _, a := range extraAirfields {
		add(a.name, hexOf(a.at), false)
	}
}

func contains(hs []hex.Hex, h hex.Hex) bool {
	for _, x := range hs {
		if x == h {
			return true
		}
	}
	return false
}

func (m *mapOut) cityHex(name string) (hex.Hex, bool) {
	for _, c := range m.cities {
		if c.name == name {
			return c.h, true
		}
	}
	return hex.Hex{}, false
}
