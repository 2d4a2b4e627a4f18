//! A single-party Schnorr signing key (RFC 9591, Appendix B).
//!
//! FROST signatures are ordinary Schnorr signatures: this key signs exactly
//! what a group holding it in shares would, which makes it the reference for
//! tests, and it is the secret a dealer splits (key generation's `split`,
//! crate `frost-keygen`).

use alloc::vec::Vec;
use core::fmt;

use ff::Field;
use rand_core::CryptoRng;
use subtle::ConstantTimeEq;
use zeroize::{Zeroize, ZeroizeOnDrop, Zeroizing};

use crate::challenge::compute_challenge;
use crate::element::EncodedElement;
use crate::signature::{negate_if, normalize_commitment};
use crate::{Ciphersuite, Error, Scalar, Signature, VerifyingKey};

/// A non-zero secret scalar `s` with verifying key `s * G`.
///
/// Zeroized on drop, redacted in `Debug`, never `Copy`.
#[derive(Clone, Zeroize, ZeroizeOnDrop)]
pub struct SigningKey<C: Ciphersuite> {
    scalar: Scalar<C>,
}

impl<C: Ciphersuite> SigningKey<C> {
    /// A fresh, uniformly random non-zero key.
    pub fn new<R: CryptoRng + ?Sized>(rng: &mut R) -> Self {
        loop {
            let scalar = crate::random_scalar::<C>(rng);
            // Redrawing a zero reveals only that a discarded draw was zero.
            if !crate::outcome::public(scalar.is_zero()) {
                return Self { scalar };
            }
        }
    }

    /// Wraps a scalar; zero is refused.
    pub fn from_scalar(scalar: Scalar<C>) -> Result<Self, Error<C>> {
        // Refusing a zero key reveals only that the input is invalid.
        if crate::outcome::public(scalar.is_zero()) {
            return Err(Error::MalformedSigningKey);
        }
        Ok(Self { scalar })
    }

    /// Parses a canonical, non-zero scalar encoding.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, Error<C>> {
        let scalar = C::deserialize_scalar(bytes).map_err(|_| Error::MalformedSigningKey)?;
        Self::from_scalar(scalar)
    }

    /// **Secret.** `SerializeScalar(s)`, in a buffer wiped when dropped (the
    /// temporary encoding it is copied from is wiped too).
    pub fn to_bytes(&self) -> Zeroizing<Vec<u8>> {
        let mut repr = crate::serialize_scalar::<C>(&self.scalar);
        let bytes = Zeroizing::new(repr.as_ref().to_vec());
        repr.as_mut().zeroize();
        bytes
    }

    /// The key as a scalar. Handle the result as a secret.
    pub fn to_scalar(&self) -> Scalar<C> {
        self.scalar
    }

    /// The verifying key `s * G`.
    pub fn verifying_key(&self) -> VerifyingKey<C> {
        VerifyingKey::from_signing_key(self)
    }

    /// `prime_order_sign(msg, s)` (RFC 9591, Appendix B): a Schnorr signature
    /// with a fresh random nonce, verifiable with [`VerifyingKey::verify`].
    /// For BIP340 suites the nonce and the key are negated where `R` or the
    /// key has odd `y` ([`is_negated`](crate::signature_scheme::is_negated)).
    pub fn sign<R: CryptoRng + ?Sized>(&self, rng: &mut R, message: &[u8]) -> Signature<C> {
        let public_key = self.verifying_key();
        let negate_key = crate::signature_scheme::is_negated::<C>(public_key.encoded().bytes());
        loop {
            let mut r = crate::random_scalar::<C>(rng);
            // A zero nonce would give R = identity, which has no encoding.
            if let Ok((commitment, negate_nonce)) =
                EncodedElement::mul_base(&r).and_then(normalize_commitment)
            {
                let c = compute_challenge::<C>(&commitment, public_key.encoded(), message);
                let z =
                    negate_if::<C>(r, negate_nonce) + c * negate_if::<C>(self.scalar, negate_key);
                r.zeroize();
                // Public once computed: it is the signature.
                frost_ct::declassify(&z);
                return Signature::from_parts(commitment, z);
            }
        }
    }
}

impl<C: Ciphersuite> PartialEq for SigningKey<C> {
    fn eq(&self, other: &Self) -> bool {
        self.scalar.ct_eq(&other.scalar).into()
    }
}

impl<C: Ciphersuite> Eq for SigningKey<C> {}

impl<C: Ciphersuite> fmt::Debug for SigningKey<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SigningKey(<redacted>)")
    }
}
