//! The [`Arithmetic`] backend of a ciphersuite: how fast the group
//! operations the engine needs are computed, as opposed to what they compute.
//!
//! Every method has a correct default written over the [`group`] traits
//! alone, so a suite that only wants correctness names [`Generic`]. A suite
//! crate that binds a curve crate with faster routines (precomputed
//! fixed-base tables, multiscalar multiplication, batch inversion) defines
//! its own zero-sized backend type and overrides what it can do better. An
//! override must return exactly what the default returns, and keep its
//! constant-time guarantees where the default has them.

use alloc::vec::Vec;

use group::Group;

use crate::{Ciphersuite, Element, ElementBytes, EncodedElements, EncodingError, Scalar};

/// The speed hooks of a ciphersuite `C`: group operations with generic
/// defaults that a backend may replace with faster routines of the same
/// results.
///
/// The constant-time requirement of each method is part of its contract: the
/// fixed-base multiplications and encodings see secrets (shares, nonces);
/// the `vartime_` methods only ever see public data.
pub trait Arithmetic<C: Ciphersuite> {
    /// `ScalarBaseMult(k)` (RFC 9591, Section 3.1), constant time in `k`.
    /// Backends override it with their curve crate's precomputed fixed-base
    /// tables.
    fn mul_base(k: &Scalar<C>) -> Element<C> {
        Element::<C>::mul_by_generator(k)
    }

    /// `SerializeElement` of every element, in order: exactly what
    /// [`Ciphersuite::serialize_element`] gives one at a time, failing if any
    /// element is the identity.
    ///
    /// Encodings that divide by a projective coordinate cost a field
    /// inversion each; backends override this to share one inversion between
    /// all elements (Montgomery's trick), which key generation and round one
    /// use. The inversion must stay constant time: the elements may have been
    /// computed from secrets.
    fn serialize_elements(elements: &[Element<C>]) -> Result<Vec<ElementBytes<C>>, EncodingError> {
        elements.iter().map(C::serialize_element).collect()
    }

    /// `[k] G` for every scalar `k`, with its `SerializeElement` encoding:
    /// exactly what [`mul_base`](Self::mul_base) and
    /// [`serialize_elements`](Self::serialize_elements) give, failing if a
    /// result is the identity (a zero scalar). Key generation (commitments
    /// and verifying shares) and round one (both nonce commitments) use it.
    ///
    /// The elements returned must be *normalised*: their internal
    /// representation a function of the element alone (affine coordinates,
    /// or a decoding of the encoding), never the projective coordinates the
    /// multiplication left, which depend on how the secret scalar was
    /// processed and can reveal bits of it to the variable-time code that
    /// later handles the element as public data (Naccache, Smart and Stern,
    /// "Projective coordinates leak", Eurocrypt 2004). This default decodes
    /// each published encoding again with
    /// [`Ciphersuite::deserialize_element`], which is correct for every
    /// suite but costs a full decoding per element.
    ///
    /// Backends override it when the steps are cheaper together (an affine
    /// conversion shared by the encodings and the points; ristretto255
    /// encodes doubles of points in a batch, so it multiplies by `k / 2`).
    /// Constant time in the scalars, which are secret.
    fn mul_base_serialized(scalars: &[Scalar<C>]) -> Result<EncodedElements<C>, EncodingError> {
        let products: Vec<Element<C>> = scalars.iter().map(Self::mul_base).collect();
        // The encodings are published; the suite's encoding branches on
        // whether a product is the identity (a zero scalar, the caller's
        // error to see), which the checker must not report.
        frost_ct::declassify(products.as_slice());
        let encodings = Self::serialize_elements(&products)?;
        let elements = encodings
            .iter()
            .map(|bytes| C::deserialize_element(bytes.as_ref()))
            .collect::<Result<Vec<_>, _>>()?;
        Ok((elements, encodings))
    }

    /// `sum(scalars[i] * points[i])` in **variable time**, over the pairs of
    /// the two slices (the extra entries of the longer one are ignored).
    ///
    /// Only for public data (commitments, verifying shares, public
    /// coefficients, challenges and binding factors); never pass a secret
    /// scalar. The default is Straus's interleaved method for few points and
    /// Pippenger's bucket method for many.
    fn vartime_multiscalar_mul(scalars: &[Scalar<C>], points: &[Element<C>]) -> Element<C> {
        crate::scalar_mul::vartime_multiscalar_mul::<C>(scalars, points)
    }

    /// Part `part` of `parts` of [`Self::vartime_multiscalar_mul`], the parts
    /// adding up to it, for threads side by side; `None` if it cannot be cut
    /// (the caller then computes it whole). The default cuts the pairs into
    /// ranges; a bucket method shares out its windows, each part `1 / parts`.
    fn vartime_multiscalar_mul_part(
        s: &[Scalar<C>],
        p: &[Element<C>],
        part: usize,
        parts: usize,
    ) -> Option<Element<C>> {
        let cut = |k: usize| (k * s.len().min(p.len())).div_ceil(parts.max(1));
        let range = cut(part).min(cut(parts))..cut(part + 1).min(cut(parts));
        Some(Self::vartime_multiscalar_mul(&s[range.clone()], &p[range]))
    }

    /// `a * A + b * G` in **variable time**, for verification equations over
    /// public data.
    fn vartime_double_mul_base(a: &Scalar<C>, point: &Element<C>, b: &Scalar<C>) -> Element<C> {
        Self::vartime_multiscalar_mul(&[*a, *b], &[*point, Element::<C>::generator()])
    }

    /// [`Ciphersuite::hash_to_scalar`]`(tag, prefix || suffix)` for each
    /// suffix, in order: many inputs that share a prefix.
    ///
    /// Every signer's binding factor is `H1(rho_input)`, where
    /// `rho_input = SerializeElement(PK) || H4(msg) || H5(encoded_commitment_list) || SerializeScalar(i)`
    /// (RFC 9591, Section 4.4): all signers share everything but the
    /// identifier ([`h1`](crate::hashes::h1)). The default hashes each input
    /// in full; backends override it to absorb `contextString || tag ||
    /// prefix` once and continue a copy of the hash state for each suffix.
    /// A speed hook like the others, so it lives here and not on the
    /// ciphersuite, which defines only the values.
    ///
    /// Overrides must return exactly the values of the default, and handle
    /// their inputs as carefully as `hash_to_scalar` does (constant time,
    /// buffers wiped), since a caller may pass secrets.
    fn hash_to_scalars(tag: &[u8], prefix: &[&[u8]], suffixes: &[&[u8]]) -> Vec<Scalar<C>> {
        let mut parts: Vec<&[u8]> = prefix.to_vec();
        suffixes
            .iter()
            .map(|suffix| {
                parts.push(suffix);
                let scalar = C::hash_to_scalar(tag, &parts);
                parts.pop();
                scalar
            })
            .collect()
    }

    /// `[2^k] element`: `k` doublings in a row. Key generation multiplies
    /// commitments by small identifiers this way (Horner's rule in the
    /// exponent), so runs of doublings dominate its checks at scale.
    /// Backends override it when their curve crate chains doublings in
    /// cheaper coordinates. Constant time in `element`; `k` is public.
    fn mul_by_pow_2(element: &Element<C>, k: u32) -> Element<C> {
        let mut acc = *element;
        for _ in 0..k {
            acc = acc.double();
        }
        acc
    }
}

/// The backend of the generic defaults, for any ciphersuite: a suite
/// written on the [`group`] traits alone sets
/// `type Arithmetic = frost_core::Generic;`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Generic;

impl<C: Ciphersuite> Arithmetic<C> for Generic {}
