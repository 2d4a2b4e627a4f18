//! The coordinator's aggregation of decoded or altered packages and shares.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| frost_fuzz::fuzz::<frost_fuzz::Aggregate>(data));
