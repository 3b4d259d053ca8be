package game

// ObserveSeen is Observe for events already filtered for the seat's side
// (FilterEvents), so a caller that filters them anyway need not pay for
// it twice.
func (s *Seat) ObserveSeen(seen []Event) { s.unread = append(s.unread, seen...) }
