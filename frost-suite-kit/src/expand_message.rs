//! `expand_message_xmd` (RFC 9380, Section 5.3.1): the expander under
//! `hash_to_field` in the `H1`, `H2` and `H3` of FROST(P-256, SHA-256) and
//! FROST(secp256k1, SHA-256) (RFC 9591, Sections 6.4 and 6.5).
//!
//! The message is given in two parts, a prefix and a suffix, so that many
//! messages sharing a prefix hash it once: [`ExpandMsgXmd::new`] absorbs
//! `Z_pad || prefix` and keeps that hash state, and each
//! [`ExpandMsgXmd::expand`] continues a copy of it with its suffix. Every
//! signer's binding factor input (RFC 9591, Section 4.4) is such a message:
//! the group key, `H4(msg)` and `H5(commitment list)`, then the signer's
//! identifier. A single message is an empty suffix (or an empty prefix).
//!
//! Generic over any hash with the RustCrypto [`Digest`] traits whose output
//! fits in a DST (at most 255 bytes), such as `sha2::Sha256`.

use digest::common::BlockSizeUser;
use digest::typenum::Unsigned;
use digest::{Digest, Output};
use zeroize::{Zeroize, Zeroizing};

/// The longest DST used as is; longer ones are first hashed (RFC 9380,
/// Sections 5.3.1 and 5.3.3).
const MAX_DST_LEN: usize = 255;

/// The prefix of the hash that stands for an oversize DST (RFC 9380,
/// Section 5.3.3).
const OVERSIZE_DST_PREFIX: &[u8] = b"H2C-OVERSIZE-DST-";

/// Zero bytes for `Z_pad`, absorbed in pieces of this size.
const ZEROS: [u8; 64] = [0; 64];

/// `expand_message_xmd` with hash `H` and a fixed DST, after absorbing a
/// message prefix.
///
/// The kept state has absorbed the prefix: when the prefix is secret (as in
/// `H3`, whose input holds the signing share), drop the expander as soon as
/// the outputs are computed.
pub struct ExpandMsgXmd<H> {
    /// The hash state after `Z_pad || prefix`.
    prefix_state: H,
    /// `DST_prime = DST || I2OSP(len(DST), 1)` in its first
    /// `dst_prime_len` bytes, where `DST` is the given one or, if longer than
    /// 255 bytes, its hash.
    dst_prime: [u8; MAX_DST_LEN + 1],
    /// The length of `DST_prime`, at most 256.
    dst_prime_len: usize,
}

impl<H: Digest + BlockSizeUser + Clone> ExpandMsgXmd<H> {
    /// Absorbs `Z_pad || prefix` (the prefix being the concatenation of the
    /// parts) and prepares `DST_prime` from the concatenation of `dst`.
    ///
    /// RFC 9380, Section 3.1 requires a non-empty DST, unique to the protocol
    /// and hash; the FROST suites use `contextString || tag`. A DST longer
    /// than 255 bytes is replaced by `H("H2C-OVERSIZE-DST-" || DST)`
    /// (Section 5.3.3).
    pub fn new(dst: &[&[u8]], prefix: &[&[u8]]) -> Self {
        // The hash of an oversize DST must itself fit in a DST.
        const { assert!(<H as digest::OutputSizeUser>::OutputSize::USIZE <= MAX_DST_LEN) };

        let mut prefix_state = H::new();
        let mut zeros_left = H::BlockSize::USIZE;
        while zeros_left > 0 {
            let piece = zeros_left.min(ZEROS.len());
            prefix_state.update(&ZEROS[..piece]);
            zeros_left -= piece;
        }
        for part in prefix {
            prefix_state.update(part);
        }

        let mut dst_prime = [0u8; MAX_DST_LEN + 1];
        let dst_len: usize = dst.iter().map(|part| part.len()).sum();
        let dst_len = if dst_len > MAX_DST_LEN {
            let mut hasher = H::new();
            hasher.update(OVERSIZE_DST_PREFIX);
            for part in dst {
                hasher.update(part);
            }
            let digest = hasher.finalize();
            dst_prime[..digest.len()].copy_from_slice(&digest);
            digest.len()
        } else {
            let mut end = 0;
            for part in dst {
                dst_prime[end..end + part.len()].copy_from_slice(part);
                end += part.len();
            }
            end
        };
        // `dst_len <= 255` in both branches (see the assertion above).
        dst_prime[dst_len] = dst_len as u8;

        Self {
            prefix_state,
            dst_prime,
            dst_prime_len: dst_len + 1,
        }
    }

    /// `expand_message_xmd(prefix || suffix, DST, LEN)`: `LEN` uniform bytes,
    /// wiped when dropped.
    ///
    /// `LEN` is checked at compile time against the limits of RFC 9380,
    /// Section 5.3.1 (`LEN <= 65535`, at most 255 hash outputs), so the
    /// function cannot fail. Constant time in the message.
    pub fn expand<const LEN: usize>(&self, suffix: &[u8]) -> Zeroizing<[u8; LEN]> {
        const {
            assert!(LEN > 0 && LEN <= u16::MAX as usize);
            assert!(LEN.div_ceil(<H as digest::OutputSizeUser>::OutputSize::USIZE) <= 255);
        };
        let dst_prime = &self.dst_prime[..self.dst_prime_len];

        // b_0 = H(Z_pad || msg || I2OSP(LEN, 2) || I2OSP(0, 1) || DST_prime)
        let mut hasher = self.prefix_state.clone();
        hasher.update(suffix);
        hasher.update((LEN as u16).to_be_bytes());
        hasher.update([0u8]);
        hasher.update(dst_prime);
        let mut b_0 = Output::<H>::default();
        hasher.finalize_into(&mut b_0);

        // b_i = H(strxor(b_0, b_(i-1)) || I2OSP(i, 1) || DST_prime), starting
        // from an all-zero b_(i-1) so that b_1 = H(b_0 || I2OSP(1, 1) || DST_prime).
        // The assertion above keeps `i` within one byte.
        let mut uniform_bytes = Zeroizing::new([0u8; LEN]);
        let mut b_i = Output::<H>::default();
        for (i, chunk) in (1..=u8::MAX).zip(uniform_bytes.chunks_mut(b_i.len())) {
            for (byte, b_0_byte) in b_i.iter_mut().zip(b_0.iter()) {
                *byte ^= b_0_byte;
            }
            let mut hasher = H::new();
            hasher.update(&b_i);
            hasher.update([i]);
            hasher.update(dst_prime);
            hasher.finalize_into(&mut b_i);
            chunk.copy_from_slice(&b_i[..chunk.len()]);
        }
        b_0.as_mut_slice().zeroize();
        b_i.as_mut_slice().zeroize();
        uniform_bytes
    }
}
