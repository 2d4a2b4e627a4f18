'use strict';
// Resharing: current holders (the dealers, at least the threshold) give a
// new group, with new identifiers and a new threshold, shares of the same
// group key.

const { lib, call, take, input, outBuffer, encodeList, encodeMap, IN, OUT, ERR } = require('./native');
const { secretBytes, takeSecret, takeSecretMap, encodeSecretMap } = require('./secret');

const reshareFns = {
  part1: lib.func('frost_reshare_part1', 'int', [IN, 'size_t', IN, 'size_t', IN, 'size_t', 'uint16_t', OUT, OUT, ERR]),
  part2: lib.func('frost_reshare_part2', 'int',
    [IN, 'size_t', IN, 'size_t', 'uint16_t', IN, 'size_t', IN, 'size_t', IN, 'size_t', OUT, OUT, ERR]),
};

/**
 * Run by each dealer with its KeyPackage: `dealers` every dealer's
 * Identifier (this one included, the same list for all), `newIdentifiers`
 * and `newMinSigners` the new group's. Returns { package (the
 * ResharePackage to broadcast), subShares: [Identifier, Secret][] (each new
 * participant's ReshareSubShare, sent over a confidential, authenticated
 * channel) }.
 */
function resharePart1(keyPackage, dealers, newIdentifiers, newMinSigners) {
  const pkg = outBuffer();
  const subShares = outBuffer();
  call(reshareFns.part1, ...input(secretBytes(keyPackage)), ...input(encodeList([...dealers])),
    ...input(encodeList([...newIdentifiers])), newMinSigners, pkg, subShares);
  const broadcast = take(pkg);
  return { package: broadcast, subShares: takeSecretMap(subShares) };
}

/**
 * Run by each new participant `identifier`: `publicKeyPackage` the old
 * group's (from a trusted source), `packages` every dealer's
 * ResharePackage, `subShares` the ReshareSubShares the same dealers sent
 * it. Returns { keyPackage (Secret), publicKeyPackage (the new group's,
 * the same for every new participant: compare them before use) }. Every
 * dealer at fault is named.
 */
function resharePart2(identifier, newIdentifiers, newMinSigners, publicKeyPackage, packages, subShares) {
  const key = outBuffer();
  const pub = outBuffer();
  const received = encodeSecretMap(subShares);
  try {
    call(reshareFns.part2, ...input(identifier), ...input(encodeList([...newIdentifiers])), newMinSigners,
      ...input(publicKeyPackage), ...input(encodeMap(packages)), ...input(received), key, pub);
  } finally {
    received.fill(0);
  }
  return { keyPackage: takeSecret(key), publicKeyPackage: take(pub) };
}

module.exports = { resharePart1, resharePart2 };
