//! Key shares and trusted-dealer key generation (RFC 9591, Appendix C).
//!
//! A dealer picks a random polynomial `f` of degree `min_signers - 1` whose
//! constant term is the group signing key, gives participant `i` the share
//! `f(i)` (Shamir, Appendix C.1) and publishes commitments to the coefficients
//! (Feldman VSS, Appendix C.2) so that each participant can check its share.

use alloc::collections::BTreeMap;
use alloc::sync::Arc;
use alloc::vec::Vec;
use core::fmt;

use ff::Field;
use rand_core::CryptoRng;
use subtle::ConstantTimeEq;
use zeroize::{Zeroize, ZeroizeOnDrop, Zeroizing};

use crate::element::EncodedElement;
use crate::polynomial::{self, derive_interpolating_value};
use crate::{
    Ciphersuite, Element, ElementBytes, Error, Identifier, Scalar, ScalarBytes, SigningKey,
    VerifyingKey,
};

pub mod dkg;
mod normalize;
pub mod refresh;
pub mod repairable;
pub mod reshare;
pub mod tweak;
pub mod vss;

pub use vss::VerifiableSecretSharingCommitment;

/// A participant's secret share of the group signing key: `f(i)`.
///
/// Zeroized on drop, redacted in `Debug`, compared in constant time, and not
/// `Copy`, so no stray copy escapes zeroization.
#[derive(Clone, Zeroize, ZeroizeOnDrop)]
pub struct SigningShare<C: Ciphersuite>(Scalar<C>);

impl<C: Ciphersuite> SigningShare<C> {
    /// Wraps a scalar as a share.
    pub fn new(scalar: Scalar<C>) -> Self {
        Self(scalar)
    }

    /// The share as a scalar. Handle the result as a secret.
    pub fn to_scalar(&self) -> Scalar<C> {
        self.0
    }

    /// The share, borrowed: no copy of the secret is made.
    pub(crate) fn as_scalar(&self) -> &Scalar<C> {
        &self.0
    }

    /// `SerializeScalar(share)`. The result is secret: zeroize it after use.
    pub fn to_bytes(&self) -> ScalarBytes<C> {
        crate::serialize_scalar::<C>(&self.0)
    }

    /// Parses a canonical scalar encoding.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, Error<C>> {
        Ok(Self(C::deserialize_scalar(bytes)?))
    }

    /// The verifying share `f(i) * G` that corresponds to this share.
    pub fn verifying_share(&self) -> Result<VerifyingShare<C>, Error<C>> {
        VerifyingShare::new(EncodedElement::<C>::public_image(&self.0))
    }
}

impl<C: Ciphersuite> PartialEq for SigningShare<C> {
    fn eq(&self, other: &Self) -> bool {
        self.0.ct_eq(&other.0).into()
    }
}

impl<C: Ciphersuite> Eq for SigningShare<C> {}

impl<C: Ciphersuite> fmt::Debug for SigningShare<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SigningShare(<redacted>)")
    }
}

/// The public image `f(i) * G` of a participant's share, used to check that
/// participant's signature shares (RFC 9591, Section 5.4).
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct VerifyingShare<C: Ciphersuite>(EncodedElement<C>);

impl<C: Ciphersuite> VerifyingShare<C> {
    /// Wraps an element; the identity is refused.
    pub fn new(element: Element<C>) -> Result<Self, Error<C>> {
        Ok(Self(EncodedElement::new(element)?))
    }

    /// The share as a group element.
    pub fn to_element(&self) -> Element<C> {
        *self.0.element()
    }

    /// `SerializeElement(share)`.
    pub fn to_bytes(&self) -> ElementBytes<C> {
        *self.0.bytes()
    }

    /// Parses a canonical, non-identity element encoding.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, Error<C>> {
        Ok(Self(EncodedElement::from_bytes(bytes)?))
    }
}

impl<C: Ciphersuite> fmt::Debug for VerifyingShare<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("VerifyingShare").field(&self.0).finish()
    }
}

/// What the dealer sends to one participant: its identifier, its secret share
/// and the public VSS commitment. Send it over a confidential, authenticated
/// channel.
///
/// The commitment is public and identical in every share of one dealing, so
/// the shares of a dealing hold it behind one reference-counted pointer: at
/// 667-of-1000, copying it into each share would move about 130 MB.
#[derive(Clone, PartialEq, Eq, Zeroize, ZeroizeOnDrop)]
pub struct SecretShare<C: Ciphersuite> {
    #[zeroize(skip)]
    identifier: Identifier<C>,
    signing_share: SigningShare<C>,
    #[zeroize(skip)]
    commitment: Arc<VerifiableSecretSharingCommitment<C>>,
}

impl<C: Ciphersuite> SecretShare<C> {
    /// Assembles a secret share (as received from a dealer); call
    /// [`SecretShare::verify`] or convert it into a [`KeyPackage`] to check it.
    pub fn new(
        identifier: Identifier<C>,
        signing_share: SigningShare<C>,
        commitment: VerifiableSecretSharingCommitment<C>,
    ) -> Self {
        Self::with_shared_commitment(identifier, signing_share, Arc::new(commitment))
    }

    /// [`SecretShare::new`] with a commitment shared by every share of a dealing.
    fn with_shared_commitment(
        identifier: Identifier<C>,
        signing_share: SigningShare<C>,
        commitment: Arc<VerifiableSecretSharingCommitment<C>>,
    ) -> Self {
        Self {
            identifier,
            signing_share,
            commitment,
        }
    }

    /// The participant this share belongs to.
    pub fn identifier(&self) -> &Identifier<C> {
        &self.identifier
    }

    /// The secret share `f(i)`.
    pub fn signing_share(&self) -> &SigningShare<C> {
        &self.signing_share
    }

    /// The dealer's VSS commitment.
    pub fn commitment(&self) -> &VerifiableSecretSharingCommitment<C> {
        &self.commitment
    }

    /// `vss_verify(share_i, vss_commitment)` (RFC 9591, Appendix C.2): checks
    /// `f(i) * G == sum(C_k * i^k)` and returns this participant's verifying
    /// share and the group verifying key.
    pub fn verify(&self) -> Result<(VerifyingShare<C>, VerifyingKey<C>), Error<C>> {
        let invalid = || Error::InvalidSecretShare {
            identifier: Some(self.identifier),
        };
        let expected = self.commitment.evaluate(&self.identifier);
        let actual = EncodedElement::<C>::public_image(&self.signing_share.0);
        if actual != expected {
            return Err(invalid());
        }
        let verifying_share = VerifyingShare::new(actual).map_err(|_| invalid())?;
        Ok((verifying_share, self.commitment.verifying_key()))
    }
}

impl<C: Ciphersuite> fmt::Debug for SecretShare<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SecretShare")
            .field("identifier", &self.identifier)
            .field("signing_share", &self.signing_share)
            .field("commitment", &self.commitment)
            .finish()
    }
}

/// Everything a participant needs to sign: its identifier, its secret share,
/// its verifying share, the group verifying key and the threshold.
///
/// Built from a [`SecretShare`] only after checking it against the dealer's
/// commitment, or by distributed key generation.
#[derive(Clone, PartialEq, Eq, Zeroize, ZeroizeOnDrop)]
pub struct KeyPackage<C: Ciphersuite> {
    #[zeroize(skip)]
    identifier: Identifier<C>,
    signing_share: SigningShare<C>,
    #[zeroize(skip)]
    verifying_share: VerifyingShare<C>,
    #[zeroize(skip)]
    verifying_key: VerifyingKey<C>,
    #[zeroize(skip)]
    min_signers: u16,
}

impl<C: Ciphersuite> KeyPackage<C> {
    /// Assembles a key package, checking that the verifying share is the image
    /// of the signing share and that `min_signers >= 2`.
    pub fn new(
        identifier: Identifier<C>,
        signing_share: SigningShare<C>,
        verifying_share: VerifyingShare<C>,
        verifying_key: VerifyingKey<C>,
        min_signers: u16,
    ) -> Result<Self, Error<C>> {
        if min_signers < 2 {
            return Err(Error::InvalidMinSigners);
        }
        if signing_share.verifying_share()? != verifying_share {
            return Err(Error::InvalidSecretShare {
                identifier: Some(identifier),
            });
        }
        Ok(Self {
            identifier,
            signing_share,
            verifying_share,
            verifying_key,
            min_signers,
        })
    }

    /// This participant's identifier.
    pub fn identifier(&self) -> &Identifier<C> {
        &self.identifier
    }

    /// This participant's secret share.
    pub fn signing_share(&self) -> &SigningShare<C> {
        &self.signing_share
    }

    /// This participant's verifying share.
    pub fn verifying_share(&self) -> &VerifyingShare<C> {
        &self.verifying_share
    }

    /// The group verifying key.
    pub fn verifying_key(&self) -> &VerifyingKey<C> {
        &self.verifying_key
    }

    /// The threshold: how many participants must sign.
    pub fn min_signers(&self) -> u16 {
        self.min_signers
    }
}

impl<C: Ciphersuite> TryFrom<SecretShare<C>> for KeyPackage<C> {
    type Error = Error<C>;

    /// Verifies the share against the dealer's commitment
    /// ([`SecretShare::verify`]) and keeps what signing needs.
    fn try_from(share: SecretShare<C>) -> Result<Self, Error<C>> {
        let (verifying_share, verifying_key) = share.verify()?;
        Ok(Self {
            identifier: share.identifier,
            signing_share: share.signing_share.clone(),
            verifying_share,
            verifying_key,
            min_signers: share.commitment.min_signers(),
        })
    }
}

impl<C: Ciphersuite> fmt::Debug for KeyPackage<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("KeyPackage")
            .field("identifier", &self.identifier)
            .field("signing_share", &self.signing_share)
            .field("verifying_share", &self.verifying_share)
            .field("verifying_key", &self.verifying_key)
            .field("min_signers", &self.min_signers)
            .finish()
    }
}

/// The public view of the group: every participant's verifying share, the
/// group verifying key and the threshold. The coordinator needs it to
/// aggregate and to name participants whose signature shares are invalid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublicKeyPackage<C: Ciphersuite> {
    verifying_shares: BTreeMap<Identifier<C>, VerifyingShare<C>>,
    verifying_key: VerifyingKey<C>,
    min_signers: u16,
}

impl<C: Ciphersuite> PublicKeyPackage<C> {
    /// Assembles a public key package; `min_signers` must be at least 2 and at
    /// most the number of participants.
    pub fn new(
        verifying_shares: BTreeMap<Identifier<C>, VerifyingShare<C>>,
        verifying_key: VerifyingKey<C>,
        min_signers: u16,
    ) -> Result<Self, Error<C>> {
        if min_signers < 2 || usize::from(min_signers) > verifying_shares.len() {
            return Err(Error::InvalidMinSigners);
        }
        Ok(Self {
            verifying_shares,
            verifying_key,
            min_signers,
        })
    }

    /// `derive_group_info` (RFC 9591, Appendix C.2): the public key package
    /// implied by a VSS commitment for the given participants.
    pub fn from_commitment(
        identifiers: &[Identifier<C>],
        commitment: &VerifiableSecretSharingCommitment<C>,
    ) -> Result<Self, Error<C>> {
        let verifying_shares = identifiers
            .iter()
            .map(|id| Ok((*id, commitment.verifying_share(id)?)))
            .collect::<Result<BTreeMap<_, _>, Error<C>>>()?;
        Self::new(
            verifying_shares,
            commitment.verifying_key(),
            commitment.min_signers(),
        )
    }

    /// Every participant's verifying share.
    pub fn verifying_shares(&self) -> &BTreeMap<Identifier<C>, VerifyingShare<C>> {
        &self.verifying_shares
    }

    /// The group verifying key.
    pub fn verifying_key(&self) -> &VerifyingKey<C> {
        &self.verifying_key
    }

    /// The threshold: how many participants must sign.
    pub fn min_signers(&self) -> u16 {
        self.min_signers
    }

    /// The number of participants.
    pub fn max_signers(&self) -> usize {
        self.verifying_shares.len()
    }
}

/// Which identifiers the participants of a new key get.
#[derive(Clone, Copy, Debug)]
pub enum IdentifierList<'a, C: Ciphersuite> {
    /// `1, 2, ..., max_signers`.
    Default,
    /// These identifiers, which must be distinct and exactly `max_signers`.
    Custom(&'a [Identifier<C>]),
}

impl<C: Ciphersuite> IdentifierList<'_, C> {
    /// The identifiers, checked for count and distinctness.
    pub fn resolve(&self, max_signers: u16) -> Result<Vec<Identifier<C>>, Error<C>> {
        match self {
            IdentifierList::Default => (1..=max_signers).map(Identifier::try_from).collect(),
            IdentifierList::Custom(identifiers) => {
                if identifiers.len() != usize::from(max_signers) {
                    return Err(Error::IncorrectNumberOfIdentifiers);
                }
                check_distinct(identifiers)?;
                Ok(identifiers.to_vec())
            }
        }
    }
}

/// Fails with the first identifier that occurs twice.
pub(crate) fn check_distinct<C: Ciphersuite>(
    identifiers: &[Identifier<C>],
) -> Result<(), Error<C>> {
    let mut sorted = identifiers.to_vec();
    sorted.sort_unstable();
    match sorted.windows(2).find(|pair| pair[0] == pair[1]) {
        Some(pair) => Err(Error::DuplicatedIdentifier {
            identifier: pair[0],
        }),
        None => Ok(()),
    }
}

/// Checks `2 <= min_signers <= max_signers`.
pub(crate) fn validate_num_of_signers<C: Ciphersuite>(
    min_signers: u16,
    max_signers: u16,
) -> Result<(), Error<C>> {
    if max_signers < 2 {
        return Err(Error::InvalidMaxSigners);
    }
    if min_signers < 2 || min_signers > max_signers {
        return Err(Error::InvalidMinSigners);
    }
    Ok(())
}

/// The shares of a new key and its public key package.
pub type DealtKey<C> = (BTreeMap<Identifier<C>, SecretShare<C>>, PublicKeyPackage<C>);

/// `trusted_dealer_keygen` (RFC 9591, Appendix C): a fresh random group key,
/// split into `max_signers` shares of which any `min_signers` can sign.
///
/// The dealer learns the group signing key; send each [`SecretShare`] to its
/// participant over a confidential, authenticated channel, then forget them.
pub fn generate_with_dealer<C: Ciphersuite, R: CryptoRng + ?Sized>(
    max_signers: u16,
    min_signers: u16,
    identifiers: IdentifierList<C>,
    rng: &mut R,
) -> Result<DealtKey<C>, Error<C>> {
    let key = SigningKey::new(rng);
    split(&key, max_signers, min_signers, identifiers, rng)
}

/// Splits an existing signing key into `max_signers` shares of which any
/// `min_signers` can sign (RFC 9591, Appendix C.1, `secret_share_shard`).
///
/// The RFC draws the polynomial's coefficients `a_1, ..., a_(t-1)` uniformly at
/// random; this draws the coefficients `c_1, ..., c_(t-1)` of the same
/// polynomial in the falling-factorial basis, `f(x) = key + sum(c_k * x (x - 1)
/// ... (x - k + 1))`, instead. The change of basis is linear and invertible
/// (triangular, with diagonal `1`), so the polynomial has exactly the RFC's
/// distribution, and the shares at the default identifiers `1..n` then follow by
/// additions alone (forward differences) instead of `n` Horner evaluations.
///
/// A suite that admits only one of `Y` and `-Y` as a group key
/// ([`Ciphersuite::is_normalized_group_key`], e.g. Orchard's even `ak`)
/// shares `-key` instead of `key` when `key * G` is the other one.
pub fn split<C: Ciphersuite, R: CryptoRng + ?Sized>(
    key: &SigningKey<C>,
    max_signers: u16,
    min_signers: u16,
    identifiers: IdentifierList<C>,
    rng: &mut R,
) -> Result<DealtKey<C>, Error<C>> {
    validate_num_of_signers::<C>(min_signers, max_signers)?;
    let identifiers = identifiers.resolve(max_signers)?;
    let mut newton = Zeroizing::new(Vec::with_capacity(usize::from(min_signers)));
    newton.push(key.to_scalar());
    newton.extend((1..min_signers).map(|_| crate::random_scalar::<C>(rng)));
    let coefficients = Zeroizing::new(polynomial::monomial_from_newton::<C>(&newton));
    let values = if are_one_to_n(&identifiers) {
        polynomial::evaluate_at_one_to::<C>(&newton, identifiers.len())
    } else {
        evaluate_at::<C>(&coefficients, &identifiers)
    };
    deal(&coefficients, &identifiers, Zeroizing::new(values))
}

/// Shares the polynomial with the given coefficients (constant term first) among
/// `identifiers`. Exposed for known-answer tests, which fix the coefficients.
#[cfg(feature = "test-helpers")]
pub fn split_with_coefficients<C: Ciphersuite>(
    coefficients: &[Scalar<C>],
    identifiers: &[Identifier<C>],
) -> Result<DealtKey<C>, Error<C>> {
    let max_signers = u16::try_from(identifiers.len()).map_err(|_| Error::InvalidMaxSigners)?;
    let min_signers = u16::try_from(coefficients.len()).map_err(|_| Error::InvalidMinSigners)?;
    validate_num_of_signers::<C>(min_signers, max_signers)?;
    check_distinct(identifiers)?;
    let values = Zeroizing::new(evaluate_at::<C>(coefficients, identifiers));
    deal(coefficients, identifiers, values)
}

/// Whether `identifiers` are `1, 2, ..., n` in this order. Identifiers are
/// public, so this may run in variable time.
fn are_one_to_n<C: Ciphersuite>(identifiers: &[Identifier<C>]) -> bool {
    let mut expected = Scalar::<C>::ZERO;
    identifiers.iter().all(|id| {
        expected += Scalar::<C>::ONE;
        id.to_scalar() == expected
    })
}

/// `f(x)` at each identifier by Horner's rule (constant time in the
/// coefficients).
fn evaluate_at<C: Ciphersuite>(
    coefficients: &[Scalar<C>],
    identifiers: &[Identifier<C>],
) -> Vec<Scalar<C>> {
    identifiers
        .iter()
        .map(|id| polynomial::evaluate::<C>(coefficients, &id.to_scalar()))
        .collect()
}

/// Commits to `coefficients` and hands out `values[i] = f(identifiers[i])`.
/// Every share holds the same commitment, behind one reference-counted pointer.
///
/// If the suite does not admit the group key ([`normalize`]), the polynomial
/// is negated: every share, and every commitment.
fn deal<C: Ciphersuite>(
    coefficients: &[Scalar<C>],
    identifiers: &[Identifier<C>],
    mut values: Zeroizing<Vec<Scalar<C>>>,
) -> Result<DealtKey<C>, Error<C>> {
    let mut commitment = VerifiableSecretSharingCommitment::commit(coefficients)?;
    if normalize::needs_negation(&commitment.verifying_key()) {
        commitment = VerifiableSecretSharingCommitment::new(
            commitment.coefficients().into_iter().map(|c| -c).collect(),
        )?;
        for value in values.iter_mut() {
            *value = -*value;
        }
    }
    let commitment = Arc::new(commitment);
    let verifying_shares = identifiers
        .iter()
        .copied()
        .zip(
            EncodedElement::mul_base_batch(&values)?
                .into_iter()
                .map(VerifyingShare),
        )
        .collect();
    let shares = identifiers
        .iter()
        .zip(values.iter())
        .map(|(id, value)| {
            let share = SigningShare::new(*value);
            let shared = SecretShare::with_shared_commitment(*id, share, Arc::clone(&commitment));
            (*id, shared)
        })
        .collect();
    let public = PublicKeyPackage::new(
        verifying_shares,
        commitment.verifying_key(),
        commitment.min_signers(),
    )?;
    Ok((shares, public))
}

/// Recovers the group signing key from at least `min_signers` key packages by
/// Lagrange interpolation at zero (RFC 9591, Appendix C.1, `secret_share_combine`).
///
/// This defeats the purpose of threshold signing: use it only for tests,
/// migration, or a deliberate exit from the threshold setting.
pub fn reconstruct<C: Ciphersuite>(
    key_packages: &[KeyPackage<C>],
) -> Result<SigningKey<C>, Error<C>> {
    let first = key_packages.first().ok_or(Error::TooFewSigners {
        min_signers: 2,
        signers: 0,
    })?;
    let min_signers = first.min_signers;
    if key_packages.len() < usize::from(min_signers) {
        return Err(Error::TooFewSigners {
            min_signers,
            signers: key_packages.len(),
        });
    }
    let identifiers: Vec<Identifier<C>> = key_packages.iter().map(|k| k.identifier).collect();
    check_distinct(&identifiers)?;
    let mut secret = Scalar::<C>::ZERO;
    for package in key_packages {
        let lambda = derive_interpolating_value(&identifiers, &package.identifier)?;
        secret += lambda * package.signing_share.0;
    }
    let key = SigningKey::from_scalar(secret);
    secret.zeroize();
    key
}
