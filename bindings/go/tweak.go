package frost

// #include "frost.h"
import "C"

// TweakKind selects how KeyTweak reads its tweak.
type TweakKind uint8

const (
	// TweakAdd: the tweak is a scalar (no header); keys become Y + t*G.
	TweakAdd TweakKind = 1
	// TweakDerive: the tweak is a derivation path; BIP32-style,
	// non-hardened.
	TweakDerive TweakKind = 2
	// TweakTaproot: secp256k1-tr only; the BIP341 tap tweak, with an empty
	// tweak (key-path only) or a 32-byte merkle root.
	TweakTaproot TweakKind = 3
)

// TweakKeyPackage returns the tweaked KeyPackage (secret). Every signer
// and the coordinator apply the same tweak; signatures then verify under
// the tweaked group key.
func TweakKeyPackage(keyPackage *Secret, kind TweakKind, tweak []byte) (*Secret, error) {
	var out C.FrostBuffer
	if err := keyTweak(keyPackage.Bytes(), kind, tweak, &out); err != nil {
		return nil, err
	}
	keepAlive(keyPackage)
	return takeSecret(&out), nil
}

// TweakPublicKeyPackage returns the tweaked PublicKeyPackage, as
// TweakKeyPackage tweaks each key package.
func TweakPublicKeyPackage(publicKeyPackage []byte, kind TweakKind, tweak []byte) ([]byte, error) {
	var out C.FrostBuffer
	if err := keyTweak(publicKeyPackage, kind, tweak, &out); err != nil {
		return nil, err
	}
	return take(&out), nil
}

func keyTweak(key []byte, kind TweakKind, tweak []byte, out *C.FrostBuffer) error {
	keyData, keySize := input(key)
	tweakData, tweakSize := input(tweak)
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_key_tweak(keyData, keySize, C.uint8_t(kind), tweakData, tweakSize, out, report)
	})
	keepAlive(key, tweak)
	return err
}

// KeyFormat selects ExportGroupKey's encoding.
type KeyFormat uint8

const (
	// KeyStandard: the suite's standard key bytes (RFC 8032, SEC1
	// compressed, BIP340 x-only for secp256k1-tr, Zcash's ak).
	KeyStandard KeyFormat = 1
	// KeySPKIDER: a DER SubjectPublicKeyInfo.
	KeySPKIDER KeyFormat = 2
	// KeyPEM: the SubjectPublicKeyInfo as PEM text.
	KeyPEM KeyFormat = 3
)

// ExportGroupKey returns the group key of a VerifyingKey or
// PublicKeyPackage message in format.
func ExportGroupKey(groupKey []byte, format KeyFormat) ([]byte, error) {
	var out C.FrostBuffer
	keyData, keySize := input(groupKey)
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_export_group_key(keyData, keySize, C.uint8_t(format), &out, report)
	})
	keepAlive(groupKey)
	if err != nil {
		return nil, err
	}
	return take(&out), nil
}

// NewRandomizedSigningPackage wraps a signing package with the randomizer
// alpha (a scalar, no header; empty for a fresh one) for the group key:
// the signature verifies under the randomized key (Zcash's rk). Sign and
// Aggregate take the wrapped package as they take a plain one.
func NewRandomizedSigningPackage(signingPackage, groupKey, alpha []byte) ([]byte, error) {
	var out C.FrostBuffer
	pkgData, pkgSize := input(signingPackage)
	keyData, keySize := input(groupKey)
	alphaData, alphaSize := input(alpha)
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_randomized_signing_package_new(pkgData, pkgSize, keyData, keySize, alphaData, alphaSize, &out, report)
	})
	keepAlive(signingPackage, groupKey, alpha)
	if err != nil {
		return nil, err
	}
	return take(&out), nil
}

// RandomizedVerifyingKey returns the randomized key (rk) of a randomized
// signing package, as a VerifyingKey message.
func RandomizedVerifyingKey(randomizedSigningPackage []byte) ([]byte, error) {
	var out C.FrostBuffer
	pkgData, pkgSize := input(randomizedSigningPackage)
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_randomized_verifying_key(pkgData, pkgSize, &out, report)
	})
	keepAlive(randomizedSigningPackage)
	if err != nil {
		return nil, err
	}
	return take(&out), nil
}
