//! Wire forms of the messages of share repair ([`crate::repairable`])
//! and resharing ([`crate::reshare`]).

use alloc::vec::Vec;

use zeroize::Zeroizing;

use crate::repairable::{Delta, DeltaSum};
use crate::reshare::{self, SubShare};
use frost_core::keys::{SigningShare, VerifiableSecretSharingCommitment};
use frost_core::serialization::SecretScalar;
use frost_core::serialization::{decode, encode, message};
use frost_core::{Ciphersuite, Error};

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
    Delta: frost_core::wire_codes::MessageType::RepairDelta.wire_code(), secret;
    encode(value) { delta: SecretScalar = Zeroizing::new(value.to_scalar()) }
    decode => Ok(Delta::new(*delta))
}
secret_scalar_codec!(Delta, "a repair delta, which one helper sends another");

message! {
    DeltaSum: frost_core::wire_codes::MessageType::RepairDeltaSum.wire_code(), secret;
    encode(value) { delta_sum: SecretScalar = Zeroizing::new(value.to_scalar()) }
    decode => Ok(DeltaSum::new(*delta_sum))
}
secret_scalar_codec!(
    DeltaSum,
    "a helper's sum of repair deltas, sent to the participant being repaired"
);

message! {
    SubShare: frost_core::wire_codes::MessageType::ReshareSubShare.wire_code(), secret;
    encode(value) { sub_share: SecretScalar = Zeroizing::new(value.share().to_scalar()) }
    decode => Ok(SubShare::new(SigningShare::new(*sub_share)))
}
secret_scalar_codec!(
    SubShare,
    "a resharing sub-share `h_j(m)`, which a dealer sends a new participant"
);

message! {
    reshare::Package: frost_core::wire_codes::MessageType::ResharePackage.wire_code(), public;
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
