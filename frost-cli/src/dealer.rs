//! `frost dealer`: trusted-dealer key generation (RFC 9591, Appendix C).

use clap::Args;
use frost_core::Ciphersuite;
use frost_core::keys::{self, IdentifierList};

use crate::files::{self, Overwrite};
use crate::{CliResult, Dir, SuiteArg, names};

#[derive(Args)]
pub(crate) struct DealerArgs {
    #[command(flatten)]
    pub(crate) suite: SuiteArg,
    /// How many participants must sign (the threshold).
    #[arg(long)]
    min: u16,
    /// How many participants hold a share (identifiers 1 to max).
    #[arg(long)]
    max: u16,
    #[command(flatten)]
    dir: Dir,
}

/// Splits a fresh group key into `max` shares and writes one secret file per
/// participant and the public key package. The dealer learns the group key:
/// hand each `secret-share-<i>.json` to participant `i` over a confidential,
/// authenticated channel, then delete it.
pub(crate) fn run<C: Ciphersuite>(args: &DealerArgs) -> CliResult<()> {
    let dir = &args.dir.dir;
    names::check_threshold(args.min, args.max)?;
    files::ensure_dir(dir)?;
    let (shares, public_key_package) = keys::generate_with_dealer::<C, _>(
        args.max,
        args.min,
        IdentifierList::Default,
        &mut rand::rng(),
    )
    .map_err(|e| format!("cannot deal a {}-of-{} key: {e}", args.min, args.max))?;
    for (number, share) in (1..=args.max).zip(shares.values()) {
        let path = files::in_dir(dir, names::secret_share(number));
        let size = files::write_secret(&path, share, Overwrite::Never)?;
        println!(
            "wrote {} (secret, for participant {number} only; {size} bytes)",
            path.display()
        );
    }
    let path = files::in_dir(dir, names::PUBLIC_KEY_PACKAGE);
    files::write(&path, &public_key_package)?;
    println!("wrote {} (public)", path.display());
    println!(
        "group verifying key: {}",
        names::hex(public_key_package.verifying_key().to_bytes().as_ref())
    );
    Ok(())
}
