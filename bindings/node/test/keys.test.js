'use strict';
// Distributed key generation, key tweaks, key export and re-randomized
// signing through the package.

const test = require('node:test');
const assert = require('node:assert/strict');
const frost = require('..');

function dkg(suite, min, max) {
  const ids = Array.from({ length: max }, (_, n) => frost.identifier(suite, n + 1));
  const first = ids.map((id) => frost.dkgPart1(id, max, min));
  const others = (i) => ids.map((id, j) => [id, first[j].package]).filter((_, j) => j !== i);
  const second = ids.map((_, i) => frost.dkgPart2(first[i].secretPackage, others(i)));
  const results = ids.map((id, i) => {
    const received = [];
    second.forEach((s, j) => {
      if (j === i) return;
      const [, pkg] = s.packages.find(([to]) => to.equals(id));
      received.push([ids[j], pkg]);
    });
    return frost.dkgPart3(second[i].secretPackage, others(i), received);
  });
  for (const r of results) assert.deepEqual(r.publicKeyPackage, results[0].publicKeyPackage);
  return { keys: results.map((r) => r.keyPackage), publicKeyPackage: results[0].publicKeyPackage };
}

function signAll(keys, pub, message, wrap = (p) => p) {
  const ids = keys.map((k) => frost.keyPackageIdentifier(k));
  const rounds = keys.map((k) => frost.commit(k));
  const pkg = wrap(frost.signingPackage(rounds.map((r, i) => [ids[i], r.commitments]), message));
  const shares = rounds.map((r, i) => [ids[i], frost.sign(pkg, message, r.nonces, keys[i])]);
  return { signature: frost.aggregate(pkg, shares, pub), pkg };
}

for (const [name, suite] of Object.entries(frost.Suite)) {
  test(`${name}: DKG keys sign`, () => {
    const { keys, publicKeyPackage } = dkg(suite, 2, 3);
    const message = Buffer.from('distributed');
    const { signature } = signAll(keys.slice(1), publicKeyPackage, message);
    frost.verify(publicKeyPackage, message, signature);
  });
}

test('a replayed DKG package is blamed on its sender', () => {
  const suite = frost.Suite.ED25519;
  const ids = [1, 2, 3].map((n) => frost.identifier(suite, n));
  const first = ids.map((id) => frost.dkgPart1(id, 3, 2));
  // Participant 2 replays participant 3's package: its proof binds 3.
  assert.throws(() => frost.dkgPart2(first[0].secretPackage, [[ids[1], first[2].package], [ids[2], first[2].package]]), (e) => {
    assert.ok(e instanceof frost.InvalidProofOfKnowledgeError);
    assert.deepEqual(e.culprits, [ids[1]]);
    return true;
  });
});

test('a Taproot tweak signs under the output key', () => {
  const dealing = frost.generateWithDealer(frost.Suite.SECP256K1_TR, 2, 3);
  const keys = dealing.secretShares.slice(0, 2).map((s) => frost.tweakKeyPackage(frost.keyPackageFromSecretShare(s), frost.Tweak.TAPROOT, Buffer.alloc(0)));
  const pub = frost.tweakPublicKeyPackage(dealing.publicKeyPackage, frost.Tweak.TAPROOT, Buffer.alloc(0));
  const message = Buffer.alloc(32, 1);
  const { signature } = signAll(keys, pub, message);
  frost.verify(pub, message, signature);
  assert.throws(() => frost.verify(dealing.publicKeyPackage, message, signature), frost.InvalidSignatureError);
  assert.equal(frost.exportGroupKey(pub).length, 32);
});

test('RedPallas signs re-randomized with a given alpha', () => {
  const dealing = frost.generateWithDealer(frost.Suite.REDPALLAS, 2, 3);
  const keys = dealing.secretShares.slice(0, 2).map((s) => frost.keyPackageFromSecretShare(s));
  const alpha = Buffer.concat([Buffer.from([5]), Buffer.alloc(31)]);
  const message = Buffer.from('a Zcash spend');
  const { signature, pkg } = signAll(keys, dealing.publicKeyPackage, message, (p) => frost.randomizedSigningPackage(p, dealing.publicKeyPackage, alpha));
  const rk = frost.randomizedVerifyingKey(pkg);
  frost.verify(rk, message, signature);
  assert.throws(() => frost.verify(dealing.publicKeyPackage, message, signature), frost.InvalidSignatureError);
});

test('the group key exports as PEM', () => {
  const dealing = frost.generateWithDealer(frost.Suite.ED25519, 2, 3);
  assert.match(frost.exportGroupKey(dealing.publicKeyPackage, frost.KeyFormat.PEM).toString(), /^-----BEGIN PUBLIC KEY-----/);
});
