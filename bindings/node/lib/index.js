'use strict';
// FROST threshold Schnorr signatures (RFC 9591) over the frost-ffi C ABI.
// Every value is a message of the project's versioned wire format (a
// Buffer); the suite travels in each message's header, so only
// generateWithDealer and identifier take one. Secret outputs are Secret
// objects (wiped with fill(0)), round-one nonces are Nonces (a handle the
// library keeps, consumed by sign), failures are FrostError subclasses.

const { fns, call, take, input, outBuffer, encodeList, encodeMap, decodeList } = require('./native');
const { Secret, secretBytes, takeSecret } = require('./secret');
const { Nonces } = require('./nonces');
const { errorFor: _errorFor, ...errors } = require('./errors');

/** Suite ids: the second byte of every message's header. */
const Suite = Object.freeze({
  ED25519: 1, RISTRETTO255: 2, ED448: 3, P256: 4, SECP256K1: 5, SECP256K1_TR: 6, REDPALLAS: 7, REDJUBJUB: 8,
});

/** The length of every message's header (format version, suite, type). */
const HEADER_LEN = 3;

/** A message's bytes after its header: e.g. the raw 64-byte signature of an Ed25519 Signature message. */
function body(message) {
  return Buffer.from(message.subarray(HEADER_LEN));
}

/** A trusted dealer's output: secret shares in ascending identifier order, and the PublicKeyPackage message. */
function generateWithDealer(suite, minSigners, maxSigners) {
  const shares = outBuffer();
  const publicKeyPackage = outBuffer();
  call(fns.dealerGenerate, suite, minSigners, maxSigners, ...input(encodeList([])), shares, publicKeyPackage);
  const listed = take(shares);
  try {
    return { secretShares: decodeList(listed).map((item) => new Secret(item)), publicKeyPackage: take(publicKeyPackage) };
  } finally {
    listed.fill(0);
  }
}

/** Checks a secret share against the dealer's commitment; returns the KeyPackage message (secret). */
function keyPackageFromSecretShare(secretShare) {
  const out = outBuffer();
  call(fns.keyPackageFromSecretShare, ...input(secretBytes(secretShare)), out);
  return takeSecret(out);
}

/** The Identifier message of participant number n. */
function identifier(suite, n) {
  const out = outBuffer();
  call(fns.identifier, suite, n, out);
  return take(out);
}

/** The Identifier message of a key package's participant. */
function keyPackageIdentifier(keyPackage) {
  const out = outBuffer();
  call(fns.keyPackageIdentifier, ...input(secretBytes(keyPackage)), out);
  return take(out);
}

/** The group's VerifyingKey message from its PublicKeyPackage message. */
function verifyingKey(publicKeyPackage) {
  const out = outBuffer();
  call(fns.verifyingKey, ...input(publicKeyPackage), out);
  return take(out);
}

/** Round one (RFC 9591, Section 5.1): { nonces, commitments }. */
function commit(keyPackage) {
  const handle = [0];
  const out = outBuffer();
  call(fns.commit, ...input(secretBytes(keyPackage)), handle, out);
  return { nonces: new Nonces(handle[0]), commitments: take(out) };
}

/** The SigningPackage message: commitments as [Identifier, SigningCommitments] pairs (or a Map), and the message. */
function signingPackage(commitments, message) {
  const out = outBuffer();
  call(fns.signingPackageNew, ...input(encodeMap(commitments)), ...input(message), out);
  return take(out);
}

/**
 * Round two (RFC 9591, Section 5.2): the SignatureShare message; refuses a
 * package for another message than expectedMessage. Spends the nonces once
 * the call reaches the library, also when it refuses; only nonces of
 * another class or arguments that are not bytes throw a TypeError before,
 * leaving them usable.
 */
function sign(signingPackageBytes, expectedMessage, nonces, keyPackage) {
  const out = outBuffer();
  const args = [...input(signingPackageBytes), ...input(expectedMessage)];
  const key = input(secretBytes(keyPackage));
  Nonces.use(nonces, (handle) => call(fns.sign, ...args, handle, ...key, out));
  return take(out);
}

/** The group's Signature message; invalid shares throw InvalidSignatureSharesError naming every culprit. */
function aggregate(signingPackageBytes, signatureShares, publicKeyPackage) {
  const out = outBuffer();
  call(fns.aggregate, ...input(signingPackageBytes), ...input(encodeMap(signatureShares)), ...input(publicKeyPackage), out);
  return take(out);
}

/** Checks a Signature message under a VerifyingKey or PublicKeyPackage message; throws InvalidSignatureError if it does not verify. */
function verify(groupKey, message, signature) {
  call(fns.verify, ...input(groupKey), ...input(message), ...input(signature));
}


function pairs(items) {
  const out = [];
  for (let i = 0; i + 1 < items.length; i += 2) out.push([items[i], items[i + 1]]);
  return out;
}

/** Distributed key generation, part 1: { secretPackage (Secret, keep for part 2), package (broadcast) }. */
function dkgPart1(identifierBytes, maxSigners, minSigners) {
  const secret = outBuffer();
  const pkg = outBuffer();
  call(fns.dkgPart1, ...input(identifierBytes), maxSigners, minSigners, secret, pkg);
  return { secretPackage: takeSecret(secret), package: take(pkg) };
}

/** Part 2: checks the others' round-one packages; { secretPackage, packages: [recipient Identifier, Secret][] }. */
function dkgPart2(round1Secret, round1Packages) {
  const secret = outBuffer();
  const packages = outBuffer();
  call(fns.dkgPart2, ...input(secretBytes(round1Secret)), ...input(encodeMap(round1Packages)), secret, packages);
  const listed = take(packages);
  try {
    return { secretPackage: takeSecret(secret), packages: pairs(decodeList(listed)).map(([id, p]) => [id, new Secret(p)]) };
  } finally {
    listed.fill(0);
  }
}

/** Part 3: checks the round-two packages received; { keyPackage (Secret), publicKeyPackage }. */
function dkgPart3(round2Secret, round1Packages, round2Packages) {
  const key = outBuffer();
  const pub = outBuffer();
  const received = encodeMap([...round2Packages].map(([id, p]) => [id, secretBytes(p)]));
  try {
    call(fns.dkgPart3, ...input(secretBytes(round2Secret)), ...input(encodeMap(round1Packages)), ...input(received), key, pub);
  } finally {
    received.fill(0);
  }
  return { keyPackage: takeSecret(key), publicKeyPackage: take(pub) };
}

/** Tweak kinds of tweakKeyPackage and tweakPublicKeyPackage. */
const Tweak = Object.freeze({ ADD: 1, DERIVE: 2, TAPROOT: 3 });

/** The tweaked KeyPackage (Secret). */
function tweakKeyPackage(keyPackage, kind, tweak) {
  const out = outBuffer();
  call(fns.keyTweak, ...input(secretBytes(keyPackage)), kind, ...input(tweak), out);
  return takeSecret(out);
}

/** The tweaked PublicKeyPackage. */
function tweakPublicKeyPackage(publicKeyPackage, kind, tweak) {
  const out = outBuffer();
  call(fns.keyTweak, ...input(publicKeyPackage), kind, ...input(tweak), out);
  return take(out);
}

/** The randomized key (Zcash's rk) of a RandomizedSigningPackage, as a VerifyingKey message. */
function randomizedVerifyingKey(randomizedSigningPackage) {
  const out = outBuffer();
  call(fns.randomizedVerifyingKey, ...input(randomizedSigningPackage), out);
  return take(out);
}

/** Formats of exportGroupKey. */
const KeyFormat = Object.freeze({ STANDARD: 1, SPKI_DER: 2, PEM: 3 });

/** The group key of a VerifyingKey or PublicKeyPackage message in a KeyFormat. */
function exportGroupKey(groupKey, format = KeyFormat.STANDARD) {
  const out = outBuffer();
  call(fns.exportGroupKey, ...input(groupKey), format, out);
  return take(out);
}

/** Wraps a signing package with the randomizer alpha (a scalar, no header; empty for a fresh one); sign and aggregate take it as a plain one. */
function randomizedSigningPackage(signingPackageBytes, groupKey, alpha) {
  const out = outBuffer();
  call(fns.randomizedSigningPackageNew, ...input(signingPackageBytes), ...input(groupKey), ...input(alpha), out);
  return take(out);
}

module.exports = {
  Suite, HEADER_LEN, Secret, Nonces, body,
  generateWithDealer, keyPackageFromSecretShare, identifier, keyPackageIdentifier, verifyingKey,
  commit, signingPackage, sign, aggregate, verify,
  dkgPart1, dkgPart2, dkgPart3, Tweak, tweakKeyPackage, tweakPublicKeyPackage,
  KeyFormat, exportGroupKey, randomizedSigningPackage, randomizedVerifyingKey,
  ...require('./pool'),
  ...require('./refresh'),
  ...require('./repair'),
  ...require('./reshare'),
  ...require('./session'),
  ...require('./batch'),
  ...require('./multi'),
  ...require('./roast'),
  ...errors,
};
