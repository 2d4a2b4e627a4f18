//! Interleaved width-5 NAFs (Straus) for a few points.
//!
//! **Variable time:** public data only.

use alloc::vec;
use alloc::vec::Vec;

use ff::Field;

use super::{Affine, Jacobian, ShortWeierstrass, batch_invert, mul};

/// Width of the signed windows of [`vartime_straus`]: tables of 8 odd
/// multiples per point, about one addition per 6 bits of scalar.
const STRAUS_WINDOW: usize = 5;

/// Width-`w` non-adjacent form of the little-endian integer `bytes`, least
/// significant digit first: every digit is zero or odd in
/// `(-2^(w-1), 2^(w-1))`, and any `w` consecutive digits hold at most one
/// nonzero one.
fn wnaf(bytes: &[u8], w: usize) -> Vec<i8> {
    // Little-endian 64-bit limbs, one spare for the carries of negative digits.
    let mut limbs = vec![0u64; bytes.len().div_ceil(8) + 1];
    for (i, byte) in bytes.iter().enumerate() {
        limbs[i / 8] |= u64::from(*byte) << (8 * (i % 8));
    }
    let width = 1i64 << w;
    let mut digits = Vec::with_capacity(bytes.len() * 8 + 1);
    while limbs.iter().any(|&limb| limb != 0) {
        let mut digit = 0i64;
        if limbs[0] & 1 == 1 {
            // Lossless: the mask keeps `w <= 8` bits.
            digit = (limbs[0] & (width as u64 - 1)) as i64;
            if digit >= width / 2 {
                digit -= width;
            }
            // Subtract `digit` (add `-digit` when negative), so that the low
            // `w` bits become zero.
            if digit > 0 {
                let mut borrow = digit.unsigned_abs();
                for limb in limbs.iter_mut() {
                    let (value, underflow) = limb.overflowing_sub(borrow);
                    *limb = value;
                    if !underflow {
                        break;
                    }
                    borrow = 1;
                }
            } else {
                let mut carry = digit.unsigned_abs();
                for limb in limbs.iter_mut() {
                    let (value, overflow) = limb.overflowing_add(carry);
                    *limb = value;
                    if !overflow {
                        break;
                    }
                    carry = 1;
                }
            }
        }
        // Lossless: `|digit| < 2^(w-1) <= 128`.
        digits.push(digit as i8);
        let mut high = 0u64;
        for limb in limbs.iter_mut().rev() {
            let low_bit = *limb & 1;
            *limb = (*limb >> 1) | (high << 63);
            high = low_bit;
        }
    }
    digits
}

/// Affine forms of non-identity Jacobian points with one shared inversion;
/// `None` if one is the identity.
fn batch_to_affine<C: ShortWeierstrass>(points: &[Jacobian<C>]) -> Option<Vec<Affine<C>>> {
    if points.iter().any(Jacobian::is_identity) {
        return None;
    }
    let mut z_inverses: Vec<C::Field> = points.iter().map(|p| p.z).collect();
    let mut scratch = Vec::with_capacity(points.len());
    batch_invert::<C>(&mut z_inverses, &mut scratch)?;
    Some(
        points
            .iter()
            .zip(&z_inverses)
            .map(|(p, z_inv)| {
                let z_inv2 = z_inv.square();
                Affine {
                    x: mul::<C>(p.x, z_inv2),
                    y: mul::<C>(p.y, mul::<C>(z_inv2, *z_inv)),
                }
            })
            .collect(),
    )
}

/// `sum(k_i * P_i)` for a few points by interleaved width-5 NAFs (Straus):
/// a table of the odd multiples `P, 3P, ..., 15P` of every point, all made
/// affine with one shared inversion, then one doubling per bit and one
/// mixed addition per nonzero digit. `scalars` are little-endian byte
/// strings; extra entries of the longer slice are ignored.
///
/// `None` only if a field inversion failed, which valid curve points rule
/// out (no odd multiple below 16 of a point of a prime-order group of more
/// than 16 elements is the identity).
///
/// **Variable time:** public data only.
pub fn vartime_straus<C: ShortWeierstrass, S: AsRef<[u8]>>(
    scalars: &[S],
    points: &[Affine<C>],
) -> Option<Jacobian<C>> {
    let n = scalars.len().min(points.len());
    let table_len = 1usize << (STRAUS_WINDOW - 2);
    let mut multiples = Vec::with_capacity(n * table_len);
    for point in &points[..n] {
        let p = Jacobian::from(*point);
        let twice = p.double();
        let mut odd = p;
        for _ in 0..table_len {
            multiples.push(odd);
            odd = odd.add(&twice);
        }
    }
    let tables = batch_to_affine::<C>(&multiples)?;
    let digits: Vec<Vec<i8>> = scalars[..n]
        .iter()
        .map(|k| wnaf(k.as_ref(), STRAUS_WINDOW))
        .collect();
    let length = digits.iter().map(Vec::len).max().unwrap_or(0);

    let mut acc = Jacobian::<C>::identity();
    for bit in (0..length).rev() {
        acc = acc.double();
        for (digits, table) in digits.iter().zip(tables.chunks_exact(table_len)) {
            let digit = digits.get(bit).copied().unwrap_or(0);
            let entry = usize::from(digit.unsigned_abs() / 2);
            if digit > 0 {
                acc = acc.add_affine(&table[entry]);
            } else if digit < 0 {
                let negated = Affine {
                    x: table[entry].x,
                    y: C::reduce(-table[entry].y),
                };
                acc = acc.add_affine(&negated);
            }
        }
    }
    Some(acc)
}
