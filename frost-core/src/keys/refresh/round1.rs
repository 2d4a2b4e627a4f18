//! Round one of a refresh: each participant's secret polynomial with zero
//! constant term, and the commitment it broadcasts.

use alloc::vec::Vec;
use core::fmt;

use ff::Field;
use subtle::{Choice, ConstantTimeEq};
use zeroize::{Zeroize, ZeroizeOnDrop};

use super::RefreshCommitment;
use crate::{Ciphersuite, Error, Identifier, Scalar};

/// A participant's secret state from [`part1`](super::part1) to
/// [`part2`](super::part2): its random polynomial `g_i` with `g_i(0) = 0`, the
/// commitment to it and the number of participants in the refresh.
///
/// Zeroized on drop, redacted in `Debug`, compared in constant time, neither
/// `Copy` nor `Clone`.
#[derive(Zeroize, ZeroizeOnDrop)]
pub struct SecretPackage<C: Ciphersuite> {
    #[zeroize(skip)]
    identifier: Identifier<C>,
    /// All coefficients, the zero constant term first.
    coefficients: Vec<Scalar<C>>,
    #[zeroize(skip)]
    commitment: RefreshCommitment<C>,
    #[zeroize(skip)]
    max_signers: u16,
}

impl<C: Ciphersuite> SecretPackage<C> {
    /// The secret state for the polynomial with zero constant term and the
    /// given higher coefficients (`a_1` first), whose commitment it computes.
    ///
    /// Fails if the parameters are invalid or a coefficient is zero.
    pub(crate) fn new(
        identifier: Identifier<C>,
        higher_coefficients: &[Scalar<C>],
        max_signers: u16,
    ) -> Result<Self, Error<C>> {
        let min_signers =
            u16::try_from(higher_coefficients.len() + 1).map_err(|_| Error::InvalidMinSigners)?;
        crate::keys::validate_num_of_signers::<C>(min_signers, max_signers)?;
        let commitment = RefreshCommitment::commit(higher_coefficients)?;
        let mut coefficients = Vec::with_capacity(higher_coefficients.len() + 1);
        coefficients.push(Scalar::<C>::ZERO);
        coefficients.extend_from_slice(higher_coefficients);
        Ok(Self {
            identifier,
            coefficients,
            commitment,
            max_signers,
        })
    }

    /// This participant's identifier.
    pub fn identifier(&self) -> &Identifier<C> {
        &self.identifier
    }

    /// The commitment to this participant's polynomial (public).
    pub fn commitment(&self) -> &RefreshCommitment<C> {
        &self.commitment
    }

    /// The threshold.
    pub fn min_signers(&self) -> u16 {
        self.commitment.min_signers()
    }

    /// The number of participants in the refresh.
    pub fn max_signers(&self) -> u16 {
        self.max_signers
    }

    /// The secret coefficients, the zero constant term first.
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

/// What a participant broadcasts in round one of a refresh: the commitment to
/// the non-constant coefficients of its polynomial.
///
/// No proof of knowledge is needed: the constant term is zero by construction
/// (it has no entry in the commitment), so no participant can shift the group
/// key. Every participant must receive the same package from each sender (a
/// broadcast channel); compare [`TranscriptDigest`](crate::keys::dkg::TranscriptDigest)s
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
