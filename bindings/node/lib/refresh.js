'use strict';
// Refresh with a trusted dealer: new shares of the same group key, the old
// shares no longer combining with them.

const { lib, call, take, input, outBuffer, encodeList, IN, OUT, ERR } = require('./native');
const { secretBytes, takeSecret, takeSecretMap } = require('./secret');

const refreshFns = {
  dealer: lib.func('frost_refresh_dealer', 'int', [IN, 'size_t', IN, 'size_t', OUT, OUT, ERR]),
  share: lib.func('frost_refresh_share', 'int', [IN, 'size_t', IN, 'size_t', IN, 'size_t', OUT, ERR]),
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

module.exports = { refreshWithDealer, refreshShare };
