package frost

// #include "frost.h"
import "C"

// RefreshWithDealer is a trusted dealer's refresh of the group of the
// PublicKeyPackage message for the participants identifiers (Identifier
// messages, at least the threshold; the others are dropped, and their old
// shares no longer combine with the new ones). It returns each
// participant's RefreshingShare message (secret: send each to its
// participant only) and the refreshed PublicKeyPackage message to publish.
// The group's verifying key stays the same. A repeated or unknown
// participant is refused and named.
func RefreshWithDealer(publicKeyPackage []byte, identifiers [][]byte) ([]SecretEntry, []byte, error) {
	if err := checkABI(); err != nil {
		return nil, nil, err
	}
	ids := encodeList(identifiers)
	pubData, pubSize := input(publicKeyPackage)
	idData, idSize := input(ids)
	var shares, public C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_refresh_dealer(pubData, pubSize, idData, idSize, &shares, &public, report)
	})
	keepAlive(publicKeyPackage, ids)
	if err != nil {
		return nil, nil, err
	}
	refreshed := take(&public)
	entries, err := takeSecretMap(&shares)
	if err != nil {
		return nil, nil, err
	}
	return entries, refreshed, nil
}

// RefreshShare is a participant's side of a dealer's refresh: it checks
// its RefreshingShare message against the dealer's commitment and the
// refreshed PublicKeyPackage message, and returns its refreshed KeyPackage
// message (secret; it replaces the old one, which the caller then wipes).
// A value that does not match the commitment is ErrInvalidSecretShares
// naming no participant: the dealer is at fault.
func RefreshShare(refreshingShare, keyPackage *Secret, refreshedPublicKeyPackage []byte) (*Secret, error) {
	shareData, shareSize := input(refreshingShare.Bytes())
	keyData, keySize := input(keyPackage.Bytes())
	pubData, pubSize := input(refreshedPublicKeyPackage)
	var out C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_refresh_share(shareData, shareSize, keyData, keySize, pubData, pubSize, &out, report)
	})
	keepAlive(refreshingShare, keyPackage, refreshedPublicKeyPackage)
	if err != nil {
		return nil, err
	}
	return takeSecret(&out), nil
}
