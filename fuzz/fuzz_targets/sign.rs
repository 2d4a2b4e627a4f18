//! A signer's round two on decoded or assembled signing packages.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| frost_fuzz::fuzz::<frost_fuzz::Sign>(data));
