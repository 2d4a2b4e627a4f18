'use strict';
// Nonce pools: a signer's round-one nonces made ahead of time (RFC 9591,
// Section 5.1, many commits at once), kept in the library behind a handle.
//
// The crash-safety rule: a stored pool copied back from a backup still
// holds nonces that signed since, so a pool is restored only against the
// application's record of consumed nonces (the commitments of every entry
// taken, kept append-only and never in the pool's backup). In this order:
// pool.take(); append its commitments to the record and make it durable;
// pool.store() and make the storage durable; only then sign() and release
// the share.

const { lib, call, take, input, outBuffer, encodeList, decodeList, IN, OUT, ERR } = require('./native');
const { NativeHandle } = require('./handle');
const { Nonces } = require('./nonces');
const { secretBytes, takeSecret } = require('./secret');

const HANDLE_OUT = '_Out_ uint64_t *';
const poolFns = {
  new: lib.func('frost_nonce_pool_new', 'int', [IN, 'size_t', 'uint32_t', HANDLE_OUT, OUT, ERR]),
  take: lib.func('frost_nonce_pool_take', 'int', ['uint64_t', IN, 'size_t', IN, 'size_t', HANDLE_OUT, OUT, ERR]),
  store: lib.func('frost_nonce_pool_store', 'int', ['uint64_t', OUT, ERR]),
  unused: lib.func('frost_nonce_pool_unused', 'int', ['uint64_t', OUT, ERR]),
  restore: lib.func('frost_nonce_pool_restore', 'int', [IN, 'size_t', IN, 'size_t', HANDLE_OUT, ERR]),
  free: lib.func('frost_nonce_pool_free', 'int', ['uint64_t', ERR]),
};

// The constructor's mark of a restored pool's handle, private to this module.
const RESTORED = Symbol('restored pool');

/** A signer's pool of nonces; close() frees it and wipes its unused nonces. */
class NoncePool extends NativeHandle {
  #commitments;
  /**
   * `count` fresh nonce pairs for the signer of the KeyPackage (a Secret or
   * bytes); commitments() are their SigningCommitments messages in entry
   * order (public: publish them to the coordinator).
   */
  constructor(keyPackage, count) {
    if (keyPackage === RESTORED) {
      super(count, poolFns.free);
      this.#commitments = this.unused();
      return;
    }
    const handle = [0];
    const out = outBuffer();
    call(poolFns.new, ...input(secretBytes(keyPackage)), count, handle, out);
    super(handle[0], poolFns.free);
    this.#commitments = decodeList(take(out));
  }
  /**
   * A pool from its storage form (store()) against `consumed`, the record
   * of consumed nonces (every commitments message take() returned). Throws
   * NonceRefusedError when the record names an entry the stored pool has
   * unused (an old copy of the pool: discard it) or the pool has a used
   * entry the record lacks (a lost or rolled-back record).
   */
  static restore(storage, consumed) {
    const handle = [0];
    call(poolFns.restore, ...input(secretBytes(storage)), ...input(encodeList([...consumed])), handle);
    return new NoncePool(RESTORED, handle[0]);
  }
  /** The SigningCommitments messages the pool was made with (a restored pool's: its unused ones). */
  commitments() {
    return this.#commitments;
  }
  /**
   * Uses for good the entry whose commitments `signingPackage` (plain or
   * re-randomized) carries for the signer `identifier`: { nonces, for
   * sign(); consumed, its SigningCommitments message to append to the
   * record before storing the pool and signing }. A second take of an
   * entry, and commitments not in the pool, throw NonceRefusedError; a
   * package without this signer CommitmentMismatchError.
   */
  take(signingPackage, identifier) {
    const handle = [0];
    const out = outBuffer();
    call(poolFns.take, this.handle, ...input(signingPackage), ...input(identifier), handle, out);
    return { nonces: new Nonces(handle[0]), consumed: take(out) };
  }
  /** The storage form (a Secret: it holds the unused nonces); never keep it in the record's backup. */
  store() {
    const out = outBuffer();
    call(poolFns.store, this.handle, out);
    return takeSecret(out);
  }
  /** The SigningCommitments messages of the entries not yet taken, in entry order. */
  unused() {
    return decodeList(this.output(poolFns.unused));
  }
}

module.exports = { NoncePool };
