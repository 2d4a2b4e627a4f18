//! The signing ceremony through files (RFC 9591, Section 5): `commit`,
//! `signing-package`, `sign`, `aggregate`, `verify`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use clap::Args;
use frost_core::keys::{KeyPackage, PublicKeyPackage, SecretShare};
use frost_core::round1::{self, SigningCommitments, SigningNonces};
use frost_core::round2::{self, SignatureShare};
use frost_core::serialization::MessageType;
use frost_core::{Ciphersuite, Error, Signature, SigningPackage};

use crate::files::{self, Overwrite};
use crate::message::{self, ExpectArg};
use crate::suite::Suite;
use crate::{CliResult, Dir, MessageArg, names};

#[derive(Args)]
pub(crate) struct CommitArgs {
    /// This participant's number.
    #[arg(long)]
    id: u16,
    #[command(flatten)]
    dir: Dir,
}

#[derive(Args)]
pub(crate) struct SigningPackageArgs {
    /// The signers' numbers, comma-separated (at least the threshold).
    #[arg(long, value_delimiter = ',', required = true)]
    signers: Vec<u16>,
    #[command(flatten)]
    message: MessageArg,
    #[command(flatten)]
    dir: Dir,
}

#[derive(Args)]
pub(crate) struct SignArgs {
    /// This participant's number.
    #[arg(long)]
    id: u16,
    #[command(flatten)]
    expect: ExpectArg,
    #[command(flatten)]
    dir: Dir,
}

#[derive(Args)]
pub(crate) struct VerifyArgs {
    #[command(flatten)]
    message: MessageArg,
    #[command(flatten)]
    dir: Dir,
}

impl CommitArgs {
    /// The suite of the participant's key file.
    pub(crate) fn suite(&self) -> CliResult<Suite> {
        files::suite_of(&key_path(&self.dir.dir, self.id)?)
    }
}

impl SigningPackageArgs {
    /// The suite of the first signer's commitments.
    pub(crate) fn suite(&self) -> CliResult<Suite> {
        let first = self.signers.first().copied().unwrap_or_default();
        files::suite_of(&files::in_dir(&self.dir.dir, names::commitments(first)))
    }
}

impl SignArgs {
    /// The suite of the signing package.
    pub(crate) fn suite(&self) -> CliResult<Suite> {
        files::suite_of(&files::in_dir(&self.dir.dir, names::SIGNING_PACKAGE))
    }
}

impl VerifyArgs {
    /// The suite of the public key package.
    pub(crate) fn suite(&self) -> CliResult<Suite> {
        files::suite_of(&files::in_dir(&self.dir.dir, names::PUBLIC_KEY_PACKAGE))
    }
}

/// Participant `id`'s key file: `key-package-<id>.json` from distributed key
/// generation, or else the dealer's `secret-share-<id>.json`.
fn key_path(dir: &Path, id: u16) -> CliResult<PathBuf> {
    let key_path = files::in_dir(dir, names::key_package(id));
    let share_path = files::in_dir(dir, names::secret_share(id));
    if key_path.exists() {
        Ok(key_path)
    } else if share_path.exists() {
        Ok(share_path)
    } else {
        Err(format!(
            "participant {id} has no key in {}: neither {} nor {}",
            dir.display(),
            names::key_package(id),
            names::secret_share(id)
        ))
    }
}

/// Participant `id`'s key package: from its key package file, or from the
/// dealer's secret share, checked against the dealer's commitment (RFC 9591,
/// Appendix C.2).
pub(crate) fn load_key<C: Ciphersuite>(dir: &Path, id: u16) -> CliResult<KeyPackage<C>> {
    let owner = format!("participant {id}");
    let identifier = names::identifier::<C>(id)?;
    let path = key_path(dir, id)?;
    let key = if path.ends_with(names::key_package(id)) {
        files::read_secret::<C, KeyPackage<C>>(&path, MessageType::KeyPackage, &owner)?
    } else {
        let share =
            files::read_secret::<C, SecretShare<C>>(&path, MessageType::SecretShare, &owner)?;
        if *share.identifier() != identifier {
            return Err(format!(
                "{}: this share belongs to {}",
                path.display(),
                names::participants(&[*share.identifier()])
            ));
        }
        KeyPackage::try_from(share).map_err(|e| match e {
            Error::InvalidSecretShare { .. } => format!(
                "{owner}: the secret share in {} does not match the dealer's commitment (tampered or corrupted); refusing it",
                path.display()
            ),
            other => format!("{owner}: the secret share in {} is invalid: {other}", path.display()),
        })?
    };
    if *key.identifier() != identifier {
        return Err(format!(
            "{}: this key belongs to {}",
            path.display(),
            names::participants(&[*key.identifier()])
        ));
    }
    Ok(key)
}

/// Round one: fresh nonces (kept secret until `frost sign` consumes them)
/// and the commitments to send to the coordinator.
pub(crate) fn commit<C: Ciphersuite>(args: &CommitArgs) -> CliResult<()> {
    let dir = &args.dir.dir;
    let key = load_key::<C>(dir, args.id)?;
    let (nonces, commitments) = round1::commit(key.signing_share(), &mut rand::rng());
    let nonces_path = files::in_dir(dir, names::nonces(args.id));
    files::write_secret(&nonces_path, &nonces, Overwrite::Allowed)?;
    let commitments_path = files::in_dir(dir, names::commitments(args.id));
    files::write(&commitments_path, &commitments)?;
    println!("wrote {} (secret, single use)", nonces_path.display());
    println!(
        "wrote {} (send to the coordinator)",
        commitments_path.display()
    );
    Ok(())
}

/// The coordinator's signing package from the chosen signers' commitments.
pub(crate) fn signing_package<C: Ciphersuite>(args: &SigningPackageArgs) -> CliResult<()> {
    let dir = &args.dir.dir;
    let mut commitments = BTreeMap::new();
    for &id in &args.signers {
        let path = files::in_dir(dir, names::commitments(id));
        let received: SigningCommitments<C> =
            files::read::<C, _>(&path, MessageType::SigningCommitments)?;
        if commitments
            .insert(names::identifier::<C>(id)?, received)
            .is_some()
        {
            return Err(format!("participant {id} is listed twice in --signers"));
        }
    }
    let message = args.message.bytes()?;
    let package = SigningPackage::new(commitments, &message)
        .map_err(|e| format!("cannot build the signing package: {e}"))?;
    let path = files::in_dir(dir, names::SIGNING_PACKAGE);
    files::write(&path, &package)?;
    println!(
        "wrote {} ({} signers, {}-byte message; send it to every signer)",
        path.display(),
        package.signing_commitments().len(),
        message.len()
    );
    Ok(())
}

/// Round two: this participant's signature share. The nonces file is marked
/// used before signing, so that it can never sign a second package.
pub(crate) fn sign<C: Ciphersuite>(args: &SignArgs) -> CliResult<()> {
    let dir = &args.dir.dir;
    let owner = format!("participant {}", args.id);
    let key = load_key::<C>(dir, args.id)?;
    let package: SigningPackage<C> = files::read::<C, _>(
        &files::in_dir(dir, names::SIGNING_PACKAGE),
        MessageType::SigningPackage,
    )?;
    println!(
        "{owner} is asked to sign, with {}, a message of {}",
        names::participants(&package.signers()),
        message::describe(package.message())
    );
    args.expect.check(package.message())?;
    let nonces_path = files::in_dir(dir, names::nonces(args.id));
    if !nonces_path.exists() {
        return Err(format!(
            "{owner} has no nonces ({} is missing): run `frost commit` first",
            nonces_path.display()
        ));
    }
    let nonces: SigningNonces<C> =
        files::read_secret::<C, _>(&nonces_path, MessageType::SigningNonces, &owner)?;
    files::mark_nonces_consumed(&nonces_path)?;
    let share = round2::sign(&package, nonces, &key)
        .map_err(|e| format!("{owner} refuses to sign: {e}"))?;
    let path = files::in_dir(dir, names::signature_share(args.id));
    files::write(&path, &share)?;
    println!("{owner} signed this message");
    println!(
        "wrote {} (send to the coordinator); the nonces are used up",
        path.display()
    );
    Ok(())
}

/// The coordinator's aggregation: every signer's share, checked, summed and
/// verified; invalid shares are refused naming their signers.
pub(crate) fn aggregate<C: Ciphersuite>(dir: &Dir) -> CliResult<()> {
    let dir = &dir.dir;
    let package: SigningPackage<C> = files::read::<C, _>(
        &files::in_dir(dir, names::SIGNING_PACKAGE),
        MessageType::SigningPackage,
    )?;
    let public: PublicKeyPackage<C> = files::read::<C, _>(
        &files::in_dir(dir, names::PUBLIC_KEY_PACKAGE),
        MessageType::PublicKeyPackage,
    )?;
    let mut shares = BTreeMap::new();
    let mut missing = Vec::new();
    for identifier in package.signing_commitments().keys() {
        let number = names::label(identifier);
        let path = files::in_dir(dir, names::signature_share(number));
        if !path.exists() {
            missing.push(*identifier);
            continue;
        }
        let share: SignatureShare<C> = files::read::<C, _>(&path, MessageType::SignatureShare)?;
        shares.insert(*identifier, share);
    }
    if !missing.is_empty() {
        return Err(format!(
            "no signature share yet from {}",
            names::participants(&missing)
        ));
    }
    let signature = frost_core::aggregate(&package, &shares, &public).map_err(|e| {
        let culprits = e.culprits();
        if culprits.is_empty() {
            format!("aggregation failed: {e}")
        } else {
            format!(
                "aggregation failed, blame {}: {e}",
                names::participants(&culprits)
            )
        }
    })?;
    let path = files::in_dir(dir, names::SIGNATURE);
    files::write(&path, &signature)?;
    println!(
        "wrote {}: {}",
        path.display(),
        names::hex(&signature.to_bytes())
    );
    println!(
        "the signature verifies under the group key {}",
        names::hex(public.verifying_key().to_bytes().as_ref())
    );
    Ok(())
}

/// Checks `signature.json` on the message under the group key of
/// `public-key-package.json`.
pub(crate) fn verify<C: Ciphersuite>(args: &VerifyArgs) -> CliResult<()> {
    let dir = &args.dir.dir;
    let public: PublicKeyPackage<C> = files::read::<C, _>(
        &files::in_dir(dir, names::PUBLIC_KEY_PACKAGE),
        MessageType::PublicKeyPackage,
    )?;
    let signature: Signature<C> = files::read::<C, _>(
        &files::in_dir(dir, names::SIGNATURE),
        MessageType::Signature,
    )?;
    let message = args.message.bytes()?;
    public
        .verifying_key()
        .verify(&message, &signature)
        .map_err(|e| format!("the signature does not verify: {e}"))?;
    println!(
        "valid: {} signs the message of {} under the group key {}",
        names::hex(&signature.to_bytes()),
        message::describe(&message),
        names::hex(public.verifying_key().to_bytes().as_ref())
    );
    Ok(())
}
