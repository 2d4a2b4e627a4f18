//! `frost`: FROST threshold Schnorr signatures (RFC 9591) from the command
//! line.
//!
//! `frost demo` runs a whole ceremony in one process, through the serialised
//! messages a coordinator would relay, and prints every step (`--robust`:
//! with the ROAST coordinator, while some signers are offline or
//! malicious). The other
//! commands run a real ceremony between separate processes: each invocation
//! is one participant (or the coordinator) doing one step, reading the
//! messages it received from files and writing the ones it sends as files,
//! all in one ceremony directory (`--dir`, by default the current one).
//!
//! Files are JSON, in the serde encoding of `frost-core`; each names its
//! ciphersuite, which the steps that read files take from them. Secret files
//! (shares, key packages, nonces, DKG secrets) are created readable by their
//! owner only, never printed, and refused when others may read them (unless
//! `--allow-insecure-permissions`); public files are written 0644. Each
//! participant's journal of issued and used nonces lives outside every
//! ceremony directory, in the user's state directory (`state_dir`), so that no
//! restore of a participant's files can make used nonces sign again.
//! docs/ceremony.md walks through a ceremony.

#[macro_use]
mod output;
mod bech32m;
mod coordinator;
mod dealer;
mod demo;
mod dkg;
mod errors;
mod export;
mod files;
mod inspect;
mod journal;
mod message;
mod names;
mod participant;
mod pem;
mod reference;
mod secret_json;
mod session;
mod share_file;
mod state_dir;
mod suite;
mod taproot;
mod verify;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

use crate::suite::{CliSuite, Suite, SuiteTask};

/// Every command's failure: a message for the person running it.
pub(crate) type CliResult<T> = Result<T, String>;

/// FROST threshold Schnorr signatures (RFC 9591): key generation and signing
/// ceremonies between separate processes, through files.
///
/// Every file names its ciphersuite: `--suite` is given only to the steps
/// that start from nothing (`demo`, `dealer`, `dkg part1`).
#[derive(Parser)]
#[command(name = "frost", version, about, long_about = None)]
struct Cli {
    /// Use secret files (shares, keys, nonces) even when others than their
    /// owner may read or write them, with a warning; by default they are
    /// refused, since the secret may already have leaked.
    #[arg(long, global = true)]
    allow_insecure_permissions: bool,
    #[command(subcommand)]
    command: Command,
}

/// The ciphersuite of a step that reads no file to learn it from.
#[derive(Args, Clone, Copy)]
pub(crate) struct SuiteArg {
    /// The ciphersuite (RFC 9591, Section 6).
    #[arg(long, value_enum, default_value_t = Suite::Ed25519)]
    pub(crate) suite: Suite,
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
    /// and print every step; with `--robust`, sign with the ROAST
    /// coordinator while `--offline K` signers crash and `--malicious M`
    /// send invalid shares (K + M at most max - min).
    Demo(demo::DemoArgs),
    /// Trusted dealer: generate a group key and one secret share per
    /// participant (`secret-share-<i>.json`, `public-key-package.json`).
    Dealer(dealer::DealerArgs),
    /// Distributed key generation, one part per invocation and participant.
    #[command(subcommand)]
    Dkg(dkg::DkgCommand),
    /// Signing round one (participant): fresh nonces and their commitments
    /// (`nonces-<i>.json`, secret; `commitments-<i>.json`).
    Commit(participant::CommitArgs),
    /// Coordinator: gather the signers' commitments and the message into the
    /// signing package (`signing-package.json`).
    SigningPackage(coordinator::SigningPackageArgs),
    /// Signing round two (participant): a signature share
    /// (`signature-share-<i>.json`) on the message confirmed with
    /// `--expect-message` (or `--yes`). Consumes the nonces file.
    Sign(participant::SignArgs),
    /// Coordinator: aggregate the signature shares into the signature
    /// (`signature.json`), naming any signer whose share is invalid.
    Aggregate(coordinator::AggregateArgs),
    /// Write the group key in a standard format: SubjectPublicKeyInfo PEM
    /// (Ed25519, Ed448, secp256k1, P-256), SEC1 compressed hex, BIP340
    /// x-only hex; for ristretto255, redpallas and redjubjub the raw 32-byte
    /// element encoding as hex (for the Zcash suites, the key `ak`). The
    /// signatures are Schnorr signatures: ECDSA tools (openssl with a P-256
    /// or secp256k1 key) cannot verify them.
    ExportKey(export::ExportArgs),
    /// Suite secp256k1-tr: the Taproot output key (BIP341) of the group
    /// key, its witness program and its address.
    Taproot(taproot::TaprootCommand),
    /// Import a key package, secret share or public key package made with
    /// the reference FROST crates (2.x or 3.0; JSON or postcard), strictly
    /// checked, as this tool's file.
    ImportReference(reference::ImportArgs),
    /// Describe a ceremony file: type, suite, participants, the message in
    /// full, sizes, and for key files the group key and threshold. Never a
    /// secret.
    Inspect(inspect::InspectArgs),
    /// Verify a signature (`signature.json`, or `--signature`) on the message
    /// under the group key (`public-key-package.json`, or `--key` in any
    /// format `export-key` writes).
    Verify(verify::VerifyArgs),
}

impl Command {
    /// The suite this step works in: given on the command line where no
    /// input file exists yet, read off the step's first input file
    /// otherwise.
    fn suite(&self) -> CliResult<Suite> {
        match self {
            Command::Demo(args) => Ok(args.suite.suite),
            Command::Dealer(args) => Ok(args.suite.suite),
            Command::Dkg(command) => command.suite(),
            Command::Commit(args) => args.suite(),
            Command::SigningPackage(args) => args.suite(),
            Command::Sign(args) => args.suite(),
            Command::Aggregate(args) => args.suite(),
            Command::Taproot(args) => args.suite(),
            Command::ExportKey(args) => args.suite(),
            Command::ImportReference(args) => args.suite(),
            Command::Verify(args) => args.suite(),
            Command::Inspect(args) => files::suite_of(&args.file),
        }
    }
}

/// A step, run with the types of its suite.
struct Execute(Command);

impl SuiteTask for Execute {
    type Output = CliResult<()>;

    fn run<C: CliSuite>(self) -> CliResult<()> {
        match self.0 {
            Command::Demo(args) => demo::run::<C>(&args),
            Command::Dealer(args) => dealer::run::<C>(&args),
            Command::Dkg(command) => dkg::run::<C>(&command),
            Command::Commit(args) => participant::commit::<C>(&args),
            Command::SigningPackage(args) => coordinator::signing_package::<C>(&args),
            Command::Sign(args) => participant::sign::<C>(&args),
            Command::Aggregate(args) => coordinator::aggregate::<C>(&args),
            Command::Taproot(args) => taproot::run::<C>(&args),
            Command::ExportKey(args) => export::run::<C>(&args),
            Command::ImportReference(args) => reference::run::<C>(&args),
            Command::Verify(args) => verify::verify::<C>(&args),
            Command::Inspect(args) => inspect::run::<C>(&args),
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if cli.allow_insecure_permissions {
        files::allow_insecure_permissions();
    }
    let outcome = cli
        .command
        .suite()
        .and_then(|suite| suite.run(Execute(cli.command)));
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}
