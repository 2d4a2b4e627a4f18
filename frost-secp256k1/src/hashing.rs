//! The suite's hashes over SHA-256 (RFC 9591, Section 6.5), shared with the
//! Taproot suite (`frost-secp256k1-tr`): same curve, same hash, only the
//! context string differs.

use frost_core::expand_message::ExpandMsgXmd;
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

/// `hash_to_field(prefix || suffix, 1)` of RFC 9380, Section 5.2, for the
/// scalar field (RFC 9591, Section 6.5): `L = 48` bytes of
/// `expand_message_xmd` over SHA-256, read as a big-endian integer and
/// reduced modulo the group order `n` by k256's wide reduction (the 48 bytes
/// placed at the end of 64). Constant time, and the bytes are wiped, since
/// `H3` derives secret nonces.
pub fn hash_to_field(expander: &ExpandMsgXmd<Sha256>, suffix: &[u8]) -> Scalar {
    let uniform_bytes = expander.expand::<48>(suffix);
    let mut wide = WideBytes::default();
    wide[64 - 48..].copy_from_slice(uniform_bytes.as_ref());
    let scalar = <Scalar as Reduce<WideBytes>>::reduce(&wide);
    wide.as_mut_slice().zeroize();
    scalar
}
