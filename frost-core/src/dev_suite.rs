//! The development suite of the engine's own unit tests: FROST(P-256,
//! SHA-256) of RFC 9591, Section 6.4, over the `p256` crate with the
//! [`Generic`](crate::Generic) arithmetic, so that the unit tests of private
//! items run over a real group without depending on a suite crate (which
//! itself depends on this one). Compiled only for tests; the published suite
//! is the `frost-p256` crate.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use group::{Group, GroupEncoding};
use p256::{CompressedPoint, ProjectivePoint, Scalar};
use sha2::{Digest, Sha256};

use crate::keys::{KeyPackage, PublicKeyPackage, SigningShare, VerifiableSecretSharingCommitment};
use crate::{Ciphersuite, EncodingError, Generic, Identifier};
use frost_suite_kit::expand_message::ExpandMsgXmd;

/// FROST(P-256, SHA-256), for the engine's unit tests.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct DevSuite;

impl Ciphersuite for DevSuite {
    type Group = ProjectivePoint;
    type HashOutput = [u8; 32];
    type Arithmetic = Generic;

    const CONTEXT_STRING: &'static str = "FROST-P256-SHA256-v1";

    /// SEC1 compressed (RFC 9591, Section 6.4), the identity refused.
    fn serialize_element(element: &ProjectivePoint) -> Result<CompressedPoint, EncodingError> {
        if bool::from(element.is_identity()) {
            return Err(EncodingError::IdentityElement);
        }
        Ok(element.to_bytes())
    }

    /// SEC1 compressed decoding: 33 bytes, tag `0x02` or `0x03`, a canonical
    /// `x` on the curve, not the identity; the cofactor is 1. (The suite
    /// crates use the suite kit's strict decoder, which returns the
    /// published crate's error type.)
    fn deserialize_element(bytes: &[u8]) -> Result<ProjectivePoint, EncodingError> {
        let encoding =
            CompressedPoint::try_from(bytes).map_err(|_| EncodingError::MalformedElement)?;
        if !matches!(encoding[0], 0x02 | 0x03) {
            return Err(EncodingError::MalformedElement);
        }
        Option::from(ProjectivePoint::from_bytes(&encoding)).ok_or(EncodingError::MalformedElement)
    }

    /// `hash_to_field(m, 1)` of RFC 9380, Section 5.2, with DST
    /// `contextString || tag`: 48 bytes of `expand_message_xmd` over
    /// SHA-256, read as a big-endian integer modulo the group order, one
    /// 64-bit word at a time (`acc * 2^64 + word`, constant time).
    fn hash_to_scalar(tag: &[u8], m: &[&[u8]]) -> Scalar {
        let bytes = ExpandMsgXmd::<Sha256>::new(&[Self::CONTEXT_STRING.as_bytes(), tag], m)
            .expand::<48>(&[]);
        let two_pow_64 = Scalar::from(u64::MAX) + Scalar::ONE;
        bytes.chunks_exact(8).fold(Scalar::ZERO, |acc, word| {
            let mut be = [0u8; 8];
            be.copy_from_slice(word);
            acc * two_pow_64 + Scalar::from(u64::from_be_bytes(be))
        })
    }

    /// SHA-256 of `contextString || tag || m`.
    fn hash(tag: &[u8], m: &[&[u8]]) -> [u8; 32] {
        let mut hasher = Sha256::new_with_prefix(Self::CONTEXT_STRING);
        hasher.update(tag);
        for part in m {
            hasher.update(part);
        }
        hasher.finalize().into()
    }
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use ff::PrimeField;
    use group::Group;
    use p256::{FieldBytes, Scalar};

    use super::DevSuite;
    use crate::{Ciphersuite, hashes};

    /// Decodes test data written in lowercase hex.
    fn from_hex(text: &str) -> Vec<u8> {
        let digit = |c: u8| match c {
            b'0'..=b'9' => c - b'0',
            b'a'..=b'f' => c - b'a' + 10,
            _ => panic!("not a lowercase hex digit in test data"),
        };
        text.as_bytes()
            .chunks_exact(2)
            .map(|pair| (digit(pair[0]) << 4) | digit(pair[1]))
            .collect()
    }

    fn scalar(text: &str) -> Scalar {
        let bytes = from_hex(text);
        let repr = FieldBytes::try_from(bytes.as_slice()).expect("32 bytes in test data");
        Option::from(Scalar::from_repr(repr)).expect("canonical scalar in test data")
    }

    /// The suite reproduces RFC 9591, Appendix E.4 (FROST(P-256, SHA-256)):
    /// the group key from the group secret, participant 1's hiding nonce
    /// (`H3`) from its randomness and share, the message hash (`H4`, the
    /// second field of the binding factor input) and its binding factor
    /// (`H1`), so that the element encoding, `hash_to_scalar` and `hash`
    /// are each checked against a published value.
    #[test]
    fn reproduces_rfc9591_appendix_e4() {
        let secret = scalar("8ba9bba2e0fd8c4767154d35a0b7562244a4aaf6f36c8fb8735fa48b301bd8de");
        let group_key = DevSuite::serialize_element(&(p256::ProjectivePoint::generator() * secret))
            .expect("not the identity");
        assert_eq!(
            group_key.to_vec(),
            from_hex("023a309ad94e9fe8a7ba45dfc58f38bf091959d3c99cfbd02b4dc00585ec45ab70")
        );

        let randomness =
            from_hex("ec4c891c85fee802a9d757a67d1252e7f4e5efb8a538991ac18fbd0e06fb6fd3");
        let share = from_hex("0c9c1a0fe806c184add50bbdcac913dda73e482daf95dcb9f35dbb0d8a9f7731");
        assert_eq!(
            hashes::h3::<DevSuite>(&[&randomness, &share]),
            scalar("9f0542a5ba879a58f255c09f06da7102ef6a2dec6279700c656d58394d8facd4")
        );

        let input = from_hex(concat!(
            "023a309ad94e9fe8a7ba45dfc58f38bf091959d3c99cfbd02b4dc00585ec45ab70",
            "825371853e974bc30ac5b947b216d70461919666584c70c51f9f56f117736c5d",
            "178dd0b521ad9c1abe98048419cbdec81504c85e12eb40e3bcb6ec73d3fc4afd",
            "0000000000000000000000000000000000000000000000000000000000000001",
        ));
        assert_eq!(
            hashes::h4::<DevSuite>(&[&from_hex("74657374")]).to_vec(),
            input[33..65].to_vec()
        );
        assert_eq!(
            hashes::h1::<DevSuite>(&[&input[..97]], &[&input[97..]]),
            [scalar(
                "7925f0d4693f204e6e59233e92227c7124664a99739d2c06b81cf64ddf90559e"
            )]
        );
    }
}

crate::impl_wire_suite!(DevSuite);

/// A `min_signers`-of-`max_signers` group of the development suite for the
/// engine's unit tests: the key packages of participants `1..=max_signers`
/// and the group's public key package, from a random polynomial committed
/// with [`VerifiableSecretSharingCommitment::commit`] and read back with
/// [`PublicKeyPackage::from_commitment`] (`derive_group_info`, RFC 9591,
/// Appendix C.2). Dealing is key generation's (crate `frost-keygen`), which
/// the engine does not depend on; each key package is checked by
/// [`KeyPackage::new`] against its verifying share.
pub(crate) fn group<R: rand_core::CryptoRng + ?Sized>(
    max_signers: u16,
    min_signers: u16,
    rng: &mut R,
) -> (
    BTreeMap<Identifier<DevSuite>, KeyPackage<DevSuite>>,
    PublicKeyPackage<DevSuite>,
) {
    let coefficients: Vec<Scalar> = (0..min_signers)
        .map(|_| crate::random_scalar::<DevSuite>(rng))
        .collect();
    let commitment =
        VerifiableSecretSharingCommitment::commit(&coefficients).expect("non-zero coefficients");
    let identifiers: Vec<Identifier<DevSuite>> = (1..=max_signers)
        .map(|i| Identifier::try_from(i).expect("non-zero"))
        .collect();
    let public = PublicKeyPackage::from_commitment(&identifiers, &commitment).expect("group");
    let key_packages = identifiers
        .iter()
        .map(|id| {
            let x = id.to_scalar();
            let share = coefficients
                .iter()
                .rev()
                .fold(Scalar::ZERO, |acc, c| acc * x + c);
            let key_package = KeyPackage::new(
                *id,
                SigningShare::new(share),
                public.verifying_shares()[id],
                *public.verifying_key(),
                min_signers,
            )
            .expect("share of the committed polynomial");
            (*id, key_package)
        })
        .collect();
    (key_packages, public)
}
