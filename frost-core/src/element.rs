//! A public group element together with its canonical encoding.
//!
//! Public elements (keys, verifying shares, nonce commitments, signature `R`)
//! are hashed, compared and sent far more often than they are created. Keeping
//! the `SerializeElement` bytes beside the element means each is encoded once:
//! when it is computed, or as it arrives off the wire. It also makes the RFC's
//! rule hold by construction: such an element is never the identity.

use alloc::vec::Vec;
use core::fmt;

use crate::Arithmetic;
use crate::{Ciphersuite, Element, ElementBytes, EncodingError, Scalar};

/// A non-identity group element and its canonical encoding.
///
/// Public so that protocols built on the engine (key generation's
/// commitments, proofs and shares) keep their elements encoded once, as the
/// engine does. **Security precondition:** the element is public: creating
/// one declassifies it for the constant-time check, so never wrap a point
/// whose value must stay secret.
#[derive(Clone, Copy)]
pub struct EncodedElement<C: Ciphersuite> {
    element: Element<C>,
    bytes: ElementBytes<C>,
}

impl<C: Ciphersuite> EncodedElement<C> {
    /// Encodes a computed element; the identity is refused.
    pub fn new(element: Element<C>) -> Result<Self, EncodingError> {
        // Public by design (see the module documentation), even when computed
        // from secrets; the identity check of the encoding branches on it.
        frost_ct::declassify(&element);
        let bytes = C::serialize_element(&element)?;
        Ok(Self { element, bytes })
    }

    /// `[k] G`, encoded, as a batch of one ([`Arithmetic::mul_base_serialized`]:
    /// suites whose encoding needs an inversion of the result share the
    /// multiplication's own); fails for `k = 0`. Constant time in `k`.
    pub fn mul_base(k: &Scalar<C>) -> Result<Self, EncodingError> {
        Self::mul_base_batch(core::slice::from_ref(k))?
            .pop()
            .ok_or(EncodingError::MalformedElement)
    }

    /// `[k] G` for every scalar, encoded ([`Arithmetic::mul_base_serialized`]);
    /// fails if any is the identity. Constant time in the scalars.
    pub fn mul_base_batch(scalars: &[Scalar<C>]) -> Result<Vec<Self>, EncodingError> {
        // Consecutive pieces on every core (a split by the public count only;
        // each piece runs the backend's constant-time batch), concatenated.
        let mut elements = Vec::with_capacity(scalars.len());
        let mut encodings = Vec::with_capacity(scalars.len());
        for piece in crate::parallel::map_chunks(scalars, C::Arithmetic::mul_base_serialized) {
            let (piece_elements, piece_encodings) = piece?;
            elements.extend(piece_elements);
            encodings.extend(piece_encodings);
        }
        // Commitments, verifying shares and keys are published as computed.
        frost_ct::declassify(elements.as_slice());
        frost_ct::declassify(encodings.as_slice());
        if encodings.len() != elements.len() || elements.len() != scalars.len() {
            return Err(EncodingError::MalformedElement);
        }
        Ok(elements
            .into_iter()
            .zip(encodings)
            .map(|(element, bytes)| Self { element, bytes })
            .collect())
    }

    /// `[k] G` for a secret `k` whose image is public by design: a share's
    /// verifying share, a key tweak's point, or a weighted sum of received
    /// shares checked against the public commitments. Constant time in `k`.
    ///
    /// The point comes normalised, from [`Arithmetic::mul_base_serialized`]
    /// (the identity for `k = 0`, which that refuses): its representation is
    /// a function of the point alone, so it may be marked public for the
    /// constant-time check (`frost-ct`) and reach variable-time code (share
    /// checks, multiscalar multiplications), whereas the projective
    /// coordinates `mul_base` leaves depend on how the secret scalar was
    /// processed (Naccache, Smart and Stern, "Projective coordinates leak",
    /// Eurocrypt 2004). Whether the image is the identity is public with it.
    pub fn public_image(k: &Scalar<C>) -> Element<C> {
        Self::mul_base(k).map_or_else(
            |_| <Element<C> as group::Group>::identity(),
            |image| image.element,
        )
    }

    /// Decodes received bytes strictly (`DeserializeElement`).
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, EncodingError> {
        let mut encoded = ElementBytes::<C>::default();
        if encoded.as_ref().len() != bytes.len() {
            return Err(EncodingError::MalformedElement);
        }
        encoded.as_mut().copy_from_slice(bytes);
        let element = C::deserialize_element(bytes)?;
        Ok(Self {
            element,
            bytes: encoded,
        })
    }

    /// The element.
    pub fn element(&self) -> &Element<C> {
        &self.element
    }

    /// Its canonical encoding, `SerializeElement`.
    pub fn bytes(&self) -> &ElementBytes<C> {
        &self.bytes
    }

    /// Its canonical encoding as a slice.
    pub fn as_slice(&self) -> &[u8] {
        self.bytes.as_ref()
    }
}

impl<C: Ciphersuite> PartialEq for EncodedElement<C> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<C: Ciphersuite> Eq for EncodedElement<C> {}

impl<C: Ciphersuite> fmt::Debug for EncodedElement<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::fmt_hex(f, self.as_slice())
    }
}

#[cfg(all(test, feature = "parallel"))]
mod tests;
