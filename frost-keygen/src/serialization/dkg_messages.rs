//! Wire forms of the distributed key generation's messages
//! ([`crate::dkg`]): the broadcast round-one package, the private
//! round-two package, and the two secret packages a participant keeps between
//! the parts (e.g. across restarts of a process run once per part).

use alloc::vec::Vec;

use zeroize::Zeroizing;

use crate::dkg::{round1, round2};
use frost_core::keys::{SigningShare, VerifiableSecretSharingCommitment};
use frost_core::serialization::SecretScalar;
use frost_core::serialization::{decode, encode, message};
use frost_core::{Ciphersuite, Error, Signature};

message! {
    round1::Package: frost_core::wire_codes::MessageType::DkgRound1Package.wire_code(), public;
    encode(package) {
        commitment: VerifiableSecretSharingCommitment<C> = package.commitment(),
        proof_of_knowledge: Signature<C> = package.proof_of_knowledge(),
    }
    decode => Ok(round1::Package::new(commitment, proof_of_knowledge))
}

impl<C: Ciphersuite> round1::Package<C> {
    /// The versioned wire encoding, as a participant broadcasts it: header,
    /// the commitment to its polynomial, then the proof of knowledge `R || z`.
    pub fn serialize(&self) -> Vec<u8> {
        encode(self)
    }

    /// Decodes [`round1::Package::serialize`]'s output. The proof of knowledge
    /// is checked by [`part2`](crate::dkg::part2), which knows the sender.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

message! {
    round2::Package: frost_core::wire_codes::MessageType::DkgRound2Package.wire_code(), secret;
    encode(package) { signing_share: SecretScalar = Zeroizing::new(package.share().to_scalar()) }
    decode => Ok(round2::Package::new(SigningShare::new(*signing_share)))
}

impl<C: Ciphersuite> round2::Package<C> {
    /// **Secret.** The versioned wire encoding of the share `f_i(j)` one
    /// participant sends another over a confidential, authenticated channel:
    /// header, then the share. The buffer is wiped when dropped.
    pub fn serialize(&self) -> Zeroizing<Vec<u8>> {
        Zeroizing::new(encode(self))
    }

    /// Decodes [`round2::Package::serialize`]'s output. The share is checked,
    /// with the others, by [`part3`](crate::dkg::part3).
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

impl<C: Ciphersuite> round1::SecretPackage<C> {
    /// **Secret.** The versioned wire encoding, for a participant's own
    /// storage between [`part1`](crate::dkg::part1) and
    /// [`part2`](crate::dkg::part2): header, identifier, `max_signers`,
    /// then the polynomial's coefficients. The buffer is wiped when dropped.
    pub fn serialize(&self) -> Zeroizing<Vec<u8>> {
        Zeroizing::new(encode(self))
    }

    /// Decodes [`round1::SecretPackage::serialize`]'s output; the commitment
    /// is recomputed from the coefficients.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

impl<C: Ciphersuite> round2::SecretPackage<C> {
    /// **Secret.** The versioned wire encoding, for a participant's own
    /// storage between [`part2`](crate::dkg::part2) and
    /// [`part3`](crate::dkg::part3): header, identifier, `max_signers`,
    /// its own share `f_i(i)`, the transcript digest, then its commitment. The
    /// buffer is wiped when dropped.
    pub fn serialize(&self) -> Zeroizing<Vec<u8>> {
        Zeroizing::new(encode(self))
    }

    /// Decodes [`round2::SecretPackage::serialize`]'s output, checking the
    /// own share against the own commitment.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}
