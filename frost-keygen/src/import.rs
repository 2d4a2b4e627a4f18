//! Importing keys made with the reference implementation (the Zcash
//! Foundation `frost-*` crates, versions 2.x and 3.0), so that a group
//! holding them can move to this crate without a new key generation.
//!
//! [`import`] reads a `KeyPackage`, `SecretShare` or `PublicKeyPackage` in
//! either form the reference writes: its serde JSON (`serde_json`) or its
//! binary `serialize()` form (postcard). Both encode the same values as
//! RFC 9591 (scalars and elements in the suite's `SerializeScalar` and
//! `SerializeElement` encodings), so nothing is converted: every value is
//! decoded by this crate's strict decoders, and the result is checked as
//! thoroughly as a message of this crate's own format, plus:
//!
//! - a secret share is checked against the dealer's commitment it carries
//!   (RFC 9591, Appendix C.2, `vss_verify`);
//! - a key package's verifying share must be the image of its signing share;
//! - a public key package's verifying shares must all lie on one polynomial
//!   of degree `min_signers - 1` whose value at zero is the group key: every
//!   set of `min_signers` of them interpolates to the group key (checked on
//!   the first `min_signers - 1` shares plus each other share in turn);
//! - no identifier may appear twice (a JSON map would silently keep one).
//!
//! The header must name format version 0 and the suite `C` (by its ID
//! string in JSON, by that string's CRC-32 in postcard). A 2.x public key
//! package carries no threshold: the caller supplies it.
//!
//! # Security
//!
//! Importing does not make a key safer than it was: a share that was ever
//! stored unencrypted or sent in the clear stays exposed. The secret bytes
//! read are wiped once decoded, and hex is decoded without secret-dependent
//! branches or lookups; the input buffer is the caller's to wipe.

mod form;

use alloc::collections::BTreeMap;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use serde::de::DeserializeOwned;

use self::form::{
    Header, KeyPackageForm, Outline, PublicKeyPackageForm, PublicKeyPackageFormV2, SecretShareForm,
    SuiteTag,
};
use frost_core::keys::{
    KeyPackage, PublicKeyPackage, SigningShare, VerifiableSecretSharingCommitment, VerifyingShare,
};
use frost_core::polynomial::interpolating_values;

use crate::SecretShare;
use frost_core::{Arithmetic, Ciphersuite, Error, Identifier, VerifyingKey};

/// A key value imported from the reference implementation.
#[derive(Debug)]
pub enum Imported<C: Ciphersuite> {
    /// A participant's key package (secret).
    KeyPackage(KeyPackage<C>),
    /// A dealer's secret share for one participant (secret), checked
    /// against its commitment.
    SecretShare(SecretShare<C>),
    /// The group's public key package.
    PublicKeyPackage(PublicKeyPackage<C>),
}

/// Why an import was refused.
#[derive(Clone, PartialEq, Eq)]
pub enum ImportError<C: Ciphersuite> {
    /// Not the reference's JSON or postcard form of a key package, secret
    /// share or public key package; the decoder's reason (never a value).
    Form(String),
    /// The header names another ciphersuite.
    WrongCiphersuite,
    /// The header names a format version other than 0.
    UnsupportedVersion(u8),
    /// A public key package without a threshold (reference 2.x), and none
    /// was given.
    MissingThreshold,
    /// A public key package names an identifier twice.
    DuplicatedIdentifier,
    /// A public key package's verifying shares do not all lie on one
    /// polynomial through the group key.
    InconsistentShares,
    /// A value refused by this crate's checks.
    Invalid(Error<C>),
}

impl<C: Ciphersuite> From<Error<C>> for ImportError<C> {
    fn from(error: Error<C>) -> Self {
        ImportError::Invalid(error)
    }
}

impl<C: Ciphersuite> fmt::Display for ImportError<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::Form(reason) => write!(f, "not a reference key file: {reason}"),
            ImportError::WrongCiphersuite => {
                write!(
                    f,
                    "the header names another ciphersuite than {}",
                    C::CONTEXT_STRING
                )
            }
            ImportError::UnsupportedVersion(version) => {
                write!(f, "format version {version}; only version 0 is known")
            }
            ImportError::MissingThreshold => f.write_str(
                "this public key package (reference 2.x) has no threshold: give min_signers",
            ),
            ImportError::DuplicatedIdentifier => {
                f.write_str("the public key package names an identifier twice")
            }
            ImportError::InconsistentShares => f.write_str(
                "the verifying shares do not all lie on one polynomial through the group key",
            ),
            ImportError::Invalid(error) => write!(f, "{error}"),
        }
    }
}

impl<C: Ciphersuite> fmt::Debug for ImportError<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The reference's binary tag of a ciphersuite: the CRC-32 (IEEE 802.3,
/// the polynomial `0xEDB88320` reflected, as zlib computes it) of its ID
/// string, big-endian.
pub fn short_id(context_string: &str) -> [u8; 4] {
    let crc = context_string.bytes().fold(!0u32, |crc, byte| {
        (0..8).fold(crc ^ u32::from(byte), |crc, _| {
            (crc >> 1) ^ (0xEDB8_8320 & (crc & 1).wrapping_neg())
        })
    });
    (!crc).to_be_bytes()
}

/// Whether `bytes` look like JSON (their first non-blank byte opens an
/// object) rather than postcard.
fn is_json(bytes: &[u8]) -> bool {
    bytes.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'{')
}

/// Whether `bytes` are a reference key file of suite `C`, judged by its
/// header alone (for picking the suite of a file; [`import`] checks it all).
pub fn is_of_suite<C: Ciphersuite>(bytes: &[u8]) -> bool {
    if is_json(bytes) {
        serde_json::from_slice::<Outline>(bytes)
            .ok()
            .and_then(|outline| outline.header)
            .is_some_and(|header| matches!(header.ciphersuite, SuiteTag::Name(name) if name == C::CONTEXT_STRING))
    } else {
        bytes.get(1..5) == Some(&short_id(C::CONTEXT_STRING)[..])
    }
}

/// Imports a reference `KeyPackage`, `SecretShare` or `PublicKeyPackage` of
/// suite `C` from its JSON or postcard form; see the [module
/// documentation](self) for what is checked. `min_signers` is the
/// threshold of a 2.x public key package, which does not carry it; it is
/// ignored for every other input.
pub fn import<C: Ciphersuite>(
    bytes: &[u8],
    min_signers: Option<u16>,
) -> Result<Imported<C>, ImportError<C>> {
    if is_json(bytes) {
        import_json(bytes, min_signers)
    } else {
        import_postcard(bytes, min_signers)
    }
}

fn json<T: DeserializeOwned, C: Ciphersuite>(bytes: &[u8]) -> Result<T, ImportError<C>> {
    serde_json::from_slice(bytes).map_err(|e| ImportError::Form(e.to_string()))
}

fn import_json<C: Ciphersuite>(
    bytes: &[u8],
    min_signers: Option<u16>,
) -> Result<Imported<C>, ImportError<C>> {
    let outline: Outline = json(bytes)?;
    if outline.verifying_shares.is_some() {
        public_key_package(json(bytes)?, min_signers).map(Imported::PublicKeyPackage)
    } else if outline.commitment.is_some() {
        secret_share(json(bytes)?).map(Imported::SecretShare)
    } else if outline.signing_share.is_some() {
        key_package(json(bytes)?).map(Imported::KeyPackage)
    } else {
        Err(ImportError::Form(
            "no key package, secret share or public key package fields".to_string(),
        ))
    }
}

/// The value of type `T` that is exactly `bytes` in postcard.
fn postcard_exact<T: DeserializeOwned>(bytes: &[u8]) -> Option<T> {
    match postcard::take_from_bytes(bytes) {
        Ok((value, [])) => Some(value),
        _ => None,
    }
}

/// Postcard carries no field names: every type is tried in turn, and the
/// first one whose layout matches and whose values pass every check wins.
/// If layouts match but checks fail, the first failure is reported.
fn import_postcard<C: Ciphersuite>(
    bytes: &[u8],
    min_signers: Option<u16>,
) -> Result<Imported<C>, ImportError<C>> {
    // Version 0 and another suite's tag: the layouts of other suites differ
    // in length, so say so rather than that no layout matches.
    if bytes.first() == Some(&0)
        && bytes
            .get(1..5)
            .is_some_and(|tag| tag != short_id(C::CONTEXT_STRING))
    {
        return Err(ImportError::WrongCiphersuite);
    }
    // Tried lazily, the layouts that carry a secret first: a valid key
    // package or secret share is never decoded as a public layout, which
    // would branch on its secret bytes (a public key package's optional
    // threshold falls on the signing share in some suites).
    type Attempt<C> = fn(&[u8], Option<u16>) -> Option<Result<Imported<C>, ImportError<C>>>;
    let attempts: [Attempt<C>; 4] = [
        |bytes, _| {
            postcard_exact::<KeyPackageForm<C>>(bytes)
                .map(|form| key_package(form).map(Imported::KeyPackage))
        },
        |bytes, _| {
            postcard_exact::<SecretShareForm<C>>(bytes)
                .map(|form| secret_share(form).map(Imported::SecretShare))
        },
        |bytes, min_signers| {
            postcard_exact::<PublicKeyPackageForm<C>>(bytes)
                .map(|form| public_key_package(form, min_signers).map(Imported::PublicKeyPackage))
        },
        |bytes, min_signers| {
            postcard_exact::<PublicKeyPackageFormV2<C>>(bytes).map(|form| {
                public_key_package(form.into(), min_signers).map(Imported::PublicKeyPackage)
            })
        },
    ];
    let mut first_failure = None;
    for attempt in attempts
        .iter()
        .filter_map(|attempt| attempt(bytes, min_signers))
    {
        match attempt {
            Ok(imported) => return Ok(imported),
            Err(error) => {
                first_failure.get_or_insert(error);
            }
        }
    }
    Err(first_failure.unwrap_or_else(|| {
        ImportError::Form(
            "not the postcard form of a key package, secret share or public key package of this suite"
                .to_string(),
        )
    }))
}

fn check_header<C: Ciphersuite>(header: &Header) -> Result<(), ImportError<C>> {
    if header.version != 0 {
        return Err(ImportError::UnsupportedVersion(header.version));
    }
    let ours = match &header.ciphersuite {
        SuiteTag::Name(name) => name == C::CONTEXT_STRING,
        SuiteTag::Short(tag) => *tag == short_id(C::CONTEXT_STRING),
    };
    if ours {
        Ok(())
    } else {
        Err(ImportError::WrongCiphersuite)
    }
}

fn key_package<C: Ciphersuite>(form: KeyPackageForm<C>) -> Result<KeyPackage<C>, ImportError<C>> {
    check_header(&form.header)?;
    let package = KeyPackage::new(
        Identifier::from_bytes(&form.identifier.bytes)?,
        SigningShare::from_bytes(&form.signing_share.bytes)?,
        VerifyingShare::from_bytes(&form.verifying_share.bytes)?,
        VerifyingKey::from_bytes(&form.verifying_key.bytes)?,
        form.min_signers,
    )?;
    // Every check of this crate's own decoder, on the same values.
    Ok(KeyPackage::deserialize(&package.serialize())?)
}

fn secret_share<C: Ciphersuite>(
    form: SecretShareForm<C>,
) -> Result<SecretShare<C>, ImportError<C>> {
    check_header(&form.header)?;
    let identifier = Identifier::from_bytes(&form.identifier.bytes)?;
    let coefficients: Vec<u8> = form
        .commitment
        .iter()
        .flat_map(|element| element.bytes.iter().copied())
        .collect();
    let share = SecretShare::new(
        identifier,
        SigningShare::from_bytes(&form.signing_share.bytes)?,
        VerifiableSecretSharingCommitment::from_bytes(&coefficients)?,
    );
    share.verify()?;
    Ok(SecretShare::deserialize(&share.serialize())?)
}

fn public_key_package<C: Ciphersuite>(
    form: PublicKeyPackageForm<C>,
    min_signers: Option<u16>,
) -> Result<PublicKeyPackage<C>, ImportError<C>> {
    check_header(&form.header)?;
    let min_signers = form
        .min_signers
        .or(min_signers)
        .ok_or(ImportError::MissingThreshold)?;
    let mut verifying_shares = BTreeMap::new();
    for (identifier, share) in &form.verifying_shares.0 {
        let identifier = Identifier::from_bytes(&identifier.bytes)?;
        let share = VerifyingShare::from_bytes(&share.bytes)?;
        if verifying_shares.insert(identifier, share).is_some() {
            return Err(ImportError::DuplicatedIdentifier);
        }
    }
    let verifying_key = VerifyingKey::from_bytes(&form.verifying_key.bytes)?;
    let package = PublicKeyPackage::new(verifying_shares, verifying_key, min_signers)?;
    check_on_one_polynomial(&package)?;
    Ok(PublicKeyPackage::deserialize(&package.serialize())?)
}

/// Checks every set made of the first `min_signers - 1` verifying shares and
/// one other share interpolates to the group key: then all shares lie on the
/// polynomial of degree `min_signers - 1` through the group key that the
/// first `min_signers` define. Public values: variable time.
fn check_on_one_polynomial<C: Ciphersuite>(
    package: &PublicKeyPackage<C>,
) -> Result<(), ImportError<C>> {
    let shares: Vec<_> = package.verifying_shares().iter().collect();
    let base = usize::from(package.min_signers()) - 1;
    let key = package.verifying_key().to_element();
    for extra in &shares[base..] {
        let set: Vec<_> = shares[..base].iter().chain([extra]).collect();
        let identifiers: Vec<Identifier<C>> = set.iter().map(|(id, _)| **id).collect();
        let elements: Vec<_> = set.iter().map(|(_, share)| share.to_element()).collect();
        let lambdas = interpolating_values(&identifiers)?;
        if C::Arithmetic::vartime_multiscalar_mul(&lambdas, &elements) != key {
            return Err(ImportError::InconsistentShares);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The CRC-32 check value of the catalogue of parametrised CRC
    /// algorithms ("CRC-32/ISO-HDLC": check = 0xCBF43926 for "123456789").
    #[test]
    fn crc32_check_value() {
        assert_eq!(short_id("123456789"), 0xCBF4_3926u32.to_be_bytes());
        assert_eq!(short_id(""), [0; 4]);
    }

    #[test]
    fn json_is_told_from_postcard() {
        assert!(is_json(b"  {\"header\": 1}"));
        assert!(!is_json(&[0, 1, 2]));
        assert!(!is_json(b""));
    }
}
