//! Schnorr proofs of knowledge of a dealing's constant term (Komlo and
//! Goldberg 2020, FROST, Figure 1, round one, step 2).
//!
//! Each participant proves that it knows `a_i0` behind its commitment
//! `C_i0 = a_i0 * G`, bound to its identifier. Without the proof a participant
//! speaking last could choose `C_i0` as a function of the others' and bias
//! or even fix the group key (a rogue-key attack).
//!
//! The encoding follows the most deployed Rust implementation so that
//! participants of both can form one group: the proof is the pair `(R, z)`
//! encoded like a signature, `SerializeElement(R) || SerializeScalar(z)`, with
//! `z = k + a_i0 * c` and `c = HDKG(SerializeScalar(i) || SerializeElement(C_i0)
//! || SerializeElement(R))`. A suite whose signatures carry `R` by its `x`
//! coordinate (BIP340) makes `R` even-`y` by negating `k`, so the 64-byte proof
//! decodes to the same `R`.

use alloc::vec::Vec;

use ff::Field;
use group::Group;
use rand_core::CryptoRng;
use zeroize::Zeroize;

use frost_core::Arithmetic;
use frost_core::EncodedElement;
use frost_core::batch_weights::BatchWeights;
use frost_core::signature_scheme::{negate_if, normalize_commitment};
use frost_core::{Ciphersuite, Element, Error, Identifier, Scalar, Signature};

/// The challenge `c = HDKG(SerializeScalar(i) || SerializeElement(C_i0) || SerializeElement(R))`.
fn challenge<C: Ciphersuite>(
    identifier: &Identifier<C>,
    constant_term: &EncodedElement<C>,
    r: &EncodedElement<C>,
) -> Scalar<C> {
    frost_core::hashes::hdkg::<C>(&[
        identifier.as_bytes(),
        constant_term.as_slice(),
        r.as_slice(),
    ])
}

/// Proves knowledge of `secret`, the discrete logarithm of `constant_term`, for
/// participant `identifier`. Constant time in `secret` and the nonce.
pub(crate) fn prove<C: Ciphersuite, R: CryptoRng + ?Sized>(
    identifier: &Identifier<C>,
    secret: &Scalar<C>,
    constant_term: &EncodedElement<C>,
    rng: &mut R,
) -> Signature<C> {
    loop {
        let mut k = frost_core::random_scalar::<C>(rng);
        // A zero nonce (probability about 2^-250) would make R the identity,
        // which has no encoding: draw again.
        // R as the proof's signature encoding carries it (BIP340 suites: even y).
        if let Ok((r, negate)) = EncodedElement::mul_base(&k).and_then(normalize_commitment) {
            let c = challenge(identifier, constant_term, &r);
            let z = negate_if::<C>(k, negate) + *secret * c;
            k.zeroize();
            // Public once computed: the proof is broadcast.
            frost_ct::declassify(&z);
            return Signature::from_parts(r, z);
        }
    }
}

/// Checks one proof: `R == z * G - c * C_i0`. Variable time (public data).
pub(crate) fn verify<C: Ciphersuite>(
    identifier: &Identifier<C>,
    constant_term: &EncodedElement<C>,
    proof: &Signature<C>,
) -> Result<(), Error<C>> {
    let c = challenge(identifier, constant_term, proof.encoded_r());
    if C::Arithmetic::vartime_double_mul_base(&-c, constant_term.element(), &proof.z()) == proof.r()
    {
        Ok(())
    } else {
        Err(Error::InvalidProofOfKnowledge {
            culprits: alloc::vec![*identifier],
        })
    }
}

/// One proof to check in a batch: the prover, its commitment `C_i0` and the
/// proof.
pub(crate) type ProofItem<'a, C> = (Identifier<C>, &'a EncodedElement<C>, &'a Signature<C>);

/// Checks all proofs at once: `sum(w_j * (z_j * G - c_j * C_j0 - R_j))` must
/// vanish, one multiscalar multiplication over `2n + 1` points instead of `n`
/// double multiplications (see [`BatchWeights`] for soundness). If it does
/// not, the proofs are checked one by one and every invalid one is named.
///
/// Variable time: proofs, commitments and weights are public.
pub(crate) fn verify_batch<C: Ciphersuite>(
    items: &[ProofItem<'_, C>],
    weights: &mut BatchWeights<C>,
) -> Result<(), Error<C>> {
    // The weights in the items' order and the challenges (one hash each),
    // on every core.
    let ws: Vec<Scalar<C>> = weights.next_weights(items.len());
    let challenges = frost_core::parallel::map(items, |(identifier, constant_term, proof)| {
        challenge(identifier, constant_term, proof.encoded_r())
    });
    let mut scalars = Vec::with_capacity(2 * items.len() + 1);
    let mut points = Vec::with_capacity(2 * items.len() + 1);
    let mut base = Scalar::<C>::ZERO;
    for (((_, constant_term, proof), w), c) in items.iter().zip(ws).zip(challenges) {
        base += w * proof.z();
        scalars.push(-(w * c));
        points.push(*constant_term.element());
        scalars.push(-w);
        points.push(proof.r());
    }
    scalars.push(base);
    points.push(Element::<C>::generator());
    if bool::from(
        frost_core::parallel::vartime_multiscalar_mul::<C>(&scalars, &points).is_identity(),
    ) {
        return Ok(());
    }
    let culprits: Vec<Identifier<C>> =
        frost_core::parallel::map(items, |(identifier, constant_term, proof)| {
            verify(identifier, constant_term, proof)
                .is_err()
                .then_some(*identifier)
        })
        .into_iter()
        .flatten()
        .collect();
    if culprits.is_empty() {
        // Every proof holds, so the weighted sum vanishes: this cannot happen.
        // Refuse rather than accept should it ever do.
        return Err(Error::InconsistentResult);
    }
    Err(Error::InvalidProofOfKnowledge { culprits })
}
