package frost

// #include "frost.h"
import "C"

// Resharing: current holders (the dealers, at least the threshold) give a
// new group, with new identifiers and a new threshold, shares of the same
// group key.

// ResharePart1 is run by each dealer with its key package: dealers are the
// Identifier messages of every dealer taking part (this one included, the
// same list for all), newIdentifiers and newMinSigners the new group's. It
// returns the ResharePackage message to broadcast to every new participant
// and each new participant's ReshareSubShare message (secret: send each
// over a confidential, authenticated channel).
func ResharePart1(keyPackage *Secret, dealers, newIdentifiers [][]byte, newMinSigners uint16) ([]byte, []SecretEntry, error) {
	dealerList := encodeList(dealers)
	newList := encodeList(newIdentifiers)
	keyData, keySize := input(keyPackage.Bytes())
	dealerData, dealerSize := input(dealerList)
	newData, newSize := input(newList)
	var pkg, subShares C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_reshare_part1(keyData, keySize, dealerData, dealerSize, newData, newSize, C.uint16_t(newMinSigners), &pkg, &subShares, report)
	})
	keepAlive(keyPackage, dealerList, newList)
	if err != nil {
		return nil, nil, err
	}
	broadcast := take(&pkg)
	entries, err := takeSecretMap(&subShares)
	if err != nil {
		return nil, nil, err
	}
	return broadcast, entries, nil
}

// ResharePart2 is run by each new participant identifier: publicKeyPackage
// is the old group's (from a trusted source), packages every dealer's
// ResharePackage message, subShares the ReshareSubShare messages the same
// dealers sent it. It returns its new KeyPackage message (secret) and the
// new group's PublicKeyPackage message (the same for every new
// participant: compare them before use). Every dealer at fault is named.
func ResharePart2(identifier []byte, newIdentifiers [][]byte, newMinSigners uint16, publicKeyPackage []byte, packages []Entry, subShares []SecretEntry) (*Secret, []byte, error) {
	newList := encodeList(newIdentifiers)
	pkgList := encodeMap(packages)
	received := encodeSecretMap(subShares)
	defer received.Wipe()
	idData, idSize := input(identifier)
	newData, newSize := input(newList)
	pubData, pubSize := input(publicKeyPackage)
	pkgData, pkgSize := input(pkgList)
	subData, subSize := input(received.Bytes())
	var key, public C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_reshare_part2(idData, idSize, newData, newSize, C.uint16_t(newMinSigners), pubData, pubSize, pkgData, pkgSize, subData, subSize, &key, &public, report)
	})
	keepAlive(identifier, newList, publicKeyPackage, pkgList, received)
	if err != nil {
		return nil, nil, err
	}
	return takeSecret(&key), take(&public), nil
}
