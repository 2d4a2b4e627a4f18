'use strict';
// ROAST (robust asynchronous Schnorr threshold signing) over the C ABI. A
// RoastCoordinator keeps opening FROST sessions with the signers who answer
// until one signs, so that neither slow nor malicious signers stop the run;
// each RoastSigner answers its requests. Both live in the library behind a
// handle: this module only carries their messages (Buffers).
//
// Every run has a 32-byte run identifier drawn by the coordinator
// (coordinator.run()); a signer is created for that run and refuses messages
// of any other. In the unauthenticated mode (no identity keys) the
// application's channels must authenticate every signer and report the true
// sender. In accountable mode every member holds an identity key pair
// (identityKeyGenerate), the coordinator knows every verifying key, every
// signer message carries its sender's identity signature, and blame evidence
// convinces a third party (verifyBlame with the identity keys).

const { lib, call, take, input, outBuffer, encodeList, decodeList, IN, OUT, ERR } = require('./native');
const { MalformedInputError } = require('./errors');
const { NativeHandle } = require('./handle');
const { Secret, secretBytes } = require('./secret');

const HANDLE_OUT = '_Out_ uint64_t *';
const roastFns = {
  coordinatorNew: lib.func('frost_roast_coordinator_new', 'int', [IN, 'size_t', IN, 'size_t', 'uint8_t', IN, 'size_t', HANDLE_OUT, ERR]),
  signerNew: lib.func('frost_roast_signer_new', 'int', [IN, 'size_t', IN, 'size_t', 'uint8_t', IN, 'size_t', IN, 'size_t', HANDLE_OUT, ERR]),
  free: lib.func('frost_roast_free', 'int', ['uint64_t', ERR]),
  identityKeyGenerate: lib.func('frost_roast_identity_key_generate', 'int', ['uint8_t', OUT, OUT, ERR]),
  verifyBlame: lib.func('frost_roast_verify_blame', 'int', [IN, 'size_t', IN, 'size_t', IN, 'size_t', ERR]),
  receive: lib.func('frost_roast_coordinator_receive', 'int', ['uint64_t', IN, 'size_t', IN, 'size_t', OUT, ERR]),
  timeout: lib.func('frost_roast_coordinator_timeout', 'int', ['uint64_t', IN, 'size_t', ERR]),
  judgeRemaining: lib.func('frost_roast_coordinator_judge_remaining', 'int', ['uint64_t', OUT, ERR]),
  blames: lib.func('frost_roast_coordinator_blames', 'int', ['uint64_t', OUT, ERR]),
  run: lib.func('frost_roast_coordinator_run', 'int', ['uint64_t', OUT, ERR]),
  commit: lib.func('frost_roast_signer_commit', 'int', ['uint64_t', OUT, ERR]),
  answer: lib.func('frost_roast_signer_answer', 'int', ['uint64_t', IN, 'size_t', OUT, ERR]),
};

/** The identity keys of accountable mode as the ABI's map; empty for none. */
function identityMap(keys) {
  if (keys == null) return Buffer.alloc(0);
  const items = [];
  for (const [id, key] of keys) items.push(id, key);
  return encodeList(items);
}

/** A coordinator's or signer's handle, freed once by close() (or a finalizer); a signer's unused nonces are wiped. */
class RoastHandle extends NativeHandle {
  constructor(handle) {
    super(handle, roastFns.free);
  }
}

/** A ROAST coordinator for one message and one fresh run. */
class RoastCoordinator extends RoastHandle {
  /**
   * Signs `message` with the group of the PublicKeyPackage message;
   * `randomized` runs every session re-randomized; `identityKeys` (pairs of
   * Identifier and identity VerifyingKey messages, or a Map) makes the run
   * accountable, null leaves it unauthenticated.
   */
  constructor(publicKeyPackage, message, { randomized = false, identityKeys = null } = {}) {
    const handle = [0];
    call(roastFns.coordinatorNew, ...input(publicKeyPackage), ...input(message), randomized ? 1 : 0,
      ...input(identityMap(identityKeys)), handle);
    super(handle[0]);
  }
  /** The run identifier (32 bytes) to send to every signer with the message. */
  run() {
    return this.output(roastFns.run);
  }
  /**
   * Handles `message` from the signer `sender` (an Identifier message) and
   * returns the step: { request, blamed, excluded, signature } (request and
   * signature empty when there is none). A refused message changes nothing
   * and throws ProtocolError, naming the signer in culprits when it is at
   * fault (a message of another run, perhaps a replay, blames nobody).
   */
  receive(sender, message) {
    const items = decodeList(this.output(roastFns.receive, ...input(sender), ...input(message)));
    if (items.length !== 4) throw new MalformedInputError('a ROAST step of other than four items', []);
    return { request: items[0], blamed: decodeList(items[1]), excluded: decodeList(items[2]), signature: items[3] };
  }
  /** Stops waiting for `signer`, whom the application's clock finds too slow. */
  timeout(signer) {
    call(roastFns.timeout, this.handle, ...input(signer));
  }
  /** Every blame so far, as Blame messages that anyone re-checks with verifyBlame. */
  blames() {
    return decodeList(this.output(roastFns.blames));
  }
  /** Judges the shares the run did not need (once signed); the Identifiers it blamed. */
  judgeRemaining() {
    return decodeList(this.output(roastFns.judgeRemaining));
  }
}

/** One signer of one ROAST run; its nonces never leave the library. */
class RoastSigner extends RoastHandle {
  /**
   * The signer of the KeyPackage (a Secret or bytes) for `message` in the
   * run `run` (the coordinator's 32-byte identifier); `identityKey` (the
   * identity SigningKey, a Secret) for accountable mode.
   */
  constructor(keyPackage, message, run, { randomized = false, identityKey = null } = {}) {
    const handle = [0];
    call(roastFns.signerNew, ...input(secretBytes(keyPackage)), ...input(message), randomized ? 1 : 0,
      ...input(run), ...input(identityKey == null ? null : secretBytes(identityKey)), handle);
    super(handle[0]);
  }
  /** The first commitment message, for the coordinator. */
  commit() {
    return this.output(roastFns.commit);
  }
  /** Answers a SigningRequest: the response, or a decline for a commitment it holds no nonce for. */
  answer(request) {
    return this.output(roastFns.answer, ...input(request));
  }
}

/** A fresh identity key pair of `suite` for accountable mode: { signingKey: Secret, verifyingKey: Buffer }. */
function identityKeyGenerate(suite) {
  const secret = outBuffer();
  const verifyingKey = outBuffer();
  call(roastFns.identityKeyGenerate, suite, secret, verifyingKey);
  return { signingKey: new Secret(take(secret)), verifyingKey: take(verifyingKey) };
}

/**
 * Re-checks a Blame message against the group's PublicKeyPackage: returns
 * when the blamed share fails the share equation (RFC 9591, Section 5.4),
 * throws InvalidSignatureSharesError when the blame is unfounded. With the
 * identity keys the blamed signer's identity signature is checked first
 * (ProtocolError naming it): evidence that convinces a third party.
 */
function verifyBlame(blame, publicKeyPackage, identityKeys = null) {
  call(roastFns.verifyBlame, ...input(blame), ...input(publicKeyPackage), ...input(identityMap(identityKeys)));
}

module.exports = { RoastCoordinator, RoastSigner, identityKeyGenerate, verifyBlame };
