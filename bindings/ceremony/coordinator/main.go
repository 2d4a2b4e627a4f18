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
	fmt.Println("ceremony: 1 passed, 0 failed")
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
	return ed25519Ceremony([]*participant{python, node, rust}, node)
}

// ed25519Ceremony runs a 3-of-4 Ed25519 group over the participants (the
// coordinator holds the fourth share).
func ed25519Ceremony(others []*participant, nodeVerifier *participant) error {
	fmt.Println("== Ed25519, 3-of-4: Python, Node and Rust participants, Go coordinator")
	dealing, err := frost.GenerateWithDealer(frost.Ed25519, 3, 4)
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

	message := []byte("mixed-language ceremony: Ed25519")
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
	if !ed25519.Verify(ed25519.PublicKey(frost.Body(groupKey)), message, frost.Body(signature)) {
		return errors.New("Go's crypto/ed25519 refuses the signature")
	}
	fmt.Println("   Go crypto/ed25519: valid")
	verdict, err := nodeVerifier.ask("verify-ed25519", frost.Body(groupKey), message, frost.Body(signature))
	if err != nil {
		return err
	}
	if !bytes.Equal(verdict, []byte{1}) {
		return errors.New("Node's crypto.verify refuses the signature")
	}
	fmt.Println("   Node crypto.verify: valid")

	// The Python participant signs another package than the one the others
	// sign: its share is invalid for theirs, and aggregation names it alone.
	_, err = signWith(others, ids, []byte("second session"), others[0], dealing.PublicKeyPackage)
	var failure *frost.Error
	if !errors.As(err, &failure) || !errors.Is(err, frost.ErrInvalidSignatureShares) {
		return fmt.Errorf("an invalid share from python was not refused as such: %v", err)
	}
	if len(failure.Participants) != 1 || !bytes.Equal(failure.Participants[0], ids[0]) {
		return fmt.Errorf("blame names %x, not python alone", failure.Participants)
	}
	fmt.Printf("   python's invalid share: blamed, and only python (%x)\n", frost.Body(failure.Participants[0]))
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
