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
