//! `frost`: FROST threshold Schnorr signatures (RFC 9591) from the command
//! line.
//!
//! `frost demo` runs a whole ceremony in one process, through the serialised
//! messages a coordinator would relay, and prints every step. The other
//! commands run a real ceremony between separate processes: each invocation
//! is one participant (or the coordinator) doing one step, reading the
//! messages it received from files and writing the ones it sends as files,
//! all in one ceremony directory (`--dir`, by default the current one).
//!
//! Files are JSON, in the serde encoding of `frost-core`; secret files
//! (shares, key packages, nonces, DKG secrets) are created readable by their
//! owner only and never printed.

mod dealer;
mod demo;
mod dkg;
mod files;
mod names;
mod secret_json;
mod signing;
mod suite;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

use crate::suite::Suite;

/// Every command's failure: a message for the person running it.
pub(crate) type CliResult<T> = Result<T, String>;

/// FROST threshold Schnorr signatures (RFC 9591): key generation and signing
/// ceremonies between separate processes, through files.
#[derive(Parser)]
#[command(name = "frost", version, about, long_about = None)]
struct Cli {
    /// The ciphersuite (RFC 9591, Section 6).
    #[arg(long, global = true, value_enum, default_value_t = Suite::Ed25519)]
    suite: Suite,

    #[command(subcommand)]
    command: Command,
}

/// The ceremony directory every file command reads and writes.
#[derive(Args, Clone)]
pub(crate) struct Dir {
    /// Ceremony directory: where this step reads the files it receives and
    /// writes the files it sends.
    #[arg(long, default_value = ".")]
    pub(crate) dir: PathBuf,
}

/// The message to sign or verify.
#[derive(Args, Clone)]
#[group(required = true, multiple = false)]
pub(crate) struct MessageArg {
    /// The message, as text.
    #[arg(long)]
    pub(crate) message: Option<String>,
    /// The message, as the bytes of a file.
    #[arg(long)]
    pub(crate) message_file: Option<PathBuf>,
}

impl MessageArg {
    /// The message bytes.
    pub(crate) fn bytes(&self) -> CliResult<Vec<u8>> {
        match (&self.message, &self.message_file) {
            (Some(text), _) => Ok(text.as_bytes().to_vec()),
            (None, Some(path)) => {
                std::fs::read(path).map_err(|e| format!("{}: cannot read ({e})", path.display()))
            }
            (None, None) => Err("give the message with --message or --message-file".to_owned()),
        }
    }
}

#[derive(Subcommand)]
pub(crate) enum Command {
    /// Run a whole ceremony in this process, through serialised messages,
    /// and print every step.
    Demo(demo::DemoArgs),
    /// Trusted dealer: generate a group key and one secret share per
    /// participant (`secret-share-<i>.json`, `public-key-package.json`).
    Dealer(dealer::DealerArgs),
    /// Distributed key generation, one part per invocation and participant.
    #[command(subcommand)]
    Dkg(dkg::DkgCommand),
    /// Signing round one (participant): fresh nonces and their commitments
    /// (`nonces-<i>.json`, secret; `commitments-<i>.json`).
    Commit(signing::CommitArgs),
    /// Coordinator: gather the signers' commitments and the message into the
    /// signing package (`signing-package.json`).
    SigningPackage(signing::SigningPackageArgs),
    /// Signing round two (participant): a signature share
    /// (`signature-share-<i>.json`). Consumes the nonces file.
    Sign(signing::SignArgs),
    /// Coordinator: aggregate the signature shares into the signature
    /// (`signature.json`), naming any signer whose share is invalid.
    Aggregate(Dir),
    /// Verify `signature.json` against the group key and the message.
    Verify(signing::VerifyArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match suite::run(cli.suite, cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}
