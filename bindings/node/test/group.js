'use strict';
// A dealt group for the tests: its key packages, identifiers and public key
// package (no test of its own).

const frost = require('..');

function dealt(suite, min, max) {
  const dealing = frost.generateWithDealer(suite, min, max);
  const keys = dealing.secretShares.map((s) => frost.keyPackageFromSecretShare(s));
  return { keys, ids: keys.map((k) => frost.keyPackageIdentifier(k)), pub: dealing.publicKeyPackage };
}

module.exports = { dealt };
