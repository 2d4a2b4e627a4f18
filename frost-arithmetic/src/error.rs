//! The one error of the crate's decoders.

/// Why an encoding of a point was refused.
///
/// Decoders report the identity apart from other failures, because protocols
/// refuse it for a different reason: it is a valid point, but a useless key or
/// commitment (RFC 9591, Section 4.1 on `DeserializeElement`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecodingError {
    /// Not the canonical encoding of a point of the group: wrong length or
    /// tag, a coordinate out of range, no point on the curve, or a point
    /// outside the prime-order subgroup.
    Malformed,
    /// The canonical encoding of the identity.
    Identity,
}

impl core::fmt::Display for DecodingError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            Self::Malformed => "malformed point encoding",
            Self::Identity => "encoding of the identity",
        })
    }
}

impl core::error::Error for DecodingError {}
