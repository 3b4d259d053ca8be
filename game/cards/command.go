package cards

// Decision names one of the eight Command Decisions of IV.3. It is also the
// card's id in commands.toml; the engine switches on it.
type Decision string

const (
	CeaseFire            Decision = "cease_fire"            // IV.3.1
	ConditionalSurrender Decision = "conditional_surrender" // IV.3.2
	Encircle             Decision = "encircle"              // IV.3.3
	Inspire              Decision = "inspire"               // IV.3.4
	Push                 Decision = "push"                  // IV.3.5
	RushDeployment       Decision = "rush_deployment"       // IV.3.6
	SuspendAttack        Decision = "suspend_attack"        // IV.3.7
	Withdraw             Decision = "withdraw"              // IV.3.8
)

var decisions = set[Decision]{CeaseFire, ConditionalSurrender, Encircle, Inspire, Push, RushDeployment, SuspendAttack, Withdraw}

// Timing is a moment at which a card may be played.
type Timing string

const (
	AnyTime          Timing = "any"                // whenever the General likes (cease fire)
	DuringMovement   Timing = "movement"           // operational movement phase or a tactical movement round
	CombatRoundStart Timing = "combat_round_start" // at the start of a combat round of an engagement
	BeforeFirstShot  Timing = "before_first_shot"  // after the defending stack is spread, before any shot
	DuringDeployment Timing = "deployment"         // the active player's deployment step
	EncircleResponse Timing = "encircle_response"  // in answer to an enemy Encircle whose check the enemy lost (IV.3.3)
)

var timings = set[Timing]{AnyTime, DuringMovement, CombatRoundStart, BeforeFirstShot, DuringDeployment, EncircleResponse}

// Player is who may play a card.
type Player string

const (
	ActivePlayer Player = "active"   // only on one's own operational turn
	AttackerOnly Player = "attacker" // only the side that declared the attack
	EitherPlayer Player = "either"   // active or passive
)

var players = set[Player]{ActivePlayer, AttackerOnly, EitherPlayer}

// Scope is what a card is played on.
type Scope string

const (
	ScopeEngagement  Scope = "engagement"   // all friendly units of one combat engagement
	ScopeAttackGroup Scope = "attack_group" // one group of attacking units
	ScopeUnits       Scope = "units"        // one or more chosen friendly units
	ScopeStaged      Scope = "staged_units" // units waiting in the staging area
	ScopeEnemyStack  Scope = "enemy_stack"  // one enemy stack (the encircled one)
)

var scopes = set[Scope]{ScopeEngagement, ScopeAttackGroup, ScopeUnits, ScopeStaged, ScopeEnemyStack}

// Command is one Command Card design. Every card is subject to Inset IV.1:
// it may only be played for units inside the friendly command network
// (aircraft are exempt; the engine enforces that, not the data).
type Command struct {
	ID          Decision `toml:"id"`
	Title       string   `toml:"title"`
	Rule        string   `toml:"rule"` // rulebook section, e.g. "IV.3.5"
	Copies      int      `toml:"copies"`
	Affects     string   `toml:"affects"`
	Purpose     string   `toml:"purpose"`
	Description string   `toml:"description"`

	Timing   []Timing `toml:"timing"`
	PlayedBy Player   `toml:"played_by"`
	Scope    Scope    `toml:"scope"`
	// InitiativeCheck: an unmodified initiative check decides the outcome
	// (a d10 for each side, highest wins, ties re-rolled; no bonuses).
	InitiativeCheck bool `toml:"initiative_check"`
	// NeedsAcceptance: the card is an offer the opposing General accepts or
	// declines; nothing applies unless accepted.
	NeedsAcceptance bool `toml:"needs_acceptance"`

	// Exactly the table named like the card's id is present.
	CeaseFire            *CeaseFireParams `toml:"cease_fire"`
	ConditionalSurrender *SurrenderParams `toml:"conditional_surrender"`
	Encircle             *EncircleParams  `toml:"encircle"`
	Inspire              *InspireParams   `toml:"inspire"`
	Push                 *PushParams      `toml:"push"`
	RushDeployment       *RushParams      `toml:"rush_deployment"`
	SuspendAttack        *SuspendParams   `toml:"suspend_attack"`
	Withdraw             *WithdrawParams  `toml:"withdraw"`
}

// PlayableAt reports whether the card lists timing t.
func (c *Command) PlayableAt(t Timing) bool {
	return set[Timing](c.Timing).has(t) || set[Timing](c.Timing).has(AnyTime)
}

// Term is one kind of cease-fire term the engine can enforce.
type Term string

const (
	TermMutualWithdraw Term = "mutual_withdraw"    // both sides leave the engagement
	TermPause          Term = "pause_to_next_turn" // combat resumes next operational turn
	TermHoldFire       Term = "hold_fire"          // no firing, movement allowed (tactical scale)
)

var terms = set[Term]{TermMutualWithdraw, TermPause, TermHoldFire}

// CeaseFireParams: IV.3.1.
type CeaseFireParams struct {
	Terms []Term `toml:"terms"` // terms the offer may contain
	// MaxTurns caps the duration the offering General may propose. The
	// rulebook leaves it to negotiation; a digital offer needs a bound.
	MaxTurns           int  `toml:"max_turns" range:"1,10"`
	MoraleDelta        int  `toml:"morale_delta" range:"0,3"` // tactical morale, both sides, when accepted
	WithdrawExperience bool `toml:"withdraw_experience"`      // does a mutual withdrawal earn "forced a withdrawal" rolls
	SpentIfDeclined    bool `toml:"spent_if_declined"`        // the card is discarded even when refused
}

// SurrenderParams: IV.3.2 with the scoring of Table II.1 and VI.1.1.
type SurrenderParams struct {
	// CapturedScoreFactor multiplies a captured unit's cost in a scored
	// game. Table II.1 and VI.1.1 give normal cost for a conditional
	// surrender (IV.3.2 says double; we follow the table, see docs).
	CapturedScoreFactor int `toml:"captured_score_factor" range:"1,2"`
	NearDefeatPoints    int `toml:"near_defeat_points" range:"0,200"` // to the surrendering General when near defeat
	// NearDefeatOdds defines "near defeat" for the engine: the enemy's
	// engaged cost is at least this many times the surrendering side's.
	NearDefeatOdds          int  `toml:"near_defeat_odds" range:"2,10"`
	CapturerExperienceRolls int  `toml:"capturer_experience_rolls" range:"0,3"`
	MoraleSurrendering      int  `toml:"morale_surrendering" range:"-3,0"`
	MoraleCapturing         int  `toml:"morale_capturing" range:"0,3"`
	SpentIfDeclined         bool `toml:"spent_if_declined"`
}

// EncircleParams: IV.3.3.
type EncircleParams struct {
	Groups             int  `toml:"groups" range:"2,6"`            // groups that must border the enemy
	InitiativeBonus    int  `toml:"initiative_bonus" range:"1,10"` // on attack this turn, if the check is won
	PincerUnits        int  `toml:"pincer_units" range:"1,6"`      // attacking units that swing round the enemy
	OpenHexes          int  `toml:"open_hexes" range:"0,5"`        // hexes left open for the enemy's withdrawal
	LostAllowsWithdraw bool `toml:"lost_allows_withdraw"`          // a lost check lets the enemy answer with Withdraw
}

// InspireParams: IV.3.4.
type InspireParams struct {
	BonusRounds        int  `toml:"bonus_rounds" range:"1,3"`
	DefenderRetaliates bool `toml:"defender_retaliates"`
	MoraleDelta        int  `toml:"morale_delta" range:"0,3"` // tactical morale of the inspired units
	MoraleOnLoss       bool `toml:"morale_on_loss"`           // morale rises even if the check is lost
	PerCombatPhase     int  `toml:"per_combat_phase" range:"1,5"`
}

// PushParams: IV.3.5. Bonuses are hexes at the operational scale and
// inches at the tactical scale.
type PushParams struct {
	Infantry           int  `toml:"infantry" range:"0,10"`
	Vehicle            int  `toml:"vehicle" range:"0,10"` // vehicles and tanks
	Ship               int  `toml:"ship" range:"0,10"`
	Aircraft           int  `toml:"aircraft" range:"0,10"`
	InfantryRestPhases int  `toml:"infantry_rest_phases" range:"0,5"` // pushed infantry sit out this many movement phases/rounds
	DamagedMechanised  bool `toml:"damaged_mechanised"`               // may damaged vehicles, tanks, aircraft be pushed
	CooldownPhases     int  `toml:"cooldown_phases" range:"1,20"`     // a unit is pushed at most once per this many movement phases
	PerEngagement      int  `toml:"per_engagement" range:"1,5"`       // pushes per unit in one tactical engagement
}

// RushParams: IV.3.6.
type RushParams struct {
	MinTurnsStaged int  `toml:"min_turns_staged" range:"1,5"` // 1: units bought this turn may not be rushed
	ResetsSchedule bool `toml:"resets_schedule"`              // the every-fifth-turn schedule keeps running when false
}

// SuspendParams: IV.3.7.
type SuspendParams struct {
	DefenderBonusRounds int `toml:"defender_bonus_rounds" range:"0,3"` // when the attacker loses the check
}

// WithdrawParams: IV.3.8.
type WithdrawParams struct {
	OpponentBonusRounds  int  `toml:"opponent_bonus_rounds" range:"0,3"` // when the withdrawing side loses the check
	WithdrawerRetaliates bool `toml:"withdrawer_retaliates"`
	ExperienceRolls      int  `toml:"experience_rolls" range:"0,3"` // per enemy unit that forced the withdrawal
	TerrainChecks        bool `toml:"terrain_checks"`               // entering the withdrawal hex needs the usual terrain check
	Surrounded           bool `toml:"surrounded"`                   // may surrounded units withdraw
}
