package frost

// #include "frost.h"
import "C"

import (
	"encoding/binary"
	"runtime"
)

// MaxMessages is the most messages one multi-message session signs
// (FROST_MAX_MESSAGES).
const MaxMessages = 1024

// MultiNonces are one signer's round-one nonces for a multi-message
// session: one pair per message, all behind one handle in the library,
// which MultiSign spends whole. They are of their own type: Sign takes
// only Nonces and MultiSign only MultiNonces, so a handle of the wrong kind
// never reaches the library. Close discards unused nonces; a finalizer
// does it for forgotten ones.
type MultiNonces struct{ nonceHandle }

// MultiCommit runs round one once per message for the key package's
// participant: messageCount (1 to MaxMessages) fresh nonce pairs, kept in
// the library, and the MultiSigningCommitments message to send to the
// coordinator.
func MultiCommit(keyPackage *Secret, messageCount uint32) (*MultiNonces, []byte, error) {
	var handle C.FrostHandle
	var commitments C.FrostBuffer
	data, size := input(keyPackage.Bytes())
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_multi_commit(data, size, C.uint32_t(messageCount), &handle, &commitments, report)
	})
	keepAlive(keyPackage)
	if err != nil {
		return nil, nil, err
	}
	nonces := &MultiNonces{nonceHandle{handle: handle}}
	runtime.SetFinalizer(nonces, (*MultiNonces).Close)
	return nonces, take(&commitments), nil
}

// Close discards the nonces if MultiSign has not consumed them. Closing
// twice does nothing.
func (n *MultiNonces) Close() error {
	if n == nil {
		return nil
	}
	return n.close(freeMultiNonces)
}

// freeMultiNonces discards the nonces of a handle of MultiNonces.
func freeMultiNonces(handle C.FrostHandle, report *C.FrostError) uint32 {
	return C.frost_multi_nonces_free(handle, report)
}

// NewMultiSigningPackage builds the coordinator's MultiSigningPackage
// message from every signer's MultiSigningCommitments message and the
// messages to sign, in order. A signer with another number of commitments
// than messages is refused (ErrInvalidLength).
func NewMultiSigningPackage(commitments []Entry, messages [][]byte) ([]byte, error) {
	commitList := encodeMap(commitments)
	messageList := encodeList(messages)
	commitData, commitSize := input(commitList)
	msgData, msgSize := input(messageList)
	var out C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_multi_signing_package_new(commitData, commitSize, msgData, msgSize, &out, report)
	})
	keepAlive(commitList, messageList)
	if err != nil {
		return nil, err
	}
	return take(&out), nil
}

// MultiSign runs round two once per message: this participant's
// MultiSignatureShares message (one share per message) for the multi
// signing package, which must sign exactly expectedMessages, in order
// (ErrMessageMismatch otherwise). Every message is checked before any
// share is made. Once called with nonces it spends them all, whatever the
// outcome (as Sign does): a second MultiSign with them fails with
// ErrStaleHandle. Only nil nonces are refused without a call. It also
// answers a re-randomized request (NewRandomizedMultiSigningPackage).
func MultiSign(multiSigningPackage []byte, expectedMessages [][]byte, nonces *MultiNonces, keyPackage *Secret) ([]byte, error) {
	if nonces == nil {
		return nil, &Error{Code: StatusNullArgument, Message: "MultiSign: nil nonces"}
	}
	expected := encodeList(expectedMessages)
	pkgData, pkgSize := input(multiSigningPackage)
	msgData, msgSize := input(expected)
	kpData, kpSize := input(keyPackage.Bytes())
	shares, err := nonces.spend(freeMultiNonces, func(handle C.FrostHandle, out *C.FrostBuffer, report *C.FrostError) uint32 {
		return C.frost_multi_sign(pkgData, pkgSize, msgData, msgSize, handle, kpData, kpSize, out, report)
	})
	keepAlive(multiSigningPackage, expected, keyPackage)
	return shares, err
}

// MultiSigningSession is the coordinator's side of a multi-message
// session, kept in the library behind a handle: one signing session per
// message, each answer checked as it arrives, then one signature per
// message. It is immutable in the library, so one session may serve many
// goroutines. Close frees it; a finalizer does it for a forgotten one.
type MultiSigningSession struct{ sessionHandle }

// NewMultiSigningSession opens the session of the MultiSigningPackage
// message for the group of the PublicKeyPackage message, refused as
// NewSigningSession refuses the package of any message. A re-randomized
// request (NewRandomizedMultiSigningPackage) checks and aggregates each
// message under its randomized key.
func NewMultiSigningSession(multiSigningPackage, publicKeyPackage []byte) (*MultiSigningSession, error) {
	pkgData, pkgSize := input(multiSigningPackage)
	pubData, pubSize := input(publicKeyPackage)
	handle, err := openSession(func(handle *C.FrostHandle, report *C.FrostError) uint32 {
		return C.frost_multi_signing_session_new(pkgData, pkgSize, pubData, pubSize, handle, report)
	})
	keepAlive(multiSigningPackage, publicKeyPackage)
	if err != nil {
		return nil, err
	}
	session := &MultiSigningSession{sessionHandle{handle: handle}}
	runtime.SetFinalizer(session, (*MultiSigningSession).Close)
	return session, nil
}

// VerifyShares checks the MultiSignatureShares message of the signer
// identifier as it arrives: nil; ErrInvalidSignatureShares naming the
// signer (the message says which messages); ErrInvalidLength naming the
// signer when it answered for another number of messages;
// ErrUnexpectedParticipants naming a participant outside the package.
func (s *MultiSigningSession) VerifyShares(identifier, signatureShares []byte) error {
	idData, idSize := input(identifier)
	shareData, shareSize := input(signatureShares)
	err := s.check(func(handle C.FrostHandle, report *C.FrostError) uint32 {
		return C.frost_multi_signing_session_verify_shares(handle, idData, idSize, shareData, shareSize, report)
	})
	keepAlive(identifier, signatureShares)
	return err
}

// Aggregate returns one Signature message per message, in order, from every
// signer's MultiSignatureShares message. It succeeds only when every
// message does; otherwise the error has the code of the first message that
// failed and names in its Participants every signer at fault in any
// message (invalid, missing or unexpected). The session stays usable.
func (s *MultiSigningSession) Aggregate(shares []Entry) ([][]byte, error) {
	list := encodeMap(shares)
	listData, listSize := input(list)
	signatures, err := s.output(func(handle C.FrostHandle, out *C.FrostBuffer, report *C.FrostError) uint32 {
		return C.frost_multi_signing_session_aggregate(handle, listData, listSize, out, report)
	})
	keepAlive(list)
	if err != nil {
		return nil, err
	}
	return decodeList(signatures)
}

// Close frees the session. Closing twice does nothing; any other call
// after Close fails with ErrStaleHandle.
func (s *MultiSigningSession) Close() error {
	if s == nil {
		return nil
	}
	return s.close(func(handle C.FrostHandle, report *C.FrostError) uint32 {
		return C.frost_multi_signing_session_free(handle, report)
	})
}

// MultiVerifyError is MultiVerify's failure: the library's error
// (errors.Is ErrInvalidSignature) and the index of every message whose
// signature does not verify, in ascending order.
type MultiVerifyError struct {
	Err     *Error
	Invalid []uint32
}

func (e *MultiVerifyError) Error() string { return e.Err.Error() }

// Unwrap returns the library's error, so errors.As finds its *Error.
func (e *MultiVerifyError) Unwrap() error { return e.Err }

// MultiVerify checks signatures[j] over messages[j] under the group key (a
// VerifyingKey or PublicKeyPackage message) for every j at once: nil when
// all verify, otherwise a *MultiVerifyError listing every invalid index.
func MultiVerify(groupKey []byte, messages, signatures [][]byte) error {
	messageList := encodeList(messages)
	signatureList := encodeList(signatures)
	keyData, keySize := input(groupKey)
	msgData, msgSize := input(messageList)
	sigData, sigSize := input(signatureList)
	var out C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_multi_verify(keyData, keySize, msgData, msgSize, sigData, sigSize, &out, report)
	})
	keepAlive(groupKey, messageList, signatureList)
	return invalidIndices(err, take(&out))
}

// invalidIndices is a verification's outcome: nil, err itself, or for
// ErrInvalidSignature a *MultiVerifyError with the invalid indices the
// library wrote to raw (each a little-endian uint32).
func invalidIndices(err error, raw []byte) error {
	if err == nil {
		return nil
	}
	failure, ok := err.(*Error)
	if !ok || failure.Code != StatusInvalidSignature {
		return err
	}
	invalid := make([]uint32, 0, len(raw)/4)
	for i := 0; i+4 <= len(raw); i += 4 {
		invalid = append(invalid, binary.LittleEndian.Uint32(raw[i:]))
	}
	return &MultiVerifyError{Err: failure, Invalid: invalid}
}
