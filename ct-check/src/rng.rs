//! The random generator of the check: every byte it hands out is secret.

use core::convert::Infallible;

use frost_core::rand_core::{Rng, SeedableRng, TryCryptoRng, TryRng};
use rand_chacha::ChaCha20Rng;

/// A deterministic ChaCha20 generator whose every output byte is classified
/// (marked undefined for memcheck) before it is returned, so that every
/// nonce, polynomial coefficient, key and seed drawn from it is a secret to
/// the check. Deterministic so that a report can be reproduced.
pub struct SecretRng(ChaCha20Rng);

impl SecretRng {
    /// A generator seeded with `seed`.
    pub fn new(seed: u64) -> Self {
        Self(ChaCha20Rng::seed_from_u64(seed))
    }

    /// `N` fresh secret bytes.
    pub fn bytes<const N: usize>(&mut self) -> [u8; N] {
        let mut bytes = [0u8; N];
        self.fill_bytes(&mut bytes);
        bytes
    }
}

impl TryRng for SecretRng {
    type Error = Infallible;

    // The words go through memory: classifying a value that the compiler
    // keeps in a register would not reach it.
    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        Ok(u32::from_le_bytes(self.bytes()))
    }

    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        Ok(u64::from_le_bytes(self.bytes()))
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
        self.0.fill_bytes(dst);
        frost_ct::classify(dst);
        Ok(())
    }
}

impl TryCryptoRng for SecretRng {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream_other_seed_other_stream() {
        let mut a = SecretRng::new(1);
        let mut b = SecretRng::new(1);
        let mut c = SecretRng::new(2);
        let first: [u8; 32] = a.bytes();
        assert_eq!(first, b.bytes::<32>());
        assert_ne!(first, c.bytes::<32>());
        assert_ne!(a.next_u64(), a.next_u64());
    }
}
