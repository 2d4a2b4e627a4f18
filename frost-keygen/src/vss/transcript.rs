//! Transcript digests: one short value that names everything broadcast in the
//! first round of a key generation or refresh.
//!
//! Key generation assumes a broadcast channel: every participant must see the
//! same round-one packages. A participant that sends different commitments to
//! different peers would leave the group with inconsistent keys. Comparing
//! digests over a channel of the application's choosing (or having each
//! participant sign its digest) detects that before the key is used.

use alloc::vec::Vec;
use core::fmt;

use frost_core::EncodedElement;
use frost_core::{Ciphersuite, Identifier};

/// A digest of the round-one broadcast of a key generation or refresh: the
/// threshold and, in ascending identifier order, every participant's
/// identifier and commitment (including one's own).
///
/// Every participant that saw the same broadcast computes the same digest.
/// It covers the commitments, which determine the group key and all verifying
/// shares, not the proofs of knowledge, which only attest to them.
///
/// Defined as the first 32 bytes of `H(contextString || tag || u16(t) ||
/// u16(n) || d_1 || ... || d_n)` with the suite's hash, where
/// `d_j = H(contextString || tag || " package" || SerializeScalar(j) ||
/// SerializeElement(C_j0) || ...)` and `tag` is `"dkg transcript"` or
/// `"refresh transcript"`. (A refresh commitment has no `C_j0`.)
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct TranscriptDigest([u8; 32]);

impl TranscriptDigest {
    /// Wraps 32 bytes, e.g. a digest received from another participant.
    pub fn from_bytes(bytes: [u8; 32]) -> Self {
        Self(bytes)
    }

    /// The digest bytes.
    pub fn to_bytes(&self) -> [u8; 32] {
        self.0
    }

    /// Digest of the `(identifier, commitment)` pairs of every participant of
    /// the round, which `commitments` yields in ascending identifier order.
    pub(crate) fn compute<'a, C, I>(tag: &[u8], min_signers: u16, commitments: I) -> Self
    where
        C: Ciphersuite,
        I: ExactSizeIterator<Item = (&'a Identifier<C>, &'a [EncodedElement<C>])>,
    {
        let count = u16::try_from(commitments.len()).unwrap_or(u16::MAX);
        let header = [min_signers.to_be_bytes(), count.to_be_bytes()].concat();
        let package_tag = [tag, b" package"].concat();
        // Each package's digest on its own, on every core (split by the public
        // count of packages); the outer hash takes them in order.
        let packages: Vec<(&Identifier<C>, &[EncodedElement<C>])> = commitments.collect();
        let digests: Vec<Vec<u8>> =
            frost_core::parallel::map(&packages, |(identifier, elements)| {
                // One contiguous input hashes faster than many short ones.
                let element_len = elements.first().map_or(0, |e| e.as_slice().len());
                let mut bytes =
                    Vec::with_capacity(identifier.as_bytes().len() + elements.len() * element_len);
                bytes.extend_from_slice(identifier.as_bytes());
                for element in *elements {
                    bytes.extend_from_slice(element.as_slice());
                }
                C::hash(&package_tag, &[&bytes]).as_ref().to_vec()
            });
        let mut parts: Vec<&[u8]> = Vec::with_capacity(digests.len() + 1);
        parts.push(&header);
        parts.extend(digests.iter().map(Vec::as_slice));
        let output = C::hash(tag, &parts);
        let mut bytes = [0u8; 32];
        for (byte, value) in bytes.iter_mut().zip(output.as_ref()) {
            *byte = *value;
        }
        Self(bytes)
    }
}

impl fmt::Debug for TranscriptDigest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("TranscriptDigest(")?;
        frost_core::serialization::write_lower_hex(f, &self.0)?;
        f.write_str(")")
    }
}
