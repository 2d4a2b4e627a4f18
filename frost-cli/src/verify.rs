//! `frost verify`: checks a signature on a message under the group key,
//! given as the ceremony's public key package or in any standard format
//! `frost export-key` writes.

use std::path::{Path, PathBuf};

use clap::Args;
use frost_core::keys::PublicKeyPackage;
use frost_core::serialization::MessageType;
use frost_core::{Signature, VerifyingKey};
use frost_rerandomized::RandomizedParams;

use crate::message;
use crate::suite::{CliSuite, Suite};
use crate::taproot::TaprootArgs;
use crate::{CliResult, Dir, MessageArg, export, files, names, session};

#[derive(Args)]
pub(crate) struct VerifyArgs {
    #[command(flatten)]
    message: MessageArg,
    /// The group key: a public key package file, a key file as `frost
    /// export-key` writes it (PEM or hex), or the key itself as hex; by
    /// default the ceremony's `public-key-package.json`.
    #[arg(long)]
    key: Option<String>,
    /// The signature file; by default the ceremony's `signature.json`.
    #[arg(long)]
    signature: Option<PathBuf>,
    /// Suites redpallas and redjubjub: the session's randomizer `alpha`
    /// (64 hex digits); the signature is checked under the randomized key
    /// `rk = Y + [alpha] G` of the group key `Y`. Alternatively give `rk`
    /// itself, as hex, with `--key`.
    #[arg(long)]
    randomizer: Option<String>,
    #[command(flatten)]
    taproot: TaprootArgs,
    #[command(flatten)]
    dir: Dir,
}

impl VerifyArgs {
    fn signature_path(&self) -> PathBuf {
        self.signature
            .clone()
            .unwrap_or_else(|| files::in_dir(&self.dir.dir, names::SIGNATURE))
    }

    /// The suite of the signature.
    pub(crate) fn suite(&self) -> CliResult<Suite> {
        files::suite_of(&self.signature_path())
    }
}

/// The key to verify under: the (possibly tweaked) group key of a public
/// key package, or a key in a standard format, used as it is.
fn load_key<C: CliSuite>(args: &VerifyArgs) -> CliResult<VerifyingKey<C>> {
    let default_path = files::in_dir(&args.dir.dir, names::PUBLIC_KEY_PACKAGE);
    let path: &Path = args.key.as_deref().map_or(&default_path, Path::new);
    let text = match &args.key {
        // A key given as hex on the command line, not naming a file.
        Some(given) if !path.exists() && names::unhex(given.trim()).is_some() => {
            if args.taproot.enabled() {
                return Err("--taproot tweaks a public key package; a key given as hex is used as it is (give the output key, from `frost export-key --taproot`)".to_owned());
            }
            return export::parse_key::<C>(given)
                .map_err(|e| format!("--key: {e}"))?
                .ok_or_else(|| "--key: not a key".to_owned());
        }
        _ => std::fs::read_to_string(path)
            .map_err(|e| format!("{}: cannot read the key ({e})", path.display()))?,
    };
    if text.trim_start().starts_with('{') {
        let public = files::read::<C, PublicKeyPackage<C>>(path, MessageType::PublicKeyPackage)?;
        return Ok(*args.taproot.public(public)?.verifying_key());
    }
    if args.taproot.enabled() {
        return Err(format!(
            "{}: --taproot tweaks a public key package; a key in a standard format is used as it is (export the output key with `frost export-key --taproot`)",
            path.display()
        ));
    }
    export::parse_key::<C>(&text)
        .map_err(|e| format!("{}: {e}", path.display()))?
        .ok_or_else(|| {
            format!(
                "{}: neither a public key package nor a PEM or hex key",
                path.display()
            )
        })
}

/// Checks the signature on the message under the group key.
pub(crate) fn verify<C: CliSuite>(args: &VerifyArgs) -> CliResult<()> {
    let group_key = load_key::<C>(args)?;
    let key = match args.randomizer.as_deref() {
        None => group_key,
        Some(hex) => {
            let randomizer = session::parse_randomizer::<C>(hex)?;
            *RandomizedParams::new(&group_key, randomizer)
                .map_err(|e| format!("cannot re-randomize the group key: {e}"))?
                .randomized_verifying_key()
        }
    };
    let signature: Signature<C> =
        files::read::<C, _>(&args.signature_path(), MessageType::Signature)?;
    let message = args.message.bytes()?;
    key.verify(&message, &signature)
        .map_err(|e| {
            if C::RERANDOMIZED && args.randomizer.is_none() {
                format!(
                    "the signature does not verify: {e} (this suite signs under the randomized key rk: give the session's --randomizer, or rk with --key)"
                )
            } else {
                format!("the signature does not verify: {e}")
            }
        })?;
    say!(
        "valid: {} signs the message of {} under the {} {}",
        names::hex(&signature.to_bytes()),
        message::describe(&message),
        if args.randomizer.is_some() {
            "randomized key rk"
        } else {
            "group key"
        },
        names::hex(key.to_bytes().as_ref())
    );
    Ok(())
}
