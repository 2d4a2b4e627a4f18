//! The ciphersuite byte of the binary message header, derived from the
//! suite's context string, so that bytes of one suite are refused by another.

/// The suites with an assigned byte: those of RFC 9591, Section 6 in its
/// order, the BIP340 suite, then the Zcash suites of ZIP 312. These bytes
/// are part of the wire format and never change.
const ASSIGNED: [(&str, u8); 8] = [
    ("FROST-ED25519-SHA512-v1", 1),
    ("FROST-RISTRETTO255-SHA512-v1", 2),
    ("FROST-ED448-SHAKE256-v1", 3),
    ("FROST-P256-SHA256-v1", 4),
    ("FROST-secp256k1-SHA256-v1", 5),
    ("FROST-secp256k1-SHA256-TR-v1", 6),
    ("FROST-RedPallas-BLAKE2b-512-v1", 7),
    ("FROST-RedJubjub-BLAKE2b-512-v1", 8),
];

/// The header byte of the suite whose `contextString` is `context_string`.
///
/// The suites of RFC 9591, Section 6, the BIP340 suite and the Zcash suites
/// have the assigned bytes 1 to 8 (Ed25519, ristretto255, Ed448, P-256,
/// secp256k1, secp256k1 with BIP340, RedPallas, RedJubjub). Any other suite gets `0x80 | (h & 0x7f)`, where
/// `h` is the 32-bit FNV-1a hash of the context string: the top bit keeps it
/// apart from the assigned bytes. Two such suites collide with probability
/// 1/128; the byte guards against mixing up messages of different suites, it
/// is no security boundary (every signature and proof already binds the
/// context string through the hashes).
pub const fn suite_id(context_string: &str) -> u8 {
    let mut i = 0;
    while i < ASSIGNED.len() {
        if bytes_equal(ASSIGNED[i].0.as_bytes(), context_string.as_bytes()) {
            return ASSIGNED[i].1;
        }
        i += 1;
    }
    0x80 | (fnv1a_32(context_string.as_bytes()) & 0x7f) as u8
}

/// `a == b`, in a `const fn`.
const fn bytes_equal(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The 32-bit FNV-1a hash (Fowler, Noll, Vo): offset basis `0x811c9dc5`,
/// prime `0x01000193`, each byte XORed in before the multiplication.
const fn fnv1a_32(bytes: &[u8]) -> u32 {
    let mut hash: u32 = 0x811c_9dc5;
    let mut i = 0;
    while i < bytes.len() {
        hash ^= bytes[i] as u32;
        hash = hash.wrapping_mul(0x0100_0193);
        i += 1;
    }
    hash
}

#[cfg(test)]
mod tests {
    use super::{fnv1a_32, suite_id};

    /// The assigned bytes of the wire format.
    #[test]
    fn assigned_suites_keep_their_bytes() {
        assert_eq!(suite_id("FROST-ED25519-SHA512-v1"), 1);
        assert_eq!(suite_id("FROST-RISTRETTO255-SHA512-v1"), 2);
        assert_eq!(suite_id("FROST-ED448-SHAKE256-v1"), 3);
        assert_eq!(suite_id("FROST-P256-SHA256-v1"), 4);
        assert_eq!(suite_id("FROST-secp256k1-SHA256-v1"), 5);
        assert_eq!(suite_id("FROST-secp256k1-SHA256-TR-v1"), 6);
        assert_eq!(suite_id("FROST-RedPallas-BLAKE2b-512-v1"), 7);
        assert_eq!(suite_id("FROST-RedJubjub-BLAKE2b-512-v1"), 8);
    }

    /// FNV-1a against its published test values (the empty string, "a",
    /// "foobar"), and the derived byte of another suite.
    #[test]
    fn other_suites_get_a_derived_byte() {
        assert_eq!(fnv1a_32(b""), 0x811c_9dc5);
        assert_eq!(fnv1a_32(b"a"), 0xe40c_292c);
        assert_eq!(fnv1a_32(b"foobar"), 0xbf9c_f968);
        assert_eq!(suite_id("FROST-P256-SHA256-example"), 0xd0);
        assert_eq!(suite_id("FROST-P256-SHA256-v2") & 0x80, 0x80);
    }
}
