//! The engine's hashes in ZIP 312's RedDSA ciphersuites (FROST(Pallas,
//! BLAKE2b-512) in `frost-redpallas`, FROST(Jubjub, BLAKE2b-512) in
//! `frost-redjubjub`), whose randomizer hash `HR` this crate's re-randomized
//! signing takes: BLAKE2b-512 under a personalization per hash, written once
//! for both suites.

use alloc::vec::Vec;

/// The engine's hash `tag` over the concatenation of `m` in the RedDSA
/// suite `name` (`b"RedPallas"` or `b"RedJubjub"`), with `blake2b`
/// computing BLAKE2b-512 under a 16-byte personalization over the
/// concatenation of its parts.
///
/// The personalization is `"FROST_" || name || letter`: ZIP 312's letters
/// for `H1` (`rho`, `R`), `H3` (`nonce`, `N`), `H4` (`msg`, `M`), `H5`
/// (`com`, `C`) and `HR` (`randomizer`, `A`), the reference
/// implementation's for the DKG (`dkg`, `D`) and identifier (`id`, `I`)
/// hashes. The engine's other hashes share `X`, a letter ZIP 312 does not
/// use, with the tag's length (a little-endian `u64`) and the tag before
/// `m`, so that no two of them meet.
pub fn hash(
    name: &[u8; 9],
    tag: &[u8],
    m: &[&[u8]],
    blake2b: impl FnOnce(&[u8; 16], &[&[u8]]) -> [u8; 64],
) -> [u8; 64] {
    let (letter, own_personalization) = match tag {
        b"rho" => (b'R', true),
        b"nonce" => (b'N', true),
        b"msg" => (b'M', true),
        b"com" => (b'C', true),
        b"dkg" => (b'D', true),
        b"id" => (b'I', true),
        b"randomizer" => (b'A', true),
        _ => (b'X', false),
    };
    let mut personal = [0u8; 16];
    personal[..6].copy_from_slice(b"FROST_");
    personal[6..15].copy_from_slice(name);
    personal[15] = letter;
    if own_personalization {
        return blake2b(&personal, m);
    }
    let length = (tag.len() as u64).to_le_bytes();
    let parts: Vec<&[u8]> = [&length[..], tag]
        .into_iter()
        .chain(m.iter().copied())
        .collect();
    blake2b(&personal, &parts)
}
