//! A dealer's secret state between the first and second parts of a dealing
//! protocol: the polynomial it deals and its commitment.

use alloc::vec::Vec;
use core::fmt;

use ff::Field;
use subtle::{Choice, ConstantTimeEq};
use zeroize::{Zeroize, ZeroizeOnDrop};

use super::{ConstantTerm, Dealt};
use frost_core::{Ciphersuite, Error, Identifier, Scalar};

/// A participant's secret state from part 1 to part 2 of key generation
/// ([`dkg::round1::SecretPackage`](crate::dkg::round1::SecretPackage))
/// or of a refresh
/// ([`refresh::round1::SecretPackage`](crate::refresh::round1::SecretPackage)):
/// its random polynomial `f_i` of degree `min_signers - 1`, the commitment `K`
/// to it and the number of participants.
///
/// The coefficients are secret (in key generation, `f_i(0)` is this
/// participant's contribution to the group key). Zeroized on drop, redacted
/// in `Debug`, compared in constant time, neither `Copy` nor `Clone`. Keep it
/// in memory only, or in storage as confidential as a signing share.
pub struct SecretPackage<C: Ciphersuite, K> {
    identifier: Identifier<C>,
    /// All coefficients, constant term first (zero in a refresh).
    coefficients: Vec<Scalar<C>>,
    commitment: K,
    min_signers: u16,
    max_signers: u16,
}

// Every item here is crate-private, so the crate-private bound hides nothing
// from users.
#[allow(private_bounds)]
impl<C: Ciphersuite, K: Dealt<C>> SecretPackage<C, K> {
    /// The secret state for the polynomial whose committed coefficients
    /// (`K::CONSTANT_TERM` says whether they start at the constant term or
    /// after a zero one) are `committed`; computes the commitment.
    ///
    /// Fails if `2 <= min_signers <= max_signers` does not hold or a
    /// coefficient is zero (its commitment would be the identity, which cannot
    /// be sent).
    pub fn new(
        identifier: Identifier<C>,
        committed: &[Scalar<C>],
        max_signers: u16,
    ) -> Result<Self, Error<C>> {
        let skipped = usize::from(K::CONSTANT_TERM == ConstantTerm::Zero);
        let min_signers =
            u16::try_from(committed.len() + skipped).map_err(|_| Error::InvalidMinSigners)?;
        crate::validate_num_of_signers::<C>(min_signers, max_signers)?;
        let commitment = K::commit(committed)?;
        let mut coefficients = Vec::with_capacity(usize::from(min_signers));
        if skipped == 1 {
            coefficients.push(Scalar::<C>::ZERO);
        }
        coefficients.extend_from_slice(committed);
        Ok(Self {
            identifier,
            coefficients,
            commitment,
            min_signers,
            max_signers,
        })
    }

    /// The coefficients the commitment covers: all of them, or all but the
    /// zero constant term (secret).
    pub(crate) fn committed_coefficients(&self) -> &[Scalar<C>] {
        let skipped = usize::from(K::CONSTANT_TERM == ConstantTerm::Zero);
        self.coefficients.get(skipped..).unwrap_or_default()
    }
}

impl<C: Ciphersuite, K> SecretPackage<C, K> {
    /// This participant's identifier.
    pub fn identifier(&self) -> &Identifier<C> {
        &self.identifier
    }

    /// The commitment to this participant's polynomial (public).
    pub fn commitment(&self) -> &K {
        &self.commitment
    }

    /// The threshold.
    pub fn min_signers(&self) -> u16 {
        self.min_signers
    }

    /// The number of participants.
    pub fn max_signers(&self) -> u16 {
        self.max_signers
    }

    /// The secret coefficients, constant term first.
    pub(crate) fn coefficients(&self) -> &[Scalar<C>] {
        &self.coefficients
    }

    /// Known-answer hook (`test-helpers` feature), never for production: the
    /// secret coefficients, constant term first, which the conformance kit
    /// checks are wiped on drop.
    #[cfg(feature = "test-helpers")]
    pub fn coefficients_for_tests(&self) -> &[Scalar<C>] {
        self.coefficients()
    }
}

impl<C: Ciphersuite, K> Zeroize for SecretPackage<C, K> {
    fn zeroize(&mut self) {
        self.coefficients.zeroize();
    }
}

impl<C: Ciphersuite, K> Drop for SecretPackage<C, K> {
    fn drop(&mut self) {
        self.zeroize();
    }
}

impl<C: Ciphersuite, K> ZeroizeOnDrop for SecretPackage<C, K> {}

impl<C: Ciphersuite, K: PartialEq> PartialEq for SecretPackage<C, K> {
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

impl<C: Ciphersuite, K: Eq> Eq for SecretPackage<C, K> {}

impl<C: Ciphersuite, K: fmt::Debug> fmt::Debug for SecretPackage<C, K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SecretPackage")
            .field("identifier", &self.identifier)
            .field("coefficients", &"<redacted>")
            .field("commitment", &self.commitment)
            .field("max_signers", &self.max_signers)
            .finish()
    }
}
