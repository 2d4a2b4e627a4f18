//! Generic variable-time multiscalar multiplication.
//!
//! `sum(k_i * P_i)` over public data, written once for any [`Ciphersuite`]. The
//! scalars are recoded into signed radix-`2^w` digits; a few points use
//! interleaved windows (Straus), many points use buckets (Pippenger), whose cost
//! per point falls as the window grows.
//!
//! **Variable time:** the running time depends on the scalars. Callers only pass
//! public values (commitments, binding factors, challenges, verifying shares,
//! random coefficients of batch checks), never secret shares or nonces.

use alloc::vec;
use alloc::vec::Vec;

use ff::PrimeField;
use group::Group;

use crate::{Ciphersuite, Element, Scalar};

/// Up to this many points, interleaved windows beat buckets. With `b`-bit
/// scalars, windows cost about `b` doublings and `n * (b / 5 + 16)` additions,
/// buckets of width `w` about `(b / w) * (n + 2^w)` additions; the two meet
/// near 128 points (measured on P-256 and secp256k1, too).
const STRAUS_MAX_POINTS: usize = 128;

/// `sum(scalars[i] * points[i])`, variable time (public data only).
///
/// Extra entries of the longer slice are ignored.
pub fn vartime_multiscalar_mul<C: Ciphersuite>(
    scalars: &[Scalar<C>],
    points: &[Element<C>],
) -> Element<C> {
    let n = scalars.len().min(points.len());
    if n == 0 {
        return Element::<C>::identity();
    }
    if n <= STRAUS_MAX_POINTS {
        straus::<C>(&scalars[..n], &points[..n])
    } else {
        pippenger::<C>(&scalars[..n], &points[..n])
    }
}

/// Little-endian bytes of a scalar, whatever the suite's encoding order.
fn le_bytes<C: Ciphersuite>(scalar: &Scalar<C>) -> Vec<u8> {
    let repr = scalar.to_repr();
    let mut bytes = repr.as_ref().to_vec();
    if !crate::scalar_little_endian::<C>() {
        bytes.reverse();
    }
    bytes
}

/// Signed radix-`2^w` digits of `scalar`, least significant first: every
/// digit but the last lies in `[-2^(w-1), 2^(w-1))`, the last in
/// `[0, 2^(w-1)]`, so all magnitudes are at most `2^(w-1)`. The digits are
/// exact when `windows * w` exceeds the scalar's bit length: the last window
/// then holds at most `w - 1` bits, and nothing is carried out of it.
fn signed_digits<C: Ciphersuite>(scalar: &Scalar<C>, w: usize, windows: usize) -> Vec<i32> {
    let bytes = le_bytes::<C>(scalar);
    let bit = |i: usize| -> u32 {
        bytes
            .get(i / 8)
            .map_or(0, |byte| u32::from((byte >> (i % 8)) & 1))
    };
    let half = 1i32 << (w - 1);
    let mut digits = Vec::with_capacity(windows);
    let mut carry = 0i32;
    for window in 0..windows {
        let mut raw = 0i32;
        for j in 0..w {
            raw |= (bit(window * w + j) as i32) << j;
        }
        let value = raw + carry;
        if value >= half && window + 1 < windows {
            digits.push(value - (1 << w));
            carry = 1;
        } else {
            digits.push(value);
            carry = 0;
        }
    }
    digits
}

fn window_count<C: Ciphersuite>(w: usize) -> usize {
    Scalar::<C>::NUM_BITS as usize / w + 1
}

/// Interleaved signed windows: a table of `1..=2^(w-1)` multiples per point.
fn straus<C: Ciphersuite>(scalars: &[Scalar<C>], points: &[Element<C>]) -> Element<C> {
    const W: usize = 5;
    let windows = window_count::<C>(W);
    let digits: Vec<Vec<i32>> = scalars
        .iter()
        .map(|k| signed_digits::<C>(k, W, windows))
        .collect();
    let tables: Vec<Vec<Element<C>>> = points
        .iter()
        .map(|p| {
            let mut table = Vec::with_capacity(1 << (W - 1));
            let mut acc = *p;
            for _ in 0..(1 << (W - 1)) {
                table.push(acc);
                acc += p;
            }
            table
        })
        .collect();

    let mut acc = Element::<C>::identity();
    for window in (0..windows).rev() {
        for _ in 0..W {
            acc = acc.double();
        }
        for (table, digits) in tables.iter().zip(&digits) {
            add_digit::<C>(&mut acc, table, digits[window]);
        }
    }
    acc
}

fn add_digit<C: Ciphersuite>(acc: &mut Element<C>, table: &[Element<C>], digit: i32) {
    match digit {
        0 => {}
        d if d > 0 => *acc += table[(d - 1) as usize],
        d => *acc -= table[(-d - 1) as usize],
    }
}

/// Bucket method: per window, sort the points into `2^(w-1)` buckets by digit
/// and combine the buckets with a running sum.
fn pippenger<C: Ciphersuite>(scalars: &[Scalar<C>], points: &[Element<C>]) -> Element<C> {
    let n = points.len();
    // ln(n) + 2 is close to the optimum window for the bucket method.
    let w = match n {
        0..=192 => 6,
        193..=768 => 7,
        769..=3072 => 8,
        3073..=12288 => 9,
        _ => 10,
    };
    let windows = window_count::<C>(w);
    let digits: Vec<Vec<i32>> = scalars
        .iter()
        .map(|k| signed_digits::<C>(k, w, windows))
        .collect();
    let bucket_count = 1usize << (w - 1);
    // `None` marks an empty bucket: its first point is stored, not added to
    // the identity, which saves one addition per bucket and window (measured
    // on P-256 and secp256k1: about 20% at 200 points, 5-10% at 667).
    let mut buckets: Vec<Option<Element<C>>> = vec![None; bucket_count];

    let mut acc = Element::<C>::identity();
    for window in (0..windows).rev() {
        for _ in 0..w {
            acc = acc.double();
        }
        buckets.iter_mut().for_each(|b| *b = None);
        for (point, digits) in points.iter().zip(&digits) {
            let (index, signed) = match digits[window] {
                0 => continue,
                d if d > 0 => ((d - 1) as usize, *point),
                d => ((-d - 1) as usize, -*point),
            };
            let bucket = &mut buckets[index];
            *bucket = Some(match bucket {
                Some(sum) => *sum + signed,
                None => signed,
            });
        }
        // sum_{j} (j + 1) * buckets[j], by a running sum from the top bucket.
        let mut running = Element::<C>::identity();
        let mut window_sum = Element::<C>::identity();
        for bucket in buckets.iter().rev() {
            if let Some(sum) = bucket {
                running += sum;
            }
            window_sum += running;
        }
        acc += window_sum;
    }
    acc
}

/// The position of the first scalar `k` of `scalars` with `k * base ==
/// target`, if any.
///
/// The multiples are formed from one table of `d * 2^(w i) * base` (`d` up to
/// `2^(w-1)`, signed digits), one addition per window and scalar, and
/// compared in turn, stopping at the first match: far cheaper than one scalar
/// multiplication each when many scalars share the base.
///
/// **Variable time:** public data only (the culprit search's weights and
/// error points).
pub fn vartime_position_of_multiple<C: Ciphersuite>(
    base: &Element<C>,
    target: &Element<C>,
    scalars: &[Scalar<C>],
) -> Option<usize> {
    // Short scalars (the search's 128-bit weights) need fewer windows.
    let bits = scalars
        .iter()
        .map(|scalar| {
            let bytes = le_bytes::<C>(scalar);
            8 * bytes
                .iter()
                .rposition(|&byte| byte != 0)
                .map_or(0, |top| top + 1)
        })
        .max()?;
    // Table rows plus one addition per window and scalar, half the scalars
    // compared on average before the match.
    let w = (2..=10)
        .min_by_key(|&w| (bits / w + 1) * ((1usize << (w - 1)) + scalars.len() / 2))
        .unwrap_or(4);
    let windows = bits / w + 1;
    let half = 1usize << (w - 1);
    let mut table = Vec::with_capacity(windows * half);
    let mut row_base = *base;
    for _ in 0..windows {
        let mut multiple = row_base;
        for _ in 0..half {
            table.push(multiple);
            multiple += row_base;
        }
        // `half * row_base`, doubled: the next row's `2^w * row_base`.
        row_base = table[table.len() - 1].double();
    }
    crate::parallel::position(scalars, |scalar| {
        let mut multiple = Element::<C>::identity();
        for (row, digit) in table
            .chunks_exact(half)
            .zip(signed_digits::<C>(scalar, w, windows))
        {
            add_digit::<C>(&mut multiple, row, digit);
        }
        multiple == *target
    })
}
