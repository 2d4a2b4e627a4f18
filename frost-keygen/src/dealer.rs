//! Trusted-dealer key generation (RFC 9591, Appendix C): splitting a key into
//! shares and recombining them.

use alloc::collections::BTreeMap;
use alloc::sync::Arc;
use alloc::vec::Vec;

use ff::Field;
use rand_core::CryptoRng;
use zeroize::{Zeroize, Zeroizing};

use frost_core::EncodedElement;
use frost_core::keys::{
    KeyPackage, PublicKeyPackage, SigningShare, VerifiableSecretSharingCommitment, VerifyingShare,
};
use frost_core::polynomial::derive_interpolating_value;
use frost_core::signature_scheme::is_normalized_key;

use crate::polynomial;
use crate::{SecretShare, check_distinct, validate_num_of_signers};
use frost_core::{
    Ciphersuite, Error, Identifier, Scalar, SignatureScheme, SigningKey, VerifyingKey,
};

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
/// ([`SignatureScheme::EvenGroupKey`](frost_core::SignatureScheme::EvenGroupKey), e.g. Orchard's even `ak`)
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
    newton.extend((1..min_signers).map(|_| frost_core::random_scalar::<C>(rng)));
    // The sign is settled first, from the public group key, so that the
    // commitment and the shares can be computed at once.
    normalize_sign(|| key.verifying_key(), &mut newton);
    if are_one_to_n(&identifiers) {
        deal(
            || {
                VerifiableSecretSharingCommitment::commit(&Zeroizing::new(
                    polynomial::monomial_from_newton::<C>(&newton),
                ))
            },
            || polynomial::evaluate_at_one_to::<C>(&newton, identifiers.len()),
            &identifiers,
        )
    } else {
        let coefficients = Zeroizing::new(polynomial::monomial_from_newton::<C>(&newton));
        deal(
            || VerifiableSecretSharingCommitment::commit(&coefficients),
            || evaluate_at::<C>(&coefficients, &identifiers),
            &identifiers,
        )
    }
}

/// Negates the polynomial `coefficients` (in either basis) if the suite does
/// not admit the group key `key()` ([`is_normalized_key`]): the dealt key is
/// then `-key`. Only a suite that admits one of `Y` and `-Y`
/// ([`SignatureScheme::EvenGroupKey`]) computes the key (a base
/// multiplication). The key is public; the negation is constant time in the
/// coefficients.
fn normalize_sign<C: Ciphersuite>(
    key: impl FnOnce() -> VerifyingKey<C>,
    coefficients: &mut [Scalar<C>],
) {
    if matches!(C::SIGNATURES, SignatureScheme::EvenGroupKey) && !is_normalized_key(&key()) {
        for coefficient in coefficients.iter_mut() {
            *coefficient = -*coefficient;
        }
    }
}

/// Known-answer hook (`test-helpers` feature), never for production: shares
/// the polynomial with the given coefficients (constant term first) among
/// `identifiers`, so that the conformance kit can replay RFC 9591's vectors,
/// which fix the coefficients. Coefficients that are not uniformly random and
/// secret reveal the key.
#[cfg(feature = "test-helpers")]
pub fn split_with_coefficients<C: Ciphersuite>(
    coefficients: &[Scalar<C>],
    identifiers: &[Identifier<C>],
) -> Result<DealtKey<C>, Error<C>> {
    let max_signers = u16::try_from(identifiers.len()).map_err(|_| Error::InvalidMaxSigners)?;
    let min_signers = u16::try_from(coefficients.len()).map_err(|_| Error::InvalidMinSigners)?;
    validate_num_of_signers::<C>(min_signers, max_signers)?;
    check_distinct(identifiers)?;
    let mut coefficients = Zeroizing::new(coefficients.to_vec());
    // A zero constant term has no key to normalise: the commitment refuses it.
    if let Ok(key) =
        SigningKey::<C>::from_scalar(coefficients.first().copied().unwrap_or(Scalar::<C>::ZERO))
    {
        normalize_sign(|| key.verifying_key(), &mut coefficients);
    }
    deal(
        || VerifiableSecretSharingCommitment::commit(&coefficients),
        || evaluate_at::<C>(&coefficients, identifiers),
        identifiers,
    )
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
    frost_core::parallel::map(identifiers, |id| {
        polynomial::evaluate::<C>(coefficients, &id.to_scalar())
    })
}

/// Hands out the polynomial's values at `identifiers` (`evaluate`, in their
/// order) with its commitment (`commit`): the commitment on one side and the
/// values with their verifying shares on the other run at once on a large
/// group (each side split further where it can), as neither needs the
/// other. Every share holds the same commitment, behind one
/// reference-counted pointer. The sign is already settled
/// ([`normalize_sign`]).
fn deal<C: Ciphersuite>(
    commit: impl FnOnce() -> Result<VerifiableSecretSharingCommitment<C>, Error<C>> + Send,
    evaluate: impl FnOnce() -> Vec<Scalar<C>> + Send,
    identifiers: &[Identifier<C>],
) -> Result<DealtKey<C>, Error<C>> {
    let (commitment, (values, verifying_shares)) =
        frost_core::parallel::join(identifiers.len(), commit, || {
            let values = Zeroizing::new(evaluate());
            let verifying_shares = EncodedElement::mul_base_batch(&values);
            (values, verifying_shares)
        });
    let commitment = Arc::new(commitment?);
    let verifying_shares = identifiers
        .iter()
        .copied()
        .zip(
            verifying_shares?
                .into_iter()
                .map(VerifyingShare::from_encoded),
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
    let min_signers = first.min_signers();
    if key_packages.len() < usize::from(min_signers) {
        return Err(Error::TooFewSigners {
            min_signers,
            signers: key_packages.len(),
        });
    }
    let identifiers: Vec<Identifier<C>> = key_packages.iter().map(|k| *k.identifier()).collect();
    check_distinct(&identifiers)?;
    let mut secret = Scalar::<C>::ZERO;
    for package in key_packages {
        let lambda = derive_interpolating_value(&identifiers, package.identifier())?;
        secret += lambda * package.signing_share().as_scalar();
    }
    let key = SigningKey::from_scalar(secret);
    secret.zeroize();
    key
}
