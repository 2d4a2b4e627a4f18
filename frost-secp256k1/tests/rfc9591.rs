//! Known-answer test: the FROST(secp256k1, SHA-256) signing run of RFC 9591,
//! Appendix E.5, recomputed value by value from its inputs.

use frost_conformance::vectors::{Round1Vector, SigningVectors, check_signing_vectors};
use frost_secp256k1::Secp256k1;

/// FROST(secp256k1, SHA-256), RFC 9591, Appendix E.5.
const VECTORS: SigningVectors<'static> = SigningVectors {
    max_signers: 3,
    min_signers: 2,
    group_secret_key: "0d004150d27c3bf2a42f312683d35fac7394b1e9e318249c1bfe7f0795a83114",
    group_public_key: "02f37c34b66ced1fb51c34a90bdae006901f10625cc06c4f64663b0eae87d87b4f",
    polynomial_coefficients: &["fbf85eadae3058ea14f19148bb72b45e4399c0b16028acaf0395c9b03c823579"],
    shares: &[
        (
            1,
            "08f89ffe80ac94dcb920c26f3f46140bfc7f95b493f8310f5fc1ea2b01f4254c",
        ),
        (
            2,
            "04f0feac2edcedc6ce1253b7fab8c86b856a797f44d83d82a385554e6e401984",
        ),
        (
            3,
            "00e95d59dd0d46b0e303e500b62b7ccb0e555d49f5b849f5e748c071da8c0dbc",
        ),
    ],
    message: "74657374",
    round1: &[
        Round1Vector {
            id: 1,
            hiding_randomness: "7ea5ed09af19f6ff21040c07ec2d2adbd35b759da5a401d4c99dd26b82391cb2",
            binding_randomness: "47acab018f116020c10cb9b9abdc7ac10aae1b48ca6e36dc15acb6ec9be5cdc5",
            hiding_nonce: "841d3a6450d7580b4da83c8e618414d0f024391f2aeb511d7579224420aa81f0",
            binding_nonce: "8d2624f532af631377f33cf44b5ac5f849067cae2eacb88680a31e77c79b5a80",
            hiding_commitment: "03c699af97d26bb4d3f05232ec5e1938c12f1e6ae97643c8f8f11c9820303f1904",
            binding_commitment: "02fa2aaccd51b948c9dc1a325d77226e98a5a3fe65fe9ba213761a60123040a45e",
            binding_factor_input: "02f37c34b66ced1fb51c34a90bdae006901f10625cc06c4f64663b0eae87d87b4fff9b5210ffbb3c07a73a7c8935be4a8c62cf015f6cf7ade6efac09a6513540fc3f5a816aaebc2114a811a415d7a55db7c5cbc1cf27183e79dd9def941b5d48010000000000000000000000000000000000000000000000000000000000000001",
            binding_factor: "3e08fe561e075c653cbfd46908a10e7637c70c74f0a77d5fd45d1a750c739ec6",
        },
        Round1Vector {
            id: 3,
            hiding_randomness: "e6cc56ccbd0502b3f6f831d91e2ebd01c4de0479e0191b66895a4ffd9b68d544",
            binding_randomness: "7203d55eb82a5ca0d7d83674541ab55f6e76f1b85391d2c13706a89a064fd5b9",
            hiding_nonce: "2b19b13f193f4ce83a399362a90cdc1e0ddcd83e57089a7af0bdca71d47869b2",
            binding_nonce: "7a443bde83dc63ef52dda354005225ba0e553243402a4705ce28ffaafe0f5b98",
            hiding_commitment: "03077507ba327fc074d2793955ef3410ee3f03b82b4cdc2370f71d865beb926ef6",
            binding_commitment: "02ad53031ddfbbacfc5fbda3d3b0c2445c8e3e99cbc4ca2db2aa283fa68525b135",
            binding_factor_input: "02f37c34b66ced1fb51c34a90bdae006901f10625cc06c4f64663b0eae87d87b4fff9b5210ffbb3c07a73a7c8935be4a8c62cf015f6cf7ade6efac09a6513540fc3f5a816aaebc2114a811a415d7a55db7c5cbc1cf27183e79dd9def941b5d48010000000000000000000000000000000000000000000000000000000000000003",
            binding_factor: "93f79041bb3fd266105be251adaeb5fd7f8b104fb554a4ba9a0becea48ddbfd7",
        },
    ],
    round2: &[
        (
            1,
            "c4fce1775a1e141fb579944166eab0d65eefe7b98d480a569bbbfcb14f91c197",
        ),
        (
            3,
            "0160fd0d388932f4826d2ebcd6b9eaba734f7c71cf25b4279a4ca2581e47b18d",
        ),
    ],
    signature: "0205b6d04d3774c8929413e3c76024d54149c372d57aae62574ed74319b5ea14d0c65dde8492a7471437e6c2fe3da49b90d23f642b5c6dbe7e36089f096dd97324",
};

#[test]
fn rfc9591_appendix_e5() {
    check_signing_vectors::<Secp256k1>(&VECTORS);
}
