package main

import (
	"bytes"
	"errors"
	"fmt"

	frost "example.invalid/frost/bindings/go"
)

// roastRun signs message once more with the group of the ceremony, through
// ROAST in accountable mode: every participant process makes an identity
// key pair and sends its verifying key; the coordinator opens a run over
// the group's identity keys and sends each participant the run identifier
// and the message; the participants commit and answer requests, passing
// only bytes; the coordinator itself signs as the fourth member. The first
// participant (Python) signs with an altered share: the run must blame it
// alone and still sign; its evidence must hold for a third party (the Node
// participant, given the identity keys) and fail once altered.
func roastRun(suite frost.Suite, others []*participant, ids [][]byte, public []byte, ownKey *frost.Secret, message []byte, independent check) error {
	fmt.Printf("== %s, ROAST in accountable mode: the same group, %s's shares invalid\n", suite, others[0].name)
	var identities []frost.Entry
	for i, p := range others {
		key, err := p.ask("roast-identity")
		if err != nil {
			return err
		}
		identities = append(identities, frost.Entry{Identifier: ids[i], Message: key})
	}
	ownIdentity, ownPublic, err := frost.GenerateIdentityKey(suite)
	if err != nil {
		return err
	}
	defer ownIdentity.Wipe()
	identities = append(identities, frost.Entry{Identifier: ids[3], Message: ownPublic})

	coordinator, err := frost.NewRoastCoordinator(public, message, false, identities)
	if err != nil {
		return err
	}
	defer coordinator.Close()
	run, err := coordinator.Run()
	if err != nil {
		return err
	}
	fmt.Printf("   run %x: identity keys of Python, Node, Rust and Go\n", run)
	own, err := frost.NewRoastSigner(ownKey, message, run, false, ownIdentity)
	if err != nil {
		return err
	}
	defer own.Close()

	// A message in flight: who sent it, and its bytes.
	type sent struct {
		from  int
		bytes []byte
	}
	var inbox []sent
	for i, p := range others {
		command := "roast-signer"
		if i == 0 {
			command = "roast-signer-bad"
		}
		commitment, err := p.ask(command, run, message)
		if err != nil {
			return err
		}
		inbox = append(inbox, sent{i, commitment})
	}
	commitment, err := own.Commit()
	if err != nil {
		return err
	}
	inbox = append(inbox, sent{3, commitment})

	// Each request goes to every member; those it does not name (or that
	// were excluded) refuse it, and their refusal is not an answer.
	answer := func(i int, request []byte) ([]byte, error) {
		if i == 3 {
			return own.Answer(request)
		}
		return others[i].ask("roast-answer", request)
	}
	var signature []byte
	var blamed [][]byte
	for len(inbox) > 0 && signature == nil {
		next := inbox[0]
		inbox = inbox[1:]
		step, err := coordinator.Receive(ids[next.from], next.bytes)
		if err != nil {
			return fmt.Errorf("the coordinator refused member %d's message: %w", next.from+1, err)
		}
		blamed = append(blamed, step.Blamed...)
		if len(step.Signature) > 0 {
			signature = step.Signature
		} else if len(step.Request) > 0 {
			for i := range ids {
				if reply, err := answer(i, step.Request); err == nil {
					inbox = append(inbox, sent{i, reply})
				}
			}
		}
	}
	if signature == nil {
		return errors.New("the ROAST run did not sign")
	}
	if len(blamed) != 1 || !bytes.Equal(blamed[0], ids[0]) {
		return fmt.Errorf("ROAST blamed %x, not %s alone", blamed, others[0].name)
	}
	fmt.Printf("   %s blamed (%x), excluded; the run signed without it\n", others[0].name, frost.Body(ids[0]))

	groupKey, err := frost.VerifyingKey(public)
	if err != nil {
		return err
	}
	if err := frost.Verify(groupKey, message, signature); err != nil {
		return fmt.Errorf("the library's verify of the ROAST signature: %w", err)
	}
	verifiers, err := independent(groupKey, message, signature)
	if err != nil {
		return err
	}
	for _, name := range verifiers {
		fmt.Printf("   %s: the ROAST signature is valid\n", name)
	}

	blames, err := coordinator.Blames()
	if err != nil {
		return err
	}
	if len(blames) != 1 {
		return fmt.Errorf("%d blames, want 1", len(blames))
	}
	checker := others[1]
	keys := frost.EncodeMap(identities)
	if err := accepted(checker, "roast-check", blames[0], public, keys); err != nil {
		return fmt.Errorf("the evidence against %s: %w", others[0].name, err)
	}
	fmt.Printf("   %s re-checked the evidence with the identity keys: it holds\n", checker.name)
	// The same check refuses the evidence with one byte altered (the last:
	// a byte of the request the blamed signer answered, which its identity
	// signature covers).
	altered := append([]byte(nil), blames[0]...)
	altered[len(altered)-1] ^= 1
	if _, err := checker.ask("roast-check", altered, public, keys); err == nil {
		return fmt.Errorf("%s accepts altered evidence", checker.name)
	}
	fmt.Printf("   %s refuses the evidence with one byte altered\n", checker.name)
	remaining, err := coordinator.JudgeRemaining()
	if err != nil {
		return err
	}
	if len(remaining) != 0 {
		return fmt.Errorf("the shares the run did not need blame %x", remaining)
	}
	return nil
}
