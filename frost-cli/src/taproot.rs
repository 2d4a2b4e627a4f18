//! Taproot key-path spends with `--suite secp256k1-tr`: the BIP341 tap tweak
//! of the group's packages, and `frost taproot`, which shows the output key
//! and its address.
//!
//! A Taproot output commits to the output key `Q = evenY(P) + t·G`, `t` the
//! BIP341 `TapTweak` hash of the group key `P` and of the script tree's
//! merkle root, if any. The coordinator names the tweak in the signing
//! package (`signing-package --taproot` or `--merkle-root`), and every signer
//! and the aggregation take it from there, so that they cannot disagree
//! about it; the ceremony produces a BIP340 signature under `Q`, and the key
//! files keep the untweaked key. BIP341 recommends the tweak even without
//! scripts, so that the output provably has no hidden script path.

use std::path::Path;

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

/// The field of the signing package file that names the session's tweak.
pub(crate) const PACKAGE_FIELD: &str = "taproot";

/// The BIP341 tap tweak a signing session signs for: the output key of the
/// group key and of this script tree's merkle root (none: key path only).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Tweak {
    merkle_root: Option<[u8; 32]>,
}

impl Tweak {
    /// The tweak as the signing package file carries it.
    pub(crate) fn to_json(self) -> serde_json::Value {
        serde_json::json!({ "merkle_root": self.merkle_root.map(|root| names::hex(&root)) })
    }

    /// The tweak a signing package file carries, read from `path`.
    pub(crate) fn from_json(path: &Path, value: &serde_json::Value) -> CliResult<Self> {
        let invalid = || {
            format!(
                "{}: invalid Taproot tweak (expected {{\"merkle_root\": null or 64 hex digits}})",
                path.display()
            )
        };
        let fields = value.as_object().ok_or_else(invalid)?;
        if fields.keys().any(|name| name != "merkle_root") {
            return Err(invalid());
        }
        let merkle_root = match fields.get("merkle_root") {
            Some(serde_json::Value::String(hex)) => {
                Some(parse_merkle_root(hex).map_err(|_| invalid())?)
            }
            Some(serde_json::Value::Null) => None,
            _ => return Err(invalid()),
        };
        Ok(Self { merkle_root })
    }

    /// `"the Taproot output key with merkle root <hex>"`.
    pub(crate) fn describe(self) -> String {
        match self.merkle_root {
            Some(root) => format!(
                "the Taproot output key with script tree merkle root {}",
                names::hex(&root)
            ),
            None => "the Taproot output key without script tree".to_owned(),
        }
    }

    /// A participant's key package, tweaked.
    pub(crate) fn key<C: CliSuite>(self, key: KeyPackage<C>) -> CliResult<KeyPackage<C>> {
        C::tap_tweak_key(&key, self.merkle_root.as_ref())
    }

    /// The public key package, tweaked.
    pub(crate) fn public<C: CliSuite>(
        self,
        public: PublicKeyPackage<C>,
    ) -> CliResult<PublicKeyPackage<C>> {
        C::tap_tweak_public(&public, self.merkle_root.as_ref())
    }
}

/// Applies an optional tweak to a key package.
pub(crate) fn tweak_key<C: CliSuite>(
    tweak: Option<Tweak>,
    key: KeyPackage<C>,
) -> CliResult<KeyPackage<C>> {
    match tweak {
        Some(tweak) => tweak.key(key),
        None => Ok(key),
    }
}

/// Applies an optional tweak to a public key package.
pub(crate) fn tweak_public<C: CliSuite>(
    tweak: Option<Tweak>,
    public: PublicKeyPackage<C>,
) -> CliResult<PublicKeyPackage<C>> {
    match tweak {
        Some(tweak) => tweak.public(public),
        None => Ok(public),
    }
}

impl TaprootArgs {
    /// Whether a tweak was asked for.
    pub(crate) fn enabled(&self) -> bool {
        self.taproot || self.merkle_root.is_some()
    }

    /// The tweak asked for on the command line, if any.
    pub(crate) fn requested(&self) -> Option<Tweak> {
        self.enabled().then_some(Tweak {
            merkle_root: self.merkle_root,
        })
    }

    /// The tweak of a session whose signing package carries `carried`: that
    /// one. A tweak also given on the command line must be the same, or the
    /// step is refused before anything is signed or aggregated.
    pub(crate) fn agree(&self, carried: Option<Tweak>) -> CliResult<Option<Tweak>> {
        match (self.requested(), carried) {
            (None, carried) => Ok(carried),
            (Some(asked), Some(carried)) if asked == carried => Ok(Some(carried)),
            (Some(asked), Some(carried)) => Err(format!(
                "the signing package asks for a signature under {}, but this command line asks for {}: refusing (leave out --taproot and --merkle-root to take the package's)",
                carried.describe(),
                asked.describe()
            )),
            (Some(asked), None) => Err(format!(
                "this command line asks for a signature under {}, but the signing package asks for none (it signs under the group key itself): refusing. The coordinator names the tweak in the package, with `frost signing-package --taproot` (or --merkle-root)",
                asked.describe()
            )),
        }
    }

    /// The public key package, tweaked when asked.
    pub(crate) fn public<C: CliSuite>(
        &self,
        public: PublicKeyPackage<C>,
    ) -> CliResult<PublicKeyPackage<C>> {
        tweak_public(self.requested(), public)
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
