//! FROST(Pallas, BLAKE2b-512): threshold RedPallas signatures for Zcash
//! Orchard spend authorization (ZIP 312).
//!
//! The group is Pallas (Zcash protocol specification, Section 5.4.9.6) with
//! the Orchard spend-authorization base point `G^Orchard` (Section 5.4.7.1),
//! not the curve's usual generator. Elements are 32-byte `repr_P` encodings
//! (`x` little-endian, the sign of `y` in the top bit), scalars 32-byte
//! little-endian integers, signatures the 64 bytes `R || S` of RedPallas:
//! they pass `RedDSA.Validate` (Section 5.4.7) under the group key.
//!
//! Zcash spends are signed under a re-randomized key `rk = ak + [alpha] G`:
//! sign with the `frost-rerandomized` crate and the transaction's `alpha`.
//! Orchard's `ak` must have `ỹ = 0` (Section 4.2.3): every key the dealer,
//! the DKG, refresh and resharing produce has an even group key
//! ([`SignatureScheme::EvenGroupKey`]).
//!
//! # Example: 2-of-3 with a trusted dealer
//!
//! ```
//! use std::collections::BTreeMap;
//! use frost_redpallas as frost;
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

use frost_core::group::{Curve, CurveAffine, Group, GroupEncoding};
use frost_core::{EncodingError, SignatureScheme};
use frost_suite_kit::{BasePoint, WithBasePoint};
use pasta_curves::group::ff::FromUniformBytes;
use pasta_curves::{Fp, pallas};
use subtle::Choice;
use zeroize::Zeroize;

/// The affine coordinates of `G^Orchard = GroupHash^P("z.cash:Orchard", "G")`
/// (Zcash protocol specification, Section 5.4.7.1); the tests recompute the
/// point with `pasta_curves`' hash-to-curve.
const G_ORCHARD_X: Fp = Fp::from_raw([
    0x8d1a_7284_b875_c963,
    0x0c7f_0ce3_7b70_a10c,
    0x3b8d_187c_3e5f_445f,
    0x3755_23b3_28f1_d606,
]);
const G_ORCHARD_Y: Fp = Fp::from_raw([
    0x4ce3_3e81_7b0c_3bc9,
    0xdfc9_14fe_c005_bdd8,
    0x7b10_bcfc_fed6_24fb,
    0x1ad0_357f_df1a_66db,
]);

/// `G^Orchard` as an affine point.
const G_ORCHARD: pallas::Affine = pallas::Affine::from_xy_unchecked(G_ORCHARD_X, G_ORCHARD_Y);

/// Pallas with the Orchard spend-authorization base point.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OrchardSpendAuth;

impl BasePoint for OrchardSpendAuth {
    type Group = pallas::Point;

    fn base_point() -> pallas::Point {
        G_ORCHARD.into()
    }
}

/// The FROST(Pallas, BLAKE2b-512) ciphersuite.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RedPallas;

/// BLAKE2b-512 with `personal` over the concatenation of `m`; its state wipes
/// itself on drop (the `zeroize` feature of `blake2`).
fn blake2b(personal: &[u8; 16], m: &[&[u8]]) -> [u8; 64] {
    let mut hasher = Blake2b512::new_customized(personal);
    m.iter().for_each(|part| hasher.update(part));
    hasher.finalize().into()
}

/// The 64 bytes as a little-endian integer modulo `r_P` (constant time), the
/// bytes then wiped.
fn to_scalar(mut bytes: [u8; 64]) -> pallas::Scalar {
    let scalar = pallas::Scalar::from_uniform_bytes(&bytes);
    bytes.zeroize();
    scalar
}

impl frost_core::Ciphersuite for RedPallas {
    type Group = WithBasePoint<OrchardSpendAuth>;
    type HashOutput = [u8; 64];
    type Arithmetic = Arithmetic;

    const CONTEXT_STRING: &'static str = "FROST-RedPallas-BLAKE2b-512-v1";
    /// Orchard's `ak` has `ỹ = 0`: the top bit of `repr_P` is clear.
    const SIGNATURES: SignatureScheme = SignatureScheme::EvenGroupKey;

    /// `repr_P`; the identity is refused.
    fn serialize_element(element: &Self::Group) -> Result<[u8; 32], EncodingError> {
        element.encode_non_identity()
    }

    /// `abst_P`: a canonical `x` (below `p`) on the curve, the sign bit
    /// choosing `y` (Pallas has no point with `y = 0`, so every accepted
    /// encoding is canonical); the identity is refused. The cofactor is 1.
    fn deserialize_element(bytes: &[u8]) -> Result<Self::Group, EncodingError> {
        Self::Group::decode_non_identity(bytes)
    }

    fn hash_to_scalar(tag: &[u8], m: &[&[u8]]) -> pallas::Scalar {
        to_scalar(Self::hash(tag, m))
    }

    /// BLAKE2b-512 with the tag's personalization ([`frost_rerandomized::zip312::hash`]):
    /// ZIP 312's `"FROST_RedPallasM"` and `"FROST_RedPallasC"` for `H4` and `H5`.
    fn hash(tag: &[u8], m: &[&[u8]]) -> [u8; 64] {
        frost_rerandomized::zip312::hash(b"RedPallas", tag, m, blake2b)
    }

    /// RedPallas's challenge `H*` (`"Zcash_RedPallasH"`) over
    /// `R || vk || M`, as `RedDSA.Validate` computes it.
    fn h2(m: &[&[u8]]) -> pallas::Scalar {
        to_scalar(blake2b(b"Zcash_RedPallasH", m))
    }
}

/// The [`frost_core::Arithmetic`] backend of [`RedPallas`]: the generic
/// defaults, except for the fixed-base multiplication and its batch with the
/// encodings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Arithmetic;

impl frost_core::Arithmetic<RedPallas> for Arithmetic {
    /// Constant time in `k`: `frost_arithmetic::pallas::mul`
    /// (`pasta_curves`' own multiplication is not constant time).
    fn mul_base(k: &pallas::Scalar) -> WithBasePoint<OrchardSpendAuth> {
        WithBasePoint::new(frost_arithmetic::pallas::mul(&G_ORCHARD, k))
    }

    /// The products of `mul_base`, taken to affine
    /// coordinates together with one field inversion (Montgomery's trick,
    /// `pasta_curves`' constant-time `batch_normalize`), then encoded from
    /// the affine points and returned rebuilt from them (`Z = 1`): the
    /// elements are normalised, as the trait requires, without decoding
    /// every encoding again (a square root each). Constant time in the
    /// scalars; a zero scalar (an identity product) is refused.
    fn mul_base_serialized(
        scalars: &[pallas::Scalar],
    ) -> Result<frost_core::EncodedElements<RedPallas>, EncodingError> {
        let products: Vec<pallas::Point> =
            scalars.iter().map(|k| *Self::mul_base(k).inner()).collect();
        let any_identity = products
            .iter()
            .fold(Choice::from(0), |acc, point| acc | point.is_identity());
        // Whether some scalar was zero is the caller's error to see.
        let any_identity = bool::from(any_identity);
        frost_ct::declassify(&any_identity);
        if any_identity {
            return Err(EncodingError::IdentityElement);
        }
        let mut affine = vec![pallas::Affine::identity(); products.len()];
        pallas::Point::batch_normalize(&products, &mut affine);
        // Published as they are (commitments, verifying shares and keys).
        frost_ct::declassify(affine.as_slice());
        let encodings = affine.iter().map(GroupEncoding::to_bytes).collect();
        let points = affine
            .iter()
            .map(|point| WithBasePoint::new(pallas::Point::from(*point)))
            .collect();
        Ok((points, encodings))
    }
}

frost_core::ciphersuite_api!(RedPallas);
frost_keygen::keygen_api!(RedPallas);
frost_multi::multi_api!(RedPallas);
