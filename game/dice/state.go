package dice

import (
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"math/rand/v2"
)

// stateMagic starts a saved generator state; the digit is its version.
const stateMagic = "dice1:"

// MarshalBinary saves the generator position and the roll count, so a
// restored Roller produces exactly the rolls the original would have. The
// undrained roll log is not saved: the engine drains it after every command.
func (r *Roller) MarshalBinary() ([]byte, error) {
	s, ok := r.src.(*pcgSource)
	if !ok {
		return nil, errors.New("dice: only a seeded Roller has a state to save (this one is scripted or unset)")
	}
	pcg, err := s.pcg.MarshalBinary()
	if err != nil {
		return nil, fmt.Errorf("dice: %w", err)
	}
	out := append([]byte(stateMagic), make([]byte, 8)...)
	binary.BigEndian.PutUint64(out[len(stateMagic):], r.count)
	return append(out, pcg...), nil
}

// UnmarshalBinary restores a state from MarshalBinary, replacing whatever the
// Roller held (a script included) and emptying its roll log. On error the
// Roller is unchanged.
func (r *Roller) UnmarshalBinary(data []byte) error {
	head := len(stateMagic) + 8
	if len(data) < head || string(data[:len(stateMagic)]) != stateMagic {
		return errors.New("dice: not a saved dice state (expected the dice1 format)")
	}
	pcg := new(rand.PCG)
	if err := pcg.UnmarshalBinary(data[head:]); err != nil {
		return fmt.Errorf("dice: damaged generator state: %w", err)
	}
	r.src = &pcgSource{pcg}
	r.count = binary.BigEndian.Uint64(data[len(stateMagic):head])
	r.log = nil
	return nil
}

// MarshalText is MarshalBinary in hexadecimal, so a Roller can sit directly
// in a TOML or JSON snapshot.
func (r *Roller) MarshalText() ([]byte, error) {
	b, err := r.MarshalBinary()
	if err != nil {
		return nil, err
	}
	return hex.AppendEncode(nil, b), nil
}

// UnmarshalText reads what MarshalText wrote.
func (r *Roller) UnmarshalText(text []byte) error {
	b, err := hex.AppendDecode(nil, text)
	if err != nil {
		return fmt.Errorf("dice: saved dice state is not hexadecimal: %w", err)
	}
	return r.UnmarshalBinary(b)
}
