package frost

import (
	"bytes"
	"errors"
	"testing"
)

// dkg runs a whole distributed key generation among max participants.
func dkg(t *testing.T, suite Suite, min, max uint16) ([]*Secret, []byte) {
	t.Helper()
	var ids [][]byte
	secrets1 := map[int]*Secret{}
	packages1 := map[int][]byte{}
	for n := 1; n <= int(max); n++ {
		id, err := Identifier(suite, uint16(n))
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
		if secrets1[n-1], packages1[n-1], err = DKGPart1(id, max, min); err != nil {
			t.Fatalf("part 1: %v", err)
		}
	}
	others := func(i int) []Entry {
		var entries []Entry
		for j := range ids {
			if j != i {
				entries = append(entries, Entry{ids[j], packages1[j]})
			}
		}
		return entries
	}
	secrets2 := map[int]*Secret{}
	outgoing := map[int][]SecretEntry{}
	for i := range ids {
		var err error
		if secrets2[i], outgoing[i], err = DKGPart2(secrets1[i], others(i)); err != nil {
			t.Fatalf("part 2: %v", err)
		}
	}
	var keys []*Secret
	var public []byte
	for i := range ids {
		var received []Entry
		for j := range ids {
			for _, e := range outgoing[j] {
				if j != i && bytes.Equal(e.Identifier, ids[i]) {
					received = append(received, Entry{ids[j], e.Message.Bytes()})
				}
			}
		}
		key, pub, err := DKGPart3(secrets2[i], others(i), received)
		if err != nil {
			t.Fatalf("part 3: %v", err)
		}
		if public != nil && !bytes.Equal(public, pub) {
			t.Fatal("participants disagree on the group's public key package")
		}
		keys, public = append(keys, key), pub
	}
	return keys, public
}

// signAll signs message with every key, the package wrapped by wrap.
func signAll(t *testing.T, keys []*Secret, public, message []byte, wrap func([]byte) []byte) ([]byte, []byte) {
	t.Helper()
	var commitments []Entry
	var nonces []*Nonces
	for _, key := range keys {
		id, _ := KeyPackageIdentifier(key)
		n, c, err := Commit(key)
		if err != nil {
			t.Fatal(err)
		}
		nonces = append(nonces, n)
		commitments = append(commitments, Entry{id, c})
	}
	pkg, err := NewSigningPackage(commitments, message)
	if err != nil {
		t.Fatal(err)
	}
	pkg = wrap(pkg)
	var shares []Entry
	for i, key := range keys {
		share, err := Sign(pkg, message, nonces[i], key)
		if err != nil {
			t.Fatalf("sign: %v", err)
		}
		shares = append(shares, Entry{commitments[i].Identifier, share})
	}
	signature, err := Aggregate(pkg, shares, public)
	if err != nil {
		t.Fatalf("aggregate: %v", err)
	}
	return signature, pkg
}

func plain(pkg []byte) []byte { return pkg }

func TestDKGKeysSignInEverySuite(t *testing.T) {
	for _, suite := range Suites {
		t.Run(suite.String(), func(t *testing.T) {
			keys, public := dkg(t, suite, 2, 3)
			signature, _ := signAll(t, keys[1:], public, []byte("distributed"), plain)
			if err := Verify(public, []byte("distributed"), signature); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestTaprootTweakSignsUnderTheOutputKey(t *testing.T) {
	dealing, err := GenerateWithDealer(Secp256k1TR, 2, 3)
	if err != nil {
		t.Fatal(err)
	}
	merkleRoot := bytes.Repeat([]byte{0xab}, 32)
	var keys []*Secret
	for _, share := range dealing.SecretShares[:2] {
		key, err := KeyPackageFromSecretShare(share)
		if err != nil {
			t.Fatal(err)
		}
		tweaked, err := TweakKeyPackage(key, TweakTaproot, merkleRoot)
		if err != nil {
			t.Fatal(err)
		}
		keys = append(keys, tweaked)
	}
	public, err := TweakPublicKeyPackage(dealing.PublicKeyPackage, TweakTaproot, merkleRoot)
	if err != nil {
		t.Fatal(err)
	}
	message := make([]byte, 32)
	signature, _ := signAll(t, keys, public, message, plain)
	if err := Verify(public, message, signature); err != nil {
		t.Fatal(err)
	}
	if err := Verify(dealing.PublicKeyPackage, message, signature); !errors.Is(err, ErrInvalidSignature) {
		t.Fatalf("the untweaked key accepts the signature: %v", err)
	}
	outputKey, err := ExportGroupKey(public, KeyStandard)
	if err != nil || len(outputKey) != 32 {
		t.Fatalf("x-only output key: %x, %v", outputKey, err)
	}
	ed, _ := GenerateWithDealer(Ed25519, 2, 3)
	if _, err := TweakPublicKeyPackage(ed.PublicKeyPackage, TweakTaproot, nil); !errors.Is(err, ErrUnsupportedBySuite) {
		t.Fatalf("Taproot on Ed25519: %v", err)
	}
}

func TestRedPallasSignsRerandomizedWithAGivenAlpha(t *testing.T) {
	dealing, err := GenerateWithDealer(RedPallas, 2, 3)
	if err != nil {
		t.Fatal(err)
	}
	var keys []*Secret
	for _, share := range dealing.SecretShares[:2] {
		key, err := KeyPackageFromSecretShare(share)
		if err != nil {
			t.Fatal(err)
		}
		keys = append(keys, key)
	}
	alpha := append([]byte{9}, make([]byte, 31)...)
	message := []byte("a Zcash spend")
	signature, pkg := signAll(t, keys, dealing.PublicKeyPackage, message, func(pkg []byte) []byte {
		wrapped, err := NewRandomizedSigningPackage(pkg, dealing.PublicKeyPackage, alpha)
		if err != nil {
			t.Fatal(err)
		}
		return wrapped
	})
	rk, err := RandomizedVerifyingKey(pkg)
	if err != nil {
		t.Fatal(err)
	}
	if err := Verify(rk, message, signature); err != nil {
		t.Fatalf("under rk: %v", err)
	}
	if err := Verify(dealing.PublicKeyPackage, message, signature); !errors.Is(err, ErrInvalidSignature) {
		t.Fatalf("the group key accepts a re-randomized signature: %v", err)
	}
}
