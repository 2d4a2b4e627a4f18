package frost

import (
	"errors"
	"testing"
)

// oversized is one byte more than the library reads (FROST_MAX_INPUT_LEN).
var oversized = make([]byte, 64<<20+1)

// The one rule for spent nonces: once Sign reaches the library the nonces
// are spent, whatever the outcome; the library's handle is freed when it
// refused before taking them.
func TestARefusedSignSpendsTheNonces(t *testing.T) {
	keys, ids, _ := dealtKeys(t, Ed25519, 2, 3)
	p256Keys, _, _ := dealtKeys(t, P256, 2, 3)
	var commitments []Entry
	var nonces []*Nonces
	for i, key := range keys {
		n, c, err := Commit(key)
		if err != nil {
			t.Fatal(err)
		}
		nonces = append(nonces, n)
		commitments = append(commitments, Entry{ids[i], c})
	}
	message := []byte("spend rule")
	pkg, err := NewSigningPackage(commitments[:2], message)
	if err != nil {
		t.Fatal(err)
	}
	refusals := []struct {
		name string
		sign func(n *Nonces) error
		want error
	}{
		{"oversized package", func(n *Nonces) error { _, err := Sign(oversized, message, n, keys[0]); return err }, ErrInputTooLarge},
		{"key package of another suite", func(n *Nonces) error { _, err := Sign(pkg, message, n, p256Keys[0]); return err }, ErrWrongSuite},
		{"another message", func(n *Nonces) error { _, err := Sign(pkg, []byte("other"), n, keys[0]); return err }, ErrMessageMismatch},
	}
	for i, refusal := range refusals {
		if err := refusal.sign(nonces[i]); !errors.Is(err, refusal.want) {
			t.Fatalf("%s: %v", refusal.name, err)
		}
		if _, err := Sign(pkg, message, nonces[i], keys[i]); !errors.Is(err, ErrStaleHandle) {
			t.Fatalf("%s, then a second sign: %v", refusal.name, err)
		}
		if err := nonces[i].Close(); err != nil {
			t.Fatalf("%s, then close: %v", refusal.name, err)
		}
		// The library's handle is gone too, not only this value's.
		nonces[i].closed = false
		if err := nonces[i].Close(); !errors.Is(err, ErrStaleHandle) {
			t.Fatalf("%s: the library still holds the nonces: %v", refusal.name, err)
		}
	}
}

func TestARefusedMultiSignSpendsTheNonces(t *testing.T) {
	keys, ids, _ := dealtKeys(t, RedJubjub, 2, 3)
	p256Keys, _, _ := dealtKeys(t, P256, 2, 3)
	var commitments []Entry
	var nonces []*MultiNonces
	for i, key := range keys {
		n, c, err := MultiCommit(key, uint32(len(multiMessages)))
		if err != nil {
			t.Fatal(err)
		}
		nonces = append(nonces, n)
		commitments = append(commitments, Entry{ids[i], c})
	}
	pkg, err := NewMultiSigningPackage(commitments[:2], multiMessages)
	if err != nil {
		t.Fatal(err)
	}
	refusals := []struct {
		name string
		sign func(n *MultiNonces) error
		want error
	}{
		{"oversized package", func(n *MultiNonces) error {
			_, err := MultiSign(oversized, multiMessages, n, keys[0])
			return err
		}, ErrInputTooLarge},
		{"key package of another suite", func(n *MultiNonces) error {
			_, err := MultiSign(pkg, multiMessages, n, p256Keys[0])
			return err
		}, ErrWrongSuite},
		{"other messages", func(n *MultiNonces) error {
			_, err := MultiSign(pkg, multiMessages[:2], n, keys[0])
			return err
		}, ErrMessageMismatch},
	}
	for i, refusal := range refusals {
		if err := refusal.sign(nonces[i]); !errors.Is(err, refusal.want) {
			t.Fatalf("%s: %v", refusal.name, err)
		}
		if _, err := MultiSign(pkg, multiMessages, nonces[i], keys[i]); !errors.Is(err, ErrStaleHandle) {
			t.Fatalf("%s, then a second sign: %v", refusal.name, err)
		}
		nonces[i].closed = false
		if err := nonces[i].Close(); !errors.Is(err, ErrStaleHandle) {
			t.Fatalf("%s: the library still holds the nonces: %v", refusal.name, err)
		}
	}
}
