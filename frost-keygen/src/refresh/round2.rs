//! Round two of a refresh: the shares participants send each other (the same
//! message as in key generation), and what each keeps for the final step.

use super::RefreshCommitment;
use crate::vss;

pub use vss::round2::Package;

/// A participant's secret state from [`part2`](super::part2) to
/// [`part3`](super::part3): its share `g_i(i)` of its own polynomial, its
/// commitment, and the digest of the round-one packages it checked. The state
/// of the generic dealing engine ([`vss::round2::SecretPackage`]) with
/// zero-constant commitments.
pub type SecretPackage<C> = vss::round2::SecretPackage<C, RefreshCommitment<C>>;
