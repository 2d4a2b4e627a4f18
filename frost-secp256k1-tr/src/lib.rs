//! FROST(secp256k1, SHA-256) producing BIP340 Schnorr signatures, the
//! signatures of Bitcoin's Taproot, with BIP341 tweaks of the group key.
//!
//! The protocol is RFC 9591's FROST over secp256k1 (Section 6.5) with the
//! adaptations BIP340 requires, under its own context string
//! `"FROST-secp256k1-SHA256-TR-v1"`:
//!
//! - the challenge is BIP340's tagged hash `BIP0340/challenge` over
//!   `x(R) || x(PK) || msg`, with 32-byte x coordinates;
//! - a signature is the 64 bytes `x(R) || z`, and stands for the points `R`
//!   and `PK` with even `y`: when the group commitment `R` has odd `y`, every
//!   signer negates its nonces; when the group key has odd `y`, every signer
//!   negates its key share. Share verification applies the same signs, so a
//!   coordinator still names every cheater;
//! - verifying keys are x-only on the BIP340 side ([`taproot::XOnly`]); inside
//!   FROST, keys, shares and commitments stay 33-byte SEC1 points, and the
//!   binding factors hash the 33-byte group key.
//!
//! Key generation (dealer, DKG), refresh, resharing and repair are the
//! engine's, unchanged: any group key works, whatever the parity of its `y`.
//! To sign for a Taproot output key, every participant and the coordinator
//! tweak their packages with [`taproot::TapTweak`] (BIP341).
//!
//! # Example: 2-of-3 with a trusted dealer, signing for a Taproot output key
//!
//! ```
//! use std::collections::BTreeMap;
//! use frost_secp256k1_tr as frost;
//! use frost::taproot::{TapTweak, XOnly};
//!
//! let mut rng = rand::rng();
//! let (shares, public_key_package) =
//!     frost::keys::generate_with_dealer(3, 2, frost::keys::IdentifierList::Default, &mut rng)?;
//! // Everyone tweaks to the key-path-only output key (no script tree).
//! let public_key_package = public_key_package.tap_tweak(None)?;
//! let key_packages: BTreeMap<_, _> = shares
//!     .into_iter()
//!     .map(|(id, share)| Ok((id, frost::keys::KeyPackage::try_from(share)?.tap_tweak(None)?)))
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
//! // Round two, then aggregation into a 64-byte BIP340 signature.
//! let message = b"spend this output";
//! let signing_package = frost::SigningPackage::new(commitments, message)?;
//! let mut shares = BTreeMap::new();
//! for (id, n) in nonces {
//!     shares.insert(id, frost::round2::sign(&signing_package, n, &key_packages[&id])?);
//! }
//! let signature = frost::aggregate(&signing_package, &shares, &public_key_package)?;
//! assert_eq!(signature.to_bytes().len(), 64);
//!
//! // The output key as it appears in the Taproot script: 32 bytes.
//! let output_key: [u8; 32] = public_key_package.verifying_key().to_x_only();
//! frost::VerifyingKey::from_x_only(&output_key)?.verify(message, &signature)?;
//! # Ok::<(), frost::Error>(())
//! ```
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

use alloc::vec::Vec;

pub mod taproot;

use frost_core::expand_message::ExpandMsgXmd;
use frost_core::{Ciphersuite, EncodingError, sec1};
use frost_secp256k1::__private::{hash_to_field, sha256};
use frost_secp256k1::Secp256k1;
use k256::elliptic_curve::ops::Reduce;
use k256::{CompressedPoint, FieldBytes, ProjectivePoint, Scalar};

/// The FROST(secp256k1, SHA-256) ciphersuite with BIP340 signatures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Secp256k1Tr;

/// BIP340's tag of the challenge hash.
const CHALLENGE_TAG: &[u8] = b"BIP0340/challenge";

/// BIP340's `hash_tag(m) = SHA256(SHA256(tag) || SHA256(tag) || m)`, over
/// the concatenation of `m`.
pub(crate) fn tagged_hash(tag: &[u8], m: &[&[u8]]) -> [u8; 32] {
    let tag_hash = sha256(&[tag], &[]);
    sha256(&[&tag_hash, &tag_hash], m)
}

impl Ciphersuite for Secp256k1Tr {
    type Group = ProjectivePoint;
    type HashOutput = [u8; 32];

    const CONTEXT_STRING: &'static str = "FROST-secp256k1-SHA256-TR-v1";
    const ID: u8 = 6;
    const SCALAR_LITTLE_ENDIAN: bool = false;

    /// SEC1 compressed encoding, as in FROST(secp256k1, SHA-256): keys,
    /// shares and commitments keep their parity inside the protocol.
    fn serialize_element(element: &ProjectivePoint) -> Result<CompressedPoint, EncodingError> {
        sec1::serialize_compressed(element)
    }

    /// The same encodings with one field inversion for all elements.
    fn serialize_elements(
        elements: &[ProjectivePoint],
    ) -> Result<Vec<CompressedPoint>, EncodingError> {
        sec1::serialize_compressed_batch(elements)
    }

    /// Strict SEC1 compressed decoding, as in FROST(secp256k1, SHA-256). With
    /// the `frost-arithmetic` feature, that crate's decoder
    /// (`frost_arithmetic::secp256k1::deserialize_compressed`, a faster square
    /// root over its own field); without it, the generic
    /// [`sec1::deserialize_compressed`] over k256, with the same results. The
    /// cofactor is 1, so every curve point is in the group.
    fn deserialize_element(bytes: &[u8]) -> Result<ProjectivePoint, EncodingError> {
        #[cfg(feature = "frost-arithmetic")]
        return frost_arithmetic::secp256k1::deserialize_compressed(bytes).map_err(|error| {
            match error {
                frost_arithmetic::DecodingError::Identity => EncodingError::IdentityElement,
                frost_arithmetic::DecodingError::Malformed => EncodingError::MalformedElement,
            }
        });
        #[cfg(not(feature = "frost-arithmetic"))]
        return sec1::deserialize_compressed(bytes);
    }

    /// BIP340's challenge `int(hash_BIP0340/challenge(x(R) || x(PK) || m)) mod n`:
    /// the engine passes `R` and `PK` as their x coordinates
    /// ([`Ciphersuite::signature_element_bytes`]).
    fn h2(m: &[&[u8]]) -> Scalar {
        let digest = tagged_hash(CHALLENGE_TAG, m);
        <Scalar as Reduce<FieldBytes>>::reduce(&FieldBytes::from(digest))
    }

    /// `hash_to_field` with DST `contextString || tag`.
    fn hash_to_scalar(tag: &[u8], m: &[&[u8]]) -> Scalar {
        hash_to_field(
            &ExpandMsgXmd::new(&[Self::CONTEXT_STRING.as_bytes(), tag], m),
            &[],
        )
    }

    /// `hash_to_field` with DST `contextString || tag`, absorbing
    /// `Z_pad || prefix` once: for the binding factors, six SHA-256
    /// compressions per signer instead of eight.
    fn hash_to_scalars(tag: &[u8], prefix: &[&[u8]], suffixes: &[&[u8]]) -> Vec<Scalar> {
        let expander = ExpandMsgXmd::new(&[Self::CONTEXT_STRING.as_bytes(), tag], prefix);
        suffixes
            .iter()
            .map(|suffix| hash_to_field(&expander, suffix))
            .collect()
    }

    /// SHA-256 of `contextString || tag || m`.
    fn hash(tag: &[u8], m: &[&[u8]]) -> [u8; 32] {
        sha256(&[Self::CONTEXT_STRING.as_bytes(), tag], m)
    }

    /// The secp256k1 suite's constant-time fixed-base multiplication.
    fn mul_base(k: &Scalar) -> ProjectivePoint {
        Secp256k1::mul_base(k)
    }

    /// The secp256k1 suite's batched fixed-base multiplication with its
    /// encodings (the same SEC1 compressed ones). Constant time.
    fn mul_base_serialized(
        scalars: &[Scalar],
    ) -> Result<frost_core::EncodedElements<Self>, EncodingError> {
        Secp256k1::mul_base_serialized(scalars)
    }

    /// The secp256k1 suite's multiscalar multiplication. Variable time, for
    /// public data only.
    fn vartime_multiscalar_mul(scalars: &[Scalar], points: &[ProjectivePoint]) -> ProjectivePoint {
        Secp256k1::vartime_multiscalar_mul(scalars, points)
    }

    /// The secp256k1 suite's `a * A + b * G`. Variable time, for public data
    /// only.
    fn vartime_double_mul_base(a: &Scalar, point: &ProjectivePoint, b: &Scalar) -> ProjectivePoint {
        Secp256k1::vartime_double_mul_base(a, point, b)
    }

    /// BIP340 signatures stand for the point with even `y` of each x
    /// coordinate: a point whose SEC1 tag says odd `y` is used negated.
    /// Variable time; only called on public points.
    fn is_negated_in_signatures(bytes: &CompressedPoint) -> bool {
        bytes[0] == sec1::TAG_ODD_Y
    }

    /// BIP340 `bytes(P)`: the 32-byte x coordinate, after the SEC1 tag.
    fn signature_element_bytes(bytes: &CompressedPoint) -> &[u8] {
        &bytes[1..]
    }

    /// BIP340 `lift_x`: the SEC1 encoding of the point with this x coordinate
    /// and even `y` (its validity is checked when it is decoded).
    fn expand_signature_element(bytes: &[u8]) -> Result<CompressedPoint, EncodingError> {
        let mut repr = CompressedPoint::default();
        if bytes.len() + 1 != repr.len() {
            return Err(EncodingError::MalformedElement);
        }
        repr[0] = sec1::TAG_EVEN_Y;
        repr[1..].copy_from_slice(bytes);
        Ok(repr)
    }
}

frost_core::ciphersuite_api!(Secp256k1Tr);
