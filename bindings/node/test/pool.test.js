'use strict';
// Nonce pools: pooled nonces sign, an entry is taken once, and a restore
// against the record of consumed nonces refuses an old pool and a lost
// record.

const test = require('node:test');
const assert = require('node:assert/strict');
const frost = require('..');
const { dealt } = require('./group');

/** Signs with each signer's first unused entry, appending each take to its record. */
function pooledSign({ keys, ids, pub }, pools, records, message) {
  const pkg = frost.signingPackage(pools.map((pool, i) => [ids[i], pool.unused()[0]]), message);
  const shares = pools.map((pool, i) => {
    const { nonces, consumed } = pool.take(pkg, ids[i]);
    records[i].push(consumed);
    return [ids[i], frost.sign(pkg, message, nonces, keys[i])];
  });
  return { pkg, signature: frost.aggregate(pkg, shares, pub) };
}

for (const suite of [frost.Suite.ED25519, frost.Suite.SECP256K1]) {
  test(`pooled nonces sign and an entry is taken once (suite ${suite})`, () => {
    const group = dealt(suite, 2, 3);
    const pools = group.keys.slice(0, 2).map((k) => new frost.NoncePool(k, 3));
    assert.ok(pools.every((p) => p.commitments().length === 3));
    const records = [[], []];
    const { pkg, signature } = pooledSign(group, pools, records, Buffer.from('pooled'));
    frost.verify(group.pub, Buffer.from('pooled'), signature);
    assert.deepEqual(records[0], [pools[0].commitments()[0]]);
    assert.throws(() => pools[0].take(pkg, group.ids[0]), frost.NonceRefusedError);
    assert.deepEqual(pools[0].unused(), pools[0].commitments().slice(1));
    for (const pool of pools) pool.close();
  });
}

test('a restore refuses an old pool and a lost record', () => {
  const group = dealt(frost.Suite.ED25519, 2, 3);
  const pools = group.keys.slice(0, 2).map((k) => new frost.NoncePool(k, 4));
  const records = [[], []];
  const old = pools[0].store();
  pooledSign(group, pools, records, Buffer.from('first'));
  const stored = pools[0].store();
  for (const pool of pools) pool.close();
  // The copy stored before the take, against the newer record.
  assert.throws(() => frost.NoncePool.restore(old, records[0]), frost.NonceRefusedError);
  // The current copy with the record lost.
  assert.throws(() => frost.NoncePool.restore(stored, []), frost.NonceRefusedError);
  const restored = frost.NoncePool.restore(stored, records[0]);
  assert.equal(restored.unused().length, 3);
  assert.ok(!restored.unused().some((c) => c.equals(records[0][0])));
  assert.deepEqual(restored.commitments(), restored.unused());
  restored.close();
  old.wipe();
  stored.wipe();
});

test('a closed pool is refused', () => {
  const { keys } = dealt(frost.Suite.ED25519, 2, 3);
  const pool = new frost.NoncePool(keys[0], 1);
  pool.close();
  pool.close();
  assert.throws(() => pool.store(), frost.StaleHandleError);
});
