//! The batch verification fixture: independent signatures by distinct keys.

use frost_core::rand_core::CryptoRng;
use frost_core::{BatchItem, Ciphersuite, Signature, SigningKey, VerifyingKey, verify_batch};

/// How many signatures a batch verification benchmark checks at once.
pub const BATCH_SIZE: usize = 64;

/// [`BATCH_SIZE`] single-party Schnorr signatures (RFC 9591, Appendix B),
/// each by its own key on its own message: the general case of batch
/// verification, with no key or message shared between items.
pub struct BatchFixture<C: Ciphersuite> {
    items: Vec<(VerifyingKey<C>, Vec<u8>, Signature<C>)>,
}

impl<C: Ciphersuite> BatchFixture<C> {
    /// Signs [`BATCH_SIZE`] messages with as many fresh keys.
    pub fn new<R: CryptoRng + ?Sized>(rng: &mut R) -> Self {
        let items = (0..BATCH_SIZE)
            .map(|i| {
                let key = SigningKey::<C>::new(rng);
                let message = format!("batch message {i}").into_bytes();
                let signature = key.sign(rng, &message);
                (key.verifying_key(), message, signature)
            })
            .collect();
        Self { items }
    }

    /// The signatures with their keys and messages.
    pub fn items(&self) -> &[(VerifyingKey<C>, Vec<u8>, Signature<C>)] {
        &self.items
    }

    /// Verifies all signatures at once; on failure, the indices of the
    /// invalid ones. The step "batch verify".
    pub fn verify<R: CryptoRng + ?Sized>(&self, rng: &mut R) -> Result<(), Vec<usize>> {
        let items: Vec<BatchItem<'_, C>> = self
            .items
            .iter()
            .map(|(verifying_key, message, signature)| BatchItem {
                verifying_key,
                message,
                signature,
            })
            .collect();
        verify_batch(&items, rng)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bench_rng;

    #[test]
    fn every_suite_batch_verifies() {
        struct Check;
        impl crate::SuiteVisitor for Check {
            fn visit<C: Ciphersuite>(&mut self, _name: &'static str) {
                let mut rng = bench_rng(3);
                let mut fixture = BatchFixture::<C>::new(&mut rng);
                assert_eq!(fixture.items().len(), BATCH_SIZE);
                fixture.verify(&mut rng).expect("valid batch");
                // Exchanging two signatures invalidates both.
                let first = fixture.items[1].2;
                fixture.items[1].2 = fixture.items[2].2;
                fixture.items[2].2 = first;
                assert_eq!(fixture.verify(&mut rng), Err(vec![1, 2]));
            }
        }
        crate::for_each_suite(&mut Check);
    }
}
