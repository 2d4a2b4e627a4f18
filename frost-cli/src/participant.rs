//! A participant's steps of the signing ceremony (RFC 9591, Sections 5.1
//! and 5.2): `commit` (round one) and `sign` (round two), with the checks
//! that keep its single-use nonces single-use.

use std::path::{Path, PathBuf};

use clap::Args;
use frost_core::keys::KeyPackage;
use frost_core::round1::{self, SigningNonces};
use frost_core::serialization::MessageType;
use frost_core::{Ciphersuite, Error, SigningPackage};
use frost_keygen::SecretShare;

use crate::files::{self, Overwrite};
use crate::journal::{Journal, Standing};
use crate::message::{self, ExpectArg};
use crate::state_dir::StateDirArg;
use crate::suite::{CliSuite, Suite};
use crate::taproot::{self, TaprootArgs};
use crate::{CliResult, Dir, errors, names, session, share_file};

#[derive(Args)]
pub(crate) struct CommitArgs {
    /// This participant's number.
    #[arg(long)]
    id: u16,
    /// Replace nonces that were never used. Their commitments may already
    /// be with the coordinator: a signing package built from them can then
    /// no longer be signed by this participant.
    #[arg(long)]
    force: bool,
    #[command(flatten)]
    state: StateDirArg,
    #[command(flatten)]
    dir: Dir,
}

#[derive(Args)]
pub(crate) struct SignArgs {
    /// This participant's number.
    #[arg(long)]
    id: u16,
    #[command(flatten)]
    expect: ExpectArg,
    /// Re-randomized sessions: the randomizer this signer expects (e.g. the
    /// `alpha` its own copy of the transaction names); the signing package
    /// must carry the same one.
    #[arg(long)]
    randomizer: Option<String>,
    /// The Taproot tweak is the signing package's; given here too, it must
    /// be the same.
    #[command(flatten)]
    taproot: TaprootArgs,
    #[command(flatten)]
    state: StateDirArg,
    #[command(flatten)]
    dir: Dir,
}

impl CommitArgs {
    /// The suite of the participant's key file.
    pub(crate) fn suite(&self) -> CliResult<Suite> {
        files::suite_of(&key_path(&self.dir.dir, self.id)?)
    }
}

impl SignArgs {
    /// The suite of the participant's own key file: a received file of
    /// another suite (a signing package of another ceremony) is then blamed
    /// on that file, not on the participant's key.
    pub(crate) fn suite(&self) -> CliResult<Suite> {
        files::suite_of(&key_path(&self.dir.dir, self.id)?)
    }
}

/// Participant `id`'s key file: `key-package-<id>.json` from distributed key
/// generation, or else the dealer's `secret-share-<id>.json`.
fn key_path(dir: &Path, id: u16) -> CliResult<PathBuf> {
    let key_path = files::in_dir(dir, names::key_package(id));
    let share_path = files::in_dir(dir, names::secret_share(id));
    if key_path.exists() {
        Ok(key_path)
    } else if share_path.exists() {
        Ok(share_path)
    } else {
        Err(format!(
            "participant {id} has no key in {}: neither {} nor {}",
            dir.display(),
            names::key_package(id),
            names::secret_share(id)
        ))
    }
}

/// Participant `id`'s key package: from its key package file, or from the
/// dealer's secret share, checked against the dealer's commitment (RFC 9591,
/// Appendix C.2).
pub(crate) fn load_key<C: Ciphersuite>(dir: &Path, id: u16) -> CliResult<KeyPackage<C>> {
    let owner = format!("participant {id}");
    let identifier = names::identifier::<C>(id)?;
    let path = key_path(dir, id)?;
    let key = if path.ends_with(names::key_package(id)) {
        files::read_secret::<C, KeyPackage<C>>(&path, MessageType::KeyPackage, &owner)?
    } else {
        let share =
            files::read_secret::<C, SecretShare<C>>(&path, MessageType::SecretShare, &owner)?;
        if *share.identifier() != identifier {
            return Err(format!(
                "{}: this share belongs to {}",
                path.display(),
                names::participants(&[*share.identifier()])
            ));
        }
        KeyPackage::try_from(share).map_err(|e| match e {
            Error::InvalidSecretShare { .. } => format!(
                "{owner}: the secret share in {} does not match the dealer's commitment (tampered or corrupted); refusing it",
                path.display()
            ),
            other => format!("{owner}: the secret share in {} is invalid: {other}", path.display()),
        })?
    };
    if *key.identifier() != identifier {
        return Err(format!(
            "{}: this key belongs to {}",
            path.display(),
            names::participants(&[*key.identifier()])
        ));
    }
    Ok(key)
}

/// Participant `id`'s nonce journal for `key`'s group, in the state
/// directory, with the journal of the earlier layout (inside `dir`) imported
/// into it if there is one.
fn open_journal<C: Ciphersuite>(
    state: &StateDirArg,
    dir: &Path,
    key: &KeyPackage<C>,
    id: u16,
) -> CliResult<Journal> {
    let journal = Journal::of(&state.resolve(dir)?, key, id);
    let legacy = files::in_dir(dir, names::legacy_nonce_journal(id));
    let imported = journal.import_legacy(&legacy)?;
    if imported > 0 {
        say!(
            "imported {} of used nonces from {} (the earlier layout) into {}; the old file is no longer read for anything else and may be removed",
            names::count(imported, "record"),
            legacy.display(),
            journal.path().display()
        );
    }
    Ok(journal)
}

/// Round one: fresh nonces (kept secret until `frost sign` consumes them)
/// and the commitments to send to the coordinator. The commitments are
/// recorded as issued in the nonce journal (flushed to disk) before the
/// nonces file is written: `frost sign` signs only with nonces recorded so.
pub(crate) fn commit<C: Ciphersuite>(args: &CommitArgs) -> CliResult<()> {
    let dir = &args.dir.dir;
    let key = load_key::<C>(dir, args.id)?;
    let journal = open_journal(&args.state, dir, &key, args.id)?;
    let nonces_path = files::in_dir(dir, names::nonces(args.id));
    if !args.force && files::holds_unused_nonces(&nonces_path)? {
        return Err(format!(
            "{}: participant {} already has unused nonces, whose commitments may be with the coordinator; sign with them, or replace them with `frost commit --force` (a signing package built from the old commitments can then no longer be signed)",
            nonces_path.display(),
            args.id
        ));
    }
    let (nonces, commitments) = round1::commit(key.signing_share(), &mut rand::rng());
    journal.record_issued(&commitments)?;
    files::write_secret(&nonces_path, &nonces, Overwrite::Allowed)?;
    let commitments_path = files::in_dir(dir, names::commitments(args.id));
    files::write(&commitments_path, &commitments)?;
    say!("wrote {} (secret, single use)", nonces_path.display());
    say!(
        "wrote {} (send to the coordinator)",
        commitments_path.display()
    );
    Ok(())
}

/// Checks the signing package carries this participant's own commitments,
/// the ones of its nonces, and explains what most likely went wrong if not.
fn check_own_commitments<C: Ciphersuite>(
    package: &SigningPackage<C>,
    nonces: &SigningNonces<C>,
    key: &KeyPackage<C>,
    owner: &str,
) -> CliResult<()> {
    match package.signing_commitments().get(key.identifier()) {
        None => Err(format!(
            "{owner} is not among the signers of this signing package ({}); its nonces are untouched",
            names::participants(&package.signers())
        )),
        Some(commitments) if commitments != nonces.commitments() => Err(format!(
            "the signing package carries other commitments for {owner} than its nonces file: most likely `frost commit` was run again after {} had been sent, so the coordinator holds the older ones (or the coordinator used another participant's commitments file). Send the current {} and ask for a new signing package; the nonces are untouched",
            names::commitments(names::label(key.identifier())),
            names::commitments(names::label(key.identifier()))
        )),
        Some(_) => Ok(()),
    }
}

/// Refuses nonces the journal does not record as the last issued ones, or
/// records as used, saying what most likely happened; nonces known to be
/// used or replaced are marked used in their file.
fn check_standing<C: Ciphersuite>(
    journal: &Journal,
    nonces_path: &Path,
    nonces: &SigningNonces<C>,
    owner: &str,
) -> CliResult<()> {
    let file = nonces_path.display();
    let at = journal.path().display();
    let refused = match journal.standing(nonces.commitments())? {
        Standing::Signable => return Ok(()),
        Standing::Used => {
            files::mark_nonces_consumed(nonces_path)?;
            format!(
                "{file}: these nonces were already used to sign (the nonce journal {at} says so); the file was most likely restored from a backup or copied back. Signing again with them would reveal {owner}'s key share: refusing. Run `frost commit` for new ones"
            )
        }
        Standing::Replaced => {
            files::mark_nonces_consumed(nonces_path)?;
            format!(
                "{file}: `frost commit` has issued newer nonces since these (the nonce journal {at} says so); this file is an old copy, which may have signed already: refusing. Run `frost commit` for new ones"
            )
        }
        Standing::NotIssued => format!(
            "{file}: the nonce journal {at} has no record of issuing these nonces: the journal is older than the nonces (restored from a backup), they were made under another state directory, or by a version of frost that kept no such record. Signing could reuse nonces: refusing. If the state directory is elsewhere, give it with --state-dir; otherwise run `frost commit --force` for new ones"
        ),
        Standing::NoJournal => format!(
            "{file}: there is no nonce journal for {owner} at {at}: it was deleted, or the nonces were made under another state directory. Without it, nonces restored from a backup could sign twice: refusing. If the state directory is elsewhere, give it with --state-dir; otherwise run `frost commit --force` for new ones"
        ),
    };
    Err(refused)
}

/// Round two: this participant's signature share. The nonces must be the
/// last ones the nonce journal records as issued, with no record of use;
/// before the share exists, their use is recorded in the journal (flushed to
/// disk) and the nonces file is marked used, so that neither the file nor a
/// restored copy of it can ever sign a second package.
pub(crate) fn sign<C: CliSuite>(args: &SignArgs) -> CliResult<()> {
    let dir = &args.dir.dir;
    let owner = format!("participant {}", args.id);
    let loaded = load_key::<C>(dir, args.id)?;
    let journal = open_journal(&args.state, dir, &loaded, args.id)?;
    let (session, tweak) = session::read::<C>(&files::in_dir(dir, names::SIGNING_PACKAGE))?;
    let tweak = args.taproot.agree(tweak)?;
    let key = taproot::tweak_key(tweak, loaded)?;
    let package = session.signing_package();
    say!(
        "{owner} is asked to sign, with {}, a message of {}",
        names::participants(&package.signers()),
        message::describe(package.message())
    );
    if let Some(tweak) = tweak {
        say!(
            "Taproot: the signature will verify under {}",
            tweak.describe()
        );
    }
    args.expect.check(package.message())?;
    if session.randomizer().is_some() {
        let expected = args
            .randomizer
            .as_deref()
            .map(session::parse_randomizer::<C>)
            .transpose()?;
        session::check_randomizer(&session, expected.as_ref())?;
        let rk = session
            .verifying_key(key.verifying_key())
            .map_err(|e| errors::explain(&format!("signing by {owner}"), &e))?;
        say!(
            "re-randomized: the signature will verify under rk = {} (checked against this group's key)",
            names::hex(rk.to_bytes().as_ref())
        );
    } else if args.randomizer.is_some() {
        return Err(
            "--randomizer was given, but the signing package is not re-randomized".to_owned(),
        );
    }
    let nonces_path = files::in_dir(dir, names::nonces(args.id));
    if !nonces_path.exists() {
        return Err(format!(
            "{owner} has no nonces ({} is missing): run `frost commit` first",
            nonces_path.display()
        ));
    }
    let nonces: SigningNonces<C> =
        files::read_secret::<C, _>(&nonces_path, MessageType::SigningNonces, &owner)?;
    check_standing(&journal, &nonces_path, &nonces, &owner)?;
    check_own_commitments(package, &nonces, &key, &owner)?;
    if !journal.record_used(nonces.commitments())? {
        return Err(format!(
            "{}: another `frost sign` recorded these nonces in {} first (two running at once); this one does not sign",
            nonces_path.display(),
            journal.path().display()
        ));
    }
    files::mark_nonces_consumed(&nonces_path)?;
    let share = session
        .sign(nonces, &key)
        .map_err(|e| errors::explain(&format!("signing by {owner}"), &e))?;
    let path = files::in_dir(dir, names::signature_share(args.id));
    share_file::write(&path, key.identifier(), &share)?;
    say!("{owner} signed this message");
    say!(
        "wrote {} (send to the coordinator); the nonces are used up",
        path.display()
    );
    Ok(())
}
