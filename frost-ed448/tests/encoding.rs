//! Strict encodings of FROST(Ed448, SHAKE256) (RFC 9591, Section 6.3; RFC 8032,
//! Sections 5.2.2 and 5.2.3): exactly one encoding per element and per scalar
//! is accepted, the identity and every point outside the prime-order subgroup
//! are refused.

use ed448_goldilocks::elliptic_curve::group::{Group, GroupEncoding};
use ed448_goldilocks::{CompressedEdwardsY, EdwardsPoint, EdwardsScalar};
use frost_conformance::test_rng;
use frost_core::ff::PrimeField;
use frost_core::{Ciphersuite, EncodingError};
use frost_ed448::Ed448;
use rand::Rng;

/// The group order `L = 2^446 -
/// 13818066809895115352007386748515426880336692474882178609894547503885` (RFC 9591,
/// Section 6.3), as 57 little-endian bytes.
const ORDER_LE: [u8; 57] = [
    0xf3, 0x44, 0x58, 0xab, 0x92, 0xc2, 0x78, 0x23, 0x55, 0x8f, 0xc5, 0x8d, 0x72, 0xc2, 0x6c, 0x21,
    0x90, 0x36, 0xd6, 0xae, 0x49, 0xdb, 0x4e, 0xc4, 0xe9, 0x23, 0xca, 0x7c, 0xff, 0xff, 0xff, 0xff,
    0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
    0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x3f, 0x00,
];

/// The field prime `p = 2^448 - 2^224 - 1` (RFC 8032, Section 5.2), as 57
/// little-endian bytes. An encoding has room for `y` up to `2^455 - 1`, so
/// values `y >= p` can be written and must be refused.
fn field_prime_le() -> [u8; 57] {
    let mut p = [0xffu8; 57];
    p[28] = 0xfe;
    p[56] = 0x00;
    p
}

/// `a + b` on little-endian byte strings of equal length, wrapping.
fn add_le(a: &[u8; 57], b: &[u8; 57]) -> [u8; 57] {
    let mut sum = [0u8; 57];
    let mut carry = 0u16;
    for i in 0..57 {
        let s = u16::from(a[i]) + u16::from(b[i]) + carry;
        sum[i] = s as u8;
        carry = s >> 8;
    }
    sum
}

fn small_le(n: u8) -> [u8; 57] {
    let mut bytes = [0u8; 57];
    bytes[0] = n;
    bytes
}

/// `[L]P` by plain double-and-add over the bits of `L`, using nothing but the
/// curve's complete addition law: the subgroup test as RFC 9591 states it,
/// independent of the curve crate's scalar multiplication and torsion test.
fn mul_by_order(point: &EdwardsPoint) -> EdwardsPoint {
    let mut acc = EdwardsPoint::IDENTITY;
    for bit in (0..448).rev() {
        acc = acc.double();
        if (ORDER_LE[bit / 8] >> (bit % 8)) & 1 == 1 {
            acc = acc.add(point);
        }
    }
    acc
}

fn decode(bytes: &[u8]) -> Result<EdwardsPoint, EncodingError> {
    Ed448::deserialize_element(bytes)
}

fn random_point(seed: u64) -> EdwardsPoint {
    EdwardsPoint::mul_by_generator(&EdwardsScalar::random(&mut test_rng(seed)))
}

/// The non-trivial torsion of edwards448: `(1, 0)` of order 4, its double
/// `(0, -1)` of order 2, and its negation `(-1, 0)`.
fn torsion_points() -> [EdwardsPoint; 3] {
    let t4 = CompressedEdwardsY([0u8; 57])
        .decompress_unchecked()
        .into_option()
        .expect("y = 0 is on the curve");
    let t4 = t4.to_edwards();
    [t4, t4.double(), -t4]
}

#[test]
fn elements_round_trip() {
    for seed in 0..16 {
        let point = random_point(seed);
        let bytes = Ed448::serialize_element(&point).expect("non-identity");
        assert_eq!(bytes.len(), 57);
        assert_eq!(decode(&bytes), Ok(point));
    }
    assert_eq!(
        decode(&Ed448::serialize_element(&EdwardsPoint::GENERATOR).expect("generator")),
        Ok(EdwardsPoint::GENERATOR)
    );
}

#[test]
fn identity_is_refused() {
    assert_eq!(
        Ed448::serialize_element(&EdwardsPoint::IDENTITY),
        Err(EncodingError::IdentityElement)
    );
    // (0, 1): y = 1, sign bit clear.
    assert_eq!(decode(&small_le(1)), Err(EncodingError::IdentityElement));
    assert_eq!(
        frost_ed448::VerifyingKey::from_bytes(&small_le(1)),
        Err(frost_ed448::Error::IdentityElement)
    );
}

#[test]
fn wrong_lengths_are_refused() {
    let bytes = Ed448::serialize_element(&random_point(1)).expect("non-identity");
    for len in [0, 1, 32, 56] {
        assert_eq!(
            decode(&bytes[..len]),
            Err(EncodingError::MalformedElement),
            "length {len}"
        );
    }
    let mut long = bytes.to_vec();
    long.push(0);
    assert_eq!(decode(&long), Err(EncodingError::MalformedElement));
    assert_eq!(
        frost_ed448::VerifyingKey::from_bytes(&long),
        Err(frost_ed448::Error::MalformedElement)
    );
}

/// `y >= p`: the same point written with `y + p` in place of `y`. The curve
/// crate's decompression reduces `y` and would return the (valid, prime-order)
/// point; only the canonicity check refuses it.
#[test]
fn non_canonical_y_is_refused() {
    let p = field_prime_le();
    let mut found = 0;
    for y in 2..=255u8 {
        for sign in [0u8, 0x80] {
            let mut canonical = small_le(y);
            canonical[56] = sign;
            if decode(&canonical).is_err() {
                continue;
            }
            found += 1;
            let mut alias = add_le(&p, &small_le(y));
            alias[56] |= sign;
            assert!(
                CompressedEdwardsY(alias)
                    .decompress()
                    .into_option()
                    .is_some()
            );
            assert_eq!(
                decode(&alias),
                Err(EncodingError::MalformedElement),
                "y = {y} + p"
            );
        }
    }
    assert!(found > 0, "some small y is a prime-order point");
    // y = p + 1 would be the identity, y = p itself the order-4 points.
    assert_eq!(
        decode(&add_le(&p, &small_le(1))),
        Err(EncodingError::MalformedElement)
    );
    assert_eq!(decode(&p), Err(EncodingError::MalformedElement));
    // y = 2^448 - 1.
    let mut max = [0xffu8; 57];
    max[56] = 0;
    assert_eq!(decode(&max), Err(EncodingError::MalformedElement));
}

/// Bits 448..454 are unused by RFC 8032 and must be zero (a set bit makes the
/// decoded integer `y` exceed `p`).
#[test]
fn unused_bits_of_last_byte_are_refused() {
    let bytes = Ed448::serialize_element(&random_point(2)).expect("non-identity");
    for bit in 0..7 {
        let mut tampered = [0u8; 57];
        tampered.copy_from_slice(&bytes);
        tampered[56] ^= 1 << bit;
        assert_eq!(
            decode(&tampered),
            Err(EncodingError::MalformedElement),
            "bit {bit}"
        );
    }
}

/// RFC 8032, Section 5.2.3, step 4: `x = 0` with the sign bit set fails. The
/// only such candidates are `(0, 1)` and `(0, -1)`.
#[test]
fn zero_x_with_sign_bit_is_refused() {
    let mut identity_negative = small_le(1);
    identity_negative[56] = 0x80;
    assert_eq!(
        decode(&identity_negative),
        Err(EncodingError::MalformedElement)
    );
    let mut minus_one = field_prime_le();
    minus_one[0] -= 1;
    minus_one[56] = 0x80;
    assert_eq!(decode(&minus_one), Err(EncodingError::MalformedElement));
}

#[test]
fn small_order_points_are_refused() {
    for (i, t) in torsion_points().iter().enumerate() {
        assert!(!bool::from(t.is_identity()));
        assert!(
            bool::from(t.double().double().is_identity()),
            "torsion point {i} has order dividing 4"
        );
        let bytes = t.to_bytes();
        assert_eq!(
            decode(&bytes),
            Err(EncodingError::MalformedElement),
            "torsion point {i}"
        );
        assert_eq!(
            frost_ed448::VerifyingKey::from_bytes(&bytes),
            Err(frost_ed448::Error::MalformedElement)
        );
    }
}

/// `P + T` with `P` in the prime-order subgroup and `T` a torsion point is on
/// the curve but not in the subgroup: `[L](P + T) = [L]T = -T`, as
/// `L = 3 (mod 4)`.
#[test]
fn points_with_torsion_component_are_refused() {
    for seed in 0..4 {
        let point = random_point(seed);
        assert!(bool::from(mul_by_order(&point).is_identity()));
        for (i, t) in torsion_points().iter().enumerate() {
            let mixed = point + t;
            assert_eq!(mul_by_order(&mixed), -t, "[L](P + T) = -T");
            assert_eq!(
                decode(&mixed.to_bytes()),
                Err(EncodingError::MalformedElement),
                "seed {seed}, torsion {i}"
            );
        }
    }
}

/// Points decoded from random `y` coordinates range over the whole curve
/// group, torsion component included: the strict decoder accepts exactly those
/// with `[L]P = 0` (computed here by plain double-and-add), and refuses the
/// rest as malformed.
#[test]
fn random_curve_points_are_accepted_exactly_in_the_subgroup() {
    let mut rng = test_rng(9);
    let (mut decoded, mut accepted) = (0, 0);
    while decoded < 48 {
        let mut bytes = [0u8; 57];
        rng.fill_bytes(&mut bytes[..56]);
        let Some(affine) = CompressedEdwardsY(bytes)
            .decompress_unchecked()
            .into_option()
        else {
            continue;
        };
        decoded += 1;
        let point = affine.to_edwards();
        let in_subgroup = bool::from(mul_by_order(&point).is_identity());
        let expected = if in_subgroup {
            accepted += 1;
            Ok(point)
        } else {
            Err(EncodingError::MalformedElement)
        };
        assert_eq!(decode(&point.to_bytes()), expected, "{bytes:02x?}");
    }
    // About one point in four has no torsion component.
    assert!((3..30).contains(&accepted), "{accepted}");
}

#[test]
fn points_off_the_curve_are_refused() {
    let mut refused = 0;
    for y in 2..=64u8 {
        let bytes = small_le(y);
        if CompressedEdwardsY(bytes)
            .decompress_unchecked()
            .into_option()
            .is_none()
        {
            refused += 1;
            assert_eq!(
                decode(&bytes),
                Err(EncodingError::MalformedElement),
                "y = {y}"
            );
        }
    }
    assert!(refused > 0, "some small y is not on the curve");
}

/// Cofactored verification (RFC 9591, Section 6.3): an element that vanishes
/// after multiplication by 4 counts as the identity.
#[test]
fn verification_is_cofactored() {
    for t in torsion_points() {
        assert!(Ed448::is_identity_for_verification(&t));
    }
    assert!(Ed448::is_identity_for_verification(&EdwardsPoint::IDENTITY));
    assert!(!Ed448::is_identity_for_verification(&random_point(3)));
}

#[test]
fn scalars_round_trip() {
    let mut rng = test_rng(4);
    for _ in 0..16 {
        let scalar = EdwardsScalar::random(&mut rng);
        let bytes = scalar.to_repr();
        assert_eq!(bytes.len(), 57);
        assert_eq!(bytes[56], 0);
        assert_eq!(Ed448::deserialize_scalar(&bytes), Ok(scalar));
    }
    let minus_one = -EdwardsScalar::ONE;
    let mut order_minus_one = ORDER_LE;
    order_minus_one[0] -= 1;
    assert_eq!(minus_one.to_repr().as_slice(), order_minus_one);
    assert_eq!(Ed448::deserialize_scalar(&order_minus_one), Ok(minus_one));
    assert_eq!(
        Ed448::deserialize_scalar(&[0u8; 57]),
        Ok(EdwardsScalar::ZERO)
    );
}

#[test]
fn scalars_not_below_the_order_are_refused() {
    let mut order_plus_one = ORDER_LE;
    order_plus_one[0] += 1;
    let mut two_pow_446 = [0u8; 57];
    two_pow_446[55] = 0x40;
    let mut max_56 = [0xffu8; 57];
    max_56[56] = 0;
    for bytes in [
        ORDER_LE,
        order_plus_one,
        add_le(&ORDER_LE, &ORDER_LE),
        two_pow_446,
        max_56,
        [0xffu8; 57],
    ] {
        assert_eq!(
            Ed448::deserialize_scalar(&bytes),
            Err(EncodingError::MalformedScalar)
        );
    }
    assert_eq!(
        frost_ed448::keys::SigningShare::from_bytes(&ORDER_LE).err(),
        Some(frost_ed448::Error::MalformedScalar)
    );
}

/// `L < 2^446`, so the 57th byte of every canonical scalar is zero; a scalar
/// whose first 56 bytes are canonical but whose 57th is not must be refused.
#[test]
fn non_zero_57th_scalar_byte_is_refused() {
    let scalar = EdwardsScalar::random(&mut test_rng(5)).to_repr();
    for top in [0x01u8, 0x40, 0x80, 0xff] {
        for base in [[0u8; 57], small_le(1), scalar.into()] {
            let mut bytes = base;
            bytes[56] = top;
            assert_eq!(
                Ed448::deserialize_scalar(&bytes),
                Err(EncodingError::MalformedScalar),
                "57th byte {top:#04x}"
            );
        }
    }
}

#[test]
fn scalar_wrong_lengths_are_refused() {
    for len in [0usize, 1, 32, 56, 58, 64] {
        assert_eq!(
            Ed448::deserialize_scalar(&vec![0u8; len]),
            Err(EncodingError::MalformedScalar),
            "length {len}"
        );
    }
}

/// The signature `R || z` (RFC 9591, Appendix A) inherits both strict decoders.
#[test]
fn signatures_decode_strictly() {
    let key = frost_ed448::SigningKey::new(&mut test_rng(6));
    let signature = key.sign(&mut test_rng(7), b"message");
    let bytes = signature.to_bytes();
    assert_eq!(bytes.len(), 114);
    assert_eq!(frost_ed448::Signature::from_bytes(&bytes), Ok(signature));

    let mut high_byte = bytes.clone();
    high_byte[113] = 1;
    assert_eq!(
        frost_ed448::Signature::from_bytes(&high_byte),
        Err(frost_ed448::Error::MalformedScalar)
    );

    let mut z_is_order = bytes.clone();
    z_is_order[57..].copy_from_slice(&ORDER_LE);
    assert_eq!(
        frost_ed448::Signature::from_bytes(&z_is_order),
        Err(frost_ed448::Error::MalformedScalar)
    );

    let mut r_with_torsion = bytes.clone();
    r_with_torsion[..57].copy_from_slice(&(signature.r() + torsion_points()[0]).to_bytes());
    assert_eq!(
        frost_ed448::Signature::from_bytes(&r_with_torsion),
        Err(frost_ed448::Error::MalformedElement)
    );

    assert_eq!(
        frost_ed448::Signature::from_bytes(&bytes[..113]),
        Err(frost_ed448::Error::InvalidLength)
    );
}
