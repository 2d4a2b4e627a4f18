package frost

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// alpha is the scalar n of suite in its canonical encoding (small, so the
// same bytes serve every little- and big-endian suite).
func alpha(suite Suite, n byte) []byte {
	switch suite {
	case Ed448:
		a := make([]byte, 57)
		a[0] = n
		return a
	case P256, Secp256k1, Secp256k1TR:
		a := make([]byte, 32)
		a[31] = n
		return a
	default:
		a := make([]byte, 32)
		a[0] = n
		return a
	}
}

// randomizedRequest runs round one among keys and wraps the request with
// randomizers: the nonces and the re-randomized request.
func randomizedRequest(t *testing.T, keys []*Secret, ids [][]byte, public []byte, randomizers [][]byte) ([]*MultiNonces, []byte) {
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
	plain, err := NewMultiSigningPackage(commitments, multiMessages)
	if err != nil {
		t.Fatal(err)
	}
	request, err := NewRandomizedMultiSigningPackage(plain, public, randomizers)
	if err != nil {
		t.Fatal(err)
	}
	return nonces, request
}

func TestRandomizedMultiMessageSessionSignsUnderEachRandomizedKey(t *testing.T) {
	for _, suite := range []Suite{RedPallas, RedJubjub, Ed25519, Secp256k1TR} {
		keys, ids, public := dealtKeys(t, suite, 2, 3)
		alphas := [][]byte{alpha(suite, 5), alpha(suite, 6), alpha(suite, 7)}
		nonces, request := randomizedRequest(t, keys[:2], ids[:2], public, alphas)
		rks, err := RandomizedMultiVerifyingKeys(request)
		if err != nil || len(rks) != 3 || bytes.Equal(rks[0], rks[1]) {
			t.Fatalf("suite %d: randomized keys %d, %v", suite, len(rks), err)
		}
		session, err := NewMultiSigningSession(request, public)
		if err != nil {
			t.Fatal(err)
		}
		var answers []Entry
		for i := range nonces {
			shares, err := MultiSign(request, multiMessages, nonces[i], keys[i])
			if err != nil {
				t.Fatalf("suite %d: %v", suite, err)
			}
			if err := session.VerifyShares(ids[i], shares); err != nil {
				t.Fatal(err)
			}
			answers = append(answers, Entry{ids[i], shares})
		}
		signatures, err := session.Aggregate(answers)
		if err != nil {
			t.Fatal(err)
		}
		for j, signature := range signatures {
			for k, rk := range rks {
				if (Verify(rk, multiMessages[j], signature) == nil) != (j == k) {
					t.Fatalf("suite %d: signature %d under rk %d", suite, j, k)
				}
			}
			if Verify(public, multiMessages[j], signature) == nil {
				t.Fatalf("suite %d: signature %d verifies under the group key", suite, j)
			}
		}
		if err := RandomizedMultiVerify(request, public, signatures); err != nil {
			t.Fatal(err)
		}
		var failure *MultiVerifyError
		err = RandomizedMultiVerify(request, public, [][]byte{signatures[2], signatures[1], signatures[0]})
		if !errors.As(err, &failure) || len(failure.Invalid) != 2 || failure.Invalid[0] != 0 || failure.Invalid[1] != 2 {
			t.Fatalf("swapped signatures: %v", err)
		}
		// A tampered answer names its sender.
		spoiled := []Entry{answers[0], {ids[1], answers[0].Message}}
		if _, err := session.Aggregate(spoiled); !errors.Is(err, ErrInvalidSignatureShares) || !names(err, ids[1]) {
			t.Fatalf("another signer's answer: %v", err)
		}
		if err := session.Close(); err != nil {
			t.Fatal(err)
		}
	}
}

func TestRandomizedMultiRequestRefusals(t *testing.T) {
	keys, ids, public := dealtKeys(t, RedPallas, 2, 3)
	nonces, request := randomizedRequest(t, keys[:2], ids[:2], public, nil)
	// Fresh randomizers: a request the signers answer.
	if _, err := MultiSign(request, multiMessages, nonces[0], keys[0]); err != nil {
		t.Fatal(err)
	}
	if _, err := MultiSign(request, multiMessages, nonces[0], keys[0]); !errors.Is(err, ErrStaleHandle) {
		t.Fatalf("a second signature with the same nonces: %v", err)
	}
	// Message 1's randomizer replaced, its randomized key kept: refused by
	// the signer (spending its nonces) and by the coordinator.
	forged := append([]byte(nil), request...)
	copy(forged[4+64:4+64+32], alpha(RedPallas, 9))
	if _, err := MultiSign(forged, multiMessages, nonces[1], keys[1]); !errors.Is(err, ErrProtocol) {
		t.Fatalf("a forged randomizer: %v", err)
	}
	if _, err := MultiSign(request, multiMessages, nonces[1], keys[1]); !errors.Is(err, ErrStaleHandle) {
		t.Fatalf("the nonces of a refused request sign: %v", err)
	}
	if _, err := NewMultiSigningSession(forged, public); !errors.Is(err, ErrProtocol) {
		t.Fatalf("a session of a forged request: %v", err)
	}
	if err := RandomizedMultiVerify(forged, public, [][]byte{{}, {}, {}}); err == nil {
		t.Fatal("a forged request verifies")
	}
	if _, err := NewRandomizedMultiSigningPackage(request, public, [][]byte{alpha(RedPallas, 1)}); !errors.Is(err, ErrWrongMessageType) {
		t.Fatalf("a randomized request wrapped again: %v", err)
	}
}

// The re-randomized multi-message section's example is built and run as
// written.
func TestRandomizedMultiDocumentedExampleRuns(t *testing.T) {
	page := goPage(t)
	section := strings.Index(page, "## Re-randomized multi-message sessions")
	if section < 0 {
		t.Fatal("no re-randomized multi-message section")
	}
	runExample(t, codeBlock(t, page[section:], "go"), "2 actions signed, each under its own rk")
}
