//! Strict decoding of FROST(P-256, SHA-256) elements and scalars
//! (RFC 9591, Section 6.4; SEC1, Sections 2.3.4 and 3.2.2.1): exactly one
//! encoding per value is accepted, and everything else is refused.

use frost_conformance::sec1_decoding::Sec1Curve;
use frost_p256::P256;
use p256::elliptic_curve::sec1::ToSec1Point;

/// P-256's constants (SEC 2, Section 2.4.2).
fn curve() -> Sec1Curve {
    Sec1Curve {
        p: "ffffffff00000001000000000000000000000000ffffffffffffffffffffffff",
        n: "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551",
        generator: "036b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296",
        generator_uncompressed: p256::AffinePoint::GENERATOR
            .to_sec1_point(false)
            .as_bytes()
            .to_vec(),
        // 125 - 15 + b is a square modulo p.
        x_on_curve: 5,
        // 1 - 3 + b and 8 - 6 + b are not squares modulo p.
        x_off_curve: [1, 2],
    }
}

frost_conformance::sec1_decoding_tests!(P256, curve());
