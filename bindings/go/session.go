package frost

// #include "frost.h"
import "C"

import (
	"runtime"
	"sync"
)

// SigningSession is the coordinator's side of one signing package (RFC
// 9591, Sections 5.3 and 5.4), kept in the library behind a handle: the
// package's binding factors and group commitment are derived once, then
// each share is checked as it arrives and the shares are aggregated. It is
// immutable in the library, so one session may serve many goroutines.
// Close frees it; a finalizer does it for a forgotten one.
type SigningSession struct{ sessionHandle }

// sessionHandle is the library handle of a coordinator's session
// (SigningSession or MultiSigningSession): read-locked for every call, as
// the session never changes in the library, and freed once.
type sessionHandle struct {
	mu     sync.RWMutex
	handle C.FrostHandle
	closed bool
}

// openSession runs the entry point that opens a session and returns its
// handle.
func openSession(entry func(handle *C.FrostHandle, report *C.FrostError) uint32) (C.FrostHandle, error) {
	if err := checkABI(); err != nil {
		return 0, err
	}
	var handle C.FrostHandle
	err := call(func(report *C.FrostError) uint32 {
		return entry(&handle, report)
	})
	return handle, err
}

// check runs an entry point that only answers, under the read lock; a
// closed session reaches the library, which refuses it as stale.
func (s *sessionHandle) check(entry func(handle C.FrostHandle, report *C.FrostError) uint32) error {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return call(func(report *C.FrostError) uint32 {
		return entry(s.handle, report)
	})
}

// output runs an entry point that writes one buffer, under the read lock.
func (s *sessionHandle) output(entry func(handle C.FrostHandle, out *C.FrostBuffer, report *C.FrostError) uint32) ([]byte, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	var out C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return entry(s.handle, &out, report)
	})
	if err != nil {
		return nil, err
	}
	return take(&out), nil
}

// close frees the session with free; closing twice does nothing.
func (s *sessionHandle) close(free func(handle C.FrostHandle, report *C.FrostError) uint32) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil
	}
	s.closed = true
	return call(func(report *C.FrostError) uint32 {
		return free(s.handle, report)
	})
}

// NewSigningSession opens the session of the SigningPackage message for the
// group of the PublicKeyPackage message. It refuses a package with fewer
// signers than the threshold, a signer without a verifying share (named),
// and a package whose group commitment is the identity (start a new
// session without the suspects).
func NewSigningSession(signingPackage, publicKeyPackage []byte) (*SigningSession, error) {
	pkgData, pkgSize := input(signingPackage)
	pubData, pubSize := input(publicKeyPackage)
	handle, err := openSession(func(handle *C.FrostHandle, report *C.FrostError) uint32 {
		return C.frost_signing_session_new(pkgData, pkgSize, pubData, pubSize, handle, report)
	})
	keepAlive(signingPackage, publicKeyPackage)
	if err != nil {
		return nil, err
	}
	session := &SigningSession{sessionHandle{handle: handle}}
	runtime.SetFinalizer(session, (*SigningSession).Close)
	return session, nil
}

// VerifyShare checks the SignatureShare message of the signer identifier
// as it arrives: nil, ErrInvalidSignatureShares naming the signer, or
// ErrUnexpectedParticipants naming a participant outside the package.
func (s *SigningSession) VerifyShare(identifier, signatureShare []byte) error {
	idData, idSize := input(identifier)
	shareData, shareSize := input(signatureShare)
	err := s.check(func(handle C.FrostHandle, report *C.FrostError) uint32 {
		return C.frost_signing_session_verify_share(handle, idData, idSize, shareData, shareSize, report)
	})
	keepAlive(identifier, signatureShare)
	return err
}

// Aggregate combines every signer's SignatureShare message into the
// group's Signature message, naming every invalid, missing or unexpected
// signer as Aggregate does; the session stays usable (to aggregate again
// once a share is replaced).
func (s *SigningSession) Aggregate(shares []Entry) ([]byte, error) {
	list := encodeMap(shares)
	listData, listSize := input(list)
	signature, err := s.output(func(handle C.FrostHandle, out *C.FrostBuffer, report *C.FrostError) uint32 {
		return C.frost_signing_session_aggregate(handle, listData, listSize, out, report)
	})
	keepAlive(list)
	if err != nil {
		return nil, err
	}
	return signature, nil
}

// Close frees the session. Closing twice does nothing; any other call
// after Close fails with ErrStaleHandle.
func (s *SigningSession) Close() error {
	if s == nil {
		return nil
	}
	return s.close(func(handle C.FrostHandle, report *C.FrostError) uint32 {
		return C.frost_signing_session_free(handle, report)
	})
}
