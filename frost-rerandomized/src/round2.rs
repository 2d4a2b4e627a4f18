//! Round two of a re-randomized session: signature shares under the
//! randomized key, and their verification.

use frost_core::keys::{KeyPackage, VerifyingShare};
use frost_core::round1::SigningNonces;
use frost_core::round2::SignatureShare;
use frost_core::{Ciphersuite, Error, Identifier, SigningSession, VerifyingKey};

use crate::RandomizedSigningPackage;

/// This signer's share of the signature under the randomized key
/// `Y + r * G`: RFC 9591's `sign` (Section 5.2) with the key package
/// tweaked by the randomizer for this session only (`s_i + r`, see
/// [`KeyPackage::tweak`]).
///
/// Refuses, before using the share, a key package whose group key the suite
/// does not admit ([`Error::UnnormalizedGroupKey`]: an Orchard `ak` with
/// `ỹ = 1`), a package whose randomized key is not `Y + r * G` for this
/// signer's group key `Y` ([`Error::RandomizerMismatch`]), and every package
/// `frost_core::round2::sign` refuses (too few signers, this signer's
/// commitment missing or altered). Consumes the nonces in every case, so
/// they can never sign twice.
///
/// What is signed is public in the package: check
/// [`SigningPackage::message`](frost_core::SigningPackage::message) (e.g.
/// the transaction's SIGHASH) and
/// [`RandomizedSigningPackage::randomized_verifying_key`] (`rk`) before
/// calling this.
pub fn sign<C: Ciphersuite>(
    randomized_package: &RandomizedSigningPackage<C>,
    nonces: SigningNonces<C>,
    key_package: &KeyPackage<C>,
) -> Result<SignatureShare<C>, Error<C>> {
    if !key_package.has_normalized_key() {
        return Err(Error::UnnormalizedGroupKey);
    }
    let params = randomized_package.params(key_package.verifying_key())?;
    // The package's own checks come first, before any session value is
    // derived.
    let signing_package = randomized_package.signing_package();
    signing_package.check_signer(&nonces, key_package)?;
    SigningSession::transformed_for_verifying_key(
        signing_package,
        key_package.verifying_key(),
        params,
    )?
    .sign(nonces, key_package)
}

/// Checks one signer's share as it arrives (RFC 9591, Section 5.4), against
/// its verifying share and the group key `verifying_key`, both as in the
/// public key package (not randomized): they are randomized here.
///
/// Fails with [`Error::RandomizerMismatch`] if the package's randomized key
/// is not `Y + r * G`, and with [`Error::InvalidSignatureShare`] naming the
/// signer if its share is invalid. Variable time: every input is public
/// except the randomizer, which only enters a constant-time base
/// multiplication.
pub fn verify_signature_share<C: Ciphersuite>(
    identifier: &Identifier<C>,
    verifying_share: &VerifyingShare<C>,
    signature_share: &SignatureShare<C>,
    randomized_package: &RandomizedSigningPackage<C>,
    verifying_key: &VerifyingKey<C>,
) -> Result<(), Error<C>> {
    let params = randomized_package.params(verifying_key)?;
    SigningSession::transformed_for_verifying_key(
        randomized_package.signing_package(),
        verifying_key,
        params,
    )?
    .verify_share_against(identifier, verifying_share, signature_share)
}
