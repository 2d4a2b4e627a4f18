package frost

// #include "frost.h"
import "C"

// NewRandomizedMultiSigningPackage wraps the coordinator's
// MultiSigningPackage message with one randomizer per message (re-randomized
// signing, ZIP 312), for the group key (a VerifyingKey or PublicKeyPackage
// message): signature j then verifies under message j's randomized key, as
// each action of a Zcash transaction is signed under its own rk.
// randomizers[j] is message j's randomizer (for Zcash, that action's alpha:
// a non-zero scalar in the suite's encoding, no header); nil or empty draws
// fresh ones. Another number of randomizers than messages is refused
// (ErrInvalidLength). The request carries the randomizers: send it to the
// signers only. MultiSign and NewMultiSigningSession take it as they take
// a plain request.
func NewRandomizedMultiSigningPackage(multiSigningPackage, groupKey []byte, randomizers [][]byte) ([]byte, error) {
	var given []byte
	if len(randomizers) > 0 {
		given = encodeList(randomizers)
	}
	pkgData, pkgSize := input(multiSigningPackage)
	keyData, keySize := input(groupKey)
	randData, randSize := input(given)
	var out C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_randomized_multi_signing_package_new(pkgData, pkgSize, keyData, keySize, randData, randSize, &out, report)
	})
	keepAlive(multiSigningPackage, groupKey, given)
	// The list is a copy of the caller's randomizers, which are secret.
	newSecret(given).Wipe()
	if err != nil {
		return nil, err
	}
	return take(&out), nil
}

// RandomizedMultiVerifyingKeys returns the randomized key of each message of
// a re-randomized request, a VerifyingKey message each, in message order:
// signature j verifies under key j (Zcash's rk of action j). A signer
// checks them against what it authorizes before signing.
func RandomizedMultiVerifyingKeys(randomizedMultiSigningPackage []byte) ([][]byte, error) {
	pkgData, pkgSize := input(randomizedMultiSigningPackage)
	var out C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_randomized_multi_verifying_keys(pkgData, pkgSize, &out, report)
	})
	keepAlive(randomizedMultiSigningPackage)
	if err != nil {
		return nil, err
	}
	return decodeList(take(&out))
}

// RandomizedMultiVerify checks signatures[j] over message j of the
// re-randomized request under that message's randomized key, for every j at
// once, after checking each randomized key against the group key (a
// VerifyingKey or PublicKeyPackage message; ErrProtocol for a randomizer
// that does not give the request's key). It returns nil when all verify,
// otherwise a *MultiVerifyError listing every invalid index.
func RandomizedMultiVerify(randomizedMultiSigningPackage, groupKey []byte, signatures [][]byte) error {
	signatureList := encodeList(signatures)
	pkgData, pkgSize := input(randomizedMultiSigningPackage)
	keyData, keySize := input(groupKey)
	sigData, sigSize := input(signatureList)
	var out C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_randomized_multi_verify(pkgData, pkgSize, keyData, keySize, sigData, sigSize, &out, report)
	})
	keepAlive(randomizedMultiSigningPackage, groupKey, signatureList)
	return invalidIndices(err, take(&out))
}
