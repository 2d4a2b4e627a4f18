//! The domain-separated hashes of RFC 9591, Section 6, over a ciphersuite's
//! two primitives [`Ciphersuite::hash_to_scalar`] and [`Ciphersuite::hash`]
//! (both with DST `contextString || tag`).
//!
//! Each is one line with the RFC's tag, written once here for every suite.
//! `H2`, the signature challenge, is the one hash a suite may define
//! differently (Ed25519 and Ed448 use RFC 8032's, BIP340 its tagged hash),
//! so it stays on the trait: [`Ciphersuite::h2`].

use alloc::vec::Vec;

use crate::{Arithmetic, Ciphersuite, Scalar};

/// `H1` (tag `"rho"`), the binding factor hash of RFC 9591, Section 4.4, for
/// every signer of a package at once: `H1(prefix || suffix)` for each suffix,
/// in order. The prefix is `SerializeElement(PK) || H4(msg) || H5(commitment
/// list)`, shared by all signers, and each suffix a signer's
/// `SerializeScalar(identifier)`; backends absorb the prefix once
/// ([`Arithmetic::hash_to_scalars`]).
pub fn h1<C: Ciphersuite>(prefix: &[&[u8]], suffixes: &[&[u8]]) -> Vec<Scalar<C>> {
    // Each signer's factor is independent of the others': consecutive
    // pieces of the signers are hashed on every core (public inputs).
    crate::parallel::map_chunks(suffixes, |piece| {
        C::Arithmetic::hash_to_scalars(b"rho", prefix, piece)
    })
    .concat()
}

/// `H3` (tag `"nonce"`), the nonce derivation of RFC 9591, Section 4.1. Its
/// input holds a secret share and fresh randomness; its output is a secret
/// nonce.
pub fn h3<C: Ciphersuite>(m: &[&[u8]]) -> Scalar<C> {
    C::hash_to_scalar(b"nonce", m)
}

/// `H4` (tag `"msg"`), the message hash in the binding factor input (RFC
/// 9591, Section 4.4).
pub fn h4<C: Ciphersuite>(m: &[&[u8]]) -> C::HashOutput {
    C::hash(b"msg", m)
}

/// `H5` (tag `"com"`), the hash of the encoded group commitment list in the
/// binding factor input (RFC 9591, Section 4.4).
pub fn h5<C: Ciphersuite>(m: &[&[u8]]) -> C::HashOutput {
    C::hash(b"com", m)
}

/// `HDKG` (tag `"dkg"`), the challenge of the proof of knowledge in
/// distributed key generation. Not part of RFC 9591; the tag is the one
/// other deployed implementations use, so that participants interoperate.
pub fn hdkg<C: Ciphersuite>(m: &[&[u8]]) -> Scalar<C> {
    C::hash_to_scalar(b"dkg", m)
}

/// `HID` (tag `"id"`), the derivation of an identifier from an arbitrary
/// byte string. Not part of RFC 9591; same tag as other deployed
/// implementations.
pub fn hid<C: Ciphersuite>(m: &[&[u8]]) -> Scalar<C> {
    C::hash_to_scalar(b"id", m)
}
