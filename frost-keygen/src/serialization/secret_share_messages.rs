//! The wire form of a dealer's secret share (RFC 9591, Appendix C), on the
//! engine's wire kit: header, identifier, signing share, VSS commitment.

use alloc::vec::Vec;

use frost_core::keys::{SigningShare, VerifiableSecretSharingCommitment};
use frost_core::serialization::{SecretScalar, decode, encode, message};
use frost_core::{Ciphersuite, Error, Identifier};
use zeroize::Zeroizing;

use crate::SecretShare;

message! {
    SecretShare: frost_core::wire_codes::MessageType::SecretShare.wire_code(), secret;
    encode(share) {
        identifier: Identifier<C> = share.identifier(),
        signing_share: SecretScalar = Zeroizing::new(share.signing_share().to_scalar()),
        commitment: VerifiableSecretSharingCommitment<C> = share.commitment(),
    }
    decode => Ok(SecretShare::new(identifier, SigningShare::new(*signing_share), commitment))
}

impl<C: Ciphersuite> SecretShare<C> {
    /// **Secret.** The versioned wire encoding, as a dealer sends it to one
    /// participant over a confidential, authenticated channel: header,
    /// identifier, signing share, then the VSS commitment. The buffer is
    /// wiped when dropped.
    pub fn serialize(&self) -> Zeroizing<Vec<u8>> {
        Zeroizing::new(encode(self))
    }

    /// Decodes [`SecretShare::serialize`]'s output. The share is checked
    /// against the commitment (RFC 9591, Appendix C.2) when it is turned into
    /// a [`KeyPackage`](frost_core::keys::KeyPackage), which names the participant if it fails.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}
