//! The run identifier: a fresh random value the coordinator draws for each
//! run and every message of the run carries, so that no message of another
//! run (an earlier signing by the same group, replayed by the network) is
//! ever taken for one of this run.
//!
//! The coordinator chooses it ([`RunId::random`]) and the application hands
//! it to each signer with the message to sign; the coordinator refuses
//! commitments, responses and declines of another run, and a signer refuses
//! requests of another run, in both cases before anything changes
//! ([`RoastError::WrongRun`](crate::RoastError::WrongRun)).

use core::fmt;

use frost_core::rand_core::CryptoRng;

/// The length of a run identifier in bytes.
pub const RUN_ID_LEN: usize = 32;

/// The identifier of one ROAST run: 32 random bytes, unique across the
/// group's runs with overwhelming probability when drawn by
/// [`RunId::random`].
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct RunId(pub [u8; RUN_ID_LEN]);

impl RunId {
    /// A fresh identifier drawn from `rng`: what a coordinator should use
    /// for every new run.
    pub fn random<R: CryptoRng + ?Sized>(rng: &mut R) -> Self {
        let mut bytes = [0u8; RUN_ID_LEN];
        rng.fill_bytes(&mut bytes);
        Self(bytes)
    }

    /// The identifier's bytes.
    pub fn to_bytes(&self) -> [u8; RUN_ID_LEN] {
        self.0
    }
}

impl fmt::Debug for RunId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("RunId(")?;
        for byte in &self.0 {
            write!(f, "{byte:02x}")?;
        }
        f.write_str(")")
    }
}

impl fmt::Display for RunId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for byte in &self.0 {
            write!(f, "{byte:02x}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use rand_chacha::ChaCha20Rng;
    use rand_chacha::rand_core::SeedableRng;

    use super::RunId;

    #[test]
    fn random_runs_differ_and_print_as_hex() {
        let mut rng = ChaCha20Rng::seed_from_u64(1);
        let first = RunId::random(&mut rng);
        let second = RunId::random(&mut rng);
        assert_ne!(first, second);
        let text = alloc::format!("{first}");
        assert_eq!(text.len(), 64);
        assert_eq!(alloc::format!("{first:?}"), alloc::format!("RunId({text})"));
    }
}
