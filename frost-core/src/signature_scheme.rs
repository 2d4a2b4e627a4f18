//! How a signature carries the group commitment `R` and names the group key:
//! RFC 9591's full element encodings, or BIP340's x-only points.
//!
//! A ciphersuite picks its scheme with [`Ciphersuite::SIGNATURES`]; the
//! engine asks the functions of this module, which answer for the suite's
//! scheme, wherever the difference shows: the signature encoding, the
//! challenge input, the signs of nonces, shares and keys, and which group
//! keys key generation may make.
//!
//! BIP340 applies to 33-byte SEC1 compressed encodings (tag `0x02` or `0x03`
//! for the parity of `y`, then the 32-byte `x`), which this module handles
//! for any such suite: the parity is read off the tag, the signature bytes
//! of a point are its `x`, and `lift_x` is the tag `0x02` followed by `x`. A
//! suite that declares [`SignatureScheme::Bip340`] with elements of another
//! length does not compile.

/// How a Schnorr proof built on the engine follows the suite's conventions
/// for `R` (BIP340 negation) as the engine's own signatures do.
pub use crate::signature::{negate_if, normalize_commitment};
use crate::{Ciphersuite, ElementBytes, EncodingError, VerifyingKey};

/// The length of a SEC1 compressed encoding of a point with a 32-byte `x`,
/// the only encoding [`SignatureScheme::Bip340`] applies to.
const SEC1_COMPRESSED_LEN: usize = 33;
/// SEC1 tag of a compressed point with even `y` (SEC 1, Section 2.3.3).
const TAG_EVEN_Y: u8 = 0x02;
/// SEC1 tag of a compressed point with odd `y`.
const TAG_ODD_Y: u8 = 0x03;

/// The signature scheme of a ciphersuite ([`Ciphersuite::SIGNATURES`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SignatureScheme {
    /// RFC 9591 (Section 4.6 and Appendix A): `R` and the group key enter
    /// the challenge and the signature as their full `SerializeElement`
    /// encodings, and stand for themselves.
    Rfc9591,
    /// BIP340 Schnorr signatures (Bitcoin's Taproot): `R` and the group key
    /// are carried by their 32-byte `x` coordinate alone and stand for the
    /// point with that `x` and an even `y` (BIP340, "Design": implicit Y
    /// coordinates). Only for suites whose elements are 33-byte SEC1
    /// compressed points.
    Bip340,
    /// RFC 9591 signatures, as [`Rfc9591`](Self::Rfc9591), under a group key
    /// of one fixed sign: its encoding's sign bit (the top bit of the last
    /// byte, where RFC 8032 and the Zcash encodings keep the sign of the
    /// other coordinate) is clear. Orchard's spend-authorization key `ak`
    /// must have `ỹ = 0` (Zcash protocol specification, Section 4.2.3), so
    /// that, like a BIP340 key, it stands for its `x` coordinate alone.
    ///
    /// The sign belongs to the signature scheme as BIP340's does, but is
    /// fixed once, when the key is made, instead of in every signature: key
    /// generation (the dealer, the DKG, refresh and resharing) negates the
    /// group key together with every signing and verifying share when it has
    /// the other sign ([`is_normalized_key`]), which is still a valid sharing
    /// (of `-s`), and re-randomized signing refuses such a key.
    EvenGroupKey,
}

/// `C::SIGNATURES`, refused at compile time for a BIP340 suite whose element
/// encodings are not 33 bytes long.
const fn scheme<C: Ciphersuite>() -> SignatureScheme {
    const {
        assert!(
            !matches!(C::SIGNATURES, SignatureScheme::Bip340)
                || core::mem::size_of::<ElementBytes<C>>() == SEC1_COMPRESSED_LEN,
            "BIP340 signatures need 33-byte SEC1 compressed element encodings"
        );
    }
    C::SIGNATURES
}

/// Whether the element encoded as `encoded` stands, in signatures, for its
/// negation.
///
/// RFC 9591: never. BIP340: when its `y` is odd (SEC1 tag `0x03`), since a
/// BIP340 signature means the point with the same `x` and an even `y`
/// (BIP340, "Default Signing": `d = d'` if `has_even_y(P)`, else `n - d'`;
/// the same for the nonce `k`). The engine then negates what it must:
///
/// - for the group commitment `R` (RFC 9591, Section 5.2), every signer
///   negates its nonces `d_i`, `e_i`, and share verification (Section 5.4)
///   negates `D_i + rho_i * E_i`; a single signer negates its nonce;
/// - for the group key `PK`, every signer negates its share `s_i`, share
///   verification negates `PK_i`, and verification uses `-PK`.
///
/// Only ever called on public elements; it may run in variable time.
pub fn is_negated<C: Ciphersuite>(encoded: &ElementBytes<C>) -> bool {
    match scheme::<C>() {
        SignatureScheme::Rfc9591 | SignatureScheme::EvenGroupKey => false,
        SignatureScheme::Bip340 => encoded.as_ref().first() == Some(&TAG_ODD_Y),
    }
}

/// Whether `group_key` may be the group key of a key the engine generates:
/// always, except under [`SignatureScheme::EvenGroupKey`], where exactly one
/// of `Y` and `-Y` may (the one whose encoding's top bit is clear; negating
/// a non-identity point of a twisted Edwards or short Weierstrass curve of
/// odd order flips that bit, since its other coordinate is never zero).
///
/// The group key is public: this runs in variable time.
pub fn is_normalized_key<C: Ciphersuite>(group_key: &VerifyingKey<C>) -> bool {
    match scheme::<C>() {
        SignatureScheme::Rfc9591 | SignatureScheme::Bip340 => true,
        SignatureScheme::EvenGroupKey => group_key
            .encoded()
            .as_slice()
            .last()
            .is_some_and(|byte| byte >> 7 == 0),
    }
}

/// The part of `SerializeElement(X)` that a signature carries: the bytes of
/// `R` in the signature encoding, and of `R` and `PK` in the challenge input
/// `H2(R || PK || msg)` (RFC 9591, Section 4.6 and Appendix A).
///
/// RFC 9591: all of it. BIP340: the 32-byte `x` after the SEC1 tag (BIP340,
/// "Notation": `bytes(P)`, the x coordinate of `P`). The length is the same
/// for every element of a suite.
pub fn element_bytes<C: Ciphersuite>(encoded: &ElementBytes<C>) -> &[u8] {
    let bytes = encoded.as_ref();
    match scheme::<C>() {
        SignatureScheme::Rfc9591 | SignatureScheme::EvenGroupKey => bytes,
        SignatureScheme::Bip340 => bytes.get(1..).unwrap_or(bytes),
    }
}

/// The inverse of [`element_bytes`]: the full `SerializeElement` encoding of
/// the element that a signature's `R` bytes (or a BIP340 x-only key) stand
/// for, to be decoded with [`Ciphersuite::deserialize_element`], which checks
/// its validity.
///
/// RFC 9591: the bytes themselves. BIP340: `lift_x` (BIP340, "Specification"),
/// the point with this `x` and an even `y`, encoded as the SEC1 tag `0x02`
/// followed by `x`.
///
/// Fails with [`EncodingError::MalformedElement`] on a wrong length.
pub fn expand_element<C: Ciphersuite>(bytes: &[u8]) -> Result<ElementBytes<C>, EncodingError> {
    let mut repr = ElementBytes::<C>::default();
    let full: &mut [u8] = repr.as_mut();
    let body = match scheme::<C>() {
        SignatureScheme::Rfc9591 | SignatureScheme::EvenGroupKey => full,
        SignatureScheme::Bip340 => {
            let (tag, x) = full
                .split_first_mut()
                .ok_or(EncodingError::MalformedElement)?;
            *tag = TAG_EVEN_Y;
            x
        }
    };
    if bytes.len() != body.len() {
        return Err(EncodingError::MalformedElement);
    }
    body.copy_from_slice(bytes);
    Ok(repr)
}
