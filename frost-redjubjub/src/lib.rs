//! FROST(Jubjub, BLAKE2b-512): threshold RedJubjub signatures for Zcash
//! Sapling spend authorization (ZIP 312).
//!
//! The group is the prime-order subgroup of Jubjub (Zcash protocol
//! specification, Section 5.4.9.3; cofactor 8) with the Sapling
//! spend-authorization base point `G^Sapling` (Section 5.4.7.1), not the
//! curve crate's generator. Elements are 32-byte `repr_J` encodings (`v`
//! little-endian, the sign of `u` in the top bit), scalars 32-byte
//! little-endian integers, signatures the 64 bytes `R || S` of RedJubjub:
//! they pass `RedDSA.Validate` (Section 5.4.7) under the group key. Every
//! element the suite accepts is in the prime-order subgroup, so the
//! cofactored equation of `RedDSA.Validate` (`[8](...) = O`) and the plain
//! one the engine checks agree.
//!
//! Zcash spends are signed under a re-randomized key `rk = ak + [alpha] G`:
//! sign with the `frost-rerandomized` crate and the transaction's `alpha`.
//! Sapling's `ak` is a full point encoding, with no parity rule.
//!
//! # Example: 2-of-3 with a trusted dealer
//!
//! ```
//! use std::collections::BTreeMap;
//! use frost_redjubjub as frost;
//!
//! let mut rng = frost::os_rng(); // the operating system's random source
//! let (shares, public_key_package) =
//!     frost::keys::generate_with_dealer(3, 2, frost::keys::IdentifierList::Default, &mut rng)?;
//! let key_packages: BTreeMap<_, _> = shares
//!     .into_iter()
//!     .map(|(id, share)| Ok((id, frost::keys::KeyPackage::try_from(share)?)))
//!     .collect::<Result<_, frost::Error>>()?;
//!
//! let mut nonces = BTreeMap::new();
//! let mut commitments = BTreeMap::new();
//! for (id, key_package) in key_packages.iter().take(2) {
//!     let (n, c) = frost::round1::commit(key_package.signing_share(), &mut rng);
//!     nonces.insert(*id, n);
//!     commitments.insert(*id, c);
//! }
//! let message = b"sighash";
//! let signing_package = frost::SigningPackage::new(commitments, message)?;
//! let mut shares = BTreeMap::new();
//! for (id, n) in nonces {
//!     shares.insert(id, frost::round2::sign(&signing_package, n, &key_packages[&id])?);
//! }
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

use alloc::vec;
use alloc::vec::Vec;
use blake2::Blake2b512;
use blake2::digest::{CustomizedInit, Digest};

use frost_core::EncodingError;
use frost_core::group::Curve;
use frost_suite_kit::{BasePoint, WithBasePoint};
use jubjub::{AffinePoint, ExtendedPoint, Fq, Fr, SubgroupPoint};
use subtle::Choice;
use zeroize::Zeroize;

/// `G^Sapling`, the Sapling spend-authorization base point (Zcash protocol
/// specification, Section 5.4.7.1; `FindGroupHash^J("Zcash_G_", "")`), by
/// its affine coordinates `(u, v)`; the tests check it against the encoding
/// `reddsa` uses.
const G_SAPLING: SubgroupPoint = SubgroupPoint::from_raw_unchecked(
    Fq::from_raw([
        0x47bf_4692_0a95_a753,
        0xd5b9_a7d3_ef8e_2827,
        0xd418_a7ff_2675_3b6a,
        0x0926_d4f3_2059_c712,
    ]),
    Fq::from_raw([
        0x3056_32ad_aaf2_b530,
        0x6d65_674d_cedb_ddbc,
        0x53bb_37d0_c21c_fd05,
        0x57a1_019e_6de9_b675,
    ]),
);

/// The prime-order subgroup of Jubjub with the Sapling spend-authorization
/// base point.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SaplingSpendAuth;

impl BasePoint for SaplingSpendAuth {
    type Group = SubgroupPoint;

    fn base_point() -> SubgroupPoint {
        G_SAPLING
    }
}

/// The FROST(Jubjub, BLAKE2b-512) ciphersuite.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RedJubjub;

/// BLAKE2b-512 with `personal` over the concatenation of `m`; its state wipes
/// itself on drop (the `zeroize` feature of `blake2`).
fn blake2b(personal: &[u8; 16], m: &[&[u8]]) -> [u8; 64] {
    let mut hasher = Blake2b512::new_customized(personal);
    m.iter().for_each(|part| hasher.update(part));
    hasher.finalize().into()
}

/// The 64 bytes as a little-endian integer modulo `r_J` (constant time), the
/// bytes then wiped.
fn to_scalar(mut bytes: [u8; 64]) -> Fr {
    let scalar = Fr::from_bytes_wide(&bytes);
    bytes.zeroize();
    scalar
}

impl frost_core::Ciphersuite for RedJubjub {
    type Group = WithBasePoint<SaplingSpendAuth>;
    type HashOutput = [u8; 64];
    type Arithmetic = Arithmetic;

    const CONTEXT_STRING: &'static str = "FROST-RedJubjub-BLAKE2b-512-v1";

    /// `repr_J`; the identity is refused.
    fn serialize_element(element: &Self::Group) -> Result<[u8; 32], EncodingError> {
        element.encode_non_identity()
    }

    /// `abst_J` as ZIP 216 tightened it (a canonical `v` below `q`, and no
    /// `u = 0` with the sign bit set), then membership of the prime-order
    /// subgroup (`jubjub`'s `SubgroupPoint` decoding): points with a
    /// small-order component are refused, and so is the identity.
    fn deserialize_element(bytes: &[u8]) -> Result<Self::Group, EncodingError> {
        Self::Group::decode_non_identity(bytes)
    }

    fn hash_to_scalar(tag: &[u8], m: &[&[u8]]) -> Fr {
        to_scalar(Self::hash(tag, m))
    }

    /// BLAKE2b-512 with the tag's personalization ([`frost_rerandomized::zip312::hash`]):
    /// ZIP 312's `"FROST_RedJubjubM"` and `"FROST_RedJubjubC"` for `H4` and `H5`.
    fn hash(tag: &[u8], m: &[&[u8]]) -> [u8; 64] {
        frost_rerandomized::zip312::hash(b"RedJubjub", tag, m, blake2b)
    }

    /// RedJubjub's challenge `H*` (`"Zcash_RedJubjubH"`) over
    /// `R || vk || M`, as `RedDSA.Validate` computes it.
    fn h2(m: &[&[u8]]) -> Fr {
        to_scalar(blake2b(b"Zcash_RedJubjubH", m))
    }
}

/// The [`frost_core::Arithmetic`] backend of [`RedJubjub`]: the generic
/// defaults (`jubjub`'s fixed-base multiplication is constant time), except
/// for the batch of fixed-base multiplications with their encodings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Arithmetic;

impl frost_core::Arithmetic<RedJubjub> for Arithmetic {
    /// The products of `mul_base`, taken to affine
    /// coordinates together with one field inversion (Montgomery's trick,
    /// `jubjub`'s constant-time `batch_normalize`), then encoded from the
    /// affine points and returned rebuilt from them (`Z = 1`): the elements
    /// are normalised, as the trait requires, without decoding every
    /// encoding again, which for Jubjub includes a subgroup check (a
    /// multiplication by the group order). The products are multiples of
    /// `G^Sapling`, so they are in the prime-order subgroup by construction.
    /// Constant time in the scalars; a zero scalar (an identity product) is
    /// refused.
    fn mul_base_serialized(
        scalars: &[Fr],
    ) -> Result<frost_core::EncodedElements<RedJubjub>, EncodingError> {
        let products: Vec<ExtendedPoint> = scalars
            .iter()
            .map(|k| ExtendedPoint::from(*Self::mul_base(k).inner()))
            .collect();
        let any_identity = products
            .iter()
            .fold(Choice::from(0), |acc, point| acc | point.is_identity());
        // Whether some scalar was zero is the caller's error to see.
        let any_identity = bool::from(any_identity);
        frost_ct::declassify(&any_identity);
        if any_identity {
            return Err(EncodingError::IdentityElement);
        }
        let mut affine = vec![AffinePoint::identity(); products.len()];
        ExtendedPoint::batch_normalize(&products, &mut affine);
        // Published as they are (commitments, verifying shares and keys).
        frost_ct::declassify(affine.as_slice());
        let encodings = affine.iter().map(AffinePoint::to_bytes).collect();
        let points = affine
            .iter()
            .map(|point| {
                WithBasePoint::new(SubgroupPoint::from_raw_unchecked(
                    point.get_u(),
                    point.get_v(),
                ))
            })
            .collect();
        Ok((points, encodings))
    }
}

frost_core::ciphersuite_api!(RedJubjub);
frost_keygen::keygen_api!(RedJubjub);
frost_multi::multi_api!(RedJubjub);
