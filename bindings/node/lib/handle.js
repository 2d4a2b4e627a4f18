'use strict';
// Objects that live in the library behind a handle (nonce pools, signing
// sessions, share batches, ROAST coordinators and signers): freed once by
// close(), or by a finalizer for a forgotten one.

const { call, take, outBuffer } = require('./native');

const handleRegistry = new FinalizationRegistry((state) => {
  if (state.open) {
    state.open = false;
    try {
      call(state.free, state.handle);
    } catch (_) {
      // Nothing to report to: the handle is gone either way.
    }
  }
});

/** A library object's handle and the entry point that frees it. */
class NativeHandle {
  #state;
  constructor(handle, free) {
    this.#state = { handle, free, open: true };
    handleRegistry.register(this, this.#state, this);
  }
  /** Frees the handle; closing twice does nothing, other calls then throw StaleHandleError. */
  close() {
    if (this.#state.open) {
      this.#state.open = false;
      handleRegistry.unregister(this);
      call(this.#state.free, this.#state.handle);
    }
  }
  /** @internal The handle, for the library's calls (which refuse a freed one). */
  get handle() {
    return this.#state.handle;
  }
  /** @internal Runs an entry point that writes one buffer. */
  output(fn, ...args) {
    const out = outBuffer();
    call(fn, this.handle, ...args, out);
    return take(out);
  }
}

// `using` frees a handle at the end of its block where the runtime has
// Symbol.dispose.
if (typeof Symbol.dispose === 'symbol') {
  NativeHandle.prototype[Symbol.dispose] = function dispose() {
    this.close();
  };
}

module.exports = { NativeHandle };
