package frost

// #include "frost.h"
import "C"

import (
	"runtime"
	"sync"
)

// ROAST (robust asynchronous Schnorr threshold signing): a coordinator that
// keeps opening FROST sessions with the signers who answer until one
// signs, so that neither slow nor malicious signers stop the run, and
// signers that answer its requests. Both live in the library behind a
// handle; the application only carries their messages.
//
// Every run has a 32-byte run identifier, drawn by the coordinator
// (RoastCoordinator.Run); each signer is created for that run and refuses
// messages of any other. In the unauthenticated mode (no identity keys) the
// application's channels must authenticate every signer and report the true
// sender. In accountable mode every member holds an identity key pair
// (GenerateIdentityKey), the coordinator knows every verifying key, every
// signer message carries its sender's identity signature, and blame
// evidence convinces a third party (VerifyBlame with the identity keys).

// Step is what the coordinator answers to a signer message: the
// SigningRequest to send to every signer of the new session (empty if
// none), the Identifier messages of the signers the event blamed and of
// those it excluded, and the group's Signature message once the run is
// signed (empty until then).
type Step struct {
	Request   []byte
	Blamed    [][]byte
	Excluded  [][]byte
	Signature []byte
}

// roastHandle is a coordinator's or signer's handle, freed once.
type roastHandle struct {
	mu     sync.Mutex
	handle C.FrostHandle
	closed bool
}

// close frees the handle; closing twice does nothing.
func (h *roastHandle) close() error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		return nil
	}
	h.closed = true
	return call(func(report *C.FrostError) uint32 {
		return C.frost_roast_free(h.handle, report)
	})
}

// output runs an entry point that writes one buffer, under the handle's
// lock; a closed handle reaches the library, which refuses it as stale.
func (h *roastHandle) output(entry func(handle C.FrostHandle, out *C.FrostBuffer, report *C.FrostError) uint32) ([]byte, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	var out C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return entry(h.handle, &out, report)
	})
	if err != nil {
		return nil, err
	}
	return take(&out), nil
}

// RoastCoordinator is a ROAST coordinator for one message and one run.
// Close frees it; a finalizer does it for a forgotten one.
type RoastCoordinator struct{ roastHandle }

// NewRoastCoordinator opens a run signing message with the group of the
// PublicKeyPackage message, under a fresh run identifier. randomized runs
// every session re-randomized. identityKeys nil runs the unauthenticated
// mode; otherwise it maps every member's Identifier message to its identity
// VerifyingKey message and the run is accountable.
func NewRoastCoordinator(publicKeyPackage, message []byte, randomized bool, identityKeys []Entry) (*RoastCoordinator, error) {
	if err := checkABI(); err != nil {
		return nil, err
	}
	var keys []byte
	if identityKeys != nil {
		keys = encodeMap(identityKeys)
	}
	pubData, pubSize := input(publicKeyPackage)
	msgData, msgSize := input(message)
	keyData, keySize := input(keys)
	var handle C.FrostHandle
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_roast_coordinator_new(pubData, pubSize, msgData, msgSize, flag(randomized), keyData, keySize, &handle, report)
	})
	keepAlive(publicKeyPackage, message, keys)
	if err != nil {
		return nil, err
	}
	coordinator := &RoastCoordinator{roastHandle{handle: handle}}
	runtime.SetFinalizer(coordinator, (*RoastCoordinator).Close)
	return coordinator, nil
}

// Close frees the coordinator. Closing twice does nothing; any other call
// after Close fails with ErrStaleHandle.
func (c *RoastCoordinator) Close() error { return c.close() }

// Run returns the run identifier (32 bytes) to send to every signer with
// the message.
func (c *RoastCoordinator) Run() ([]byte, error) {
	return c.output(func(handle C.FrostHandle, out *C.FrostBuffer, report *C.FrostError) uint32 {
		return C.frost_roast_coordinator_run(handle, out, report)
	})
}

// Receive handles message, the bytes that the signer sender (an Identifier
// message) sent: its first commitment or an answer to a request. In the
// unauthenticated mode sender must be what the application's authenticated
// channel reports. A refused message changes nothing; the error
// (ErrProtocol) names the signer in its Participants when the signer is at
// fault (a message of another run, perhaps a replay, blames nobody).
func (c *RoastCoordinator) Receive(sender, message []byte) (*Step, error) {
	senderData, senderSize := input(sender)
	msgData, msgSize := input(message)
	raw, err := c.output(func(handle C.FrostHandle, out *C.FrostBuffer, report *C.FrostError) uint32 {
		return C.frost_roast_coordinator_receive(handle, senderData, senderSize, msgData, msgSize, out, report)
	})
	keepAlive(sender, message)
	if err != nil {
		return nil, err
	}
	return decodeStep(raw)
}

// Timeout stops waiting for signer (an Identifier message), whom the
// application's clock finds too slow: it leaves its session, which the next
// ready signers replace.
func (c *RoastCoordinator) Timeout(signer []byte) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	data, size := input(signer)
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_roast_coordinator_timeout(c.handle, data, size, report)
	})
	keepAlive(signer)
	return err
}

// Blames returns every blame of the run so far, as Blame messages: evidence
// that anyone re-checks with VerifyBlame.
func (c *RoastCoordinator) Blames() ([][]byte, error) {
	raw, err := c.output(func(handle C.FrostHandle, out *C.FrostBuffer, report *C.FrostError) uint32 {
		return C.frost_roast_coordinator_blames(handle, out, report)
	})
	if err != nil {
		return nil, err
	}
	return decodeList(raw)
}

// JudgeRemaining judges the shares that the run did not need (call it once
// the signature is out) and returns the Identifier messages it blamed.
func (c *RoastCoordinator) JudgeRemaining() ([][]byte, error) {
	raw, err := c.output(func(handle C.FrostHandle, out *C.FrostBuffer, report *C.FrostError) uint32 {
		return C.frost_roast_coordinator_judge_remaining(handle, out, report)
	})
	if err != nil {
		return nil, err
	}
	return decodeList(raw)
}

// RoastSigner is one signer of one ROAST run. Its nonces never leave the
// library; Close wipes the unused ones, and a finalizer does it for a
// forgotten signer.
type RoastSigner struct{ roastHandle }

// NewRoastSigner makes the signer of the KeyPackage message for message in
// the run run (the coordinator's 32-byte run identifier); randomized as
// the coordinator's. identityKey nil for the unauthenticated mode, or the
// signer's identity SigningKey message for accountable mode.
func NewRoastSigner(keyPackage *Secret, message, run []byte, randomized bool, identityKey *Secret) (*RoastSigner, error) {
	if err := checkABI(); err != nil {
		return nil, err
	}
	kpData, kpSize := input(keyPackage.Bytes())
	msgData, msgSize := input(message)
	runData, runSize := input(run)
	idData, idSize := input(identityKey.Bytes())
	var handle C.FrostHandle
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_roast_signer_new(kpData, kpSize, msgData, msgSize, flag(randomized), runData, runSize, idData, idSize, &handle, report)
	})
	keepAlive(keyPackage, message, run, identityKey)
	if err != nil {
		return nil, err
	}
	signer := &RoastSigner{roastHandle{handle: handle}}
	runtime.SetFinalizer(signer, (*RoastSigner).Close)
	return signer, nil
}

// Close frees the signer and wipes its unused nonces. Closing twice does
// nothing; any other call after Close fails with ErrStaleHandle.
func (s *RoastSigner) Close() error { return s.close() }

// Commit returns the signer's first commitment message, to send to the
// coordinator.
func (s *RoastSigner) Commit() ([]byte, error) {
	return s.output(func(handle C.FrostHandle, out *C.FrostBuffer, report *C.FrostError) uint32 {
		return C.frost_roast_signer_commit(handle, out, report)
	})
}

// Answer answers a SigningRequest message: the signer's response (its
// share and a fresh commitment), or a decline with a fresh commitment when
// the request names a commitment it holds no nonce for. A request of
// another run, message or mode is refused before any nonce is used.
func (s *RoastSigner) Answer(request []byte) ([]byte, error) {
	data, size := input(request)
	out, err := s.output(func(handle C.FrostHandle, out *C.FrostBuffer, report *C.FrostError) uint32 {
		return C.frost_roast_signer_answer(handle, data, size, out, report)
	})
	keepAlive(request)
	return out, err
}

// GenerateIdentityKey makes a fresh identity key pair of suite for ROAST's
// accountable mode: the SigningKey message (secret, kept by its signer) and
// its VerifyingKey message (public, known to the coordinator and to anyone
// who checks blame). An identity key is never a signing share.
func GenerateIdentityKey(suite Suite) (*Secret, []byte, error) {
	if err := checkABI(); err != nil {
		return nil, nil, err
	}
	var secret, public C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_roast_identity_key_generate(C.uint8_t(suite), &secret, &public, report)
	})
	if err != nil {
		return nil, nil, err
	}
	return takeSecret(&secret), take(&public), nil
}

// VerifyBlame re-checks a Blame message against the group's
// PublicKeyPackage message: nil when the blamed signer's share fails the
// share equation (RFC 9591, Section 5.4) for the request it answered,
// ErrInvalidSignatureShares when the blame is unfounded. Without identity
// keys (nil) it convinces only those who trust the coordinator; with the
// group's identity keys the blamed signer's identity signature over its
// answer is checked first (ErrProtocol, naming the signer, when it fails).
func VerifyBlame(blame, publicKeyPackage []byte, identityKeys []Entry) error {
	var keys []byte
	if identityKeys != nil {
		keys = encodeMap(identityKeys)
	}
	blameData, blameSize := input(blame)
	pubData, pubSize := input(publicKeyPackage)
	keyData, keySize := input(keys)
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_roast_verify_blame(blameData, blameSize, pubData, pubSize, keyData, keySize, report)
	})
	keepAlive(blame, publicKeyPackage, keys)
	return err
}

// decodeStep reads the step list the coordinator wrote.
func decodeStep(raw []byte) (*Step, error) {
	items, err := decodeList(raw)
	if err != nil {
		return nil, err
	}
	if len(items) != 4 {
		return nil, &Error{Code: StatusMalformedInput, Message: "a ROAST step of other than four items"}
	}
	blamed, err := decodeList(items[1])
	if err != nil {
		return nil, err
	}
	excluded, err := decodeList(items[2])
	if err != nil {
		return nil, err
	}
	return &Step{Request: items[0], Blamed: blamed, Excluded: excluded, Signature: items[3]}, nil
}

// flag is the ABI's boolean byte.
func flag(b bool) C.uint8_t {
	if b {
		return 1
	}
	return 0
}
