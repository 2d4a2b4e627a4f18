'use strict';
// Proactive refresh: new shares of the same group key, the old shares no
// longer combining with them; with a trusted dealer, or distributed among
// the participants with no dealer (refreshPart1 to refreshPart3).

const { lib, call, take, input, outBuffer, encodeList, encodeMap, IN, OUT, ERR } = require('./native');
const { secretBytes, takeSecret, takeSecretMap } = require('./secret');

const refreshFns = {
  dealer: lib.func('frost_refresh_dealer', 'int', [IN, 'size_t', IN, 'size_t', OUT, OUT, ERR]),
  share: lib.func('frost_refresh_share', 'int', [IN, 'size_t', IN, 'size_t', IN, 'size_t', OUT, ERR]),
  part1: lib.func('frost_refresh_part1', 'int', [IN, 'size_t', 'uint16_t', OUT, OUT, ERR]),
  part2: lib.func('frost_refresh_part2', 'int', [IN, 'size_t', IN, 'size_t', OUT, OUT, ERR]),
  part3: lib.func('frost_refresh_part3', 'int',
    [IN, 'size_t', IN, 'size_t', IN, 'size_t', IN, 'size_t', IN, 'size_t', OUT, OUT, ERR]),
};

/**
 * A dealer's refresh of the group of the PublicKeyPackage for the
 * participants `identifiers` (Identifier messages, at least the threshold;
 * the others are dropped): { refreshingShares: [Identifier, Secret][] (send
 * each to its participant only), publicKeyPackage (refreshed, to publish) }.
 * The group key stays the same. A repeated or unknown participant is named.
 */
function refreshWithDealer(publicKeyPackage, identifiers) {
  const shares = outBuffer();
  const pub = outBuffer();
  call(refreshFns.dealer, ...input(publicKeyPackage), ...input(encodeList([...identifiers])), shares, pub);
  const refreshed = take(pub);
  return { refreshingShares: takeSecretMap(shares), publicKeyPackage: refreshed };
}

/**
 * A participant's side of the refresh: checks its RefreshingShare against
 * the dealer's commitment and the refreshed PublicKeyPackage; returns its
 * refreshed KeyPackage (Secret; wipe the old one). A value that does not
 * match throws InvalidSecretSharesError naming no participant: the dealer
 * is at fault.
 */
function refreshShare(refreshingShare, keyPackage, refreshedPublicKeyPackage) {
  const out = outBuffer();
  call(refreshFns.share, ...input(secretBytes(refreshingShare)), ...input(secretBytes(keyPackage)),
    ...input(refreshedPublicKeyPackage), out);
  return takeSecret(out);
}

/**
 * Distributed refresh, part 1, among `maxSigners` participants (at least the
 * group's threshold, which the refresh keeps), for the holder of
 * `keyPackage`: { secretPackage (Secret, keep for part 2), package
 * (broadcast) }. No dealer: no single party learns another's new share.
 */
function refreshPart1(keyPackage, maxSigners) {
  const secret = outBuffer();
  const pkg = outBuffer();
  call(refreshFns.part1, ...input(secretBytes(keyPackage)), maxSigners, secret, pkg);
  return { secretPackage: takeSecret(secret), package: take(pkg) };
}

/**
 * Part 2: checks the others' round-one packages; { secretPackage, packages:
 * [recipient Identifier, Secret][] } (send each package to its recipient
 * only).
 */
function refreshPart2(round1Secret, round1Packages) {
  const secret = outBuffer();
  const packages = outBuffer();
  call(refreshFns.part2, ...input(secretBytes(round1Secret)), ...input(encodeMap(round1Packages)), secret, packages);
  return { secretPackage: takeSecret(secret), packages: takeSecretMap(packages) };
}

/**
 * Part 3: checks the round-two packages received (every sender of an
 * invalid share is named: InvalidSecretSharesError) against this
 * participant's current `keyPackage` and `publicKeyPackage`; { keyPackage
 * (Secret, refreshed; wipe the old one), publicKeyPackage (refreshed: the
 * same group key, only the refresh's participants) }.
 */
function refreshPart3(round2Secret, round1Packages, round2Packages, keyPackage, publicKeyPackage) {
  const key = outBuffer();
  const pub = outBuffer();
  const received = encodeMap([...round2Packages].map(([id, p]) => [id, secretBytes(p)]));
  try {
    call(refreshFns.part3, ...input(secretBytes(round2Secret)), ...input(encodeMap(round1Packages)), ...input(received),
      ...input(secretBytes(keyPackage)), ...input(publicKeyPackage), key, pub);
  } finally {
    received.fill(0);
  }
  return { keyPackage: takeSecret(key), publicKeyPackage: take(pub) };
}

module.exports = { refreshWithDealer, refreshShare, refreshPart1, refreshPart2, refreshPart3 };
