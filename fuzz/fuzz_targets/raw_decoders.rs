//! Every raw RFC 9591 decoder, for the suite the first byte selects.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| frost_fuzz::fuzz::<frost_fuzz::RawDecoders>(data));
