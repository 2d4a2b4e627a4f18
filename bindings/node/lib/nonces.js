'use strict';
// Round-one nonces held by the library behind a handle, consumed whole by
// the signing call of their kind: Nonces by sign, MultiNonces (one pair per
// message) by multiSign.

const { fns, call } = require('./native');
const errors = require('./errors');

const nonceRegistry = new FinalizationRegistry((state) => {
  if (state.open) {
    state.open = false;
    try {
      call(state.free, state.handle);
    } catch (_) {
      // Nothing to report to: the nonces are gone either way.
    }
  }
});

/**
 * A nonce handle and the entry point that discards it: spent once, by the
 * signing call it is passed to (use), whatever its outcome, or by close().
 */
class NonceHandle {
  #state;
  constructor(handle, free) {
    this.#state = { handle, free, open: true };
    nonceRegistry.register(this, this.#state, this);
  }
  /** Discards the nonces if the signing call has not consumed them. */
  close() {
    if (this.#state.open) {
      this.#state.open = false;
      nonceRegistry.unregister(this);
      call(this.#state.free, this.#state.handle);
    }
  }
  /**
   * @internal Runs `body`, the call that consumes the nonces, under the
   * library's one rule: once the call reaches the library the nonces are
   * spent, whatever the outcome. Refused here, before any call, and left
   * usable: nonces of another class (a TypeError). Nonces already spent or
   * closed throw StaleHandleError without a call. The caller converts every
   * other argument before, so that a wrong one throws before the nonces are
   * touched.
   */
  static use(nonces, body) {
    if (!(nonces instanceof this)) throw new TypeError(`expected ${this.name}`);
    const state = nonces.#state;
    if (!state.open) throw new errors.StaleHandleError('the nonces were already used or closed; nonces sign once', []);
    state.open = false;
    nonceRegistry.unregister(nonces);
    try {
      return body(state.handle);
    } catch (error) {
      // A refusal before the library took the nonces (an oversized
      // argument, a key package of another suite) leaves its handle live:
      // discard it. After any other refusal it is already stale.
      try {
        call(state.free, state.handle);
      } catch (_) {
        // Stale: the library consumed the nonces.
      }
      throw error;
    }
  }
}

/** One signer's round-one nonces, kept in the library: sign() spends them; close() discards unused ones. */
class Nonces extends NonceHandle {
  constructor(handle) {
    super(handle, fns.noncesFree);
  }
}

module.exports = { NonceHandle, Nonces };
