//! Test helpers shared by the curve modules' unit tests: a seeded random
//! generator, a differential check of a hand-written field against its curve
//! crate's, and an exactness check of a variable-time multiscalar routine.

use alloc::vec::Vec;

use ff::Field;
use group::Group;
use rand_core::Rng;

/// A deterministic random generator for tests: ChaCha20 from a fixed seed, so
/// that failures reproduce.
pub(crate) fn test_rng(seed: u64) -> rand_chacha::ChaCha20Rng {
    use rand_chacha::rand_core::SeedableRng;
    rand_chacha::ChaCha20Rng::seed_from_u64(seed)
}

/// Decodes lowercase or uppercase hex; panics on malformed test data.
pub(crate) fn hex(text: &str) -> Vec<u8> {
    assert!(text.len().is_multiple_of(2), "odd-length hex in test data");
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).expect("hex digit in test data"))
        .collect()
}

/// `sum(k_i * P_i)`, one plain multiplication per term.
fn naive<G: Group>(scalars: &[G::Scalar], points: &[G]) -> G {
    scalars.iter().zip(points).map(|(k, p)| *p * k).sum()
}

/// `n` random scalars and `n` random points.
fn random_inputs<G: Group>(n: usize, seed: u64) -> (Vec<G::Scalar>, Vec<G>) {
    let mut rng = test_rng(seed);
    let scalars = (0..n).map(|_| G::Scalar::random(&mut rng)).collect();
    let points = (0..n).map(|_| G::random(&mut rng)).collect();
    (scalars, points)
}

/// The parts `part(scalars, points, k, parts)` of a multiscalar routine
/// add up to the product on every case of [`multiscalar_routine_is_exact`],
/// with 2, 3 and 60 parts (more than the windows). Where the routine gives
/// no parts (`None`), `whole` must give the product.
pub(crate) fn multiscalar_parts_are_exact<G: Group>(
    part: impl Fn(&[G::Scalar], &[G], usize, usize) -> Option<G>,
    whole: impl Fn(&[G::Scalar], &[G]) -> Option<G>,
) {
    for parts in [2, 3, 60] {
        multiscalar_routine_is_exact::<G>(|scalars, points| {
            (0..parts)
                .map(|k| part(scalars, points, k, parts))
                .sum::<Option<G>>()
                .or_else(|| whole(scalars, points))
        });
    }
}

/// A variable-time multiscalar routine `msm` (`None` standing for
/// a failed coordinate conversion) agrees with the naive sum: random inputs
/// of many sizes, extra entries of the longer slice ignored, and the
/// exceptional cases of incomplete addition formulas (identity points, zero
/// and extreme scalars, repeated points, points with their negations,
/// buckets that cancel, a sum that is the identity), and a dozen random
/// sizes up to 300 whose terms mix all of these with random ones.
pub(crate) fn multiscalar_routine_is_exact<G: Group>(
    msm: impl Fn(&[G::Scalar], &[G]) -> Option<G>,
) {
    let check = |scalars: &[G::Scalar], points: &[G]| {
        assert_eq!(
            msm(scalars, points),
            Some(naive::<G>(scalars, points)),
            "n = {}",
            scalars.len().min(points.len())
        );
    };

    for (seed, n) in [0usize, 1, 2, 3, 17, 128, 129, 300, 1000]
        .into_iter()
        .enumerate()
    {
        let (scalars, points) = random_inputs::<G>(n, 500 + seed as u64);
        check(&scalars, &points);
    }

    let (scalars, points) = random_inputs::<G>(40, 520);
    check(&scalars[..40], &points[..33]);
    check(&scalars[..33], &points[..40]);

    let mut rng = test_rng(521);
    let g = G::generator();
    let p = G::random(&mut rng);
    let identity = G::identity();
    let one = G::Scalar::ONE;
    let zero = G::Scalar::ZERO;
    let minus_one = -one;
    let k = G::Scalar::random(&mut rng);

    check(&[one, minus_one], &[p, p]);
    check(&[k, k], &[p, -p]);
    check(&[k, k, k, k], &[p, p, p, -p]);
    check(&[k; 5], &[p; 5]);
    check(&[minus_one; 3], &[g, g, g]);
    check(&[k, zero, k], &[identity, p, g]);
    check(&[zero; 4], &[p, g, p, g]);
    check(&[k, k], &[identity, identity]);
    check(&[k, -k], &[p, p]);
    check(&[one, one.double()], &[p.double(), p]);

    // Many inputs drawn from a few points and scalars, so that buckets
    // receive equal points, opposite points, and cancel out, at sizes on
    // both sides of every window change.
    let pool_points = [g, -g, p, -p, p.double(), identity];
    let pool_scalars = [zero, one, minus_one, one.double(), k, -k];
    for n in [2usize, 7, 31, 64, 200, 600] {
        let points: Vec<G> = (0..n)
            .map(|i| pool_points[(i * 7 + n) % pool_points.len()])
            .collect();
        let scalars: Vec<G::Scalar> = (0..n)
            .map(|i| pool_scalars[(i * 5 + i / 6) % pool_scalars.len()])
            .collect();
        check(&scalars, &points);
    }

    // A sum that is the identity.
    check(&[k, k, -k.double()], &[p, p, p]);

    // Random sizes up to 300, the terms drawn at random among fresh
    // points and scalars, repeated and opposite points, the identity, and
    // zero and extreme scalars.
    for _ in 0..12 {
        let n = rng.next_u32() as usize % 301;
        let points: Vec<G> = (0..n)
            .map(|_| match rng.next_u32() % 8 {
                0 => identity,
                1 => p,
                2 => -p,
                3 => g,
                _ => G::random(&mut rng),
            })
            .collect();
        let scalars: Vec<G::Scalar> = (0..n)
            .map(|_| match rng.next_u32() % 8 {
                0 => zero,
                1 => one,
                2 => minus_one,
                3 => k,
                _ => G::Scalar::random(&mut rng),
            })
            .collect();
        check(&scalars, &points);
    }
}

/// A hand-written base field `F` agrees with its curve crate's field `R` (the
/// reference): every operation on `edges` against every edge and 10,000
/// random values, then on consecutive random pairs (so at least 10,000
/// cases of each binary operation); 20,000-step chains of products,
/// squares, sums and differences; sums, products and the assigning
/// operators; inversion and square roots of the edges and 10,000 random
/// values (squares and non-squares), and of their squares;
/// `sqrt_ratio`'s four cases on 10,000 random pairs; conditional
/// selection.
///
/// `ours` maps a reference element to `F` through its canonical encoding, so
/// the results are compared in `F`, whose equality is exact.
/// `normalize` keeps a long chain of reference operations within the
/// reference's own input bounds (k256 reduces lazily), or is the identity.
pub(crate) fn field_agrees_with_reference<F, R>(
    ours: impl Fn(&R) -> F,
    normalize: impl Fn(R) -> R,
    edges: &[R],
    seed: u64,
) where
    F: Field,
    R: Field,
{
    let mut rng = test_rng(seed);
    let mut random = |n: usize| -> Vec<R> { (0..n).map(|_| R::random(&mut rng)).collect() };
    let mut values = edges.to_vec();
    values.extend(random(10_000));

    // Every edge value against every value, then consecutive random pairs.
    let mut pairs = Vec::new();
    for a in edges {
        for b in &values {
            pairs.push((*a, *b));
        }
    }
    for pair in values.windows(2) {
        pairs.push((pair[0], pair[1]));
    }
    for (a, b) in pairs {
        let (x, y) = (ours(&a), ours(&b));
        assert_eq!(x + y, ours(&(a + b)), "{a:?} + {b:?}");
        assert_eq!(x - y, ours(&(a - b)), "{a:?} - {b:?}");
        assert_eq!(x * y, ours(&(a * b)), "{a:?} * {b:?}");
        assert_eq!(x * y, y * x);
    }
    for a in &values {
        let x = ours(a);
        assert_eq!(x.square(), ours(&a.square()), "{a:?}");
        assert_eq!(x.double(), ours(&a.double()), "{a:?}");
        assert_eq!(-x, ours(&-*a), "{a:?}");
        assert_eq!(bool::from(x.is_zero()), bool::from(a.is_zero()), "{a:?}");
    }

    // Long chains, so that any unreduced intermediate would compound.
    let chain = random(64);
    let (mut a, mut x) = (R::ONE, F::ONE);
    for round in 0..20_000 {
        let v = chain[round % chain.len()];
        let y = ours(&v);
        match round % 4 {
            0 => (a, x) = (a * v, x * y),
            1 => (a, x) = (a.square(), x.square()),
            2 => (a, x) = (normalize(a * v + v), x * y + y),
            _ => (a, x) = (normalize(a.square() - v), x.square() - y),
        }
    }
    assert_eq!(x, ours(&a));
    let sum = chain.iter().fold(R::ZERO, |s, v| normalize(s + v));
    assert_eq!(chain.iter().map(&ours).sum::<F>(), ours(&sum));
    assert_eq!(
        chain
            .iter()
            .map(&ours)
            .collect::<Vec<F>>()
            .iter()
            .sum::<F>(),
        ours(&sum)
    );
    assert_eq!(
        chain.iter().map(&ours).product::<F>(),
        ours(&chain.iter().product::<R>())
    );
    let mut y = F::ONE;
    for v in &chain {
        y *= ours(v);
        y += ours(v);
        y -= F::ONE;
    }
    let b = chain
        .iter()
        .fold(R::ONE, |b, v| normalize(b * v + v - R::ONE));
    assert_eq!(y, ours(&b));

    // Inversion.
    let mut inverses = edges.to_vec();
    inverses.extend(random(10_000));
    for a in &inverses {
        let x = ours(a);
        let inverse = Option::<F>::from(x.invert());
        let expected = Option::<R>::from(a.invert());
        assert_eq!(inverse, expected.map(|e| ours(&e)), "{a:?}");
        if let Some(i) = inverse {
            assert_eq!(i * x, F::ONE);
        }
    }

    // Square roots of squares and non-squares.
    let mut roots = edges.to_vec();
    roots.extend(random(10_000));
    let mut squares = 0;
    for a in &roots {
        let x = ours(a);
        let root = Option::<F>::from(x.sqrt());
        let expected = Option::<R>::from(a.sqrt());
        assert_eq!(root.is_some(), expected.is_some(), "{a:?}");
        if let Some(r) = root {
            assert_eq!(r.square(), x);
            squares += 1;
        }
        let root = Option::<F>::from(x.square().sqrt());
        assert!(root == Some(x) || root == Some(-x), "{a:?}");
    }
    // About half of the random values are squares.
    assert!(
        (4_700..5_300).contains(&squares),
        "{squares} squares among {}",
        roots.len()
    );
    let mut rng = test_rng(seed + 1);
    for _ in 0..10_000 {
        let num = F::random(&mut rng);
        let div = F::random(&mut rng);
        let (is_square, root) = F::sqrt_ratio(&num, &div);
        // A zero divisor (probability 1/p) is the case checked below.
        let Some(inverse) = Option::<F>::from(div.invert()) else {
            continue;
        };
        let quotient = num * inverse;
        if bool::from(is_square) {
            assert_eq!(root.square(), quotient);
        } else {
            assert_eq!(root.square(), -quotient);
        }
        let (ok, zero) = F::sqrt_ratio(&F::ZERO, &div);
        assert!(bool::from(ok));
        assert_eq!(zero, F::ZERO);
        let (ok, zero) = F::sqrt_ratio(&num, &F::ZERO);
        assert!(!bool::from(ok));
        assert_eq!(zero, F::ZERO);
    }

    let x = F::random(&mut rng);
    let y = F::random(&mut rng);
    assert_eq!(F::conditional_select(&x, &y, 0.into()), x);
    assert_eq!(F::conditional_select(&x, &y, 1.into()), y);
}

/// The canonical decoding of a field agrees with a reference decoder on
/// arbitrary big-endian byte strings of the length of `modulus` (the prime,
/// big-endian): 10,000 random strings; `p - k`, `p + k` and `2^(8n) - 1 - k`
/// for `k` up to 256 (every borrow and carry near `p`, and values above `p`);
/// `p` with each single bit flipped (just above and just below `p` in every
/// limb); every 64-bit and 52-bit boundary `2^(kw) - 1` and `2^(kw)`; and
/// 1,000 strings that share `p`'s top half. `ours` and `reference` return
/// the decoded value re-encoded (so encoding is checked too), or `None`
/// when they refuse the string.
pub(crate) fn canonical_decoding_agrees(
    modulus: &[u8],
    ours: impl Fn(&[u8]) -> Option<Vec<u8>>,
    reference: impl Fn(&[u8]) -> Option<Vec<u8>>,
    seed: u64,
) {
    let n = modulus.len();
    // `x + k` (`x - k` for negative `k`) on a big-endian string, modulo
    // `2^(8n)`.
    let offset = |x: &[u8], k: i64| -> Vec<u8> {
        let mut out = x.to_vec();
        let mut carry = k;
        for byte in out.iter_mut().rev() {
            let value = i64::from(*byte) + carry;
            *byte = value.rem_euclid(256) as u8;
            carry = value.div_euclid(256);
        }
        out
    };
    let mut inputs: Vec<Vec<u8>> = Vec::new();
    let mut rng = test_rng(seed);
    for _ in 0..10_000 {
        let mut bytes = alloc::vec![0u8; n];
        rng.fill_bytes(&mut bytes);
        inputs.push(bytes);
    }
    let all_ones = alloc::vec![0xffu8; n];
    for k in 0..=256 {
        inputs.push(offset(modulus, -k));
        inputs.push(offset(modulus, k));
        inputs.push(offset(&all_ones, -k));
    }
    for bit in 0..8 * n {
        let mut flipped = modulus.to_vec();
        flipped[n - 1 - bit / 8] ^= 1 << (bit % 8);
        inputs.push(flipped);
    }
    for width in [52, 64] {
        for bit in (width..8 * n).step_by(width) {
            let mut power = alloc::vec![0u8; n];
            power[n - 1 - bit / 8] = 1 << (bit % 8);
            inputs.push(offset(&power, -1));
            inputs.push(power);
        }
    }
    for _ in 0..1000 {
        let mut near = modulus.to_vec();
        rng.fill_bytes(&mut near[n / 2..]);
        inputs.push(near);
    }
    let mut accepted = 0;
    for input in &inputs {
        let decoded = reference(input);
        assert_eq!(ours(input), decoded, "{input:02x?}");
        accepted += usize::from(decoded.is_some());
    }
    // Both outcomes occur (values at least `p` are rare among random
    // strings, but every prime here has some just above it).
    assert!(accepted > 30 && inputs.len() - accepted > 30, "{accepted}");
}

/// Edge scalars for fixed-base multiplication: 0, 1, -1, `±2^k` for every
/// `k` below the scalar width, and window patterns (every byte `0xff`,
/// `0x88`, `0x0f`, `0xf0`, `0x10`, `0x80`, `0x7f`, `0x11`, `0xee`, over the
/// full width and one byte short, and their negations), so that every
/// signed digit reaches its largest and smallest value and every carry
/// between windows occurs.
pub(crate) fn edge_scalars<S: ff::PrimeField>() -> Vec<S> {
    let mut scalars = alloc::vec![S::ZERO, S::ONE, -S::ONE];
    let mut power = S::ONE;
    for _ in 0..S::NUM_BITS {
        scalars.extend([power, -power]);
        power = power.double();
    }
    let bytes = S::NUM_BITS.div_ceil(8);
    for pattern in [0xffu64, 0x88, 0x0f, 0xf0, 0x10, 0x80, 0x7f, 0x11, 0xee] {
        for length in [bytes, bytes - 1] {
            let value = (0..length).fold(S::ZERO, |acc, _| acc * S::from(256) + S::from(pattern));
            scalars.extend([value, -value]);
        }
    }
    scalars
}

/// A fixed-base routine agrees with the curve crate's multiplication by the
/// generator on [`edge_scalars`] and 1,000 random scalars, given in batches
/// of 1, 2, 3, 7, 33 and 64 scalars. `ours` returns `None` only if the
/// batch holds a zero scalar and `refuses_zero`; the nonzero scalars of
/// such a batch are then checked one by one.
pub(crate) fn fixed_base_agrees<G: Group>(
    ours: impl Fn(&[G::Scalar]) -> Option<Vec<G>>,
    refuses_zero: bool,
    seed: u64,
) where
    G::Scalar: ff::PrimeField,
{
    let mut rng = test_rng(seed);
    let mut scalars = edge_scalars::<G::Scalar>();
    scalars.extend((0..1000).map(|_| G::Scalar::random(&mut rng)));
    let sizes = [1usize, 2, 3, 7, 33, 64];
    let mut start = 0;
    for size in sizes.iter().cycle() {
        if start == scalars.len() {
            break;
        }
        let batch = &scalars[start..(start + size).min(scalars.len())];
        start += batch.len();
        let expected: Vec<G> = batch.iter().map(|k| G::generator() * k).collect();
        match ours(batch) {
            Some(points) => assert_eq!(points, expected, "batch at {start}"),
            None => {
                assert!(refuses_zero && batch.iter().any(|k| bool::from(k.is_zero())));
                for (k, point) in batch.iter().zip(&expected) {
                    if !bool::from(k.is_zero()) {
                        assert_eq!(ours(&[*k]), Some(alloc::vec![*point]));
                    }
                }
            }
        }
    }
}

/// A SEC1 compressed-point decoder agrees with the curve crate's
/// (`GroupEncoding::from_bytes`, tags 2 and 3 only, the identity refused)
/// on 10,000 random 33-byte strings with every tag byte 0 to 4 and random
/// ones (about half of the `x` are on the curve), on `x = p + k` and
/// `x = p - 1 - k` for `k` up to 64 with both tags, and on 1,000 random
/// points of both parities. `modulus` is `p`, big-endian.
pub(crate) fn sec1_decoding_agrees<G>(ours: impl Fn(&[u8]) -> Option<G>, modulus: &[u8], seed: u64)
where
    G: Group + group::GroupEncoding,
{
    let reference = |bytes: &[u8]| -> Option<G> {
        if bytes[0] != 2 && bytes[0] != 3 {
            return None;
        }
        let mut repr = G::Repr::default();
        repr.as_mut().copy_from_slice(bytes);
        Option::<G>::from(G::from_bytes(&repr)).filter(|point| !bool::from(point.is_identity()))
    };
    let mut rng = test_rng(seed);
    let mut inputs: Vec<Vec<u8>> = Vec::new();
    for i in 0..10_000u32 {
        let mut bytes = alloc::vec![0u8; 33];
        rng.fill_bytes(&mut bytes);
        if i % 4 != 0 {
            bytes[0] = (i % 5) as u8;
        }
        inputs.push(bytes);
    }
    for k in 0..64u8 {
        for tag in [2u8, 3] {
            let mut above = alloc::vec![tag];
            above.extend_from_slice(modulus);
            let mut below = above.clone();
            // p + k and p - 1 - k: p's low byte is far from both ends.
            above[32] = above[32].wrapping_add(k);
            below[32] = below[32].wrapping_sub(1 + k);
            inputs.extend([above, below]);
        }
    }
    let mut parities = [0usize; 2];
    for _ in 0..1000 {
        let point = G::random(&mut rng);
        let encoding = point.to_bytes();
        parities[usize::from(encoding.as_ref()[0] & 1)] += 1;
        inputs.push(encoding.as_ref().to_vec());
    }
    assert!(parities.iter().all(|&count| count > 300), "{parities:?}");
    let mut accepted = 0;
    for input in &inputs {
        let expected = reference(input);
        assert_eq!(ours(input), expected, "{input:02x?}");
        accepted += usize::from(expected.is_some());
    }
    assert!((1_500..5_000).contains(&accepted), "{accepted}");
}
