//! The Lagrange coefficient of one signer split over threads against the
//! sequential path.

use alloc::vec::Vec;

use crate::dev_suite::DevSuite;
use crate::parallel::MIN_SPLIT_LEN;
use crate::parallel::tests::both_ways;
use crate::{Error, Identifier};

fn id(n: u16) -> Identifier<DevSuite> {
    Identifier::try_from(n).expect("non-zero")
}

/// Every member's coefficient, a non-member's error and a repeated
/// member's error are the same on one thread and on four, and the
/// coefficients agree with the batched ones.
#[test]
fn split_coefficient_matches_the_sequential_one() {
    let signers: Vec<_> = (1..=3 * MIN_SPLIT_LEN as u16)
        .filter(|n| n % 5 != 0)
        .map(id)
        .collect();
    let batched = super::interpolating_values(&signers).expect("distinct");
    for (x_i, lambda) in signers.iter().zip(&batched) {
        let (sequential, split) = both_ways(|| super::derive_interpolating_value(&signers, x_i));
        assert_eq!(sequential, split);
        assert_eq!(sequential.as_ref(), Ok(lambda));
    }
    let (sequential, split) = both_ways(|| super::derive_interpolating_value(&signers, &id(5)));
    assert_eq!(sequential, split);
    assert_eq!(
        sequential,
        Err(Error::UnknownParticipant { identifier: id(5) })
    );
    let mut repeated = signers.clone();
    repeated.push(signers[3]);
    let (sequential, split) =
        both_ways(|| super::derive_interpolating_value(&repeated, &signers[3]));
    assert_eq!(sequential, split);
    assert_eq!(
        sequential,
        Err(Error::DuplicatedIdentifier {
            identifier: signers[3]
        })
    );
}
