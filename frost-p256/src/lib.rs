//! FROST(P-256, SHA-256): threshold Schnorr signatures over the NIST P-256
//! curve, also known as secp256r1 (RFC 9591, Section 6.4).
//!
//! Elements are 33-byte SEC1 compressed points, scalars 32-byte big-endian
//! integers, signatures the 65 bytes `R || z`. Use this suite where the curve
//! is mandated, by FIPS 186 or by hardware that only supports P-256. The
//! signatures are RFC 9591 Schnorr signatures: ECDSA verifiers do not accept
//! them.
//!
//! # Example: 2-of-3 with a trusted dealer
//!
//! ```
//! use std::collections::BTreeMap;
//! use frost_p256 as frost;
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
/// with the feature of that name, p256's and the engine's generic ones
/// without it. The two modules define the same functions, with the same
/// results.
#[cfg_attr(feature = "frost-arithmetic", path = "backend/hand_written.rs")]
#[cfg_attr(not(feature = "frost-arithmetic"), path = "backend/curve_crate.rs")]
mod backend;

use frost_core::EncodingError;
use frost_suite_kit::expand_message::ExpandMsgXmd;
use frost_suite_kit::sec1;
use p256::elliptic_curve::ops::Reduce;
use p256::{CompressedPoint, FieldBytes, ProjectivePoint, Scalar};
use sha2::{Digest, Sha256};
use zeroize::Zeroize;

pub use arithmetic::Arithmetic;

/// The FROST(P-256, SHA-256) ciphersuite.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct P256;

/// SHA-256 of the concatenation of `prefix` and `m`.
fn sha256(prefix: &[&[u8]], m: &[&[u8]]) -> [u8; 32] {
    let mut hasher = Sha256::new();
    for part in prefix.iter().chain(m) {
        hasher.update(part);
    }
    hasher.finalize().into()
}

/// `hash_to_field(prefix || suffix, 1)` of RFC 9380, Section 5.2, for the
/// scalar field (RFC 9591, Section 6.4): `L = 48` bytes of
/// `expand_message_xmd` over SHA-256, read as a big-endian integer and
/// reduced modulo the group order `n` ([`reduce_48`]). Constant time, and
/// the bytes are wiped, since `H3` derives secret nonces.
pub(crate) fn hash_to_field(expander: &ExpandMsgXmd<Sha256>, suffix: &[u8]) -> Scalar {
    reduce_48(&expander.expand::<48>(suffix))
}

/// `2^256 mod n`, by 256 modular doublings of one at compile time.
const TWO_POW_256: Scalar = {
    let mut power = Scalar::ONE;
    let mut doublings = 0;
    while doublings < 256 {
        power = power.double();
        doublings += 1;
    }
    power
};

/// `OS2IP(bytes) mod n` for 48 bytes, exactly: with `hi` the first 16 bytes
/// and `lo` the last 32, the integer is `hi * 2^256 + lo`, and each of `hi`
/// and `lo` is below `2n` (`n > 2^255`), which p256's 256-bit reduction
/// takes. Constant time; the copies of the bytes are wiped.
fn reduce_48(bytes: &[u8; 48]) -> Scalar {
    let (hi_bytes, lo_bytes) = bytes.split_at(16);
    let mut hi = FieldBytes::default();
    hi[32 - 16..].copy_from_slice(hi_bytes);
    let mut lo = FieldBytes::default();
    lo.copy_from_slice(lo_bytes);
    let scalar = <Scalar as Reduce<FieldBytes>>::reduce(&hi) * TWO_POW_256
        + <Scalar as Reduce<FieldBytes>>::reduce(&lo);
    hi.as_mut_slice().zeroize();
    lo.as_mut_slice().zeroize();
    scalar
}

impl frost_core::Ciphersuite for P256 {
    type Group = ProjectivePoint;
    type HashOutput = [u8; 32];
    type Arithmetic = Arithmetic;

    const CONTEXT_STRING: &'static str = "FROST-P256-SHA256-v1";

    /// SEC1 compressed encoding (RFC 9591, Section 6): the tag `0x02` or
    /// `0x03` for the parity of `y`, then `x`; the identity is refused.
    fn serialize_element(element: &ProjectivePoint) -> Result<CompressedPoint, EncodingError> {
        sec1::serialize_compressed(element)
    }

    /// SEC1 compressed decoding with public-key validation, accepting nothing
    /// but the canonical encoding of a non-identity point (p256's own decoder
    /// would also take the `0x05` form and 33 zero bytes). The cofactor is 1,
    /// so every curve point is in the group. By the backend the
    /// `frost-arithmetic` feature selects (`backend`): the square root over
    /// that crate's own field, or the generic [`sec1::deserialize_compressed`]
    /// over p256.
    fn deserialize_element(bytes: &[u8]) -> Result<ProjectivePoint, EncodingError> {
        backend::deserialize(bytes)
    }

    /// `hash_to_field` with DST `contextString || tag`.
    fn hash_to_scalar(tag: &[u8], m: &[&[u8]]) -> Scalar {
        hash_to_field(
            &ExpandMsgXmd::new(&[Self::CONTEXT_STRING.as_bytes(), tag], m),
            &[],
        )
    }

    /// SHA-256 of `contextString || tag || m`.
    fn hash(tag: &[u8], m: &[&[u8]]) -> [u8; 32] {
        sha256(&[Self::CONTEXT_STRING.as_bytes(), tag], m)
    }
}

frost_core::ciphersuite_api!(P256);
frost_keygen::keygen_api!(P256);
frost_multi::multi_api!(P256);

#[cfg(test)]
mod tests {
    use frost_core::ff::PrimeField;
    use p256::Scalar;
    use rand::{Rng, SeedableRng};

    use super::reduce_48;

    /// The integer of `bytes` (big-endian) modulo `n`, one 64-bit word at a
    /// time: an independent computation of `OS2IP(bytes) mod n`.
    fn word_by_word(bytes: &[u8; 48]) -> Scalar {
        let two_pow_64 = Scalar::from(u64::MAX) + Scalar::ONE;
        bytes.chunks(8).fold(Scalar::ZERO, |acc, word| {
            let word: [u8; 8] = word.try_into().expect("8-byte chunks");
            acc * two_pow_64 + Scalar::from(u64::from_be_bytes(word))
        })
    }

    /// `reduce_48` reduces exactly: on the extremes, on a low half equal to
    /// `n` and `n - 1` (the single-subtraction edge), and on random bytes.
    #[test]
    fn reduce_48_is_exact() {
        let n_minus_1: [u8; 32] = (-Scalar::ONE).to_repr().into();
        let mut n = n_minus_1;
        for byte in n.iter_mut().rev() {
            let (sum, carry) = byte.overflowing_add(1);
            *byte = sum;
            if !carry {
                break;
            }
        }
        let mut cases = alloc::vec![[0u8; 48], [0xff; 48]];
        for low in [n, n_minus_1] {
            let mut bytes = [0u8; 48];
            bytes[16..].copy_from_slice(&low);
            cases.push(bytes);
            bytes[..16].fill(0xff);
            cases.push(bytes);
        }
        let mut rng = rand::rngs::StdRng::seed_from_u64(48);
        for _ in 0..100 {
            let mut bytes = [0u8; 48];
            rng.fill_bytes(&mut bytes);
            cases.push(bytes);
        }
        for bytes in &cases {
            assert_eq!(reduce_48(bytes), word_by_word(bytes));
        }
        assert_eq!(reduce_48(&cases[2]), Scalar::ZERO);
    }
}
