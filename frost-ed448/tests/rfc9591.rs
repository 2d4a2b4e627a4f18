//! Known-answer test: RFC 9591, Appendix E.2, FROST(Ed448, SHAKE256).
//!
//! Every value below is copied from RFC 9591, Appendix E; the check recomputes
//! each one (shares, nonces, commitments, binding factors, signature shares and
//! the signature) from the inputs and compares it byte for byte. Long values are
//! split into 57-byte lines.

use frost_conformance::vectors::{Round1Vector, SigningVectors, check_signing_vectors};
use frost_ed448::Ed448;

/// RFC 9591, Appendix E.2.
const VECTORS: SigningVectors<'static> = SigningVectors {
    max_signers: 3,
    min_signers: 2,
    group_secret_key: "6298e1eef3c379392caaed061ed8a31033c9e9e3420726f23b404158a401cd9df24632adfe6b418dc942d8a091817dd8bd70e1c72ba52f3c00",
    group_public_key: "3832f82fda00ff5365b0376df705675b63d2a93c24c6e81d40801ba265632be10f443f95968fadb70d10786827f30dc001c8d0f9b7c1d1b000",
    polynomial_coefficients: &[
        "dbd7a514f7a731976620f0436bd135fe8dddc3fadd6e0d13dbd58a1981e587d377d48e0b7ce4e0092967c5e85884d0275a7a740b6abdcd0500",
    ],
    shares: &[
        (
            1,
            "4a2b2f5858a932ad3d3b18bd16e76ced3070d72fd79ae4402df201f525e754716a1bc1b87a502297f2a99d89ea054e0018eb55d39562fd0100",
        ),
        (
            2,
            "2503d56c4f516444a45b080182b8a2ebbe4d9b2ab509f25308c88c0ea7ccdc44e2ef4fc4f63403a11b116372438a1e287265cadeff1fcb0700",
        ),
        (
            3,
            "00db7a8146f995db0a7cf844ed89d8e94c2b5f259378ff66e39d172828b264185ac4decf7219e4aa4478285b9c0eef4fccdf3eea69dd980d00",
        ),
    ],
    message: "74657374",
    round1: &[
        Round1Vector {
            id: 1,
            hiding_randomness: "9cda90c98863ef3141b75f09375757286b4bc323dd61aeb45c07de45e4937bbd",
            binding_randomness: "781bf4881ffe1aa06f9341a747179f07a49745f8cd37d4696f226aa065683c0a",
            hiding_nonce: "f922beb51a5ac88d1e862278d89e12c05263b945147db04b9566acb2b5b0f7422ccea4f9286f4f80e6b646e72143eeaecc0e5988f8b2b93100",
            binding_nonce: "1890f16a120cdeac092df29955a29c7cf29c13f6f7be60e63d63f3824f2d37e9c3a002dfefc232972dc08658a8c37c3ec06a0c5dc146150500",
            hiding_commitment: "3518c2246c874569e54ab254cb1da666ca30f7879605cc43b4d2c47a521f8b5716080ab723d3a0cd04b7e41f3cc1d3031c94ccf3829b23fe80",
            binding_commitment: "11b3d5220c57d02057497de3c4eebab384900206592d877059b0a5f1d5250d002682f0e22dff096c46bb81b46d60fcfe7752ed47cea76c3900",
            binding_factor_input: concat!(
                "3832f82fda00ff5365b0376df705675b63d2a93c24c6e81d40801ba265632be10f443f95968fadb70d10786827f30dc001c8d0f9b7c1d1b000",
                "e9a0f30b97fe77ef751b08d4e252a3719ae9135e7f7926f7e3b7dd6656b27089ca354997fe5a633aa0946c89f022462e7e9d50fd6ef313f72d",
                "956ea4571089427daa1862f623a41625177d91e4a8f350ce9c8bd3bc7c766515dc1dd3a0eab93777526b616cccb148fe1e5992dc1ae705c8ba",
                "2f97ca8983328d41d375ed1e5fde5c9d672121c9e8f177f4a1a9b2575961531b33f054451363c8f27618382cd66ce14ad93b68dac6a09f5edc",
                "bccc813906b3fc50b8fef1cc09757b06646f38ceed1674cd6ced28a59c93851b325c6a9ef6a4b3b88860b7138ee246034561c7460db0b3fae5",
                "010000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
            ),
            binding_factor: "71966390dfdbed73cf9b79486f3b70e23b243e6c40638fb55998642a60109daecbfcb879eed9fe7dbbed8d9e47317715a5740f772173342e00",
        },
        Round1Vector {
            id: 3,
            hiding_randomness: "b3adf97ceea770e703ab295babf311d77e956a20d3452b4b3344aa89a828e6df",
            binding_randomness: "81dbe7742b0920930299197322b255734e52bbb91f50cfe8ce689f56fadbce31",
            hiding_nonce: "ccb5c1e82f23e0a4b966b824dbc7b0ef1cc5f56eeac2a4126e2b2143c5f3a4d890c52d27803abcf94927faf3fc405c0b2123a57a93cefa3b00",
            binding_nonce: "e089df9bf311cf711e2a24ea27af53e07b846d09692fe11035a1112f04d8b7462a62f34d8c01493a22b57a1cbf1f0a46c77d64d46449a90100",
            hiding_commitment: "1254546d7d104c04e4fbcf29e05747e2edd392f6787d05a6216f3713ef859efe573d180d291e48411e5e3006e9f90ee986ccc26b7a42490b80",
            binding_commitment: "3ef0cec20be15e56b3ddcb6f7b956fca0c8f71990f45316b537b4f64c5e8763e6629d7262ff7cd0235d0781f23be97bf8fa8817643ea19cd00",
            binding_factor_input: concat!(
                "3832f82fda00ff5365b0376df705675b63d2a93c24c6e81d40801ba265632be10f443f95968fadb70d10786827f30dc001c8d0f9b7c1d1b000",
                "e9a0f30b97fe77ef751b08d4e252a3719ae9135e7f7926f7e3b7dd6656b27089ca354997fe5a633aa0946c89f022462e7e9d50fd6ef313f72d",
                "956ea4571089427daa1862f623a41625177d91e4a8f350ce9c8bd3bc7c766515dc1dd3a0eab93777526b616cccb148fe1e5992dc1ae705c8ba",
                "2f97ca8983328d41d375ed1e5fde5c9d672121c9e8f177f4a1a9b2575961531b33f054451363c8f27618382cd66ce14ad93b68dac6a09f5edc",
                "bccc813906b3fc50b8fef1cc09757b06646f38ceed1674cd6ced28a59c93851b325c6a9ef6a4b3b88860b7138ee246034561c7460db0b3fae5",
                "030000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
            ),
            binding_factor: "236a6f7239ac2019334bad21323ec93bef2fead37bd55114356419f3fc1fb59f797f44079f28b1a64f51dd0a113f90f2c3a1c27d2faa4f1300",
        },
    ],
    round2: &[
        (
            1,
            "e1eb9bfbef792776b7103891032788406c070c5c315e3bf5d64acd46ea8855e85b53146150a09149665cbfec71626810b575e6f4dbe9ba3700",
        ),
        (
            3,
            "815434eb0b9f9242d54b8baf2141fe28976cabe5f441ccfcd5ee7cdb4b52185b02b99e6de28e2ab086c7764068c5a01b5300986b9f084f3e00",
        ),
    ],
    signature: concat!(
        "cd642cba59c449dad8e896a78a60e8edfcbd9040df524370891ff8077d47ce721d683874483795f0d85efcbd642c4510614328605a19c6ed80",
        "6ffb773b6956419537cdfdb2b2a51948733de192dcc4b82dc31580a536db6d435e0cb3ce322fbcf9ec23362dda27092c08767e607bf2093600",
    ),
};

#[test]
fn rfc9591_appendix_e2_signing() {
    check_signing_vectors::<Ed448>(&VECTORS);
}
