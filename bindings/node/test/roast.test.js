'use strict';
// ROAST through the package: a 2-of-3 run signs (checked by node:crypto)
// and blames the signer holding another group's share; accountable evidence
// convinces with the identity keys and fails once altered; a signer of
// another run is refused; freed handles are refused.

const test = require('node:test');
const assert = require('node:assert/strict');
const crypto = require('node:crypto');
const frost = require('..');

function keyPackages(dealing) {
  const keys = dealing.secretShares.map((s) => frost.keyPackageFromSecretShare(s));
  return { keys, ids: keys.map((k) => frost.keyPackageIdentifier(k)) };
}

/** A run of a 2-of-3 Ed25519 group in which signer 3 holds another group's share. */
function runRoast(message, accountable) {
  const group = frost.generateWithDealer(frost.Suite.ED25519, 2, 3);
  const { keys, ids } = keyPackages(group);
  keys[2] = keyPackages(frost.generateWithDealer(frost.Suite.ED25519, 2, 3)).keys[2];
  const pairs = keys.map(() => (accountable ? frost.identityKeyGenerate(frost.Suite.ED25519) : null));
  const identityKeys = accountable ? ids.map((id, i) => [id, pairs[i].verifyingKey]) : null;
  const coordinator = new frost.RoastCoordinator(group.publicKeyPackage, message, { identityKeys });
  const run = coordinator.run();
  assert.equal(run.length, 32);
  const signers = keys.map((key, i) => new frost.RoastSigner(key, message, run, { identityKey: pairs[i]?.signingKey }));
  // The bad signer commits first, so that the first session holds it.
  const inbox = [2, 0, 1].map((i) => [i, signers[i].commit()]);
  const blamed = [];
  let signature = null;
  while (inbox.length > 0 && signature === null) {
    const [from, bytes] = inbox.shift();
    const step = coordinator.receive(ids[from], bytes);
    blamed.push(...step.blamed);
    if (step.signature.length > 0) signature = step.signature;
    else if (step.request.length > 0) {
      // Every signer sees the request; those it does not name refuse it.
      signers.forEach((signer, j) => {
        try {
          inbox.push([j, signer.answer(step.request)]);
        } catch (error) {
          assert.ok(error instanceof frost.FrostError);
        }
      });
    }
  }
  assert.ok(signature, 'the run signs');
  return { coordinator, signers, ids, public: group.publicKeyPackage, identityKeys, signature, blamed };
}

function close(r) {
  for (const handle of [...r.signers, r.coordinator]) handle.close();
}

test('a ROAST run signs, node:crypto verifies, and the bad signer is blamed', () => {
  const message = Buffer.from('robust across the boundary');
  const r = runRoast(message, false);
  try {
    assert.deepEqual(r.blamed, [r.ids[2]]);
    const der = frost.exportGroupKey(frost.verifyingKey(r.public), frost.KeyFormat.SPKI_DER);
    const key = crypto.createPublicKey({ key: der, format: 'der', type: 'spki' });
    assert.ok(crypto.verify(null, message, key, frost.body(r.signature)));
    const blames = r.coordinator.blames();
    assert.equal(blames.length, 1);
    frost.verifyBlame(blames[0], r.public);
    assert.deepEqual(r.coordinator.judgeRemaining(), []);
  } finally {
    close(r);
  }
});

test('accountable evidence holds with the identity keys and fails once altered', () => {
  const r = runRoast(Buffer.from('accountable'), true);
  try {
    const [blame] = r.coordinator.blames();
    frost.verifyBlame(blame, r.public, r.identityKeys);
    for (let position = 3; position < blame.length; position++) {
      const altered = Buffer.from(blame);
      altered[position] ^= 1;
      assert.throws(() => frost.verifyBlame(altered, r.public, r.identityKeys), frost.FrostError, `byte ${position}`);
    }
    // Another identity key for the blamed signer: refused, naming it.
    const forged = r.identityKeys.map(([id, key], i) => [id, i === 2 ? frost.identityKeyGenerate(frost.Suite.ED25519).verifyingKey : key]);
    assert.throws(() => frost.verifyBlame(blame, r.public, forged), (error) =>
      error instanceof frost.ProtocolError && error.culprits.length === 1 && error.culprits[0].equals(r.ids[2]));
  } finally {
    close(r);
  }
});

test('a signer of another run is refused', () => {
  const group = frost.generateWithDealer(frost.Suite.ED25519, 2, 3);
  const { keys, ids } = keyPackages(group);
  const message = Buffer.from('m');
  const coordinator = new frost.RoastCoordinator(group.publicKeyPackage, message);
  const run = coordinator.run();
  assert.throws(() => new frost.RoastSigner(keys[0], message, run.subarray(0, 31)), frost.InvalidLengthError);
  const other = Buffer.from(run);
  other[0] ^= 1;
  const stranger = new frost.RoastSigner(keys[1], message, other);
  // Refused without blaming anyone: it may be a replay of an honest signer's.
  assert.throws(() => coordinator.receive(ids[1], stranger.commit()), (error) =>
    error instanceof frost.ProtocolError && error.culprits.length === 0);
  // Two honest signers of this run open a session; the signer of the other
  // run refuses its request.
  const first = new frost.RoastSigner(keys[0], message, run);
  const third = new frost.RoastSigner(keys[2], message, run);
  coordinator.receive(ids[0], first.commit());
  const { request } = coordinator.receive(ids[2], third.commit());
  assert.ok(request.length > 0);
  assert.throws(() => stranger.answer(request), frost.ProtocolError);
  assert.ok(first.answer(request).length > 0);
  coordinator.timeout(ids[2]);
  for (const handle of [first, third, stranger, coordinator]) handle.close();
});

test('freed handles are refused', () => {
  const group = frost.generateWithDealer(frost.Suite.ED25519, 2, 3);
  const { keys } = keyPackages(group);
  const coordinator = new frost.RoastCoordinator(group.publicKeyPackage, Buffer.from('m'));
  const signer = new frost.RoastSigner(keys[0], Buffer.from('m'), coordinator.run());
  coordinator.close();
  coordinator.close();
  signer.close();
  signer.close();
  assert.throws(() => coordinator.run(), frost.StaleHandleError);
  assert.throws(() => signer.commit(), frost.StaleHandleError);
  // Symbol.dispose (the `using` statement) closes the same way.
  const disposed = new frost.RoastCoordinator(group.publicKeyPackage, Buffer.from('m'));
  disposed[Symbol.dispose]();
  assert.throws(() => disposed.run(), frost.StaleHandleError);
});
