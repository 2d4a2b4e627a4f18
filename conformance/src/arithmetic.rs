//! Generic tests of the arithmetic a suite supplies or overrides: fixed-base
//! and multiscalar multiplication, Lagrange coefficients, batch inversion,
//! the suites' own base fields.

use alloc::format;
use alloc::vec;
use alloc::vec::Vec;

use ff::{Field, PrimeField};
use group::Group;

use crate::test_rng;
use frost_core::Arithmetic;
use frost_core::polynomial::{derive_interpolating_value, interpolating_values};
use frost_core::{Ciphersuite, Element, Error, Identifier, Scalar, scalar_mul};

fn naive<C: Ciphersuite>(scalars: &[Scalar<C>], points: &[Element<C>]) -> Element<C> {
    scalars.iter().zip(points).map(|(k, p)| *p * k).sum()
}

fn random_inputs<C: Ciphersuite>(n: usize, seed: u64) -> (Vec<Scalar<C>>, Vec<Element<C>>) {
    let mut rng = test_rng(seed);
    let scalars: Vec<Scalar<C>> = (0..n)
        .map(|_| frost_core::random_scalar::<C>(&mut rng))
        .collect();
    let points = (0..n)
        .map(|_| C::Arithmetic::mul_base(&frost_core::random_scalar::<C>(&mut rng)))
        .collect();
    (scalars, points)
}

/// The suite's and the generic multiscalar multiplication agree with the
/// naive sum, on both sides of the Straus/Pippenger switch, with edge scalars.
pub fn multiscalar_multiplication_is_correct<C: Ciphersuite>() {
    for (seed, n) in [0usize, 1, 2, 3, 7, 128, 129, 200].into_iter().enumerate() {
        let (mut scalars, points) = random_inputs::<C>(n, seed as u64);
        if n > 3 {
            scalars[0] = Scalar::<C>::ZERO;
            scalars[1] = Scalar::<C>::ONE;
            scalars[2] = -Scalar::<C>::ONE;
        }
        let expected = naive::<C>(&scalars, &points);
        assert_eq!(
            C::Arithmetic::vartime_multiscalar_mul(&scalars, &points),
            expected,
            "suite MSM, n = {n}"
        );
        assert_eq!(
            scalar_mul::vartime_multiscalar_mul::<C>(&scalars, &points),
            expected,
            "generic MSM, n = {n}"
        );
    }
}

/// The search for a multiple of one point (the culprit search's location
/// step) finds the first scalar whose multiple is the target: for scalars of
/// every byte length up to 31 (ending in an all-ones value, whose top signed
/// digit can be the largest, `2^(w-1)`, after a carry), among several counts
/// of scalars (so several window widths); for full-width, negated and
/// repeated scalars; and nothing when no scalar matches.
pub fn multiples_are_located_exactly<C: Ciphersuite>() {
    let mut rng = test_rng(311);
    let base = C::Arithmetic::mul_base(&frost_core::random_scalar::<C>(&mut rng));
    let two_to_8 = Scalar::<C>::from(256);
    let mut all_ones = Scalar::<C>::ZERO;
    for _ in 0..31 {
        all_ones = all_ones * two_to_8 + Scalar::<C>::from(255);
        for count in [1usize, 2, 4, 9, 40] {
            // Scalars of the same length, so they set the window count.
            let mut scalars: Vec<Scalar<C>> = (1..count)
                .map(|i| all_ones - Scalar::<C>::from(i as u64))
                .collect();
            scalars.push(all_ones);
            assert_eq!(
                scalar_mul::vartime_position_of_multiple::<C>(&base, &(base * all_ones), &scalars),
                Some(count - 1),
                "count {count}"
            );
        }
    }
    let mut scalars: Vec<Scalar<C>> = (0..20)
        .map(|_| frost_core::random_scalar::<C>(&mut rng))
        .collect();
    scalars[7] = -scalars[3];
    scalars[12] = scalars[5];
    for (target, expected) in [(3, 3), (7, 7), (12, 5), (19, 19)] {
        assert_eq!(
            scalar_mul::vartime_position_of_multiple::<C>(
                &base,
                &(base * scalars[target]),
                &scalars
            ),
            Some(expected)
        );
    }
    let absent = base * frost_core::random_scalar::<C>(&mut rng);
    assert_eq!(
        scalar_mul::vartime_position_of_multiple::<C>(&base, &absent, &scalars),
        None
    );
}

/// Fixed-base and double-base multiplication agree with plain multiplication,
/// on random scalars and on edge ones for windowed fixed-base tables: 0, 1,
/// 2, -1, -2, every power of two below `2^NUM_BITS`, and, with and without
/// negation, the scalars whose every `w`-bit window holds `2^(w-1) - 1`,
/// `2^(w-1)` or `2^w - 1` for `w` from 2 to 8 (the ends of a signed digit's
/// range and the carries' edge cases), reduced modulo the group order.
pub fn base_multiplication_is_correct<C: Ciphersuite>() {
    let mut rng = test_rng(301);
    let g = Element::<C>::generator();
    assert_eq!(C::Arithmetic::mul_base(&Scalar::<C>::ONE), g);
    assert!(bool::from(
        C::Arithmetic::mul_base(&Scalar::<C>::ZERO).is_identity()
    ));
    let two = Scalar::<C>::from(2u64);
    let mut edges = vec![two, -Scalar::<C>::ONE, -two];
    let mut power = Scalar::<C>::ONE;
    for _ in 0..Scalar::<C>::NUM_BITS {
        edges.push(power);
        power *= two;
    }
    for w in 2..=8u32 {
        let radix = Scalar::<C>::from(1u64 << w);
        for raw in [(1u64 << (w - 1)) - 1, 1 << (w - 1), (1 << w) - 1] {
            let mut sum = Scalar::<C>::ZERO;
            let mut place = Scalar::<C>::ONE;
            for _ in 0..(Scalar::<C>::NUM_BITS + 1).div_ceil(w) {
                sum += place * Scalar::<C>::from(raw);
                place *= radix;
            }
            edges.push(sum);
            edges.push(-sum);
        }
    }
    for k in edges {
        assert_eq!(C::Arithmetic::mul_base(&k), g * k, "{k:?}");
    }
    for _ in 0..8 {
        let (a, b) = (
            frost_core::random_scalar::<C>(&mut rng),
            frost_core::random_scalar::<C>(&mut rng),
        );
        let p = C::Arithmetic::mul_base(&frost_core::random_scalar::<C>(&mut rng));
        assert_eq!(C::Arithmetic::mul_base(&a), g * a);
        assert_eq!(
            C::Arithmetic::vartime_double_mul_base(&a, &p, &b),
            p * a + g * b
        );
    }
}

/// [`Arithmetic::serialize_elements`] gives exactly the encodings of
/// [`Ciphersuite::serialize_element`], in order, at every batch size
/// (including none), and refuses a batch holding the identity; and
/// [`Arithmetic::mul_base_serialized`] gives the elements of
/// [`Arithmetic::mul_base`] with those encodings, refusing a zero scalar.
pub fn batch_encoding_matches_one_at_a_time<C: Ciphersuite>() {
    let (_, points) = random_inputs::<C>(40, 97);
    for len in [0usize, 1, 2, 3, 17, 40] {
        let batch = C::Arithmetic::serialize_elements(&points[..len]).expect("no identity");
        assert_eq!(batch.len(), len);
        for (point, bytes) in points.iter().zip(&batch) {
            let single = C::serialize_element(point).expect("not the identity");
            assert_eq!(single.as_ref(), bytes.as_ref());
        }
    }
    let mut with_identity = points[..5].to_vec();
    with_identity[3] = Element::<C>::identity();
    assert!(matches!(
        C::Arithmetic::serialize_elements(&with_identity),
        Err(frost_core::EncodingError::IdentityElement)
    ));

    // Multiplication and encoding together give the same elements and bytes.
    let mut rng = test_rng(98);
    for len in [0usize, 1, 2, 3, 17, 40] {
        let scalars: Vec<Scalar<C>> = (0..len)
            .map(|_| frost_core::random_scalar::<C>(&mut rng))
            .collect();
        let (elements, encodings) =
            C::Arithmetic::mul_base_serialized(&scalars).expect("no zero scalar");
        assert_eq!((elements.len(), encodings.len()), (len, len));
        for ((k, element), bytes) in scalars.iter().zip(&elements).zip(&encodings) {
            assert_eq!(element, &C::Arithmetic::mul_base(k));
            let single = C::serialize_element(element).expect("not the identity");
            assert_eq!(single.as_ref(), bytes.as_ref());
        }
    }
    let with_zero = [Scalar::<C>::ONE, Scalar::<C>::ZERO, -Scalar::<C>::ONE];
    assert!(matches!(
        C::Arithmetic::mul_base_serialized(&with_zero),
        Err(frost_core::EncodingError::IdentityElement)
    ));
}

/// [`Arithmetic::mul_base_serialized`] returns normalised elements: each is
/// represented exactly as the decoding of its encoding, coordinate for
/// coordinate (compared through `Debug`, which prints the representation),
/// not in the projective coordinates the multiplication left, which depend on
/// the secret scalar. Fails for a backend that returns its products as they
/// are, unless the curve crate's own multiplication already normalises.
pub fn base_multiples_are_normalised<C: Ciphersuite>() {
    let mut rng = test_rng(99);
    let scalars: Vec<Scalar<C>> = (0..9)
        .map(|_| frost_core::random_scalar::<C>(&mut rng))
        .collect();
    let (elements, encodings) =
        C::Arithmetic::mul_base_serialized(&scalars).expect("no zero scalar");
    for (element, bytes) in elements.iter().zip(&encodings) {
        let decoded = C::deserialize_element(bytes.as_ref()).expect("a valid encoding");
        assert_eq!(format!("{element:?}"), format!("{decoded:?}"));
    }
}

/// Points computed from secrets and then published come normalised too, not
/// only the batched fixed-base results: a share's verifying share, a key
/// tweak's point (through the tweaked verifying share) and the signing key's
/// own verifying key each have the representation of their encoding's
/// decoding, so no secret-dependent projective coordinate reaches the
/// variable-time share checks and multiscalar multiplications that take
/// them.
pub fn public_images_are_normalised<C: Ciphersuite>() {
    let mut rng = test_rng(98);
    let assert_normalised = |element: Element<C>| {
        let bytes = C::serialize_element(&element).expect("not the identity");
        let decoded = C::deserialize_element(bytes.as_ref()).expect("a valid encoding");
        assert_eq!(format!("{element:?}"), format!("{decoded:?}"));
    };
    for _ in 0..4 {
        let share =
            frost_core::keys::SigningShare::<C>::new(frost_core::random_scalar::<C>(&mut rng));
        assert_normalised(share.verifying_share().expect("non-zero").to_element());
        let key = frost_core::SigningKey::<C>::new(&mut rng);
        assert_normalised(key.verifying_key().to_element());
    }
}

/// Lagrange coefficients interpolate: `sum(lambda_i * f(x_i)) = f(0)`, and the
/// batched coefficients equal the single ones.
pub fn lagrange_coefficients_interpolate<C: Ciphersuite>() {
    let mut rng = test_rng(311);
    let coefficients: Vec<Scalar<C>> = (0..4)
        .map(|_| frost_core::random_scalar::<C>(&mut rng))
        .collect();
    let ids: Vec<Identifier<C>> = [3u16, 9, 10, 200, 7]
        .iter()
        .map(|n| Identifier::try_from(*n).expect("non-zero"))
        .collect();
    let lambdas = interpolating_values(&ids).expect("distinct");
    let mut at_zero = Scalar::<C>::ZERO;
    for (id, lambda) in ids.iter().zip(&lambdas) {
        assert_eq!(
            &derive_interpolating_value(&ids, id).expect("member"),
            lambda
        );
        at_zero +=
            *lambda * frost_keygen::polynomial::evaluate::<C>(&coefficients, &id.to_scalar());
    }
    assert_eq!(at_zero, coefficients[0]);

    // Small identifiers take a faster path than large ones: both agree with
    // the single-coefficient computation, for consecutive and scattered
    // sets, near the small-value bound and beyond it.
    let small: Vec<Identifier<C>> = (1u16..=40)
        .chain([1000, 4095, 65535])
        .map(|n| Identifier::try_from(n).expect("non-zero"))
        .collect();
    let near_bound: Vec<Identifier<C>> = [1u64, 2, (1 << 20) - 1, (1 << 20) - 2]
        .iter()
        .map(|n| Identifier::new(Scalar::<C>::from(*n)).expect("non-zero"))
        .collect();
    let mixed: Vec<Identifier<C>> = [5u64, 1 << 20, u64::MAX]
        .iter()
        .map(|n| Identifier::new(Scalar::<C>::from(*n)).expect("non-zero"))
        .chain([Identifier::derive(b"derived").expect("derived")])
        .collect();
    // Sets filling most of 1..=max take the factorial path: consecutive,
    // with gaps (below and above each member), and starting above 1.
    let consecutive: Vec<Identifier<C>> = (1u16..=300)
        .map(|n| Identifier::try_from(n).expect("non-zero"))
        .collect();
    let with_gaps: Vec<Identifier<C>> = (1u16..=300)
        .filter(|n| n % 7 != 3 && *n != 1 && *n != 299)
        .map(|n| Identifier::try_from(n).expect("non-zero"))
        .collect();
    for set in [small, near_bound, mixed, consecutive.clone(), with_gaps] {
        let lambdas = interpolating_values(&set).expect("distinct");
        for (id, lambda) in set.iter().zip(&lambdas) {
            assert_eq!(
                &derive_interpolating_value(&set, id).expect("member"),
                lambda
            );
        }
        assert_eq!(lambdas.iter().sum::<Scalar<C>>(), Scalar::<C>::ONE);
    }

    let outsider = Identifier::try_from(4).expect("non-zero");
    assert!(derive_interpolating_value(&ids, &outsider).is_err());
    let repeated = [ids[0], ids[1], ids[0]];
    assert!(derive_interpolating_value(&repeated, &ids[0]).is_err());
    assert!(interpolating_values(&repeated).is_err());
    let mut repeated_consecutive = consecutive;
    repeated_consecutive.push(repeated_consecutive[150]);
    assert_eq!(
        interpolating_values(&repeated_consecutive),
        Err(Error::DuplicatedIdentifier {
            identifier: repeated_consecutive[150]
        })
    );
}

/// For a suite whose multiscalar multiplication hands over from the curve
/// crate's own routine to the engine's bucket method above `switch` points:
/// both sides of the switch agree with the naive sum, and extra entries of
/// the longer slice are ignored on both sides.
pub fn multiscalar_switch_agrees_with_the_naive_sum<C: Ciphersuite>(switch: usize) {
    for (seed, n) in [switch, switch + 1].into_iter().enumerate() {
        let (scalars, points) = random_inputs::<C>(n, 41 + seed as u64);
        assert_eq!(
            C::Arithmetic::vartime_multiscalar_mul(&scalars, &points),
            naive::<C>(&scalars, &points),
            "n = {n}"
        );
    }
    for (seed, n) in [3, switch + 1].into_iter().enumerate() {
        let (scalars, points) = random_inputs::<C>(n + 2, 51 + seed as u64);
        let points = &points[..n];
        assert_eq!(
            C::Arithmetic::vartime_multiscalar_mul(&scalars, points),
            naive::<C>(&scalars[..n], points),
            "n = {n}"
        );
        assert_eq!(
            C::Arithmetic::vartime_multiscalar_mul(&scalars[..n], &points[..n - 1]),
            naive::<C>(&scalars[..n - 1], &points[..n - 1]),
            "n = {n}"
        );
    }
}

/// The suite's [`Arithmetic::vartime_multiscalar_mul`] agrees with the
/// naive sum on random inputs of the `random_sizes`, and on inputs drawn
/// from a few points and scalars (identity points, zero scalars, 1, -1,
/// repeated points and points beside their negations, all at once) of the
/// `pooled_sizes`; and a sum of `cancel_size` terms that cancels is the
/// identity. Suites pass sizes around their own switches.
pub fn multiscalar_sizes_agree_with_the_naive_sum<C: Ciphersuite>(
    random_sizes: &[usize],
    pooled_sizes: &[usize],
    cancel_size: usize,
) {
    let mut rng = test_rng(11);
    for &n in random_sizes {
        let scalars: Vec<Scalar<C>> = (0..n)
            .map(|_| frost_core::random_scalar::<C>(&mut rng))
            .collect();
        let points: Vec<Element<C>> = (0..n)
            .map(|_| C::Arithmetic::mul_base(&frost_core::random_scalar::<C>(&mut rng)))
            .collect();
        assert_eq!(
            C::Arithmetic::vartime_multiscalar_mul(&scalars, &points),
            naive::<C>(&scalars, &points),
            "n = {n}"
        );
    }

    let mut rng = test_rng(12);
    let g = Element::<C>::generator();
    let p = C::Arithmetic::mul_base(&frost_core::random_scalar::<C>(&mut rng));
    let k = frost_core::random_scalar::<C>(&mut rng);
    let pool_points = [g, -g, p, -p, p.double(), Element::<C>::identity(), p];
    let pool_scalars = [
        Scalar::<C>::ZERO,
        Scalar::<C>::ONE,
        -Scalar::<C>::ONE,
        k,
        -k,
        k.double(),
    ];
    for &n in pooled_sizes {
        let points: Vec<Element<C>> = (0..n)
            .map(|i| pool_points[(i * 3 + i / 11) % pool_points.len()])
            .collect();
        let scalars: Vec<Scalar<C>> = (0..n)
            .map(|i| pool_scalars[(i * 5 + i / 7) % pool_scalars.len()])
            .collect();
        assert_eq!(
            C::Arithmetic::vartime_multiscalar_mul(&scalars, &points),
            naive::<C>(&scalars, &points),
            "n = {n}"
        );
    }

    let points = vec![p; cancel_size];
    let mut scalars = vec![k; cancel_size];
    if let Some(last) = scalars.last_mut() {
        *last = -(k * Scalar::<C>::from((cancel_size - 1) as u64));
    }
    assert!(bool::from(
        C::Arithmetic::vartime_multiscalar_mul(&scalars, &points).is_identity()
    ));
}
