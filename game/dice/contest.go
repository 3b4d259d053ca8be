package dice

// Roll purposes of a Contest.
const (
	PurposeInitiativeA = "initiative-a"
	PurposeInitiativeB = "initiative-b"
)

// Contest is an initiative check: each side rolls a d10 and adds its
// modifier, the higher total wins, and tied totals are rolled again (V.5.5;
// IV.3's unmodified checks pass 0, 0). It returns whether side A won and
// every die rolled, A's before B's in each pair; the rolls are also in the
// Roller's log like any others.
func (r *Roller) Contest(modA, modB int, rule string) (aWins bool, rolls []Roll) {
	for {
		a := r.D10(PurposeInitiativeA, rule)
		b := r.D10(PurposeInitiativeB, rule)
		rolls = append(rolls,
			Roll{Die: 10, Value: a, Purpose: PurposeInitiativeA, Rule: rule},
			Roll{Die: 10, Value: b, Purpose: PurposeInitiativeB, Rule: rule})
		if a+modA != b+modB {
			return a+modA > b+modB, rolls
		}
	}
}
