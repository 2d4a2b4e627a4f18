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

mod arithmetic;
/// The one switch between the two backends: `frost-arithmetic`'s routines
/// with the feature of that name, the curve crate's and the engine's generic
/// ones without it. The two modules define the same functions, with the same
/// results.
#[cfg_attr(feature = "frost-arithmetic", path = "backend/hand_written.rs")]
#[cfg_attr(not(feature = "frost-arithmetic"), path = "backend/curve_crate.rs")]
mod backend;

use ed448_goldilocks::elliptic_curve::group::{Group, GroupEncoding};
use ed448_goldilocks::shake::{ExtendableOutput, Shake256, Update, XofReader};
use ed448_goldilocks::subtle::{ConstantTimeEq, CtOption};
use ed448_goldilocks::{EdwardsPoint, EdwardsScalar, EdwardsScalarBytes, WideEdwardsScalarBytes};
use frost_core::{ElementBytes, EncodingError};
use zeroize::Zeroize;

pub use arithmetic::Arithmetic;

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
pub(crate) fn shake256(prefix: &[&[u8]], m: &[&[u8]]) -> Shake256 {
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
pub(crate) fn reduce(hasher: Shake256) -> EdwardsScalar {
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
    /// and points outside the prime-order subgroup are refused, by the
    /// backend the `frost-arithmetic` feature selects (`backend`). Variable
    /// time: the input is public.
    fn deserialize_element(bytes: &[u8]) -> Result<EdwardsPoint, EncodingError> {
        backend::deserialize(bytes)
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

frost_core::ciphersuite_api!(Ed448);
frost_keygen::keygen_api!(Ed448);
frost_multi::multi_api!(Ed448);
