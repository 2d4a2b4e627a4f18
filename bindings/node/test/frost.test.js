'use strict';
// The package's guarantees: every suite signs, nonces sign once, every
// culprit is named, bad inputs throw typed errors, secrets are wiped.

const test = require('node:test');
const assert = require('node:assert/strict');
const frost = require('..');

function dealAndSign(suite, min, max, message) {
  const dealing = frost.generateWithDealer(suite, min, max);
  const keyPackages = dealing.secretShares.map((s) => frost.keyPackageFromSecretShare(s));
  const ids = keyPackages.map((kp) => frost.keyPackageIdentifier(kp));
  const rounds = keyPackages.slice(0, min).map((kp) => frost.commit(kp));
  const pkg = frost.signingPackage(rounds.map((r, i) => [ids[i], r.commitments]), message);
  const shares = rounds.map((r, i) => [ids[i], frost.sign(pkg, message, r.nonces, keyPackages[i])]);
  return { dealing, keyPackages, ids, pkg, shares };
}

for (const [name, suite] of Object.entries(frost.Suite)) {
  test(`${name} signs and verifies`, () => {
    const message = Buffer.from('every suite through the C ABI');
    const { dealing, pkg, shares } = dealAndSign(suite, 2, 3, message);
    const signature = frost.aggregate(pkg, shares, dealing.publicKeyPackage);
    assert.equal(signature[1], suite);
    const key = frost.verifyingKey(dealing.publicKeyPackage);
    frost.verify(key, message, signature);
    assert.throws(() => frost.verify(key, Buffer.from('another message'), signature), frost.InvalidSignatureError);
  });
}

test('nonces sign once', () => {
  const message = Buffer.from('once');
  const dealing = frost.generateWithDealer(frost.Suite.ED25519, 2, 3);
  const keyPackages = dealing.secretShares.slice(0, 2).map((s) => frost.keyPackageFromSecretShare(s));
  const ids = keyPackages.map((kp) => frost.keyPackageIdentifier(kp));
  const rounds = keyPackages.map((kp) => frost.commit(kp));
  const pkg = frost.signingPackage(rounds.map((r, i) => [ids[i], r.commitments]), message);
  frost.sign(pkg, message, rounds[0].nonces, keyPackages[0]);
  assert.throws(() => frost.sign(pkg, message, rounds[0].nonces, keyPackages[0]), frost.StaleHandleError);
  // A package for another message is refused and consumes the nonces.
  assert.throws(() => frost.sign(pkg, Buffer.from('what the signer expects'), rounds[1].nonces, keyPackages[1]), frost.MessageMismatchError);
  assert.throws(() => frost.sign(pkg, message, rounds[1].nonces, keyPackages[1]), (e) => e.code === 'FROST_ERR_STALE_HANDLE');
  rounds[1].nonces.close();
});

test('aggregate names every culprit', () => {
  const message = Buffer.from('blame');
  const { dealing, ids, pkg, shares } = dealAndSign(frost.Suite.SECP256K1, 3, 4, message);
  shares[0][1] = shares[2][1];
  shares[1][1] = shares[2][1];
  assert.throws(() => frost.aggregate(pkg, shares, dealing.publicKeyPackage), (e) => {
    assert.ok(e instanceof frost.InvalidSignatureSharesError && e instanceof frost.FrostError && e instanceof Error);
    assert.equal(e.code, 'FROST_ERR_INVALID_SIGNATURE_SHARES');
    assert.deepEqual(e.culprits, [ids[0], ids[1]]);
    return true;
  });
  assert.throws(() => frost.aggregate(pkg, shares.slice(1), dealing.publicKeyPackage), (e) => {
    assert.ok(e instanceof frost.MissingParticipantsError);
    assert.deepEqual(e.culprits, [ids[0]]);
    return true;
  });
});

test('bad inputs throw typed errors', () => {
  const dealing = frost.generateWithDealer(frost.Suite.ED25519, 2, 3);
  const keyPackage = Buffer.from(frost.keyPackageFromSecretShare(dealing.secretShares[0]).bytes);
  const cases = [
    [Buffer.alloc(0), frost.InvalidLengthError],
    [keyPackage.subarray(0, keyPackage.length - 1), frost.InvalidLengthError],
    [Buffer.concat([keyPackage, Buffer.from([0])]), frost.InvalidLengthError],
    [dealing.publicKeyPackage, frost.WrongMessageTypeError],
    [Buffer.concat([Buffer.from([9]), keyPackage.subarray(1)]), frost.UnsupportedVersionError],
  ];
  for (const [bad, error] of cases) assert.throws(() => frost.commit(bad), error);
  assert.throws(() => frost.generateWithDealer(99, 2, 3), frost.WrongSuiteError);
  assert.throws(() => frost.generateWithDealer(frost.Suite.ED25519, 4, 3), frost.InvalidParameterError);
  assert.throws(() => frost.commit('not bytes'), TypeError);
});

test('secrets are wiped', () => {
  const dealing = frost.generateWithDealer(frost.Suite.ED25519, 2, 3);
  const share = dealing.secretShares[0];
  const held = share.bytes;
  assert.ok(held.some((b) => b !== 0));
  share.wipe();
  assert.ok(held.every((b) => b === 0));
  assert.equal(share.bytes.length, 0);
  assert.throws(() => frost.keyPackageFromSecretShare(share), frost.InvalidLengthError);
  assert.equal(JSON.stringify({ share }), '{"share":"<secret, redacted>"}');
});
