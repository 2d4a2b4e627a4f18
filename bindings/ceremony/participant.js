'use strict';
// The Node participant of the mixed-language ceremony: one process holding
// one participant's key package and nonces, driven by the coordinator over
// standard input and output, one command per line, every argument and
// result hex wire bytes (`dkg1`, `dkg2`, `dkg3`, `tweak-taproot`, `commit`,
// `sign`, as the Rust participant).
// It also checks the group's signatures with verifiers independent of the
// library: `verify-ed25519 KEY MESSAGE SIGNATURE` with Node's own crypto
// (raw 32-byte key, 64-byte signature) and `verify-bip340 KEY MESSAGE
// SIGNATURE` with @noble/curves' BIP340 verifier (x-only key). In the ROAST
// run it signs (`roast-identity`, `roast-signer RUN MESSAGE`, `roast-answer
// REQUEST`, as the Rust participant) and re-checks the coordinator's blame
// evidence as a third party: `roast-check BLAME PUBLIC_KEY_PACKAGE
// IDENTITY_KEYS` answers 01 when the evidence holds under the group's
// identity keys (a map from Identifier to VerifyingKey). A refusal answers
// `error TEXT`.

const crypto = require('node:crypto');
const readline = require('node:readline');
const { schnorr } = require('@noble/curves/secp256k1.js');
const frost = require('frost-threshold');

let keyPackage = null;
let nonces = null;
let round1 = null;
let round2 = null;
let identity = null;
let roastSigner = null;

/** A map in the C ABI's list form: a count, then length-prefixed identifier and message pairs. */
function decodeMap(bytes) {
  const items = [];
  let offset = 4;
  for (let i = 0; i < bytes.readUInt32LE(0); i++) {
    const len = bytes.readUInt32LE(offset);
    items.push(bytes.subarray(offset + 4, offset + 4 + len));
    offset += 4 + len;
  }
  if (offset !== bytes.length || items.length % 2 !== 0) throw new RangeError('not a map');
  const pairs = [];
  for (let i = 0; i < items.length; i += 2) pairs.push([items[i], items[i + 1]]);
  return pairs;
}

function encodeMap(pairs) {
  const parts = [Buffer.alloc(4)];
  parts[0].writeUInt32LE(pairs.length * 2);
  for (const pair of pairs) {
    for (const item of pair) {
      const len = Buffer.alloc(4);
      len.writeUInt32LE(item.length);
      parts.push(len, item);
    }
  }
  return Buffer.concat(parts);
}

function handle(command, args) {
  switch (command) {
    case 'dkg1': {
      const [identifier, params] = args;
      const part = frost.dkgPart1(identifier, params.readUInt16BE(0), params.readUInt16BE(2));
      round1 = part.secretPackage;
      return part.package;
    }
    case 'dkg2': {
      const part = frost.dkgPart2(round1, decodeMap(args[0]));
      round1.wipe();
      round2 = part.secretPackage;
      return encodeMap(part.packages.map(([id, p]) => [id, p.bytes]));
    }
    case 'dkg3': {
      const part = frost.dkgPart3(round2, decodeMap(args[0]), decodeMap(args[1]));
      round2.wipe();
      keyPackage = part.keyPackage;
      return part.publicKeyPackage;
    }
    case 'tweak-taproot':
      keyPackage = frost.tweakKeyPackage(keyPackage, frost.Tweak.TAPROOT, args[0]);
      return Buffer.alloc(0);
    case 'commit': {
      const round = frost.commit(keyPackage);
      nonces = round.nonces;
      return round.commitments;
    }
    case 'sign': {
      const used = nonces;
      nonces = null;
      return frost.sign(args[0], args[1], used, keyPackage);
    }
    case 'roast-identity': {
      const pair = frost.identityKeyGenerate(keyPackage.bytes[1]);
      identity = pair.signingKey;
      return pair.verifyingKey;
    }
    case 'roast-signer': {
      const [run, message] = args;
      if (roastSigner) roastSigner.close();
      roastSigner = new frost.RoastSigner(keyPackage, message, run, { identityKey: identity });
      return roastSigner.commit();
    }
    case 'roast-answer':
      return roastSigner.answer(args[0]);
    case 'roast-check': {
      const [blame, publicKeyPackage, identityKeys] = args;
      frost.verifyBlame(blame, publicKeyPackage, decodeMap(identityKeys));
      return Buffer.from([1]);
    }
    case 'verify-ed25519': {
      const [key, message, signature] = args;
      const publicKey = crypto.createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: key.toString('base64url') }, format: 'jwk' });
      return Buffer.from([crypto.verify(null, message, publicKey, signature) ? 1 : 0]);
    }
    case 'verify-bip340': {
      // BIP340 with an independent implementation (@noble/curves):
      // 32-byte x-only key, 64-byte signature.
      const [key, message, signature] = args;
      return Buffer.from([schnorr.verify(signature, message, key) ? 1 : 0]);
    }
    default:
      throw new Error(`unknown command: ${command}`);
  }
}

const lines = readline.createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const words = line.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return;
  try {
    const answer = handle(words[0], words.slice(1).map((w) => Buffer.from(w, 'hex')));
    process.stdout.write(answer.toString('hex') + '\n');
  } catch (error) {
    process.stdout.write(`error ${error.name}: ${error.message}\n`);
  }
});
lines.on('close', () => {
  if (roastSigner) roastSigner.close();
  if (identity) identity.wipe();
  if (keyPackage) keyPackage.wipe();
});
