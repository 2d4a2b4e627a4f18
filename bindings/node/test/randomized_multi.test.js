'use strict';
// Re-randomized multi-message sessions: one randomizer per message, each
// signature under its own randomized key, in every suite; a forged
// randomizer refused.

const test = require('node:test');
const assert = require('node:assert/strict');
const frost = require('..');
const { dealt } = require('./group');

const MESSAGES = ['action 0', 'action 1', 'action 2'].map((m) => Buffer.from(m));

/** The scalar n in the suite's canonical encoding. */
function alpha(suite, n) {
  const bigEndian = [frost.Suite.P256, frost.Suite.SECP256K1, frost.Suite.SECP256K1_TR].includes(suite);
  const bytes = Buffer.alloc(suite === frost.Suite.ED448 ? 57 : 32);
  bytes[bigEndian ? bytes.length - 1 : 0] = n;
  return bytes;
}

function requestOf(keys, ids, pub, alphas) {
  const rounds = keys.map((k) => frost.multiCommit(k, MESSAGES.length));
  const plain = frost.multiSigningPackage(rounds.map((r, i) => [ids[i], r.commitments]), MESSAGES);
  return { nonces: rounds.map((r) => r.nonces), request: frost.randomizedMultiSigningPackage(plain, pub, alphas) };
}

test('every suite signs each message under its own randomized key', () => {
  for (const suite of Object.values(frost.Suite)) {
    const { keys, ids, pub } = dealt(suite, 2, 3);
    const { nonces, request } = requestOf(keys.slice(0, 2), ids, pub, [5, 6, 7].map((n) => alpha(suite, n)));
    const rks = frost.randomizedMultiVerifyingKeys(request);
    assert.equal(new Set(rks.map((k) => k.toString('hex'))).size, 3);
    const session = new frost.MultiSigningSession(request, pub);
    const answers = nonces.map((n, i) => [ids[i], frost.multiSign(request, MESSAGES, n, keys[i])]);
    answers.forEach(([id, answer]) => session.verifyShares(id, answer));
    const signatures = session.aggregate(answers);
    assert.throws(() => session.aggregate([answers[0], [ids[1], answers[0][1]]]), (error) => {
      assert.ok(error instanceof frost.InvalidSignatureSharesError, String(error));
      assert.deepEqual(error.culprits, [ids[1]]);
      return true;
    });
    session.close();
    signatures.forEach((signature, j) => rks.forEach((rk, k) => {
      if (j === k) frost.verify(rk, MESSAGES[j], signature);
      else assert.throws(() => frost.verify(rk, MESSAGES[j], signature), frost.InvalidSignatureError);
    }));
    frost.randomizedMultiVerify(request, pub, signatures);
    assert.throws(() => frost.randomizedMultiVerify(request, pub, [signatures[1], signatures[0], signatures[2]]), (error) => {
      assert.deepEqual(error.invalid, [0, 1]);
      return true;
    });
  }
});

test('a randomizer other than the request key is refused', () => {
  const { keys, ids, pub } = dealt(frost.Suite.REDJUBJUB, 2, 3);
  const { nonces, request } = requestOf(keys.slice(0, 2), ids, pub);
  const forged = Buffer.from(request);
  alpha(frost.Suite.REDJUBJUB, 9).copy(forged, 4 + 64);
  assert.throws(() => frost.multiSign(forged, MESSAGES, nonces[0], keys[0]), frost.ProtocolError);
  assert.throws(() => frost.multiSign(request, MESSAGES, nonces[0], keys[0]), frost.StaleHandleError);
  assert.throws(() => new frost.MultiSigningSession(forged, pub), frost.ProtocolError);
  frost.multiSign(request, MESSAGES, nonces[1], keys[1]);
});
