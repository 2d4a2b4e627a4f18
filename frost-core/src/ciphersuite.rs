//! The [`Ciphersuite`] trait: what a FROST ciphersuite must provide (RFC 9591, Section 6).
//!
//! A ciphersuite is a prime-order group with its scalar field, the strict
//! encodings of both, a hash function and a context string. Everything else
//! in FROST is written once, generically, on top of this trait.
//!
//! The group and field arithmetic come from the RustCrypto [`group`] and [`ff`]
//! traits, which every curve crate we bind implements. A suite adds what those
//! traits leave open: the RFC's *strict* element encodings (canonical bytes
//! only, the identity rejected, prime-order subgroup membership checked) and
//! the two hash primitives from which [`hashes`](crate::hashes) derives the
//! RFC's `H1`, `H3`, `H4`, `H5`. How fast the group operations run is a
//! separate choice ([`Arithmetic`]), and so is the shape of the signatures
//! ([`SignatureScheme`]). The base point `G` is the group's
//! [`generator`](group::Group::generator); a scheme that fixes another point
//! of the curve (Zcash's spend-authorization base points) wraps the curve
//! crate's group in `frost_suite_kit::WithBasePoint`.

use alloc::vec::Vec;
use core::fmt::Debug;

use ff::{Field, PrimeField};
use group::{Group, GroupEncoding};
use rand_core::CryptoRng;
use zeroize::Zeroize;

use crate::{Arithmetic, SignatureScheme};

/// The group element type of a ciphersuite.
pub type Element<C> = <C as Ciphersuite>::Group;
/// The scalar type of a ciphersuite (integers modulo the group order).
pub type Scalar<C> = <<C as Ciphersuite>::Group as Group>::Scalar;
/// The fixed-length canonical encoding of a group element (`Ne` bytes).
pub type ElementBytes<C> = <<C as Ciphersuite>::Group as GroupEncoding>::Repr;
/// Group elements with their encodings, in the same order (what
/// [`Arithmetic::mul_base_serialized`] returns).
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
/// Implementations are zero-sized marker types. A suite is three
/// independent choices:
///
/// - **the protocol** (this trait): the group, the strict encodings, the
///   context string and the hash primitives, every item of which the engine
///   uses. The RFC's named hashes are derived from the primitives once for
///   all suites in [`hashes`](crate::hashes); the wire format derives the
///   suite's header byte from the context string
///   ([`suite_id`](crate::serialization::suite_id)), and the engine reads the
///   scalar byte order off `Scalar::ONE`;
/// - **the arithmetic backend** ([`Ciphersuite::Arithmetic`]): how fast the
///   group operations run, with the same results. [`Generic`](crate::Generic)
///   is correct for any group; suite crates supply their curve crate's
///   faster routines;
/// - **the signature scheme** ([`Ciphersuite::SIGNATURES`]): RFC 9591
///   signatures, BIP340's x-only ones, or RFC 9591 signatures under a group
///   key of one fixed sign (Orchard's `ak`).
///
/// The trait keeps the protocol's items only, twelve of them, each the
/// suite's own answer to something RFC 9591, Section 6 leaves open. A speed
/// hook lives on the backend, even when it hashes (the binding factors'
/// batched `H1`, [`Arithmetic::hash_to_scalars`]); which of `Y` and `-Y` may
/// be a group key is said by the signature scheme
/// ([`SignatureScheme::EvenGroupKey`]); and an extension's hash is
/// [`hash_to_scalar`](Self::hash_to_scalar) under a tag of its own (the
/// re-randomized randomizer hash, tag `"randomizer"`, which the Zcash suites
/// map to ZIP 312's `HR`, as they map the RFC's tags to their
/// personalizations).
///
/// Its supertrait [`Suite`](crate::serialization::Suite) is what the wire
/// kit (`frost-wire`) needs of a suite: the context string again, and this
/// engine's [`Error`](crate::Error) as the error of every decoder. A suite
/// crate gets it from [`ciphersuite_api!`](crate::ciphersuite_api); another
/// suite from [`impl_wire_suite!`](crate::impl_wire_suite), as below.
///
/// # Example: FROST(P-256, SHA-256) on the defaults
///
/// A third-party suite needs the group, its encodings and two hashes; here
/// the RFC 9591, Section 6.4 suite over the `p256` crate, with the generic
/// arithmetic, and `expand_message_xmd` (RFC 9380) and the SEC1 encodings of
/// the suite kit (crate `frost-suite-kit`), run through
/// a 2-of-3 signing round trip. Key generation is not the engine's (crate
/// `frost-keygen` deals, runs the distributed key generation, and binds both
/// to a suite crate); the example makes its group's keys from a random
/// polynomial with the engine's `derive_group_info`, so that it needs only
/// the engine.
///
/// ```
/// use std::collections::BTreeMap;
///
/// use frost_core::keys::{
///     KeyPackage, PublicKeyPackage, SigningShare, VerifiableSecretSharingCommitment,
/// };
/// use frost_core::{
///     Ciphersuite, EncodingError, Error, Generic, Identifier, SigningPackage, random_scalar,
/// };
/// use frost_suite_kit::expand_message::ExpandMsgXmd;
/// use frost_suite_kit::sec1;
/// use p256::{CompressedPoint, ProjectivePoint, Scalar};
/// use sha2::{Digest, Sha256};
///
/// #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
/// struct P256Sha256;
///
/// impl Ciphersuite for P256Sha256 {
///     type Group = ProjectivePoint;
///     type HashOutput = [u8; 32];
///     type Arithmetic = Generic;
///     const CONTEXT_STRING: &'static str = "FROST-P256-SHA256-v1";
///
///     /// SEC1 compressed, the identity refused.
///     fn serialize_element(element: &ProjectivePoint) -> Result<CompressedPoint, EncodingError> {
///         sec1::serialize_compressed(element)
///     }
///
///     /// Strict SEC1 compressed decoding (the cofactor is 1).
///     fn deserialize_element(bytes: &[u8]) -> Result<ProjectivePoint, EncodingError> {
///         sec1::deserialize_compressed(bytes)
///     }
///
///     /// `hash_to_field` (RFC 9380, Section 5.2) with `L = 48`: the
///     /// big-endian integer of 48 expanded bytes, reduced modulo the order
///     /// by constant-time Horner steps.
///     fn hash_to_scalar(tag: &[u8], m: &[&[u8]]) -> Scalar {
///         let dst = [Self::CONTEXT_STRING.as_bytes(), tag];
///         let bytes = ExpandMsgXmd::<Sha256>::new(&dst, m).expand::<48>(&[]);
///         let radix = Scalar::from(256u64);
///         let digit = |byte: &u8| Scalar::from(u64::from(*byte));
///         bytes.iter().fold(Scalar::ZERO, |acc, byte| acc * radix + digit(byte))
///     }
///
///     /// SHA-256 of `contextString || tag || m`.
///     fn hash(tag: &[u8], m: &[&[u8]]) -> [u8; 32] {
///         let mut hasher = Sha256::new_with_prefix(Self::CONTEXT_STRING);
///         hasher.update(tag);
///         m.iter().for_each(|part| hasher.update(part));
///         hasher.finalize().into()
///     }
/// }
///
/// // What the wire kit needs of the suite: its context string and the
/// // engine's error type (a suite crate gets it from `ciphersuite_api!`).
/// frost_core::impl_wire_suite!(P256Sha256);
///
/// let mut rng = rand::rng();
/// // A 2-of-3 group: shares f(1), f(2), f(3) of f(x) = a0 + a1 * x, and the
/// // public view derived from the commitment to f.
/// let (a0, a1) = (random_scalar::<P256Sha256>(&mut rng), random_scalar::<P256Sha256>(&mut rng));
/// let commitment = VerifiableSecretSharingCommitment::<P256Sha256>::commit(&[a0, a1])?;
/// let ids = (1..=3u16).map(Identifier::try_from).collect::<Result<Vec<_>, _>>()?;
/// let public_key_package = PublicKeyPackage::from_commitment(&ids, &commitment)?;
/// let key_packages: BTreeMap<_, _> = ids
///     .iter()
///     .map(|id| {
///         let share = SigningShare::new(a0 + a1 * id.to_scalar());
///         let verifying_share = public_key_package.verifying_shares()[id];
///         let group_key = *public_key_package.verifying_key();
///         Ok((*id, KeyPackage::new(*id, share, verifying_share, group_key, 2)?))
///     })
///     .collect::<Result<_, Error<P256Sha256>>>()?;
///
/// let (mut nonces, mut commitments) = (BTreeMap::new(), BTreeMap::new());
/// for (id, key_package) in key_packages.iter().take(2) {
///     let (n, c) = frost_core::round1::commit(key_package.signing_share(), &mut rng);
///     nonces.insert(*id, n);
///     commitments.insert(*id, c);
/// }
/// let message = b"message to sign";
/// let signing_package = SigningPackage::new(commitments, message)?;
/// let mut signature_shares = BTreeMap::new();
/// for (id, n) in nonces {
///     let share = frost_core::round2::sign(&signing_package, n, &key_packages[&id])?;
///     signature_shares.insert(id, share);
/// }
/// let signature =
///     frost_core::aggregate(&signing_package, &signature_shares, &public_key_package)?;
/// public_key_package.verifying_key().verify(message, &signature)?;
/// # Ok::<(), Error<P256Sha256>>(())
/// ```
pub trait Ciphersuite:
    Copy
    + Clone
    + Debug
    + Default
    + PartialEq
    + Eq
    + Send
    + Sync
    + 'static
    + frost_wire::Suite<Error = crate::Error<Self>>
{
    /// The prime-order group `G`, with `ScalarBaseMult`, `ScalarMult` and the
    /// group law coming from [`group::Group`]. Its scalars must be zeroizable,
    /// since shares and nonces are scalars.
    type Group: Group<Scalar: Zeroize> + GroupEncoding;

    /// Output of the hash `H` as used by `H4` and `H5`.
    type HashOutput: AsRef<[u8]> + Clone + Debug;

    /// The arithmetic backend: the group operations the engine needs, at the
    /// speed the suite can offer. [`Generic`](crate::Generic) for the
    /// defaults.
    type Arithmetic: Arithmetic<Self>;

    /// The suite's `contextString` (RFC 9591, Section 6), e.g.
    /// `"FROST-ED25519-SHA512-v1"`. Every domain-separated hash is prefixed by
    /// it, and the wire format's suite byte is derived from it.
    const CONTEXT_STRING: &'static str;

    /// How signatures carry `R` and the group key: RFC 9591 (the default) or
    /// BIP340's x-only points ([`SignatureScheme`]).
    const SIGNATURES: SignatureScheme = SignatureScheme::Rfc9591;

    /// `SerializeElement` (RFC 9591, Section 3.1): the canonical `Ne`-byte
    /// encoding. Fails with [`EncodingError::IdentityElement`] on the identity.
    fn serialize_element(element: &Self::Group) -> Result<ElementBytes<Self>, EncodingError>;

    /// `DeserializeElement` (RFC 9591, Section 3.1 and the suite's Section 6
    /// entry): accepts exactly the canonical encoding of a non-identity element
    /// of the prime-order subgroup, and nothing else.
    fn deserialize_element(bytes: &[u8]) -> Result<Self::Group, EncodingError>;

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

    /// The suite's hash-to-scalar with domain separation
    /// `contextString || tag`, over the concatenation of `m`: the primitive
    /// behind `H1`, `H3` and the non-RFC `HDKG` and `HID`
    /// ([`hashes`](crate::hashes)), and behind extensions' hashes under tags
    /// of their own (`"randomizer"` for re-randomized FROST). Its input may
    /// be secret (`H3` absorbs a share): it must run in constant time and
    /// wipe its buffers.
    fn hash_to_scalar(tag: &[u8], m: &[&[u8]]) -> Scalar<Self>;

    /// The suite's hash `H(contextString || tag || m)`, over the
    /// concatenation of `m`: the primitive behind `H4` and `H5`.
    fn hash(tag: &[u8], m: &[&[u8]]) -> Self::HashOutput;

    /// `H2(m)`: the signature challenge hash (RFC 9591, Section 4.6), by
    /// default `hash_to_scalar` with tag `"chal"`. Ed25519 and Ed448 override
    /// it with RFC 8032's challenge (no FROST domain separation), BIP340 with
    /// its tagged hash, so that the signatures verify under those standards.
    fn h2(m: &[&[u8]]) -> Scalar<Self> {
        Self::hash_to_scalar(b"chal", m)
    }

    /// Whether `element` vanishes in the verification equation. Prime-order
    /// suites test for the identity; Ed25519 and Ed448 first multiply by the
    /// cofactor, as RFC 9591 requires of their verifiers (`[8]` and `[4]`).
    fn is_identity_for_verification(element: &Self::Group) -> bool {
        bool::from(element.is_identity())
    }
}

/// `SerializeScalar` (RFC 9591, Section 3.1): the canonical `Ns`-byte
/// encoding, which is the field's own representation. Public for protocols
/// built on the engine; the bytes of a secret scalar are as secret as the
/// scalar (wipe them).
pub fn serialize_scalar<C: Ciphersuite>(scalar: &Scalar<C>) -> ScalarBytes<C> {
    scalar.to_repr()
}

/// `RandomScalar()`: a uniformly random scalar, possibly zero (whoever
/// needs a non-zero one redraws). Public for protocols built on the engine;
/// `rng` must be a cryptographically secure generator.
pub fn random_scalar<C: Ciphersuite>(rng: &mut (impl CryptoRng + ?Sized)) -> Scalar<C> {
    Scalar::<C>::random(rng)
}

/// Whether `SerializeScalar` is little-endian, read off the encoding of one:
/// its first byte is 1 in little-endian order and 0 in big-endian order
/// (every suite's scalars are longer than one byte). Identifiers are ordered
/// by their integer value, which the engine reads off the canonical bytes.
/// Public for protocols built on the engine that do the same.
pub fn scalar_little_endian<C: Ciphersuite>() -> bool {
    Scalar::<C>::ONE.to_repr().as_ref().first() == Some(&1)
}
