//! Scalars as machine words, for the dealer's long runs of cheap field
//! operations (RFC 9591, Appendix C.1).
//!
//! Splitting a key among `n` participants with threshold `t` changes the
//! polynomial's basis (`t^2 / 2` multiplications by small integers) and then
//! evaluates it at `1..n` by forward differences (`n * t` additions): at
//! 667-of-1000 that is about 220,000 multiplications and 670,000 additions.
//! Curve crates implement these through their general field arithmetic, often
//! unpacking and repacking the scalar's bytes around every operation. Here
//! the scalars are held as `N` little-endian 64-bit words for the whole run:
//! an addition is a carry chain and one conditional subtraction, and a
//! multiplication by a small integer is a short Barrett reduction.
//!
//! The data are secret (polynomial coefficients and shares), so every
//! operation is constant time: fixed sequences of word operations, with the
//! reductions selected by masks ([`subtle`]), never by branches. Only the
//! modulus and the small multipliers, which are public, shape the work.

use ff::PrimeField;
use subtle::{Choice, ConditionallySelectable};
use zeroize::Zeroize;

/// The largest number of words a scalar may take (512 bits).
const MAX_WORDS: usize = 8;

/// A value below the group order, as `N` little-endian 64-bit words.
pub type Words<const N: usize> = [u64; N];

/// The scalar field of order `L`, with the constants of the reduction.
pub struct ScalarField<F: PrimeField, const N: usize> {
    modulus: Words<N>,
    /// `b`, the bit length of `L`.
    bits: u32,
    /// `floor(2^(b + 63) / L)`, the Barrett constant of
    /// [`ScalarField::mul_small`]; it lies in `[2^63, 2^64)` since
    /// `2^(b-1) < L < 2^b`.
    barrett: u64,
    field: core::marker::PhantomData<F>,
}

impl<F: PrimeField, const N: usize> ScalarField<F, N> {
    /// The field `F`, if its elements fit in `N` words exactly (their bit
    /// length is above `64 * (N - 1)`), so that a suite uses the smallest `N`.
    pub fn new() -> Option<Self> {
        if N == 0 || N > MAX_WORDS {
            return None;
        }
        // L - 1 is the canonical encoding of -1; L itself has none.
        let minus_one = Self::words_of(&-F::ONE)?;
        let (modulus, carry) = add_words(&minus_one, &one_word::<N>());
        let bits = bit_length(&modulus);
        if carry != 0 || bits <= 64 * (N as u32 - 1) || bits < 2 {
            return None;
        }
        let barrett = barrett_constant(&modulus, bits);
        Some(Self {
            modulus,
            bits,
            barrett,
            field: core::marker::PhantomData,
        })
    }

    /// Whether the canonical encoding is little-endian: read off the
    /// encoding of one, whose lowest byte is the only one set.
    fn little_endian() -> bool {
        F::ONE.to_repr().as_ref().first() == Some(&1)
    }

    /// `scalar` as words. `None` if its canonical encoding does not fit in `N`
    /// words, which [`ScalarField::new`] rules out for every scalar of a field
    /// it accepts.
    pub fn words_of(scalar: &F) -> Option<Words<N>> {
        let mut repr = scalar.to_repr();
        let bytes = repr.as_mut();
        if !Self::little_endian() {
            bytes.reverse();
        }
        let mut words = [0u64; N];
        let mut overflow = 0u8;
        for (i, byte) in bytes.iter().enumerate() {
            match words.get_mut(i / 8) {
                Some(word) => *word |= u64::from(*byte) << (8 * (i % 8)),
                None => overflow |= *byte,
            }
        }
        bytes.zeroize();
        (overflow == 0).then_some(words)
    }

    /// The scalar with these words; `None` unless they are below `L`, which
    /// every operation here guarantees.
    pub fn scalar_of(words: &Words<N>) -> Option<F> {
        let mut repr = F::Repr::default();
        let bytes = repr.as_mut();
        for (i, byte) in bytes.iter_mut().enumerate() {
            if let Some(word) = words.get(i / 8) {
                *byte = (word >> (8 * (i % 8))) as u8;
            }
        }
        if !Self::little_endian() {
            bytes.reverse();
        }
        let scalar = F::from_repr(repr);
        repr.as_mut().zeroize();
        // Always true with correct arithmetic, so the outcome reveals nothing.
        frost_core::outcome::public(scalar.is_some()).then(|| scalar.unwrap_or(F::ZERO))
    }

    /// `a + b mod L`, for `a, b < L`.
    pub fn add(&self, a: &Words<N>, b: &Words<N>) -> Words<N> {
        let (sum, carry) = add_words(a, b);
        let (reduced, borrow) = sub_words(&sum, &self.modulus);
        // Keep the sum only when it is below L: no carry out and a borrow.
        select(&sum, &reduced, Choice::from((borrow & (carry ^ 1)) as u8))
    }

    /// `a - b mod L`, for `a, b < L`.
    pub fn sub(&self, a: &Words<N>, b: &Words<N>) -> Words<N> {
        let (difference, borrow) = sub_words(a, b);
        // Selected through `subtle`, not masked by hand: compilers turn a
        // hand-made borrow mask into a branch on the (secret) comparison.
        let corrected = add_words(&difference, &self.modulus).0;
        select(&corrected, &difference, Choice::from(borrow as u8))
    }

    /// `k * a mod L`, for `a < L` and a public `k`.
    ///
    /// Barrett reduction with a one-word quotient (`barrett_remainder`)
    /// leaves a value in `[0, 3L)`; two conditional subtractions finish (for
    /// the orders of the bundled suites the value is below `2L`, see the
    /// tests, but the second one keeps the result exact for any order).
    pub fn mul_small(&self, a: &Words<N>, k: u32) -> Words<N> {
        let (mut low, mut top) = self.barrett_remainder(a, k);
        for _ in 0..2 {
            let (reduced, borrow) = sub_words(&low, &self.modulus);
            let (reduced_top, underflow) = top.overflowing_sub(borrow);
            let keep = Choice::from(u8::from(!underflow));
            low = select(&reduced, &low, keep);
            top.conditional_assign(&reduced_top, keep);
        }
        low
    }

    /// `p - q L` for the product `p = k * a` and the Barrett estimate `q` of
    /// `floor(p / L)`, as `N` words and the word above them.
    ///
    /// `p < 2^32 L` has `h = floor(p / 2^(b-1)) < 2^33`, and `q = floor(h *
    /// barrett / 2^64)` is at most 2 below `floor(p / L)`, so the result lies
    /// in `[0, 3L)`.
    fn barrett_remainder(&self, a: &Words<N>, k: u32) -> (Words<N>, u64) {
        let (low, top) = mul_word(a, u64::from(k));

        // `b - 1` lies in the top word of `L` (`b > 64 (N - 1)`).
        let offset = (self.bits - 1) % 64;
        let high = if offset == 0 {
            low[N - 1]
        } else {
            (low[N - 1] >> offset) | (top << (64 - offset))
        };
        let quotient = ((u128::from(high) * u128::from(self.barrett)) >> 64) as u64;

        let (multiple, multiple_top) = mul_word(&self.modulus, quotient);
        let (difference, borrow) = sub_words(&low, &multiple);
        let top = top.wrapping_sub(multiple_top).wrapping_sub(borrow);
        (difference, top)
    }
}

/// `k * a` as `N` words and the word above them.
fn mul_word<const N: usize>(a: &Words<N>, k: u64) -> (Words<N>, u64) {
    let mut product = [0u64; N];
    let mut carry = 0u64;
    for (out, word) in product.iter_mut().zip(a) {
        let wide = u128::from(*word) * u128::from(k) + u128::from(carry);
        *out = wide as u64;
        carry = (wide >> 64) as u64;
    }
    (product, carry)
}

/// `1` as `N` words.
fn one_word<const N: usize>() -> Words<N> {
    let mut one = [0u64; N];
    one[0] = 1;
    one
}

/// `a + b` and the carry out (0 or 1).
fn add_words<const N: usize>(a: &Words<N>, b: &Words<N>) -> (Words<N>, u64) {
    let mut sum = [0u64; N];
    let mut carry = 0u64;
    for i in 0..N {
        let (s1, c1) = a[i].overflowing_add(b[i]);
        let (s2, c2) = s1.overflowing_add(carry);
        sum[i] = s2;
        carry = u64::from(c1 | c2);
    }
    (sum, carry)
}

/// `a - b` and the borrow out (0 or 1).
fn sub_words<const N: usize>(a: &Words<N>, b: &Words<N>) -> (Words<N>, u64) {
    let mut difference = [0u64; N];
    let mut borrow = 0u64;
    for i in 0..N {
        let (d1, b1) = a[i].overflowing_sub(b[i]);
        let (d2, b2) = d1.overflowing_sub(borrow);
        difference[i] = d2;
        borrow = u64::from(b1 | b2);
    }
    (difference, borrow)
}

/// `a` where `choice` is set, `b` otherwise, word by word in constant time.
fn select<const N: usize>(a: &Words<N>, b: &Words<N>, choice: Choice) -> Words<N> {
    let mut out = *b;
    for (o, x) in out.iter_mut().zip(a) {
        o.conditional_assign(x, choice);
    }
    out
}

/// The position of the highest set bit plus one (public data).
fn bit_length<const N: usize>(words: &Words<N>) -> u32 {
    for i in (0..N).rev() {
        if words[i] != 0 {
            return 64 * i as u32 + (64 - words[i].leading_zeros());
        }
    }
    0
}

/// `floor(2^(bits + 63) / modulus)` by schoolbook binary long division, once
/// per run (public data, variable time).
fn barrett_constant<const N: usize>(modulus: &Words<N>, bits: u32) -> u64 {
    // The remainder stays below 2 * modulus < 2^(bits + 1) <= 2^(64 N + 1):
    // one spare word.
    let mut remainder = [0u64; MAX_WORDS + 1];
    let mut quotient = 0u64;
    let dividend_bits = bits + 64;
    for position in (0..dividend_bits).rev() {
        // remainder = 2 * remainder + bit, where the dividend 2^(bits + 63)
        // has a single bit.
        for i in (1..=N).rev() {
            remainder[i] = (remainder[i] << 1) | (remainder[i - 1] >> 63);
        }
        remainder[0] = (remainder[0] << 1) | u64::from(position == bits + 63);
        let mut reduced = [0u64; MAX_WORDS + 1];
        let mut borrow = 0u64;
        for i in 0..=N {
            let term = modulus.get(i).copied().unwrap_or(0);
            let (d1, b1) = remainder[i].overflowing_sub(term);
            let (d2, b2) = d1.overflowing_sub(borrow);
            reduced[i] = d2;
            borrow = u64::from(b1 | b2);
        }
        let fits = borrow == 0;
        if fits {
            remainder = reduced;
        }
        if position < 64 {
            quotient |= u64::from(fits) << position;
        }
    }
    quotient
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use rand::{Rng, RngExt, SeedableRng};

    use super::*;

    /// Random cases per operation and field.
    const CASES: usize = 10_000;

    /// Values whose words sit at every carry and borrow boundary: 0, 1, 2,
    /// `L - 1`, `L - 2`, about `L / 2`, and `2^(64 i) - 1`, `2^(64 i)`,
    /// `2^(64 i) + 1` for every word boundary below `L`.
    fn edge_values<F: PrimeField>() -> Vec<F> {
        let half = F::from(2).invert().unwrap_or(F::ZERO);
        let mut values = alloc::vec![
            F::ZERO,
            F::ONE,
            F::from(2),
            -F::ONE,
            -F::from(2),
            half,
            half - F::ONE,
            half + F::ONE,
        ];
        let mut power = F::ONE;
        for _ in 0..F::NUM_BITS / 64 {
            power *= F::from(u64::MAX) + F::ONE;
            values.extend([power - F::ONE, power, power + F::ONE]);
        }
        values
    }

    fn random_scalar<F: PrimeField>(rng: &mut impl Rng) -> F {
        let mut bytes = [0u8; 64];
        rng.fill_bytes(&mut bytes);
        // A uniform integer below 2^512, reduced: two halves of 2^256.
        let mut value = F::ZERO;
        for byte in bytes {
            value = value * F::from(256) + F::from(u64::from(byte));
        }
        value
    }

    /// How many subtractions of `L` bring `(low, top)` below `L`.
    fn excess<const N: usize>(modulus: &Words<N>, mut low: Words<N>, mut top: u64) -> u32 {
        let mut count = 0;
        loop {
            let (reduced, borrow) = sub_words(&low, modulus);
            if top < borrow {
                return count;
            }
            top -= borrow;
            low = reduced;
            count += 1;
        }
    }

    /// Add, subtract and multiply by small integers agree with the field's
    /// own arithmetic on edge values and `CASES` random values each, and the
    /// Barrett estimate is 0 or 1 below the quotient, on random products and
    /// on its worst case, products just above a multiple of `L` with large
    /// multipliers.
    ///
    /// The general bound is 2 below; for these four orders, the estimate's
    /// two truncations never coincide with a remainder that small, so the
    /// second correction of
    /// `mul_small` is a margin for other orders: it always runs (constant
    /// time) and keeps the routine exact for any order.
    fn agrees_with_the_field<F: PrimeField, const N: usize>(seed: u64) {
        let field = ScalarField::<F, N>::new().expect("the scalars take N words");
        if N < MAX_WORDS {
            assert!(
                ScalarField::<F, MAX_WORDS>::new().is_none(),
                "smallest N only"
            );
        }
        let words = |s: &F| ScalarField::<F, N>::words_of(s).expect("fits");
        let scalar = |w: &Words<N>| ScalarField::<F, N>::scalar_of(w).expect("reduced");
        assert!(
            ScalarField::<F, N>::scalar_of(&field.modulus).is_none(),
            "L refused"
        );

        let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
        let edges = edge_values::<F>();
        let randoms: Vec<F> = (0..CASES).map(|_| random_scalar(&mut rng)).collect();
        for a in &edges {
            assert_eq!(&scalar(&words(a)), a, "round trip");
            for b in &edges {
                assert_eq!(scalar(&field.add(&words(a), &words(b))), *a + b, "add");
                assert_eq!(scalar(&field.sub(&words(a), &words(b))), *a - b, "sub");
            }
        }
        for (a, b) in randoms.iter().zip(randoms.iter().rev()) {
            assert_eq!(scalar(&field.add(&words(a), &words(b))), *a + b, "add");
            assert_eq!(scalar(&field.sub(&words(a), &words(b))), *a - b, "sub");
        }

        let small = [
            0u32,
            1,
            2,
            3,
            7,
            665,
            666,
            65535,
            1 << 31,
            u32::MAX - 1,
            u32::MAX,
        ];
        let mut corrections = [0usize; 3];
        let mut check = |a: &F, k: u32| {
            let (low, top) = field.barrett_remainder(&words(a), k);
            let needed = excess(&field.modulus, low, top);
            assert!(needed <= 2, "Barrett estimate {needed} below the quotient");
            corrections[needed as usize] += 1;
            let product = field.mul_small(&words(a), k);
            assert_eq!(
                scalar(&product),
                *a * F::from(u64::from(k)),
                "mul_small by {k}"
            );
        };
        for a in edges.iter().chain(&randoms[..100]) {
            for k in small {
                check(a, k);
            }
        }
        for a in &randoms {
            check(a, rng.random());
        }
        // Products just above a multiple of `L` (`k a = small mod L`), with
        // large multipliers: the worst case of the estimate.
        for _ in 0..CASES {
            let k: u32 = rng.random_range(1 << 31..=u32::MAX);
            let target = F::from(u64::from(rng.random_range(0u32..1 << 20)));
            let a = target * F::from(u64::from(k)).invert().unwrap_or(F::ONE);
            check(&a, k);
        }
        assert!(corrections[0] > 0 && corrections[1] > 0, "{corrections:?}");
        assert_eq!(corrections[2], 0, "{corrections:?}");
    }

    #[test]
    fn secp256k1_scalars() {
        agrees_with_the_field::<k256::Scalar, 4>(1);
    }

    #[test]
    fn p256_scalars() {
        agrees_with_the_field::<p256::Scalar, 4>(2);
    }

    #[test]
    fn curve25519_scalars() {
        agrees_with_the_field::<curve25519_dalek::Scalar, 4>(3);
    }

    #[test]
    fn ed448_scalars() {
        agrees_with_the_field::<ed448_goldilocks::EdwardsScalar, 7>(4);
    }

    /// Fields too small or too large for the word count are refused.
    #[test]
    fn word_counts_are_checked() {
        assert!(ScalarField::<k256::Scalar, 3>::new().is_none());
        assert!(ScalarField::<k256::Scalar, 5>::new().is_none());
        assert!(ScalarField::<ed448_goldilocks::EdwardsScalar, 6>::new().is_none());
        assert!(ScalarField::<ed448_goldilocks::EdwardsScalar, 9>::new().is_none());
    }
}
