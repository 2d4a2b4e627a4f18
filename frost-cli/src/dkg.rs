//! `frost dkg part1|part2|part3`: distributed key generation, one part per
//! invocation and participant, through the ceremony directory.
//!
//! Participant `i` of an `min`-of-`max` group:
//! 1. `part1` writes its secret `dkg-round1-secret-<i>.json` and the
//!    `dkg-round1-package-<i>.json` it broadcasts to everyone;
//! 2. `part2`, once every round-one package is there, checks them and writes
//!    its secret `dkg-round2-secret-<i>.json` and one
//!    `dkg-round2-package-<i>-to-<j>.json` per other participant `j`, each to
//!    be delivered to `j` alone (it is part of `j`'s signing share);
//! 3. `part3`, once every package addressed to it is there, checks them and
//!    writes its `key-package-<i>.json` and the group's
//!    `public-key-package.json` (or checks it equals the one already there).
//!
//! Each part deletes the secrets it no longer needs once it has succeeded.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use clap::{Args, Subcommand};
use frost_core::keys::PublicKeyPackage;
use frost_core::serialization::MessageType;
use frost_core::{Ciphersuite, Identifier};
use frost_keygen::dkg::{self, round1, round2};

use crate::files::{self, Overwrite};
use crate::suite::Suite;
use crate::{CliResult, Dir, SuiteArg, errors, names};

#[derive(Subcommand)]
pub(crate) enum DkgCommand {
    /// Part 1: commit to a random polynomial; broadcast the round-one package.
    Part1(Part1Args),
    /// Part 2: check everyone's round-one package; send each participant its
    /// round-two package.
    Part2(PartArgs),
    /// Part 3: check the round-two packages received; derive the key package
    /// and the public key package.
    Part3(PartArgs),
}

#[derive(Args)]
pub(crate) struct Part1Args {
    #[command(flatten)]
    suite: SuiteArg,
    /// This participant's number (1 to max).
    #[arg(long)]
    id: u16,
    /// How many participants must sign (the threshold).
    #[arg(long)]
    min: u16,
    /// How many participants take part.
    #[arg(long)]
    max: u16,
    #[command(flatten)]
    dir: Dir,
}

#[derive(Args)]
pub(crate) struct PartArgs {
    /// This participant's number.
    #[arg(long)]
    id: u16,
    #[command(flatten)]
    dir: Dir,
}

impl DkgCommand {
    /// Part 1 starts from nothing and is told the suite; parts 2 and 3 read
    /// it from the participant's secret of the part before.
    pub(crate) fn suite(&self) -> CliResult<Suite> {
        match self {
            DkgCommand::Part1(args) => Ok(args.suite.suite),
            DkgCommand::Part2(args) => files::suite_of(&files::in_dir(
                &args.dir.dir,
                names::dkg_round1_secret(args.id),
            )),
            DkgCommand::Part3(args) => files::suite_of(&files::in_dir(
                &args.dir.dir,
                names::dkg_round2_secret(args.id),
            )),
        }
    }
}

pub(crate) fn run<C: Ciphersuite>(command: &DkgCommand) -> CliResult<()> {
    match command {
        DkgCommand::Part1(args) => part1::<C>(args),
        DkgCommand::Part2(args) => part2::<C>(args),
        DkgCommand::Part3(args) => part3::<C>(args),
    }
}

fn part1<C: Ciphersuite>(args: &Part1Args) -> CliResult<()> {
    let dir = &args.dir.dir;
    files::ensure_dir(dir)?;
    names::check_threshold(args.min, args.max)?;
    if args.id == 0 || args.id > args.max {
        return Err(format!("--id must be between 1 and --max ({})", args.max));
    }
    let identifier = names::identifier::<C>(args.id)?;
    let (secret, package) = dkg::part1::<C, _>(identifier, args.max, args.min, &mut rand::rng())
        .map_err(|e| errors::explain("part 1", &e))?;
    let secret_path = files::in_dir(dir, names::dkg_round1_secret(args.id));
    files::write_secret(&secret_path, &secret, Overwrite::Never)?;
    let package_path = files::in_dir(dir, names::dkg_round1_package(args.id));
    files::write(&package_path, &package)?;
    say!("wrote {} (secret, keep for part 2)", secret_path.display());
    say!(
        "wrote {} (broadcast to every participant)",
        package_path.display()
    );
    Ok(())
}

/// The round-one packages of every participant but `me`, by sender.
fn round1_packages<C: Ciphersuite>(
    dir: &Path,
    me: u16,
    max: u16,
) -> CliResult<BTreeMap<Identifier<C>, round1::Package<C>>> {
    let mut packages = BTreeMap::new();
    let mut missing = Vec::new();
    for sender in (1..=max).filter(|j| *j != me) {
        let path = files::in_dir(dir, names::dkg_round1_package(sender));
        if !path.exists() {
            missing.push(sender.to_string());
            continue;
        }
        let package = files::read::<C, round1::Package<C>>(&path, MessageType::DkgRound1Package)?;
        packages.insert(names::identifier::<C>(sender)?, package);
    }
    if !missing.is_empty() {
        return Err(format!(
            "waiting for the round-one packages of participants {} in {}",
            missing.join(", "),
            dir.display()
        ));
    }
    Ok(packages)
}

/// Checks every sender ran part 1 with this participant's `--min`: the
/// engine would refuse their commitments' lengths; this says why.
fn same_threshold<C: Ciphersuite>(
    me: u16,
    min: u16,
    received: &BTreeMap<Identifier<C>, round1::Package<C>>,
) -> CliResult<()> {
    let others: Vec<String> = received
        .iter()
        .filter(|(_, package)| package.commitment().min_signers() != min)
        .map(|(id, package)| {
            format!(
                "participant {} with --min {}",
                names::label(id),
                package.commitment().min_signers()
            )
        })
        .collect();
    if others.is_empty() {
        return Ok(());
    }
    Err(format!(
        "the thresholds differ: participant {me} ran `dkg part1` with --min {min}, but {}; everyone must run part 1 again with the same --min and --max",
        others.join(", ")
    ))
}

fn part2<C: Ciphersuite>(args: &PartArgs) -> CliResult<()> {
    let dir = &args.dir.dir;
    let owner = format!("participant {}", args.id);
    let secret_path = files::in_dir(dir, names::dkg_round1_secret(args.id));
    let secret: round1::SecretPackage<C> =
        files::read_secret::<C, _>(&secret_path, MessageType::DkgRound1SecretPackage, &owner)?;
    if *secret.identifier() != names::identifier::<C>(args.id)? {
        return Err(format!(
            "{}: this secret belongs to another participant",
            secret_path.display()
        ));
    }
    let received = round1_packages::<C>(dir, args.id, secret.max_signers())?;
    same_threshold(args.id, secret.min_signers(), &received)?;
    let (round2_secret, packages) =
        dkg::part2(secret, &received).map_err(|e| errors::explain("part 2", &e))?;
    let round2_secret_path = files::in_dir(dir, names::dkg_round2_secret(args.id));
    files::write_secret(&round2_secret_path, &round2_secret, Overwrite::Never)?;
    say!(
        "wrote {} (secret, keep for part 3)",
        round2_secret_path.display()
    );
    for (recipient, package) in &packages {
        let path = files::in_dir(
            dir,
            names::dkg_round2_package(args.id, names::label(recipient)),
        );
        files::write_secret(&path, package, Overwrite::Never)?;
        say!(
            "wrote {} (secret, deliver to {} only)",
            path.display(),
            names::participants(&[*recipient])
        );
    }
    remove(&secret_path)?;
    Ok(())
}

fn part3<C: Ciphersuite>(args: &PartArgs) -> CliResult<()> {
    let dir = &args.dir.dir;
    let owner = format!("participant {}", args.id);
    let secret_path = files::in_dir(dir, names::dkg_round2_secret(args.id));
    let secret: round2::SecretPackage<C> =
        files::read_secret::<C, _>(&secret_path, MessageType::DkgRound2SecretPackage, &owner)?;
    if *secret.identifier() != names::identifier::<C>(args.id)? {
        return Err(format!(
            "{}: this secret belongs to another participant",
            secret_path.display()
        ));
    }
    let key_path = files::in_dir(dir, names::key_package(args.id));
    if key_path.exists() {
        return Err(format!(
            "{}: {owner} already holds a key here, from an earlier key generation; this one would replace it. Run each key generation in a directory of its own (move the old key's files away first only if that key is no longer used); nothing was changed",
            key_path.display()
        ));
    }
    let received_round1 = round1_packages::<C>(dir, args.id, secret.max_signers())?;
    let mut received_round2 = BTreeMap::new();
    let mut inbox = Vec::new();
    let mut missing = Vec::new();
    for sender in (1..=secret.max_signers()).filter(|j| *j != args.id) {
        let path = files::in_dir(dir, names::dkg_round2_package(sender, args.id));
        if !path.exists() {
            missing.push(sender.to_string());
            continue;
        }
        let from = format!("participant {sender} to {owner}");
        let package = files::read_secret::<C, round2::Package<C>>(
            &path,
            MessageType::DkgRound2Package,
            &from,
        )?;
        received_round2.insert(names::identifier::<C>(sender)?, package);
        inbox.push(path);
    }
    if !missing.is_empty() {
        return Err(format!(
            "waiting for the round-two packages of participants {} to {owner} in {}",
            missing.join(", "),
            dir.display()
        ));
    }
    let (key_package, public_key_package) = dkg::part3(&secret, &received_round1, &received_round2)
        .map_err(|e| errors::explain("part 3", &e))?;

    let public_path = files::in_dir(dir, names::PUBLIC_KEY_PACKAGE);
    if public_path.exists() {
        let existing: PublicKeyPackage<C> =
            files::read::<C, _>(&public_path, MessageType::PublicKeyPackage)?;
        if existing.verifying_key() != public_key_package.verifying_key() {
            return Err(format!(
                "{}: holds the public key package of another group key ({}) than the one this key generation produced ({}). Most likely an earlier key generation or dealer left it here: run each key generation in a directory of its own (move the old key's files away first only if that key is no longer used). If it was written by this key generation, the participants did not all see the same round-one packages: do not use this key. Nothing was written",
                public_path.display(),
                names::hex(existing.verifying_key().to_bytes().as_ref()),
                names::hex(public_key_package.verifying_key().to_bytes().as_ref())
            ));
        }
        if existing != public_key_package {
            return Err(format!(
                "{}: {owner} derived the same group key but other verifying shares or threshold than the public key package there: the participants disagree; do not use this key",
                public_path.display()
            ));
        }
        say!(
            "{} matches the public key package {owner} derived",
            public_path.display()
        );
    } else {
        files::write(&public_path, &public_key_package)?;
        say!("wrote {} (public)", public_path.display());
    }
    files::write_secret(&key_path, &key_package, Overwrite::Never)?;
    say!("wrote {} (secret)", key_path.display());
    say!(
        "group verifying key: {}",
        names::hex(public_key_package.verifying_key().to_bytes().as_ref())
    );
    say!(
        "transcript digest: {} (confirm every participant reports the same)",
        names::hex(&secret.transcript_digest().to_bytes())
    );
    remove(&secret_path)?;
    for path in &inbox {
        remove(path)?;
    }
    Ok(())
}

/// Deletes a secret file that is no longer needed.
fn remove(path: &Path) -> CliResult<()> {
    fs::remove_file(path).map_err(|e| format!("{}: cannot delete ({e})", path.display()))
}
