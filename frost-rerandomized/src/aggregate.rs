//! Aggregation of a re-randomized session's signature shares.

use alloc::collections::BTreeMap;

use frost_core::keys::{PublicKeyPackage, VerifyingShare};
use frost_core::round2::SignatureShare;
use frost_core::{Ciphersuite, Error, Identifier, Signature};

use crate::RandomizedSigningPackage;

/// Sums the signature shares into a signature under the randomized key
/// `Y + r * G` and verifies it: RFC 9591's `aggregate` (Section 5.3) with the
/// public key package tweaked by the session's randomizer. On failure, names
/// every signer whose share is invalid (Section 5.4), as
/// [`frost_core::aggregate`] does.
///
/// `public_key_package` is the group's own (not randomized). Fails with
/// [`Error::RandomizerMismatch`] if the package's randomized key is not
/// `Y + r * G` for its group key, and otherwise as [`frost_core::aggregate`].
/// The returned signature verifies under
/// [`RandomizedSigningPackage::randomized_verifying_key`].
pub fn aggregate<C: Ciphersuite>(
    randomized_package: &RandomizedSigningPackage<C>,
    signature_shares: &BTreeMap<Identifier<C>, SignatureShare<C>>,
    public_key_package: &PublicKeyPackage<C>,
) -> Result<Signature<C>, Error<C>> {
    let params = randomized_package.params(public_key_package.verifying_key())?;
    let signing_package = randomized_package.signing_package();
    let commitments = signing_package.signing_commitments();
    let min_signers = public_key_package.min_signers();
    if commitments.len() < usize::from(min_signers) {
        return Err(Error::TooFewSigners {
            min_signers,
            signers: commitments.len(),
        });
    }
    // Only the signers' verifying shares take part: randomizing just those
    // keeps the cost proportional to the session, not to the group.
    let randomized_shares = commitments
        .keys()
        .map(|identifier| {
            let share = public_key_package
                .verifying_shares()
                .get(identifier)
                .ok_or(Error::UnknownParticipant {
                    identifier: *identifier,
                })?;
            let randomized = VerifyingShare::new(share.to_element() + params.randomizer_point())?;
            Ok((*identifier, randomized))
        })
        .collect::<Result<BTreeMap<_, _>, Error<C>>>()?;
    let randomized_public = PublicKeyPackage::new(
        randomized_shares,
        *params.randomized_verifying_key(),
        min_signers,
    )?;
    frost_core::aggregate(signing_package, signature_shares, &randomized_public)
}
