// The coordinator of the mixed-language ceremony: a Go process that drives
// a Python, a Node and a Rust participant (each a process of its own,
// spoken to only in wire bytes over its standard input and output) and
// takes part itself, through the Go package, as the fourth participant. For
// Ed25519, secp256k1-tr with a Taproot tweak, and RedPallas re-randomized
// with a given alpha, the four run a 3-of-4 distributed key generation; the
// three others sign; the signature is checked by the library and, where one
// exists here, by a verifier independent of it (Go's crypto/ed25519 and
// Node's crypto.verify, @noble/curves' BIP340 verifier); then the Python
// participant sends an invalid share and aggregation must blame it alone.
// For Ed25519 the same group then signs once more with ROAST in accountable
// mode (roast.go): the Python participant's shares are invalid, it is
// blamed, and the Node participant re-checks the evidence.
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
	fmt.Println("ceremony: 4 passed, 0 failed")
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
	if err := ceremony(frost.Ed25519, others, []byte("mixed-language ceremony: Ed25519"), options{roast: true}, ed25519Checks(node)); err != nil {
		return err
	}
	// A Taproot spend signs a 32-byte sighash under the output key of the
	// group key and a script tree's merkle root.
	sighash := sha256.Sum256([]byte("mixed-language ceremony: secp256k1-tr"))
	merkleRoot := sha256.Sum256([]byte("a script tree"))
	if err := ceremony(frost.Secp256k1TR, others, sighash[:], options{merkleRoot: merkleRoot[:]}, bip340Checks(node)); err != nil {
		return err
	}
	// A Zcash Orchard spend signs under rk = ak + alpha * G with the
	// transaction's alpha (a fixed scalar here, little-endian).
	alpha := make([]byte, 32)
	copy(alpha, []byte{0x2a, 0x17, 0x05})
	return ceremony(frost.RedPallas, others, []byte("mixed-language ceremony: RedPallas"), options{alpha: alpha}, nil)
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

// options of one ceremony: what is done to the key or the package.
type options struct {
	// merkleRoot, if set, tweaks every key for the Taproot output key.
	merkleRoot []byte
	// alpha, if set, re-randomizes the signing package with this randomizer.
	alpha []byte
	// roast, if set, signs once more with ROAST in accountable mode.
	roast bool
}

// ceremony runs a distributed key generation of a 3-of-4 group of suite
// among the three other participants and the coordinator, signs with the
// three others, checks the signature with the library and with independent
// verifiers, then runs a session in which the first participant sends an
// invalid share and checks that it, and it alone, is blamed.
func ceremony(suite frost.Suite, others []*participant, message []byte, opts options, independent check) error {
	fmt.Printf("== %s, 3-of-4 DKG: Python, Node and Rust participants and the Go coordinator\n", suite)
	const max, min = 4, 3
	ids := make([][]byte, max)
	for n := range ids {
		id, err := frost.Identifier(suite, uint16(n+1))
		if err != nil {
			return err
		}
		ids[n] = id
	}
	params := []byte{0, max, 0, min}
	round1 := make([][]byte, max)
	var err error
	for i, p := range others {
		if round1[i], err = p.ask("dkg1", ids[i], params); err != nil {
			return err
		}
	}
	ownSecret1, ownPackage1, err := frost.DKGPart1(ids[3], max, min)
	if err != nil {
		return err
	}
	defer ownSecret1.Wipe()
	round1[3] = ownPackage1
	othersRound1 := func(i int) []frost.Entry {
		var entries []frost.Entry
		for j := range ids {
			if j != i {
				entries = append(entries, frost.Entry{Identifier: ids[j], Message: round1[j]})
			}
		}
		return entries
	}
	// Round two: each participant's packages, routed to their recipients.
	// (The coordinator relays them here; in a deployment each travels
	// encrypted to its recipient.)
	received := make([][]frost.Entry, max)
	route := func(sender int, outgoing []frost.Entry) error {
		for _, e := range outgoing {
			for r := range ids {
				if bytes.Equal(e.Identifier, ids[r]) && r != sender {
					received[r] = append(received[r], frost.Entry{Identifier: ids[sender], Message: e.Message})
				}
			}
		}
		return nil
	}
	for i, p := range others {
		answer, err := p.ask("dkg2", frost.EncodeMap(othersRound1(i)))
		if err != nil {
			return err
		}
		outgoing, err := frost.DecodeMap(answer)
		if err != nil {
			return err
		}
		route(i, outgoing)
	}
	ownSecret2, ownOutgoing, err := frost.DKGPart2(ownSecret1, othersRound1(3))
	if err != nil {
		return err
	}
	defer ownSecret2.Wipe()
	defer frost.WipeEntries(ownOutgoing)
	plain := make([]frost.Entry, 0, len(ownOutgoing))
	for _, e := range ownOutgoing {
		plain = append(plain, frost.Entry{Identifier: e.Identifier, Message: e.Message.Bytes()})
	}
	route(3, plain)
	var public []byte
	for i, p := range others {
		pub, err := p.ask("dkg3", frost.EncodeMap(othersRound1(i)), frost.EncodeMap(received[i]))
		if err != nil {
			return err
		}
		if public != nil && !bytes.Equal(public, pub) {
			return fmt.Errorf("%s computed another group key", p.name)
		}
		public = pub
		fmt.Printf("   %s is participant %x\n", p.name, frost.Body(ids[i]))
	}
	ownKey, ownPublic, err := frost.DKGPart3(ownSecret2, othersRound1(3), received[3])
	if err != nil {
		return err
	}
	defer ownKey.Wipe()
	if !bytes.Equal(ownPublic, public) {
		return errors.New("the coordinator computed another group key")
	}
	fmt.Println("   every participant computed the same group key")

	if opts.merkleRoot != nil {
		for _, p := range others {
			if _, err := p.ask("tweak-taproot", opts.merkleRoot); err != nil {
				return err
			}
		}
		if public, err = frost.TweakPublicKeyPackage(public, frost.TweakTaproot, opts.merkleRoot); err != nil {
			return err
		}
		fmt.Printf("   Taproot output key %x (merkle root %x)\n", mustExport(public), opts.merkleRoot)
	}
	wrap := func(pkg []byte) ([]byte, error) { return pkg, nil }
	if opts.alpha != nil {
		wrap = func(pkg []byte) ([]byte, error) {
			return frost.NewRandomizedSigningPackage(pkg, public, opts.alpha)
		}
	}

	signature, pkg, err := signWith(others, ids, message, nil, public, wrap)
	if err != nil {
		return err
	}
	groupKey, err := frost.VerifyingKey(public)
	if err != nil {
		return err
	}
	if opts.alpha != nil {
		rk, err := frost.RandomizedVerifyingKey(pkg)
		if err != nil {
			return err
		}
		if err := frost.Verify(groupKey, message, signature); !errors.Is(err, frost.ErrInvalidSignature) {
			return fmt.Errorf("a re-randomized signature verifies under the group key: %v", err)
		}
		fmt.Printf("   alpha %x: rk %x\n", opts.alpha, frost.Body(rk))
		groupKey = rk
	}
	if err := frost.Verify(groupKey, message, signature); err != nil {
		return fmt.Errorf("the library's verify: %w", err)
	}
	fmt.Println("   the library's verify: valid")
	if independent != nil {
		verifiers, err := independent(groupKey, message, signature)
		if err != nil {
			return err
		}
		for _, name := range verifiers {
			fmt.Printf("   %s: valid\n", name)
		}
		// The same verifiers refuse the signature for another message, so
		// that their acceptance above means something.
		altered := append([]byte(nil), message...)
		altered[0] ^= 1
		if _, err := independent(groupKey, altered, signature); err == nil {
			return errors.New("the independent verifiers accept a signature over another message")
		}
	}

	// The first participant signs another package than the one the others
	// sign: its share is invalid for theirs, and aggregation names it alone.
	_, _, err = signWith(others, ids, append([]byte("second session: "), message...), others[0], public, wrap)
	var failure *frost.Error
	if !errors.As(err, &failure) || !errors.Is(err, frost.ErrInvalidSignatureShares) {
		return fmt.Errorf("an invalid share from %s was not refused as such: %v", others[0].name, err)
	}
	if len(failure.Participants) != 1 || !bytes.Equal(failure.Participants[0], ids[0]) {
		return fmt.Errorf("blame names %x, not %s alone", failure.Participants, others[0].name)
	}
	fmt.Printf("   %s's invalid share: blamed, and only %s (%x)\n", others[0].name, others[0].name, frost.Body(failure.Participants[0]))
	if opts.roast {
		return roastRun(suite, others, ids, public, ownKey, append([]byte("ROAST: "), message...), independent)
	}
	return nil
}

func mustExport(public []byte) []byte {
	key, err := frost.ExportGroupKey(public, frost.KeyStandard)
	if err != nil {
		return nil
	}
	return key
}

// signWith runs both rounds with the signers and aggregates, the package
// wrapped by wrap (re-randomized, or as is). A cheater among them, if any,
// is sent a package for another message (it signs that one, as a malicious
// signer would sign anything).
func signWith(signers []*participant, ids [][]byte, message []byte, cheater *participant, public []byte, wrap func([]byte) ([]byte, error)) ([]byte, []byte, error) {
	var commitments []frost.Entry
	for i, p := range signers {
		commitment, err := p.ask("commit")
		if err != nil {
			return nil, nil, err
		}
		commitments = append(commitments, frost.Entry{Identifier: ids[i], Message: commitment})
	}
	build := func(message []byte) ([]byte, error) {
		pkg, err := frost.NewSigningPackage(commitments, message)
		if err != nil {
			return nil, err
		}
		return wrap(pkg)
	}
	pkg, err := build(message)
	if err != nil {
		return nil, nil, err
	}
	var shares []frost.Entry
	for i, p := range signers {
		toSign, expected := pkg, message
		if p == cheater {
			expected = append([]byte("tampered: "), message...)
			if toSign, err = build(expected); err != nil {
				return nil, nil, err
			}
		}
		share, err := p.ask("sign", toSign, expected)
		if err != nil {
			return nil, nil, err
		}
		shares = append(shares, frost.Entry{Identifier: ids[i], Message: share})
	}
	signature, err := frost.Aggregate(pkg, shares, public)
	return signature, pkg, err
}
