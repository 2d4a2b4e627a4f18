//! The operations of the check and their dispatch over the ciphersuites.

use frost_core::Ciphersuite;

use crate::encodings::{self, Form};
use crate::import::{self, Encoding};
use crate::keygen;
use crate::rng::SecretRng;
use crate::session;
use crate::signing;
use crate::{Outcome, fail};

/// The ciphersuites, by their command-line names.
pub const SUITES: &[&str] = &[
    "ed25519",
    "ristretto255",
    "secp256k1",
    "secp256k1-tr",
    "p256",
    "ed448",
    "redpallas",
    "redjubjub",
];

/// The operations, by their command-line names.
pub const OPS: &[&str] = &[
    "dealer",
    "dealer-large",
    "split",
    "dkg",
    "refresh",
    "reshare",
    "repair",
    "reconstruct",
    "commit",
    "sign",
    "tweak",
    "taproot",
    "rerandomized",
    "session",
    "pool",
    "signing-key",
    "encode-binary",
    "encode-serde",
    "encode-json",
    "import-postcard",
    "import-json",
];

/// The size of the large dealing (`max_signers`, `min_signers`), see
/// [`keygen::dealer_large`]; under valgrind it takes from about 2 s
/// (secp256k1) to 30 s (Ed448).
const LARGE: (u16, u16) = (1000, 667);

/// Which suites run the large dealing: one per curve family with its own
/// arithmetic (Curve25519, secp256k1, P-256, Curve448), the others sharing
/// it. The Zcash suites run on their curve crates' generic routines, which
/// the 2-of-3 operations already cover.
fn runs_large(suite: &str) -> bool {
    matches!(suite, "ed25519" | "secp256k1" | "p256" | "ed448")
}

/// Which suites run the serde forms of the extensions' messages
/// (`serde_forms`): their code is generic, and what a suite changes in it is
/// the scalar encoding, which these cover (32 bytes little-endian, 32 bytes
/// big-endian with 33-byte points, and the Zcash suite that re-randomized
/// signing is for). Every suite's own secret types run in `encode-serde` and
/// `encode-json`. Under valgrind the Zcash and Ed448 suites take 20 to 35 s
/// an operation, so running all eight would add minutes to CI for no other
/// code path.
fn runs_serde_forms(suite: &str) -> bool {
    matches!(suite, "ed25519" | "secp256k1" | "redpallas")
}

/// Whether `op` applies to `suite` at all.
pub fn applies(suite: &str, op: &str) -> bool {
    match op {
        "taproot" => suite == "secp256k1-tr",
        "dealer-large" => runs_large(suite),
        "serde-human" | "serde-postcard" | "serde-json" => runs_serde_forms(suite),
        _ => true,
    }
}

/// Runs `op` for the suite named `suite`.
pub fn run(suite: &str, op: &str, rng: &mut SecretRng) -> Outcome<()> {
    match suite {
        "ed25519" => generic::<frost_ed25519::Ed25519>(op, rng),
        "ristretto255" => generic::<frost_ristretto255::Ristretto255>(op, rng),
        "secp256k1" => generic::<frost_secp256k1::Secp256k1>(op, rng),
        "secp256k1-tr" if op == "taproot" => taproot(rng),
        "secp256k1-tr" => generic::<frost_secp256k1_tr::Secp256k1Tr>(op, rng),
        "p256" => generic::<frost_p256::P256>(op, rng),
        "ed448" => generic::<frost_ed448::Ed448>(op, rng),
        "redpallas" => generic::<frost_redpallas::RedPallas>(op, rng),
        "redjubjub" => generic::<frost_redjubjub::RedJubjub>(op, rng),
        _ => Err(format!("unknown suite {suite}")),
    }
}

/// The suite-independent operations. All but the key generations
/// themselves start from a 2-of-3 group dealt by the trusted dealer (itself
/// under the check).
fn generic<C: Ciphersuite>(op: &str, rng: &mut SecretRng) -> Outcome<()> {
    match op {
        "dealer" => return keygen::dealer::<C>(rng, 3, 2).map(|_| ()),
        "dealer-large" => return keygen::dealer_large::<C>(rng, LARGE.0, LARGE.1),
        "split" => return keygen::split::<C>(rng, 3, 2),
        "dkg" => return keygen::dkg::<C>(rng, 3, 2).map(|_| ()),
        "signing-key" => return signing::signing_key::<C>(rng),
        _ => {}
    }
    let group = keygen::dealer::<C>(rng, 3, 2)?;
    match op {
        "refresh" => keygen::refresh(rng, &group),
        "reshare" => keygen::reshare(rng, &group, 4, 3),
        "repair" => keygen::repair(rng, &group),
        "reconstruct" => keygen::reconstruct(&group),
        "commit" => signing::commit(rng, &group),
        "sign" => signing::sign(rng, &group.0, &group.1),
        "tweak" => signing::tweak(rng, &group),
        "rerandomized" => signing::rerandomized(rng, &group),
        "session" => session::session(rng, &group),
        "pool" => session::pool(rng, &group),
        "encode-binary" => encodings::secret_types(rng, Form::Binary, &group),
        "encode-serde" => encodings::secret_types(rng, Form::Serde, &group),
        "encode-json" => encodings::secret_types(rng, Form::Json, &group),
        "import-postcard" => import::reference_keys(rng, Encoding::Postcard, &group),
        "import-json" => import::reference_keys(rng, Encoding::Json, &group),
        _ => Err(format!("unknown operation {op}")),
    }
}

/// BIP341's tap tweak (`taproot::TapTweak`) of every key package and of the
/// public key package, and a session under the output key.
fn taproot(rng: &mut SecretRng) -> Outcome<()> {
    use frost_secp256k1_tr::taproot::TapTweak;

    let (packages, public) = keygen::dealer::<frost_secp256k1_tr::Secp256k1Tr>(rng, 3, 2)?;
    let merkle_root = [0x42; 32];
    let mut tweaked = std::collections::BTreeMap::new();
    for (id, key_package) in &packages {
        keygen::classify_key_package(key_package);
        key_package
            .tap_tweak(None)
            .map_err(fail("tap_tweak (no script)"))?;
        tweaked.insert(
            *id,
            key_package
                .tap_tweak(Some(&merkle_root))
                .map_err(fail("tap_tweak"))?,
        );
    }
    let tweaked_public = public
        .tap_tweak(Some(&merkle_root))
        .map_err(fail("PublicKeyPackage::tap_tweak"))?;
    signing::sign(rng, &tweaked, &tweaked_public)
}
