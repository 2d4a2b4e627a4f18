//! Versioned, strictly checked wire formats for every message and key type.
//!
//! FROST participants and their coordinator exchange messages over whatever
//! the application has: HTTP, a queue, a chat, a file. Every type that
//! crosses such a channel or is stored has two encodings:
//!
//! - **binary**: `serialize()` / `deserialize()`, a compact canonical form
//!   with a three-byte header, specified below;
//! - **serde** (feature `serde`, on by default): in human-readable formats
//!   (JSON, TOML, ...) an object with named fields and lowercase hex values,
//!   headed by `{"version", "ciphersuite", "type"}`; in binary formats
//!   (postcard, bincode, CBOR, ...) the binary encoding above as one byte
//!   string. Both run the same checks as `deserialize()`.
//!
//! The raw RFC 9591 encodings of single values (`to_bytes()` / `from_bytes()`
//! on [`Signature`](crate::Signature), [`VerifyingKey`](crate::VerifyingKey),
//! [`SigningCommitments`](crate::round1::SigningCommitments), ...) stay
//! available for interoperability with other RFC 9591 implementations; they
//! carry no header.
//!
//! # Decoding is strict
//!
//! A decoder accepts exactly one encoding per value and refuses everything
//! else with a typed [`Error`], never a panic:
//! the header (version, then ciphersuite, then message type), every length,
//! canonical scalars, canonical non-identity elements of the prime-order
//! subgroup, non-zero identifiers, maps in strictly ascending identifier
//! order without duplicates, counts consistent with the content and with the
//! thresholds, and no trailing bytes. A key package's verifying share must be
//! the image of its signing share; nonces must match the commitments they
//! carry.
//!
//! # Secrets
//!
//! [`SigningShare`](crate::keys::SigningShare), [`SigningKey`](crate::SigningKey),
//! [`SecretShare`](crate::keys::SecretShare), [`KeyPackage`](crate::keys::KeyPackage),
//! [`SigningNonces`](crate::round1::SigningNonces), the distributed key
//! generation's and the refresh's round-two packages (each carries a share)
//! and secret packages, refreshing shares, repair deltas and resharing
//! sub-shares are secret. Their
//! `serialize()` returns a [`Zeroizing`](zeroize::Zeroizing) buffer that is
//! wiped when dropped, and they implement **no** serde trait: a secret must
//! never reach a log or a response body because it happened to sit in a
//! `#[derive(Serialize)]` struct. Serde is an explicit opt-in through the
//! [`Secret`] wrapper (or `#[serde(with = "frost_core::serialization::secret")]`
//! on a field). Nonces have their own, more explicit binary pair,
//! [`SigningNonces::serialize_for_storage`](crate::round1::SigningNonces::serialize_for_storage),
//! since storing them creates a second copy that must be destroyed once used;
//! so does a nonce pool ([`NoncePool::serialize_for_storage`](crate::round1::NoncePool::serialize_for_storage)).
//!
//! # Example
//!
//! A coordinator sends the signing package as bytes and each signer decodes
//! (and so checks) it:
//!
//! ```
//! use frost_core::{Ciphersuite, Error, SigningPackage};
//!
//! fn relay<C: Ciphersuite>(package: &SigningPackage<C>) -> Result<(), Error<C>> {
//!     let bytes: Vec<u8> = package.serialize();
//!     let received = SigningPackage::<C>::deserialize(&bytes)?;
//!     assert_eq!(&received, package);
//!     Ok(())
//! }
//! ```
//!
//! The same package as JSON (`serde_json::to_string_pretty(&package)`),
//! for ristretto255, signers 1 and 3, message `"hi"`:
//!
//! ```json
//! {
//!   "header": {
//!     "version": 1,
//!     "ciphersuite": "FROST-RISTRETTO255-SHA512-v1",
//!     "type": "signing_package"
//!   },
//!   "signing_commitments": {
//!     "0100000000000000000000000000000000000000000000000000000000000000": {
//!       "hiding": "a28cc8e24d80ef7b4d77cb26eaf512acff0e2028b1aaa78b44eaef901b151e7d",
//!       "binding": "78c6166cdc16d69c23806e50a7e08ed1927ed4363fd6c8bfabf954c04f865943"
//!     },
//!     "0300000000000000000000000000000000000000000000000000000000000000": {
//!       "hiding": "80ea9d56a5502b2a3de7b9d65bd19b588b9d03b2f6f382634a779e2fa8ff436e",
//!       "binding": "c26875d4caceac624eac641f376d7ecc4fc7b207f8d9be49f044af594b43bc14"
//!     }
//!   },
//!   "message": "6869"
//! }
//! ```
//!
//! # Binary layout
//!
//! Every message is `header || body`. The header is three bytes:
//!
//! | offset | field | value |
//! |---|---|---|
//! | 0 | format version | [`FORMAT_VERSION`] (1) |
//! | 1 | ciphersuite | [`suite_id`]`(contextString)` |
//! | 2 | message type | [`MessageType::code`] |
//!
//! In the bodies, `Ns` is a `SerializeScalar` encoding and `Ne` a
//! `SerializeElement` encoding (RFC 9591, Section 3.1); identifiers are
//! `SerializeScalar(i)`; `min_signers` is a big-endian `u16`; counts and
//! lengths are unsigned LEB128 varints in their shortest form (one byte below
//! 128, two below 16384); maps are a count followed by `identifier || value`
//! entries in strictly ascending identifier order.
//!
//! | type (code) | body |
//! |---|---|
//! | `Identifier` (1) | `i: Ns` |
//! | `SigningCommitments` (2) | `D: Ne, E: Ne` (the RFC's `D \|\| E`) |
//! | `SigningPackage` (3) | `n: varint, n * (i: Ns, D: Ne, E: Ne), len: varint, message: len` |
//! | `SignatureShare` (4) | `z_i: Ns` |
//! | `Signature` (5) | `R, z: Ns` (the suite's signature encoding: for RFC 9591 suites `R: Ne`) |
//! | `VerifyingKey` (6) | `PK: Ne` |
//! | `VerifyingShare` (7) | `PK_i: Ne` |
//! | `VerifiableSecretSharingCommitment` (8) | `t: varint, t * C_k: Ne` |
//! | `PublicKeyPackage` (9) | `min_signers: u16, PK: Ne, n: varint, n * (i: Ns, PK_i: Ne)` |
//! | `SigningShare` (10, secret) | `s_i: Ns` |
//! | `SigningKey` (11, secret) | `s: Ns` |
//! | `SecretShare` (12, secret) | `i: Ns, s_i: Ns, t: varint, t * C_k: Ne` |
//! | `KeyPackage` (13, secret) | `i: Ns, s_i: Ns, PK_i: Ne, PK: Ne, min_signers: u16` |
//! | `SigningNonces` (14, secret) | `d: Ns, e: Ns, D: Ne, E: Ne` |
//! | `dkg::round1::Package` (15) | `t: varint, t * C_k: Ne, R, z: Ns` (commitment, proof of knowledge in the signature encoding) |
//! | `dkg::round2::Package` (16, secret) | `f_i(j): Ns` |
//! | `dkg::round1::SecretPackage` (17, secret) | `i: Ns, max_signers: u16, t: varint, t * a_k: Ns` |
//! | `dkg::round2::SecretPackage` (18, secret) | `i: Ns, max_signers: u16, f_i(i): Ns, transcript: 32 bytes, t: varint, t * C_k: Ne` |
//! | `refresh::RefreshingShare` (19, secret) | `g(i): Ns, t-1: varint, (t-1) * C_k: Ne` (`C_1` first; `g(0) = 0` has no entry) |
//! | `refresh::round1::Package` (20) | `t-1: varint, (t-1) * C_k: Ne` |
//! | `refresh::round1::SecretPackage` (21, secret) | `i: Ns, max_signers: u16, t-1: varint, (t-1) * a_k: Ns` (`a_1` first) |
//! | `refresh::round2::SecretPackage` (22, secret) | `i: Ns, max_signers: u16, g_i(i): Ns, transcript: 32 bytes, t-1: varint, (t-1) * C_k: Ne` |
//! | `repairable::Delta` (23, secret) | `delta: Ns` |
//! | `repairable::DeltaSum` (24, secret) | `sum: Ns` |
//! | `reshare::Package` (25) | `t: varint, t * C_k: Ne` |
//! | `reshare::SubShare` (26, secret) | `h_j(m): Ns` |
//! | `round1::NoncePool` (27, secret, stored only) | `n: varint, n * (used: u8, D: Ne, E: Ne)`, each unused entry (`used = 0`) followed by `d: Ns, e: Ns` |
//!
//! A refresh's round-two package is the distributed key generation's
//! (`dkg::round2::Package`, type 16).
//!
//! # Sizes in bytes
//!
//! `Ns`/`Ne` are 32/32 for Ed25519 and ristretto255, 32/33 for secp256k1 and
//! P-256 (compressed SEC1 points), 57/57 for Ed448. `n` is the number of
//! signers or participants (below 128), `t` the threshold (below 128), `m`
//! the length of the message (below 128; one more byte per varint beyond).
//!
//! A signature, also as a DKG proof of knowledge, carries `R` as
//! [`Signature::to_bytes`](crate::Signature::to_bytes) does: in `Ne` bytes,
//! except in 32 for the BIP340 suite of `frost-secp256k1-tr`, whose sizes are
//! secp256k1's less one byte for `Signature` and `dkg::round1::Package`.
//!
//! | message | Ed25519, ristretto255 | secp256k1, P-256 | Ed448 |
//! |---|---|---|---|
//! | `Identifier` | 35 | 35 | 60 |
//! | `SigningCommitments` | 67 | 69 | 117 |
//! | `SigningPackage` | 5 + 96n + m | 5 + 98n + m | 5 + 171n + m |
//! | `SignatureShare` | 35 | 35 | 60 |
//! | `Signature` | 67 | 68 | 117 |
//! | `VerifyingKey`, `VerifyingShare` | 35 | 36 | 60 |
//! | `VerifiableSecretSharingCommitment` | 4 + 32t | 4 + 33t | 4 + 57t |
//! | `PublicKeyPackage` | 38 + 64n | 39 + 65n | 63 + 114n |
//! | `SigningShare`, `SigningKey` | 35 | 35 | 60 |
//! | `SecretShare` | 68 + 32t | 68 + 33t | 118 + 57t |
//! | `KeyPackage` | 133 | 135 | 233 |
//! | `SigningNonces` | 131 | 133 | 231 |
//! | `dkg::round1::Package` | 68 + 32t | 69 + 33t | 118 + 57t |
//! | `dkg::round2::Package` | 35 | 35 | 60 |
//! | `dkg::round1::SecretPackage` | 38 + 32t | 38 + 32t | 63 + 57t |
//! | `dkg::round2::SecretPackage` | 102 + 32t | 102 + 33t | 152 + 57t |
//! | `refresh::RefreshingShare` | 4 + 32t | 3 + 33t | 4 + 57t |
//! | `refresh::round1::Package` | 32t - 28 | 33t - 29 | 57t - 53 |
//! | `refresh::round1::SecretPackage` | 6 + 32t | 6 + 32t | 6 + 57t |
//! | `refresh::round2::SecretPackage` | 70 + 32t | 69 + 33t | 95 + 57t |
//! | `repairable::Delta`, `repairable::DeltaSum` | 35 | 35 | 60 |
//! | `reshare::Package` | 4 + 32t | 4 + 33t | 4 + 57t |
//! | `reshare::SubShare` | 35 | 35 | 60 |
//! | `round1::NoncePool`, `n` entries of which `u` unused | 4 + 65n + 64u | 4 + 67n + 64u | 4 + 115n + 114u |
//!
//! The golden-bytes tests of the generic test suite pin these encodings; a
//! change to any of them is a new [`FORMAT_VERSION`].

mod codec;
mod dealing_state_messages;
mod dkg_messages;
#[cfg(feature = "serde")]
mod human;
mod key_messages;
mod pool_messages;
mod refresh_messages;
mod repair_reshare_messages;
mod signing_messages;
mod suite_id;

use alloc::vec::Vec;

pub(crate) use codec::{Reader, Writer};
#[cfg(feature = "serde")]
pub use human::{Secret, secret};
pub use suite_id::suite_id;

use crate::{Ciphersuite, Error};

/// The version of the binary format, the first byte of every message.
pub const FORMAT_VERSION: u8 = 1;

/// The length of the header: version, ciphersuite and message type.
pub const HEADER_LEN: usize = 3;

/// The kind of a serialised message, the third byte of its header.
///
/// A decoder for one type refuses a message of another with
/// [`Error::WrongMessageType`], so that, say, a
/// signing package is never mistaken for a key package.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum MessageType {
    /// [`Identifier`](crate::Identifier).
    Identifier,
    /// [`SigningCommitments`](crate::round1::SigningCommitments).
    SigningCommitments,
    /// [`SigningPackage`](crate::SigningPackage).
    SigningPackage,
    /// [`SignatureShare`](crate::round2::SignatureShare).
    SignatureShare,
    /// [`Signature`](crate::Signature).
    Signature,
    /// [`VerifyingKey`](crate::VerifyingKey).
    VerifyingKey,
    /// [`VerifyingShare`](crate::keys::VerifyingShare).
    VerifyingShare,
    /// [`VerifiableSecretSharingCommitment`](crate::keys::VerifiableSecretSharingCommitment).
    VerifiableSecretSharingCommitment,
    /// [`PublicKeyPackage`](crate::keys::PublicKeyPackage).
    PublicKeyPackage,
    /// [`SigningShare`](crate::keys::SigningShare) (secret).
    SigningShare,
    /// [`SigningKey`](crate::SigningKey) (secret).
    SigningKey,
    /// [`SecretShare`](crate::keys::SecretShare) (secret).
    SecretShare,
    /// [`KeyPackage`](crate::keys::KeyPackage) (secret).
    KeyPackage,
    /// [`SigningNonces`](crate::round1::SigningNonces) (secret, single use).
    SigningNonces,
    /// [`dkg::round1::Package`](crate::keys::dkg::round1::Package).
    DkgRound1Package,
    /// [`dkg::round2::Package`](crate::keys::dkg::round2::Package) (secret).
    DkgRound2Package,
    /// [`dkg::round1::SecretPackage`](crate::keys::dkg::round1::SecretPackage) (secret).
    DkgRound1SecretPackage,
    /// [`dkg::round2::SecretPackage`](crate::keys::dkg::round2::SecretPackage) (secret).
    DkgRound2SecretPackage,
    /// [`refresh::RefreshingShare`](crate::keys::refresh::RefreshingShare) (secret).
    RefreshingShare,
    /// [`refresh::round1::Package`](crate::keys::refresh::round1::Package).
    RefreshRound1Package,
    /// [`refresh::round1::SecretPackage`](crate::keys::refresh::round1::SecretPackage) (secret).
    RefreshRound1SecretPackage,
    /// [`refresh::round2::SecretPackage`](crate::keys::refresh::round2::SecretPackage) (secret).
    RefreshRound2SecretPackage,
    /// [`repairable::Delta`](crate::keys::repairable::Delta) (secret).
    RepairDelta,
    /// [`repairable::DeltaSum`](crate::keys::repairable::DeltaSum) (secret).
    RepairDeltaSum,
    /// [`reshare::Package`](crate::keys::reshare::Package).
    ResharePackage,
    /// [`reshare::SubShare`](crate::keys::reshare::SubShare) (secret).
    ReshareSubShare,
    /// [`NoncePool`](crate::round1::NoncePool) (secret, stored only).
    NoncePool,
}

impl MessageType {
    /// Every message type, in code order.
    pub const ALL: [MessageType; 27] = [
        MessageType::Identifier,
        MessageType::SigningCommitments,
        MessageType::SigningPackage,
        MessageType::SignatureShare,
        MessageType::Signature,
        MessageType::VerifyingKey,
        MessageType::VerifyingShare,
        MessageType::VerifiableSecretSharingCommitment,
        MessageType::PublicKeyPackage,
        MessageType::SigningShare,
        MessageType::SigningKey,
        MessageType::SecretShare,
        MessageType::KeyPackage,
        MessageType::SigningNonces,
        MessageType::DkgRound1Package,
        MessageType::DkgRound2Package,
        MessageType::DkgRound1SecretPackage,
        MessageType::DkgRound2SecretPackage,
        MessageType::RefreshingShare,
        MessageType::RefreshRound1Package,
        MessageType::RefreshRound1SecretPackage,
        MessageType::RefreshRound2SecretPackage,
        MessageType::RepairDelta,
        MessageType::RepairDeltaSum,
        MessageType::ResharePackage,
        MessageType::ReshareSubShare,
        MessageType::NoncePool,
    ];

    /// The code written in the header.
    pub const fn code(self) -> u8 {
        match self {
            MessageType::Identifier => 1,
            MessageType::SigningCommitments => 2,
            MessageType::SigningPackage => 3,
            MessageType::SignatureShare => 4,
            MessageType::Signature => 5,
            MessageType::VerifyingKey => 6,
            MessageType::VerifyingShare => 7,
            MessageType::VerifiableSecretSharingCommitment => 8,
            MessageType::PublicKeyPackage => 9,
            MessageType::SigningShare => 10,
            MessageType::SigningKey => 11,
            MessageType::SecretShare => 12,
            MessageType::KeyPackage => 13,
            MessageType::SigningNonces => 14,
            MessageType::DkgRound1Package => 15,
            MessageType::DkgRound2Package => 16,
            MessageType::DkgRound1SecretPackage => 17,
            MessageType::DkgRound2SecretPackage => 18,
            MessageType::RefreshingShare => 19,
            MessageType::RefreshRound1Package => 20,
            MessageType::RefreshRound1SecretPackage => 21,
            MessageType::RefreshRound2SecretPackage => 22,
            MessageType::RepairDelta => 23,
            MessageType::RepairDeltaSum => 24,
            MessageType::ResharePackage => 25,
            MessageType::ReshareSubShare => 26,
            MessageType::NoncePool => 27,
        }
    }

    /// The message type with this header code, if any.
    pub fn from_code(code: u8) -> Option<Self> {
        Self::ALL.into_iter().find(|t| t.code() == code)
    }

    /// The `snake_case` name, as written in the `type` field of the
    /// human-readable header.
    pub const fn name(self) -> &'static str {
        match self {
            MessageType::Identifier => "identifier",
            MessageType::SigningCommitments => "signing_commitments",
            MessageType::SigningPackage => "signing_package",
            MessageType::SignatureShare => "signature_share",
            MessageType::Signature => "signature",
            MessageType::VerifyingKey => "verifying_key",
            MessageType::VerifyingShare => "verifying_share",
            MessageType::VerifiableSecretSharingCommitment => "vss_commitment",
            MessageType::PublicKeyPackage => "public_key_package",
            MessageType::SigningShare => "signing_share",
            MessageType::SigningKey => "signing_key",
            MessageType::SecretShare => "secret_share",
            MessageType::KeyPackage => "key_package",
            MessageType::SigningNonces => "signing_nonces",
            MessageType::DkgRound1Package => "dkg_round1_package",
            MessageType::DkgRound2Package => "dkg_round2_package",
            MessageType::DkgRound1SecretPackage => "dkg_round1_secret_package",
            MessageType::DkgRound2SecretPackage => "dkg_round2_secret_package",
            MessageType::RefreshingShare => "refreshing_share",
            MessageType::RefreshRound1Package => "refresh_round1_package",
            MessageType::RefreshRound1SecretPackage => "refresh_round1_secret_package",
            MessageType::RefreshRound2SecretPackage => "refresh_round2_secret_package",
            MessageType::RepairDelta => "repair_delta",
            MessageType::RepairDeltaSum => "repair_delta_sum",
            MessageType::ResharePackage => "reshare_package",
            MessageType::ReshareSubShare => "reshare_sub_share",
            MessageType::NoncePool => "nonce_pool",
        }
    }

    /// The name of a header code, `"unknown"` for a code no type has.
    pub fn name_of(code: u8) -> &'static str {
        Self::from_code(code).map_or("unknown", Self::name)
    }

    /// The type of a serialised message, read off its header without decoding
    /// it (e.g. to route messages arriving on one channel). `None` when the
    /// bytes are too short or the code is unknown; the version and ciphersuite
    /// are checked only by the decoder.
    pub fn of(bytes: &[u8]) -> Option<Self> {
        bytes.get(2).copied().and_then(Self::from_code)
    }
}

/// A type with a binary wire encoding: a header of its [`MessageType`], then
/// its body.
pub(crate) trait Message: Sized {
    /// The ciphersuite whose encodings the body uses.
    type Suite: Ciphersuite;
    /// The type code of the header.
    const TYPE: MessageType;
    /// The exact length of the body, so that the buffer is allocated once.
    fn body_len(&self) -> usize;
    /// Appends the body.
    fn write_body(&self, writer: &mut Writer);
    /// Reads and checks the body.
    fn read_body(reader: &mut Reader<'_, Self::Suite>) -> Result<Self, Error<Self::Suite>>;
}

/// `header || body` of a message.
pub(crate) fn encode<M: Message>(message: &M) -> Vec<u8> {
    let mut writer = Writer::new::<M::Suite>(M::TYPE, message.body_len());
    message.write_body(&mut writer);
    writer.finish()
}

/// Decodes a whole message: header, body, and nothing after it.
pub(crate) fn decode<M: Message>(bytes: &[u8]) -> Result<M, Error<M::Suite>> {
    let mut reader = Reader::new(bytes, M::TYPE)?;
    let message = M::read_body(&mut reader)?;
    reader.finish()?;
    Ok(message)
}
