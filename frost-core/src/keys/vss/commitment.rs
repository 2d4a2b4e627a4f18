//! Feldman commitments to dealt polynomials (Feldman 1987; RFC 9591,
//! Appendix C.2, `vss_commit`): `C_k = a_k * G` for each coefficient `a_k`, so
//! that anyone can evaluate the polynomial "in the exponent" and check a
//! share `f(i)` against `f(i) * G` without learning it.
//!
//! Two shapes: [`VerifiableSecretSharingCommitment`], the full commitment
//! `[C_0, ..., C_(t-1)]` of a dealer and of every key generation or resharing
//! dealer, and [`RefreshCommitment`], the commitment `[C_1, ..., C_(t-1)]` of a
//! refresh polynomial, whose constant term is zero and whose `C_0` would be
//! the identity (which has no encoding). [`Dealt`] gives the dealing engine one
//! view of both.

use alloc::vec::Vec;
use core::fmt;

use ff::Field;

use super::ConstantTerm;
use super::exponent::EvaluationPoint;
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
        from_elements(coefficients, 2).map(Self)
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
    pub fn from_coefficient_bytes(entries: &[impl AsRef<[u8]>]) -> Result<Self, Error<C>> {
        from_encodings(entries, 2).map(Self)
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
        encodings(&self.0)
    }

    /// The coefficient commitments `a_k * G`, constant term first.
    pub fn coefficients(&self) -> Vec<Element<C>> {
        elements(&self.0)
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

/// A commitment `[a_1 * G, ..., a_(t-1) * G]` to a polynomial whose constant
/// term is zero: the first entry of a Feldman commitment (RFC 9591,
/// Appendix C.2) would be the identity, which has no encoding, so it is left
/// out. The threshold `t` is the length plus one.
#[derive(Clone, PartialEq, Eq)]
pub struct RefreshCommitment<C: Ciphersuite>(Vec<EncodedElement<C>>);

impl<C: Ciphersuite> RefreshCommitment<C> {
    /// Builds a commitment from the commitments to `a_1, a_2, ...`; at least
    /// one is needed, and the identity is refused.
    pub fn new(coefficients: Vec<Element<C>>) -> Result<Self, Error<C>> {
        from_elements(coefficients, 1).map(Self)
    }

    /// Parses one canonical encoding per entry `a_1 * G, a_2 * G, ...`: at
    /// least one, none the identity.
    pub fn from_coefficient_bytes(entries: &[impl AsRef<[u8]>]) -> Result<Self, Error<C>> {
        from_encodings(entries, 1).map(Self)
    }

    /// `SerializeElement(a_k * G)` for `k = 1, 2, ...`: the inverse of
    /// [`from_coefficient_bytes`](Self::from_coefficient_bytes).
    pub fn coefficient_bytes(&self) -> Vec<Vec<u8>> {
        encodings(&self.0)
    }

    /// Commits to the coefficients `a_1, a_2, ...` (secret, constant time).
    pub(crate) fn commit(higher_coefficients: &[Scalar<C>]) -> Result<Self, Error<C>> {
        Ok(Self(EncodedElement::mul_base_batch(higher_coefficients)?))
    }

    /// The coefficient commitments `a_1 * G, a_2 * G, ...`.
    pub fn coefficients(&self) -> Vec<Element<C>> {
        elements(&self.0)
    }

    /// The threshold this commitment describes (its length plus one).
    pub fn min_signers(&self) -> u16 {
        u16::try_from(self.0.len() + 1).unwrap_or(u16::MAX)
    }

    /// `g(i) * G = sum(C_k * i^k)` for `k >= 1`, in variable time (public data).
    pub(crate) fn evaluate(&self, identifier: &Identifier<C>) -> Element<C> {
        let point = EvaluationPoint::new(identifier);
        point.mul(&point.evaluate(self.0.iter().map(|c| *c.element())))
    }

    /// The entries, `a_1 * G` first.
    pub(crate) fn entries(&self) -> &[EncodedElement<C>] {
        &self.0
    }
}

impl<C: Ciphersuite> fmt::Debug for RefreshCommitment<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(&self.0).finish()
    }
}

/// Commitment entries from group elements: at least `min` of them (else
/// [`Error::IncorrectCommitmentLength`]), none the identity.
fn from_elements<C: Ciphersuite>(
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
/// non-identity element.
fn from_encodings<C: Ciphersuite>(
    entries: &[impl AsRef<[u8]>],
    min: usize,
) -> Result<Vec<EncodedElement<C>>, Error<C>> {
    if entries.len() < min {
        return Err(Error::IncorrectCommitmentLength { identifier: None });
    }
    entries
        .iter()
        .map(|entry| EncodedElement::from_bytes(entry.as_ref()).map_err(Error::from))
        .collect()
}

/// `SerializeElement` of each entry.
fn encodings<C: Ciphersuite>(entries: &[EncodedElement<C>]) -> Vec<Vec<u8>> {
    entries.iter().map(|c| c.as_slice().to_vec()).collect()
}

/// The entries as group elements.
fn elements<C: Ciphersuite>(entries: &[EncodedElement<C>]) -> Vec<Element<C>> {
    entries.iter().map(|c| *c.element()).collect()
}

/// A commitment as the dealing engine uses it: which coefficients it covers,
/// how to compute it, and the domain-separation tags of the protocol it
/// belongs to (key generation deals full commitments, refresh zero-constant
/// ones; resharing deals full ones outside the engine's rounds).
pub(crate) trait Dealt<C: Ciphersuite>: Clone + PartialEq + fmt::Debug {
    /// Whether the commitment starts at `C_0` or at `C_1`.
    const CONSTANT_TERM: ConstantTerm;
    /// The tag of the round-one transcript digest.
    const TRANSCRIPT_TAG: &'static [u8];
    /// The tag of the weights of the round-three share check.
    const SHARE_WEIGHTS_TAG: &'static [u8];

    /// Commits to the committed coefficients (secret, constant time): all of
    /// them, or all but the zero constant term.
    fn commit(committed: &[Scalar<C>]) -> Result<Self, Error<C>>;

    /// The entries, in the order of [`Self::CONSTANT_TERM`].
    fn entries(&self) -> &[EncodedElement<C>];

    /// `f(i) * G`, in variable time (public data).
    fn evaluate_at(&self, identifier: &Identifier<C>) -> Element<C>;

    /// The threshold the commitment describes.
    fn threshold(&self) -> u16;
}

impl<C: Ciphersuite> Dealt<C> for VerifiableSecretSharingCommitment<C> {
    const CONSTANT_TERM: ConstantTerm = ConstantTerm::Committed;
    const TRANSCRIPT_TAG: &'static [u8] = b"dkg transcript";
    const SHARE_WEIGHTS_TAG: &'static [u8] = b"dkg share weights";

    fn commit(committed: &[Scalar<C>]) -> Result<Self, Error<C>> {
        Self::commit(committed)
    }

    fn entries(&self) -> &[EncodedElement<C>] {
        self.entries()
    }

    fn evaluate_at(&self, identifier: &Identifier<C>) -> Element<C> {
        self.evaluate(identifier)
    }

    fn threshold(&self) -> u16 {
        self.min_signers()
    }
}

impl<C: Ciphersuite> Dealt<C> for RefreshCommitment<C> {
    const CONSTANT_TERM: ConstantTerm = ConstantTerm::Zero;
    const TRANSCRIPT_TAG: &'static [u8] = b"refresh transcript";
    const SHARE_WEIGHTS_TAG: &'static [u8] = b"refresh share weights";

    fn commit(committed: &[Scalar<C>]) -> Result<Self, Error<C>> {
        Self::commit(committed)
    }

    fn entries(&self) -> &[EncodedElement<C>] {
        self.entries()
    }

    fn evaluate_at(&self, identifier: &Identifier<C>) -> Element<C> {
        self.evaluate(identifier)
    }

    fn threshold(&self) -> u16 {
        self.min_signers()
    }
}
