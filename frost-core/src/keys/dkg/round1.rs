//! Round one of distributed key generation: each participant's secret
//! polynomial, and the commitment and proof it broadcasts.

use alloc::vec::Vec;
use core::fmt;

use subtle::{Choice, ConstantTimeEq};
use zeroize::{Zeroize, ZeroizeOnDrop};

use super::proof;
use crate::keys::VerifiableSecretSharingCommitment;
use crate::{Ciphersuite, Error, Identifier, Scalar, Signature};

/// A participant's secret state from [`part1`](super::part1) to
/// [`part2`](super::part2): its random polynomial `f_i` of degree
/// `min_signers - 1`, the commitment to it and the group size.
///
/// The coefficients are secret: `f_i(0)` is this participant's contribution to
/// the group key. Zeroized on drop, redacted in `Debug`, compared in constant
/// time, neither `Copy` nor `Clone`. Keep it in memory only, or in storage as
/// confidential as a signing share.
#[derive(Zeroize, ZeroizeOnDrop)]
pub struct SecretPackage<C: Ciphersuite> {
    #[zeroize(skip)]
    identifier: Identifier<C>,
    coefficients: Vec<Scalar<C>>,
    #[zeroize(skip)]
    commitment: VerifiableSecretSharingCommitment<C>,
    #[zeroize(skip)]
    max_signers: u16,
}

impl<C: Ciphersuite> SecretPackage<C> {
    /// The secret state for the polynomial with these coefficients (constant
    /// term first), whose commitment it computes.
    ///
    /// Fails if the parameters are invalid or a coefficient is zero (its
    /// commitment would be the identity, which cannot be sent).
    pub(crate) fn new(
        identifier: Identifier<C>,
        coefficients: &[Scalar<C>],
        max_signers: u16,
    ) -> Result<Self, Error<C>> {
        let min_signers =
            u16::try_from(coefficients.len()).map_err(|_| Error::InvalidMinSigners)?;
        crate::keys::validate_num_of_signers::<C>(min_signers, max_signers)?;
        let commitment = VerifiableSecretSharingCommitment::commit(coefficients)?;
        Ok(Self {
            identifier,
            coefficients: coefficients.to_vec(),
            commitment,
            max_signers,
        })
    }

    /// This participant's identifier.
    pub fn identifier(&self) -> &Identifier<C> {
        &self.identifier
    }

    /// The commitment to this participant's polynomial (public).
    pub fn commitment(&self) -> &VerifiableSecretSharingCommitment<C> {
        &self.commitment
    }

    /// The threshold.
    pub fn min_signers(&self) -> u16 {
        self.commitment.min_signers()
    }

    /// The number of participants.
    pub fn max_signers(&self) -> u16 {
        self.max_signers
    }

    /// The secret coefficients, constant term first.
    pub(crate) fn coefficients(&self) -> &[Scalar<C>] {
        &self.coefficients
    }
}

impl<C: Ciphersuite> PartialEq for SecretPackage<C> {
    fn eq(&self, other: &Self) -> bool {
        let same_secret = self.coefficients.len() == other.coefficients.len()
            && bool::from(
                self.coefficients
                    .iter()
                    .zip(&other.coefficients)
                    .fold(Choice::from(1), |acc, (a, b)| acc & a.ct_eq(b)),
            );
        same_secret
            && self.identifier == other.identifier
            && self.commitment == other.commitment
            && self.max_signers == other.max_signers
    }
}

impl<C: Ciphersuite> Eq for SecretPackage<C> {}

impl<C: Ciphersuite> fmt::Debug for SecretPackage<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SecretPackage")
            .field("identifier", &self.identifier)
            .field("coefficients", &"<redacted>")
            .field("commitment", &self.commitment)
            .field("max_signers", &self.max_signers)
            .finish()
    }
}

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
