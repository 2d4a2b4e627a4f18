//! The package of a signing session as the coordinator sends it to the
//! signers: the plain signing package of RFC 9591 (Section 5.2), or, for the
//! suites that sign re-randomized (the Zcash suites, ZIP 312), the
//! `frost-rerandomized` package that adds the randomizer `alpha` and the
//! randomized key `rk = Y + [alpha] G` the signature will verify under.
//!
//! The randomizer is the caller's, as a Zcash transaction builder chooses
//! `alpha` for each spend: it must be uniformly random, secret and used for
//! one session only (a known `alpha` links `rk` to the group key).

use std::collections::BTreeMap;
use std::path::Path;

use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::round1::SigningNonces;
use frost_core::round2::SignatureShare;
use frost_core::serialization::MessageType;
use frost_core::{Ciphersuite, Error, Identifier, Signature, SigningPackage, VerifyingKey};
use frost_rerandomized::{RandomizedSigningPackage, Randomizer};
use serde::Serialize;
use zeroize::Zeroizing;

use crate::suite::CliSuite;
use crate::taproot::{self, Tweak};
use crate::{CliResult, files, names};

/// The header type name of the re-randomized package's file.
pub(crate) const RANDOMIZED_TYPE: &str = "randomized_signing_package";

/// What the coordinator sends every signer in round two.
pub(crate) enum SessionPackage<C: Ciphersuite> {
    /// RFC 9591's signing package: commitments and message.
    Plain(SigningPackage<C>),
    /// The signing package with the session's randomizer and randomized key.
    Randomized(RandomizedSigningPackage<C>),
}

impl<C: Ciphersuite> SessionPackage<C> {
    /// The coordinator's package for `package`: re-randomized with
    /// `randomizer` under the group key `group_key` when one is given.
    pub(crate) fn new(
        package: SigningPackage<C>,
        randomizer: Option<Randomizer<C>>,
        group_key: &VerifyingKey<C>,
    ) -> Result<Self, Error<C>> {
        match randomizer {
            None => Ok(Self::Plain(package)),
            Some(randomizer) => {
                RandomizedSigningPackage::from_randomizer(package, group_key, randomizer)
                    .map(Self::Randomized)
            }
        }
    }

    /// The commitments and message.
    pub(crate) fn signing_package(&self) -> &SigningPackage<C> {
        match self {
            Self::Plain(package) => package,
            Self::Randomized(package) => package.signing_package(),
        }
    }

    /// The key the session's signature verifies under, for the group key
    /// `group_key`: `rk`, after checking the package's `rk` is `Y + [alpha] G`
    /// for this group ([`Error::RandomizerMismatch`] otherwise), or the group
    /// key itself for a plain package.
    pub(crate) fn verifying_key(
        &self,
        group_key: &VerifyingKey<C>,
    ) -> Result<VerifyingKey<C>, Error<C>> {
        match self {
            Self::Plain(_) => Ok(*group_key),
            Self::Randomized(package) => package
                .params(group_key)
                .map(|params| *params.randomized_verifying_key()),
        }
    }

    /// The session's randomizer, when it has one.
    pub(crate) fn randomizer(&self) -> Option<&Randomizer<C>> {
        match self {
            Self::Plain(_) => None,
            Self::Randomized(package) => Some(package.randomizer()),
        }
    }

    /// Round two: the signature share of `key` with `nonces`.
    pub(crate) fn sign(
        &self,
        nonces: SigningNonces<C>,
        key: &KeyPackage<C>,
    ) -> Result<SignatureShare<C>, Error<C>> {
        match self {
            Self::Plain(package) => frost_core::round2::sign(package, nonces, key),
            Self::Randomized(package) => frost_rerandomized::round2::sign(package, nonces, key),
        }
    }

    /// The coordinator's aggregation of `shares` for the group `public`.
    pub(crate) fn aggregate(
        &self,
        shares: &BTreeMap<Identifier<C>, SignatureShare<C>>,
        public: &PublicKeyPackage<C>,
    ) -> Result<Signature<C>, Error<C>> {
        match self {
            Self::Plain(package) => frost_core::aggregate(package, shares, public),
            Self::Randomized(package) => frost_rerandomized::aggregate(package, shares, public),
        }
    }

    /// The package's binary wire encoding.
    pub(crate) fn serialize(&self) -> Vec<u8> {
        match self {
            Self::Plain(package) => package.serialize(),
            Self::Randomized(package) => package.serialize(),
        }
    }

    /// Parses a package of the wire encoding: a re-randomized one if
    /// `randomized`, a plain one otherwise.
    pub(crate) fn deserialize(randomized: bool, bytes: &[u8]) -> Result<Self, Error<C>> {
        if randomized {
            RandomizedSigningPackage::deserialize(bytes).map(Self::Randomized)
        } else {
            SigningPackage::deserialize(bytes).map(Self::Plain)
        }
    }
}

/// Reads the session's package file: re-randomized for a suite that signs
/// only re-randomized, plain otherwise; with the Taproot tweak the
/// coordinator named in it, if any.
pub(crate) fn read<C: CliSuite>(path: &Path) -> CliResult<(SessionPackage<C>, Option<Tweak>)> {
    let (package, tweak) = if C::RERANDOMIZED {
        let (package, tweak) =
            files::read_extended::<C, _>(path, RANDOMIZED_TYPE, taproot::PACKAGE_FIELD)?;
        (SessionPackage::Randomized(package), tweak)
    } else {
        let (package, tweak) = files::read_extended::<C, _>(
            path,
            MessageType::SigningPackage.name(),
            taproot::PACKAGE_FIELD,
        )?;
        (SessionPackage::Plain(package), tweak)
    };
    let tweak = tweak
        .map(|value| Tweak::from_json(path, &value))
        .transpose()?;
    Ok((package, tweak))
}

/// Writes the session's package file, naming the Taproot tweak the session
/// signs for, if any, beside the package's own fields.
pub(crate) fn write<T: Serialize>(path: &Path, package: &T, tweak: Option<Tweak>) -> CliResult<()> {
    let mut value = serde_json::to_value(package)
        .map_err(|e| format!("{}: cannot encode ({e})", path.display()))?;
    if let (Some(tweak), Some(fields)) = (tweak, value.as_object_mut()) {
        fields.insert(taproot::PACKAGE_FIELD.to_owned(), tweak.to_json());
    }
    files::write(path, &value).map(drop)
}

/// Parses `--randomizer`: the hex of a canonical 32-byte scalar encoding
/// (e.g. the `alpha` a Zcash transaction builder chose). The text and the
/// decoded bytes are wiped once parsed.
pub(crate) fn parse_randomizer<C: Ciphersuite>(hex: &str) -> CliResult<Randomizer<C>> {
    let bytes = Zeroizing::new(names::unhex(hex.trim()).ok_or_else(|| {
        "--randomizer: not hex (give the 32-byte scalar alpha as 64 hex digits)".to_owned()
    })?);
    Randomizer::from_bytes(&bytes).map_err(|e| match e {
        Error::ZeroRandomizer => "--randomizer: the randomizer is zero, which would sign under the group key itself and link the signature to the group: refusing (give the spend's random alpha)".to_owned(),
        _ => "--randomizer: not a canonical scalar encoding of this suite (32 bytes, little-endian, below the group order)".to_owned(),
    })
}

/// Checks a `--randomizer` a signer or the coordinator gave against the
/// session's (constant time: the randomizer is confidential).
pub(crate) fn check_randomizer<C: Ciphersuite>(
    package: &SessionPackage<C>,
    given: Option<&Randomizer<C>>,
) -> CliResult<()> {
    match (package.randomizer(), given) {
        (_, None) => Ok(()),
        (None, Some(_)) => Err(
            "--randomizer was given, but the signing package is not re-randomized".to_owned(),
        ),
        (Some(session), Some(given)) if session == given => Ok(()),
        (Some(_), Some(_)) => Err(
            "the signing package carries another randomizer than --randomizer: refusing to sign or aggregate for a key other than the one expected".to_owned(),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type C = frost_redpallas::RedPallas;

    #[test]
    fn randomizers_parse_only_as_canonical_scalars() {
        let mut alpha = [0u8; 32];
        alpha[0] = 7;
        let hex = names::hex(&alpha);
        assert!(parse_randomizer::<C>(&hex).is_ok());
        assert!(parse_randomizer::<C>("zz").is_err());
        assert!(parse_randomizer::<C>(&hex[..62]).is_err());
        assert!(parse_randomizer::<C>(&"ff".repeat(32)).is_err());
        let zero = parse_randomizer::<C>(&"00".repeat(32)).expect_err("zero is refused");
        assert!(zero.contains("zero"), "{zero}");
    }
}
