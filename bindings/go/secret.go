package frost

import "runtime"

// Secret holds secret bytes (a secret share, a key package): the copy the
// library handed over, wiped by Wipe, and by a finalizer if the holder
// forgets. The library wipes its own copy when it frees it.
type Secret struct {
	bytes []byte
}

func newSecret(b []byte) *Secret {
	s := &Secret{bytes: b}
	runtime.SetFinalizer(s, (*Secret).Wipe)
	return s
}

// SecretFromBytes takes ownership of b (a secret message received or
// loaded by the application): the Secret wipes it.
func SecretFromBytes(b []byte) *Secret { return newSecret(b) }

// Bytes returns the secret's bytes themselves (not a copy): send or store
// them, then Wipe. Empty after Wipe.
func (s *Secret) Bytes() []byte {
	if s == nil {
		return nil
	}
	return s.bytes
}

// Wipe overwrites the bytes with zeros and forgets them. A Secret is not
// safe for concurrent use: do not wipe it while another goroutine uses it.
func (s *Secret) Wipe() {
	if s == nil {
		return
	}
	for i := range s.bytes {
		s.bytes[i] = 0
	}
	s.bytes = nil
}
