package frost

// #include "frost.h"
import "C"

// Proactive refresh: with a trusted dealer (RefreshWithDealer, RefreshShare)
// or distributed among the participants (RefreshPart1 to RefreshPart3).

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

// RefreshPart1 is part 1 of a distributed refresh, with no dealer, among
// maxSigners participants (at least the group's threshold, which the
// refresh keeps), for the holder of the KeyPackage message keyPackage: the
// round-one secret package (keep it for part 2) and the round-one package
// to broadcast to every other participant. No single party learns another's
// new share. Randomness: the operating system's.
func RefreshPart1(keyPackage *Secret, maxSigners uint16) (*Secret, []byte, error) {
	if err := checkABI(); err != nil {
		return nil, nil, err
	}
	keyData, keySize := input(keyPackage.Bytes())
	var secret, package1 C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_refresh_part1(keyData, keySize, C.uint16_t(maxSigners), &secret, &package1, report)
	})
	keepAlive(keyPackage)
	if err != nil {
		return nil, nil, err
	}
	return takeSecret(&secret), take(&package1), nil
}

// RefreshPart2 checks every other participant's round-one package of the
// refresh and returns the round-two secret package (for part 3) and the
// round-two packages, one per recipient, each in a Secret (WipeEntries
// wipes them): send each to its recipient only, over a confidential,
// authenticated channel.
func RefreshPart2(round1Secret *Secret, round1Packages []Entry) (*Secret, []SecretEntry, error) {
	list := encodeMap(round1Packages)
	secretData, secretSize := input(round1Secret.Bytes())
	listData, listSize := input(list)
	var secret, packages C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_refresh_part2(secretData, secretSize, listData, listSize, &secret, &packages, report)
	})
	keepAlive(round1Secret, list)
	if err != nil {
		return nil, nil, err
	}
	round2Secret := takeSecret(&secret)
	entries, err := takeSecretMap(&packages)
	if err != nil {
		round2Secret.Wipe()
		return nil, nil, err
	}
	return round2Secret, entries, nil
}

// RefreshPart3 checks the round-two packages received (one per sender;
// every sender whose share is invalid is named: ErrInvalidSecretShares)
// against the same round-one packages as part 2, and returns the refreshed
// KeyPackage message (secret; wipe the old one) and the refreshed
// PublicKeyPackage message, which keeps the group key and lists only the
// refresh's participants. keyPackage and publicKeyPackage are this
// participant's current ones; another participant's or group's are refused.
func RefreshPart3(round2Secret *Secret, round1Packages, round2Packages []Entry, keyPackage *Secret, publicKeyPackage []byte) (*Secret, []byte, error) {
	first := encodeMap(round1Packages)
	second := encodeMap(round2Packages)
	secretData, secretSize := input(round2Secret.Bytes())
	firstData, firstSize := input(first)
	secondData, secondSize := input(second)
	keyData, keySize := input(keyPackage.Bytes())
	pubData, pubSize := input(publicKeyPackage)
	var key, public C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_refresh_part3(secretData, secretSize, firstData, firstSize, secondData, secondSize,
			keyData, keySize, pubData, pubSize, &key, &public, report)
	})
	for i := range second {
		second[i] = 0
	}
	keepAlive(round2Secret, first, second, keyPackage, publicKeyPackage)
	if err != nil {
		return nil, nil, err
	}
	return takeSecret(&key), take(&public), nil
}
