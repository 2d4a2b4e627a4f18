//! `frost demo`: a whole ceremony in one process, key generation (trusted
//! dealer or distributed) then signing, plain or with the ROAST coordinator
//! while some signers are offline or malicious (`--robust`), printed step by
//! step.
//!
//! One process plays every participant and the coordinator, but nothing is
//! passed between them as a value: every message is serialised with the
//! binary wire format, counted, and parsed again by its receiver, exactly as
//! an application relaying the bytes would. Only a participant's own secrets
//! (its nonces, its DKG secret packages) stay in its memory, as they would.

mod keygen;
mod report;
mod robust;
mod signing;

use std::time::Instant;

use clap::Args;
use frost_core::keys::PublicKeyPackage;
use frost_core::{Ciphersuite, Error, Signature, VerifyingKey};

use self::report::{DETAILED_UP_TO, Report, took};
use crate::message::describe;
use crate::{CliResult, SuiteArg, errors, names};

#[derive(Args)]
pub(crate) struct DemoArgs {
    #[command(flatten)]
    pub(crate) suite: SuiteArg,
    /// How many participants must sign (the threshold).
    #[arg(long, default_value_t = 2)]
    min: u16,
    /// How many participants hold a share.
    #[arg(long, default_value_t = 3)]
    max: u16,
    /// Generate the key by distributed key generation instead of a trusted
    /// dealer.
    #[arg(long)]
    dkg: bool,
    /// How many participants sign (by default, the threshold).
    #[arg(long)]
    signers: Option<u16>,
    /// The message to sign.
    #[arg(long, default_value = "hello, FROST")]
    message: String,
    #[command(flatten)]
    robust: robust::RobustArgs,
}

/// Turns an engine error into the demo's error, naming blamed participants.
fn failed<C: Ciphersuite>(step: &'static str) -> impl Fn(Error<C>) -> String {
    move |error| errors::explain(step, &error)
}

pub(crate) fn run<C: Ciphersuite>(args: &DemoArgs) -> CliResult<()> {
    let signers = args.signers.unwrap_or(args.min);
    names::check_threshold(args.min, args.max)?;
    if args.robust.enabled() {
        args.robust.check(args.min, args.max)?;
    }
    if signers < args.min || signers > args.max {
        return Err(format!(
            "--signers must be between --min ({}) and --max ({})",
            args.min, args.max
        ));
    }
    let report = Report {
        detailed: args.max <= DETAILED_UP_TO,
    };
    let keygen = if args.dkg {
        "distributed key generation"
    } else {
        "trusted dealer"
    };
    say!(
        "FROST demo: {}, {}-of-{}, {keygen}{}",
        C::CONTEXT_STRING,
        args.min,
        args.max,
        if args.robust.enabled() {
            ", robust signing (ROAST)"
        } else {
            ""
        }
    );
    say!("One process plays every participant and the coordinator; every message is serialised,");
    say!("counted and parsed again by its receiver, as an application relaying the bytes would.");
    say!("Sizes are of the binary wire format: a 3-byte header (format version, ciphersuite,");
    say!("message type), then the message's RFC 9591 encodings.");
    if !report.detailed {
        say!("Participants run in parallel on this machine's cores; a message that is the same");
        say!("bytes for every receiver (a broadcast) is parsed once per core.");
    }

    let started = Instant::now();
    let (key_packages, public_bytes) = if args.dkg {
        keygen::distributed::<C>(args, &report)?
    } else {
        keygen::dealer::<C>(args, &report)?
    };
    let (signature, randomized_key) = if args.robust.enabled() {
        robust::sign::<C>(key_packages, &public_bytes, args, &report)?
    } else {
        signing::sign::<C>(
            &key_packages[..usize::from(signers)],
            &public_bytes,
            args,
            &report,
        )?
    };

    report.step("Verification (RFC 9591, Appendix B; anyone holding the group key)");
    let start = Instant::now();
    let public =
        PublicKeyPackage::<C>::deserialize(&public_bytes).map_err(failed("public key package"))?;
    let (key_name, verifying_key) = match randomized_key {
        Some(rk) => ("randomized key rk", rk),
        None => (
            "group key",
            VerifyingKey::<C>::deserialize(&public.verifying_key().serialize())
                .map_err(failed("verifying key"))?,
        ),
    };
    let received = Signature::<C>::deserialize(&signature).map_err(failed("signature"))?;
    let verdict = verifying_key.verify(args.message.as_bytes(), &received);
    say!(
        "  signature {} on {} under {key_name} {}: {} ({})",
        names::hex(&received.to_bytes()),
        describe(args.message.as_bytes()),
        names::hex(verifying_key.to_bytes().as_ref()),
        if verdict.is_ok() { "VALID" } else { "INVALID" },
        took(start)
    );
    verdict.map_err(failed("verification"))?;
    say!();
    say!("Done in {}.", took(started));
    Ok(())
}
