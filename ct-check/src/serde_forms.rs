//! The serde forms of every message that carries a secret, in every crate,
//! encoded and decoded under the check: frost-core's secret types (through
//! the `serialization::Secret` opt-in), frost-rerandomized's packages (their
//! randomizers are confidential) and frost-roast's signing requests (which
//! carry a randomized package).
//!
//! Each form is an operation of its own, run for Ed25519, secp256k1 and
//! RedPallas (`suites::runs_serde_forms` says why):
//!
//! | operation | form |
//! |---|---|
//! | `serde-human` | human-readable, through a `serde_json::Value` tree: our hex and field code without a JSON text scanner |
//! | `serde-postcard` | binary, in postcard: the wire encoding as one byte string |
//! | `serde-json` | human-readable as JSON text: also `serde_json`'s writer and reader (a known finding, `known.rs`) |
//!
//! frost-core's secret types other than the nonce pool are
//! [`encodings::secret_types`]'s; its human-readable forms run in the
//! operations `encode-serde` and `encode-json`, its postcard form here.

mod core_pool;
mod rerandomized;
mod roast;

use frost_core::Ciphersuite;
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::encodings::{self, Form as EncodingForm};
use crate::keygen::{self, Group};
use crate::rng::SecretRng;
use crate::{Outcome, fail};

/// The operations, by their command-line names.
pub const OPS: &[&str] = &["serde-human", "serde-postcard", "serde-json"];

/// A serde form under the check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SerdeForm {
    /// Human-readable, through a `serde_json::Value` tree.
    Human,
    /// Binary, in postcard.
    Postcard,
    /// Human-readable, as JSON text. The text is read through
    /// `serde_json::from_reader`, which scans a string byte by byte, so that
    /// the scanner's reports stay in the scanner instead of making the
    /// string's length, and every later step of the parse, depend on the
    /// digits (as `from_str`'s word-at-a-time scan does): reports in our code
    /// then remain visible with `--include-known`.
    JsonText,
}

impl SerdeForm {
    /// The form of the operation named `op`.
    fn of(op: &str) -> Option<Self> {
        match op {
            "serde-human" => Some(Self::Human),
            "serde-postcard" => Some(Self::Postcard),
            "serde-json" => Some(Self::JsonText),
            _ => None,
        }
    }

    /// Encodes `value` in this form and decodes the result as a `T`.
    pub fn round_trip<V: Serialize + ?Sized, T: DeserializeOwned>(
        self,
        what: &'static str,
        value: &V,
    ) -> Outcome<T> {
        match self {
            Self::Human => {
                let tree = serde_json::to_value(value).map_err(fail(what))?;
                serde_json::from_value(tree).map_err(fail(what))
            }
            Self::Postcard => {
                let bytes = postcard::to_allocvec(value).map_err(fail(what))?;
                postcard::from_bytes(&bytes).map_err(fail(what))
            }
            Self::JsonText => {
                let text = serde_json::to_vec(value).map_err(fail(what))?;
                serde_json::from_reader(text.as_slice()).map_err(fail(what))
            }
        }
    }
}

/// Runs the serde operation `op` for the suite named `suite`.
pub fn run(suite: &str, op: &str, rng: &mut SecretRng) -> Outcome<()> {
    let form = SerdeForm::of(op).ok_or_else(|| format!("unknown operation {op}"))?;
    match suite {
        "ed25519" => generic::<frost_ed25519::Ed25519>(form, rng),
        "ristretto255" => generic::<frost_ristretto255::Ristretto255>(form, rng),
        "secp256k1" => generic::<frost_secp256k1::Secp256k1>(form, rng),
        "secp256k1-tr" => generic::<frost_secp256k1_tr::Secp256k1Tr>(form, rng),
        "p256" => generic::<frost_p256::P256>(form, rng),
        "ed448" => generic::<frost_ed448::Ed448>(form, rng),
        "redpallas" => generic::<frost_redpallas::RedPallas>(form, rng),
        "redjubjub" => generic::<frost_redjubjub::RedJubjub>(form, rng),
        _ => Err(format!("unknown suite {suite}")),
    }
}

/// Every secret-carrying message of suite `C` in `form`, starting from a
/// 2-of-3 group from the dealer.
fn generic<C: Ciphersuite>(form: SerdeForm, rng: &mut SecretRng) -> Outcome<()> {
    let group: Group<C> = keygen::dealer::<C>(rng, 3, 2)?;
    if form == SerdeForm::Postcard {
        encodings::secret_types(rng, EncodingForm::Postcard, &group)?;
    }
    core_pool::stored_pool(rng, form, &group)?;
    rerandomized::packages(rng, form, &group)?;
    roast::signing_requests(rng, form, &group)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{SEED, suites};

    /// Every serde operation of every suite completes natively, so that a
    /// report under valgrind is about timing, never about a broken harness.
    #[test]
    fn every_serde_operation_runs_natively() {
        let mut rng = SecretRng::new(SEED);
        for suite in suites::SUITES {
            for op in OPS {
                run(suite, op, &mut rng).unwrap_or_else(|e| panic!("{suite} {op}: {e}"));
            }
        }
    }

    #[test]
    fn every_operation_has_a_form() {
        assert!(OPS.iter().all(|op| SerdeForm::of(op).is_some()));
        assert!(run("ed25519", "serde-yaml", &mut SecretRng::new(SEED)).is_err());
    }
}
