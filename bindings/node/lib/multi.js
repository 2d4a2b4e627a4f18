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
  randomize: lib.func('frost_randomized_multi_signing_package_new', 'int', [IN, 'size_t', IN, 'size_t', IN, 'size_t', OUT, ERR]),
  randomizedKeys: lib.func('frost_randomized_multi_verifying_keys', 'int', [IN, 'size_t', OUT, ERR]),
  randomizedVerify: lib.func('frost_randomized_multi_verify', 'int', [IN, 'size_t', IN, 'size_t', IN, 'size_t', OUT, ERR]),
};

/**
 * One signer's round-one nonces for a multi-message session, one pair per
 * message, kept in the library behind one handle: multiSign() spends them
 * all; close() discards unused ones. sign() takes only Nonces.
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
 * message before any share is made. Spends all of `nonces` once the call
 * reaches the library, also when it refuses; only nonces of another class
 * or arguments that are not bytes throw a TypeError before, leaving them
 * usable. Also answers a re-randomized request
 * (randomizedMultiSigningPackage).
 */
function multiSign(multiSigningPackageBytes, expectedMessages, nonces, keyPackage) {
  const out = outBuffer();
  const args = [...input(multiSigningPackageBytes), ...input(encodeList(expectedMessages))];
  const key = input(secretBytes(keyPackage));
  MultiNonces.use(nonces, (handle) => call(multiFns.sign, ...args, handle, ...key, out));
  return take(out);
}

/**
 * The coordinator's session of a MultiSigningPackage (or of a re-randomized
 * request, each message under its randomized key) for the group of a
 * PublicKeyPackage; close() frees it.
 */
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
  verifyNamingInvalid(multiFns.verify, ...input(groupKey), ...input(encodeList(messages)), ...input(encodeList(signatures)));
}

/** Calls a verification entry point whose failure lists the invalid indices, setting them as the error's `invalid`. */
function verifyNamingInvalid(fn, ...args) {
  const out = outBuffer();
  try {
    call(fn, ...args, out);
  } catch (error) {
    const raw = take(out);
    if (error instanceof errors.InvalidSignatureError) {
      error.invalid = Array.from({ length: raw.length / 4 }, (_, i) => raw.readUInt32LE(4 * i));
    }
    throw error;
  }
  take(out);
}

/**
 * Wraps a MultiSigningPackage with one randomizer per message (ZIP 312) for
 * the group key (a VerifyingKey or PublicKeyPackage message): `alphas[j]`
 * is message j's (the transaction's alpha for action j: a scalar in the
 * suite's encoding, no header); none or an empty array draws fresh ones.
 * Another number of randomizers than messages throws InvalidLengthError.
 * The request carries the randomizers: send it to the signers only.
 */
function randomizedMultiSigningPackage(multiSigningPackageBytes, groupKey, alphas = []) {
  const out = outBuffer();
  const given = alphas.length > 0 ? encodeList(alphas) : Buffer.alloc(0);
  try {
    call(multiFns.randomize, ...input(multiSigningPackageBytes), ...input(groupKey), ...input(given), out);
  } finally {
    given.fill(0);
  }
  return take(out);
}

/** The randomized key (rk) of each message of a re-randomized request, a VerifyingKey message each, in order. */
function randomizedMultiVerifyingKeys(randomizedMultiSigningPackageBytes) {
  const out = outBuffer();
  call(multiFns.randomizedKeys, ...input(randomizedMultiSigningPackageBytes), out);
  return decodeList(take(out));
}

/**
 * Checks signatures[j] over message j of the re-randomized request under
 * that message's randomized key, for every j at once, after checking each
 * randomized key against the group key (ProtocolError for a randomizer
 * that does not give the request's key); throws InvalidSignatureError with
 * `invalid` as multiVerify does.
 */
function randomizedMultiVerify(randomizedMultiSigningPackageBytes, groupKey, signatures) {
  verifyNamingInvalid(multiFns.randomizedVerify, ...input(randomizedMultiSigningPackageBytes), ...input(groupKey),
    ...input(encodeList(signatures)));
}

module.exports = {
  MAX_MESSAGES, MultiNonces, multiCommit, multiSigningPackage, multiSign, MultiSigningSession, multiVerify,
  randomizedMultiSigningPackage, randomizedMultiVerifyingKeys, randomizedMultiVerify,
};
