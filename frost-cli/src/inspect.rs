//! `frost inspect FILE`: what a ceremony file holds, in words, before anyone
//! acts on it: its type and suite, the participants it names (as numbers),
//! a message in full, sizes, and for key files the group key and threshold.
//! Secret values are decoded (so checked) but never shown.

use std::path::{Path, PathBuf};

use clap::Args;
use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::round1::{SigningCommitments, SigningNonces};
use frost_core::serialization::MessageType;
use frost_core::{Ciphersuite, Signature, SigningPackage, VerifyingKey};
use frost_keygen::SecretShare;
use frost_keygen::dkg::round1;
use frost_rerandomized::RandomizedSigningPackage;

use crate::{CliResult, files, message, names, session, taproot};

#[derive(Args)]
pub(crate) struct InspectArgs {
    /// The file to describe.
    pub(crate) file: PathBuf,
}

/// A group key as hex.
fn key<C: Ciphersuite>(key: &VerifyingKey<C>) -> String {
    names::hex(key.to_bytes().as_ref())
}

pub(crate) fn run<C: Ciphersuite>(args: &InspectArgs) -> CliResult<()> {
    let path = args.file.as_path();
    let kind = files::type_of::<C>(path)?;
    let size = std::fs::metadata(path)
        .map_err(|e| format!("{}: cannot read ({e})", path.display()))?
        .len();
    say!("{}", path.display());
    say!(
        "  suite: {} ({})",
        crate::suite::Suite::describe_context(C::CONTEXT_STRING),
        C::CONTEXT_STRING
    );
    let secret = kind.is_some_and(is_secret);
    let randomized = kind.is_none() && files::type_name::<C>(path)? == session::RANDOMIZED_TYPE;
    say!(
        "  type: {}{}",
        match kind {
            Some(kind) => kind.name(),
            None if randomized => session::RANDOMIZED_TYPE,
            None => "(not a type this tool knows)",
        },
        if secret {
            " (secret: keep it owner-only; its secret values are not shown)"
        } else {
            ""
        }
    );
    say!("  file size: {size} bytes");
    match kind {
        Some(MessageType::KeyPackage) => key_package::<C>(path),
        Some(MessageType::SecretShare) => secret_share::<C>(path),
        Some(MessageType::PublicKeyPackage) => public_key_package::<C>(path),
        Some(MessageType::SigningPackage) => signing_package::<C>(path),
        Some(MessageType::SigningCommitments) => {
            let commitments: SigningCommitments<C> =
                files::read::<C, _>(path, MessageType::SigningCommitments)?;
            say!(
                "  one signer's round-one commitments (the signer is named by the file name), {} bytes encoded",
                commitments.serialize().len()
            );
            Ok(())
        }
        Some(MessageType::SigningNonces) => {
            let nonces: SigningNonces<C> =
                files::read_secret::<C, _>(path, MessageType::SigningNonces, &"its owner")?;
            say!(
                "  unused single-use nonces; their public commitments are {} bytes encoded",
                nonces.commitments().serialize().len()
            );
            Ok(())
        }
        Some(MessageType::Signature) => {
            let signature: Signature<C> = files::read::<C, _>(path, MessageType::Signature)?;
            let bytes = signature.to_bytes();
            say!(
                "  signature ({} bytes): {}",
                bytes.len(),
                names::hex(&bytes)
            );
            Ok(())
        }
        Some(MessageType::DkgRound1Package) => {
            let package: round1::Package<C> =
                files::read::<C, _>(path, MessageType::DkgRound1Package)?;
            say!(
                "  distributed key generation, round one: threshold {}",
                package.commitment().min_signers()
            );
            Ok(())
        }
        None if randomized => randomized_signing_package::<C>(path),
        _ => {
            say!("  (no further detail for this type)");
            Ok(())
        }
    }
}

/// A re-randomized signing package (the Zcash suites): signers, message and
/// the randomized key `rk` it claims; the randomizer is confidential and not
/// shown.
fn randomized_signing_package<C: Ciphersuite>(path: &Path) -> CliResult<()> {
    let package: RandomizedSigningPackage<C> =
        files::read_named::<C, _>(path, session::RANDOMIZED_TYPE)?;
    say!(
        "  signers: {}",
        names::numbers(&package.signing_package().signers())
    );
    say!(
        "  message: {}",
        message::describe(package.signing_package().message())
    );
    say!(
        "  re-randomized: the signature will verify under rk = {} (as the package claims; `frost sign` checks it against the group key; the randomizer is not shown)",
        key(package.randomized_verifying_key())
    );
    Ok(())
}

/// Whether messages of this type carry a secret (frost-core's list of
/// secret types).
fn is_secret(kind: MessageType) -> bool {
    matches!(
        kind,
        MessageType::SigningShare
            | MessageType::SigningKey
            | MessageType::SecretShare
            | MessageType::KeyPackage
            | MessageType::SigningNonces
            | MessageType::DkgRound2Package
            | MessageType::DkgRound1SecretPackage
            | MessageType::DkgRound2SecretPackage
            | MessageType::RefreshingShare
            | MessageType::RefreshRound1SecretPackage
            | MessageType::RefreshRound2SecretPackage
            | MessageType::RepairDelta
            | MessageType::RepairDeltaSum
            | MessageType::ReshareSubShare
    )
}

fn key_package<C: Ciphersuite>(path: &Path) -> CliResult<()> {
    let package: KeyPackage<C> =
        files::read_secret::<C, _>(path, MessageType::KeyPackage, &"its owner")?;
    say!("  participant: {}", names::label(package.identifier()));
    say!("  threshold: {} signers", package.min_signers());
    say!("  group key: {}", key(package.verifying_key()));
    say!(
        "  participant's verifying share: {}",
        names::hex(package.verifying_share().to_bytes().as_ref())
    );
    Ok(())
}

fn secret_share<C: Ciphersuite>(path: &Path) -> CliResult<()> {
    let share: SecretShare<C> =
        files::read_secret::<C, _>(path, MessageType::SecretShare, &"its owner")?;
    say!("  participant: {}", names::label(share.identifier()));
    say!("  threshold: {} signers", share.commitment().min_signers());
    match share.verify() {
        Ok((_, group_key)) => {
            say!("  group key: {}", key(&group_key));
            say!("  the share matches the dealer's commitment");
        }
        Err(e) => say!("  the share does NOT match the dealer's commitment: {e}"),
    }
    Ok(())
}

fn public_key_package<C: Ciphersuite>(path: &Path) -> CliResult<()> {
    let package: PublicKeyPackage<C> = files::read::<C, _>(path, MessageType::PublicKeyPackage)?;
    let participants: Vec<_> = package.verifying_shares().keys().copied().collect();
    say!("  group key: {}", key(package.verifying_key()));
    say!(
        "  threshold: {} of {} participants ({})",
        package.min_signers(),
        participants.len(),
        names::numbers(&participants)
    );
    Ok(())
}

fn signing_package<C: Ciphersuite>(path: &Path) -> CliResult<()> {
    let (package, tweak): (SigningPackage<C>, _) = files::read_extended::<C, _>(
        path,
        MessageType::SigningPackage.name(),
        taproot::PACKAGE_FIELD,
    )?;
    say!("  signers: {}", names::numbers(&package.signers()));
    say!("  message: {}", message::describe(package.message()));
    if let Some(tweak) = tweak {
        let tweak = taproot::Tweak::from_json(path, &tweak)?;
        say!("  Taproot: signs under {}", tweak.describe());
    }
    Ok(())
}
