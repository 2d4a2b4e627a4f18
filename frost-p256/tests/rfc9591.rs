//! Known-answer test: the FROST(P-256, SHA-256) signing run of RFC 9591,
//! Appendix E.4, recomputed value by value from its inputs.

use frost_conformance::vectors::{Round1Vector, SigningVectors, check_signing_vectors};
use frost_p256::P256;

/// FROST(P-256, SHA-256), RFC 9591, Appendix E.4.
const VECTORS: SigningVectors<'static> = SigningVectors {
    max_signers: 3,
    min_signers: 2,
    group_secret_key: "8ba9bba2e0fd8c4767154d35a0b7562244a4aaf6f36c8fb8735fa48b301bd8de",
    group_public_key: "023a309ad94e9fe8a7ba45dfc58f38bf091959d3c99cfbd02b4dc00585ec45ab70",
    polynomial_coefficients: &["80f25e6c0709353e46bfbe882a11bdbb1f8097e46340eb8673b7e14556e6c3a4"],
    shares: &[
        (
            1,
            "0c9c1a0fe806c184add50bbdcac913dda73e482daf95dcb9f35dbb0d8a9f7731",
        ),
        (
            2,
            "8d8e787bef0ff6c2f494ca45f4dad198c6bee01212d6c84067159c52e1863ad5",
        ),
        (
            3,
            "0e80d6e8f6192c003b5488ce1eec8f5429587d48cf001541e713b2d53c09d928",
        ),
    ],
    message: "74657374",
    round1: &[
        Round1Vector {
            id: 1,
            hiding_randomness: "ec4c891c85fee802a9d757a67d1252e7f4e5efb8a538991ac18fbd0e06fb6fd3",
            binding_randomness: "9334e29d09061223f69a09421715a347e4e6deba77444c8f42b0c833f80f4ef9",
            hiding_nonce: "9f0542a5ba879a58f255c09f06da7102ef6a2dec6279700c656d58394d8facd4",
            binding_nonce: "6513dfe7429aa2fc972c69bb495b27118c45bbc6e654bb9dc9be55385b55c0d7",
            hiding_commitment: "0213b3e6298bf8ad46fd5e9389519a8665d63d98f4ec6a1fcca434e809d2d8070e",
            binding_commitment: "02188ff1390bf69374d7b272e454b1878ef10a6b6ea3ff36f114b300b4dbd5233b",
            binding_factor_input: "023a309ad94e9fe8a7ba45dfc58f38bf091959d3c99cfbd02b4dc00585ec45ab70825371853e974bc30ac5b947b216d70461919666584c70c51f9f56f117736c5d178dd0b521ad9c1abe98048419cbdec81504c85e12eb40e3bcb6ec73d3fc4afd0000000000000000000000000000000000000000000000000000000000000001",
            binding_factor: "7925f0d4693f204e6e59233e92227c7124664a99739d2c06b81cf64ddf90559e",
        },
        Round1Vector {
            id: 3,
            hiding_randomness: "c0451c5a0a5480d6c1f860e5db7d655233dca2669fd90ff048454b8ce983367b",
            binding_randomness: "2ba5f7793ae700e40e78937a82f407dd35e847e33d1e607b5c7eb6ed2a8ed799",
            hiding_nonce: "f73444a8972bcda9e506bbca3d2b1c083c10facdf4bb5d47fef7c2dc1d9f2a0d",
            binding_nonce: "44c6a29075d6e7e4f8b97796205f9e22062e7835141470afe9417fd317c1c303",
            hiding_commitment: "033ac9a5fe4a8b57316ba1c34e8a6de453033b750e8984924a984eb67a11e73a3f",
            binding_commitment: "03a7a2480ee16199262e648aea3acab628a53e9b8c1945078f2ddfbdc98b7df369",
            binding_factor_input: "023a309ad94e9fe8a7ba45dfc58f38bf091959d3c99cfbd02b4dc00585ec45ab70825371853e974bc30ac5b947b216d70461919666584c70c51f9f56f117736c5d178dd0b521ad9c1abe98048419cbdec81504c85e12eb40e3bcb6ec73d3fc4afd0000000000000000000000000000000000000000000000000000000000000003",
            binding_factor: "e10d24a8a403723bcb6f9bb4c537f316593683b472f7a89f166630dde11822c4",
        },
    ],
    round2: &[
        (
            1,
            "400308eaed7a2ddee02a265abe6a1cfe04d946ee8720768899619cfabe7a3aeb",
        ),
        (
            3,
            "561da3c179edbb0502d941bb3e3ace3c37d122aaa46fb54499f15f3a3331de44",
        ),
    ],
    signature: "026d8d434874f87bdb7bc0dfd239b2c00639044f9dcb195e9a04426f70bfa4b70d9620acac6767e8e3e3036815fca4eb3a3caa69992b902bcd3352fc34f1ac192f",
};

#[test]
fn rfc9591_appendix_e4() {
    check_signing_vectors::<P256>(&VECTORS);
}
