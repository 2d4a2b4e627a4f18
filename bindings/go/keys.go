package frost

// #include "frost.h"
import "C"

// Dealing is what a trusted dealer produces: one secret share per
// participant, in ascending identifier order, and the group's public key
// package.
type Dealing struct {
	SecretShares     []*Secret
	PublicKeyPackage []byte
}

// Wipe wipes every secret share.
func (d *Dealing) Wipe() {
	for _, share := range d.SecretShares {
		share.Wipe()
	}
}

// GenerateWithDealer deals a fresh group key of suite into maxSigners
// shares, any minSigners of which sign (RFC 9591, Appendix C), with the
// identifiers 1 to maxSigners. Randomness comes from the operating system.
func GenerateWithDealer(suite Suite, minSigners, maxSigners uint16) (*Dealing, error) {
	if err := checkABI(); err != nil {
		return nil, err
	}
	var shares, public C.FrostBuffer
	// The default identifiers, 1 to maxSigners: an empty list.
	ids := encodeList(nil)
	idData, idSize := input(ids)
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_dealer_generate(C.uint8_t(suite), C.uint16_t(minSigners), C.uint16_t(maxSigners), idData, idSize, &shares, &public, report)
	})
	keepAlive(ids)
	if err != nil {
		return nil, err
	}
	list := takeSecret(&shares)
	defer list.Wipe()
	items, err := decodeList(list.Bytes())
	if err != nil {
		return nil, err
	}
	dealing := &Dealing{PublicKeyPackage: take(&public)}
	for _, item := range items {
		dealing.SecretShares = append(dealing.SecretShares, newSecret(item))
	}
	return dealing, nil
}

// KeyPackageFromSecretShare checks a participant's secret share against the
// dealer's commitment and returns its KeyPackage message (secret).
func KeyPackageFromSecretShare(secretShare *Secret) (*Secret, error) {
	var out C.FrostBuffer
	data, size := input(secretShare.Bytes())
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_key_package_from_secret_share(data, size, &out, report)
	})
	keepAlive(secretShare)
	if err != nil {
		return nil, err
	}
	return takeSecret(&out), nil
}

// Identifier returns the Identifier message of participant number n in
// suite (the identifiers a default dealing gives).
func Identifier(suite Suite, n uint16) ([]byte, error) {
	var out C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_identifier(C.uint8_t(suite), C.uint16_t(n), &out, report)
	})
	if err != nil {
		return nil, err
	}
	return take(&out), nil
}

// KeyPackageIdentifier returns the Identifier message of a key package's
// participant.
func KeyPackageIdentifier(keyPackage *Secret) ([]byte, error) {
	var out C.FrostBuffer
	data, size := input(keyPackage.Bytes())
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_key_package_identifier(data, size, &out, report)
	})
	keepAlive(keyPackage)
	if err != nil {
		return nil, err
	}
	return take(&out), nil
}

// VerifyingKey returns the group's VerifyingKey message from its
// PublicKeyPackage message.
func VerifyingKey(publicKeyPackage []byte) ([]byte, error) {
	var out C.FrostBuffer
	data, size := input(publicKeyPackage)
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_public_key_package_verifying_key(data, size, &out, report)
	})
	if err != nil {
		return nil, err
	}
	return take(&out), nil
}
