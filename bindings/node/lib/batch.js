'use strict';
// Signature shares checked together, of any open signing sessions of one
// suite: one multiscalar multiplication when all are valid, and every
// invalid share named otherwise.

const { lib, call, take, input, outBuffer, IN, OUT, ERR } = require('./native');
const { InvalidSignatureSharesError } = require('./errors');
const { NativeHandle } = require('./handle');

const batchFns = {
  new: lib.func('frost_share_batch_new', 'int', ['uint8_t', '_Out_ uint64_t *', ERR]),
  push: lib.func('frost_share_batch_push', 'int', ['uint64_t', 'uint64_t', IN, 'size_t', IN, 'size_t', '_Out_ uint32_t *', ERR]),
  verify: lib.func('frost_share_batch_verify', 'int', ['uint64_t', OUT, ERR]),
  free: lib.func('frost_share_batch_free', 'int', ['uint64_t', ERR]),
};

/** An empty batch of signature shares of `suite`; close() frees it. */
class ShareBatch extends NativeHandle {
  constructor(suite) {
    const handle = [0];
    call(batchFns.new, suite, handle);
    super(handle[0], batchFns.free);
  }
  /**
   * Adds the SignatureShare of the signer `identifier` in `session` (a
   * SigningSession), unchecked, and returns its index. A participant
   * outside the session's package throws UnexpectedParticipantsError
   * (named) and adds nothing.
   */
  push(session, identifier, signatureShare) {
    const index = [0];
    call(batchFns.push, this.handle, session.handle, ...input(identifier), ...input(signatureShare), index);
    return index[0];
  }
  /**
   * Checks every share: returns when all are valid, otherwise throws
   * InvalidSignatureSharesError naming the signers of the invalid shares,
   * with `invalid` the index of every invalid share, ascending (which
   * tells apart two shares of one signer in different sessions). A valid
   * share is never named.
   */
  verify() {
    const out = outBuffer();
    try {
      call(batchFns.verify, this.handle, out);
    } catch (error) {
      const raw = take(out);
      if (error instanceof InvalidSignatureSharesError) {
        error.invalid = Array.from({ length: raw.length / 4 }, (_, i) => raw.readUInt32LE(4 * i));
      }
      throw error;
    }
    take(out);
  }
}

module.exports = { ShareBatch };
