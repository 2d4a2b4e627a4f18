//! Aggregation of a re-randomized session's signature shares.

use alloc::collections::BTreeMap;

use frost_core::keys::PublicKeyPackage;
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
    frost_core::aggregate_transformed(
        randomized_package.signing_package(),
        signature_shares,
        public_key_package,
        params,
    )
}
