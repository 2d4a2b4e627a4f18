//! Differential fuzzing of frost-arithmetic's point decoders against the
//! curve crates' decoding plus their subgroup check, as the suites decode
//! without frost-arithmetic: SEC1 compressed secp256k1 and P-256 points
//! (33 bytes), edwards25519 (32 bytes, `is_torsion_free`) and edwards448
//! (57 bytes, `is_torsion_free`). The first byte chooses the curve; the
//! rest is the encoding, zero-padded or cut to its length. Acceptance and
//! the decoded point must agree; a mismatch panics.

#![no_main]

use group::{Group, GroupEncoding};
use libfuzzer_sys::fuzz_target;

/// The first `N` bytes of `bytes`, zero-padded.
fn encoding<const N: usize>(bytes: &[u8]) -> [u8; N] {
    let mut out = [0u8; N];
    for (slot, byte) in out.iter_mut().zip(bytes) {
        *slot = *byte;
    }
    out
}

/// SEC1 compressed decoding by the curve crate: only the tags 2 and 3,
/// and never the identity.
fn sec1_reference<G: Group + GroupEncoding>(bytes: &[u8]) -> Option<G> {
    if bytes[0] != 2 && bytes[0] != 3 {
        return None;
    }
    let mut repr = G::Repr::default();
    repr.as_mut().copy_from_slice(bytes);
    Option::<G>::from(G::from_bytes(&repr)).filter(|point| !bool::from(point.is_identity()))
}

fuzz_target!(|data: &[u8]| {
    let [selector, rest @ ..] = data else {
        return;
    };
    match selector % 4 {
        0 => {
            let bytes = encoding::<33>(rest);
            assert_eq!(
                frost_arithmetic::secp256k1::deserialize_compressed(&bytes).ok(),
                sec1_reference::<k256::ProjectivePoint>(&bytes),
                "{bytes:02x?}"
            );
        }
        1 => {
            let bytes = encoding::<33>(rest);
            assert_eq!(
                frost_arithmetic::p256::deserialize_compressed(&bytes).ok(),
                sec1_reference::<p256::ProjectivePoint>(&bytes),
                "{bytes:02x?}"
            );
        }
        2 => {
            use curve25519_dalek::edwards::CompressedEdwardsY;
            let bytes = encoding::<32>(rest);
            let expected = CompressedEdwardsY(bytes).decompress().filter(|point| {
                point.compress().to_bytes() == bytes
                    && !bool::from(point.is_identity())
                    && point.is_torsion_free()
            });
            let got = frost_arithmetic::ed25519::deserialize(&bytes).ok();
            assert_eq!(got, expected, "{bytes:02x?}");
            // The subgroup test alone, on every point that decompresses.
            if let Some(point) = CompressedEdwardsY(bytes).decompress() {
                let canonical = point.compress().to_bytes();
                assert_eq!(
                    frost_arithmetic::ed25519::is_in_prime_order_subgroup(&canonical),
                    point.is_torsion_free(),
                    "{bytes:02x?}"
                );
            }
        }
        _ => {
            use ed448_goldilocks::CompressedEdwardsY;
            let bytes = encoding::<57>(rest);
            let expected = CompressedEdwardsY(bytes)
                .decompress_unchecked()
                .into_option()
                .filter(|affine| affine.compress().0 == bytes)
                .map(|affine| affine.to_edwards())
                .filter(|point| {
                    !bool::from(point.is_identity()) && bool::from(point.is_torsion_free())
                });
            let got = frost_arithmetic::ed448::deserialize(&bytes).ok();
            assert_eq!(got, expected, "{bytes:02x?}");
            if let Some(affine) = CompressedEdwardsY(bytes)
                .decompress_unchecked()
                .into_option()
            {
                let point = affine.to_edwards();
                assert_eq!(
                    frost_arithmetic::ed448::is_in_prime_order_subgroup(&point),
                    bool::from(point.is_torsion_free()),
                    "{bytes:02x?}"
                );
            }
        }
    }
});
