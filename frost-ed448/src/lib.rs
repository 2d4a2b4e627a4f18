//! FROST(Ed448, SHAKE256): threshold Schnorr signatures over edwards448
//! (RFC 9591, Section 6.3).
//!
//! The aggregate signature is an ordinary RFC 8032 Ed448 signature with an
//! empty context string: any Ed448 verifier accepts it under the group
//! verifying key, which is itself a standard 57-byte Ed448 public key. Use this
//! suite when signatures must be checked by existing Ed448 software.
//!
//! # Example: 2-of-3 with a trusted dealer
//!
//! ```
//! use std::collections::BTreeMap;
//! use frost_ed448 as frost;
//!
//! let mut rng = frost::os_rng(); // the operating system's random source
//! let (shares, public_key_package) =
//!     frost::keys::generate_with_dealer(3, 2, frost::keys::IdentifierList::Default, &mut rng)?;
//! // Each participant checks its share against the dealer's commitment.
//! let key_packages: BTreeMap<_, _> = shares
//!     .into_iter()
//!     .map(|(id, share)| Ok((id, frost::keys::KeyPackage::try_from(share)?)))
//!     .collect::<Result<_, frost::Error>>()?;
//!
//! // Round one: two signers commit to fresh nonces.
//! let mut nonces = BTreeMap::new();
//! let mut commitments = BTreeMap::new();
//! for (id, key_package) in key_packages.iter().take(2) {
//!     let (n, c) = frost::round1::commit(key_package.signing_share(), &mut rng);
//!     nonces.insert(*id, n);
//!     commitments.insert(*id, c);
//! }
//!
//! // Round two: the coordinator sends the package; each signer signs.
//! let message = b"message to sign";
//! let signing_package = frost::SigningPackage::new(commitments, message)?;
//! let mut shares = BTreeMap::new();
//! for (id, n) in nonces {
//!     shares.insert(id, frost::round2::sign(&signing_package, n, &key_packages[&id])?);
//! }
//!
//! // The coordinator aggregates; the result is a 114-byte Ed448 signature.
//! let signature = frost::aggregate(&signing_package, &shares, &public_key_package)?;
//! public_key_package.verifying_key().verify(message, &signature)?;
//! assert_eq!(signature.to_bytes().len(), 114);
//! # Ok::<(), frost::Error>(())
//! ```
//!
//! A group without a trusted party generates its key with the distributed key
//! generation instead, [`keys::dkg`]: the [`keys`] page shows it step by step.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

use alloc::vec;
use alloc::vec::Vec;

#[cfg(not(feature = "frost-arithmetic"))]
use ed448_goldilocks::CompressedEdwardsY;
use ed448_goldilocks::elliptic_curve::CurveGroup;
use ed448_goldilocks::elliptic_curve::group::{Group, GroupEncoding};
use ed448_goldilocks::shake::{ExtendableOutput, Shake256, Update, XofReader};
use ed448_goldilocks::subtle::{Choice, ConstantTimeEq, CtOption};
use ed448_goldilocks::{
    AffinePoint, EdwardsPoint, EdwardsScalar, EdwardsScalarBytes, WideEdwardsScalarBytes,
};
use frost_core::{ElementBytes, EncodedElements, EncodingError};
use zeroize::Zeroize;

/// The FROST(Ed448, SHAKE256) ciphersuite.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Ed448;

/// Length of every SHAKE256 output in this suite: 114 bytes, as in RFC 8032.
const HASH_LEN: usize = 114;

/// `dom4(0, "")` of RFC 8032, Section 5.2: pure Ed448 (no prehash) with an
/// empty context, the prefix `H2` uses so that signatures are Ed448 signatures.
const ED448_DOM: &[u8] = b"SigEd448\x00\x00";

/// A SHAKE256 sponge that has absorbed `prefix` then `m`, each a list of
/// parts in order. The sponge state wipes itself on drop.
fn shake256(prefix: &[&[u8]], m: &[&[u8]]) -> Shake256 {
    let mut hasher = Shake256::default();
    for part in prefix.iter().chain(m) {
        hasher.update(part);
    }
    hasher
}

/// 114 bytes of SHAKE256 output of what `hasher` absorbed, read as a
/// little-endian integer and reduced modulo the group order `L` (RFC 9591,
/// Section 6.3, `H1`..`H3`). The 912-bit input makes the result
/// statistically uniform. The reduction is constant time and the digest is
/// wiped after use, since `H3` derives secret nonces.
fn reduce(hasher: Shake256) -> EdwardsScalar {
    let mut wide = WideEdwardsScalarBytes::default();
    hasher.finalize_xof().read(&mut wide);
    let scalar = EdwardsScalar::from_bytes_mod_order_wide(&wide);
    wide.as_mut_slice().zeroize();
    scalar
}

impl frost_core::Ciphersuite for Ed448 {
    type Group = EdwardsPoint;
    type HashOutput = [u8; HASH_LEN];
    type Arithmetic = Arithmetic;

    const CONTEXT_STRING: &'static str = "FROST-ED448-SHAKE256-v1";

    /// RFC 8032, Section 5.2.2 encoding; the identity is refused.
    fn serialize_element(element: &EdwardsPoint) -> Result<ElementBytes<Self>, EncodingError> {
        if bool::from(element.is_identity()) {
            return Err(EncodingError::IdentityElement);
        }
        Ok(element.to_bytes())
    }

    /// RFC 8032, Section 5.2.3 decoding, strict, plus the RFC 9591 checks:
    /// exactly one encoding per element is accepted (`y` canonical, unused
    /// bits zero, no negative zero `x`), points off the curve, the identity
    /// and points outside the prime-order subgroup are refused. With the
    /// `frost-arithmetic` feature, `frost_arithmetic::ed448::deserialize`
    /// (subgroup membership by point halving); without it, the curve crate's
    /// lenient decompression, canonicality checked by re-encoding, and its
    /// `is_torsion_free`. Variable time: the input is public.
    fn deserialize_element(bytes: &[u8]) -> Result<EdwardsPoint, EncodingError> {
        #[cfg(feature = "frost-arithmetic")]
        return frost_arithmetic::ed448::deserialize(bytes).map_err(|error| match error {
            frost_arithmetic::DecodingError::Identity => EncodingError::IdentityElement,
            frost_arithmetic::DecodingError::Malformed => EncodingError::MalformedElement,
        });
        #[cfg(not(feature = "frost-arithmetic"))]
        return decode_with_curve_crate(bytes);
    }

    /// Little-endian 57-byte decoding of a value below `L` (RFC 9591,
    /// Section 6.3). `L < 2^446`, so the 57th byte of a canonical encoding is
    /// always zero; ed448-goldilocks' `from_canonical_bytes` skips that check
    /// when the two top bits of byte 56 are clear, so it is made here. Constant
    /// time, since the bytes may be a secret share.
    fn deserialize_scalar(bytes: &[u8]) -> Result<EdwardsScalar, EncodingError> {
        let repr =
            EdwardsScalarBytes::try_from(bytes).map_err(|_| EncodingError::MalformedScalar)?;
        let top_byte_is_zero = repr[56].ct_eq(&0);
        let scalar = EdwardsScalar::from_canonical_bytes(&repr)
            .and_then(|s| CtOption::new(s, top_byte_is_zero));
        // Accept or reject is public by design (the caller sees the error);
        // the value is taken out without a branch on it.
        let canonical = bool::from(scalar.is_some());
        frost_ct::declassify(&canonical);
        if canonical {
            Ok(scalar.unwrap_or(EdwardsScalar::ZERO))
        } else {
            Err(EncodingError::MalformedScalar)
        }
    }

    /// `SHAKE256(dom4(0, "") || m, 114)` reduced modulo `L`: the RFC 8032
    /// challenge, without FROST domain separation (RFC 9591, Section 6.3).
    fn h2(m: &[&[u8]]) -> EdwardsScalar {
        reduce(shake256(&[ED448_DOM], m))
    }

    fn hash_to_scalar(tag: &[u8], m: &[&[u8]]) -> EdwardsScalar {
        reduce(shake256(&[Self::CONTEXT_STRING.as_bytes(), tag], m))
    }

    /// Absorbs `contextString || tag || prefix` once, then finishes a copy
    /// of the sponge with each suffix: for the binding factors, one
    /// permutation per signer instead of three.
    fn hash_to_scalars(tag: &[u8], prefix: &[&[u8]], suffixes: &[&[u8]]) -> Vec<EdwardsScalar> {
        let shared = shake256(&[Self::CONTEXT_STRING.as_bytes(), tag], prefix);
        suffixes
            .iter()
            .map(|suffix| {
                let mut hasher = shared.clone();
                hasher.update(suffix);
                reduce(hasher)
            })
            .collect()
    }

    fn hash(tag: &[u8], m: &[&[u8]]) -> [u8; HASH_LEN] {
        let mut digest = [0u8; HASH_LEN];
        shake256(&[Self::CONTEXT_STRING.as_bytes(), tag], m)
            .finalize_xof()
            .read(&mut digest);
        digest
    }

    /// Cofactored check `[4]element == identity`, as RFC 9591, Section 6.3
    /// requires of verifiers (`[4][z]B = [4]R + [4][c]PK`).
    fn is_identity_for_verification(element: &EdwardsPoint) -> bool {
        bool::from(element.double().double().is_identity())
    }
}

/// The [`frost_core::Arithmetic`] backend of [`Ed448`].
///
/// With the `frost-arithmetic` feature, `mul_base` (with `std`),
/// `vartime_multiscalar_mul`, `vartime_double_mul_base` (and the suite's
/// `deserialize_element`) run on that crate's own field and point arithmetic
/// (`frost_arithmetic::ed448`): a 56-bit-limb field with Karatsuba
/// multiplication for the golden prime and a dedicated doubling, faster
/// than the curve crate's generic Montgomery field and unified doubling. Without `std`, `mul_base` keeps the curve crate's constant-time
/// windowed multiplication (the table would be rebuilt on every call).
/// Without the feature, decoding is the curve crate's (with canonicality and
/// subgroup checks) and the multiplications are the trait defaults over the
/// curve crate's arithmetic.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Arithmetic;

impl frost_core::Arithmetic<Ed448> for Arithmetic {
    /// The same encodings with one field inversion for all elements (the
    /// curve crate's constant-time `batch_normalize`).
    fn serialize_elements(
        elements: &[EdwardsPoint],
    ) -> Result<Vec<ElementBytes<Ed448>>, EncodingError> {
        if elements
            .iter()
            .any(|element| bool::from(element.is_identity()))
        {
            return Err(EncodingError::IdentityElement);
        }
        let mut affine = vec![AffinePoint::IDENTITY; elements.len()];
        EdwardsPoint::batch_normalize(elements, &mut affine);
        Ok(affine.iter().map(encode_affine).collect())
    }

    /// `[k] G` for every scalar, with one shared field inversion (the curve
    /// crate's constant-time `batch_normalize`) that yields both the
    /// encodings and the points, which are returned in affine form (`Z = 1`):
    /// their coordinates then depend on the element alone, not on how the
    /// secret scalar was processed (see the trait method's documentation).
    fn mul_base_serialized(
        scalars: &[EdwardsScalar],
    ) -> Result<EncodedElements<Ed448>, EncodingError> {
        let products: Vec<EdwardsPoint> = scalars.iter().map(Self::mul_base).collect();
        let mut affine = vec![AffinePoint::IDENTITY; products.len()];
        EdwardsPoint::batch_normalize(&products, &mut affine);
        let any_identity = affine.iter().fold(Choice::from(0), |acc, point| {
            acc | point.ct_eq(&AffinePoint::IDENTITY)
        });
        // Whether some scalar was zero is the caller's error to see.
        let any_identity = bool::from(any_identity);
        frost_ct::declassify(&any_identity);
        if any_identity {
            return Err(EncodingError::IdentityElement);
        }
        // Published as they are (commitments, verifying shares and keys).
        frost_ct::declassify(affine.as_slice());
        let encodings = affine.iter().map(encode_affine).collect();
        Ok((
            affine.iter().map(AffinePoint::to_edwards).collect(),
            encodings,
        ))
    }

    /// Constant time in `k`, with `frost_arithmetic::ed448::mul_base`: a
    /// table of multiples of the base point built on first use (91 rows of 16
    /// affine points, 373 kB, a few milliseconds to build), one addition per
    /// 5 bits of the scalar and no doubling.
    #[cfg(all(feature = "frost-arithmetic", feature = "std"))]
    fn mul_base(k: &EdwardsScalar) -> EdwardsPoint {
        frost_arithmetic::ed448::mul_base(k)
    }

    /// Straus or Pippenger on `frost-arithmetic`'s Ed448 arithmetic.
    /// Variable time: public data only, as the trait requires.
    #[cfg(feature = "frost-arithmetic")]
    fn vartime_multiscalar_mul(scalars: &[EdwardsScalar], points: &[EdwardsPoint]) -> EdwardsPoint {
        frost_arithmetic::ed448::vartime_multiscalar_mul(scalars, points)
    }

    /// `[a] A + [b] B` with a cached table of odd multiples of `B`, on
    /// `frost-arithmetic`'s Ed448 arithmetic. Variable time: public data only.
    #[cfg(feature = "frost-arithmetic")]
    fn vartime_double_mul_base(
        a: &EdwardsScalar,
        point: &EdwardsPoint,
        b: &EdwardsScalar,
    ) -> EdwardsPoint {
        frost_arithmetic::ed448::vartime_double_mul_base(a, point, b)
    }
}

/// The RFC 8032, Section 5.2.2 encoding of an affine point (public data).
fn encode_affine(point: &AffinePoint) -> ElementBytes<Ed448> {
    let mut bytes = ElementBytes::<Ed448>::default();
    let encoded: &mut [u8] = bytes.as_mut();
    encoded.copy_from_slice(point.compress().as_bytes());
    bytes
}

/// Strict decoding by ed448-goldilocks alone: its decompression accepts
/// non-canonical encodings, so the point must re-encode to the input; the
/// identity is then refused, and points with a torsion component by
/// `is_torsion_free`. Variable time: public data only.
#[cfg(not(feature = "frost-arithmetic"))]
fn decode_with_curve_crate(bytes: &[u8]) -> Result<EdwardsPoint, EncodingError> {
    let encoding: [u8; 57] = bytes
        .try_into()
        .map_err(|_| EncodingError::MalformedElement)?;
    let affine = CompressedEdwardsY(encoding)
        .decompress_unchecked()
        .into_option()
        .ok_or(EncodingError::MalformedElement)?;
    if affine.compress().0 != encoding {
        return Err(EncodingError::MalformedElement);
    }
    let point = affine.to_edwards();
    if bool::from(point.is_identity()) {
        return Err(EncodingError::IdentityElement);
    }
    if !bool::from(point.is_torsion_free()) {
        return Err(EncodingError::MalformedElement);
    }
    Ok(point)
}

frost_core::ciphersuite_api!(Ed448);
