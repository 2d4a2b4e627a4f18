//! `frost verify`: checks a signature on a message under the group key.

use clap::Args;
use frost_core::Signature;
use frost_core::keys::PublicKeyPackage;
use frost_core::serialization::MessageType;

use crate::message;
use crate::suite::{CliSuite, Suite};
use crate::taproot::TaprootArgs;
use crate::{CliResult, Dir, MessageArg, files, names};

#[derive(Args)]
pub(crate) struct VerifyArgs {
    #[command(flatten)]
    message: MessageArg,
    #[command(flatten)]
    taproot: TaprootArgs,
    #[command(flatten)]
    dir: Dir,
}

impl VerifyArgs {
    /// The suite of the public key package.
    pub(crate) fn suite(&self) -> CliResult<Suite> {
        files::suite_of(&files::in_dir(&self.dir.dir, names::PUBLIC_KEY_PACKAGE))
    }
}

/// Checks `signature.json` on the message under the group key of
/// `public-key-package.json`.
pub(crate) fn verify<C: CliSuite>(args: &VerifyArgs) -> CliResult<()> {
    let dir = &args.dir.dir;
    let public = args.taproot.public(files::read::<C, PublicKeyPackage<C>>(
        &files::in_dir(dir, names::PUBLIC_KEY_PACKAGE),
        MessageType::PublicKeyPackage,
    )?)?;
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
