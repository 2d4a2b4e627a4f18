//! Wire forms of the messages of share repair ([`crate::keys::repairable`])
//! and resharing ([`crate::keys::reshare`]).

use alloc::vec::Vec;

use zeroize::Zeroizing;

use super::field::SecretScalar;
use super::{decode, encode, message};
use crate::keys::repairable::{Delta, DeltaSum};
use crate::keys::reshare::{self, SubShare};
use crate::keys::{SigningShare, VerifiableSecretSharingCommitment};
use crate::{Ciphersuite, Error};

/// `serialize()` and `deserialize()` of a message that is one secret scalar.
macro_rules! secret_scalar_codec {
    ($type:ident, $doc:literal) => {
        impl<C: Ciphersuite> $type<C> {
            #[doc = concat!("**Secret.** The versioned wire encoding of ", $doc, ": header, then the scalar. The buffer is wiped when dropped.")]
            pub fn serialize(&self) -> Zeroizing<Vec<u8>> {
                Zeroizing::new(encode(self))
            }

            #[doc = concat!("Decodes [`", stringify!($type), "::serialize`]'s output.")]
            pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
                decode(bytes)
            }
        }
    };
}

message! {
    Delta: crate::wire_codes::MessageType::RepairDelta.wire_code(), secret;
    encode(value) { delta: SecretScalar = Zeroizing::new(value.to_scalar()) }
    decode => Ok(Delta::new(*delta))
}
secret_scalar_codec!(Delta, "a repair delta, which one helper sends another");

message! {
    DeltaSum: crate::wire_codes::MessageType::RepairDeltaSum.wire_code(), secret;
    encode(value) { delta_sum: SecretScalar = Zeroizing::new(value.to_scalar()) }
    decode => Ok(DeltaSum::new(*delta_sum))
}
secret_scalar_codec!(
    DeltaSum,
    "a helper's sum of repair deltas, sent to the participant being repaired"
);

message! {
    SubShare: crate::wire_codes::MessageType::ReshareSubShare.wire_code(), secret;
    encode(value) { sub_share: SecretScalar = Zeroizing::new(value.share().to_scalar()) }
    decode => Ok(SubShare::new(SigningShare::new(*sub_share)))
}
secret_scalar_codec!(
    SubShare,
    "a resharing sub-share `h_j(m)`, which a dealer sends a new participant"
);

message! {
    reshare::Package: crate::wire_codes::MessageType::ResharePackage.wire_code(), public;
    encode(package) { commitment: VerifiableSecretSharingCommitment<C> = package.commitment() }
    decode => Ok(reshare::Package::new(commitment))
}

impl<C: Ciphersuite> reshare::Package<C> {
    /// The versioned wire encoding of a resharing dealer's broadcast: header,
    /// then the commitment to its polynomial `h_j`.
    pub fn serialize(&self) -> Vec<u8> {
        encode(self)
    }

    /// Decodes [`reshare::Package::serialize`]'s output.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}
