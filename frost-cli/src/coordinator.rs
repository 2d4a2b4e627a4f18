//! The coordinator's steps of the signing ceremony (RFC 9591, Sections 5.1
//! to 5.3): `signing-package` and `aggregate`.

use std::collections::BTreeMap;

use clap::Args;
use frost_core::keys::PublicKeyPackage;
use frost_core::round1::SigningCommitments;
use frost_core::round2::SignatureShare;
use frost_core::serialization::MessageType;
use frost_core::{Ciphersuite, SigningPackage};

use crate::files;
use crate::suite::{CliSuite, Suite};
use crate::taproot::TaprootArgs;
use crate::{CliResult, Dir, MessageArg, names};

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
pub(crate) struct AggregateArgs {
    #[command(flatten)]
    taproot: TaprootArgs,
    #[command(flatten)]
    dir: Dir,
}

impl AggregateArgs {
    /// The suite of the signing package.
    pub(crate) fn suite(&self) -> CliResult<Suite> {
        files::suite_of(&files::in_dir(&self.dir.dir, names::SIGNING_PACKAGE))
    }
}

impl SigningPackageArgs {
    /// The suite of the first signer's commitments.
    pub(crate) fn suite(&self) -> CliResult<Suite> {
        let first = self.signers.first().copied().unwrap_or_default();
        files::suite_of(&files::in_dir(&self.dir.dir, names::commitments(first)))
    }
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

/// The coordinator's aggregation: every signer's share, checked, summed and
/// verified; invalid shares are refused naming their signers.
pub(crate) fn aggregate<C: CliSuite>(args: &AggregateArgs) -> CliResult<()> {
    let dir = &args.dir.dir;
    let package: SigningPackage<C> = files::read::<C, _>(
        &files::in_dir(dir, names::SIGNING_PACKAGE),
        MessageType::SigningPackage,
    )?;
    let public = args.taproot.public(files::read::<C, PublicKeyPackage<C>>(
        &files::in_dir(dir, names::PUBLIC_KEY_PACKAGE),
        MessageType::PublicKeyPackage,
    )?)?;
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
