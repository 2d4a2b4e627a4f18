package frost

// #include "frost.h"
import "C"

import (
	"runtime"
	"sync"
)

// NoncePool is a signer's pool of round-one nonces made ahead of time
// (RFC 9591, Section 5.1, many commits at once), kept in the library
// behind a handle. Its commitments go to the coordinator in advance; Take
// hands out the entry a signing package names, once.
//
// The crash-safety rule: a stored pool copied back from a backup still
// holds nonces that signed since, so a pool is restored only against the
// application's record of consumed nonces (the commitments of every entry
// taken, kept append-only and never in the pool's backup). In this order:
// Take; append its commitments to the record and make it durable; Store
// and make the storage durable; only then Sign and release the share.
// Close frees the pool, wiping its unused nonces; a finalizer does it for
// a forgotten one.
type NoncePool struct {
	mu     sync.Mutex
	handle C.FrostHandle
	closed bool
}

// wrapPool gives a fresh pool handle its Go value.
func wrapPool(handle C.FrostHandle) *NoncePool {
	pool := &NoncePool{handle: handle}
	runtime.SetFinalizer(pool, (*NoncePool).Close)
	return pool
}

// NewNoncePool draws count fresh nonce pairs for the key package's
// participant and returns the pool and their SigningCommitments messages
// in entry order (public: publish them to the coordinator).
func NewNoncePool(keyPackage *Secret, count uint32) (*NoncePool, [][]byte, error) {
	if err := checkABI(); err != nil {
		return nil, nil, err
	}
	var handle C.FrostHandle
	var commitments C.FrostBuffer
	data, size := input(keyPackage.Bytes())
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_nonce_pool_new(data, size, C.uint32_t(count), &handle, &commitments, report)
	})
	keepAlive(keyPackage)
	if err != nil {
		return nil, nil, err
	}
	pool := wrapPool(handle)
	list, err := decodeList(take(&commitments))
	if err != nil {
		pool.Close()
		return nil, nil, err
	}
	return pool, list, nil
}

// RestoreNoncePool restores a pool from its storage form (Store) against
// consumed, the record of consumed nonces (every commitments message Take
// returned; nil for none). ErrNonceRefused when the record names an entry
// the stored pool has unused (an old copy of the pool: discard it) or the
// pool has a used entry the record lacks (a lost or rolled-back record).
func RestoreNoncePool(storage *Secret, consumed [][]byte) (*NoncePool, error) {
	if err := checkABI(); err != nil {
		return nil, err
	}
	record := encodeList(consumed)
	storeData, storeSize := input(storage.Bytes())
	recordData, recordSize := input(record)
	var handle C.FrostHandle
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_nonce_pool_restore(storeData, storeSize, recordData, recordSize, &handle, report)
	})
	keepAlive(storage, record)
	if err != nil {
		return nil, err
	}
	return wrapPool(handle), nil
}

// Take uses for good the entry whose commitments signingPackage (plain or
// re-randomized) carries for the signer identifier, and returns its nonces
// for Sign and its SigningCommitments message, to append to the record of
// consumed nonces before storing the pool and signing. A second take of an
// entry, and commitments not in the pool, are ErrNonceRefused; a package
// without this signer ErrCommitmentMismatch.
func (p *NoncePool) Take(signingPackage, identifier []byte) (*Nonces, []byte, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	pkgData, pkgSize := input(signingPackage)
	idData, idSize := input(identifier)
	var handle C.FrostHandle
	var consumed C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_nonce_pool_take(p.handle, pkgData, pkgSize, idData, idSize, &handle, &consumed, report)
	})
	keepAlive(signingPackage, identifier)
	if err != nil {
		return nil, nil, err
	}
	nonces := &Nonces{nonceHandle{handle: handle}}
	runtime.SetFinalizer(nonces, (*Nonces).Close)
	return nonces, take(&consumed), nil
}

// Store returns the pool's storage form (secret: it holds the unused
// nonces). Keep it where the key package may be, never in the backup of
// the record of consumed nonces.
func (p *NoncePool) Store() (*Secret, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_nonce_pool_store(p.handle, &out, report)
	})
	if err != nil {
		return nil, err
	}
	return takeSecret(&out), nil
}

// Unused returns the SigningCommitments messages of the entries not yet
// taken, in entry order: what the signer may still offer a coordinator.
func (p *NoncePool) Unused() ([][]byte, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out C.FrostBuffer
	err := call(func(report *C.FrostError) uint32 {
		return C.frost_nonce_pool_unused(p.handle, &out, report)
	})
	if err != nil {
		return nil, err
	}
	return decodeList(take(&out))
}

// Close frees the pool, wiping its unused nonces. Closing twice does
// nothing; any other call after Close fails with ErrStaleHandle.
func (p *NoncePool) Close() error {
	if p == nil {
		return nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return nil
	}
	p.closed = true
	return call(func(report *C.FrostError) uint32 {
		return C.frost_nonce_pool_free(p.handle, report)
	})
}
