// Compiled (not run) by test/types.test.js: the shipped declarations
// describe the documented flow.
import * as frost from 'frost-threshold';

const message = new TextEncoder().encode('typed');
const dealing: frost.Dealing = frost.generateWithDealer(frost.Suite.ED25519, 2, 3);
const keyPackages: frost.Secret[] = dealing.secretShares.map((s) => frost.keyPackageFromSecretShare(s));
const ids: Buffer[] = keyPackages.map((kp) => frost.keyPackageIdentifier(kp));
const rounds = keyPackages.slice(0, 2).map((kp) => frost.commit(kp));
const pkg: Buffer = frost.signingPackage(rounds.map((r, i) => [ids[i], r.commitments] as const), message);
const shares = new Map(rounds.map((r, i) => [ids[i], frost.sign(pkg, message, r.nonces, keyPackages[i])] as const));
const signature: Buffer = frost.aggregate(pkg, shares, dealing.publicKeyPackage);
frost.verify(frost.verifyingKey(dealing.publicKeyPackage), message, signature);
try {
  frost.sign(pkg, message, rounds[0].nonces, keyPackages[0]);
} catch (error) {
  if (error instanceof frost.StaleHandleError) {
    const code: string = error.code;
    const culprits: Buffer[] = error.culprits;
    console.log(code, culprits.length);
  }
}

// ROAST in accountable mode.
const identity = frost.identityKeyGenerate(frost.Suite.ED25519);
const identities: [Buffer, Buffer][] = ids.map((id) => [id, identity.verifyingKey]);
const coordinator = new frost.RoastCoordinator(dealing.publicKeyPackage, message, { identityKeys: identities });
const roastSigner = new frost.RoastSigner(keyPackages[0], message, coordinator.run(), { identityKey: identity.signingKey });
const step: frost.RoastStep = coordinator.receive(ids[0], roastSigner.commit());
const blamed: Buffer[] = step.blamed.concat(step.excluded, coordinator.judgeRemaining());
for (const blame of coordinator.blames()) frost.verifyBlame(blame, dealing.publicKeyPackage, identities);
if (step.request.length > 0) roastSigner.answer(step.request);
coordinator.timeout(ids[1]);
console.log(blamed.length, step.signature.length);
roastSigner.close();
coordinator.close();

// A nonce pool, the coordinator's session and a share batch.
const pools = keyPackages.slice(0, 2).map((kp) => new frost.NoncePool(kp, 2));
const record: Buffer[] = [];
const pooledPkg = frost.signingPackage(pools.map((p, i) => [ids[i], p.commitments()[0]] as const), message);
const session = new frost.SigningSession(pooledPkg, dealing.publicKeyPackage);
const batch = new frost.ShareBatch(frost.Suite.ED25519);
const pooledShares: [Buffer, Buffer][] = pools.map((p, i) => {
  const taken = p.take(pooledPkg, ids[i]);
  record.push(taken.consumed);
  const stored: frost.Secret = p.store();
  stored.wipe();
  const share = frost.sign(pooledPkg, message, taken.nonces, keyPackages[i]);
  const index: number = batch.push(session, ids[i], share);
  console.log(index);
  return [ids[i], share];
});
try {
  batch.verify();
} catch (error) {
  if (error instanceof frost.InvalidSignatureSharesError) console.log(error.invalid);
}
session.verifyShare(ids[0], pooledShares[0][1]);
frost.verify(dealing.publicKeyPackage, message, session.aggregate(pooledShares));
const restored: frost.NoncePool = frost.NoncePool.restore(pools[0].store(), record.slice(0, 1));
for (const p of [...pools, restored]) p.close();
batch.close();
session.close();

// Refresh, repair and resharing.
const refresh = frost.refreshWithDealer(dealing.publicKeyPackage, ids);
const refreshed: frost.Secret[] = refresh.refreshingShares.map(([, share], n) =>
  frost.refreshShare(share, keyPackages[n], refresh.publicKeyPackage));
const deltas: frost.SecretEntries = frost.repairPart1(ids.slice(1), refreshed[1], ids[0]);
const sum: frost.Secret = frost.repairPart2(ids.slice(1), deltas);
const repaired: frost.Secret = frost.repairPart3([[ids[1], sum] as const], ids[0], refresh.publicKeyPackage);
const dealt = frost.resharePart1(keyPackages[0], ids.slice(0, 2), ids, 2);
const reshared = frost.resharePart2(ids[0], ids, 2, dealing.publicKeyPackage, [[ids[0], dealt.package] as const], dealt.subShares);
console.log(repaired.bytes.length, reshared.publicKeyPackage.length);

// Multi-message sessions.
const inputs: Buffer[] = [Buffer.from('input 0'), Buffer.from('input 1')];
const multiRounds = keyPackages.slice(0, 2).map((k) => frost.multiCommit(k, inputs.length));
const multiNonces: frost.MultiNonces = multiRounds[0].nonces;
const request: Buffer = frost.multiSigningPackage(multiRounds.map((r, i) => [ids[i], r.commitments] as const), inputs);
const multiSession = new frost.MultiSigningSession(request, dealing.publicKeyPackage);
const answers = multiRounds.map((r, i) => [ids[i], frost.multiSign(request, inputs, r.nonces, keyPackages[i])] as const);
multiSession.verifyShares(ids[0], answers[0][1]);
const signatures: Buffer[] = multiSession.aggregate(answers);
try {
  frost.multiVerify(dealing.publicKeyPackage, inputs, signatures);
} catch (error) {
  if (error instanceof frost.InvalidSignatureError) console.log(error.invalid, frost.MAX_MESSAGES, multiNonces);
}
multiSession.close();
