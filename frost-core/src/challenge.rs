//! Signature challenge computation (RFC 9591, Section 4.6).

use crate::element::EncodedElement;
use crate::{Ciphersuite, Scalar};

/// `compute_challenge(group_commitment, group_public_key, msg)`:
/// `H2(SerializeElement(R) || SerializeElement(PK) || msg)`.
///
/// Both elements carry their encodings already, so nothing is re-serialised.
/// Each enters as the signature carries it
/// ([`element_bytes`](crate::signature_scheme::element_bytes)): all of `SerializeElement` for
/// RFC 9591 suites, the `x` coordinate for BIP340, whose challenge is
/// `H2(x(R) || x(PK) || msg)`.
pub(crate) fn compute_challenge<C: Ciphersuite>(
    group_commitment: &EncodedElement<C>,
    group_public_key: &EncodedElement<C>,
    message: &[u8],
) -> Scalar<C> {
    C::h2(&[
        crate::signature_scheme::element_bytes::<C>(group_commitment.bytes()),
        crate::signature_scheme::element_bytes::<C>(group_public_key.bytes()),
        message,
    ])
}
