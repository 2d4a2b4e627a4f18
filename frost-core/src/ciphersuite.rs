//! The [`Ciphersuite`] trait: what a FROST ciphersuite must provide (RFC 9591, Section 6).
//!
//! A ciphersuite is a prime-order group with its scalar field, the encodings of
//! both, a hash function with its domain-separated variants `H1`..`H5`, and a
//! context string. Everything else in FROST is written once, generically, on top
//! of this trait.
//!
//! The group and field arithmetic come from the RustCrypto [`group`] and [`ff`]
//! traits, which every curve crate we bind implements. A suite adds what those
//! traits leave open: the RFC's *strict* encodings (canonical bytes only, the
//! identity rejected, prime-order subgroup membership checked) and the hashes.
//! The remaining methods are performance hooks with correct generic defaults that
//! a suite overrides with its curve crate's faster routines.

use alloc::vec::Vec;
use core::fmt::Debug;

use ff::{Field, PrimeField};
use group::{Group, GroupEncoding};
use rand_core::CryptoRng;
use zeroize::Zeroize;

use crate::scalar_mul;

/// The group element type of a ciphersuite.
pub type Element<C> = <C as Ciphersuite>::Group;
/// The scalar type of a ciphersuite (integers modulo the group order).
pub type Scalar<C> = <<C as Ciphersuite>::Group as Group>::Scalar;
/// The fixed-length canonical encoding of a group element (`Ne` bytes).
pub type ElementBytes<C> = <<C as Ciphersuite>::Group as GroupEncoding>::Repr;
/// Group elements with their encodings, in the same order (what
/// [`Ciphersuite::mul_base_serialized`] returns).
pub type EncodedElements<C> = (Vec<Element<C>>, Vec<ElementBytes<C>>);
/// The fixed-length canonical encoding of a scalar (`Ns` bytes).
pub type ScalarBytes<C> = <Scalar<C> as PrimeField>::Repr;

/// Why an element or scalar encoding was refused.
///
/// Returned by the strict decoders of a [`Ciphersuite`]; the engine turns it into
/// the matching [`Error`](crate::Error) variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EncodingError {
    /// The bytes do not encode a group element canonically: wrong length, a
    /// coordinate out of range, not on the curve, or outside the prime-order
    /// subgroup.
    MalformedElement,
    /// The bytes encode the identity element, which RFC 9591 never accepts on
    /// the wire.
    IdentityElement,
    /// The bytes do not encode a scalar canonically (wrong length, or a value not
    /// below the group order).
    MalformedScalar,
}

/// A FROST ciphersuite (RFC 9591, Section 6).
///
/// Implementations are zero-sized marker types. The required items are the
/// encodings and hashes the RFC defines per suite; the provided methods are
/// correct for any group and exist so that a suite can substitute faster,
/// curve-specific routines.
pub trait Ciphersuite:
    Copy + Clone + Debug + Default + PartialEq + Eq + Send + Sync + 'static
{
    /// The prime-order group `G`, with `ScalarBaseMult`, `ScalarMult` and the
    /// group law coming from [`group::Group`]. Its scalars must be zeroizable,
    /// since shares and nonces are scalars.
    type Group: Group<Scalar: Zeroize> + GroupEncoding;

    /// Output of the hash `H` as used by `H4` and `H5`.
    type HashOutput: AsRef<[u8]> + Clone + Debug;

    /// The suite's `contextString` (RFC 9591, Section 6), e.g.
    /// `"FROST-ED25519-SHA512-v1"`. Every domain-separated hash is prefixed by it.
    const CONTEXT_STRING: &'static str;

    /// A one-byte identifier of the suite, written in the header of every
    /// serialised message so that bytes of one suite are refused by another.
    const ID: u8;

    /// Whether `SerializeScalar` is little-endian. Identifiers are ordered by
    /// their integer value, which the engine reads off the canonical bytes.
    const SCALAR_LITTLE_ENDIAN: bool;

    /// `SerializeElement` (RFC 9591, Section 3.1): the canonical `Ne`-byte
    /// encoding. Fails with [`EncodingError::IdentityElement`] on the identity.
    fn serialize_element(element: &Self::Group) -> Result<ElementBytes<Self>, EncodingError>;

    /// `DeserializeElement` (RFC 9591, Section 3.1 and the suite's Section 6
    /// entry): accepts exactly the canonical encoding of a non-identity element
    /// of the prime-order subgroup, and nothing else.
    fn deserialize_element(bytes: &[u8]) -> Result<Self::Group, EncodingError>;

    /// `SerializeElement` of every element, in order: exactly what
    /// [`serialize_element`](Self::serialize_element) gives one at a time,
    /// failing if any element is the identity.
    ///
    /// Encodings that divide by a projective coordinate cost a field
    /// inversion each; suites override this to share one inversion between
    /// all elements (Montgomery's trick), which key generation (every
    /// commitment and verifying share) and round one (both commitments) use.
    /// The inversion must stay constant time: the elements may have been
    /// computed from secrets, and their projective coordinates are not public.
    fn serialize_elements(
        elements: &[Self::Group],
    ) -> Result<Vec<ElementBytes<Self>>, EncodingError> {
        elements.iter().map(Self::serialize_element).collect()
    }

    /// `[k] G` for every scalar `k`, with its `SerializeElement` encoding:
    /// exactly what [`mul_base`](Self::mul_base) and
    /// [`serialize_elements`](Self::serialize_elements) give, failing if a
    /// result is the identity (a zero scalar). Key generation (commitments
    /// and verifying shares) and round one (both nonce commitments) use it.
    ///
    /// Suites override it when the two steps are cheaper together
    /// (ristretto255 encodes doubles of points in a batch, so it multiplies
    /// by `k / 2`). Constant time in the scalars, which are secret.
    fn mul_base_serialized(
        scalars: &[Scalar<Self>],
    ) -> Result<EncodedElements<Self>, EncodingError> {
        let elements: Vec<Self::Group> = scalars.iter().map(Self::mul_base).collect();
        // Published as computed; the encoding's identity check branches on them.
        frost_ct::declassify(elements.as_slice());
        let encodings = Self::serialize_elements(&elements)?;
        Ok((elements, encodings))
    }

    /// `H1(m)`: hash to a scalar for binding factors (tag `"rho"`).
    ///
    /// The engine computes all binding factors of a package at once with
    /// [`hash_to_scalars`](Self::hash_to_scalars)`(b"rho", ..)`; a suite that
    /// overrides `h1` must override `hash_to_scalars` to match.
    fn h1(m: &[&[u8]]) -> Scalar<Self> {
        Self::hash_to_scalar(b"rho", m)
    }

    /// `H2(m)`: the signature challenge hash. For Ed25519 and Ed448 it carries
    /// no FROST domain separation, for compatibility with RFC 8032.
    fn h2(m: &[&[u8]]) -> Scalar<Self>;

    /// `H3(m)`: hash to a scalar for nonce generation (tag `"nonce"`).
    fn h3(m: &[&[u8]]) -> Scalar<Self> {
        Self::hash_to_scalar(b"nonce", m)
    }

    /// `H4(m)`: hash of the message (tag `"msg"`).
    fn h4(m: &[&[u8]]) -> Self::HashOutput {
        Self::hash(b"msg", m)
    }

    /// `H5(m)`: hash of the encoded commitment list (tag `"com"`).
    fn h5(m: &[&[u8]]) -> Self::HashOutput {
        Self::hash(b"com", m)
    }

    /// `HDKG(m)`: the challenge of the proof of knowledge in distributed key
    /// generation (tag `"dkg"`; not part of RFC 9591, shared with other
    /// deployed implementations so that participants can interoperate).
    fn hdkg(m: &[&[u8]]) -> Scalar<Self> {
        Self::hash_to_scalar(b"dkg", m)
    }

    /// `HID(m)`: derivation of an identifier from an arbitrary byte string
    /// (tag `"id"`).
    fn hid(m: &[&[u8]]) -> Scalar<Self> {
        Self::hash_to_scalar(b"id", m)
    }

    /// The suite's hash-to-scalar with domain separation
    /// `contextString || tag`, over the concatenation of `m`.
    fn hash_to_scalar(tag: &[u8], m: &[&[u8]]) -> Scalar<Self>;

    /// [`hash_to_scalar`](Self::hash_to_scalar)`(tag, prefix || suffix)` for
    /// each suffix, in order: many inputs that share a prefix.
    ///
    /// Every signer's binding factor is `H1(rho_input)`, where
    /// `rho_input = SerializeElement(PK) || H4(msg) || H5(encoded_commitment_list) || SerializeScalar(i)`
    /// (RFC 9591, Section 4.4): all signers share everything but the
    /// identifier. The default hashes each input in full; suites override it
    /// to absorb `contextString || tag || prefix` once and continue a copy of
    /// the hash state for each suffix.
    ///
    /// Overrides must return exactly the values of the default, and handle
    /// their inputs as carefully as `hash_to_scalar` does, since a caller may
    /// pass secrets.
    fn hash_to_scalars(tag: &[u8], prefix: &[&[u8]], suffixes: &[&[u8]]) -> Vec<Scalar<Self>> {
        let mut parts: Vec<&[u8]> = prefix.to_vec();
        suffixes
            .iter()
            .map(|suffix| {
                parts.push(suffix);
                let scalar = Self::hash_to_scalar(tag, &parts);
                parts.pop();
                scalar
            })
            .collect()
    }

    /// The suite's hash `H(contextString || tag || m)`, over the
    /// concatenation of `m`.
    fn hash(tag: &[u8], m: &[&[u8]]) -> Self::HashOutput;

    /// `SerializeScalar`: the canonical `Ns`-byte encoding.
    fn serialize_scalar(scalar: &Scalar<Self>) -> ScalarBytes<Self> {
        scalar.to_repr()
    }

    /// `DeserializeScalar`: accepts exactly the canonical encoding of a value in
    /// `[0, p - 1]`.
    fn deserialize_scalar(bytes: &[u8]) -> Result<Scalar<Self>, EncodingError> {
        let mut repr = ScalarBytes::<Self>::default();
        if bytes.len() != repr.as_ref().len() {
            return Err(EncodingError::MalformedScalar);
        }
        repr.as_mut().copy_from_slice(bytes);
        let scalar = Scalar::<Self>::from_repr(repr);
        // The accept/reject outcome is public (a malformed secret is refused
        // either way); the scalar is taken out without a branch on it.
        if crate::outcome::public(scalar.is_some()) {
            Ok(scalar.unwrap_or(Scalar::<Self>::ZERO))
        } else {
            Err(EncodingError::MalformedScalar)
        }
    }

    /// `RandomScalar()`: a uniformly random scalar.
    fn random_scalar<R: CryptoRng + ?Sized>(rng: &mut R) -> Scalar<Self> {
        Scalar::<Self>::random(rng)
    }

    /// `ScalarBaseMult(k)`, constant time in `k`. Suites override this with
    /// their curve crate's precomputed fixed-base tables.
    fn mul_base(k: &Scalar<Self>) -> Self::Group {
        Self::Group::mul_by_generator(k)
    }

    /// `sum(scalars[i] * points[i])` in **variable time**.
    ///
    /// Only for public data (commitments, verifying shares, public
    /// coefficients, public challenges and binding factors); never pass a secret
    /// scalar. Suites override it with their curve crate's multiscalar
    /// multiplication when that is faster than the generic one; overrides must
    /// ignore the extra entries of the longer slice, as the generic one does.
    fn vartime_multiscalar_mul(scalars: &[Scalar<Self>], points: &[Self::Group]) -> Self::Group {
        scalar_mul::vartime_multiscalar_mul::<Self>(scalars, points)
    }

    /// `a * A + b * G` in **variable time**, for verification equations over
    /// public data.
    fn vartime_double_mul_base(
        a: &Scalar<Self>,
        point: &Self::Group,
        b: &Scalar<Self>,
    ) -> Self::Group {
        Self::vartime_multiscalar_mul(&[*a, *b], &[*point, Self::Group::generator()])
    }

    /// Whether `element` vanishes in the verification equation. Prime-order
    /// suites test for the identity; Ed25519 and Ed448 first multiply by the
    /// cofactor, as RFC 9591 requires of their verifiers (`[8]` and `[4]`).
    fn is_identity_for_verification(element: &Self::Group) -> bool {
        bool::from(element.is_identity())
    }

    /// Whether the element encoded as `bytes` stands, in signatures, for its
    /// negation. RFC 9591 suites: never (the default). BIP340 encodes `R` and
    /// the key by their x coordinate alone, meaning the point with even `y`:
    /// a suite following it answers `true` for an odd `y`, and the engine
    /// then negates what it must so that the signature is valid for the
    /// even-`y` point.
    ///
    /// - Group commitment `R` (RFC 9591, Section 5.2): every signer negates
    ///   its nonces `d_i`, `e_i`, and share verification (Section 5.4) negates
    ///   `D_i + rho_i * E_i`; a single signer negates its nonce.
    /// - Group key `PK`: every signer negates its share `s_i`, share
    ///   verification negates `PK_i`, and verification uses `-PK`.
    ///
    /// Only ever called on public elements; it may run in variable time.
    fn is_negated_in_signatures(bytes: &ElementBytes<Self>) -> bool {
        let _ = bytes;
        false
    }

    /// The part of `SerializeElement(X)` that a signature carries: the bytes
    /// of `R` in the signature encoding, and of `R` and `PK` in the challenge
    /// input `H2(R || PK || msg)` (RFC 9591, Section 4.6 and Appendix A).
    ///
    /// RFC 9591 suites: all of it (the default). BIP340: the 32-byte `x`
    /// coordinate. The result must have the same length for every input.
    fn signature_element_bytes(bytes: &ElementBytes<Self>) -> &[u8] {
        bytes.as_ref()
    }

    /// The inverse of [`Ciphersuite::signature_element_bytes`]: the full
    /// `SerializeElement` encoding of the element that a signature's `R`
    /// bytes stand for, to be decoded with
    /// [`Ciphersuite::deserialize_element`]. RFC 9591 suites: the bytes
    /// themselves (the default). BIP340: the point with this `x` and an even
    /// `y` (`lift_x`).
    ///
    /// Fails with [`EncodingError::MalformedElement`] on a wrong length.
    fn expand_signature_element(bytes: &[u8]) -> Result<ElementBytes<Self>, EncodingError> {
        let mut repr = ElementBytes::<Self>::default();
        if bytes.len() != repr.as_ref().len() {
            return Err(EncodingError::MalformedElement);
        }
        repr.as_mut().copy_from_slice(bytes);
        Ok(repr)
    }

    /// `[2^k] element`: `k` doublings in a row. Key generation multiplies
    /// commitments by small identifiers this way (Horner's rule in the
    /// exponent), so runs of doublings dominate its checks at scale. Suites
    /// override it when their curve crate chains doublings in cheaper
    /// coordinates than one `double` at a time. Constant time in `element`;
    /// `k` is public.
    fn mul_by_pow_2(element: &Self::Group, k: u32) -> Self::Group {
        let mut acc = *element;
        for _ in 0..k {
            acc = acc.double();
        }
        acc
    }
}
