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
