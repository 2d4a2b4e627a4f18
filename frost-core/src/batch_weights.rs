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

use crate::{Ciphersuite, Scalar};
use ff::PrimeField;

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
        let output = C::hash(
            b"batch weight",
            &[self.seed.as_ref(), &self.counter.to_be_bytes()],
        );
        self.counter = self.counter.wrapping_add(1);
        let mut bytes = [0u8; 16];
        for (byte, value) in bytes.iter_mut().zip(output.as_ref()) {
            *byte = *value;
        }
        let weight = Scalar::<C>::from_u128(u128::from_le_bytes(bytes));
        // Public by design: used in variable-time multiscalar multiplications
        // (see the module documentation; SECURITY.md, "Constant time").
        frost_ct::declassify(&weight);
        weight
    }
}
