//! Signature share aggregation (RFC 9591, Section 5.3) with identifiable abort
//! (Section 5.4): a thin front-end over a [`SigningSession`] built for the
//! one call.

use alloc::boxed::Box;
use alloc::collections::BTreeMap;

use crate::key_transform::KeyTransform;

use crate::keys::PublicKeyPackage;
use crate::signature_share::SignatureShare;
use crate::signing_session::check_share_set;
use crate::{Ciphersuite, Error, Identifier, Signature, SigningPackage, SigningSession};

/// `aggregate(commitment_list, msg, group_public_key, sig_shares)`: sums the
/// shares into `(R, z)` and returns the signature once it verifies under the
/// group key.
///
/// Only when the sum does not verify are the shares checked (Section 5.4),
/// in batches that are halved down to the invalid shares, so the common
/// honest case costs a single verification; the error then names **every**
/// signer whose share is invalid.
///
/// Fails, naming the participants concerned, if the package has fewer signers
/// than the threshold, a signer has no verifying share in `public_key_package`,
/// shares are missing for some signers, or shares came from non-signers.
pub fn aggregate<C: Ciphersuite>(
    signing_package: &SigningPackage<C>,
    signature_shares: &BTreeMap<Identifier<C>, SignatureShare<C>>,
    public_key_package: &PublicKeyPackage<C>,
) -> Result<Signature<C>, Error<C>> {
    aggregate_with(signing_package, signature_shares, public_key_package, None)
}

/// [`aggregate`] under the key `transform` derives from the group's
/// ([`SigningSession::transformed`]): `public_key_package` is the group's
/// own, and only the signers' verifying shares are transformed. Fails as
/// the transform does on the group key or a signer's verifying share, and
/// otherwise as [`aggregate`]; the signature verifies under the transformed
/// key.
pub fn aggregate_transformed<C: Ciphersuite>(
    signing_package: &SigningPackage<C>,
    signature_shares: &BTreeMap<Identifier<C>, SignatureShare<C>>,
    public_key_package: &PublicKeyPackage<C>,
    transform: impl KeyTransform<C> + 'static,
) -> Result<Signature<C>, Error<C>> {
    let transform: Box<dyn KeyTransform<C>> = Box::new(transform);
    aggregate_with(
        signing_package,
        signature_shares,
        public_key_package,
        Some(transform),
    )
}

/// [`aggregate`] under an optional transform.
fn aggregate_with<C: Ciphersuite>(
    signing_package: &SigningPackage<C>,
    signature_shares: &BTreeMap<Identifier<C>, SignatureShare<C>>,
    public_key_package: &PublicKeyPackage<C>,
    transform: Option<Box<dyn KeyTransform<C>>>,
) -> Result<Signature<C>, Error<C>> {
    // The checks of the package and the shares come first, as they always
    // have, before any session value is derived.
    let session = SigningSession::checked_coordinator(
        signing_package,
        public_key_package,
        transform,
        || check_share_set(signing_package, signature_shares),
    )?;
    session.aggregate(signature_shares)
}

#[cfg(all(test, feature = "parallel"))]
mod tests;
