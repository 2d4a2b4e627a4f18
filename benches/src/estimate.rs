//! Estimates of the reference's key generation time at sizes too slow to run
//! in a default benchmark (667-of-1000 takes minutes per participant).
//!
//! The reference's part 2 + part 3 cost is dominated by `n * t` full-width
//! scalar multiplications (every received share is checked by evaluating its
//! sender's commitment, and every verifying share is computed the same
//! way), plus terms linear in `n` (one proof of knowledge per sender). The
//! model `T(n, t) = a * n * t + b * n + c` is fitted by least squares to the
//! sizes measured in the same run and evaluated at the missing size; with
//! fewer than three measured sizes, the largest measurement is scaled by
//! `n * t`.

use std::time::Duration;

use crate::Size;

/// The model's terms at `size`: `(n * t, n, 1)`, scaled to similar
/// magnitudes at the sizes benchmarked so that the fit stays well
/// conditioned.
fn terms(size: Size) -> [f64; 3] {
    let n = f64::from(size.max_signers);
    let t = f64::from(size.min_signers);
    [n * t / 1e5, n / 1e3, 1.0]
}

/// Estimates the time at `target` from `(size, time)` measurements, or
/// `None` without any measurement.
pub fn extrapolate(measured: &[(Size, Duration)], target: Size) -> Option<Duration> {
    if measured.len() >= 3
        && let Some(coefficients) = least_squares(measured)
    {
        let estimate: f64 = terms(target)
            .iter()
            .zip(coefficients)
            .map(|(x, a)| x * a)
            .sum();
        if estimate > 0.0 {
            return Some(Duration::from_secs_f64(estimate));
        }
    }
    let (largest, time) = measured
        .iter()
        .max_by(|(a, _), (b, _)| terms(*a)[0].total_cmp(&terms(*b)[0]))?;
    Some(time.mul_f64(terms(target)[0] / terms(*largest)[0]))
}

/// Solves the normal equations of the three-term model by Cramer's rule;
/// `None` if they are singular (e.g. fewer than three distinct sizes).
fn least_squares(measured: &[(Size, Duration)]) -> Option<[f64; 3]> {
    let mut normal = [[0.0f64; 3]; 3];
    let mut right = [0.0f64; 3];
    for (size, time) in measured {
        let x = terms(*size);
        for (row, xr) in normal.iter_mut().zip(x) {
            for (cell, xc) in row.iter_mut().zip(x) {
                *cell += xr * xc;
            }
        }
        for (r, xr) in right.iter_mut().zip(x) {
            *r += xr * time.as_secs_f64();
        }
    }
    let det = determinant(&normal);
    if det.abs() < 1e-12 {
        return None;
    }
    Some(std::array::from_fn(|k| {
        let mut replaced = normal;
        for (row, r) in replaced.iter_mut().zip(right) {
            row[k] = r;
        }
        determinant(&replaced) / det
    }))
}

fn determinant(m: &[[f64; 3]; 3]) -> f64 {
    m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
        - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
        + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn model(size: Size) -> Duration {
        let [nt, n, one] = terms(size);
        Duration::from_secs_f64(0.2 * nt + 0.03 * n + 1e-4 * one)
    }

    #[test]
    fn recovers_an_exact_model() {
        let measured: Vec<_> = [Size::new(2, 3), Size::new(7, 10), Size::new(67, 100)]
            .into_iter()
            .map(|s| (s, model(s)))
            .collect();
        let target = Size::new(667, 1000);
        let estimate = extrapolate(&measured, target).expect("estimate");
        let exact = model(target).as_secs_f64();
        assert!((estimate.as_secs_f64() - exact).abs() < 1e-6 * exact);
    }

    #[test]
    fn scales_the_largest_measurement_with_fewer_sizes() {
        let measured = [
            (Size::new(2, 3), Duration::from_millis(1)),
            (Size::new(67, 100), Duration::from_millis(100)),
        ];
        let estimate = extrapolate(&measured, Size::new(667, 1000)).expect("estimate");
        let expected = 100.0 * (667.0 * 1000.0) / (67.0 * 100.0);
        assert!((estimate.as_secs_f64() * 1000.0 - expected).abs() < 1e-6 * expected);
        assert_eq!(extrapolate(&[], Size::new(2, 3)), None);
    }
}
