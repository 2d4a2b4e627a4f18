//! `frost import-reference FILE`: a key package, secret share or public key
//! package made with the reference FROST crates (2.x or 3.0), in their JSON
//! or binary (postcard) form, checked and written as this tool's file (see
//! `frost_keygen::import` for every check). The suite is read off the file's
//! header.

use std::path::PathBuf;

use clap::Args;
use frost_core::Ciphersuite;
use frost_core::keys::PublicKeyPackage;
use frost_core::serialization::MessageType;
use frost_keygen::import::{self, Imported};
use zeroize::Zeroizing;

use crate::files::{self, Overwrite};
use crate::suite::{CliSuite, Suite, SuiteTask};
use crate::{CliResult, Dir, names};

#[derive(Args)]
pub(crate) struct ImportArgs {
    /// The reference crates' file: a serialised KeyPackage, SecretShare or
    /// PublicKeyPackage, as JSON or postcard bytes.
    file: PathBuf,
    /// The threshold of a public key package made with the reference 2.x,
    /// which does not record it.
    #[arg(long)]
    min: Option<u16>,
    #[command(flatten)]
    dir: Dir,
}

fn read(path: &std::path::Path) -> CliResult<Zeroizing<Vec<u8>>> {
    std::fs::read(path)
        .map(Zeroizing::new)
        .map_err(|e| format!("{}: cannot read ({e})", path.display()))
}

impl ImportArgs {
    /// The suite whose reference header the file carries.
    pub(crate) fn suite(&self) -> CliResult<Suite> {
        struct Matches<'a>(&'a [u8]);
        impl SuiteTask for Matches<'_> {
            type Output = bool;
            fn run<C: CliSuite>(self) -> bool {
                import::is_of_suite::<C>(self.0)
            }
        }
        let bytes = read(&self.file)?;
        <Suite as clap::ValueEnum>::value_variants()
            .iter()
            .copied()
            .find(|suite| suite.run(Matches(&bytes)))
            .ok_or_else(|| {
                format!(
                    "{}: not a key file of the reference crates in a suite this tool speaks (its header names none of them)",
                    self.file.display()
                )
            })
    }
}

/// A participant's number, for the names of its files.
fn number<C: Ciphersuite>(identifier: &frost_core::Identifier<C>) -> CliResult<u16> {
    names::label(identifier).parse().map_err(|_| {
        format!(
            "identifier {} is not a participant number (1, 2, ...): this tool names participants' files by number",
            names::label(identifier)
        )
    })
}

/// Checks a key of participant `identifier` against the public key package
/// of the directory, when there is one.
fn check_against_group<C: Ciphersuite>(
    dir: &std::path::Path,
    identifier: &frost_core::Identifier<C>,
    verifying_share: &frost_core::keys::VerifyingShare<C>,
    verifying_key: &frost_core::VerifyingKey<C>,
) -> CliResult<()> {
    let path = files::in_dir(dir, names::PUBLIC_KEY_PACKAGE);
    if !path.exists() {
        return Ok(());
    }
    let public: PublicKeyPackage<C> = files::read::<C, _>(&path, MessageType::PublicKeyPackage)?;
    if public.verifying_key() != verifying_key
        || public.verifying_shares().get(identifier) != Some(verifying_share)
    {
        return Err(format!(
            "{}: this key of {} does not belong to the group of {}; refusing it",
            path.display(),
            names::participants(&[*identifier]),
            path.display()
        ));
    }
    say!(
        "  matches the group's public key package {}",
        path.display()
    );
    Ok(())
}

pub(crate) fn run<C: CliSuite>(args: &ImportArgs) -> CliResult<()> {
    let dir = &args.dir.dir;
    files::ensure_dir(dir)?;
    let bytes = read(&args.file)?;
    let imported = import::import::<C>(&bytes, args.min)
        .map_err(|e| format!("{}: refused: {e}", args.file.display()))?;
    say!(
        "{}: a reference {} of suite {}, every check passed",
        args.file.display(),
        match &imported {
            Imported::KeyPackage(_) => "key package",
            Imported::SecretShare(_) => "secret share (checked against the dealer's commitment)",
            Imported::PublicKeyPackage(_) =>
                "public key package (shares checked against the group key)",
        },
        Suite::describe_context(C::CONTEXT_STRING)
    );
    match imported {
        Imported::KeyPackage(key) => {
            check_against_group(
                dir,
                key.identifier(),
                key.verifying_share(),
                key.verifying_key(),
            )?;
            let path = files::in_dir(dir, names::key_package(number(key.identifier())?));
            files::write_secret(&path, &key, Overwrite::Never)?;
            say!(
                "wrote {} (secret, {}; threshold {})",
                path.display(),
                names::participants(&[*key.identifier()]),
                key.min_signers()
            );
        }
        Imported::SecretShare(share) => {
            let (verifying_share, verifying_key) = share
                .verify()
                .map_err(|e| format!("{}: refused: {e}", args.file.display()))?;
            check_against_group(dir, share.identifier(), &verifying_share, &verifying_key)?;
            let path = files::in_dir(dir, names::secret_share(number(share.identifier())?));
            files::write_secret(&path, &share, Overwrite::Never)?;
            say!(
                "wrote {} (secret, {})",
                path.display(),
                names::participants(&[*share.identifier()])
            );
        }
        Imported::PublicKeyPackage(public) => {
            let path = files::in_dir(dir, names::PUBLIC_KEY_PACKAGE);
            if path.exists() {
                return Err(format!(
                    "{}: already exists; import into another directory",
                    path.display()
                ));
            }
            files::write(&path, &public)?;
            let members: Vec<_> = public.verifying_shares().keys().copied().collect();
            say!(
                "wrote {} (public; threshold {} of participants {})",
                path.display(),
                public.min_signers(),
                names::numbers(&members)
            );
        }
    }
    Ok(())
}
