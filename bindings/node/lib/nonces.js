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
 * signing call that consumes it (use) or by close().
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
   * @internal Runs the call that consumes the nonces, which must be of
   * this class (a TypeError otherwise, before any call).
   */
  static use(nonces, body) {
    if (!(nonces instanceof this)) throw new TypeError(`expected ${this.name}`);
    const state = nonces.#state;
    const consumed = () => {
      state.open = false;
      nonceRegistry.unregister(nonces);
    };
    try {
      const result = body(state.handle);
      consumed();
      return result;
    } catch (error) {
      // Refused before the library took the handle: the nonces stay live.
      if (!(error instanceof errors.NullArgumentError || error instanceof errors.InputTooLargeError)) consumed();
      throw error;
    }
  }
}

/** One signer's round-one nonces, kept in the library: sign() consumes them; close() discards unused ones. */
class Nonces extends NonceHandle {
  constructor(handle) {
    super(handle, fns.noncesFree);
  }
}

module.exports = { NonceHandle, Nonces };
