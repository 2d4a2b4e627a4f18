//! Signature challenge computation (RFC 9591, Section 4.6).

use crate::element::EncodedElement;
use crate::{Ciphersuite, Scalar};

/// `compute_challenge(group_commitment, group_public_key, msg)`:
/// `H2(SerializeElement(R) || SerializeElement(PK) || msg)`.
///
/// Both elements carry their encodings already, so nothing is re-serialised.
pub(crate) fn compute_challenge<C: Ciphersuite>(
    group_commitment: &EncodedElement<C>,
    group_public_key: &EncodedElement<C>,
    message: &[u8],
) -> Scalar<C> {
    C::h2(&[
        group_commitment.as_slice(),
        group_public_key.as_slice(),
        message,
    ])
}
