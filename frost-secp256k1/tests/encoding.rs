//! Strict decoding of FROST(secp256k1, SHA-256) elements and scalars
//! (RFC 9591, Section 6.5; SEC1, Sections 2.3.4 and 3.2.2.1): exactly one
//! encoding per value is accepted, and everything else is refused.

use frost_conformance::sec1_decoding::Sec1Curve;
use frost_secp256k1::Secp256k1;
use k256::elliptic_curve::sec1::ToSec1Point;

/// secp256k1's constants (SEC 2, Section 2.4.1).
fn curve() -> Sec1Curve {
    Sec1Curve {
        p: "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f",
        n: "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141",
        generator: "0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798",
        generator_uncompressed: k256::AffinePoint::GENERATOR
            .to_sec1_point(false)
            .as_bytes()
            .to_vec(),
        // 1 + 7 = 8 is a square modulo p.
        x_on_curve: 1,
        // 7 and 125 + 7 are not squares modulo p.
        x_off_curve: [0, 5],
    }
}

frost_conformance::sec1_decoding_tests!(Secp256k1, curve());
