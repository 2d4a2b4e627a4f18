'use strict';
// Multi-message sessions: k nonces behind one handle consumed whole, one
// share per message, the coordinator's session naming every culprit, and
// the k signatures verified, in every suite.

const test = require('node:test');
const assert = require('node:assert/strict');
const frost = require('..');
const { dealt } = require('./group');

const MESSAGES = ['input 0', 'input 1', 'input 2'].map((m) => Buffer.from(m));

function answersOf(keys, ids) {
  const rounds = keys.map((k) => frost.multiCommit(k, MESSAGES.length));
  const request = frost.multiSigningPackage(rounds.map((r, i) => [ids[i], r.commitments]), MESSAGES);
  return { request, answers: rounds.map((r, i) => [ids[i], frost.multiSign(request, MESSAGES, r.nonces, keys[i])]) };
}

test('every suite signs each message in one round trip', () => {
  for (const suite of Object.values(frost.Suite)) {
    const { keys, ids, pub } = dealt(suite, 2, 3);
    const { request, answers } = answersOf(keys.slice(1), ids.slice(1));
    const session = new frost.MultiSigningSession(request, pub);
    for (const [id, answer] of answers) session.verifyShares(id, answer);
    const signatures = session.aggregate(answers);
    session.close();
    assert.equal(signatures.length, MESSAGES.length);
    signatures.forEach((signature, j) => frost.verify(pub, MESSAGES[j], signature));
    frost.multiVerify(pub, MESSAGES, signatures);
    assert.throws(() => frost.multiVerify(pub, MESSAGES, [signatures[0], signatures[2], signatures[1]]), (error) => {
      assert.ok(error instanceof frost.InvalidSignatureError, String(error));
      assert.deepEqual(error.invalid, [1, 2]);
      return true;
    });
  }
});

test('the nonces sign once, are of their own kind, and check the messages', () => {
  const { keys, ids } = dealt(frost.Suite.ED448, 2, 3);
  const rounds = keys.slice(0, 2).map((k) => frost.multiCommit(k, 3));
  const request = frost.multiSigningPackage(rounds.map((r, i) => [ids[i], r.commitments]), MESSAGES);
  frost.multiSign(request, MESSAGES, rounds[0].nonces, keys[0]);
  assert.throws(() => frost.multiSign(request, MESSAGES, rounds[0].nonces, keys[0]), frost.StaleHandleError);
  // The single sign and the multi sign take only their own kind of nonces.
  const single = frost.commit(keys[1]);
  assert.throws(() => frost.sign(request, MESSAGES[0], rounds[1].nonces, keys[1]), TypeError);
  assert.throws(() => frost.multiSign(request, MESSAGES, single.nonces, keys[1]), TypeError);
  single.nonces.close();
  assert.throws(() => frost.multiSign(request, MESSAGES.slice(1), rounds[1].nonces, keys[1]), frost.MessageMismatchError);
  assert.throws(() => frost.multiSign(request, MESSAGES, rounds[1].nonces, keys[1]), frost.StaleHandleError);
  rounds[1].nonces.close();
  assert.throws(() => frost.multiCommit(keys[0], 0), frost.InvalidParameterError);
  assert.throws(() => frost.multiCommit(keys[0], frost.MAX_MESSAGES + 1), frost.InvalidParameterError);
  assert.throws(() => frost.multiSigningPackage(rounds.map((r, i) => [ids[i], r.commitments]), MESSAGES.slice(1)),
    frost.InvalidLengthError);
});

test('the session names every culprit', () => {
  const { keys, ids, pub } = dealt(frost.Suite.RISTRETTO255, 3, 4);
  const { request, answers } = answersOf(keys, ids);
  const spoiled = [[ids[0], answers[1][1]], answers[1], [ids[2], answers[3][1]], answers[3]];
  const session = new frost.MultiSigningSession(request, pub);
  assert.throws(() => session.verifyShares(ids[0], answers[1][1]), (error) => {
    assert.ok(error instanceof frost.InvalidSignatureSharesError, String(error));
    assert.deepEqual(error.culprits, [ids[0]]);
    return true;
  });
  assert.throws(() => session.aggregate(spoiled), (error) => {
    assert.ok(error instanceof frost.InvalidSignatureSharesError, String(error));
    assert.deepEqual([...error.culprits].sort(Buffer.compare), [ids[0], ids[2]].sort(Buffer.compare));
    assert.match(error.message, /message 2/);
    return true;
  });
  assert.equal(session.aggregate(answers).length, 3);
  session.close();
  assert.throws(() => session.aggregate(answers), frost.StaleHandleError);
});
