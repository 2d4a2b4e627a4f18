package frost

import (
	"bytes"
	"errors"
	"testing"
)

// dealtKeys deals a min-of-max group of suite and returns its key packages,
// identifiers and public key package.
func dealtKeys(t *testing.T, suite Suite, min, max uint16) ([]*Secret, [][]byte, []byte) {
	t.Helper()
	dealing, err := GenerateWithDealer(suite, min, max)
	if err != nil {
		t.Fatal(err)
	}
	keys, ids := keyPackages(t, dealing)
	return keys, ids, dealing.PublicKeyPackage
}

// pooledSign signs message with the keys, every signer's nonces taken from
// its pool with the pool's first unused commitments, appending each take to
// records[i]. It returns the signing package and the signature.
func pooledSign(t *testing.T, keys []*Secret, ids [][]byte, pools []*NoncePool, records [][][]byte, public, message []byte) ([]byte, []byte) {
	t.Helper()
	var commitments []Entry
	for i, pool := range pools {
		unused, err := pool.Unused()
		if err != nil || len(unused) == 0 {
			t.Fatalf("unused: %d, %v", len(unused), err)
		}
		commitments = append(commitments, Entry{ids[i], unused[0]})
	}
	pkg, err := NewSigningPackage(commitments, message)
	if err != nil {
		t.Fatal(err)
	}
	var shares []Entry
	for i, pool := range pools {
		nonces, consumed, err := pool.Take(pkg, ids[i])
		if err != nil {
			t.Fatalf("take: %v", err)
		}
		if !bytes.Equal(consumed, commitments[i].Message) {
			t.Fatal("take returned other commitments than the package's")
		}
		records[i] = append(records[i], consumed)
		share, err := Sign(pkg, message, nonces, keys[i])
		if err != nil {
			t.Fatalf("sign: %v", err)
		}
		shares = append(shares, Entry{ids[i], share})
	}
	signature, err := Aggregate(pkg, shares, public)
	if err != nil {
		t.Fatalf("aggregate: %v", err)
	}
	return pkg, signature
}

func TestPooledNoncesSignAndAreTakenOnce(t *testing.T) {
	for _, suite := range []Suite{Ed25519, Secp256k1} {
		t.Run(suite.String(), func(t *testing.T) {
			keys, ids, public := dealtKeys(t, suite, 2, 3)
			var pools []*NoncePool
			for _, key := range keys[:2] {
				pool, commitments, err := NewNoncePool(key, 3)
				if err != nil || len(commitments) != 3 {
					t.Fatalf("pool: %d, %v", len(commitments), err)
				}
				defer pool.Close()
				pools = append(pools, pool)
			}
			records := make([][][]byte, 2)
			message := []byte("pooled")
			pkg, signature := pooledSign(t, keys[:2], ids[:2], pools, records, public, message)
			if err := Verify(public, message, signature); err != nil {
				t.Fatal(err)
			}
			if _, _, err := pools[0].Take(pkg, ids[0]); !errors.Is(err, ErrNonceRefused) {
				t.Fatalf("a second take of one entry: %v", err)
			}
			if unused, _ := pools[0].Unused(); len(unused) != 2 {
				t.Fatalf("%d unused entries after one take", len(unused))
			}
		})
	}
}

func TestRestoreRefusesAnOldPoolAndALostRecord(t *testing.T) {
	keys, ids, public := dealtKeys(t, Ed25519, 2, 3)
	var pools []*NoncePool
	for _, key := range keys[:2] {
		pool, _, err := NewNoncePool(key, 4)
		if err != nil {
			t.Fatal(err)
		}
		pools = append(pools, pool)
	}
	records := make([][][]byte, 2)
	old, err := pools[0].Store()
	if err != nil {
		t.Fatal(err)
	}
	oldCopy := append([]byte(nil), old.Bytes()...)
	pooledSign(t, keys[:2], ids[:2], pools, records, public, []byte("first"))
	stored, err := pools[0].Store()
	if err != nil {
		t.Fatal(err)
	}
	storedCopy := append([]byte(nil), stored.Bytes()...)
	for _, pool := range pools {
		if err := pool.Close(); err != nil {
			t.Fatal(err)
		}
	}

	// The stored copy from before the take, against the newer record.
	if _, err := RestoreNoncePool(SecretFromBytes(oldCopy), records[0]); !errors.Is(err, ErrNonceRefused) {
		t.Fatalf("an old pool against a newer record: %v", err)
	}
	// The current pool with the record lost.
	if _, err := RestoreNoncePool(SecretFromBytes(append([]byte(nil), storedCopy...)), nil); !errors.Is(err, ErrNonceRefused) {
		t.Fatalf("a pool with a lost record: %v", err)
	}
	// The current pool with its record is restored and keeps the rest.
	restored, err := RestoreNoncePool(stored, records[0])
	if err != nil {
		t.Fatalf("restore: %v", err)
	}
	defer restored.Close()
	if unused, _ := restored.Unused(); len(unused) != 3 {
		t.Fatalf("%d unused entries restored", len(unused))
	}
	old.Wipe()
}

func TestClosedPoolIsRefused(t *testing.T) {
	keys, _, _ := dealtKeys(t, Ed25519, 2, 3)
	pool, _, err := NewNoncePool(keys[0], 1)
	if err != nil {
		t.Fatal(err)
	}
	if err := pool.Close(); err != nil {
		t.Fatal(err)
	}
	if err := pool.Close(); err != nil {
		t.Fatalf("a second close: %v", err)
	}
	if _, err := pool.Store(); !errors.Is(err, ErrStaleHandle) {
		t.Fatalf("a closed pool stores: %v", err)
	}
}
