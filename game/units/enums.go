package units

import "strings"

// The words a units file may use for each enumerated field, in the order
// error messages list them.
var (
	sides       = []Side{US, Germany, Neutral}
	classes     = []Class{Infantry, Crew, Gun, Vehicle, Tank, Aircraft, Ship, Structure, Obstacle, Emplacement}
	targets     = []Target{TargetInfantry, TargetVehicles, TargetAircraft, TargetShips}
	crewTypes   = []CrewType{CrewTank, CrewArtillery, CrewPilot, CrewAircraft}
	sizes       = []Size{Small, Medium, Large}
	bearers     = []Bearer{Soldier, Team, Squad}
	airRoles    = []AirRole{Fighter, FighterBomber, DiveBomber, Bomber}
	navalKinds  = []NavalKind{LargeNaval, SmallNaval}
	structKinds = []StructureKind{CommandPost, ForwardHQ, Airfield, Port, Bridge}
	slots       = []string{"primary", "secondary"}
)

// idPrefix is the namespace every id of a side starts with.
var idPrefix = map[Side]string{US: "us.", Germany: "de.", Neutral: "neutral."}

// parseEnum returns the allowed value spelled s.
func parseEnum[T ~string](s string, allowed []T) (T, bool) {
	for _, a := range allowed {
		if string(a) == s {
			return a, true
		}
	}
	var zero T
	return zero, false
}

// list spells the allowed values for an error message.
func list[T ~string](allowed []T) string {
	parts := make([]string, len(allowed))
	for i, a := range allowed {
		parts[i] = string(a)
	}
	return strings.Join(parts, ", ")
}
