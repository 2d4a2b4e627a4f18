'use strict';
// The one rule for spent nonces: once sign or multiSign reaches the library
// the nonces are spent, whatever the outcome; only a refusal thrown before
// any call (an argument of the wrong type) leaves them usable.

const test = require('node:test');
const assert = require('node:assert/strict');
const frost = require('..');
const { dealt } = require('./group');

const MESSAGES = ['input 0', 'input 1'].map((m) => Buffer.from(m));
const OVERSIZED = Buffer.alloc(64 * 1024 * 1024 + 1);
const M = Buffer.from('m');

test('a refused sign spends the nonces', () => {
  const { keys, ids } = dealt(frost.Suite.ED25519, 2, 3);
  const p256 = dealt(frost.Suite.P256, 2, 3).keys;
  const rounds = keys.map((k) => frost.commit(k));
  const pkg = frost.signingPackage(rounds.slice(0, 2).map((r, i) => [ids[i], r.commitments]), M);
  const refusals = [
    [frost.InputTooLargeError, (n) => frost.sign(OVERSIZED, M, n, keys[0])],
    [frost.WrongSuiteError, (n) => frost.sign(pkg, M, n, p256[0])],
    [frost.MessageMismatchError, (n) => frost.sign(pkg, Buffer.from('other'), n, keys[0])],
  ];
  refusals.forEach(([error, refused], i) => {
    assert.throws(() => refused(rounds[i].nonces), error);
    assert.throws(() => frost.sign(pkg, M, rounds[i].nonces, keys[i]), (e) =>
      e instanceof frost.StaleHandleError && /already used/.test(e.message));
    rounds[i].nonces.close();
  });
});

test('a refused multiSign spends the nonces', () => {
  const { keys, ids } = dealt(frost.Suite.REDPALLAS, 2, 3);
  const p256 = dealt(frost.Suite.P256, 2, 3).keys;
  const rounds = keys.map((k) => frost.multiCommit(k, MESSAGES.length));
  const request = frost.multiSigningPackage(rounds.slice(0, 2).map((r, i) => [ids[i], r.commitments]), MESSAGES);
  const refusals = [
    [frost.InputTooLargeError, (n) => frost.multiSign(OVERSIZED, MESSAGES, n, keys[0])],
    [frost.WrongSuiteError, (n) => frost.multiSign(request, MESSAGES, n, p256[0])],
    [frost.MessageMismatchError, (n) => frost.multiSign(request, MESSAGES.slice(1), n, keys[0])],
  ];
  refusals.forEach(([error, refused], i) => {
    assert.throws(() => refused(rounds[i].nonces), error);
    assert.throws(() => frost.multiSign(request, MESSAGES, rounds[i].nonces, keys[i]), (e) =>
      e instanceof frost.StaleHandleError && /already used/.test(e.message));
  });
});

test('a refusal before the call leaves the nonces usable', () => {
  const { keys, ids } = dealt(frost.Suite.RISTRETTO255, 2, 3);
  const single = keys.slice(0, 2).map((k) => frost.commit(k));
  const multi = keys.slice(0, 2).map((k) => frost.multiCommit(k, MESSAGES.length));
  const pkg = frost.signingPackage(single.map((r, i) => [ids[i], r.commitments]), M);
  const request = frost.multiSigningPackage(multi.map((r, i) => [ids[i], r.commitments]), MESSAGES);
  assert.throws(() => frost.sign(pkg, M, multi[0].nonces, keys[0]), TypeError);
  assert.throws(() => frost.multiSign(request, MESSAGES, single[0].nonces, keys[0]), TypeError);
  assert.throws(() => frost.sign('not bytes', M, single[0].nonces, keys[0]), TypeError);
  assert.throws(() => frost.multiSign(request, MESSAGES, multi[0].nonces, 7), TypeError);
  frost.sign(pkg, M, single[0].nonces, keys[0]);
  frost.multiSign(request, MESSAGES, multi[0].nonces, keys[0]);
});
