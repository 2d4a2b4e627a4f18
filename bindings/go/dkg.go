package frost

// #include "frost.h"
import "C"

// DKG round one (RFC 9591, Appendix C's distributed alternative, as the
// engine's keys::dkg): DKGPart1 returns the participant's round-one secret
// package (keep it for part 2) and its round-one package to broadcast.
// Randomness comes from the operating system.
func DKGPart1(identifier []byte, maxSigners, minSigners uint16) (*Secret, []byte, error) {
	var secret, pkg C.FrostBuffer
	idData, idSize := input(identifier)
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_dkg_part1(idData, idSize, C.uint16_t(maxSigners), C.uint16_t(minSigners), &secret, &pkg, report)
	})
	keepAlive(identifier)
	if err != nil {
		return nil, nil, err
	}
	return takeSecret(&secret), take(&pkg), nil
}

// DKGPart2 checks every other participant's round-one package (naming
// every sender whose proof of knowledge fails: ErrInvalidProofOfKnowledge)
// and returns the round-two secret package (for part 3) and the round-two
// packages, one per recipient. Each package carries a share of this
// participant's secret polynomial: it lives in a Secret (WipeEntries wipes
// them all), and goes to its recipient only, over a confidential,
// authenticated channel.
func DKGPart2(round1Secret *Secret, round1Packages []Entry) (*Secret, []SecretEntry, error) {
	list := encodeMap(round1Packages)
	secretData, secretSize := input(round1Secret.Bytes())
	listData, listSize := input(list)
	var secret, packages C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_dkg_part2(secretData, secretSize, listData, listSize, &secret, &packages, report)
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

// DKGPart3 checks the round-two packages received (one per sender; every
// sender whose share is invalid is named: ErrInvalidSecretShares) and
// returns this participant's key package (secret) and the group's public
// key package.
func DKGPart3(round2Secret *Secret, round1Packages, round2Packages []Entry) (*Secret, []byte, error) {
	first := encodeMap(round1Packages)
	second := encodeMap(round2Packages)
	secretData, secretSize := input(round2Secret.Bytes())
	firstData, firstSize := input(first)
	secondData, secondSize := input(second)
	var key, public C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_dkg_part3(secretData, secretSize, firstData, firstSize, secondData, secondSize, &key, &public, report)
	})
	for i := range second {
		second[i] = 0
	}
	keepAlive(round2Secret, first, second)
	if err != nil {
		return nil, nil, err
	}
	return takeSecret(&key), take(&public), nil
}
