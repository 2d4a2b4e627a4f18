//! Random weights for batch verification, shared by the checks of key
//! generation (shares, proofs of knowledge) and of signing (signature shares).
//!
//! A batch check replaces `n` equations `X_j = 0` (between public group
//! elements) by one, `sum(w_j * X_j) = 0`, which costs one multiscalar
//! multiplication instead of `n` separate checks.
//!
//! **Soundness.** The group has prime order `p > 2^128`. Fix the `X_j` with at
//! least one, say `X_1`, not the identity. For any values of the other weights,
//! at most one value of `w_1` modulo `p` makes the sum vanish, and distinct
//! 128-bit integers are distinct modulo `p`. So if the weights are uniform
//! 128-bit integers chosen after the `X_j` are fixed and unknown to whoever
//! chose them, a batch with an invalid member passes with probability at most
//! `2^-128`. Full-size weights would not lower that bound below the 128-bit
//! security of the suites, but would double the cost of the multiplication.
//!
//! **Derivation.** The weights are not drawn from a random generator, which
//! keeps the key generation API free of one and its results reproducible. They
//! are the suite's hash of a secret of the verifier (unknown to every other
//! party) together with every input of the check: modelling the hash as a
//! random oracle, they are uniform and unpredictable to the senders, and any
//! change to the inputs yields unrelated weights.

use alloc::vec::Vec;

use crate::{Ciphersuite, Scalar};
use ff::Field;

/// A stream of 128-bit batch weights derived from a keyed hash.
///
/// Public for the batch checks of protocols built on the engine (key
/// generation's share and proof checks). **Security precondition** (see the
/// module documentation): the inputs include a secret of the verifier and
/// everything the check covers, so that no sender can predict the weights.
pub struct BatchWeights<C: Ciphersuite> {
    seed: C::HashOutput,
    counter: u32,
}

impl<C: Ciphersuite> BatchWeights<C> {
    /// Weights for the check named `tag`, derived from `inputs`, which must hold
    /// a secret of the verifier and everything the check covers.
    pub fn new(tag: &[u8], inputs: &[&[u8]]) -> Self {
        Self {
            seed: C::hash(tag, inputs),
            counter: 0,
        }
    }

    /// The next weight: the first 16 bytes of `H(seed || counter)` as an
    /// integer.
    pub fn next_weight(&mut self) -> Scalar<C> {
        self.counter = self.counter.wrapping_add(1);
        weight_at::<C>(self.seed.as_ref(), self.counter.wrapping_sub(1))
    }

    /// The next `count` weights, as `count` calls of
    /// [`next_weight`](Self::next_weight) give them, computed in pieces.
    pub fn next_weights(&mut self, count: usize) -> Vec<Scalar<C>> {
        let (seed, at) = (self.seed.as_ref(), self.counter);
        self.counter = at.wrapping_add(count as u32);
        crate::parallel::map_range(0..count, |k| {
            weight_at::<C>(seed, at.wrapping_add(k as u32))
        })
    }
}

/// The weight at `index` of the stream of `seed`.
fn weight_at<C: Ciphersuite>(seed: &[u8], index: u32) -> Scalar<C> {
    let output = C::hash(b"batch weight", &[seed, &index.to_be_bytes()]);
    let weight = weight_from_bytes::<C>(output.as_ref());
    // Public by design: used in variable-time multiscalar multiplications
    // (see the module documentation; SECURITY.md, "Constant time").
    frost_ct::declassify(&weight);
    weight
}

/// The first 16 `bytes` as a little-endian integer, as a scalar: by halves,
/// where ff's default `from_u128` doubles 64 times (a weight per equation).
pub(crate) fn weight_from_bytes<C: Ciphersuite>(bytes: &[u8]) -> Scalar<C> {
    let value = u128::from_le_bytes(core::array::from_fn(|i| bytes.get(i).map_or(0, |b| *b)));
    let two_64 = Scalar::<C>::from(1u64 << 63).double();
    Scalar::<C>::from((value >> 64) as u64) * two_64 + Scalar::<C>::from(value as u64)
}

#[cfg(test)]
mod tests {
    use ff::PrimeField;

    use alloc::vec::Vec;

    use super::{BatchWeights, weight_from_bytes};
    use crate::Scalar;
    use crate::dev_suite::DevSuite;

    /// `next_weights` continues the stream exactly as `next_weight` does,
    /// split over threads or not.
    #[cfg(feature = "parallel")]
    #[test]
    fn next_weights_continue_the_stream() {
        let stream = || BatchWeights::<DevSuite>::new(b"test", &[b"inputs"]);
        let mut one = stream();
        let singles: Vec<_> = (0..101).map(|_| one.next_weight()).collect();
        let (sequential, split) = crate::parallel::tests::both_ways(|| {
            let mut many = stream();
            let (first, second) = (many.next_weights(40), many.next_weights(60));
            [first, second, alloc::vec![many.next_weight()]].concat()
        });
        assert_eq!(sequential, singles);
        assert_eq!(split, singles);
    }

    /// The halves give ff's `from_u128`, at the edges and in between; only
    /// the first 16 bytes count, and fewer are zero-extended.
    #[test]
    fn weight_from_bytes_is_the_integer() {
        let mut values = alloc::vec![0u128, 1, u128::from(u64::MAX), 1 << 64, u128::MAX];
        values
            .extend((0..64).map(|i| 0x9e37_79b9_7f4a_7c15_f39c_c060_5ced_c834u128.rotate_left(i)));
        for value in values {
            let mut bytes = value.to_le_bytes().to_vec();
            bytes.extend_from_slice(&[0xff; 16]);
            assert_eq!(
                weight_from_bytes::<DevSuite>(&bytes),
                Scalar::<DevSuite>::from_u128(value)
            );
        }
        assert_eq!(
            weight_from_bytes::<DevSuite>(&[2, 1]),
            Scalar::<DevSuite>::from_u128(0x0102)
        );
    }
}
