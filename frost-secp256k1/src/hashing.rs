//! The SHA-256 hashing of RFC 9591, Section 6.5, for any context string:
//! this suite's, and the Taproot suite's (`frost-secp256k1-tr`), which has
//! the same curve and hash and differs only in its context string and its
//! challenge. Each function is the [`Ciphersuite`](frost_core::Ciphersuite)
//! primitive of the same name with `contextString = context`.

use alloc::vec::Vec;

use frost_suite_kit::expand_message::ExpandMsgXmd;
use k256::elliptic_curve::ops::Reduce;
use k256::{Scalar, WideBytes};
use sha2::{Digest, Sha256};
use zeroize::Zeroize;

/// SHA-256 of the concatenation of `prefix` and `m`.
pub fn sha256(prefix: &[&[u8]], m: &[&[u8]]) -> [u8; 32] {
    let mut hasher = Sha256::new();
    for part in prefix.iter().chain(m) {
        hasher.update(part);
    }
    hasher.finalize().into()
}

/// `H(contextString || tag || m)`: SHA-256 of the concatenation.
pub fn hash(context: &str, tag: &[u8], m: &[&[u8]]) -> [u8; 32] {
    sha256(&[context.as_bytes(), tag], m)
}

/// `hash_to_field(m, 1)` with DST `contextString || tag` (RFC 9591,
/// Section 6.5; RFC 9380, Section 5.2).
pub fn hash_to_scalar(context: &str, tag: &[u8], m: &[&[u8]]) -> Scalar {
    hash_to_field(&ExpandMsgXmd::new(&[context.as_bytes(), tag], m), &[])
}

/// [`hash_to_scalar`]`(context, tag, prefix || suffix)` for each suffix,
/// absorbing `Z_pad || prefix` once: for the binding factors, six SHA-256
/// compressions per signer instead of eight.
pub fn hash_to_scalars(
    context: &str,
    tag: &[u8],
    prefix: &[&[u8]],
    suffixes: &[&[u8]],
) -> Vec<Scalar> {
    let expander = ExpandMsgXmd::new(&[context.as_bytes(), tag], prefix);
    suffixes
        .iter()
        .map(|suffix| hash_to_field(&expander, suffix))
        .collect()
}

/// `hash_to_field(prefix || suffix, 1)` of RFC 9380, Section 5.2, for the
/// scalar field: `L = 48` bytes of `expand_message_xmd` over SHA-256, read
/// as a big-endian integer and reduced modulo the group order `n` by k256's
/// wide reduction (the 48 bytes placed at the end of 64). Constant time, and
/// the bytes are wiped, since `H3` derives secret nonces.
fn hash_to_field(expander: &ExpandMsgXmd<Sha256>, suffix: &[u8]) -> Scalar {
    let uniform_bytes = expander.expand::<48>(suffix);
    let mut wide = WideBytes::default();
    wide[64 - 48..].copy_from_slice(uniform_bytes.as_ref());
    let scalar = <Scalar as Reduce<WideBytes>>::reduce(&wide);
    wide.as_mut_slice().zeroize();
    scalar
}
