//! Differential fuzzing of frost-arithmetic's own base fields (secp256k1,
//! P-256, edwards25519, edwards448) against references: k256's and p256's
//! own fields, and crypto-bigint's modular integers for the two Edwards
//! fields. The first byte chooses the field, the second the operation,
//! the rest are the two encoded operands (zero-padded). Every result,
//! every refusal of a non-canonical operand and every undefined result
//! (inverse of zero, root of a non-square) must agree; a mismatch panics.

#![no_main]

use ff::{Field, PrimeField};
use frost_arithmetic::fuzzing::{self, FieldOp};
use k256::elliptic_curve::bigint::{NonZero, U256};
use k256::elliptic_curve::hazmat::FieldArithmetic;
use libfuzzer_sys::fuzz_target;

/// Two `N`-byte operands from `bytes`, zero-padded.
fn operands<const N: usize>(bytes: &[u8]) -> ([u8; N], [u8; N]) {
    let (mut a, mut b) = ([0u8; N], [0u8; N]);
    for (i, byte) in bytes.iter().take(2 * N).enumerate() {
        if i < N {
            a[i] = *byte;
        } else {
            b[i - N] = *byte;
        }
    }
    (a, b)
}

/// `op` on a reference `ff` field; `Sqrt` says only whether a root exists.
fn reference_op<F: Field>(op: FieldOp, a: F, b: F) -> Option<F> {
    match op {
        FieldOp::Add => Some(a + b),
        FieldOp::Sub => Some(a - b),
        FieldOp::Mul => Some(a * b),
        FieldOp::Square => Some(a.square()),
        FieldOp::Neg => Some(-a),
        FieldOp::Invert => a.invert().into(),
        FieldOp::Sqrt => a.sqrt().into(),
    }
}

/// Checks one of the fields with `ff` references: `decode` and `encode`
/// are the reference's canonical encoding, `ours` the field under test.
fn check_ff<F: Field>(
    op: FieldOp,
    a: &[u8; 32],
    b: &[u8; 32],
    decode: impl Fn(&[u8; 32]) -> Option<F>,
    encode: impl Fn(F) -> [u8; 32],
    ours: impl Fn(FieldOp, &[u8; 32], &[u8; 32]) -> Option<Vec<u8>>,
) {
    let got = ours(op, a, b);
    let (Some(ra), Some(rb)) = (decode(a), decode(b)) else {
        assert_eq!(got, None, "a non-canonical operand was accepted");
        return;
    };
    let expected = reference_op(op, ra, rb);
    if op == FieldOp::Sqrt {
        assert_eq!(got.is_some(), expected.is_some(), "square root existence");
        if let Some(root) = got {
            let root: [u8; 32] = root.try_into().expect("32 bytes");
            let root = decode(&root).expect("a canonical root");
            assert_eq!(encode(root.square()), *a, "the root squares back");
        }
    } else {
        assert_eq!(got, expected.map(|x| encode(x).to_vec()), "{op:?}");
    }
}

/// The edwards25519 field against crypto-bigint on little-endian
/// encodings whose top bit is ignored.
fn check_ed25519(op: FieldOp, a: &[u8; 32], b: &[u8; 32]) {
    let mut p_bytes = [0xffu8; 32];
    p_bytes[0] = 0xed;
    p_bytes[31] = 0x7f;
    let p = NonZero::new(U256::from_le_slice(&p_bytes)).expect("p is not zero");
    let decode = |x: &[u8; 32]| {
        let mut masked = *x;
        masked[31] &= 0x7f;
        let value = U256::from_le_slice(&masked);
        (value < *p).then_some(value)
    };
    let got = fuzzing::ed25519(op, a, b);
    let (Some(ra), Some(rb)) = (decode(a), decode(b)) else {
        assert_eq!(got, None, "a non-canonical operand was accepted");
        return;
    };
    let value = |bytes: &[u8]| {
        assert!(bytes.len() == 32 && bytes[31] & 0x80 == 0, "not canonical");
        let value = U256::from_le_slice(bytes);
        assert!(value < *p, "not reduced");
        value
    };
    let expected = match op {
        FieldOp::Add => Some(ra.add_mod(&rb, &p)),
        FieldOp::Sub => Some(ra.sub_mod(&rb, &p)),
        FieldOp::Mul => Some(ra.mul_mod(&rb, &p)),
        FieldOp::Square => Some(ra.mul_mod(&ra, &p)),
        FieldOp::Neg => Some(U256::ZERO.sub_mod(&ra, &p)),
        FieldOp::Invert => {
            assert_eq!(got, None, "the field has no inversion");
            return;
        }
        FieldOp::Sqrt => {
            match &got {
                Some(root) => {
                    let root = value(root);
                    assert_eq!(root.mul_mod(&root, &p), ra, "the root squares back");
                }
                None => {
                    // 2 is not a square modulo p, so a is not one exactly
                    // when 2a is.
                    let twice = fuzzing::ed25519(FieldOp::Add, a, a).expect("a is canonical");
                    let mut twice_bytes = [0u8; 32];
                    twice_bytes.copy_from_slice(&twice);
                    let root = fuzzing::ed25519(FieldOp::Sqrt, &twice_bytes, &twice_bytes)
                        .expect("a refused root means 2a has one");
                    let root = value(&root);
                    assert_eq!(root.mul_mod(&root, &p), ra.add_mod(&ra, &p));
                }
            }
            return;
        }
    };
    assert_eq!(got.map(|x| value(&x)), expected, "{op:?}");
}

/// The edwards448 field against crypto-bigint on little-endian encodings.
fn check_ed448(op: FieldOp, a: &[u8; 56], b: &[u8; 56]) {
    use ed448_goldilocks::elliptic_curve::bigint::U448;
    let mut p_bytes = [0xffu8; 56];
    p_bytes[28] = 0xfe;
    let p = ed448_goldilocks::elliptic_curve::bigint::NonZero::new(U448::from_le_slice(&p_bytes))
        .expect("p is not zero");
    let decode = |x: &[u8; 56]| {
        let value = U448::from_le_slice(x);
        (value < *p).then_some(value)
    };
    let got = fuzzing::ed448(op, a, b);
    let (Some(ra), Some(rb)) = (decode(a), decode(b)) else {
        assert_eq!(got, None, "a non-canonical operand was accepted");
        return;
    };
    let value = |bytes: &[u8]| {
        let value = U448::from_le_slice(bytes);
        assert!(value < *p, "not reduced");
        value
    };
    let expected = match op {
        FieldOp::Add => Some(ra.add_mod(&rb, &p)),
        FieldOp::Sub => Some(ra.sub_mod(&rb, &p)),
        FieldOp::Mul => Some(ra.mul_mod(&rb, &p)),
        FieldOp::Square => Some(ra.mul_mod(&ra, &p)),
        FieldOp::Neg => Some(U448::ZERO.sub_mod(&ra, &p)),
        FieldOp::Invert => {
            match &got {
                Some(inverse) => assert_eq!(value(inverse).mul_mod(&ra, &p), U448::ONE),
                None => assert_eq!(ra, U448::ZERO, "only zero has no inverse"),
            }
            return;
        }
        FieldOp::Sqrt => {
            match &got {
                Some(root) => {
                    let root = value(root);
                    assert_eq!(root.mul_mod(&root, &p), ra, "the root squares back");
                }
                None => {
                    // p = 3 (mod 4): -1 is not a square, so a is not one
                    // exactly when -a is.
                    let negated = fuzzing::ed448(FieldOp::Neg, a, a).expect("a is canonical");
                    let mut negated_bytes = [0u8; 56];
                    negated_bytes.copy_from_slice(&negated);
                    let root = fuzzing::ed448(FieldOp::Sqrt, &negated_bytes, &negated_bytes)
                        .expect("a refused root means -a has one");
                    let root = value(&root);
                    assert_eq!(root.mul_mod(&root, &p), U448::ZERO.sub_mod(&ra, &p));
                }
            }
            return;
        }
    };
    assert_eq!(got.map(|x| value(&x)), expected, "{op:?}");
}

fuzz_target!(|data: &[u8]| {
    let [selector, op, rest @ ..] = data else {
        return;
    };
    let op = FieldOp::from_byte(*op);
    match selector % 4 {
        0 => {
            type Reference = <k256::Secp256k1 as FieldArithmetic>::FieldElement;
            let (a, b) = operands::<32>(rest);
            check_ff::<Reference>(
                op,
                &a,
                &b,
                |x| Reference::from_repr((*x).into()).into(),
                |x| x.normalize().to_repr().into(),
                fuzzing::secp256k1,
            );
        }
        1 => {
            type Reference = <p256::NistP256 as FieldArithmetic>::FieldElement;
            let (a, b) = operands::<32>(rest);
            check_ff::<Reference>(
                op,
                &a,
                &b,
                |x| Reference::from_repr((*x).into()).into(),
                |x| x.to_repr().into(),
                fuzzing::p256,
            );
        }
        2 => {
            let (a, b) = operands::<32>(rest);
            check_ed25519(op, &a, &b);
        }
        _ => {
            let (a, b) = operands::<56>(rest);
            check_ed448(op, &a, &b);
        }
    }
});
