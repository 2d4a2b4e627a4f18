'use strict';
// The coordinator's signing session (RFC 9591, Sections 5.3 and 5.4), kept
// in the library behind a handle: the package's binding factors and group
// commitment are derived once, then each share is checked as it arrives and
// the shares are aggregated.

const { lib, call, input, encodeMap, IN, OUT, ERR } = require('./native');
const { NativeHandle } = require('./handle');

const sessionFns = {
  new: lib.func('frost_signing_session_new', 'int', [IN, 'size_t', IN, 'size_t', '_Out_ uint64_t *', ERR]),
  verifyShare: lib.func('frost_signing_session_verify_share', 'int', ['uint64_t', IN, 'size_t', IN, 'size_t', ERR]),
  aggregate: lib.func('frost_signing_session_aggregate', 'int', ['uint64_t', IN, 'size_t', OUT, ERR]),
  free: lib.func('frost_signing_session_free', 'int', ['uint64_t', ERR]),
};

/** The session of a SigningPackage for the group of a PublicKeyPackage; close() frees it. */
class SigningSession extends NativeHandle {
  /**
   * Refuses a package with fewer signers than the threshold, a signer
   * without a verifying share (named), and a package whose group
   * commitment is the identity (start a new session without the suspects).
   */
  constructor(signingPackage, publicKeyPackage) {
    const handle = [0];
    call(sessionFns.new, ...input(signingPackage), ...input(publicKeyPackage), handle);
    super(handle[0], sessionFns.free);
  }
  /**
   * Checks the SignatureShare of the signer `identifier` as it arrives:
   * throws InvalidSignatureSharesError naming the signer, or
   * UnexpectedParticipantsError naming a participant outside the package.
   */
  verifyShare(identifier, signatureShare) {
    call(sessionFns.verifyShare, this.handle, ...input(identifier), ...input(signatureShare));
  }
  /**
   * The group's Signature from every signer's share ([Identifier,
   * SignatureShare] pairs or a Map), naming every invalid, missing or
   * unexpected signer as aggregate() does; the session stays usable.
   */
  aggregate(signatureShares) {
    return this.output(sessionFns.aggregate, ...input(encodeMap(signatureShares)));
  }
}

module.exports = { SigningSession };
