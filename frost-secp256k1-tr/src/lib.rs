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
//! let mut rng = frost::os_rng(); // the operating system's random source
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
//!
//! A group without a trusted party generates its key with the distributed key
//! generation instead, [`keys::dkg`]: the [`keys`] page shows it step by step.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

pub mod taproot;

use frost_core::{EncodingError, SignatureScheme};
use frost_secp256k1::Secp256k1;
use frost_secp256k1::hashing::{self, sha256};
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

/// The secp256k1 suite's encodings, arithmetic and hashing (under this
/// suite's context string), with BIP340 signatures and challenge.
impl Ciphersuite for Secp256k1Tr {
    type Group = ProjectivePoint;
    type HashOutput = [u8; 32];
    type Arithmetic = frost_secp256k1::Arithmetic;

    const CONTEXT_STRING: &'static str = "FROST-secp256k1-SHA256-TR-v1";
    const SIGNATURES: SignatureScheme = SignatureScheme::Bip340;

    /// SEC1 compressed encoding, as in FROST(secp256k1, SHA-256): keys,
    /// shares and commitments keep their parity inside the protocol.
    fn serialize_element(element: &ProjectivePoint) -> Result<CompressedPoint, EncodingError> {
        Secp256k1::serialize_element(element)
    }

    /// Strict SEC1 compressed decoding, as in FROST(secp256k1, SHA-256)
    /// (with the `frost-arithmetic` feature, that crate's decoder).
    fn deserialize_element(bytes: &[u8]) -> Result<ProjectivePoint, EncodingError> {
        Secp256k1::deserialize_element(bytes)
    }

    /// `hash_to_field` with DST `contextString || tag`.
    fn hash_to_scalar(tag: &[u8], m: &[&[u8]]) -> Scalar {
        hashing::hash_to_scalar(Self::CONTEXT_STRING, tag, m)
    }

    /// SHA-256 of `contextString || tag || m`.
    fn hash(tag: &[u8], m: &[&[u8]]) -> [u8; 32] {
        hashing::hash(Self::CONTEXT_STRING, tag, m)
    }

    /// BIP340's challenge `int(hash_BIP0340/challenge(x(R) || x(PK) || m)) mod n`:
    /// the engine passes `R` and `PK` as their x coordinates
    /// ([`frost_core::signature_scheme::element_bytes`]).
    fn h2(m: &[&[u8]]) -> Scalar {
        let digest = tagged_hash(CHALLENGE_TAG, m);
        <Scalar as Reduce<FieldBytes>>::reduce(&FieldBytes::from(digest))
    }
}

frost_core::ciphersuite_api!(Secp256k1Tr);
frost_keygen::keygen_api!(Secp256k1Tr);
frost_multi::multi_api!(Secp256k1Tr);
