//! The refresh commitment, key generation's second shape of Feldman
//! commitment (Feldman 1987; RFC 9591, Appendix C.2, `vss_commit`), beside
//! the engine's [`VerifiableSecretSharingCommitment`]: a refresh polynomial's
//! constant term is zero and its `C_0` would be the identity (which has no
//! encoding), so [`RefreshCommitment`] holds `[C_1, ..., C_(t-1)]`.
//! [`Dealt`] gives the dealing engine one view of both.

use alloc::vec::Vec;
use core::fmt;

use frost_core::EncodedElement;
use frost_core::keys::VerifiableSecretSharingCommitment;
use frost_core::keys::commitment::{
    entries_from_elements, entries_from_encodings, entry_elements, entry_encodings,
};
use frost_core::{Ciphersuite, Element, Error, Identifier, Scalar};

use super::ConstantTerm;
use super::exponent::EvaluationPoint;

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
        entries_from_elements(coefficients, 1).map(Self)
    }

    /// Parses one canonical encoding per entry `a_1 * G, a_2 * G, ...`: at
    /// least one, none the identity.
    pub fn from_coefficient_bytes(entries: &[impl AsRef<[u8]> + Sync]) -> Result<Self, Error<C>> {
        entries_from_encodings(entries, 1).map(Self)
    }

    /// `SerializeElement(a_k * G)` for `k = 1, 2, ...`: the inverse of
    /// [`from_coefficient_bytes`](Self::from_coefficient_bytes).
    pub fn coefficient_bytes(&self) -> Vec<Vec<u8>> {
        entry_encodings(&self.0)
    }

    /// Commits to the coefficients `a_1, a_2, ...` (secret, constant time).
    pub(crate) fn commit(higher_coefficients: &[Scalar<C>]) -> Result<Self, Error<C>> {
        Ok(Self(EncodedElement::mul_base_batch(higher_coefficients)?))
    }

    /// The coefficient commitments `a_1 * G, a_2 * G, ...`.
    pub fn coefficients(&self) -> Vec<Element<C>> {
        entry_elements(&self.0)
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

/// A commitment as the dealing engine uses it: which coefficients it covers,
/// how to compute it, and the domain-separation tags of the protocol it
/// belongs to (key generation deals full commitments, refresh zero-constant
/// ones; resharing deals full ones outside the engine's rounds).
pub(crate) trait Dealt<C: Ciphersuite>: Clone + PartialEq + fmt::Debug {
    /// Whether the commitment starts at `C_0` or at `C_1`.
    const CONSTANT_TERM: ConstantTerm;
    /// The tag of the round-one transcript digest.
    const TRANSCRIPT_TAG: &'static [u8];

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
