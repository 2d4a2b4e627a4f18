'use strict';
// The Node participant of the mixed-language ceremony: one process holding
// one participant's key package and nonces, driven by the coordinator over
// standard input and output, one command per line, every argument and
// result hex wire bytes (`key`, `commit`, `sign`, as the Rust participant).
// It also checks the group's signatures with verifiers independent of the
// library: `verify-ed25519 KEY MESSAGE SIGNATURE` with Node's own crypto
// (raw 32-byte key, 64-byte signature) and `verify-bip340 KEY MESSAGE
// SIGNATURE` with @noble/curves' BIP340 verifier (x-only key). A refusal
// answers `error TEXT`.

const crypto = require('node:crypto');
const readline = require('node:readline');
const { schnorr } = require('@noble/curves/secp256k1.js');
const frost = require('frost-threshold');

let keyPackage = null;
let nonces = null;

function handle(command, args) {
  switch (command) {
    case 'key':
      keyPackage = frost.keyPackageFromSecretShare(args[0]);
      return frost.keyPackageIdentifier(keyPackage);
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
  if (keyPackage) keyPackage.wipe();
});
