//! Known-answer test of distributed key generation for FROST(secp256k1,
//! SHA-256) with BIP340 signatures: a 2-of-3 run checked value by value
//! (commitments, 64-byte proofs of knowledge, shares sent and received), then
//! the Taproot post-processing of its result: the group key made even and
//! tweaked per BIP341 with no script tree.
//!
//! Source: Zcash Foundation frost 3.0.0 test data. RFC 9591 specifies no key
//! generation protocol; these values let participants running this crate and
//! that implementation form one group. That implementation applies the tap
//! tweak at the end of the key generation; with this crate, participants call
//! [`TapTweak::tap_tweak`] with no merkle root on their packages.

use frost_conformance::dkg_vectors::{DkgParticipantVector, DkgVectors, check_dkg_vectors_with};
use frost_secp256k1_tr::Secp256k1Tr;
use frost_secp256k1_tr::taproot::TapTweak;

/// Zcash Foundation frost 3.0.0 test data: a 2-of-3 key generation with the
/// Taproot post-processing (in this run the untweaked key has odd `y`).
const VECTORS: DkgVectors<'static> = DkgVectors {
    max_signers: 3,
    min_signers: 2,
    group_public_key: "03849089de77b56bd35fcbfc70bf38e73448131090acc75d538a5cea63cc3dcefe",
    participants: &[
        DkgParticipantVector {
            id: 1,
            secret_coefficients: &[
                "68e3f6904c6043973515a36bf7801a71597da35733f21305d75a5234f06e4529",
                "25d2d840a3e2718a431ec69e14ee8a015b000d43c7a9868060f01d5aa52a19d1",
            ],
            coefficient_commitments: &[
                "03e7ba4acb164d2bd5eba4f47b3a788109ddb3f88f1181792424fa332123a25ea8",
                "037495e920a1f032916193aa80ea97a4c3a611dec9ab47ccc969deb664f5f88bbe",
            ],
            proof_of_knowledge: "191a4ef1851286e2fd6cebd483385452cbb12f43386241854939252c4ed8846b8631f9e69be37ccbd3a0b4593a8f63738747e165a22d0b5786eeb74e59a17837",
            shares_received: &[
                (
                    2,
                    "1dd3cb3e2370e6af22917415f0ad584514807b58b3cc40d2230a26e115f02771",
                ),
                (
                    3,
                    "dd25ee86acd01f996618aa0d1153f5e8fbc929a8e8a18b8f0a15f91d087217e2",
                ),
            ],
            signing_share: "f1be455a8ec9ab86ef8438f23a5cfdf70153aa2785d4bebba83e0840403e4bf3",
            verifying_share: "02a8bf413b5d7af0e692fba967540cde8009f161a4d721f8c88649c1933bbb7531",
        },
        DkgParticipantVector {
            id: 2,
            secret_coefficients: &[
                "2619be8223b23e0453ddc630a4d164e81f7d8a9e07af33c4d4d02190df8bec13",
                "f7ba0cbbffbea8aaceb3ade54bdbf35bafb1cda15b65ad490e0c63dd069a7c9f",
            ],
            coefficient_commitments: &[
                "03ef10370a008cd95e179dc51e2cb7828f30b72d254e5166484f927c84ab326582",
                "022ce0dac0db217ba326fbbe3e6132d45e2a4bfa0a0c3790d91eacce9a1c2d6a10",
            ],
            proof_of_knowledge: "a319dd51cf64b3896c22f54154812d4ae76cfa95f46f53ef69241fd702456fef32da76cc93d3a541ca495b723e793ee90c32440da5f314e2e58a2dc30550314a",
            shares_received: &[
                (
                    1,
                    "b489a711942526abbb5330a8215d2e740f7dbddec3452006993a8cea3ac278cb",
                ),
                (
                    3,
                    "20255dc07b1fb78bdf90bd85fd2389c988c8250faee11826656a09142fa9fc97",
                ),
            ],
            signing_share: "9131f1241cd8f95f6439b0f5edc2ecb969a2d3db9c85fe5added77116d41d0ce",
            verifying_share: "029ecb3a4db28a82e7b8d600d42711b02790dde3f063f0ecec6f812c1c5d7dcefc",
        },
        DkgParticipantVector {
            id: 3,
            secret_coefficients: &[
                "9a267f4cde8087a6eca0969425846209b41b515b73195ebbeeef8a991103f1ec",
                "42ff6f39ce4f97f279781378ebcf93df47add84d75882cd31b266e83f76e25f6",
            ],
            coefficient_commitments: &[
                "02da186c3863c5600b471a2799cb6f15ae4d8315a2f225c177798880e75ac820a0",
                "03e6a36e7fa4b117c1aa428886672e3a35d926bb4c585a9b07d8ee9a3387420067",
            ],
            proof_of_knowledge: "6e115d9e63fd15d432b380ccf1ec4ed03340fcf96caeae8985aedb5f905b1a65dc422ffe5878988fbbc55454857736c7755d9c8f5ee6822c8833ea21d54dba36",
            shares_received: &[
                (
                    1,
                    "da5c7f5238079835fe71f746364bb8756a7dcb228aeea686fa2aaa44dfec929c",
                ),
                (
                    2,
                    "0d47e4b622ee3804bff8cfe088653efefe865cce0c065aecbf7e318182b89e2d",
                ),
            ],
            signing_share: "30a59cedaae84737d8ef28f9a128db7bd1f1fd8fb3373dfa139ce5e29a4555a9",
            verifying_share: "02c98b3c2e9f4bde4cf90dc9c7be639e5adda6ea09fc605239880a22cb836f7145",
        },
    ],
};

#[test]
fn dkg_vectors_with_taproot_post_processing() {
    check_dkg_vectors_with::<Secp256k1Tr>(&VECTORS, |key_package, public_key_package| {
        (
            key_package.tap_tweak(None).expect("tweak key package"),
            public_key_package
                .tap_tweak(None)
                .expect("tweak public key package"),
        )
    });
}
