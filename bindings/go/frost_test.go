package frost

import (
	"bytes"
	"errors"
	"testing"
)

// signers runs a whole dealer ceremony of suite with the first min of max
// participants signing message, returning what the tests inspect.
type ceremony struct {
	dealing     *Dealing
	keyPackages []*Secret
	identifiers [][]byte
	pkg         []byte
	shares      []Entry
}

func dealAndSign(t *testing.T, suite Suite, min, max uint16, message []byte) *ceremony {
	t.Helper()
	dealing, err := GenerateWithDealer(suite, min, max)
	if err != nil {
		t.Fatalf("dealer: %v", err)
	}
	c := &ceremony{dealing: dealing}
	for _, share := range dealing.SecretShares {
		keyPackage, err := KeyPackageFromSecretShare(share)
		if err != nil {
			t.Fatalf("key package: %v", err)
		}
		id, err := KeyPackageIdentifier(keyPackage)
		if err != nil {
			t.Fatalf("identifier: %v", err)
		}
		c.keyPackages = append(c.keyPackages, keyPackage)
		c.identifiers = append(c.identifiers, id)
	}
	var commitments []Entry
	var nonces []*Nonces
	for i := 0; i < int(min); i++ {
		n, commitment, err := Commit(c.keyPackages[i])
		if err != nil {
			t.Fatalf("commit: %v", err)
		}
		nonces = append(nonces, n)
		commitments = append(commitments, Entry{c.identifiers[i], commitment})
	}
	if c.pkg, err = NewSigningPackage(commitments, message); err != nil {
		t.Fatalf("signing package: %v", err)
	}
	for i, n := range nonces {
		share, err := Sign(c.pkg, message, n, c.keyPackages[i])
		if err != nil {
			t.Fatalf("sign: %v", err)
		}
		c.shares = append(c.shares, Entry{c.identifiers[i], share})
	}
	return c
}

func TestEverySuiteSignsAndVerifies(t *testing.T) {
	message := []byte("every suite through the C ABI")
	for _, suite := range Suites {
		t.Run(suite.String(), func(t *testing.T) {
			c := dealAndSign(t, suite, 2, 3, message)
			signature, err := Aggregate(c.pkg, c.shares, c.dealing.PublicKeyPackage)
			if err != nil {
				t.Fatalf("aggregate: %v", err)
			}
			if signature[1] != byte(suite) {
				t.Fatalf("signature of suite %d, want %d", signature[1], suite)
			}
			key, err := VerifyingKey(c.dealing.PublicKeyPackage)
			if err != nil {
				t.Fatalf("verifying key: %v", err)
			}
			if err := Verify(key, message, signature); err != nil {
				t.Fatalf("verify: %v", err)
			}
			err = Verify(key, []byte("another message"), signature)
			if !errors.Is(err, ErrInvalidSignature) {
				t.Fatalf("a signature over another message: %v", err)
			}
		})
	}
}

func TestNoncesSignOnce(t *testing.T) {
	message := []byte("once")
	dealing, err := GenerateWithDealer(Ed25519, 2, 3)
	if err != nil {
		t.Fatal(err)
	}
	var keyPackages []*Secret
	var commitments []Entry
	var nonces []*Nonces
	for _, share := range dealing.SecretShares[:2] {
		kp, err := KeyPackageFromSecretShare(share)
		if err != nil {
			t.Fatal(err)
		}
		id, _ := KeyPackageIdentifier(kp)
		n, commitment, err := Commit(kp)
		if err != nil {
			t.Fatal(err)
		}
		keyPackages = append(keyPackages, kp)
		nonces = append(nonces, n)
		commitments = append(commitments, Entry{id, commitment})
	}
	pkg, err := NewSigningPackage(commitments, message)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Sign(pkg, message, nonces[0], keyPackages[0]); err != nil {
		t.Fatal(err)
	}
	_, err = Sign(pkg, message, nonces[0], keyPackages[0])
	if !errors.Is(err, ErrStaleHandle) {
		t.Fatalf("second signature with the same nonces: %v", err)
	}
	// A package for another message is refused, and consumes the nonces.
	_, err = Sign(pkg, []byte("what the signer expects"), nonces[1], keyPackages[1])
	if !errors.Is(err, ErrMessageMismatch) {
		t.Fatalf("unexpected message: %v", err)
	}
	if _, err = Sign(pkg, message, nonces[1], keyPackages[1]); !errors.Is(err, ErrStaleHandle) {
		t.Fatalf("nonces after a refusal: %v", err)
	}
	if err := nonces[1].Close(); err != nil {
		t.Fatalf("closing consumed nonces: %v", err)
	}
}

func TestAggregateNamesEveryCulprit(t *testing.T) {
	message := []byte("blame")
	c := dealAndSign(t, Secp256k1, 3, 4, message)
	// Two signers' shares are swapped for another's: both are named.
	c.shares[0].Message = append([]byte(nil), c.shares[2].Message...)
	c.shares[1].Message = append([]byte(nil), c.shares[2].Message...)
	_, err := Aggregate(c.pkg, c.shares, c.dealing.PublicKeyPackage)
	if !errors.Is(err, ErrInvalidSignatureShares) {
		t.Fatalf("aggregate with invalid shares: %v", err)
	}
	var failure *Error
	if !errors.As(err, &failure) {
		t.Fatalf("not an *Error: %T", err)
	}
	if len(failure.Participants) != 2 ||
		!bytes.Equal(failure.Participants[0], c.identifiers[0]) ||
		!bytes.Equal(failure.Participants[1], c.identifiers[1]) {
		t.Fatalf("culprits %x, want the first two signers", failure.Participants)
	}
	// A missing share names the absent signer.
	_, err = Aggregate(c.pkg, c.shares[1:], c.dealing.PublicKeyPackage)
	if !errors.As(err, &failure) || failure.Code != StatusMissingParticipants ||
		len(failure.Participants) != 1 || !bytes.Equal(failure.Participants[0], c.identifiers[0]) {
		t.Fatalf("missing share: %v", err)
	}
}

func TestBadInputsAreRefusedWithCodes(t *testing.T) {
	dealing, err := GenerateWithDealer(Ed25519, 2, 3)
	if err != nil {
		t.Fatal(err)
	}
	kp, err := KeyPackageFromSecretShare(dealing.SecretShares[0])
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name  string
		input []byte
		want  error
	}{
		{"empty", nil, ErrInvalidLength},
		{"truncated", kp.Bytes()[:len(kp.Bytes())-1], ErrInvalidLength},
		{"trailing byte", append(append([]byte(nil), kp.Bytes()...), 0), ErrInvalidLength},
		{"another type", dealing.PublicKeyPackage, ErrWrongMessageType},
		{"unknown version", append([]byte{9}, kp.Bytes()[1:]...), ErrUnsupportedVersion},
	}
	for _, tc := range cases {
		_, _, err := Commit(SecretFromBytes(append([]byte(nil), tc.input...)))
		if !errors.Is(err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
	}
	if _, err := GenerateWithDealer(Suite(99), 2, 3); !errors.Is(err, ErrWrongSuite) {
		t.Errorf("unknown suite: %v", err)
	}
	if _, err := GenerateWithDealer(Ed25519, 4, 3); !errors.Is(err, ErrInvalidParameter) {
		t.Errorf("threshold above the group: %v", err)
	}
}

func TestSecretsAreWiped(t *testing.T) {
	dealing, err := GenerateWithDealer(Ed25519, 2, 3)
	if err != nil {
		t.Fatal(err)
	}
	share := dealing.SecretShares[0]
	held := share.Bytes()
	dealing.Wipe()
	for _, b := range held {
		if b != 0 {
			t.Fatal("a wiped secret share still holds its bytes")
		}
	}
	if len(share.Bytes()) != 0 {
		t.Fatal("a wiped secret still returns bytes")
	}
	if _, err := KeyPackageFromSecretShare(share); !errors.Is(err, ErrInvalidLength) {
		t.Fatalf("a wiped share used: %v", err)
	}
}

func TestConcurrentSignsWithOneNoncesSignOnce(t *testing.T) {
	message := []byte("race")
	dealing, err := GenerateWithDealer(Ed25519, 2, 3)
	if err != nil {
		t.Fatal(err)
	}
	var keys []*Secret
	var commitments []Entry
	var nonces []*Nonces
	for _, share := range dealing.SecretShares[:2] {
		key, _ := KeyPackageFromSecretShare(share)
		id, _ := KeyPackageIdentifier(key)
		n, c, err := Commit(key)
		if err != nil {
			t.Fatal(err)
		}
		keys, nonces = append(keys, key), append(nonces, n)
		commitments = append(commitments, Entry{id, c})
	}
	pkg, err := NewSigningPackage(commitments, message)
	if err != nil {
		t.Fatal(err)
	}
	results := make(chan error, 8)
	for i := 0; i < 8; i++ {
		go func() {
			_, err := Sign(pkg, message, nonces[0], keys[0])
			results <- err
		}()
	}
	signed := 0
	for i := 0; i < 8; i++ {
		switch err := <-results; {
		case err == nil:
			signed++
		case !errors.Is(err, ErrStaleHandle):
			t.Errorf("a concurrent signature failed otherwise: %v", err)
		}
	}
	if signed != 1 {
		t.Fatalf("%d signatures with one set of nonces", signed)
	}
	if _, err := Sign(pkg, message, nil, keys[0]); !errors.Is(err, ErrNullArgument) {
		t.Fatalf("nil nonces: %v", err)
	}
	if _, _, err := Commit(nil); !errors.Is(err, ErrInvalidLength) {
		t.Fatalf("nil key package: %v", err)
	}
}
