//! SEC1 compressed point encoding, shared by the short-Weierstrass suites
//! (RFC 9591, Sections 6.4 and 6.5).
//!
//! Curve crates decode more than the RFC allows (the `0x05` "compact" form,
//! 33 zero bytes for the identity); these functions accept exactly the
//! compressed encoding of a non-identity point: tag `0x02` or `0x03`, then a
//! canonical `x` on the curve.

use alloc::vec::Vec;

use group::{Curve, Group, GroupEncoding};

use frost_core::EncodingError;

/// Tag of a compressed point with even `y`.
pub const TAG_EVEN_Y: u8 = 0x02;
/// Tag of a compressed point with odd `y`.
pub const TAG_ODD_Y: u8 = 0x03;

/// SEC1 Elliptic-Curve-Point-to-Octet-String, compressed; the identity, which
/// has no such encoding, is refused.
pub fn serialize_compressed<G: Group + GroupEncoding>(
    element: &G,
) -> Result<G::Repr, EncodingError> {
    if bool::from(element.is_identity()) {
        return Err(EncodingError::IdentityElement);
    }
    Ok(element.to_bytes())
}

/// [`serialize_compressed`] of every element, with one field inversion for all
/// of them (the curve crate's `batch_normalize`, constant time) instead of one
/// each; fails if any element is the identity.
pub fn serialize_compressed_batch<G>(elements: &[G]) -> Result<Vec<G::Repr>, EncodingError>
where
    G: Curve + GroupEncoding,
    G::Affine: GroupEncoding<Repr = G::Repr>,
{
    if elements
        .iter()
        .any(|element| bool::from(element.is_identity()))
    {
        return Err(EncodingError::IdentityElement);
    }
    let mut affine = alloc::vec![G::identity().to_affine(); elements.len()];
    G::batch_normalize(elements, &mut affine);
    Ok(affine.iter().map(GroupEncoding::to_bytes).collect())
}

/// The elements in affine form (`Z = 1`) with their compressed encodings,
/// from one constant-time batched inversion (the curve crate's
/// `batch_normalize`); fails if any element is the identity.
///
/// For elements computed from secrets (`[k] G` of nonces and shares): their
/// projective coordinates depend on how they were computed, so on the
/// secret, and only reach the constant-time inversion here. What comes out
/// depends only on the points, which their encodings publish: the affine
/// coordinates are declassified for the constant-time check, and so is the
/// outcome of the identity check (it decides the error).
pub fn normalize_and_serialize_compressed<G>(
    elements: &[G],
) -> Result<(Vec<G>, Vec<G::Repr>), EncodingError>
where
    G: Curve + GroupEncoding + From<G::Affine>,
    G::Affine: GroupEncoding<Repr = G::Repr>,
{
    let any_identity = elements
        .iter()
        .fold(subtle::Choice::from(0), |any, element| {
            any | element.is_identity()
        });
    if frost_core::outcome::public(any_identity) {
        return Err(EncodingError::IdentityElement);
    }
    let mut affine = alloc::vec![G::identity().to_affine(); elements.len()];
    G::batch_normalize(elements, &mut affine);
    frost_ct::declassify(affine.as_slice());
    let encodings = affine.iter().map(GroupEncoding::to_bytes).collect();
    Ok((affine.into_iter().map(G::from).collect(), encodings))
}

/// SEC1 Octet-String-to-Elliptic-Curve-Point for a compressed point, with the
/// public-key validation of SEC1, Section 3.2.2.1: exact length, tag `0x02` or
/// `0x03`, `x` below the field modulus and on the curve, not the identity. For
/// curves of cofactor 1, every such point is in the prime-order group.
///
/// An all-zero input (the encoding some libraries use for the identity) is
/// reported as [`EncodingError::IdentityElement`]. Variable time in the tag,
/// which is public.
pub fn deserialize_compressed<G: Group + GroupEncoding>(bytes: &[u8]) -> Result<G, EncodingError> {
    let mut repr = G::Repr::default();
    if bytes.len() != repr.as_ref().len() {
        return Err(EncodingError::MalformedElement);
    }
    repr.as_mut().copy_from_slice(bytes);
    match bytes[0] {
        TAG_EVEN_Y | TAG_ODD_Y => {}
        _ if bytes.iter().all(|b| *b == 0) => return Err(EncodingError::IdentityElement),
        _ => return Err(EncodingError::MalformedElement),
    }
    let point = Option::<G>::from(G::from_bytes(&repr)).ok_or(EncodingError::MalformedElement)?;
    if bool::from(point.is_identity()) {
        return Err(EncodingError::IdentityElement);
    }
    Ok(point)
}
