package frost

import (
	"bytes"
	"crypto/ed25519"
	"errors"
	"strings"
	"testing"
)

// roastRun is a ROAST run of a 2-of-3 Ed25519 group in which signer 3 holds
// the share of another group, so its shares are invalid.
type roastRun struct {
	coordinator *RoastCoordinator
	signers     []*RoastSigner
	ids         [][]byte
	public      []byte
	identities  []Entry
	signature   []byte
	blamed      [][]byte
}

func keyPackages(t *testing.T, dealing *Dealing) ([]*Secret, [][]byte) {
	t.Helper()
	var keys []*Secret
	var ids [][]byte
	for _, share := range dealing.SecretShares {
		key, err := KeyPackageFromSecretShare(share)
		if err != nil {
			t.Fatalf("key package: %v", err)
		}
		id, err := KeyPackageIdentifier(key)
		if err != nil {
			t.Fatalf("identifier: %v", err)
		}
		keys = append(keys, key)
		ids = append(ids, id)
	}
	return keys, ids
}

func runRoast(t *testing.T, message []byte, accountable bool) *roastRun {
	t.Helper()
	group, err := GenerateWithDealer(Ed25519, 2, 3)
	if err != nil {
		t.Fatal(err)
	}
	other, err := GenerateWithDealer(Ed25519, 2, 3)
	if err != nil {
		t.Fatal(err)
	}
	keys, ids := keyPackages(t, group)
	otherKeys, _ := keyPackages(t, other)
	keys[2] = otherKeys[2]
	r := &roastRun{ids: ids, public: group.PublicKeyPackage}
	secrets := make([]*Secret, 3)
	if accountable {
		for i := range keys {
			secret, public, err := GenerateIdentityKey(Ed25519)
			if err != nil {
				t.Fatal(err)
			}
			secrets[i] = secret
			r.identities = append(r.identities, Entry{ids[i], public})
		}
	}
	if r.coordinator, err = NewRoastCoordinator(r.public, message, false, r.identities); err != nil {
		t.Fatalf("coordinator: %v", err)
	}
	run, err := r.coordinator.Run()
	if err != nil || len(run) != 32 {
		t.Fatalf("run: %x %v", run, err)
	}
	for i, key := range keys {
		signer, err := NewRoastSigner(key, message, run, false, secrets[i])
		if err != nil {
			t.Fatalf("signer: %v", err)
		}
		r.signers = append(r.signers, signer)
	}
	type sent struct {
		from  int
		bytes []byte
	}
	// The bad signer commits first, so that the first session holds it.
	var inbox []sent
	for _, i := range []int{2, 0, 1} {
		commitment, err := r.signers[i].Commit()
		if err != nil {
			t.Fatalf("commit: %v", err)
		}
		inbox = append(inbox, sent{i, commitment})
	}
	for len(inbox) > 0 && r.signature == nil {
		next := inbox[0]
		inbox = inbox[1:]
		step, err := r.coordinator.Receive(ids[next.from], next.bytes)
		if err != nil {
			t.Fatalf("receive from %d: %v", next.from, err)
		}
		r.blamed = append(r.blamed, step.Blamed...)
		if len(step.Signature) > 0 {
			r.signature = step.Signature
			break
		}
		if len(step.Request) > 0 {
			// Every signer sees the request; those it does not name refuse it.
			for j, signer := range r.signers {
				if answer, err := signer.Answer(step.Request); err == nil {
					inbox = append(inbox, sent{j, answer})
				}
			}
		}
	}
	if r.signature == nil {
		t.Fatal("the run did not sign")
	}
	return r
}

func (r *roastRun) close(t *testing.T) {
	t.Helper()
	for _, signer := range r.signers {
		if err := signer.Close(); err != nil {
			t.Fatal(err)
		}
	}
	if err := r.coordinator.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestRoastSignsAndBlamesTheBadSigner(t *testing.T) {
	message := []byte("robust across the boundary")
	r := runRoast(t, message, false)
	defer r.close(t)
	if len(r.blamed) != 1 || !bytes.Equal(r.blamed[0], r.ids[2]) {
		t.Fatalf("blamed %x, want signer 3 alone", r.blamed)
	}
	// Go's own verifier accepts the group's signature.
	key, err := VerifyingKey(r.public)
	if err != nil {
		t.Fatal(err)
	}
	standard, err := ExportGroupKey(key, KeyStandard)
	if err != nil {
		t.Fatal(err)
	}
	if !ed25519.Verify(ed25519.PublicKey(standard), message, Body(r.signature)) {
		t.Fatal("crypto/ed25519 rejects the ROAST signature")
	}
	blames, err := r.coordinator.Blames()
	if err != nil || len(blames) != 1 {
		t.Fatalf("blames: %d %v", len(blames), err)
	}
	if err := VerifyBlame(blames[0], r.public, nil); err != nil {
		t.Fatalf("the blame does not hold: %v", err)
	}
	remaining, err := r.coordinator.JudgeRemaining()
	if err != nil || len(remaining) != 0 {
		t.Fatalf("judge remaining: %x %v", remaining, err)
	}
}

func TestRoastAccountableEvidenceResistsAlteration(t *testing.T) {
	r := runRoast(t, []byte("accountable"), true)
	defer r.close(t)
	blames, err := r.coordinator.Blames()
	if err != nil || len(blames) != 1 {
		t.Fatalf("blames: %d %v", len(blames), err)
	}
	blame := blames[0]
	if err := VerifyBlame(blame, r.public, r.identities); err != nil {
		t.Fatalf("the evidence does not convince: %v", err)
	}
	for position := 3; position < len(blame); position++ {
		altered := append([]byte(nil), blame...)
		altered[position] ^= 1
		if VerifyBlame(altered, r.public, r.identities) == nil {
			t.Fatalf("evidence altered at byte %d still holds", position)
		}
	}
	// A forged identity key of the blamed signer makes the evidence fail,
	// naming that signer.
	_, forged, err := GenerateIdentityKey(Ed25519)
	if err != nil {
		t.Fatal(err)
	}
	keys := append([]Entry(nil), r.identities...)
	keys[2] = Entry{r.ids[2], forged}
	err = VerifyBlame(blame, r.public, keys)
	var failure *Error
	if !errors.Is(err, ErrProtocol) || !errors.As(err, &failure) ||
		len(failure.Participants) != 1 || !bytes.Equal(failure.Participants[0], r.ids[2]) {
		t.Fatalf("forged identity key: %v", err)
	}
}

func TestRoastSignerOfAnotherRunRefuses(t *testing.T) {
	group, err := GenerateWithDealer(Ed25519, 2, 3)
	if err != nil {
		t.Fatal(err)
	}
	keys, ids := keyPackages(t, group)
	message := []byte("m")
	coordinator, err := NewRoastCoordinator(group.PublicKeyPackage, message, false, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer coordinator.Close()
	run, _ := coordinator.Run()
	if _, err := NewRoastSigner(keys[0], message, run[:31], false, nil); !errors.Is(err, ErrInvalidLength) {
		t.Fatalf("a short run identifier: %v", err)
	}
	other := append([]byte(nil), run...)
	other[0] ^= 1
	honest, err := NewRoastSigner(keys[0], message, run, false, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer honest.Close()
	stranger, err := NewRoastSigner(keys[1], message, other, false, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer stranger.Close()
	// The coordinator refuses the other run's commitment without blaming
	// anyone: it may be a replay of an honest signer's.
	commitment, err := stranger.Commit()
	if err != nil {
		t.Fatal(err)
	}
	_, err = coordinator.Receive(ids[1], commitment)
	var failure *Error
	if !errors.Is(err, ErrProtocol) || !errors.As(err, &failure) || len(failure.Participants) != 0 {
		t.Fatalf("the other run's commitment: %v", err)
	}
	// Two honest signers of this run open a session; the signer of the
	// other run refuses its request, and a timeout of a member is taken.
	third, err := NewRoastSigner(keys[2], message, run, false, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer third.Close()
	var request []byte
	for i, signer := range map[int]*RoastSigner{0: honest, 2: third} {
		commitment, err := signer.Commit()
		if err != nil {
			t.Fatal(err)
		}
		step, err := coordinator.Receive(ids[i], commitment)
		if err != nil {
			t.Fatal(err)
		}
		if len(step.Request) > 0 {
			request = step.Request
		}
	}
	if len(request) == 0 {
		t.Fatal("two ready signers open no session")
	}
	if _, err := stranger.Answer(request); !errors.Is(err, ErrProtocol) {
		t.Fatalf("the other run's signer answers: %v", err)
	}
	if _, err := honest.Answer(request); err != nil {
		t.Fatalf("the honest signer refuses its request: %v", err)
	}
	if err := coordinator.Timeout(ids[2]); err != nil {
		t.Fatalf("timeout of a member: %v", err)
	}
}

func TestRoastHandlesFreedTwiceAreRefused(t *testing.T) {
	group, err := GenerateWithDealer(Ed25519, 2, 3)
	if err != nil {
		t.Fatal(err)
	}
	keys, _ := keyPackages(t, group)
	coordinator, err := NewRoastCoordinator(group.PublicKeyPackage, []byte("m"), false, nil)
	if err != nil {
		t.Fatal(err)
	}
	run, _ := coordinator.Run()
	signer, err := NewRoastSigner(keys[0], []byte("m"), run, false, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, close := range []func() error{coordinator.Close, signer.Close} {
		if err := close(); err != nil {
			t.Fatal(err)
		}
		if err := close(); err != nil {
			t.Fatalf("a second Close: %v", err)
		}
	}
	if _, err := coordinator.Run(); !errors.Is(err, ErrStaleHandle) {
		t.Fatalf("a closed coordinator: %v", err)
	}
	if _, err := signer.Commit(); !errors.Is(err, ErrStaleHandle) {
		t.Fatalf("a closed signer: %v", err)
	}
	// The library itself refuses the second free of the same handle.
	again := &RoastSigner{roastHandle{handle: signer.handle}}
	if err := again.Close(); !errors.Is(err, ErrStaleHandle) {
		t.Fatalf("the library's second free: %v", err)
	}
}

// The Go page's ROAST example is built and run as written.
func TestRoastDocumentedExampleRuns(t *testing.T) {
	page := goPage(t)
	section := strings.Index(page, "## ROAST")
	if section < 0 {
		t.Fatal("no ROAST section")
	}
	runExample(t, codeBlock(t, page[section:], "go"), ", 0 blamed")
}
