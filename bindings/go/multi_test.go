package frost

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

var multiMessages = [][]byte{[]byte("input 0"), []byte("input 1"), []byte("input 2")}

// multiShares runs a multi-message session among keys and returns the
// request and every signer's answer, unaggregated.
func multiShares(t *testing.T, keys []*Secret, ids [][]byte) ([]byte, []Entry) {
	t.Helper()
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
	pkg, err := NewMultiSigningPackage(commitments, multiMessages)
	if err != nil {
		t.Fatal(err)
	}
	var answers []Entry
	for i, key := range keys {
		shares, err := MultiSign(pkg, multiMessages, nonces[i], key)
		if err != nil {
			t.Fatal(err)
		}
		answers = append(answers, Entry{ids[i], shares})
	}
	return pkg, answers
}

func TestMultiMessageSessionSignsEachMessageInEverySuite(t *testing.T) {
	for _, suite := range []Suite{Ed25519, Ristretto255, Ed448, P256, Secp256k1, Secp256k1TR, RedPallas, RedJubjub} {
		keys, ids, public := dealtKeys(t, suite, 2, 3)
		pkg, answers := multiShares(t, keys[1:], ids[1:])
		session, err := NewMultiSigningSession(pkg, public)
		if err != nil {
			t.Fatal(err)
		}
		for _, answer := range answers {
			if err := session.VerifyShares(answer.Identifier, answer.Message); err != nil {
				t.Fatalf("suite %d: %v", suite, err)
			}
		}
		signatures, err := session.Aggregate(answers)
		if err != nil || len(signatures) != len(multiMessages) {
			t.Fatalf("suite %d: %d signatures, %v", suite, len(signatures), err)
		}
		for j, signature := range signatures {
			if err := Verify(public, multiMessages[j], signature); err != nil {
				t.Fatalf("suite %d, message %d: %v", suite, j, err)
			}
		}
		if err := MultiVerify(public, multiMessages, signatures); err != nil {
			t.Fatal(err)
		}
		swapped := [][]byte{signatures[1], signatures[0], signatures[2]}
		var failure *MultiVerifyError
		err = MultiVerify(public, multiMessages, swapped)
		if !errors.As(err, &failure) || !errors.Is(err, ErrInvalidSignature) || len(failure.Invalid) != 2 || failure.Invalid[0] != 0 || failure.Invalid[1] != 1 {
			t.Fatalf("swapped signatures: %v", err)
		}
		if err := session.Close(); err != nil {
			t.Fatal(err)
		}
	}
}

func TestMultiSignConsumesTheNoncesAndChecksTheMessages(t *testing.T) {
	keys, ids, _ := dealtKeys(t, RedPallas, 2, 3)
	var commitments []Entry
	var nonces []*MultiNonces
	for i, key := range keys[:2] {
		n, c, err := MultiCommit(key, 3)
		if err != nil {
			t.Fatal(err)
		}
		nonces = append(nonces, n)
		commitments = append(commitments, Entry{ids[i], c})
	}
	pkg, err := NewMultiSigningPackage(commitments, multiMessages)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := MultiSign(pkg, multiMessages, nonces[0], keys[0]); err != nil {
		t.Fatal(err)
	}
	if _, err := MultiSign(pkg, multiMessages, nonces[0], keys[0]); !errors.Is(err, ErrStaleHandle) {
		t.Fatalf("a second signature with the same nonces: %v", err)
	}
	other := [][]byte{multiMessages[0], multiMessages[1], []byte("another input")}
	if _, err := MultiSign(pkg, other, nonces[1], keys[1]); !errors.Is(err, ErrMessageMismatch) {
		t.Fatalf("other messages: %v", err)
	}
	if _, err := MultiSign(pkg, multiMessages, nonces[1], keys[1]); !errors.Is(err, ErrStaleHandle) {
		t.Fatalf("the nonces of a refused request sign: %v", err)
	}
	if err := nonces[1].Close(); err != nil {
		t.Fatalf("closing spent nonces: %v", err)
	}
	if _, _, err := MultiCommit(keys[0], 0); !errors.Is(err, ErrInvalidParameter) {
		t.Fatalf("no message: %v", err)
	}
	if _, _, err := MultiCommit(keys[0], MaxMessages+1); !errors.Is(err, ErrInvalidParameter) {
		t.Fatalf("too many messages: %v", err)
	}
	if _, err := NewMultiSigningPackage(commitments, multiMessages[:2]); !errors.Is(err, ErrInvalidLength) {
		t.Fatalf("commitments for other messages: %v", err)
	}
}

func TestMultiSigningSessionNamesEveryCulprit(t *testing.T) {
	keys, ids, public := dealtKeys(t, Secp256k1, 3, 4)
	pkg, answers := multiShares(t, keys, ids)
	session, err := NewMultiSigningSession(pkg, public)
	if err != nil {
		t.Fatal(err)
	}
	defer session.Close()
	// Signer 0 answers with signer 1's shares, signer 2 with signer 3's
	// for every message: two culprits.
	spoiled := []Entry{
		{ids[0], answers[1].Message},
		answers[1],
		{ids[2], answers[3].Message},
		answers[3],
	}
	if err := session.VerifyShares(ids[0], answers[1].Message); !errors.Is(err, ErrInvalidSignatureShares) || !names(err, ids[0]) {
		t.Fatalf("another signer's answer: %v", err)
	}
	_, err = session.Aggregate(spoiled)
	var failure *Error
	if !errors.As(err, &failure) || failure.Code != StatusInvalidSignatureShares || len(failure.Participants) != 2 {
		t.Fatalf("two culprits: %v", err)
	}
	for _, named := range failure.Participants {
		if !bytes.Equal(named, ids[0]) && !bytes.Equal(named, ids[2]) {
			t.Fatalf("an honest signer is named: %x", named)
		}
	}
	if !strings.Contains(failure.Message, "message 2") {
		t.Fatalf("the failure does not say which messages: %s", failure.Message)
	}
	signatures, err := session.Aggregate(answers)
	if err != nil || len(signatures) != 3 {
		t.Fatalf("the session is still usable: %v", err)
	}
}

// The multi-message section's example is built and run as written.
func TestMultiDocumentedExampleRuns(t *testing.T) {
	page := goPage(t)
	section := strings.Index(page, "## Multi-message sessions")
	if section < 0 {
		t.Fatal("no multi-message section")
	}
	runExample(t, codeBlock(t, page[section:], "go"), "2 messages verify under")
}
