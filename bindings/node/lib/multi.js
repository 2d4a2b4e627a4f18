'use strict';
// Multi-message sessions: several messages signed by the same signers in
// one round trip, each message its own FROST session (RFC 9591, Section 5)
// with its own nonces and signature. Round one commits once per message,
// every nonce behind one handle (MultiNonces) that multiSign consumes
// whole; the coordinator's MultiSigningSession checks each answer as it
// arrives and names every culprit of every message.

const { lib, call, take, input, outBuffer, encodeList, encodeMap, decodeList, IN, OUT, ERR } = require('./native');
const { secretBytes } = require('./secret');
const { NativeHandle } = require('./handle');
const { NonceHandle } = require('./nonces');
const errors = require('./errors');

/** The most messages one multi-message session signs (FROST_MAX_MESSAGES). */
const MAX_MESSAGES = 1024;

const multiFns = {
  commit: lib.func('frost_multi_commit', 'int', [IN, 'size_t', 'uint32_t', '_Out_ uint64_t *', OUT, ERR]),
  noncesFree: lib.func('frost_multi_nonces_free', 'int', ['uint64_t', ERR]),
  packageNew: lib.func('frost_multi_signing_package_new', 'int', [IN, 'size_t', IN, 'size_t', OUT, ERR]),
  sign: lib.func('frost_multi_sign', 'int', [IN, 'size_t', IN, 'size_t', 'uint64_t', IN, 'size_t', OUT, ERR]),
  sessionNew: lib.func('frost_multi_signing_session_new', 'int', [IN, 'size_t', IN, 'size_t', '_Out_ uint64_t *', ERR]),
  verifyShares: lib.func('frost_multi_signing_session_verify_shares', 'int', ['uint64_t', IN, 'size_t', IN, 'size_t', ERR]),
  aggregate: lib.func('frost_multi_signing_session_aggregate', 'int', ['uint64_t', IN, 'size_t', OUT, ERR]),
  sessionFree: lib.func('frost_multi_signing_session_free', 'int', ['uint64_t', ERR]),
  verify: lib.func('frost_multi_verify', 'int', [IN, 'size_t', IN, 'size_t', IN, 'size_t', OUT, ERR]),
};

/**
 * One signer's round-one nonces for a multi-message session, one pair per
 * message, kept in the library behind one handle: multiSign() consumes
 * them all; close() discards unused ones. sign() takes only Nonces.
 */
class MultiNonces extends NonceHandle {
  constructor(handle) {
    super(handle, multiFns.noncesFree);
  }
}

/**
 * Round one once per message: { nonces, commitments }, `messageCount`
 * (1 to MAX_MESSAGES) fresh nonce pairs kept in the library and the
 * MultiSigningCommitments message for the coordinator.
 */
function multiCommit(keyPackage, messageCount) {
  const handle = [0];
  const out = outBuffer();
  call(multiFns.commit, ...input(secretBytes(keyPackage)), messageCount, handle, out);
  return { nonces: new MultiNonces(handle[0]), commitments: take(out) };
}

/**
 * The MultiSigningPackage message from every signer's
 * MultiSigningCommitments ([Identifier, message] pairs or a Map) and the
 * messages to sign, in order. A signer with another number of commitments
 * than messages throws InvalidLengthError.
 */
function multiSigningPackage(commitments, messages) {
  const out = outBuffer();
  call(multiFns.packageNew, ...input(encodeMap(commitments)), ...input(encodeList(messages)), out);
  return take(out);
}

/**
 * Round two once per message: this participant's MultiSignatureShares
 * message (one share per message). Throws MessageMismatchError unless the
 * package signs exactly `expectedMessages`, in order, checking every
 * message before any share is made. Consumes all of `nonces`, also when
 * it refuses.
 */
function multiSign(multiSigningPackageBytes, expectedMessages, nonces, keyPackage) {
  const out = outBuffer();
  const expected = encodeList(expectedMessages);
  MultiNonces.use(nonces, (handle) =>
    call(multiFns.sign, ...input(multiSigningPackageBytes), ...input(expected), handle, ...input(secretBytes(keyPackage)), out),
  );
  return take(out);
}

/** The coordinator's session of a MultiSigningPackage for the group of a PublicKeyPackage; close() frees it. */
class MultiSigningSession extends NativeHandle {
  /** Refused as SigningSession refuses the package of any message. */
  constructor(multiSigningPackageBytes, publicKeyPackage) {
    const handle = [0];
    call(multiFns.sessionNew, ...input(multiSigningPackageBytes), ...input(publicKeyPackage), handle);
    super(handle[0], multiFns.sessionFree);
  }
  /**
   * Checks the MultiSignatureShares of the signer `identifier` as it
   * arrives: throws InvalidSignatureSharesError naming the signer (the
   * message says which messages), InvalidLengthError naming it when it
   * answered for another number of messages, or
   * UnexpectedParticipantsError naming a participant outside the package.
   */
  verifyShares(identifier, signatureShares) {
    call(multiFns.verifyShares, this.handle, ...input(identifier), ...input(signatureShares));
  }
  /**
   * One Signature message per message, in order, from every signer's
   * MultiSignatureShares ([Identifier, message] pairs or a Map). Succeeds
   * only when every message does; otherwise throws the error of the first
   * message that failed, whose `culprits` names every signer at fault in
   * any message (invalid, missing or unexpected). The session stays usable.
   */
  aggregate(signatureShares) {
    return decodeList(this.output(multiFns.aggregate, ...input(encodeMap(signatureShares))));
  }
}

/**
 * Checks signatures[j] over messages[j] under the group key (a
 * VerifyingKey or PublicKeyPackage message) for every j at once; throws
 * InvalidSignatureError with `invalid` the index of every message whose
 * signature does not verify, ascending.
 */
function multiVerify(groupKey, messages, signatures) {
  const out = outBuffer();
  try {
    call(multiFns.verify, ...input(groupKey), ...input(encodeList(messages)), ...input(encodeList(signatures)), out);
  } catch (error) {
    const raw = take(out);
    if (error instanceof errors.InvalidSignatureError) {
      error.invalid = Array.from({ length: raw.length / 4 }, (_, i) => raw.readUInt32LE(4 * i));
    }
    throw error;
  }
  take(out);
}

module.exports = { MAX_MESSAGES, MultiNonces, multiCommit, multiSigningPackage, multiSign, MultiSigningSession, multiVerify };
