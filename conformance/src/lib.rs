//! # frost-conformance
//!
//! The public conformance kit of the FROST engine (`frost-core`) and of its
//! key generation (`frost-keygen`): generic tests, written once and
//! instantiated by every ciphersuite crate, including a third party's, as a
//! dev-dependency. [`ciphersuite_tests!`](crate::ciphersuite_tests) covers
//! signing, distributed key generation, the suite's arithmetic, the RFC 9591
//! test vectors, strict decoding, signing sessions and nonce pools;
//! [`keygen_tests!`](crate::keygen_tests) the key lifecycle after key
//! generation (refresh, resharing, repair); [`dkg_vectors`] checks a suite's
//! known answers of distributed key generation.
//!
//! The kit is a crate of its own because it needs both the engine and key
//! generation, and the engine must not depend on key generation. It turns on
//! the engine's and key generation's known-answer hooks (their `test-helpers`
//! features): never a dependency of production code. The engine's own tests
//! of its wire formats (golden bytes), hardening and key tweaking live in the
//! workspace's unpublished `engine-tests` crate, which instantiates them for
//! every suite of the workspace.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

pub mod arithmetic;
pub mod dealing;
pub mod dkg_vectors;
pub mod fixtures;
pub mod lifecycle;
pub mod multi;
pub mod pool;
pub mod sec1_decoding;
pub mod secret_hygiene;
pub mod session;
pub mod signing;
pub mod vectors;

use alloc::vec::Vec;

use frost_core::Ciphersuite;

/// A deterministic random generator for tests: ChaCha20 from a fixed seed, so
/// that failures reproduce.
pub fn test_rng(seed: u64) -> rand_chacha::ChaCha20Rng {
    use rand_chacha::rand_core::SeedableRng;
    rand_chacha::ChaCha20Rng::seed_from_u64(seed)
}

/// Decodes lowercase or uppercase hex; panics on malformed test data.
pub fn hex(text: &str) -> Vec<u8> {
    assert!(text.len().is_multiple_of(2), "odd-length hex in test data");
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).expect("hex digit in test data"))
        .collect()
}

/// [`Arithmetic::hash_to_scalars`](frost_core::Arithmetic::hash_to_scalars) gives what
/// [`Ciphersuite::hash_to_scalar`] gives one input at a time (and, for the
/// tag `"rho"`, what [`h1`](frost_core::hashes::h1) gives), however the prefix is split into parts,
/// including empty ones, and at every prefix length up to 300 bytes: across
/// the block boundaries of SHA-256 (64 bytes), SHA-512 (128) and SHAKE256
/// (136), shifted by tags of three lengths.
pub fn batched_hashing_matches_one_at_a_time<C: Ciphersuite>() {
    use rand_core::Rng;
    let mut rng = test_rng(9591);
    let mut bytes = alloc::vec![0u8; 300];
    rng.fill_bytes(&mut bytes);
    let suffixes: Vec<&[u8]> = [0, 1, 32, 57, 64, 129]
        .iter()
        .map(|&len| &bytes[bytes.len() - len..])
        .collect();
    for tag in [&b"rho"[..], b"", b"a tag that moves the block boundaries"] {
        for prefix_len in 0..=bytes.len() {
            let prefix = &bytes[..prefix_len];
            let cut = rng.next_u32() as usize % (prefix_len + 1);
            let parts = [&[][..], &prefix[..cut], &[], &prefix[cut..]];
            let batched = <C::Arithmetic as frost_core::Arithmetic<C>>::hash_to_scalars(
                tag, &parts, &suffixes,
            );
            assert_eq!(batched.len(), suffixes.len());
            for (suffix, scalar) in suffixes.iter().zip(&batched) {
                let whole = [prefix, suffix].concat();
                assert_eq!(
                    C::hash_to_scalar(tag, &[&whole]),
                    *scalar,
                    "tag {:?}, prefix of {prefix_len} bytes cut at {cut}, suffix of {}",
                    alloc::string::String::from_utf8_lossy(tag),
                    suffix.len()
                );
                if tag == b"rho" {
                    assert_eq!(frost_core::hashes::h1::<C>(&parts, &[suffix]), [*scalar]);
                }
            }
        }
    }
    assert!(
        <C::Arithmetic as frost_core::Arithmetic<C>>::hash_to_scalars(b"rho", &[&bytes], &[])
            .is_empty()
    );
}

/// Expands into one `#[test]` per generic test of the kit ([`signing`],
/// [`arithmetic`], [`dealing`], [`secret_hygiene`], [`lifecycle`], [`session`], [`pool`],
/// [`multi`]), for the
/// given ciphersuite type. Invoke it in a ciphersuite crate's test file.
#[macro_export]
macro_rules! ciphersuite_tests {
    ($suite:ty) => {
        $crate::ciphersuite_tests!(@tests $suite;
            dealer_sign_and_verify,
            every_subset_of_three_of_five_signs,
            wrong_message_fails,
            one_corrupted_share_is_named,
            several_corrupted_shares_are_named,
            culprit_search_names_exactly_the_invalid_shares,
            missing_own_commitment_is_refused,
            altered_own_commitment_is_refused,
            too_few_signers_are_refused,
            missing_and_unexpected_shares_are_refused,
            unknown_participant_is_refused,
            invalid_dealer_parameters_are_refused,
            duplicate_identifiers_are_refused,
            zero_identifier_is_refused,
            identifier_ordering_and_derivation,
            non_canonical_scalars_are_refused,
            element_encodings_are_strict,
            encodings_round_trip,
            identity_commitments_are_refused,
            tampered_secret_share_is_refused,
            reconstruct_recovers_the_key,
            single_party_signing_key,
            batch_verification,
            secrets_are_redacted,
            signature_share_verification_as_shares_arrive,
        );
        $crate::ciphersuite_tests!(@arithmetic $suite;
            multiscalar_multiplication_is_correct,
            base_multiplication_is_correct,
            lagrange_coefficients_interpolate,
            batch_encoding_matches_one_at_a_time,
            base_multiples_are_normalised,
            public_images_are_normalised,
            multiples_are_located_exactly,
        );
        $crate::ciphersuite_tests!(@dealing $suite;
            scalar_words_match_the_field,
            dealer_polynomial_routines_are_exact,
        );
        $crate::ciphersuite_tests!(@secret_hygiene $suite;
            secret_types_do_not_leak_by_trait,
            secret_debug_output_is_redacted,
            zeroize_clears_every_secret,
        );
        $crate::lifecycle_tests!($suite);
        $crate::session_tests!($suite);
        $crate::pool_tests!($suite);
        $crate::multi_tests!($suite);

        #[test]
        fn batched_hashing_matches_one_at_a_time() {
            $crate::batched_hashing_matches_one_at_a_time::<$suite>();
        }
    };
    (@arithmetic $suite:ty; $($name:ident),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                $crate::arithmetic::$name::<$suite>();
            }
        )*
    };
    (@dealing $suite:ty; $($name:ident),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                $crate::dealing::$name::<$suite>();
            }
        )*
    };
    (@secret_hygiene $suite:ty; $($name:ident),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                $crate::secret_hygiene::$name::<$suite>();
            }
        )*
    };
    (@tests $suite:ty; $($name:ident),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                $crate::signing::$name::<$suite>();
            }
        )*
    };
}
