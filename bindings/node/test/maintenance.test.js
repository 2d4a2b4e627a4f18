'use strict';
// Refresh with a dealer, repair and resharing through the package.

const test = require('node:test');
const assert = require('node:assert/strict');
const frost = require('..');
const { dealt } = require('./group');

function signAndVerify(keys, pub, message) {
  const ids = keys.map((k) => frost.keyPackageIdentifier(k));
  const rounds = keys.map((k) => frost.commit(k));
  const pkg = frost.signingPackage(rounds.map((r, i) => [ids[i], r.commitments]), message);
  const shares = rounds.map((r, i) => [ids[i], frost.sign(pkg, message, r.nonces, keys[i])]);
  frost.verify(pub, message, frost.aggregate(pkg, shares, pub));
}

/** The secret of `id` in a secret map. */
function secretFor(entries, id) {
  return entries.find(([to]) => to.equals(id))[1];
}

test('a refresh keeps the group key and signs', () => {
  const { keys, ids, pub } = dealt(frost.Suite.RISTRETTO255, 2, 3);
  const { refreshingShares, publicKeyPackage } = frost.refreshWithDealer(pub, ids);
  assert.deepEqual(frost.verifyingKey(publicKeyPackage), frost.verifyingKey(pub));
  const fresh = ids.map((id, n) => frost.refreshShare(secretFor(refreshingShares, id), keys[n], publicKeyPackage));
  assert.ok(fresh.every((k, n) => !k.bytes.equals(keys[n].bytes)));
  signAndVerify(fresh.slice(1), publicKeyPackage, Buffer.from('refreshed'));
  assert.throws(() => frost.refreshShare(secretFor(refreshingShares, ids[1]), keys[0], publicKeyPackage), frost.FrostError);
  const outsider = frost.identifier(frost.Suite.RISTRETTO255, 9);
  assert.throws(() => frost.refreshWithDealer(pub, [ids[0], outsider]), (error) => {
    assert.deepEqual(error.culprits, [outsider]);
    return true;
  });
});

/** A distributed refresh among the holders of `keys`; `tamper` may alter what a receiver gets. */
function distributedRefresh(keys, ids, pub, tamper = (receiver, received) => received) {
  const first = keys.map((k) => frost.refreshPart1(k, keys.length));
  const others = (i) => ids.map((id, j) => [id, first[j].package]).filter((_, j) => j !== i);
  const second = keys.map((_, i) => frost.refreshPart2(first[i].secretPackage, others(i)));
  return keys.map((key, i) => {
    const received = ids.map((id, j) => [id, j === i ? null : secretFor(second[j].packages, ids[i])]).filter((_, j) => j !== i);
    return frost.refreshPart3(second[i].secretPackage, others(i), tamper(i, received), key, pub);
  });
}

test('a distributed refresh keeps the group key and signs', () => {
  const { keys, ids, pub } = dealt(frost.Suite.ED25519, 2, 3);
  const results = distributedRefresh(keys, ids, pub);
  const refreshed = results[0].publicKeyPackage;
  assert.ok(results.every((r) => r.publicKeyPackage.equals(refreshed)));
  assert.deepEqual(frost.verifyingKey(refreshed), frost.verifyingKey(pub));
  assert.ok(results.every((r, n) => !r.keyPackage.bytes.equals(keys[n].bytes)));
  signAndVerify(results.slice(1).map((r) => r.keyPackage), refreshed, Buffer.from('refreshed without a dealer'));
});

test('a tampered distributed refresh names the sender', () => {
  const { keys, ids, pub } = dealt(frost.Suite.SECP256K1, 2, 3);
  const tamper = (receiver, received) => {
    if (receiver !== 0) return received;
    const altered = Buffer.from(received[1][1].bytes);
    altered[altered.length - 1] ^= 1;
    return [received[0], [received[1][0], altered]];
  };
  assert.throws(() => distributedRefresh(keys, ids, pub, tamper), (error) => {
    assert.ok(error instanceof frost.InvalidSecretSharesError);
    assert.deepEqual(error.culprits, [ids[2]]);
    return true;
  });
});

test('a repaired share equals the lost one', () => {
  const { keys, ids, pub } = dealt(frost.Suite.P256, 2, 3);
  const [lost, ...helpers] = ids;
  const deltas = helpers.map((_, n) => frost.repairPart1(helpers, keys[n + 1], lost));
  const sums = helpers.map((h) => [h, frost.repairPart2(helpers, helpers.map((s, j) => [s, secretFor(deltas[j], h)]))]);
  assert.throws(() => frost.repairPart2(helpers, [[helpers[0], secretFor(deltas[0], helpers[0])]]), frost.MissingParticipantsError);
  const repaired = frost.repairPart3(sums, lost, pub);
  assert.ok(repaired.bytes.equals(keys[0].bytes));
  assert.throws(() => frost.repairPart3(sums.slice(0, 1), lost, pub), frost.FrostError);
});

test('a 2-of-3 group reshared to 3-of-4 signs under the same key', () => {
  const { keys, ids, pub } = dealt(frost.Suite.ED448, 2, 3);
  const newIds = [3, 4, 5, 6].map((n) => frost.identifier(frost.Suite.ED448, n));
  const dealers = ids.slice(0, 2);
  const out = dealers.map((_, n) => frost.resharePart1(keys[n], dealers, newIds, 3));
  const packages = dealers.map((d, n) => [d, out[n].package]);
  const results = newIds.map((id) =>
    frost.resharePart2(id, newIds, 3, pub, packages, dealers.map((d, n) => [d, secretFor(out[n].subShares, id)])));
  for (const r of results) assert.deepEqual(r.publicKeyPackage, results[0].publicKeyPackage);
  const newPub = results[0].publicKeyPackage;
  assert.deepEqual(frost.verifyingKey(newPub), frost.verifyingKey(pub));
  signAndVerify(results.slice(1).map((r) => r.keyPackage), newPub, Buffer.from('reshared'));
  const swapped = dealers.map((d) => [d, secretFor(out[1].subShares, newIds[0])]);
  assert.throws(() => frost.resharePart2(newIds[0], newIds, 3, pub, packages, swapped), (error) => {
    assert.deepEqual(error.culprits, [dealers[0]]);
    return true;
  });
});
