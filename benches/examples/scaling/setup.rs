//! The setup of one group size, run in a process of its own: real protocol
//! runs that make every role's inputs, checked, then written as wire
//! messages to the fixture folder. Prints the size of each message as
//! records.
//!
//! - Signing: the fixture of the criterion benches ([`SigningFixture`]): a
//!   dealt key, round one and round two of the first `t` participants, the
//!   aggregate verified and the bad share named.
//! - Key generation: the benches' fixture ([`DkgFixture`]): every
//!   participant's real part 1 with its own random polynomial, participant
//!   n's part 2, and the share `f_j(n)` each other participant sends
//!   participant n (computed directly rather than by `n - 1` whole part 2s);
//!   the fixture runs participant n's part 3 once and refuses a failure.
//!   Above `--dkg-shared-from` participants, the other participants share
//!   one polynomial, each with its own proof of knowledge
//!   ([`DkgFixture::with_shared_polynomial`] says why part 3's work is the
//!   same); the part 3 role then checks the outcome.

use std::path::Path;

use benches::scaling::{Message, Record, group};
use benches::{SigningFixture, bench_rng};
use frost_core::Ciphersuite;

use crate::dkg::DkgFixture;
use crate::files;

/// The fixture files, in the folder of one group size.
pub const KEY_PACKAGE: &str = "key_package.bin";
pub const NONCES: &str = "nonces.bin";
pub const SIGNING_PACKAGE: &str = "signing_package.bin";
pub const PUBLIC_KEY_PACKAGE: &str = "public_key_package.bin";
pub const SIGNATURE_SHARES: &str = "signature_shares.bin";
pub const DKG_ROUND1: &str = "dkg_round1_packages.bin";
pub const DKG_ROUND2_SECRET: &str = "dkg_round2_secret.bin";
pub const DKG_ROUND2: &str = "dkg_round2_packages.bin";

/// Which key generation fixture a setup makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DkgSetup {
    /// None: key generation is not measured at this size.
    None,
    /// Every participant deals its own polynomial ([`DkgFixture::new`]).
    Real,
    /// The others share one polynomial, each with its own proof
    /// ([`DkgFixture::with_shared_polynomial`]).
    Shared,
}

impl DkgSetup {
    /// The name on the setup's command line.
    pub fn key(self) -> &'static str {
        match self {
            DkgSetup::None => "none",
            DkgSetup::Real => "real",
            DkgSetup::Shared => "shared",
        }
    }

    /// The setup named `key`.
    pub fn from_key(key: &str) -> Option<DkgSetup> {
        [DkgSetup::None, DkgSetup::Real, DkgSetup::Shared]
            .into_iter()
            .find(|setup| setup.key() == key)
    }
}

/// Builds and writes the fixtures of `n` participants to `dir`, returning
/// the message sizes.
pub fn setup<C: Ciphersuite>(
    n: u16,
    dir: &Path,
    dkg_setup: DkgSetup,
) -> Result<Vec<Record>, String> {
    let size = group(n);
    let mut rng = bench_rng(u64::from(n));
    let fixture = SigningFixture::<C>::new(size, &mut rng).map_err(|e| format!("{e:?}"))?;
    let signer = fixture.signer();
    let key_package = signer.serialize();
    let public_key_package = fixture.public_key_package().serialize();
    let commitments = fixture
        .signing_package()
        .signing_commitment(signer.identifier())
        .ok_or("the signer has no commitment")?
        .serialize();
    let share = fixture
        .signature_shares()
        .get(signer.identifier())
        .ok_or("the signer has no share")?
        .serialize();
    files::write(&dir.join(KEY_PACKAGE), &key_package)?;
    files::write(&dir.join(NONCES), fixture.stored_nonces())?;
    files::write(&dir.join(SIGNING_PACKAGE), fixture.encoded_package())?;
    files::write(&dir.join(PUBLIC_KEY_PACKAGE), &public_key_package)?;
    files::write_pairs(
        &dir.join(SIGNATURE_SHARES),
        fixture
            .signature_shares()
            .iter()
            .map(|(id, share)| (id.serialize(), share.serialize())),
    )?;
    let mut sizes = vec![
        (Message::SigningCommitments, commitments.len()),
        (Message::SigningPackage, fixture.encoded_package().len()),
        (Message::SignatureShare, share.len()),
        (Message::KeyPackage, key_package.len()),
        (Message::PublicKeyPackage, public_key_package.len()),
    ];
    drop(fixture);

    let dkg = match dkg_setup {
        DkgSetup::None => None,
        DkgSetup::Real => Some(DkgFixture::<C>::new(size, &mut rng)),
        DkgSetup::Shared => Some(DkgFixture::<C>::with_shared_polynomial(size, &mut rng)),
    };
    if let Some(dkg) = dkg {
        let dkg = dkg.map_err(|e| format!("{e:?}"))?;
        let round1 = dkg
            .round1_packages()
            .values()
            .next()
            .ok_or("no round-one package")?
            .serialize();
        let round2 = dkg
            .round2_packages()
            .values()
            .next()
            .ok_or("no round-two package")?
            .serialize();
        sizes.push((Message::DkgRound1Package, round1.len()));
        sizes.push((Message::DkgRound2Package, round2.len()));
        files::write_pairs(
            &dir.join(DKG_ROUND1),
            dkg.round1_packages()
                .iter()
                .map(|(id, package)| (id.serialize(), package.serialize())),
        )?;
        files::write(
            &dir.join(DKG_ROUND2_SECRET),
            &dkg.round2_secret().serialize(),
        )?;
        files::write_pairs(
            &dir.join(DKG_ROUND2),
            dkg.round2_packages()
                .iter()
                .map(|(id, package)| (id.serialize(), package.serialize())),
        )?;
    }
    Ok(sizes
        .into_iter()
        .map(|(message, bytes)| Record::Size { message, n, bytes })
        .collect())
}
