//! Round two split over threads against the sequential path.

use alloc::collections::BTreeMap;

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::dev_suite::{DevSuite, group};
use crate::parallel::MIN_SPLIT_LEN;
use crate::parallel::tests::both_ways;
use crate::{SigningPackage, SigningSession, round1};

/// One signer's share in a group above the split threshold (binding
/// factors, the group commitment with its hiding sum, the Lagrange
/// coefficient all split) is the same on one thread and on four, and the
/// same as a session's.
#[test]
fn split_signing_matches_the_sequential_one() {
    let count = MIN_SPLIT_LEN as u16 + 11;
    let mut rng = StdRng::seed_from_u64(37);
    let (key_packages, public) = group(count, count - 5, &mut rng);
    let mut commitments = BTreeMap::new();
    for (index, (id, key_package)) in key_packages.iter().enumerate() {
        let mut nonce_rng = StdRng::seed_from_u64(1000 + index as u64);
        commitments.insert(
            *id,
            round1::commit(key_package.signing_share(), &mut nonce_rng).1,
        );
    }
    let package = SigningPackage::<DevSuite>::new(commitments, b"every core").expect("package");
    let session = SigningSession::new(&package, &public).expect("session");
    for (index, key_package) in key_packages.values().enumerate().step_by(13) {
        let nonces = || {
            let mut nonce_rng = StdRng::seed_from_u64(1000 + index as u64);
            round1::commit(key_package.signing_share(), &mut nonce_rng).0
        };
        let (sequential, split) =
            both_ways(|| super::sign(&package, nonces(), key_package).map(|s| s.to_scalar()));
        let from_session = session.sign(nonces(), key_package).map(|s| s.to_scalar());
        assert_eq!(sequential, split);
        assert_eq!(sequential, from_session);
        let share = super::SignatureShare::new(sequential.expect("a valid share"));
        session
            .verify_share(key_package.identifier(), &share)
            .expect("the share verifies");
    }
}
