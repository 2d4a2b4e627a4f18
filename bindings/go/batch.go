package frost

// #include "frost.h"
import "C"

import (
	"encoding/binary"
	"runtime"
	"sync"
)

// ShareBatch checks many signature shares together, of any open signing
// sessions of one suite: one multiscalar multiplication when all are
// valid, and every invalid share named otherwise. Close frees it; a
// finalizer does it for a forgotten one.
type ShareBatch struct {
	mu     sync.Mutex
	handle C.FrostHandle
	closed bool
}

// BatchError is Verify's failure: the library's error (errors.Is
// ErrInvalidSignatureShares, the signers named in its Participants) and
// the index of every invalid share in the batch, in ascending order,
// which tells apart two shares of one signer in different sessions.
type BatchError struct {
	Err     *Error
	Invalid []uint32
}

func (e *BatchError) Error() string { return e.Err.Error() }

// Unwrap returns the library's error, so errors.As finds its *Error.
func (e *BatchError) Unwrap() error { return e.Err }

// NewShareBatch opens an empty batch of suite.
func NewShareBatch(suite Suite) (*ShareBatch, error) {
	if err := checkABI(); err != nil {
		return nil, err
	}
	var handle C.FrostHandle
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_share_batch_new(C.uint8_t(suite), &handle, report)
	})
	if err != nil {
		return nil, err
	}
	batch := &ShareBatch{handle: handle}
	runtime.SetFinalizer(batch, (*ShareBatch).Close)
	return batch, nil
}

// Push adds the SignatureShare message of the signer identifier in session
// to the batch, unchecked, and returns its index. A participant outside
// the session's package is refused (named) and adds nothing.
func (b *ShareBatch) Push(session *SigningSession, identifier, signatureShare []byte) (uint32, error) {
	if session == nil {
		return 0, &Error{Code: StatusNullArgument, Message: "Push: nil session"}
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	session.mu.RLock()
	defer session.mu.RUnlock()
	idData, idSize := input(identifier)
	shareData, shareSize := input(signatureShare)
	var index C.uint32_t
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_share_batch_push(b.handle, session.handle, idData, idSize, shareData, shareSize, &index, report)
	})
	keepAlive(identifier, signatureShare)
	if err != nil {
		return 0, err
	}
	return uint32(index), nil
}

// Verify checks every share in the batch: nil when all are valid,
// otherwise a *BatchError naming the signers of the invalid shares and
// their indices. A valid share is never named.
func (b *ShareBatch) Verify() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	var out C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_share_batch_verify(b.handle, &out, report)
	})
	raw := take(&out)
	if err == nil {
		return nil
	}
	failure, ok := err.(*Error)
	if !ok || failure.Code != StatusInvalidSignatureShares {
		return err
	}
	invalid := make([]uint32, 0, len(raw)/4)
	for i := 0; i+4 <= len(raw); i += 4 {
		invalid = append(invalid, binary.LittleEndian.Uint32(raw[i:]))
	}
	return &BatchError{Err: failure, Invalid: invalid}
}

// Close frees the batch. Closing twice does nothing; any other call after
// Close fails with ErrStaleHandle.
func (b *ShareBatch) Close() error {
	if b == nil {
		return nil
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return nil
	}
	b.closed = true
	return call(func(report *C.FrostError) uint32 {
		return C.frost_share_batch_free(b.handle, report)
	})
}
