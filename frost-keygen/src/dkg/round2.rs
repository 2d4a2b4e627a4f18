//! Round two of distributed key generation: the shares participants send each
//! other, and what each keeps for the final step.

use crate::vss;
use frost_core::keys::VerifiableSecretSharingCommitment;

pub use vss::round2::Package;

/// A participant's secret state from [`part2`](super::part2) to
/// [`part3`](super::part3): its share `f_i(i)` of its own polynomial, its
/// commitment, and the digest of the round-one packages it checked. The state
/// of the generic dealing engine ([`vss::round2::SecretPackage`]) with full
/// commitments.
pub type SecretPackage<C> = vss::round2::SecretPackage<C, VerifiableSecretSharingCommitment<C>>;
