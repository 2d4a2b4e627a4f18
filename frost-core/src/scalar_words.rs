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

use ff::{Field, PrimeField};
use subtle::{Choice, ConditionallySelectable};
use zeroize::Zeroize;

use crate::{Ciphersuite, Scalar};

/// The largest number of words a scalar may take (512 bits).
const MAX_WORDS: usize = 8;

/// A value below the group order, as `N` little-endian 64-bit words.
pub(crate) type Words<const N: usize> = [u64; N];

/// The group order `L` of a suite, with the constants of the reduction.
pub(crate) struct ScalarField<C: Ciphersuite, const N: usize> {
    modulus: Words<N>,
    /// `b`, the bit length of `L`.
    bits: u32,
    /// `floor(2^(b + 63) / L)`, the Barrett constant of
    /// [`ScalarField::mul_small`]; it lies in `[2^63, 2^64)` since
    /// `2^(b-1) < L < 2^b`.
    barrett: u64,
    suite: core::marker::PhantomData<C>,
}

impl<C: Ciphersuite, const N: usize> ScalarField<C, N> {
    /// The field of `C`'s scalars, if they fit in `N` words exactly (their bit
    /// length is above `64 * (N - 1)`), so that a suite uses the smallest `N`.
    pub(crate) fn new() -> Option<Self> {
        if N == 0 || N > MAX_WORDS {
            return None;
        }
        // L - 1 is the canonical encoding of -1; L itself has none.
        let minus_one = Self::words_of(&-Scalar::<C>::ONE)?;
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
            suite: core::marker::PhantomData,
        })
    }

    /// `scalar` as words. `None` if its canonical encoding does not fit in `N`
    /// words, which [`ScalarField::new`] rules out for every scalar of a field
    /// it accepts.
    pub(crate) fn words_of(scalar: &Scalar<C>) -> Option<Words<N>> {
        let mut repr = scalar.to_repr();
        let bytes = repr.as_mut();
        if !C::SCALAR_LITTLE_ENDIAN {
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
    pub(crate) fn scalar_of(words: &Words<N>) -> Option<Scalar<C>> {
        let mut repr = <Scalar<C> as PrimeField>::Repr::default();
        let bytes = repr.as_mut();
        for (i, byte) in bytes.iter_mut().enumerate() {
            if let Some(word) = words.get(i / 8) {
                *byte = (word >> (8 * (i % 8))) as u8;
            }
        }
        if !C::SCALAR_LITTLE_ENDIAN {
            bytes.reverse();
        }
        let scalar = Scalar::<C>::from_repr(repr);
        repr.as_mut().zeroize();
        // Always true with correct arithmetic, so the outcome reveals nothing.
        crate::outcome::public(scalar.is_some()).then(|| scalar.unwrap_or(Scalar::<C>::ZERO))
    }

    /// `a + b mod L`, for `a, b < L`.
    pub(crate) fn add(&self, a: &Words<N>, b: &Words<N>) -> Words<N> {
        let (sum, carry) = add_words(a, b);
        let (reduced, borrow) = sub_words(&sum, &self.modulus);
        // Keep the sum only when it is below L: no carry out and a borrow.
        select(&sum, &reduced, Choice::from((borrow & (carry ^ 1)) as u8))
    }

    /// `a - b mod L`, for `a, b < L`.
    pub(crate) fn sub(&self, a: &Words<N>, b: &Words<N>) -> Words<N> {
        let (difference, borrow) = sub_words(a, b);
        // Selected through `subtle`, not masked by hand: compilers turn a
        // hand-made borrow mask into a branch on the (secret) comparison.
        let corrected = add_words(&difference, &self.modulus).0;
        select(&corrected, &difference, Choice::from(borrow as u8))
    }

    /// `k * a mod L`, for `a < L` and a public `k`.
    ///
    /// Barrett reduction with a one-word quotient: the product `p < 2^32 L`
    /// has `h = floor(p / 2^(b-1)) < 2^33`, and `q = floor(h * barrett /
    /// 2^64)` is at most 2 below `floor(p / L)`, so `p - q L` lies in
    /// `[0, 3L)` and two conditional subtractions finish.
    pub(crate) fn mul_small(&self, a: &Words<N>, k: u32) -> Words<N> {
        let (mut low, mut top) = mul_word(a, u64::from(k));

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
        low = difference;
        top = top.wrapping_sub(multiple_top).wrapping_sub(borrow);
        for _ in 0..2 {
            let (reduced, borrow) = sub_words(&low, &self.modulus);
            let (reduced_top, underflow) = top.overflowing_sub(borrow);
            let keep = Choice::from(u8::from(!underflow));
            low = select(&reduced, &low, keep);
            top.conditional_assign(&reduced_top, keep);
        }
        low
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
