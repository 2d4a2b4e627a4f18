//! Round one of a refresh: each participant's secret polynomial with zero
//! constant term, and the commitment it broadcasts.

use super::RefreshCommitment;
use crate::vss::{self, Broadcast};
use frost_core::Ciphersuite;

/// A participant's secret state from [`part1`](super::part1) to
/// [`part2`](super::part2): its random polynomial `g_i` with `g_i(0) = 0`, the
/// commitment to it and the number of participants in the refresh. The state
/// of the generic dealing engine ([`vss::round1::SecretPackage`]) with
/// zero-constant commitments; see there for how it is kept secret.
pub type SecretPackage<C> = vss::round1::SecretPackage<C, RefreshCommitment<C>>;

/// What a participant broadcasts in round one of a refresh: the commitment to
/// the non-constant coefficients of its polynomial.
///
/// No proof of knowledge is needed: the constant term is zero by construction
/// (it has no entry in the commitment), so no participant can shift the group
/// key. Every participant must receive the same package from each sender (a
/// broadcast channel); compare [`TranscriptDigest`](crate::dkg::TranscriptDigest)s
/// to confirm it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Package<C: Ciphersuite> {
    commitment: RefreshCommitment<C>,
}

impl<C: Ciphersuite> Package<C> {
    /// Wraps a commitment, e.g. as received; [`part2`](super::part2) checks it.
    pub fn new(commitment: RefreshCommitment<C>) -> Self {
        Self { commitment }
    }

    /// The sender's commitment.
    pub fn commitment(&self) -> &RefreshCommitment<C> {
        &self.commitment
    }
}

impl<C: Ciphersuite> Broadcast<C> for Package<C> {
    type Commitment = RefreshCommitment<C>;

    fn commitment(&self) -> &Self::Commitment {
        &self.commitment
    }
}
