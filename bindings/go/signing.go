package frost

// #include "frost.h"
import "C"

import (
	"runtime"
	"sync"
)

// Nonces are one signer's round-one nonces. They never leave the library:
// this value holds only their handle, which Sign spends (whatever its
// outcome), so they cannot sign twice. Close discards unused nonces; a
// finalizer does it for forgotten ones.
type Nonces struct{ nonceHandle }

// nonceHandle is the library handle of one signer's round-one nonces
// (Nonces or MultiNonces), spent once: by the signing call it is passed to
// (spend) or by close.
type nonceHandle struct {
	mu     sync.Mutex
	handle C.FrostHandle
	closed bool
}

// close discards the nonces with free unless a signing call consumed them;
// closing twice does nothing.
func (n *nonceHandle) close(free func(handle C.FrostHandle, report *C.FrostError) uint32) error {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.closed {
		return nil
	}
	n.closed = true
	return call(func(report *C.FrostError) uint32 {
		return free(n.handle, report)
	})
}

// spend runs the signing entry point that consumes the handle, under its
// lock, and returns the one buffer it writes. It follows the library's one
// rule for spent nonces: once the call reaches the library the nonces are
// spent, whatever the outcome. They are marked spent before the call, and
// after a refusal free discards the handle, which the library leaves live
// when it refuses before taking the nonces (a null or oversized argument,
// a key package of another suite). Nonces already spent or closed are
// refused here, without a call, with ErrStaleHandle.
func (n *nonceHandle) spend(free func(handle C.FrostHandle, report *C.FrostError) uint32, entry func(handle C.FrostHandle, out *C.FrostBuffer, report *C.FrostError) uint32) ([]byte, error) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.closed {
		return nil, &Error{Code: StatusStaleHandle, Message: "the nonces were already used or closed; nonces sign once"}
	}
	n.closed = true
	var out C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return entry(n.handle, &out, report)
	})
	if err != nil {
		// Already consumed after most refusals: the library's answer to
		// the free is then ErrStaleHandle, which says nothing new.
		_ = call(func(report *C.FrostError) uint32 {
			return free(n.handle, report)
		})
		return nil, err
	}
	return take(&out), nil
}

// Commit runs round one (RFC 9591, Section 5.1) for the key package's
// participant: fresh nonces, kept in the library, and the
// SigningCommitments message to send to the coordinator.
func Commit(keyPackage *Secret) (*Nonces, []byte, error) {
	var handle C.FrostHandle
	var commitments C.FrostBuffer
	data, size := input(keyPackage.Bytes())
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_commit(data, size, &handle, &commitments, report)
	})
	keepAlive(keyPackage)
	if err != nil {
		return nil, nil, err
	}
	nonces := &Nonces{nonceHandle{handle: handle}}
	runtime.SetFinalizer(nonces, (*Nonces).Close)
	return nonces, take(&commitments), nil
}

// Close discards the nonces if Sign has not spent them. Closing twice
// does nothing.
func (n *Nonces) Close() error {
	if n == nil {
		return nil
	}
	return n.close(freeNonces)
}

// freeNonces discards the nonces of a handle of Nonces.
func freeNonces(handle C.FrostHandle, report *C.FrostError) uint32 {
	return C.frost_nonces_free(handle, report)
}

// NewSigningPackage builds the coordinator's SigningPackage message from
// the signers' commitments and the message to sign.
func NewSigningPackage(commitments []Entry, message []byte) ([]byte, error) {
	list := encodeMap(commitments)
	listData, listSize := input(list)
	msgData, msgSize := input(message)
	var out C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_signing_package_new(listData, listSize, msgData, msgSize, &out, report)
	})
	keepAlive(list, message)
	if err != nil {
		return nil, err
	}
	return take(&out), nil
}

// Sign runs round two (RFC 9591, Section 5.2): this participant's
// SignatureShare message for the signing package, which must sign exactly
// expectedMessage. Once called with nonces it spends them, whatever the
// outcome (a refused package, a key package of another suite, an oversized
// argument): a second Sign with them fails with ErrStaleHandle. Only nil
// nonces are refused without a call.
func Sign(signingPackage, expectedMessage []byte, nonces *Nonces, keyPackage *Secret) ([]byte, error) {
	if nonces == nil {
		return nil, &Error{Code: StatusNullArgument, Message: "Sign: nil nonces"}
	}
	pkgData, pkgSize := input(signingPackage)
	msgData, msgSize := input(expectedMessage)
	kpData, kpSize := input(keyPackage.Bytes())
	share, err := nonces.spend(freeNonces, func(handle C.FrostHandle, out *C.FrostBuffer, report *C.FrostError) uint32 {
		return C.frost_sign(pkgData, pkgSize, msgData, msgSize, handle, kpData, kpSize, out, report)
	})
	keepAlive(signingPackage, expectedMessage, keyPackage)
	return share, err
}

// Aggregate combines the signature shares into the group's Signature
// message, verified before it is returned. When shares are invalid the
// error (errors.Is ErrInvalidSignatureShares) names every culprit in its
// Participants.
func Aggregate(signingPackage []byte, shares []Entry, publicKeyPackage []byte) ([]byte, error) {
	list := encodeMap(shares)
	pkgData, pkgSize := input(signingPackage)
	listData, listSize := input(list)
	pubData, pubSize := input(publicKeyPackage)
	var out C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_aggregate(pkgData, pkgSize, listData, listSize, pubData, pubSize, &out, report)
	})
	keepAlive(signingPackage, list, publicKeyPackage)
	if err != nil {
		return nil, err
	}
	return take(&out), nil
}

// Verify checks a Signature message over message under the group key (a
// VerifyingKey or PublicKeyPackage message); ErrInvalidSignature when it
// does not verify.
func Verify(groupKey, message, signature []byte) error {
	keyData, keySize := input(groupKey)
	msgData, msgSize := input(message)
	sigData, sigSize := input(signature)
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_verify(keyData, keySize, msgData, msgSize, sigData, sigSize, report)
	})
	keepAlive(groupKey, message, signature)
	return err
}
