// The coordinator of the mixed-language ceremony: a Go process that drives
// a Python, a Node and a Rust participant (each a process of its own,
// spoken to only in wire bytes over its standard input and output) and
// holds the fourth share itself, through the Go package. It signs with
// three of the four and checks the signature with verifiers independent of
// the library (Go's crypto/ed25519, Node's crypto.verify), then has the
// Python participant send an invalid share and checks that aggregation
// blames it, and it alone.
package main

import (
	"bytes"
	"crypto/ed25519"
	"crypto/sha256"
	"errors"
	"flag"
	"fmt"
	"os"

	frost "example.invalid/frost/bindings/go"
)

func main() {
	python := flag.String("python", "python3 participant.py", "the Python participant's command")
	node := flag.String("node", "node participant.js", "the Node participant's command")
	rust := flag.String("rust", "", "the Rust participant's binary")
	flag.Parse()
	if err := run(*python, *node, *rust); err != nil {
		fmt.Fprintln(os.Stderr, "ceremony failed:", err)
		os.Exit(1)
	}
	fmt.Println("ceremony: 2 passed, 0 failed")
}

func split(command string) (string, []string) {
	var words []string
	for _, w := range bytes.Fields([]byte(command)) {
		words = append(words, string(w))
	}
	return words[0], words[1:]
}

func run(pythonCommand, nodeCommand, rustBinary string) error {
	program, args := split(pythonCommand)
	python, err := start("python", program, args...)
	if err != nil {
		return err
	}
	defer python.stop()
	program, args = split(nodeCommand)
	node, err := start("node", program, args...)
	if err != nil {
		return err
	}
	defer node.stop()
	rust, err := start("rust", rustBinary)
	if err != nil {
		return err
	}
	defer rust.stop()
	others := []*participant{python, node, rust}
	if err := ceremony(frost.Ed25519, others, []byte("mixed-language ceremony: Ed25519"), ed25519Checks(node)); err != nil {
		return err
	}
	// A Taproot key-path spend signs a 32-byte sighash.
	sighash := sha256.Sum256([]byte("mixed-language ceremony: secp256k1-tr"))
	return ceremony(frost.Secp256k1TR, others, sighash[:], bip340Checks(node))
}

// check verifies a group signature with verifiers independent of the
// library, returning the name of each verifier that accepted it.
type check func(groupKey, message, signature []byte) ([]string, error)

// ed25519Checks: Go's crypto/ed25519 and Node's crypto.verify.
func ed25519Checks(node *participant) check {
	return func(groupKey, message, signature []byte) ([]string, error) {
		if !ed25519.Verify(ed25519.PublicKey(frost.Body(groupKey)), message, frost.Body(signature)) {
			return nil, errors.New("Go's crypto/ed25519 refuses the signature")
		}
		if err := accepted(node, "verify-ed25519", frost.Body(groupKey), message, frost.Body(signature)); err != nil {
			return nil, err
		}
		return []string{"Go crypto/ed25519", "Node crypto.verify"}, nil
	}
}

// bip340Checks: @noble/curves' BIP340 verifier, in the Node process, on the
// x-only group key (the x coordinate of the compressed key).
func bip340Checks(node *participant) check {
	return func(groupKey, message, signature []byte) ([]string, error) {
		xOnly := frost.Body(groupKey)[1:]
		if err := accepted(node, "verify-bip340", xOnly, message, frost.Body(signature)); err != nil {
			return nil, err
		}
		return []string{"@noble/curves schnorr.verify (BIP340)"}, nil
	}
}

func accepted(verifier *participant, command string, args ...[]byte) error {
	verdict, err := verifier.ask(command, args...)
	if err != nil {
		return err
	}
	if !bytes.Equal(verdict, []byte{1}) {
		return fmt.Errorf("%s: %s refuses the signature", verifier.name, command)
	}
	return nil
}

// ceremony runs a 3-of-4 group of suite over the three other participants
// (the coordinator holds the fourth share): a signature by the three,
// checked by the library and by independent verifiers, then a session in
// which the first participant sends an invalid share and is blamed alone.
func ceremony(suite frost.Suite, others []*participant, message []byte, independent check) error {
	fmt.Printf("== %s, 3-of-4: Python, Node and Rust participants, Go coordinator\n", suite)
	dealing, err := frost.GenerateWithDealer(suite, 3, 4)
	if err != nil {
		return err
	}
	defer dealing.Wipe()
	ids := make([][]byte, len(others))
	for i, p := range others {
		if ids[i], err = p.ask("key", dealing.SecretShares[i].Bytes()); err != nil {
			return err
		}
		fmt.Printf("   %s holds share %x\n", p.name, frost.Body(ids[i]))
	}
	own, err := frost.KeyPackageFromSecretShare(dealing.SecretShares[3])
	if err != nil {
		return err
	}
	defer own.Wipe()

	signature, err := signWith(others, ids, message, nil, dealing.PublicKeyPackage)
	if err != nil {
		return err
	}
	groupKey, err := frost.VerifyingKey(dealing.PublicKeyPackage)
	if err != nil {
		return err
	}
	if err := frost.Verify(groupKey, message, signature); err != nil {
		return fmt.Errorf("the library's verify: %w", err)
	}
	verifiers, err := independent(groupKey, message, signature)
	if err != nil {
		return err
	}
	for _, name := range verifiers {
		fmt.Printf("   %s: valid\n", name)
	}
	// The same verifiers refuse the signature for another message, so that
	// their acceptance above means something.
	altered := append([]byte(nil), message...)
	altered[0] ^= 1
	if _, err := independent(groupKey, altered, signature); err == nil {
		return errors.New("the independent verifiers accept a signature over another message")
	}

	// The first participant signs another package than the one the others
	// sign: its share is invalid for theirs, and aggregation names it alone.
	_, err = signWith(others, ids, append([]byte("second session: "), message...), others[0], dealing.PublicKeyPackage)
	var failure *frost.Error
	if !errors.As(err, &failure) || !errors.Is(err, frost.ErrInvalidSignatureShares) {
		return fmt.Errorf("an invalid share from %s was not refused as such: %v", others[0].name, err)
	}
	if len(failure.Participants) != 1 || !bytes.Equal(failure.Participants[0], ids[0]) {
		return fmt.Errorf("blame names %x, not %s alone", failure.Participants, others[0].name)
	}
	fmt.Printf("   %s's invalid share: blamed, and only %s (%x)\n", others[0].name, others[0].name, frost.Body(failure.Participants[0]))
	return nil
}

// signWith runs both rounds with the signers and aggregates. A cheater
// among them, if any, is sent a package for another message (it signs that
// one, as a malicious signer would sign anything).
func signWith(signers []*participant, ids [][]byte, message []byte, cheater *participant, publicKeyPackage []byte) ([]byte, error) {
	var commitments []frost.Entry
	for i, p := range signers {
		commitment, err := p.ask("commit")
		if err != nil {
			return nil, err
		}
		commitments = append(commitments, frost.Entry{Identifier: ids[i], Message: commitment})
	}
	pkg, err := frost.NewSigningPackage(commitments, message)
	if err != nil {
		return nil, err
	}
	var shares []frost.Entry
	for i, p := range signers {
		toSign, expected := pkg, message
		if p == cheater {
			expected = append([]byte("tampered: "), message...)
			if toSign, err = frost.NewSigningPackage(commitments, expected); err != nil {
				return nil, err
			}
		}
		share, err := p.ask("sign", toSign, expected)
		if err != nil {
			return nil, err
		}
		shares = append(shares, frost.Entry{Identifier: ids[i], Message: share})
	}
	return frost.Aggregate(pkg, shares, publicKeyPackage)
}
