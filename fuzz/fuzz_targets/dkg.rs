//! Parts 2 and 3 of distributed key generation on bad packages.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| frost_fuzz::fuzz::<frost_fuzz::Dkg>(data));
