//! The bucket method (Pippenger) for many points, with pairwise affine
//! additions whose inversions are shared across all buckets of a pass.
//!
//! **Variable time:** public data only.

use alloc::vec::Vec;

use ff::Field;

use super::{Affine, Jacobian, ShortWeierstrass, batch_invert, dbl, mul, sub, tangent_numerator};

/// How a pair of affine points is combined.
#[derive(Clone, Copy)]
enum PairKind {
    /// Different `x`: the chord through both.
    Chord,
    /// The same point: the tangent.
    Tangent,
    /// `P + (-P)`: the identity.
    Cancel,
}

/// The fewest pairs for which a round of [`sum_buckets_affine`] pays for
/// its inversion. A pair added in affine coordinates costs about 6M; left
/// to the running sums, its second point costs one more mixed Jacobian
/// addition (7M + 4S), about 5M more. An inversion costs about 250M on
/// secp256k1 (Fermat) and 150M on P-256 (binary, with two conversions), so
/// a round of fewer than about 50 pairs costs more than it saves.
const MIN_PAIRS_PER_ROUND: usize = 48;

/// Sums the points of every bucket in affine coordinates, as far as it
/// pays. Bucket `j` holds `points[starts[j]..starts[j] + lens[j]]`; each
/// round adds disjoint pairs inside every bucket, all their slope
/// denominators inverted at once, so one inversion serves every bucket
/// given (those of several windows). Rounds go on while they have at least
/// [`MIN_PAIRS_PER_ROUND`] pairs; the few buckets then left with several
/// points are finished by the running sums. A bucket whose points cancel
/// ends empty.
///
/// An affine addition with a shared inversion costs about 6 multiplications
/// (3 of Montgomery's trick, 2M + 1S for the slope and the sum), against
/// 7M + 4S for a mixed Jacobian addition.
fn sum_buckets_affine<C: ShortWeierstrass>(
    points: &mut [Affine<C>],
    starts: &[usize],
    lens: &mut [usize],
    kinds: &mut Vec<PairKind>,
    denominators: &mut Vec<C::Field>,
    scratch: &mut Vec<C::Field>,
) -> Option<()> {
    while lens.iter().map(|&len| len / 2).sum::<usize>() >= MIN_PAIRS_PER_ROUND {
        kinds.clear();
        denominators.clear();
        for (&start, &len) in starts.iter().zip(lens.iter()) {
            for pair in points[start..start + len].chunks_exact(2) {
                let (p, q) = (pair[0], pair[1]);
                let dx = sub::<C>(q.x, p.x);
                if !C::is_zero(&dx) {
                    kinds.push(PairKind::Chord);
                    denominators.push(dx);
                } else if C::is_zero(&sub::<C>(q.y, p.y)) {
                    kinds.push(PairKind::Tangent);
                    denominators.push(dbl::<C>(p.y));
                } else {
                    // Nothing to invert; a placeholder keeps the indices aligned.
                    kinds.push(PairKind::Cancel);
                    denominators.push(C::Field::ONE);
                }
            }
        }
        batch_invert::<C>(denominators, scratch)?;

        let mut pair = 0;
        for (&start, len) in starts.iter().zip(lens.iter_mut()) {
            let mut out = start;
            for k in 0..*len / 2 {
                let p = points[start + 2 * k];
                let q = points[start + 2 * k + 1];
                let inverse = denominators[pair];
                let slope = match kinds[pair] {
                    PairKind::Chord => mul::<C>(sub::<C>(q.y, p.y), inverse),
                    PairKind::Tangent => mul::<C>(tangent_numerator::<C>(p.x), inverse),
                    PairKind::Cancel => {
                        pair += 1;
                        continue;
                    }
                };
                pair += 1;
                let x3 = sub::<C>(sub::<C>(slope.square(), p.x), q.x);
                let y3 = sub::<C>(mul::<C>(slope, sub::<C>(p.x, x3)), p.y);
                // `out <= start + k`: only pairs already read are overwritten.
                points[out] = Affine { x: x3, y: y3 };
                out += 1;
            }
            if *len % 2 == 1 {
                points[out] = points[start + *len - 1];
                out += 1;
            }
            *len = out - start;
        }
    }
    Some(())
}

/// Estimated cost, in field multiplications, of a bucket-method
/// multiscalar multiplication of `n` points with `bits`-bit scalars and
/// window `w`. Per window: per point, one batched affine addition (about
/// 6M) with its share of the sorting and memory traffic, about 10M in all
/// as measured on secp256k1 and P-256; per bucket, one mixed and one full
/// Jacobian addition (about 27M) for the running sums. Per pass of windows
/// (see [`POINTS_PER_PASS`]): one inversion (about 300M) per round of
/// pairwise additions, shared by the pass's windows, of which there are
/// about `log2` of the fullest bucket's size. The `bits` doublings do not
/// depend on `w`.
fn bucket_cost(n: usize, bits: usize, w: usize) -> usize {
    let buckets = 1usize << (w - 1);
    let windows = bits / w + 1;
    let passes = windows.div_ceil(windows_per_pass(n, windows));
    let rounds = (2 * n / buckets + 1).ilog2() as usize + 1;
    windows * (n * 10 + buckets * 27) + passes * rounds * 300
}

/// The window minimising [`bucket_cost`].
fn bucket_window(n: usize, bits: usize) -> usize {
    (2..=16)
        .min_by_key(|&w| bucket_cost(n, bits, w))
        .unwrap_or(2)
}

/// Appends the signed radix-`2^w` digits of the little-endian integer
/// `bytes` to `digits`, least significant first: every digit but the last
/// lies in `[-2^(w-1), 2^(w-1))`, the last in `[0, 2^(w-1)]`, so all
/// magnitudes fit `2^(w-1)` buckets. `bits / w + 1` digits leave at most
/// `w - 1` bits for the last one, so nothing is carried out of it.
///
/// The integer is read once into 64-bit words (`limbs` is scratch space),
/// and each window is a shift of two adjacent words. Requires
/// `2 <= w <= 16`.
fn signed_digits(bytes: &[u8], w: usize, limbs: &mut Vec<u64>, digits: &mut Vec<i32>) {
    limbs.clear();
    limbs.extend(bytes.chunks(8).map(|chunk| {
        chunk
            .iter()
            .rev()
            .fold(0u64, |acc, &byte| (acc << 8) | u64::from(byte))
    }));
    let windows = bytes.len() * 8 / w + 1;
    let mask = (1u128 << w) - 1;
    let half = 1i32 << (w - 1);
    let mut carry = 0i32;
    for window in 0..windows {
        let start = window * w;
        let index = start / 64;
        // The window lies within the two words from `index` (w <= 16); past
        // the top of the integer, the missing words are zero.
        let low = limbs.get(index).copied().unwrap_or(0);
        let high = limbs.get(index + 1).copied().unwrap_or(0);
        let pair = u128::from(low) | (u128::from(high) << 64);
        // Lossless: `raw` has at most 16 bits.
        let raw = ((pair >> (start % 64)) & mask) as i32;
        let value = raw + carry;
        if value >= half && window + 1 < windows {
            digits.push(value - (1 << w));
            carry = 1;
        } else {
            digits.push(value);
            carry = 0;
        }
    }
}

/// The most points sorted into buckets at once, about 512 KiB of affine
/// coordinates over a 256-bit field: the windows are taken in passes of as
/// many as fit, so that the pairwise additions of a pass run in the
/// processor's cache. Measured on secp256k1 and P-256: summing every
/// window's buckets in one pass, beyond this size, is slower than the
/// inversions it saves.
const POINTS_PER_PASS: usize = 8192;

/// How many of `windows` windows of `n` points each one pass sorts into
/// buckets: as many as [`POINTS_PER_PASS`] allows, at least one.
fn windows_per_pass(n: usize, windows: usize) -> usize {
    (POINTS_PER_PASS / n.max(1)).clamp(1, windows)
}

/// Reusable buffers of the bucket method: the points of a pass's windows
/// sorted by bucket, and the scratch space of [`sum_buckets_affine`].
struct Buckets<C: ShortWeierstrass> {
    /// `2^(w-1)`, the buckets of one window.
    per_window: usize,
    sorted: Vec<Affine<C>>,
    starts: Vec<usize>,
    lens: Vec<usize>,
    fill: Vec<usize>,
    kinds: Vec<PairKind>,
    denominators: Vec<C::Field>,
    scratch: Vec<C::Field>,
}

impl<C: ShortWeierstrass> Buckets<C> {
    fn new(per_window: usize) -> Self {
        Self {
            per_window,
            sorted: Vec::new(),
            starts: Vec::new(),
            lens: Vec::new(),
            fill: Vec::new(),
            kinds: Vec::new(),
            denominators: Vec::new(),
            scratch: Vec::new(),
        }
    }

    /// Appends to `sums` the sums `sum_d d * bucket_d` of the windows
    /// `first..first + count`. Every window has its own buckets, laid out
    /// in one array (bucket `(window - first) * 2^(w-1) + |d| - 1` takes the
    /// points whose digit in that window is `d`, negated when `d < 0`), so
    /// that the pairwise affine additions of all of them share each round's
    /// inversion ([`sum_buckets_affine`]). Each window's buckets are then
    /// combined by a running sum from the top bucket in Jacobian
    /// coordinates. `digits` holds `windows` digits per point.
    fn sum_windows(
        &mut self,
        points: &[Affine<C>],
        digits: &[i32],
        windows: usize,
        first: usize,
        count: usize,
        sums: &mut Vec<Jacobian<C>>,
    ) -> Option<()> {
        let per_window = self.per_window;
        // The bucket of the nonzero digit `d` of window `first + offset`.
        let bucket = |offset: usize, d: i32| offset * per_window + d.unsigned_abs() as usize - 1;
        let pass = first..first + count;

        // Counting sort of the points into the buckets of the pass.
        self.lens.clear();
        self.lens.resize(count * per_window, 0);
        for point_digits in digits.chunks_exact(windows) {
            for (offset, &d) in point_digits[pass.clone()].iter().enumerate() {
                if d != 0 {
                    self.lens[bucket(offset, d)] += 1;
                }
            }
        }
        self.starts.clear();
        let mut total = 0;
        for &len in &self.lens {
            self.starts.push(total);
            total += len;
        }
        self.fill.clone_from(&self.starts);
        self.sorted.clear();
        self.sorted.resize(
            total,
            Affine {
                x: C::Field::ZERO,
                y: C::Field::ZERO,
            },
        );
        for (point, point_digits) in points.iter().zip(digits.chunks_exact(windows)) {
            let negated = Affine {
                x: point.x,
                y: C::reduce(-point.y),
            };
            for (offset, &d) in point_digits[pass.clone()].iter().enumerate() {
                if d != 0 {
                    let slot = &mut self.fill[bucket(offset, d)];
                    self.sorted[*slot] = if d > 0 { *point } else { negated };
                    *slot += 1;
                }
            }
        }

        sum_buckets_affine::<C>(
            &mut self.sorted,
            &self.starts,
            &mut self.lens,
            &mut self.kinds,
            &mut self.denominators,
            &mut self.scratch,
        )?;

        // sum_j (j + 1) * bucket_j by a running sum from the top bucket; a
        // bucket left with several points adds each of them.
        for offset in 0..count {
            let range = offset * per_window..(offset + 1) * per_window;
            let mut running = Jacobian::<C>::identity();
            let mut window_sum = Jacobian::<C>::identity();
            for (&start, &len) in self.starts[range.clone()]
                .iter()
                .zip(&self.lens[range])
                .rev()
            {
                for point in &self.sorted[start..start + len] {
                    running = running.add_affine(point);
                }
                window_sum = window_sum.add(&running);
            }
            sums.push(window_sum);
        }
        Some(())
    }
}

/// `sum(k_i * P_i)` by the bucket method (Pippenger) with signed digits and
/// a window chosen by `bucket_cost`: [`vartime_multiscalar_mul_part`] with
/// one part. `None` as there.
///
/// **Variable time:** public data only.
pub fn vartime_multiscalar_mul<C: ShortWeierstrass, S: AsRef<[u8]>>(
    scalars: &[S],
    points: &[Affine<C>],
) -> Option<Jacobian<C>> {
    vartime_multiscalar_mul_part(scalars, points, 0, 1)
}

/// Part `part` of `parts` of `sum(k_i * P_i)` by the bucket method
/// (Pippenger) with signed digits and a window chosen by `bucket_cost` for
/// all the points: the windows `part * W / parts .. (part + 1) * W / parts`
/// of the `W` windows, each at its weight. The parts add up to the whole
/// product, and each costs about `1 / parts` of it, so that threads can
/// compute them side by side (a cut by points instead would cost each piece
/// more than its share: the window shrinks with the count).
///
/// The part's windows are summed in passes of about `POINTS_PER_PASS`
/// points (`Buckets::sum_windows`: all buckets of a pass share each
/// inversion of their pairwise affine additions), then combined from the
/// top window down, `w` doublings apart, and doubled up to the weight of the
/// part's lowest window. `scalars` are little-endian byte strings, all of
/// the same length; extra entries of the longer slice are ignored; a part
/// beyond the windows (`parts > W`) is the identity.
///
/// `None` only if a field inversion failed, which valid curve points rule
/// out (a slope denominator is a nonzero difference of `x` coordinates, or
/// `2y` of a point that has no order 2 on a prime-order curve).
///
/// **Variable time:** public data only.
pub fn vartime_multiscalar_mul_part<C: ShortWeierstrass, S: AsRef<[u8]>>(
    scalars: &[S],
    points: &[Affine<C>],
    part: usize,
    parts: usize,
) -> Option<Jacobian<C>> {
    let n = scalars.len().min(points.len());
    let Some(first) = scalars[..n].first() else {
        return Some(Jacobian::identity());
    };
    let bits = first.as_ref().len() * 8;
    let w = bucket_window(n, bits);
    let windows = bits / w + 1;
    let parts = parts.max(1);
    let own = (part * windows / parts).min(windows)..((part + 1) * windows / parts).min(windows);
    if own.is_empty() {
        return Some(Jacobian::identity());
    }

    // Digits point by point: `digits[i * windows + window]` (every window's,
    // as a signed digit carries into the next).
    let mut digits = Vec::with_capacity(n * windows);
    let mut limbs = Vec::new();
    for scalar in &scalars[..n] {
        signed_digits(scalar.as_ref(), w, &mut limbs, &mut digits);
    }

    let per_pass = windows_per_pass(n, own.len());
    let mut buckets = Buckets::<C>::new(1 << (w - 1));
    let mut window_sums = Vec::with_capacity(own.len());
    for first_window in own.clone().step_by(per_pass) {
        let count = per_pass.min(own.end - first_window);
        buckets.sum_windows(
            &points[..n],
            &digits,
            windows,
            first_window,
            count,
            &mut window_sums,
        )?;
    }

    let mut acc = Jacobian::<C>::identity();
    for window_sum in window_sums.iter().rev() {
        for _ in 0..w {
            acc = acc.double();
        }
        acc = acc.add(window_sum);
    }
    for _ in 0..own.start * w {
        acc = acc.double();
    }
    Some(acc)
}

#[cfg(test)]
mod tests {
    use super::{bucket_window, signed_digits};
    use alloc::vec::Vec;

    /// A deterministic stream of test bytes (SplitMix64).
    fn test_bytes(seed: u64, len: usize) -> Vec<u8> {
        let mut state = seed;
        (0..len)
            .map(|_| {
                state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
                let mut z = state;
                z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
                z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
                (z ^ (z >> 31)) as u8
            })
            .collect()
    }

    /// The digits of [`signed_digits`], computed bit by bit.
    fn reference_digits(bytes: &[u8], w: usize) -> Vec<i32> {
        let bits = bytes.len() * 8;
        let windows = bits / w + 1;
        let bit = |i: usize| {
            if i < bits {
                i32::from((bytes[i / 8] >> (i % 8)) & 1)
            } else {
                0
            }
        };
        let mut digits = Vec::new();
        let mut carry = 0;
        for window in 0..windows {
            let raw: i32 = (0..w).map(|j| bit(window * w + j) << j).sum();
            let value = raw + carry;
            if value >= 1 << (w - 1) && window + 1 < windows {
                digits.push(value - (1 << w));
                carry = 1;
            } else {
                digits.push(value);
                carry = 0;
            }
        }
        digits
    }

    /// Edge and random inputs of `len` bytes.
    fn inputs(len: usize) -> Vec<Vec<u8>> {
        let mut inputs = alloc::vec![alloc::vec![0u8; len], alloc::vec![0xff; len]];
        for bit in 0..len * 8 {
            let mut single = alloc::vec![0u8; len];
            single[bit / 8] = 1 << (bit % 8);
            inputs.push(single);
        }
        inputs.extend((0..200).map(|seed| test_bytes(seed, len)));
        inputs
    }

    #[test]
    fn signed_digits_match_the_bit_by_bit_reference() {
        let mut limbs = Vec::new();
        for len in [16, 32] {
            for bytes in inputs(len) {
                for w in 2..=16 {
                    let mut digits = Vec::new();
                    signed_digits(&bytes, w, &mut limbs, &mut digits);
                    assert_eq!(digits, reference_digits(&bytes, w), "w = {w}");
                }
            }
        }
    }

    /// Every digit fits a bucket, and the digits recombine to the integer
    /// (modulo `2^128`, exact for 16-byte inputs).
    #[test]
    fn signed_digits_recombine_within_the_buckets() {
        let mut limbs = Vec::new();
        for bytes in inputs(16) {
            let value = u128::from_le_bytes(bytes.as_slice().try_into().expect("16 bytes"));
            for w in 2..=16 {
                let mut digits = Vec::new();
                signed_digits(&bytes, w, &mut limbs, &mut digits);
                assert_eq!(digits.len(), 128 / w + 1);
                let half = 1i32 << (w - 1);
                let (last, rest) = digits.split_last().expect("digits");
                assert!(rest.iter().all(|&d| (-half..half).contains(&d)));
                assert!((0..=half).contains(last));
                let sum = digits.iter().rev().fold(0u128, |acc, &d| {
                    (acc << w).wrapping_add(i128::from(d) as u128)
                });
                assert_eq!(sum, value, "w = {w}");
            }
        }
    }

    /// The window grows with the number of points and stays in the range
    /// [`signed_digits`] accepts.
    #[test]
    fn window_grows_with_the_number_of_points() {
        for bits in [128, 256] {
            let mut previous = 2;
            for n in [1, 2, 10, 100, 1000, 10_000, 100_000, 1_000_000] {
                let w = bucket_window(n, bits);
                assert!((2..=16).contains(&w));
                assert!(w >= previous, "n = {n}, bits = {bits}");
                previous = w;
            }
        }
    }
}
