package units

// classRules checks that special characteristics sit on the kinds of unit
// the rules give them to, and that each kind has what it cannot do without.
func (l *loader) classRules(p string, u *rawUnit, c *Card) {
	s := &c.Special
	is := func(cl ...Class) bool {
		for _, x := range cl {
			if c.Class == x {
				return true
			}
		}
		return false
	}
	only := func(set bool, key, who string, ok bool) {
		if set && !ok {
			l.errf(p+"."+key, "only %s may have %s (this card is class %s)", who, key, c.Class)
		}
	}
	needs := func(missing bool, key, why string) {
		if missing {
			l.errf(p+"."+key, "missing (%s)", why)
		}
	}
	if c.Class == "" {
		return // already reported; nothing sensible to check against
	}

	// Soldiers and crews.
	only(s.CrewType != NoCrew, "crew_type", "crew units", is(Crew))
	needs(is(Crew) && s.CrewType == NoCrew && u.CrewType == "", "crew_type", "a crew card says which training it has")
	only(s.Bearer != NotCarried, "bearer", "infantry and crews", is(Infantry, Crew))
	needs(is(Infantry, Crew) && u.Bearer == "", "bearer", "infantry and crews take room in transports: soldier, team or squad")
	only(s.RequiresCrew != NoCrew, "requires_crew", "equipment", !is(Infantry, Crew, Obstacle))
	only(s.DigIn, "dig_in", "infantry and crews", is(Infantry, Crew))
	only(s.Engineer, "engineer", "infantry", is(Infantry))
	only(s.FireMissions, "fire_missions", "infantry", is(Infantry))
	spots := s.SpottingOp > 0 || s.SpottingTac > 0
	only(spots, "spotting", "units with fire_missions", s.FireMissions)
	needs(s.FireMissions && !spots, "spotting", "an observer needs a spotting range {op, tac}")

	// Guns and towing.
	only(s.TowedGun != NoSize, "towed_gun", "guns", is(Gun))
	only(u.TowVehicles > 0, "tow_vehicles", "towed guns", s.TowedGun != NoSize)
	only(s.SetupPhases > 0, "setup_phases", "guns and emplacements", is(Gun, Emplacement))
	needs(is(Gun) && c.Full.Movement == 0 && !s.Immobile && s.TowedGun == NoSize, "towed_gun",
		"a gun with movement 0 moves only when towed: give its size S, M or L, or mark it immobile")
	only(s.TowCapacity != NoSize, "tow_capacity", "vehicles, tanks and ships", is(Vehicle, Tank, Ship))
	transports := s.TransportSquads > 0 || s.TransportSoldiers > 0 || s.TransportVehicles > 0
	only(transports, "transport_squads", "vehicles, tanks, aircraft and ships", is(Vehicle, Tank, Aircraft, Ship))
	only(s.OpenTop, "open_top", "vehicles, tanks and ships", is(Vehicle, Tank, Ship))
	only(s.HitAndRun, "hit_and_run", "vehicles, tanks and aircraft", is(Vehicle, Tank, Aircraft))

	// Aircraft.
	only(s.TurnsOfFlight > 0, "turns_of_flight", "aircraft", is(Aircraft))
	only(s.AirRole != NoAirRole, "air_role", "aircraft", is(Aircraft))
	only(s.DiveBomb, "dive_bomb", "aircraft", is(Aircraft))
	needs(is(Aircraft) && s.TurnsOfFlight == 0, "turns_of_flight", "every aircraft has Turns of Flight (VI.2.2)")
	needs(is(Aircraft) && u.AirRole == "", "air_role", "fighter, fighter-bomber, dive-bomber or bomber")
	if s.AirRole == Fighter && s.TurnsOfFlight != 1 {
		l.errf(p+".turns_of_flight", "fighter with turns_of_flight %d (fighters take off and land in one turn: 1)", s.TurnsOfFlight)
	}
	if s.DiveBomb && !hasExpended(c) {
		l.errf(p+".dive_bomb", "a dive bomber needs an expended bomb weapon")
	}

	// Ships.
	only(s.Naval != NotNaval, "naval", "ships", is(Ship))
	needs(is(Ship) && u.Naval == "", "naval", "large or small")
	only(s.LandingShip, "landing_ship", "ships", is(Ship))

	// Fixed things.
	only(s.Shelter, "shelter", "emplacements", is(Emplacement))
	only(len(s.ObstacleFor) > 0, "obstacle_for", "obstacles", is(Obstacle))
	needs(is(Obstacle) && len(u.ObstacleFor) == 0, "obstacle_for", "say which units the obstacle stops: infantry and/or vehicles")
	only(s.Structure != NoStructure, "structure", "structures", is(Structure))
	only(c.Full.PortBonus > 0, "port_bonus", "ports", s.Structure == Port)
	only(c.Full.SortieLimit > 0 || c.Damaged.SortieLimit > 0, "sortie_limit", "airfields", s.Structure == Airfield)
	only(len(c.Full.Crossing) > 0, "crossing", "bridges", s.Structure == Bridge)
	needs(s.Structure == Bridge && len(u.Crossing) == 0, "crossing", "say which units may cross: infantry and/or vehicles")
	only(c.Damaged.SafePassage > 0, "safe_passage", "obstacles", is(Obstacle))
	if s.Immobile && c.Full.Movement > 0 {
		l.errf(p+".movement", "an immobile unit has movement 0 (got %d)", c.Full.Movement)
	}
}

func hasExpended(c *Card) bool {
	for _, w := range c.Full.Weapons {
		if w.Expended && w.BombLb > 0 {
			return true
		}
	}
	return false
}
