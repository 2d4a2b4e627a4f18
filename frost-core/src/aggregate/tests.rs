//! Aggregation split over threads against the sequential path: the same
//! signature, and the same culprits, with no bad share, one and three.

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
