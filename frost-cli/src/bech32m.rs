//! Bech32m encoding of segregated-witness addresses (BIP350, for witness
//! version 1 and above; BIP173 for the common parts), as Taproot outputs are
//! written: `hrp || "1" || data || checksum` over a 32-character alphabet.
//!
//! Works on public data only (an output key), in variable time.

/// BIP173's data alphabet: character `i` stands for the 5-bit value `i`.
const CHARSET: &[u8; 32] = b"qpzry9x8gf2tvdw0s3jn54khce6mua7l";

/// BIP173's generator of the BCH code, one term per bit of the top 5 bits.
const GENERATOR: [u32; 5] = [
    0x3b6a_57b2,
    0x2650_8e6d,
    0x1ea1_19fa,
    0x3d42_33dd,
    0x2a14_62b3,
];

/// BIP350's checksum constant (Bech32m; Bech32 used 1).
const BECH32M_CONST: u32 = 0x2bc8_30a3;

/// BIP173 `bech32_polymod`: the remainder of the BCH code over 5-bit values.
fn polymod(values: impl IntoIterator<Item = u8>) -> u32 {
    values.into_iter().fold(1, |checksum, value| {
        let top = checksum >> 25;
        let shifted = ((checksum & 0x01ff_ffff) << 5) ^ u32::from(value);
        GENERATOR
            .iter()
            .enumerate()
            .filter(|(i, _)| (top >> i) & 1 == 1)
            .fold(shifted, |acc, (_, term)| acc ^ term)
    })
}

/// BIP173 `bech32_hrp_expand`: the high bits of every character, a zero,
/// then the low bits.
fn expand_hrp(hrp: &str) -> Vec<u8> {
    let bytes = hrp.as_bytes();
    let mut out: Vec<u8> = bytes.iter().map(|b| b >> 5).collect();
    out.push(0);
    out.extend(bytes.iter().map(|b| b & 31));
    out
}

/// Regroups bytes into 5-bit values, big-endian, padding the last group
/// with zero bits (BIP173 `convertbits(data, 8, 5)`).
fn to_five_bit(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity((bytes.len() * 8).div_ceil(5));
    let mut accumulator: u32 = 0;
    let mut bits = 0;
    for byte in bytes {
        accumulator = (accumulator << 8) | u32::from(*byte);
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            out.push(((accumulator >> bits) & 31) as u8);
        }
    }
    if bits > 0 {
        out.push(((accumulator << (5 - bits)) & 31) as u8);
    }
    out
}

/// The address of witness `version` (1 to 16) and `program`, for the
/// network whose human-readable part is `hrp` (`bc`, `tb`, `bcrt`).
pub(crate) fn segwit_address(hrp: &str, version: u8, program: &[u8]) -> String {
    let mut data = vec![version];
    data.extend(to_five_bit(program));
    let checked = expand_hrp(hrp)
        .into_iter()
        .chain(data.iter().copied())
        .chain([0; 6]);
    let remainder = polymod(checked) ^ BECH32M_CONST;
    data.extend((0..6).map(|i| ((remainder >> (5 * (5 - i))) & 31) as u8));
    let mut address = format!("{hrp}1");
    address.extend(data.iter().map(|v| char::from(CHARSET[usize::from(*v)])));
    address
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bytes(hex: &str) -> Vec<u8> {
        (0..hex.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).expect("hex"))
            .collect()
    }

    /// BIP350's valid witness version 1 address, whose program is the
    /// x coordinate of the secp256k1 generator.
    #[test]
    fn bip350_test_vector() {
        let program = bytes("79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798");
        assert_eq!(
            segwit_address("bc", 1, &program),
            "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0"
        );
    }

    /// BIP86's first receiving address of account 0 (its output key).
    #[test]
    fn bip86_test_vector() {
        let output_key = bytes("a60869f0dbcf1dc659c9cecbaf8050135ea9e8cdc487053f1dc6880949dc684c");
        assert_eq!(
            segwit_address("bc", 1, &output_key),
            "bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr"
        );
    }

    /// A single changed bit of the program changes the checksum.
    #[test]
    fn checksum_covers_every_bit() {
        let mut program = vec![0; 32];
        let reference = segwit_address("tb", 1, &program);
        program[31] ^= 1;
        let changed = segwit_address("tb", 1, &program);
        assert_ne!(
            reference[reference.len() - 6..],
            changed[changed.len() - 6..]
        );
    }
}
