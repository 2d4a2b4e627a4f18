//! Round one of distributed key generation: each participant's secret
//! polynomial, and the commitment and proof it broadcasts.

use super::proof;
use crate::vss::{self, Broadcast};
use frost_core::keys::VerifiableSecretSharingCommitment;
use frost_core::{Ciphersuite, Error, Identifier, Signature};

/// A participant's secret state from [`part1`](super::part1) to
/// [`part2`](super::part2): its random polynomial `f_i` of degree
/// `min_signers - 1`, the commitment to it and the group size. The state of
/// the generic dealing engine ([`vss::round1::SecretPackage`]) with full
/// commitments; see there for how it is kept secret.
pub type SecretPackage<C> = vss::round1::SecretPackage<C, VerifiableSecretSharingCommitment<C>>;

/// What a participant broadcasts in round one: the commitment
/// `[a_i0 * G, ..., a_i(t-1) * G]` to its polynomial and a proof of knowledge
/// of `a_i0`.
///
/// Public, but every participant must receive the same package from each
/// sender (a broadcast channel); compare
/// [`TranscriptDigest`](super::TranscriptDigest)s to confirm it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Package<C: Ciphersuite> {
    commitment: VerifiableSecretSharingCommitment<C>,
    proof_of_knowledge: Signature<C>,
}

impl<C: Ciphersuite> Package<C> {
    /// Assembles a package, e.g. as received; [`part2`](super::part2) checks it.
    pub fn new(
        commitment: VerifiableSecretSharingCommitment<C>,
        proof_of_knowledge: Signature<C>,
    ) -> Self {
        Self {
            commitment,
            proof_of_knowledge,
        }
    }

    /// The sender's commitment to its polynomial.
    pub fn commitment(&self) -> &VerifiableSecretSharingCommitment<C> {
        &self.commitment
    }

    /// The proof of knowledge of the constant term, encoded as
    /// `SerializeElement(R) || SerializeScalar(z)`.
    pub fn proof_of_knowledge(&self) -> &Signature<C> {
        &self.proof_of_knowledge
    }

    /// Checks the proof of knowledge of `sender`, e.g. as packages arrive;
    /// [`part2`](super::part2) checks all of them in a batch anyway. Fails with
    /// [`Error::InvalidProofOfKnowledge`] naming `sender`.
    pub fn verify_proof_of_knowledge(&self, sender: &Identifier<C>) -> Result<(), Error<C>> {
        proof::verify(
            sender,
            super::constant_term(&self.commitment)?,
            &self.proof_of_knowledge,
        )
    }
}

impl<C: Ciphersuite> Broadcast<C> for Package<C> {
    type Commitment = VerifiableSecretSharingCommitment<C>;

    fn commitment(&self) -> &Self::Commitment {
        &self.commitment
    }
}
