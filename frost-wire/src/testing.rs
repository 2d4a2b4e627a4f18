//! A suite for the kit's own unit tests, whose error is the kit's.

use crate::Suite;

/// A suite outside the assigned ones, with the kit's error type.
pub(crate) struct TestSuite;

impl Suite for TestSuite {
    const WIRE_CONTEXT: &'static str = "FROST-TEST-v1";
    type Error = crate::Error;
}
