//! Taproot key-path spends with `--suite secp256k1-tr`: the BIP341 tap tweak
//! of the group's packages, and `frost taproot`, which shows the output key
//! and its address.
//!
//! A Taproot output commits to the output key `Q = evenY(P) + t·G`, `t` the
//! BIP341 `TapTweak` hash of the group key `P` and of the script tree's
//! merkle root, if any. Every signer (`sign --taproot`) and the coordinator
//! (`aggregate --taproot`) tweak their packages the same way, so the
//! ceremony produces a BIP340 signature under `Q`; the files keep the
//! untweaked key. BIP341 recommends the tweak even without scripts, so that
//! the output provably has no hidden script path.

use clap::{Args, ValueEnum};
use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::serialization::MessageType;

use crate::suite::{CliSuite, Suite};
use crate::{CliResult, Dir, bech32m, files, names};

/// Whether, and how, to tweak for a Taproot output (BIP341).
#[derive(Args, Clone, Copy)]
pub(crate) struct TaprootArgs {
    /// Work for the Taproot output key (BIP341 key-path spend) instead of
    /// the group key; suite secp256k1-tr only. Every signer and the
    /// coordinator must agree on it.
    #[arg(long)]
    taproot: bool,
    /// The 32-byte merkle root of the output's script tree, as hex (implies
    /// --taproot); without it, the output commits to no script.
    #[arg(long, value_parser = parse_merkle_root)]
    merkle_root: Option<[u8; 32]>,
}

fn parse_merkle_root(text: &str) -> Result<[u8; 32], String> {
    let bytes =
        names::unhex(text.trim()).ok_or_else(|| "the merkle root must be hex".to_owned())?;
    bytes
        .try_into()
        .map_err(|bytes: Vec<u8>| format!("the merkle root is 32 bytes, not {}", bytes.len()))
}

impl TaprootArgs {
    /// Whether a tweak was asked for.
    pub(crate) fn enabled(&self) -> bool {
        self.taproot || self.merkle_root.is_some()
    }

    /// The participant's key package, tweaked when asked.
    pub(crate) fn key<C: CliSuite>(&self, key: KeyPackage<C>) -> CliResult<KeyPackage<C>> {
        if self.enabled() {
            C::tap_tweak_key(&key, self.merkle_root.as_ref())
        } else {
            Ok(key)
        }
    }

    /// The public key package, tweaked when asked.
    pub(crate) fn public<C: CliSuite>(
        &self,
        public: PublicKeyPackage<C>,
    ) -> CliResult<PublicKeyPackage<C>> {
        if self.enabled() {
            C::tap_tweak_public(&public, self.merkle_root.as_ref())
        } else {
            Ok(public)
        }
    }
}

/// The Bitcoin network an address is written for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum Network {
    Mainnet,
    /// Testnet and signet (they share their addresses' prefix).
    Testnet,
    Regtest,
}

impl Network {
    /// The human-readable part of the network's segwit addresses (BIP173,
    /// and Bitcoin Core's chain parameters for regtest).
    fn hrp(self) -> &'static str {
        match self {
            Network::Mainnet => "bc",
            Network::Testnet => "tb",
            Network::Regtest => "bcrt",
        }
    }
}

#[derive(Args)]
pub(crate) struct TaprootCommand {
    /// The 32-byte merkle root of the output's script tree, as hex; without
    /// it, the output commits to no script.
    #[arg(long, value_parser = parse_merkle_root)]
    merkle_root: Option<[u8; 32]>,
    /// The network to write the address for.
    #[arg(long, value_enum, default_value_t = Network::Mainnet)]
    network: Network,
    #[command(flatten)]
    dir: Dir,
}

impl TaprootCommand {
    /// The suite of the public key package.
    pub(crate) fn suite(&self) -> CliResult<Suite> {
        files::suite_of(&files::in_dir(&self.dir.dir, names::PUBLIC_KEY_PACKAGE))
    }
}

/// BIP340's x-only form of an encoded key: its x coordinate, the SEC1
/// compressed encoding without its first byte.
pub(crate) fn x_only(sec1: &[u8]) -> &[u8] {
    sec1.get(1..).unwrap_or_default()
}

/// Prints the group's internal key, the Taproot output key and its
/// witness program and address.
pub(crate) fn run<C: CliSuite>(args: &TaprootCommand) -> CliResult<()> {
    let path = files::in_dir(&args.dir.dir, names::PUBLIC_KEY_PACKAGE);
    let public: PublicKeyPackage<C> = files::read::<C, _>(&path, MessageType::PublicKeyPackage)?;
    let tweaked = C::tap_tweak_public(&public, args.merkle_root.as_ref())?;
    let internal = public.verifying_key().to_bytes();
    let output = tweaked.verifying_key().to_bytes();
    let output = x_only(output.as_ref());
    say!(
        "internal key (x-only): {}",
        names::hex(x_only(internal.as_ref()))
    );
    match &args.merkle_root {
        Some(root) => say!("script tree merkle root: {}", names::hex(root)),
        None => say!("script tree: none (key-path spends only)"),
    }
    say!("output key (x-only): {}", names::hex(output));
    say!(
        "scriptPubKey (witness v1 program): 5120{}",
        names::hex(output)
    );
    say!(
        "address ({}): {}",
        format!("{:?}", args.network).to_lowercase(),
        bech32m::segwit_address(args.network.hrp(), 1, output)
    );
    say!(
        "sign with `frost sign --taproot` and aggregate with `frost aggregate --taproot`{}",
        if args.merkle_root.is_some() {
            " (with the same --merkle-root)"
        } else {
            ""
        }
    );
    Ok(())
}
