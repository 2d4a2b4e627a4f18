//! Taproot: BIP340 x-only keys and BIP341 tweaks of a FROST group key.
//!
//! A Taproot output commits to a key `Q = evenY(P) + t * G` with
//! `t = int(hash_TapTweak(x(P) || merkle_root))` (BIP341, "Constructing and
//! spending Taproot outputs"), where `P` is the internal key and
//! `merkle_root` commits to an optional script tree. A key-path spend is a
//! BIP340 signature under `Q`.
//!
//! A FROST group holding shares of `P` signs for `Q` once every participant
//! tweaks its [`KeyPackage`], and the coordinator its
//! [`PublicKeyPackage`], with the same
//! [`TapTweak::tap_tweak`]: each first makes the key even (negating the key,
//! every share and every verifying share if `P` has odd `y`), then adds `t`
//! with the engine's additive tweak. `Q` itself may have odd `y`; signing
//! handles that like any group key.
//!
//! # Security
//!
//! The tweak is public: anyone who knows `P` and the merkle root links `P` to
//! `Q`. Tweaking does not re-share the key: `min_signers` tweaked shares and
//! `t` reveal the internal key's secret, and the other way round. BIP341
//! recommends tweaking even without a script tree (`merkle_root = None`), so
//! that the output provably has no hidden script path.

use alloc::collections::BTreeMap;

use frost_core::ff::PrimeField;
use frost_core::group::GroupEncoding;
use frost_core::signature_scheme;
use k256::{FieldBytes, Scalar};
use zeroize::Zeroize;

use crate::keys::{KeyPackage, PublicKeyPackage, SigningShare, VerifyingShare};
use crate::{Error, Secp256k1Tr, VerifyingKey, tagged_hash};

/// BIP341's tag of the key tweak hash.
const TAP_TWEAK_TAG: &[u8] = b"TapTweak";

/// The 32-byte x-only form of a key, as BIP340 public keys and Taproot outputs
/// carry it. It stands for the point with this x coordinate and even `y`,
/// which is also the key [`VerifyingKey::verify`] checks signatures under.
pub trait XOnly: Sized {
    /// BIP340 `bytes(P)`: the x coordinate, big-endian.
    fn to_x_only(&self) -> [u8; 32];

    /// BIP340 `lift_x`: the key with this x coordinate and even `y`. Fails
    /// with [`Error::InvalidLength`] unless given 32 bytes, and with
    /// [`Error::MalformedElement`] if they are not the x coordinate of a
    /// curve point (not below the field modulus, or not on the curve).
    fn from_x_only(bytes: &[u8]) -> Result<Self, Error>;
}

impl XOnly for VerifyingKey {
    fn to_x_only(&self) -> [u8; 32] {
        let mut x = [0; 32];
        x.copy_from_slice(signature_scheme::element_bytes::<Secp256k1Tr>(
            &self.to_element().to_bytes(),
        ));
        x
    }

    fn from_x_only(bytes: &[u8]) -> Result<Self, Error> {
        if bytes.len() != 32 {
            return Err(Error::InvalidLength);
        }
        VerifyingKey::from_bytes(&signature_scheme::expand_element::<Secp256k1Tr>(bytes)?)
    }
}

/// BIP341 `taproot_tweak_pubkey`'s tweak for internal key `P`:
/// `t = int(hash_TapTweak(x(P) || merkle_root))`, with nothing after `x(P)`
/// when there is no script tree.
///
/// Fails with [`Error::MalformedScalar`] if the hash is not below the group
/// order, which BIP341 treats as a failure (probability about `2^-128`).
pub fn tap_tweak_scalar(
    internal_key: &VerifyingKey,
    merkle_root: Option<&[u8; 32]>,
) -> Result<Scalar, Error> {
    let root: &[u8] = merkle_root.map_or(&[], |root| root.as_slice());
    let digest = tagged_hash(TAP_TWEAK_TAG, &[&internal_key.to_x_only(), root]);
    Option::from(Scalar::from_repr(FieldBytes::from(digest))).ok_or(Error::MalformedScalar)
}

/// Whether a key has odd `y`, and so must be negated to be BIP341's
/// `evenY(P)`. Variable time: the key is public.
fn has_odd_y(key: &VerifyingKey) -> bool {
    signature_scheme::is_negated::<Secp256k1Tr>(&key.to_element().to_bytes())
}

/// The BIP341 tap tweak of a participant's or the coordinator's package.
pub trait TapTweak: Sized {
    /// The package for the Taproot output key `Q = evenY(P) + t * G` of this
    /// package's group key `P`, with `t` from [`tap_tweak_scalar`]; see the
    /// [module documentation](self). Every participant and the coordinator
    /// must use the same `merkle_root`.
    ///
    /// Fails with [`Error::IdentityElement`] if a tweaked key or share is the
    /// identity (only someone who knows the secret could arrange that), and
    /// as [`tap_tweak_scalar`] does.
    fn tap_tweak(&self, merkle_root: Option<&[u8; 32]>) -> Result<Self, Error>;
}

impl TapTweak for KeyPackage {
    /// Negating the share, if needed, and adding `t` are constant-time field
    /// operations; the copy of the share is zeroized.
    fn tap_tweak(&self, merkle_root: Option<&[u8; 32]>) -> Result<Self, Error> {
        let t = tap_tweak_scalar(self.verifying_key(), merkle_root)?;
        if !has_odd_y(self.verifying_key()) {
            return self.tweak(&t);
        }
        let mut share = self.signing_share().to_scalar();
        let negated_share = SigningShare::new(-share);
        share.zeroize();
        let even = KeyPackage::new(
            *self.identifier(),
            negated_share,
            VerifyingShare::new(-self.verifying_share().to_element())?,
            VerifyingKey::new(-self.verifying_key().to_element())?,
            self.min_signers(),
        )?;
        even.tweak(&t)
    }
}

impl TapTweak for PublicKeyPackage {
    fn tap_tweak(&self, merkle_root: Option<&[u8; 32]>) -> Result<Self, Error> {
        let t = tap_tweak_scalar(self.verifying_key(), merkle_root)?;
        if !has_odd_y(self.verifying_key()) {
            return self.tweak(&t);
        }
        let verifying_shares = self
            .verifying_shares()
            .iter()
            .map(|(id, share)| Ok((*id, VerifyingShare::new(-share.to_element())?)))
            .collect::<Result<BTreeMap<_, _>, Error>>()?;
        let even = PublicKeyPackage::new(
            verifying_shares,
            VerifyingKey::new(-self.verifying_key().to_element())?,
            self.min_signers(),
        )?;
        even.tweak(&t)
    }
}
