'use strict';
// The coordinator's signing session and the share batch name every invalid
// share and aggregate a signature that verifies.

const test = require('node:test');
const assert = require('node:assert/strict');
const frost = require('..');
const { dealt } = require('./group');

function sharesOf(keys, ids, message) {
  const rounds = keys.map((k) => frost.commit(k));
  const pkg = frost.signingPackage(rounds.map((r, i) => [ids[i], r.commitments]), message);
  return { pkg, shares: rounds.map((r, i) => [ids[i], frost.sign(pkg, message, r.nonces, keys[i])]) };
}

const naming = (kind, culprit) => (error) => {
  assert.ok(error instanceof kind, String(error));
  assert.deepEqual(error.culprits, [culprit]);
  return true;
};

test('the session names an invalid share and aggregates', () => {
  const { keys, ids, pub } = dealt(frost.Suite.SECP256K1_TR, 2, 3);
  const message = Buffer.from('session');
  const { pkg, shares } = sharesOf(keys.slice(0, 2), ids.slice(0, 2), message);
  const session = new frost.SigningSession(pkg, pub);
  session.verifyShare(ids[0], shares[0][1]);
  assert.throws(() => session.verifyShare(ids[0], shares[1][1]), naming(frost.InvalidSignatureSharesError, ids[0]));
  assert.throws(() => session.verifyShare(ids[2], shares[0][1]), naming(frost.UnexpectedParticipantsError, ids[2]));
  assert.throws(() => session.aggregate([[ids[0], shares[1][1]], shares[1]]), naming(frost.InvalidSignatureSharesError, ids[0]));
  frost.verify(pub, message, session.aggregate(shares));
  session.close();
  assert.throws(() => session.aggregate(shares), frost.StaleHandleError);
});

test('the batch names every invalid share', () => {
  const { keys, ids, pub } = dealt(frost.Suite.ED25519, 2, 3);
  const rounds = ['one', 'two'].map((m) => sharesOf(keys.slice(0, 2), ids.slice(0, 2), Buffer.from(m)));
  const sessions = rounds.map(({ pkg }) => new frost.SigningSession(pkg, pub));
  const batch = new frost.ShareBatch(frost.Suite.ED25519);
  rounds.forEach(({ shares }, s) => shares.forEach(([id, share]) => batch.push(sessions[s], id, share)));
  batch.verify();
  // Signer 2's share of the first session pushed into the second.
  assert.equal(batch.push(sessions[1], ids[1], rounds[0].shares[1][1]), 4);
  assert.throws(() => batch.push(sessions[0], ids[2], rounds[0].shares[0][1]), naming(frost.UnexpectedParticipantsError, ids[2]));
  assert.throws(() => batch.verify(), (error) => {
    naming(frost.InvalidSignatureSharesError, ids[1])(error);
    assert.deepEqual(error.invalid, [4]);
    return true;
  });
  batch.close();
  for (const session of sessions) session.close();
});
