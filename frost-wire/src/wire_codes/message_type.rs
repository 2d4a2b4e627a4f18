//! The message types: the third byte of every header, and the `type` of every
//! human-readable object.

/// The kind of a serialised message, the third byte of its header.
///
/// These are the messages of the engine (`frost-core`), named by its types.
/// A decoder for one type refuses a message of another with the error
/// `WrongMessageType`, so that, say, a signing package is never mistaken for
/// a key package.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum MessageType {
    /// `Identifier`.
    Identifier,
    /// `SigningCommitments`.
    SigningCommitments,
    /// `SigningPackage`.
    SigningPackage,
    /// `SignatureShare`.
    SignatureShare,
    /// `Signature`.
    Signature,
    /// `VerifyingKey`.
    VerifyingKey,
    /// `VerifyingShare`.
    VerifyingShare,
    /// `VerifiableSecretSharingCommitment`.
    VerifiableSecretSharingCommitment,
    /// `PublicKeyPackage`.
    PublicKeyPackage,
    /// `SigningShare` (secret).
    SigningShare,
    /// `SigningKey` (secret).
    SigningKey,
    /// `SecretShare` (secret).
    SecretShare,
    /// `KeyPackage` (secret).
    KeyPackage,
    /// `SigningNonces` (secret, single use).
    SigningNonces,
    /// `dkg::round1::Package`.
    DkgRound1Package,
    /// `dkg::round2::Package` (secret).
    DkgRound2Package,
    /// `dkg::round1::SecretPackage` (secret).
    DkgRound1SecretPackage,
    /// `dkg::round2::SecretPackage` (secret).
    DkgRound2SecretPackage,
    /// `refresh::RefreshingShare` (secret).
    RefreshingShare,
    /// `refresh::round1::Package`.
    RefreshRound1Package,
    /// `refresh::round1::SecretPackage` (secret).
    RefreshRound1SecretPackage,
    /// `refresh::round2::SecretPackage` (secret).
    RefreshRound2SecretPackage,
    /// `repairable::Delta` (secret).
    RepairDelta,
    /// `repairable::DeltaSum` (secret).
    RepairDeltaSum,
    /// `reshare::Package`.
    ResharePackage,
    /// `reshare::SubShare` (secret).
    ReshareSubShare,
    /// `NoncePool` (secret, stored only).
    NoncePool,
    /// `MultiSigningPackage`.
    MultiSigningPackage,
    /// `MultiSigningCommitments`.
    MultiSigningCommitments,
    /// `MultiSignatureShares`.
    MultiSignatureShares,
}

impl MessageType {
    /// Every message type, in code order.
    pub const ALL: [MessageType; 30] = [
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
        MessageType::MultiSigningPackage,
        MessageType::MultiSigningCommitments,
        MessageType::MultiSignatureShares,
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
            MessageType::MultiSigningPackage => 28,
            MessageType::MultiSigningCommitments => 29,
            MessageType::MultiSignatureShares => 30,
        }
    }

    /// The type's entry in the one [table](super::table) of codes.
    pub const fn wire_code(self) -> super::Code {
        super::Code {
            code: self.code(),
            name: self.name(),
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
            MessageType::MultiSigningPackage => "multi_signing_package",
            MessageType::MultiSigningCommitments => "multi_signing_commitments",
            MessageType::MultiSignatureShares => "multi_signature_shares",
        }
    }

    /// The type of a serialised message, read off its header without decoding
    /// it (e.g. to route messages arriving on one channel). `None` when the
    /// bytes are too short or the code is unknown; the version and ciphersuite
    /// are checked only by the decoder.
    pub fn of(bytes: &[u8]) -> Option<Self> {
        bytes.get(2).copied().and_then(Self::from_code)
    }
}
