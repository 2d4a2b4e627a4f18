package frost

// #include "frost.h"
import "C"

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

// SecretEntry is one participant's secret message in a map the library
// wrote (refreshing shares, repair deltas, resharing sub-shares): its
// Identifier message and the message, which the Secret wipes. Send each
// to its participant only, over a confidential, authenticated channel.
type SecretEntry struct {
	Identifier []byte
	Message    *Secret
}

// takeSecretMap reads a secret map the library returned, wiping the
// buffer's copy; each message lives in its own Secret.
func takeSecretMap(buffer *C.FrostBuffer) ([]SecretEntry, error) {
	list := takeSecret(buffer)
	defer list.Wipe()
	items, err := decodeList(list.Bytes())
	if err != nil {
		return nil, err
	}
	if len(items)%2 != 0 {
		for _, item := range items {
			newSecret(item).Wipe()
		}
		return nil, &Error{Code: StatusMalformedInput, Message: "a map with an odd number of items"}
	}
	entries := make([]SecretEntry, 0, len(items)/2)
	for i := 0; i < len(items); i += 2 {
		entries = append(entries, SecretEntry{Identifier: items[i], Message: newSecret(items[i+1])})
	}
	return entries, nil
}

// WipeEntries wipes the message of every entry.
func WipeEntries(entries []SecretEntry) {
	for _, entry := range entries {
		entry.Message.Wipe()
	}
}

// encodeSecretMap writes secret entries as the ABI's map, in a Secret the
// caller wipes once the library has read it.
func encodeSecretMap(entries []SecretEntry) *Secret {
	items := make([][]byte, 0, 2*len(entries))
	for _, entry := range entries {
		items = append(items, entry.Identifier, entry.Message.Bytes())
	}
	return newSecret(encodeList(items))
}
