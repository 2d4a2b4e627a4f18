//! Signature verification (RFC 9591, Appendix B, and the per-suite rules of
//! Section 6), single and batched.

use alloc::vec::Vec;
use core::fmt;

use ff::Field;
use rand_core::CryptoRng;

use crate::Arithmetic;
use crate::challenge::compute_challenge;
use crate::element::EncodedElement;
use crate::{Ciphersuite, Element, Error, Scalar, Signature, SigningKey};

/// A group verifying key `PK = s * G`: the public key a FROST group signs for.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct VerifyingKey<C: Ciphersuite>(EncodedElement<C>);

impl<C: Ciphersuite> VerifyingKey<C> {
    /// Wraps an element; the identity is refused.
    pub fn new(element: Element<C>) -> Result<Self, Error<C>> {
        Ok(Self(EncodedElement::new(element)?))
    }

    /// Wraps an element already encoded (the identity never is).
    pub fn from_encoded(encoded: EncodedElement<C>) -> Self {
        Self(encoded)
    }

    pub(crate) fn from_signing_key(key: &SigningKey<C>) -> Self {
        match EncodedElement::mul_base(&key.to_scalar()) {
            Ok(encoded) => Self(encoded),
            // SigningKey refuses zero, and a non-zero multiple of the generator
            // of a prime-order group is never the identity.
            Err(_) => unreachable!("non-zero signing key mapped to the identity"),
        }
    }

    /// The key with its encoding.
    pub fn encoded(&self) -> &EncodedElement<C> {
        &self.0
    }

    /// The key as a group element.
    pub fn to_element(&self) -> Element<C> {
        *self.0.element()
    }

    /// `SerializeElement(PK)`.
    pub fn to_bytes(&self) -> Vec<u8> {
        self.0.as_slice().to_vec()
    }

    /// Parses a canonical, non-identity element of the prime-order subgroup.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, Error<C>> {
        Ok(Self(EncodedElement::from_bytes(bytes)?))
    }

    /// Verifies `signature` on `message` (RFC 9591, Appendix B
    /// `prime_order_verify`; for Ed25519 and Ed448 the cofactored equation
    /// `[h][z]G = [h]R + [h][c]PK` their Section 6 entries require; for BIP340
    /// suites, BIP340 `Verify` with this key's `x` coordinate, i.e. under the
    /// key's even-`y` point, see [`is_negated`](crate::signature_scheme::is_negated)).
    ///
    /// Variable time: signature, key and message are public.
    pub fn verify(&self, message: &[u8], signature: &Signature<C>) -> Result<(), Error<C>> {
        let c = compute_challenge::<C>(signature.encoded_r(), &self.0, message);
        if C::is_identity_for_verification(&self.verification_difference(signature, &c)) {
            Ok(())
        } else {
            Err(Error::InvalidSignature)
        }
    }

    /// `z * G - c * PK - R` for a challenge already computed, with `PK` as
    /// signatures use it: the point the verification equation requires to
    /// vanish. Variable time: signature and key are public.
    pub(crate) fn verification_difference(
        &self,
        signature: &Signature<C>,
        c: &Scalar<C>,
    ) -> Element<C> {
        C::Arithmetic::vartime_double_mul_base(
            &self.key_factor(c),
            self.0.element(),
            &signature.z(),
        ) - signature.r()
    }

    /// The factor `-c` of `PK` in the verification equation, `+c` if the
    /// suite's signatures stand for `-PK`. Variable time: the key is public.
    fn key_factor(&self, c: &Scalar<C>) -> Scalar<C> {
        if crate::signature_scheme::is_negated::<C>(self.0.bytes()) {
            *c
        } else {
            -*c
        }
    }
}

impl<C: Ciphersuite> fmt::Debug for VerifyingKey<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("VerifyingKey").field(&self.0).finish()
    }
}

/// One signature to check in a batch.
#[derive(Clone, Copy, Debug)]
pub struct BatchItem<'a, C: Ciphersuite> {
    /// The key the signature claims.
    pub verifying_key: &'a VerifyingKey<C>,
    /// The signed message.
    pub message: &'a [u8],
    /// The signature.
    pub signature: &'a Signature<C>,
}

/// Verifies many signatures at once with a random linear combination:
/// `sum(a_i * (z_i * G - R_i - c_i * PK_i))` must vanish, for random `a_i`
/// unknown to whoever made the signatures. One multiscalar multiplication
/// replaces one double-base multiplication per signature.
///
/// Succeeds only if every signature is valid (except with probability about
/// `2^-128` per call). On failure, the indices of all invalid signatures are
/// found by checking them one by one and returned in ascending order.
pub fn verify_batch<C: Ciphersuite, R: CryptoRng + ?Sized>(
    items: &[BatchItem<'_, C>],
    rng: &mut R,
) -> Result<(), Vec<usize>> {
    if items.is_empty() {
        return Ok(());
    }
    // The weights are drawn first, in the items' order, the only randomness
    // here; the challenges (one hash each) are then computed on every core.
    let weights: Vec<Scalar<C>> = items
        .iter()
        .map(|_| crate::random_scalar::<C>(rng))
        .collect();
    let challenges = crate::parallel::map(items, |item| {
        compute_challenge::<C>(
            item.signature.encoded_r(),
            &item.verifying_key.0,
            item.message,
        )
    });
    let mut scalars = Vec::with_capacity(2 * items.len() + 1);
    let mut points = Vec::with_capacity(2 * items.len() + 1);
    let mut base = Scalar::<C>::ZERO;
    for ((item, a), c) in items.iter().zip(weights).zip(challenges) {
        base += a * item.signature.z();
        scalars.push(-a);
        points.push(item.signature.r());
        scalars.push(item.verifying_key.key_factor(&(a * c)));
        points.push(item.verifying_key.to_element());
    }
    scalars.push(base);
    points.push(C::Arithmetic::mul_base(&Scalar::<C>::ONE));
    if C::is_identity_for_verification(&crate::parallel::vartime_multiscalar_mul::<C>(
        &scalars, &points,
    )) {
        return Ok(());
    }
    let invalid: Vec<usize> = crate::parallel::map(items, |item| {
        item.verifying_key
            .verify(item.message, item.signature)
            .is_err()
    })
    .into_iter()
    .enumerate()
    .filter_map(|(i, invalid)| invalid.then_some(i))
    .collect();
    if invalid.is_empty() {
        // Unreachable algebraically (a sum of vanishing terms vanishes); refuse
        // the whole batch rather than accept it, should it ever happen.
        Err((0..items.len()).collect())
    } else {
        Err(invalid)
    }
}

#[cfg(all(test, feature = "parallel"))]
mod tests;
