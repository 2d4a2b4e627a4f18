//! The coordinator's steps of the signing ceremony (RFC 9591, Sections 5.1
//! to 5.3): `signing-package` and `aggregate`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};
use frost_core::keys::PublicKeyPackage;
use frost_core::round1::SigningCommitments;
use frost_core::round2::SignatureShare;
use frost_core::serialization::MessageType;
use frost_core::{Ciphersuite, Error, Identifier, SigningPackage};
use frost_rerandomized::{RandomizedSigningPackage, Randomizer};

use crate::suite::{CliSuite, Suite};
use crate::taproot::{self, TaprootArgs};
use crate::{CliResult, Dir, MessageArg, errors, message, names, session};
use crate::{files, share_file};

#[derive(Args)]
pub(crate) struct SigningPackageArgs {
    /// The signers' numbers, comma-separated (at least the threshold).
    #[arg(long, value_delimiter = ',', required = true)]
    signers: Vec<u16>,
    #[command(flatten)]
    message: MessageArg,
    /// Suites redpallas and redjubjub (required there, refused elsewhere):
    /// the session's randomizer `alpha`, a 32-byte scalar as 64 hex digits,
    /// from the transaction builder. It travels in the signing package; the
    /// signature verifies under `rk = Y + [alpha] G`. It must be random,
    /// secret and used once. Needs the group's public key package in the
    /// directory.
    #[arg(long)]
    randomizer: Option<String>,
    /// Suite secp256k1-tr: sign for the Taproot output key; the tweak
    /// travels in the signing package, and every signer and the aggregation
    /// take it from there.
    #[command(flatten)]
    taproot: TaprootArgs,
    #[command(flatten)]
    dir: Dir,
}

#[derive(Args)]
pub(crate) struct AggregateArgs {
    /// Re-randomized sessions: the randomizer the coordinator expects; the
    /// signing package must carry the same one.
    #[arg(long)]
    randomizer: Option<String>,
    /// The Taproot tweak is the signing package's; given here too, it must
    /// be the same.
    #[command(flatten)]
    taproot: TaprootArgs,
    /// Also write the bare signature, in the suite's standard encoding (64
    /// bytes for Ed25519 and BIP340, 114 for Ed448), to this file, for tools
    /// that take a signature as bytes rather than this tool's JSON.
    #[arg(long)]
    signature_out: Option<PathBuf>,
    /// The form of --signature-out: one line of hex, or the raw bytes.
    #[arg(long, value_enum, default_value_t = RawForm::Hex, requires = "signature_out")]
    signature_form: RawForm,
    #[command(flatten)]
    dir: Dir,
}

/// How `--signature-out` writes the signature.
#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum RawForm {
    /// Lowercase hex and a newline.
    Hex,
    /// The bytes themselves.
    Binary,
}

impl AggregateArgs {
    /// The suite of the group's public key package, the coordinator's own
    /// file: a received file of another suite is then blamed on that file.
    pub(crate) fn suite(&self) -> CliResult<Suite> {
        files::suite_of(&files::in_dir(&self.dir.dir, names::PUBLIC_KEY_PACKAGE))
    }
}

impl SigningPackageArgs {
    /// The suite of the group's public key package when the directory holds
    /// one (so that a file of another suite is blamed on that file, and a
    /// stranger in --signers is named before its files are looked for), of
    /// the first signer's commitments otherwise.
    pub(crate) fn suite(&self) -> CliResult<Suite> {
        let public = files::in_dir(&self.dir.dir, names::PUBLIC_KEY_PACKAGE);
        if public.exists() {
            return files::suite_of(&public);
        }
        let first = self.signers.first().copied().unwrap_or_default();
        files::suite_of(&files::in_dir(&self.dir.dir, names::commitments(first)))
    }
}

/// The coordinator's signing package from the chosen signers' commitments.
pub(crate) fn signing_package<C: CliSuite>(args: &SigningPackageArgs) -> CliResult<()> {
    let dir = &args.dir.dir;
    let mut signers = BTreeMap::new();
    for &id in &args.signers {
        if signers.insert(names::identifier::<C>(id)?, id).is_some() {
            return Err(format!("participant {id} is listed twice in --signers"));
        }
    }
    check_signers::<C>(dir, &signers)?;
    let mut commitments = BTreeMap::new();
    for (identifier, id) in signers {
        let path = files::in_dir(dir, names::commitments(id));
        let received: SigningCommitments<C> =
            files::read::<C, _>(&path, MessageType::SigningCommitments)?;
        commitments.insert(identifier, received);
    }
    let message = args.message.bytes()?;
    let package = SigningPackage::new(commitments, &message)
        .map_err(|e| errors::explain("building the signing package", &e))?;
    let path = files::in_dir(dir, names::SIGNING_PACKAGE);
    let signers = names::count(package.signing_commitments().len(), "signer");
    let tweak = args.taproot.requested();
    if let Some(tweak) = tweak {
        if !C::TAPROOT {
            return Err(C::no_taproot());
        }
        say!(
            "Taproot: the signature will verify under {}",
            tweak.describe()
        );
    }
    match randomizer::<C>(args.randomizer.as_deref())? {
        None => {
            session::write(&path, &package, tweak)?;
        }
        Some(randomizer) => {
            let public: PublicKeyPackage<C> = files::read::<C, _>(
                &files::in_dir(dir, names::PUBLIC_KEY_PACKAGE),
                MessageType::PublicKeyPackage,
            )?;
            let randomized = RandomizedSigningPackage::from_randomizer(
                package,
                public.verifying_key(),
                randomizer,
            )
            .map_err(|e| errors::explain("re-randomizing the signing package", &e))?;
            session::write(&path, &randomized, tweak)?;
            say!(
                "re-randomized: the signature will verify under rk = {}",
                names::hex(randomized.randomized_verifying_key().to_bytes().as_ref())
            );
        }
    }
    say!(
        "wrote {} ({signers}, message of {}; send it to every signer)",
        path.display(),
        message::describe(&message)
    );
    Ok(())
}

/// The `--randomizer` of the signing-package step: required for a suite
/// that signs only re-randomized, refused for the others.
fn randomizer<C: CliSuite>(hex: Option<&str>) -> CliResult<Option<Randomizer<C>>> {
    let suite = Suite::describe_context(C::CONTEXT_STRING);
    match (C::RERANDOMIZED, hex) {
        (true, Some(hex)) => session::parse_randomizer::<C>(hex).map(Some),
        (false, None) => Ok(None),
        (true, None) => Err(format!(
            "suite {suite} signs only re-randomized (ZIP 312): give the spend's randomizer alpha with --randomizer (64 hex digits)"
        )),
        (false, Some(_)) => Err(format!(
            "--randomizer is for suites redpallas and redjubjub; these files are of suite {suite}"
        )),
    }
}

/// When the group's public key package is in the directory, checks every
/// signer is a participant of the group and that there are enough of them,
/// before any signer's commitments file is looked for: a number that is no
/// member is named as such, not as a missing file.
fn check_signers<C: Ciphersuite>(
    dir: &Path,
    signers: &BTreeMap<Identifier<C>, u16>,
) -> CliResult<()> {
    let path = files::in_dir(dir, names::PUBLIC_KEY_PACKAGE);
    if !path.exists() {
        return Ok(());
    }
    let public: PublicKeyPackage<C> = files::read::<C, _>(&path, MessageType::PublicKeyPackage)?;
    let members: Vec<_> = public.verifying_shares().keys().copied().collect();
    let strangers: Vec<_> = signers
        .keys()
        .filter(|id| !public.verifying_shares().contains_key(id))
        .copied()
        .collect();
    if !strangers.is_empty() {
        return Err(format!(
            "--signers: {} {} not a member of this group (its participants, in {}, are {}); list only members",
            names::numbers(&strangers),
            if strangers.len() == 1 { "is" } else { "are" },
            path.display(),
            names::numbers(&members)
        ));
    }
    let threshold = usize::from(public.min_signers());
    if signers.len() < threshold {
        return Err(format!(
            "{} given, but the group's threshold is {threshold}: give at least {threshold} in --signers",
            names::count(signers.len(), "signer")
        ));
    }
    Ok(())
}

/// The coordinator's aggregation: every signer's share, checked, summed and
/// verified; invalid shares are refused naming their signers.
pub(crate) fn aggregate<C: CliSuite>(args: &AggregateArgs) -> CliResult<()> {
    let dir = &args.dir.dir;
    let (package, tweak) = session::read::<C>(&files::in_dir(dir, names::SIGNING_PACKAGE))?;
    let tweak = args.taproot.agree(tweak)?;
    let expected = args
        .randomizer
        .as_deref()
        .map(session::parse_randomizer::<C>)
        .transpose()?;
    session::check_randomizer(&package, expected.as_ref())?;
    let public = taproot::tweak_public(
        tweak,
        files::read::<C, PublicKeyPackage<C>>(
            &files::in_dir(dir, names::PUBLIC_KEY_PACKAGE),
            MessageType::PublicKeyPackage,
        )?,
    )?;
    let mut shares = BTreeMap::new();
    let mut missing = Vec::new();
    for identifier in package.signing_package().signing_commitments().keys() {
        let number = names::label(identifier);
        let path = files::in_dir(dir, names::signature_share(number));
        if !path.exists() {
            missing.push(*identifier);
            continue;
        }
        let share: SignatureShare<C> = share_file::read(&path, identifier)?;
        shares.insert(*identifier, share);
    }
    if !missing.is_empty() {
        return Err(format!(
            "no signature share yet from {}",
            names::participants(&missing)
        ));
    }
    let signature = package
        .aggregate(&shares, &public)
        .map_err(|e| aggregation_failed(&e, shares.len()))?;
    let key = package
        .verifying_key(public.verifying_key())
        .map_err(|e| errors::explain("aggregation", &e))?;
    let path = files::in_dir(dir, names::SIGNATURE);
    files::write(&path, &signature)?;
    say!(
        "wrote {}: {}",
        path.display(),
        names::hex(&signature.to_bytes())
    );
    if let Some(out) = &args.signature_out {
        let bytes = signature.to_bytes();
        match args.signature_form {
            RawForm::Hex => {
                files::write_public(out, format!("{}\n", names::hex(&bytes)).as_bytes())?
            }
            RawForm::Binary => files::write_public(out, &bytes)?,
        }
        say!(
            "wrote {} (the bare signature, {} bytes)",
            out.display(),
            bytes.len()
        );
    }
    say!(
        "the signature verifies under the {} {}",
        if package.randomizer().is_some() {
            "randomized key rk"
        } else {
            "group key"
        },
        names::hex(key.to_bytes().as_ref())
    );
    Ok(())
}

/// The aggregation's failure for `signers` shares. When every share fails
/// its check, the likeliest cause is on the coordinator's side, not a
/// conspiracy of every signer: a signing package, public key package or
/// Taproot tweak other than the one the signers used. Say so rather than
/// blame them all.
fn aggregation_failed<C: Ciphersuite>(error: &Error<C>, signers: usize) -> String {
    match error {
        Error::InvalidSignatureShare { culprits } if culprits.len() == signers && signers > 1 => {
            format!(
                "aggregation failed: every signer's share ({}) is invalid against this signing package and group key. The likely cause is the coordinator's: a signing package, public key package or Taproot tweak other than the one the signers signed with, rather than every signer cheating; check those before blaming the signers",
                names::numbers(culprits)
            )
        }
        other => errors::explain("aggregation", other),
    }
}
