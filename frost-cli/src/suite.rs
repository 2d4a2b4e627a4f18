//! The ciphersuites the tool speaks, and the one place that binds a suite
//! name to its `frost_core::Ciphersuite` type: every command is generic over
//! the suite, and [`Suite::run`] is the only match over the suites.
//!
//! Adding a suite takes a variant of [`Suite`], its arm in [`Suite::run`]
//! and its [`CliSuite`] implementation below (which says how its group key
//! is exported).

use clap::ValueEnum;
use frost_core::Ciphersuite;
use frost_core::keys::{KeyPackage, PublicKeyPackage};

use crate::CliResult;
use crate::export::{self, KeyFormat};

/// A ciphersuite of RFC 9591, Section 6, the BIP340 variant of secp256k1, or
/// one of the Zcash suites of ZIP 312.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum Suite {
    /// FROST(Ed25519, SHA-512): RFC 8032 Ed25519 signatures.
    Ed25519,
    /// FROST(ristretto255, SHA-512).
    Ristretto255,
    /// FROST(secp256k1, SHA-256).
    Secp256k1,
    /// FROST(secp256k1, SHA-256) with BIP340 signatures, for Taproot (see
    /// `--taproot`).
    Secp256k1Tr,
    /// FROST(P-256, SHA-256).
    P256,
    /// FROST(Ed448, SHAKE256): RFC 8032 Ed448 signatures.
    Ed448,
    /// FROST(Pallas, BLAKE2b-512): RedPallas signatures for Zcash Orchard
    /// (ZIP 312); signing is re-randomized (see `--randomizer`).
    Redpallas,
    /// FROST(Jubjub, BLAKE2b-512): RedJubjub signatures for Zcash Sapling
    /// (ZIP 312); signing is re-randomized (see `--randomizer`).
    Redjubjub,
}

/// Work to do with one ciphersuite's types, given the suite at run time.
pub(crate) trait SuiteTask {
    type Output;
    fn run<C: CliSuite>(self) -> Self::Output;
}

impl Suite {
    /// Runs `task` with this suite's `Ciphersuite` type.
    pub(crate) fn run<T: SuiteTask>(self, task: T) -> T::Output {
        match self {
            Suite::Ed25519 => task.run::<frost_ed25519::Ed25519>(),
            Suite::Ristretto255 => task.run::<frost_ristretto255::Ristretto255>(),
            Suite::Secp256k1 => task.run::<frost_secp256k1::Secp256k1>(),
            Suite::Secp256k1Tr => task.run::<frost_secp256k1_tr::Secp256k1Tr>(),
            Suite::P256 => task.run::<frost_p256::P256>(),
            Suite::Ed448 => task.run::<frost_ed448::Ed448>(),
            Suite::Redpallas => task.run::<frost_redpallas::RedPallas>(),
            Suite::Redjubjub => task.run::<frost_redjubjub::RedJubjub>(),
        }
    }

    /// The name `--suite` takes, e.g. `secp256k1-tr`.
    pub(crate) fn cli_name(self) -> String {
        self.to_possible_value()
            .map_or_else(|| format!("{self:?}"), |value| value.get_name().to_owned())
    }

    /// The suite's RFC 9591 context string, which file headers carry.
    pub(crate) fn context_string(self) -> &'static str {
        struct ContextString;
        impl SuiteTask for ContextString {
            type Output = &'static str;
            fn run<C: CliSuite>(self) -> &'static str {
                C::CONTEXT_STRING
            }
        }
        self.run(ContextString)
    }

    /// Whether the suite signs only re-randomized (ZIP 312): Zcash spends
    /// are authorized under `rk = ak + [alpha] G`, never under the group key
    /// itself.
    pub(crate) fn rerandomized(self) -> bool {
        struct Rerandomized;
        impl SuiteTask for Rerandomized {
            type Output = bool;
            fn run<C: CliSuite>(self) -> bool {
                C::RERANDOMIZED
            }
        }
        self.run(Rerandomized)
    }

    /// The suite whose context string is `context`.
    pub(crate) fn from_context_string(context: &str) -> Option<Suite> {
        Suite::value_variants()
            .iter()
            .copied()
            .find(|suite| suite.context_string() == context)
    }

    /// The CLI name of the suite with context string `context`, or the
    /// context string itself when no suite of this tool has it.
    pub(crate) fn describe_context(context: &str) -> String {
        Suite::from_context_string(context).map_or_else(
            || format!("an unknown ciphersuite ({context:?})"),
            Suite::cli_name,
        )
    }
}

/// What the tool needs of a suite beyond `Ciphersuite`.
pub(crate) trait CliSuite: Ciphersuite {
    /// How `frost export-key` writes the group key.
    const KEY_FORMAT: KeyFormat;

    /// Whether every signature is made under a re-randomized key
    /// (`frost-rerandomized`), with a randomizer the caller gives: the Zcash
    /// suites, whose spends are signed under `rk`.
    const RERANDOMIZED: bool = false;

    /// Whether the suite has the BIP341 tap tweak (`--taproot`).
    const TAPROOT: bool = false;

    /// The refusal of `--taproot` for a suite without it.
    fn no_taproot() -> String {
        no_taproot::<Self>()
    }

    /// The BIP341 tap tweak of a participant's key package; only the
    /// BIP340 suite has one.
    fn tap_tweak_key(
        _key: &KeyPackage<Self>,
        _root: Option<&[u8; 32]>,
    ) -> CliResult<KeyPackage<Self>> {
        Err(no_taproot::<Self>())
    }

    /// The BIP341 tap tweak of the public key package.
    fn tap_tweak_public(
        _public: &PublicKeyPackage<Self>,
        _root: Option<&[u8; 32]>,
    ) -> CliResult<PublicKeyPackage<Self>> {
        Err(no_taproot::<Self>())
    }
}

fn no_taproot<C: Ciphersuite>() -> String {
    format!(
        "--taproot and --merkle-root are for suite secp256k1-tr (BIP340) only; these files are of suite {}",
        Suite::describe_context(C::CONTEXT_STRING)
    )
}

impl CliSuite for frost_ed25519::Ed25519 {
    const KEY_FORMAT: KeyFormat = KeyFormat::Spki(export::ED25519_SPKI_PREFIX);
}

impl CliSuite for frost_ristretto255::Ristretto255 {
    const KEY_FORMAT: KeyFormat = KeyFormat::Raw;
}

impl CliSuite for frost_secp256k1::Secp256k1 {
    const KEY_FORMAT: KeyFormat = KeyFormat::Sec1(export::SECP256K1_SPKI_PREFIX);
}

impl CliSuite for frost_secp256k1_tr::Secp256k1Tr {
    const KEY_FORMAT: KeyFormat = KeyFormat::XOnly;
    const TAPROOT: bool = true;

    fn tap_tweak_key(
        key: &KeyPackage<Self>,
        root: Option<&[u8; 32]>,
    ) -> CliResult<KeyPackage<Self>> {
        use frost_secp256k1_tr::taproot::TapTweak;
        key.tap_tweak(root)
            .map_err(|e| format!("cannot apply the Taproot tweak: {e}"))
    }

    fn tap_tweak_public(
        public: &PublicKeyPackage<Self>,
        root: Option<&[u8; 32]>,
    ) -> CliResult<PublicKeyPackage<Self>> {
        use frost_secp256k1_tr::taproot::TapTweak;
        public
            .tap_tweak(root)
            .map_err(|e| format!("cannot apply the Taproot tweak: {e}"))
    }
}

impl CliSuite for frost_p256::P256 {
    const KEY_FORMAT: KeyFormat = KeyFormat::Sec1(export::P256_SPKI_PREFIX);
}

impl CliSuite for frost_ed448::Ed448 {
    const KEY_FORMAT: KeyFormat = KeyFormat::Spki(export::ED448_SPKI_PREFIX);
}

/// The group key as its 32-byte `repr_P` encoding (Zcash's `ak`), hex.
impl CliSuite for frost_redpallas::RedPallas {
    const KEY_FORMAT: KeyFormat = KeyFormat::Raw;
    const RERANDOMIZED: bool = true;
}

/// The group key as its 32-byte `repr_J` encoding (Zcash's `ak`), hex.
impl CliSuite for frost_redjubjub::RedJubjub {
    const KEY_FORMAT: KeyFormat = KeyFormat::Raw;
    const RERANDOMIZED: bool = true;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn context_strings_map_back_to_their_suites() {
        for suite in Suite::value_variants() {
            assert_eq!(
                Suite::from_context_string(suite.context_string()),
                Some(*suite)
            );
        }
        assert_eq!(Suite::Secp256k1Tr.cli_name(), "secp256k1-tr");
        assert_eq!(Suite::from_context_string("FROST-unknown"), None);
        assert!(Suite::Redpallas.rerandomized() && Suite::Redjubjub.rerandomized());
        assert!(!Suite::Ed25519.rerandomized());
        assert!(Suite::describe_context("FROST-unknown").contains("unknown"));
    }
}
