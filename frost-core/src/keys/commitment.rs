//! Feldman commitments to dealt polynomials (Feldman 1987; RFC 9591,
//! Appendix C.2, `vss_commit`): `C_k = a_k * G` for each coefficient `a_k`, so
//! that anyone can evaluate the polynomial "in the exponent" and check a
//! share `f(i)` against `f(i) * G` without learning it.
//!
//! [`VerifiableSecretSharingCommitment`] is the full commitment
//! `[C_0, ..., C_(t-1)]` of a dealer and of every key generation or resharing
//! dealer: the engine keeps it because [`PublicKeyPackage::from_commitment`]
//! (`derive_group_info`) reads a group's public view off it. Key generation
//! (crate `frost-keygen`) deals such commitments and a second shape, the
//! refresh commitment `[C_1, ..., C_(t-1)]` whose `C_0` would be the identity;
//! both are lists of encoded entries, built and read by the helpers below.
//!
//! [`PublicKeyPackage::from_commitment`]: crate::keys::PublicKeyPackage::from_commitment

use alloc::vec::Vec;
use core::fmt;

use ff::Field;

use crate::Arithmetic;
use crate::element::EncodedElement;
use crate::keys::VerifyingShare;
use crate::{Ciphersuite, Element, ElementBytes, Error, Identifier, Scalar, VerifyingKey};

/// The dealer's commitment to the polynomial: `[a_0 * G, a_1 * G, ...]`
/// (RFC 9591, Appendix C.2, `vss_commitment`). Its first entry is the group
/// verifying key (of a dealer) or the dealer's contribution to it (of a key
/// generation or resharing dealer), and its length is `min_signers`.
///
/// Encodings: [`to_bytes`](Self::to_bytes) (all entries concatenated),
/// [`coefficient_bytes`](Self::coefficient_bytes) (one per entry), and the
/// versioned message of `serialize` (see the `serialization` module).
#[derive(Clone, PartialEq, Eq)]
pub struct VerifiableSecretSharingCommitment<C: Ciphersuite>(Vec<EncodedElement<C>>);

impl<C: Ciphersuite> VerifiableSecretSharingCommitment<C> {
    /// `vss_commit(coeffs)`: commits to each coefficient (secret, constant
    /// time). Fails if a coefficient is zero. Public for key generation.
    pub fn commit(coefficients: &[Scalar<C>]) -> Result<Self, Error<C>> {
        Ok(Self(EncodedElement::mul_base_batch(coefficients)?))
    }

    /// Builds a commitment from coefficient commitments; at least two are
    /// needed (a threshold of one is not a threshold scheme).
    pub fn new(coefficients: Vec<Element<C>>) -> Result<Self, Error<C>> {
        entries_from_elements(coefficients, 2).map(Self)
    }

    /// Parses the concatenated canonical encodings of the coefficient
    /// commitments (at least two, none the identity).
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, Error<C>> {
        let ne = ElementBytes::<C>::default().as_ref().len();
        if !bytes.len().is_multiple_of(ne) {
            return Err(Error::IncorrectCommitmentLength { identifier: None });
        }
        Self::from_coefficient_bytes(&bytes.chunks(ne).collect::<Vec<_>>())
    }

    /// Parses one canonical encoding per coefficient commitment, constant term
    /// first, with the checks of [`from_bytes`](Self::from_bytes).
    pub fn from_coefficient_bytes(entries: &[impl AsRef<[u8]> + Sync]) -> Result<Self, Error<C>> {
        entries_from_encodings(entries, 2).map(Self)
    }

    /// The concatenated canonical encodings of the coefficient commitments.
    pub fn to_bytes(&self) -> Vec<u8> {
        self.0
            .iter()
            .flat_map(|c| c.as_slice().iter().copied())
            .collect()
    }

    /// `SerializeElement(C_k)` for each coefficient commitment, constant term
    /// first: the inverse of
    /// [`from_coefficient_bytes`](Self::from_coefficient_bytes).
    pub fn coefficient_bytes(&self) -> Vec<Vec<u8>> {
        entry_encodings(&self.0)
    }

    /// The coefficient commitments `a_k * G`, constant term first.
    pub fn coefficients(&self) -> Vec<Element<C>> {
        entry_elements(&self.0)
    }

    /// The threshold this commitment describes (its length).
    pub fn min_signers(&self) -> u16 {
        // Constructors bound the length by the u16 min_signers it came from.
        u16::try_from(self.0.len()).unwrap_or(u16::MAX)
    }

    /// The group verifying key `a_0 * G`.
    pub fn verifying_key(&self) -> VerifyingKey<C> {
        VerifyingKey::from_encoded(self.0[0])
    }

    /// `f(i) * G = sum(C_k * i^k)`, computed in variable time over the public
    /// commitment (Horner's rule in the exponent would cost the same number of
    /// additions but `t` full multiplications by `i`; one MSM is faster).
    pub fn evaluate(&self, identifier: &Identifier<C>) -> Element<C> {
        let x = identifier.to_scalar();
        let mut powers = Vec::with_capacity(self.0.len());
        let mut power = Scalar::<C>::ONE;
        for _ in 0..self.0.len() {
            powers.push(power);
            power *= x;
        }
        C::Arithmetic::vartime_multiscalar_mul(&powers, &self.coefficients())
    }

    /// `derive_group_info`'s per-participant step: the verifying share of
    /// `identifier` implied by this commitment.
    pub fn verifying_share(
        &self,
        identifier: &Identifier<C>,
    ) -> Result<VerifyingShare<C>, Error<C>> {
        VerifyingShare::new(self.evaluate(identifier))
    }

    /// The entries, constant term first, with their encodings.
    pub fn entries(&self) -> &[EncodedElement<C>] {
        &self.0
    }
}

impl<C: Ciphersuite> fmt::Debug for VerifiableSecretSharingCommitment<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(&self.0).finish()
    }
}

/// Commitment entries from group elements: at least `min` of them (else
/// [`Error::IncorrectCommitmentLength`]), none the identity. Public for
/// key generation's commitments of other shapes.
pub fn entries_from_elements<C: Ciphersuite>(
    coefficients: Vec<Element<C>>,
    min: usize,
) -> Result<Vec<EncodedElement<C>>, Error<C>> {
    if coefficients.len() < min {
        return Err(Error::IncorrectCommitmentLength { identifier: None });
    }
    coefficients
        .into_iter()
        .map(|c| EncodedElement::new(c).map_err(Error::from))
        .collect()
}

/// Commitment entries from their encodings: at least `min` of them (checked
/// first, else [`Error::IncorrectCommitmentLength`]), each a canonical
/// non-identity element. A large commitment (a high threshold) is decoded
/// on every core ([`crate::parallel::try_map`]: public data, the first bad
/// entry's error as in the sequential loop). Public for key generation's
/// commitments of other shapes.
pub fn entries_from_encodings<C: Ciphersuite>(
    entries: &[impl AsRef<[u8]> + Sync],
    min: usize,
) -> Result<Vec<EncodedElement<C>>, Error<C>> {
    if entries.len() < min {
        return Err(Error::IncorrectCommitmentLength { identifier: None });
    }
    crate::parallel::try_map(entries, |entry| {
        EncodedElement::from_bytes(entry.as_ref()).map_err(Error::from)
    })
}

/// `SerializeElement` of each entry.
pub fn entry_encodings<C: Ciphersuite>(entries: &[EncodedElement<C>]) -> Vec<Vec<u8>> {
    entries.iter().map(|c| c.as_slice().to_vec()).collect()
}

/// The entries as group elements.
pub fn entry_elements<C: Ciphersuite>(entries: &[EncodedElement<C>]) -> Vec<Element<C>> {
    entries.iter().map(|c| *c.element()).collect()
}
