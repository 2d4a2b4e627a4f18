'use strict';
// Share repair: helpers (at least the threshold, the same list for each)
// rebuild a participant's lost share, checked against its verifying share.

const { lib, call, input, outBuffer, encodeList, IN, OUT, ERR } = require('./native');
const { secretBytes, takeSecret, takeSecretMap, encodeSecretMap } = require('./secret');

const repairFns = {
  part1: lib.func('frost_repair_part1', 'int', [IN, 'size_t', IN, 'size_t', IN, 'size_t', OUT, ERR]),
  part2: lib.func('frost_repair_part2', 'int', [IN, 'size_t', IN, 'size_t', OUT, ERR]),
  part3: lib.func('frost_repair_part3', 'int', [IN, 'size_t', IN, 'size_t', IN, 'size_t', OUT, ERR]),
};

/**
 * Run by each helper with its KeyPackage: `helpers` the helpers'
 * Identifier messages (without `participant`, the one repaired). Returns
 * the RepairDelta for each helper as [Identifier, Secret] pairs (send each
 * over a confidential, authenticated channel; keep this helper's own).
 */
function repairPart1(helpers, keyPackage, participant) {
  const out = outBuffer();
  call(repairFns.part1, ...input(encodeList([...helpers])), ...input(secretBytes(keyPackage)), ...input(participant), out);
  return takeSecretMap(out);
}

/**
 * Run by each helper with the RepairDelta every helper sent it (its own
 * included): the RepairDeltaSum (Secret; send it to the participant
 * repaired). Missing and unexpected senders are named.
 */
function repairPart2(helpers, deltas) {
  const out = outBuffer();
  const received = encodeSecretMap(deltas);
  try {
    call(repairFns.part2, ...input(encodeList([...helpers])), ...input(received), out);
  } finally {
    received.fill(0);
  }
  return takeSecret(out);
}

/**
 * Run by the participant `identifier` with every helper's RepairDeltaSum:
 * its repaired KeyPackage (Secret), checked against its verifying share in
 * the PublicKeyPackage. A wrong sum throws ProtocolError naming no helper,
 * since the sums cannot tell which one erred.
 */
function repairPart3(deltaSums, identifier, publicKeyPackage) {
  const out = outBuffer();
  const sums = encodeSecretMap(deltaSums);
  try {
    call(repairFns.part3, ...input(sums), ...input(identifier), ...input(publicKeyPackage), out);
  } finally {
    sums.fill(0);
  }
  return takeSecret(out);
}

module.exports = { repairPart1, repairPart2, repairPart3 };
