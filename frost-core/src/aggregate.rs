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

#[cfg(test)]
#[cfg(feature = "parallel")]
mod tests {
    use alloc::collections::BTreeMap;
    use alloc::vec::Vec;

    use rand::SeedableRng;
    use rand::rngs::StdRng;

    use crate::dev_suite::{DevSuite, group};
    use crate::parallel::MIN_SPLIT_LEN;
    use crate::parallel::tests::both_ways;
    use crate::signature_share::SignatureShare;
    use crate::{Scalar, SigningPackage, SigningSession, round1};

    /// Aggregation of a group above the split threshold (binding factors,
    /// group commitment, and the culprit search when shares are bad) gives
    /// the same signature bytes, or the same error naming the same signers
    /// in the same order, on one thread and on four.
    #[test]
    fn split_aggregation_matches_the_sequential_one() {
        let count = MIN_SPLIT_LEN as u16 + 9;
        let mut rng = StdRng::seed_from_u64(29);
        let (key_packages, public) = group(count, count - 3, &mut rng);
        let mut nonces = BTreeMap::new();
        let mut commitments = BTreeMap::new();
        for (id, key_package) in &key_packages {
            let (n, c) = round1::commit(key_package.signing_share(), &mut rng);
            nonces.insert(*id, n);
            commitments.insert(*id, c);
        }
        let package = SigningPackage::new(commitments, b"every core").expect("package");
        let session = SigningSession::new(&package, &public).expect("session");
        let shares: BTreeMap<_, SignatureShare<DevSuite>> = nonces
            .into_iter()
            .map(|(id, n)| (id, session.sign(n, &key_packages[&id]).expect("signer")))
            .collect();
        let ids: Vec<_> = shares.keys().copied().collect();
        for bad in [&[][..], &[20], &[1, 30, 31]] {
            let mut given = shares.clone();
            for i in bad {
                let z = given[&ids[*i]].to_scalar() + Scalar::<DevSuite>::ONE;
                given.insert(ids[*i], SignatureShare::new(z));
            }
            let (sequential, split) = both_ways(|| {
                super::aggregate(&package, &given, &public).map(|signature| signature.to_bytes())
            });
            assert_eq!(sequential, split);
            match sequential {
                Ok(_) => assert!(bad.is_empty()),
                Err(crate::Error::InvalidSignatureShare { culprits }) => {
                    let named: Vec<_> = bad.iter().map(|i| ids[*i]).collect();
                    assert_eq!(culprits, named);
                }
                Err(other) => panic!("unexpected error {other:?}"),
            }
        }
    }
}
