package frost

// #include "frost.h"
import "C"

// Share repair: helpers (at least the threshold, the same list for each)
// rebuild the lost share of participant, who never learns theirs and whose
// result is checked against its verifying share.

// RepairPart1 is run by each helper with its key package: helpers are the
// helpers' Identifier messages (without participant), participant the
// Identifier of the participant being repaired. It returns the RepairDelta
// message for each helper (secret: send each to its helper over a
// confidential, authenticated channel; keep this helper's own for part 2).
func RepairPart1(helpers [][]byte, keyPackage *Secret, participant []byte) ([]SecretEntry, error) {
	list := encodeList(helpers)
	listData, listSize := input(list)
	keyData, keySize := input(keyPackage.Bytes())
	idData, idSize := input(participant)
	var out C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_repair_part1(listData, listSize, keyData, keySize, idData, idSize, &out, report)
	})
	keepAlive(list, keyPackage, participant)
	if err != nil {
		return nil, err
	}
	return takeSecretMap(&out)
}

// RepairPart2 is run by each helper: deltas are the RepairDelta messages
// each helper sent it (its own included), exactly the helpers of helpers.
// It returns the RepairDeltaSum message (secret: send it to the participant
// being repaired). Missing and unexpected senders are named.
func RepairPart2(helpers [][]byte, deltas []SecretEntry) (*Secret, error) {
	list := encodeList(helpers)
	received := encodeSecretMap(deltas)
	defer received.Wipe()
	listData, listSize := input(list)
	deltaData, deltaSize := input(received.Bytes())
	var out C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_repair_part2(listData, listSize, deltaData, deltaSize, &out, report)
	})
	keepAlive(list, received)
	if err != nil {
		return nil, err
	}
	return takeSecret(&out), nil
}

// RepairPart3 is run by the participant identifier being repaired with
// every helper's RepairDeltaSum message: its repaired KeyPackage message
// (secret), checked against its verifying share in the PublicKeyPackage
// message. A wrong sum is ErrProtocol naming no helper, since the sums
// cannot tell which one erred.
func RepairPart3(deltaSums []SecretEntry, identifier, publicKeyPackage []byte) (*Secret, error) {
	sums := encodeSecretMap(deltaSums)
	defer sums.Wipe()
	sumData, sumSize := input(sums.Bytes())
	idData, idSize := input(identifier)
	pubData, pubSize := input(publicKeyPackage)
	var out C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_repair_part3(sumData, sumSize, idData, idSize, pubData, pubSize, &out, report)
	})
	keepAlive(sums, identifier, publicKeyPackage)
	if err != nil {
		return nil, err
	}
	return takeSecret(&out), nil
}
