'use strict';
// Round-one nonces held by the library behind a handle, consumed by sign.

const { fns, call } = require('./native');
const errors = require('./errors');

const nonceRegistry = new FinalizationRegistry((state) => {
  if (state.open) {
    state.open = false;
    try {
      call(fns.noncesFree, state.handle);
    } catch (_) {
      // Nothing to report to: the nonces are gone either way.
    }
  }
});

/** One signer's round-one nonces, kept in the library: sign() consumes them; close() discards unused ones. */
class Nonces {
  #state;
  constructor(handle) {
    this.#state = { handle, open: true };
    nonceRegistry.register(this, this.#state, this);
  }
  /** Discards the nonces if sign() has not consumed them. */
  close() {
    if (this.#state.open) {
      this.#state.open = false;
      nonceRegistry.unregister(this);
      call(fns.noncesFree, this.#state.handle);
    }
  }
  /** @internal Runs a call that consumes the nonces (sign). */
  static use(nonces, body) {
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

module.exports = { Nonces };
