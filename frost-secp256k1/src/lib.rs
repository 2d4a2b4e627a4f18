//! FROST(secp256k1, SHA-256): threshold Schnorr signatures over the secp256k1
//! curve of SEC 2 (RFC 9591, Section 6.5).
//!
//! Elements are 33-byte SEC1 compressed points, scalars 32-byte big-endian
//! integers, signatures the 65 bytes `R || z`. The signatures are RFC 9591
//! Schnorr signatures: neither ECDSA nor BIP-340 (Taproot) verifiers accept
//! them, the latter using x-only keys and a tagged challenge hash.
//!
//! # Example: 2-of-3 with a trusted dealer
//!
//! ```
//! use std::collections::BTreeMap;
//! use frost_secp256k1 as frost;
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
//! // The coordinator aggregates; the result is an ordinary Schnorr signature.
//! let signature = frost::aggregate(&signing_package, &shares, &public_key_package)?;
//! public_key_package.verifying_key().verify(message, &signature)?;
//! # Ok::<(), frost::Error>(())
//! ```
//!
//! A group without a trusted party generates its key with the distributed key
//! generation instead, [`keys::dkg`]: the [`keys`] page shows it step by step.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod arithmetic;
/// The one switch between the two backends: `frost-arithmetic`'s routines
/// with the feature of that name, k256's and the engine's generic ones
/// without it. The two modules define the same functions, with the same
/// results.
#[cfg_attr(feature = "frost-arithmetic", path = "backend/hand_written.rs")]
#[cfg_attr(not(feature = "frost-arithmetic"), path = "backend/curve_crate.rs")]
mod backend;
pub mod hashing;

use frost_core::EncodingError;
use frost_suite_kit::sec1;
use k256::{CompressedPoint, ProjectivePoint, Scalar};

pub use crate::arithmetic::Arithmetic;

/// The FROST(secp256k1, SHA-256) ciphersuite.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Secp256k1;

impl frost_core::Ciphersuite for Secp256k1 {
    type Group = ProjectivePoint;
    type HashOutput = [u8; 32];
    type Arithmetic = Arithmetic;

    const CONTEXT_STRING: &'static str = "FROST-secp256k1-SHA256-v1";

    /// SEC1 compressed encoding (RFC 9591, Section 6): the tag `0x02` or
    /// `0x03` for the parity of `y`, then `x`; the identity is refused.
    fn serialize_element(element: &ProjectivePoint) -> Result<CompressedPoint, EncodingError> {
        sec1::serialize_compressed(element)
    }

    /// SEC1 compressed decoding with public-key validation, accepting nothing
    /// but the canonical encoding of a non-identity point (k256's own decoder
    /// would also take the `0x05` form and 33 zero bytes). The cofactor is 1,
    /// so every curve point is in the group. By the backend the
    /// `frost-arithmetic` feature selects (`backend`): the square root over
    /// that crate's own field, or the generic [`sec1::deserialize_compressed`]
    /// over k256, with the same results.
    fn deserialize_element(bytes: &[u8]) -> Result<ProjectivePoint, EncodingError> {
        backend::deserialize(bytes)
    }

    /// `hash_to_field` with DST `contextString || tag` ([`hashing`]).
    fn hash_to_scalar(tag: &[u8], m: &[&[u8]]) -> Scalar {
        hashing::hash_to_scalar(Self::CONTEXT_STRING, tag, m)
    }

    /// SHA-256 of `contextString || tag || m`.
    fn hash(tag: &[u8], m: &[&[u8]]) -> [u8; 32] {
        hashing::hash(Self::CONTEXT_STRING, tag, m)
    }
}

frost_core::ciphersuite_api!(Secp256k1);
frost_keygen::keygen_api!(Secp256k1);
frost_multi::multi_api!(Secp256k1);

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;
    use core::num::NonZero;

    use frost_core::Ciphersuite;
    use frost_suite_kit::expand_message::ExpandMsgXmd;
    use hash2curve::{ExpandMsg, Expander};
    use k256::elliptic_curve::consts::{U16, U48};
    use rand::{Rng, RngExt, SeedableRng};
    use sha2::Sha256;

    use super::Secp256k1;

    /// The DST of the RFC 9380, Appendix K.1 vectors.
    const QUUX_DST: &[u8] = b"QUUX-V01-CS02-with-expander-SHA256-128";

    /// `expand_message_xmd(msg, dst, LEN)` by the hash2curve crate.
    fn reference<const LEN: usize>(dst: &[&[u8]], msg: &[u8]) -> [u8; LEN] {
        let len = NonZero::new(u16::try_from(LEN).expect("short output")).expect("non-empty");
        let mut expander =
            <hash2curve::ExpandMsgXmd<Sha256> as ExpandMsg<U16>>::expand_message(&[msg], dst, len)
                .expect("valid parameters");
        let mut out = [0u8; LEN];
        expander.fill_bytes(&mut out).expect("LEN bytes available");
        out
    }

    /// Ours, with `msg` split into prefix and suffix at `cut`.
    fn ours<const LEN: usize>(dst: &[&[u8]], msg: &[u8], cut: usize) -> [u8; LEN] {
        let (prefix, suffix) = msg.split_at(cut);
        *ExpandMsgXmd::<Sha256>::new(dst, &[prefix]).expand::<LEN>(suffix)
    }

    /// Our `expand_message_xmd` against the hash2curve crate's, on random
    /// messages split at random, with DSTs of several lengths (one over 255
    /// bytes, hashed first) given in one or two parts, and outputs of one,
    /// one and a half, two, and several SHA-256 blocks.
    #[test]
    fn expand_message_xmd_matches_hash2curve() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(9380);
        let long_dst = [b'D'; 300];
        let dsts: [&[&[u8]]; 4] = [
            &[QUUX_DST],
            &[Secp256k1::CONTEXT_STRING.as_bytes(), b"rho"],
            &[b"x"],
            &[&long_dst[..200], &long_dst[200..]],
        ];
        for dst in dsts {
            for msg_len in [
                0, 1, 31, 32, 55, 56, 63, 64, 65, 100, 127, 128, 129, 200, 1000,
            ] {
                let mut msg = alloc::vec![0u8; msg_len];
                rng.fill_bytes(&mut msg);
                let cut = rng.random_range(0..=msg_len);
                assert_eq!(ours::<32>(dst, &msg, cut), reference::<32>(dst, &msg));
                assert_eq!(ours::<48>(dst, &msg, cut), reference::<48>(dst, &msg));
                assert_eq!(ours::<64>(dst, &msg, cut), reference::<64>(dst, &msg));
                assert_eq!(ours::<200>(dst, &msg, cut), reference::<200>(dst, &msg));
            }
        }
    }

    /// `H1`..`H3` of this suite against the hash2curve crate's
    /// `hash_to_scalar` for secp256k1 (`hash_to_field` with `L = 48`), one at
    /// a time and batched with a shared prefix.
    #[test]
    fn hash_to_field_matches_hash2curve() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(9591);
        for tag in [&b"rho"[..], b"chal", b"nonce"] {
            let dst = [Secp256k1::CONTEXT_STRING.as_bytes(), tag];
            let mut prefix = [0u8; 97];
            rng.fill_bytes(&mut prefix);
            let mut suffixes = [[0u8; 32]; 8];
            for suffix in &mut suffixes {
                rng.fill_bytes(suffix);
            }
            let suffix_refs: Vec<&[u8]> = suffixes.iter().map(|s| &s[..]).collect();
            let batched = <crate::Arithmetic as frost_core::Arithmetic<Secp256k1>>::hash_to_scalars(
                tag,
                &[&prefix],
                &suffix_refs,
            );
            for (suffix, scalar) in suffixes.iter().zip(batched) {
                let expected = hash2curve::hash_to_scalar::<
                    k256::Secp256k1,
                    hash2curve::ExpandMsgXmd<Sha256>,
                    U48,
                >(&[&prefix, suffix], &dst)
                .expect("valid parameters");
                assert_eq!(scalar, expected);
                assert_eq!(Secp256k1::hash_to_scalar(tag, &[&prefix, suffix]), expected);
            }
        }
    }

    /// RFC 9380, Appendix K.1: `expand_message_xmd` with SHA-256 and
    /// `len_in_bytes = 0x80` (four SHA-256 outputs).
    #[test]
    fn expand_message_xmd_rfc9380_long_output_vectors() {
        let vectors: [(&[u8], &str); 2] = [
            (
                b"",
                "af84c27ccfd45d41914fdff5df25293e221afc53d8ad2ac06d5e3e29485dadbe\
                 e0d121587713a3e0dd4d5e69e93eb7cd4f5df4cd103e188cf60cb02edc3edf18\
                 eda8576c412b18ffb658e3dd6ec849469b979d444cf7b26911a08e63cf31f9dc\
                 c541708d3491184472c2c29bb749d4286b004ceb5ee6b9a7fa5b646c993f0ced",
            ),
            (
                b"abc",
                "abba86a6129e366fc877aab32fc4ffc70120d8996c88aee2fe4b32d6c7b6437a\
                 647e6c3163d40b76a73cf6a5674ef1d890f95b664ee0afa5359a5c4e07985635\
                 bbecbac65d747d3d2da7ec2b8221b17b0ca9dc8a1ac1c07ea6a1e60583e2cb00\
                 058e77b7b72a298425cd1b941ad4ec65e8afc50303a22c0f99b0509b4c895f40",
            ),
        ];
        for (msg, expected) in vectors {
            assert_eq!(
                ours::<0x80>(&[QUUX_DST], msg, 0).to_vec(),
                frost_conformance::hex(expected)
            );
        }
    }

    /// RFC 9380, Appendix K.1: `expand_message_xmd` with SHA-256 and
    /// `len_in_bytes = 0x20`, each message split at every position.
    #[test]
    fn expand_message_xmd_rfc9380_vectors() {
        let q128 = [&b"q128_"[..], &[b'q'; 128]].concat();
        let a512 = [&b"a512_"[..], &[b'a'; 512]].concat();
        let vectors: [(&[u8], &str); 5] = [
            (
                b"",
                "68a985b87eb6b46952128911f2a4412bbc302a9d759667f87f7a21d803f07235",
            ),
            (
                b"abc",
                "d8ccab23b5985ccea865c6c97b6e5b8350e794e603b4b97902f53a8a0d605615",
            ),
            (
                b"abcdef0123456789",
                "eff31487c770a893cfb36f912fbfcbff40d5661771ca4b2cb4eafe524333f5c1",
            ),
            (
                &q128,
                "b23a1d2b4d97b2ef7785562a7e8bac7eed54ed6e97e29aa51bfe3f12ddad1ff9",
            ),
            (
                &a512,
                "4623227bcc01293b8c130bf771da8c298dede7383243dc0993d2d94823958c4c",
            ),
        ];
        for (msg, expected) in vectors {
            for cut in 0..=msg.len() {
                assert_eq!(
                    ours::<32>(&[QUUX_DST], msg, cut).to_vec(),
                    frost_conformance::hex(expected)
                );
            }
        }
    }
}
