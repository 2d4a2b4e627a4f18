package frost

import (
	"bytes"
	"errors"
	"testing"
)

// sessionShares signs message with keys and returns the package and the
// shares, unaggregated.
func sessionShares(t *testing.T, keys []*Secret, ids [][]byte, message []byte) ([]byte, []Entry) {
	t.Helper()
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
	pkg, err := NewSigningPackage(commitments, message)
	if err != nil {
		t.Fatal(err)
	}
	var shares []Entry
	for i, key := range keys {
		share, err := Sign(pkg, message, nonces[i], key)
		if err != nil {
			t.Fatal(err)
		}
		shares = append(shares, Entry{ids[i], share})
	}
	return pkg, shares
}

// names tells whether err is an *Error naming exactly culprit.
func names(err error, culprit []byte) bool {
	var failure *Error
	return errors.As(err, &failure) && len(failure.Participants) == 1 && bytes.Equal(failure.Participants[0], culprit)
}

func TestSigningSessionNamesAnInvalidShareAndAggregates(t *testing.T) {
	keys, ids, public := dealtKeys(t, Secp256k1TR, 2, 3)
	message := []byte("session")
	pkg, shares := sessionShares(t, keys[:2], ids[:2], message)
	session, err := NewSigningSession(pkg, public)
	if err != nil {
		t.Fatal(err)
	}
	defer session.Close()
	if err := session.VerifyShare(ids[0], shares[0].Message); err != nil {
		t.Fatalf("a valid share: %v", err)
	}
	err = session.VerifyShare(ids[0], shares[1].Message)
	if !errors.Is(err, ErrInvalidSignatureShares) || !names(err, ids[0]) {
		t.Fatalf("another signer's share: %v", err)
	}
	if err := session.VerifyShare(ids[2], shares[0].Message); !errors.Is(err, ErrUnexpectedParticipants) || !names(err, ids[2]) {
		t.Fatalf("a stranger's share: %v", err)
	}
	swapped := []Entry{{ids[0], shares[1].Message}, {ids[1], shares[1].Message}}
	if _, err := session.Aggregate(swapped); !errors.Is(err, ErrInvalidSignatureShares) || !names(err, ids[0]) {
		t.Fatalf("aggregate of a bad share: %v", err)
	}
	signature, err := session.Aggregate(shares)
	if err != nil {
		t.Fatalf("aggregate: %v", err)
	}
	if err := Verify(public, message, signature); err != nil {
		t.Fatal(err)
	}
	if err := session.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := session.Aggregate(shares); !errors.Is(err, ErrStaleHandle) {
		t.Fatalf("a closed session aggregates: %v", err)
	}
}

func TestShareBatchNamesEveryInvalidShare(t *testing.T) {
	keys, ids, public := dealtKeys(t, Ed25519, 2, 3)
	var sessions []*SigningSession
	var shareSets [][]Entry
	for _, message := range []string{"one", "two"} {
		pkg, shares := sessionShares(t, keys[:2], ids[:2], []byte(message))
		session, err := NewSigningSession(pkg, public)
		if err != nil {
			t.Fatal(err)
		}
		defer session.Close()
		sessions, shareSets = append(sessions, session), append(shareSets, shares)
	}
	batch, err := NewShareBatch(Ed25519)
	if err != nil {
		t.Fatal(err)
	}
	defer batch.Close()
	for s, session := range sessions {
		for _, share := range shareSets[s] {
			if _, err := batch.Push(session, share.Identifier, share.Message); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := batch.Verify(); err != nil {
		t.Fatalf("valid shares: %v", err)
	}
	// Signer 2's share of the first session pushed into the second.
	index, err := batch.Push(sessions[1], ids[1], shareSets[0][1].Message)
	if err != nil || index != 4 {
		t.Fatalf("push: %d, %v", index, err)
	}
	if _, err := batch.Push(sessions[0], ids[2], shareSets[0][0].Message); !names(err, ids[2]) {
		t.Fatalf("a stranger pushed: %v", err)
	}
	err = batch.Verify()
	var failure *BatchError
	if !errors.As(err, &failure) || !errors.Is(err, ErrInvalidSignatureShares) || !names(err, ids[1]) {
		t.Fatalf("a forged share: %v", err)
	}
	if len(failure.Invalid) != 1 || failure.Invalid[0] != 4 {
		t.Fatalf("invalid indices %v", failure.Invalid)
	}
}
