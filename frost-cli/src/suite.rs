//! The ciphersuites the tool speaks, and the one place that binds a suite
//! name to its `frost_core::Ciphersuite` type: every command is generic over
//! the suite.

use clap::ValueEnum;
use frost_core::Ciphersuite;

use crate::{CliResult, Command, dealer, demo, dkg, signing};

/// A ciphersuite of RFC 9591, Section 6, or the BIP340 variant of secp256k1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum Suite {
    /// FROST(Ed25519, SHA-512): RFC 8032 Ed25519 signatures.
    Ed25519,
    /// FROST(ristretto255, SHA-512).
    Ristretto255,
    /// FROST(secp256k1, SHA-256).
    Secp256k1,
    /// FROST(secp256k1, SHA-256) with BIP340 signatures (Taproot, untweaked
    /// key).
    Secp256k1Tr,
    /// FROST(P-256, SHA-256).
    P256,
    /// FROST(Ed448, SHAKE256): RFC 8032 Ed448 signatures.
    Ed448,
}

/// Runs `command` with the ciphersuite `suite`.
pub(crate) fn run(suite: Suite, command: Command) -> CliResult<()> {
    match suite {
        Suite::Ed25519 => execute::<frost_ed25519::Ed25519>(command),
        Suite::Ristretto255 => execute::<frost_ristretto255::Ristretto255>(command),
        Suite::Secp256k1 => execute::<frost_secp256k1::Secp256k1>(command),
        Suite::Secp256k1Tr => execute::<frost_secp256k1_tr::Secp256k1Tr>(command),
        Suite::P256 => execute::<frost_p256::P256>(command),
        Suite::Ed448 => execute::<frost_ed448::Ed448>(command),
    }
}

fn execute<C: Ciphersuite>(command: Command) -> CliResult<()> {
    match command {
        Command::Demo(args) => demo::run::<C>(&args),
        Command::Dealer(args) => dealer::run::<C>(&args),
        Command::Dkg(command) => dkg::run::<C>(&command),
        Command::Commit(args) => signing::commit::<C>(&args),
        Command::SigningPackage(args) => signing::signing_package::<C>(&args),
        Command::Sign(args) => signing::sign::<C>(&args),
        Command::Aggregate(dir) => signing::aggregate::<C>(&dir),
        Command::Verify(args) => signing::verify::<C>(&args),
    }
}
