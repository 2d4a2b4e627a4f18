package frost

import (
	"bytes"
	"errors"
	"testing"
)

// forParticipant selects the message of id in a secret map.
func forParticipant(t *testing.T, entries []SecretEntry, id []byte) *Secret {
	t.Helper()
	for _, entry := range entries {
		if bytes.Equal(entry.Identifier, id) {
			return entry.Message
		}
	}
	t.Fatalf("no message for %x", id)
	return nil
}

// signWith signs message with keys through plain commits and checks the
// signature under the group key of public.
func signWith(t *testing.T, keys []*Secret, public, message []byte) {
	t.Helper()
	signature, _ := signAll(t, keys, public, message, plain)
	if err := Verify(public, message, signature); err != nil {
		t.Fatal(err)
	}
}

func TestRefreshKeepsTheGroupKeyAndSigns(t *testing.T) {
	keys, ids, public := dealtKeys(t, Ristretto255, 2, 3)
	shares, refreshed, err := RefreshWithDealer(public, ids)
	if err != nil {
		t.Fatal(err)
	}
	defer WipeEntries(shares)
	before, _ := VerifyingKey(public)
	after, _ := VerifyingKey(refreshed)
	if !bytes.Equal(before, after) {
		t.Fatal("the refresh changed the group key")
	}
	var newKeys []*Secret
	for i, id := range ids {
		key, err := RefreshShare(forParticipant(t, shares, id), keys[i], refreshed)
		if err != nil {
			t.Fatalf("refresh share: %v", err)
		}
		if bytes.Equal(key.Bytes(), keys[i].Bytes()) {
			t.Fatal("the refreshed key package equals the old one")
		}
		newKeys = append(newKeys, key)
	}
	signWith(t, newKeys[1:], refreshed, []byte("refreshed"))
	// A refreshing share sent to another participant does not match.
	if _, err := RefreshShare(forParticipant(t, shares, ids[1]), keys[0], refreshed); err == nil {
		t.Fatal("another participant's refreshing share accepted")
	}
	// An unknown participant is named.
	outsider, _ := Identifier(Ristretto255, 9)
	_, _, err = RefreshWithDealer(public, [][]byte{ids[0], outsider})
	var failure *Error
	if !errors.As(err, &failure) || len(failure.Participants) != 1 || !bytes.Equal(failure.Participants[0], outsider) {
		t.Fatalf("an unknown participant: %v", err)
	}
}

// distributedRefresh runs the three parts of a refresh among the holders
// of keys; tamper, if given, alters the packages a receiver gets.
func distributedRefresh(t *testing.T, keys []*Secret, ids [][]byte, public []byte,
	tamper func(receiver int, received []Entry) []Entry) ([]*Secret, [][]byte, error) {
	t.Helper()
	secrets1 := make([]*Secret, len(keys))
	packages1 := make([][]byte, len(keys))
	for i, key := range keys {
		var err error
		if secrets1[i], packages1[i], err = RefreshPart1(key, uint16(len(keys))); err != nil {
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
	secrets2 := make([]*Secret, len(keys))
	outgoing := make([][]SecretEntry, len(keys))
	for i := range keys {
		var err error
		if secrets2[i], outgoing[i], err = RefreshPart2(secrets1[i], others(i)); err != nil {
			t.Fatalf("part 2: %v", err)
		}
		defer WipeEntries(outgoing[i])
	}
	var newKeys []*Secret
	var publics [][]byte
	for i := range keys {
		var received []Entry
		for j := range ids {
			if j != i {
				received = append(received, Entry{ids[j], forParticipant(t, outgoing[j], ids[i]).Bytes()})
			}
		}
		if tamper != nil {
			received = tamper(i, received)
		}
		key, pub, err := RefreshPart3(secrets2[i], others(i), received, keys[i], public)
		if err != nil {
			return nil, nil, err
		}
		newKeys, publics = append(newKeys, key), append(publics, pub)
	}
	return newKeys, publics, nil
}

func TestDistributedRefreshKeepsTheGroupKeyAndSigns(t *testing.T) {
	keys, ids, public := dealtKeys(t, Ed25519, 2, 3)
	newKeys, publics, err := distributedRefresh(t, keys, ids, public, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, pub := range publics {
		if !bytes.Equal(pub, publics[0]) {
			t.Fatal("participants disagree on the refreshed public key package")
		}
		if bytes.Equal(newKeys[i].Bytes(), keys[i].Bytes()) {
			t.Fatal("the refreshed key package equals the old one")
		}
	}
	before, _ := VerifyingKey(public)
	after, _ := VerifyingKey(publics[0])
	if !bytes.Equal(before, after) {
		t.Fatal("the refresh changed the group key")
	}
	signWith(t, newKeys[:2], publics[0], []byte("refreshed without a dealer"))
}

func TestDistributedRefreshNamesTheSenderOfATamperedPackage(t *testing.T) {
	keys, ids, public := dealtKeys(t, Secp256k1, 2, 3)
	_, _, err := distributedRefresh(t, keys, ids, public, func(receiver int, received []Entry) []Entry {
		if receiver == 0 {
			altered := append([]byte(nil), received[1].Message...)
			altered[len(altered)-1] ^= 1
			received[1].Message = altered
		}
		return received
	})
	var failure *Error
	if !errors.Is(err, ErrInvalidSecretShares) || !errors.As(err, &failure) {
		t.Fatalf("want ErrInvalidSecretShares, got %v", err)
	}
	if len(failure.Participants) != 1 || !bytes.Equal(failure.Participants[0], ids[2]) {
		t.Fatalf("want the third participant named, got %x", failure.Participants)
	}
}

func TestRepairedShareEqualsTheLostOne(t *testing.T) {
	keys, ids, public := dealtKeys(t, P256, 2, 3)
	lost, helpers := ids[0], ids[1:]
	deltas := map[int][]SecretEntry{}
	for i := range helpers {
		out, err := RepairPart1(helpers, keys[i+1], lost)
		if err != nil {
			t.Fatalf("part 1: %v", err)
		}
		defer WipeEntries(out)
		deltas[i] = out
	}
	var sums []SecretEntry
	for i, helper := range helpers {
		var received []SecretEntry
		for j, sender := range helpers {
			received = append(received, SecretEntry{sender, forParticipant(t, deltas[j], helper)})
		}
		sum, err := RepairPart2(helpers, received)
		if err != nil {
			t.Fatalf("part 2: %v", err)
		}
		defer sum.Wipe()
		sums = append(sums, SecretEntry{helpers[i], sum})
		if i == 0 {
			if _, err := RepairPart2(helpers, received[:1]); !errors.Is(err, ErrMissingParticipants) {
				t.Fatalf("a missing helper: %v", err)
			}
		}
	}
	repaired, err := RepairPart3(sums, lost, public)
	if err != nil {
		t.Fatalf("part 3: %v", err)
	}
	if !bytes.Equal(repaired.Bytes(), keys[0].Bytes()) {
		t.Fatal("the repaired key package differs from the lost one")
	}
	if _, err := RepairPart3(sums[:1], lost, public); err == nil {
		t.Fatal("one helper's sum repaired the share")
	}
}

func TestResharedGroupSignsUnderTheSameKey(t *testing.T) {
	keys, ids, public := dealtKeys(t, Ed448, 2, 3)
	var newIDs [][]byte
	for n := uint16(3); n <= 6; n++ {
		id, _ := Identifier(Ed448, n)
		newIDs = append(newIDs, id)
	}
	dealers := ids[:2]
	var packages []Entry
	subShares := map[int][]SecretEntry{}
	for i := range dealers {
		pkg, out, err := ResharePart1(keys[i], dealers, newIDs, 3)
		if err != nil {
			t.Fatalf("part 1: %v", err)
		}
		defer WipeEntries(out)
		packages = append(packages, Entry{dealers[i], pkg})
		subShares[i] = out
	}
	var newKeys []*Secret
	var newPublic []byte
	for _, id := range newIDs {
		var received []SecretEntry
		for j, dealer := range dealers {
			received = append(received, SecretEntry{dealer, forParticipant(t, subShares[j], id)})
		}
		key, pub, err := ResharePart2(id, newIDs, 3, public, packages, received)
		if err != nil {
			t.Fatalf("part 2: %v", err)
		}
		if newPublic != nil && !bytes.Equal(newPublic, pub) {
			t.Fatal("new participants disagree on the new group")
		}
		newKeys, newPublic = append(newKeys, key), pub
	}
	before, _ := VerifyingKey(public)
	after, _ := VerifyingKey(newPublic)
	if !bytes.Equal(before, after) {
		t.Fatal("resharing changed the group key")
	}
	signWith(t, newKeys[1:], newPublic, []byte("reshared"))
	// A dealer's sub-share swapped for the other dealer's is named.
	swapped := []SecretEntry{
		{dealers[0], forParticipant(t, subShares[1], newIDs[0])},
		{dealers[1], forParticipant(t, subShares[1], newIDs[0])},
	}
	_, _, err := ResharePart2(newIDs[0], newIDs, 3, public, packages, swapped)
	var failure *Error
	if !errors.As(err, &failure) || len(failure.Participants) != 1 || !bytes.Equal(failure.Participants[0], dealers[0]) {
		t.Fatalf("a bad sub-share: %v", err)
	}
}
