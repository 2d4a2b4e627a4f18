//! The harnesses, one marker type each, as [`Harness`] implementations.

use crate::fuzz_decoders;

use crate::{Harness, Suite};

/// Every versioned wire decoder (`deserialize`, `deserialize_from_storage`).
pub struct WireDecoders;

impl Harness for WireDecoders {
    fn run<C: Suite>(data: &[u8]) {
        fuzz_decoders::wire_decoders::<C>(data);
    }
}

/// Every JSON decoder (serde, secrets through `Secret`).
pub struct JsonDecoders;

impl Harness for JsonDecoders {
    fn run<C: Suite>(data: &[u8]) {
        fuzz_decoders::json_decoders::<C>(data);
    }
}

/// Every raw RFC 9591 decoder (`from_bytes`, `DeserializeElement`,
/// `DeserializeScalar`).
pub struct RawDecoders;

impl Harness for RawDecoders {
    fn run<C: Suite>(data: &[u8]) {
        fuzz_decoders::raw_decoders::<C>(data);
    }
}

/// A signer's round two on decoded or assembled signing packages.
pub struct Sign;

impl Harness for Sign {
    fn run<C: Suite>(data: &[u8]) {
        C::fixture().sign(data);
    }
}

/// The coordinator's aggregation of decoded packages and shares, and of
/// honest sessions altered by the input.
pub struct Aggregate;

impl Harness for Aggregate {
    fn run<C: Suite>(data: &[u8]) {
        C::fixture().aggregate(data);
    }
}

/// Parts 2 and 3 of distributed key generation on decoded, relabelled,
/// dropped or altered packages.
pub struct Dkg;

impl Harness for Dkg {
    fn run<C: Suite>(data: &[u8]) {
        C::fixture().dkg(data);
    }
}
