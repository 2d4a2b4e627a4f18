//! A whole ROAST run in process, through the serialised messages, under a
//! seeded schedule: for tests, benchmarks and demonstrations.
//!
//! Every message travels as bytes over a simulated network that delivers it
//! after a random delay drawn from the caller's generator, so a seeded
//! generator gives the same run every time. Each signer follows a
//! [`Behaviour`]: honest, slow, duplicating its messages, crashed, or one of
//! the malicious ones. The coordinator sees only bytes and the sender of each
//! message, as it would over authenticated channels.
//!
//! Every signer of a session receives the same request bytes, and each would
//! decode them and derive the session's values (binding factors, group
//! commitment, challenge) itself: at 667 signers, 1334 point decodings, 667
//! binding factors and a 667-point multiscalar multiplication per signer and
//! session, which made a simulation at that size take seconds per session.
//! The simulation decodes each distinct request once, and for a plain
//! request derives its [`SigningSession`] once under the group key; each
//! simulated signer then answers through its own [`Signer`] (its own nonces,
//! checks and refusals) with that session. Decoding is a function of the
//! bytes and the session a function of the package and the key, so every
//! message a simulated signer sends is byte for byte the one it would send
//! deriving everything alone (the signer uses the shared session only if it
//! was built from exactly its request's package and its group key).

#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

use alloc::collections::btree_map::Entry;
use alloc::collections::{BTreeMap, BTreeSet};
use alloc::vec::Vec;

use frost_core::ff::Field;
use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::rand_core::CryptoRng;
use frost_core::round1::SigningCommitments;
use frost_core::round2::SignatureShare;
use frost_core::{Ciphersuite, Identifier, Scalar};
use frost_core::{SigningSession, VerifyingKey};

mod event;

pub use event::Event;

use frost_roast::{
    Blame, Coordinator, Response, RoastError, RunId, SessionId, SessionPackage, Signed, Signer,
    SignerMessage, SigningRequest,
};

/// The extra delay of every message of a [`Behaviour::Slow`] signer, in
/// simulated time units (ordinary delays are 1 to 10).
pub const SLOW_DELAY: u64 = 1000;

/// How a simulated signer behaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Behaviour {
    /// Follows the protocol.
    Honest,
    /// Follows the protocol, but each of its messages arrives
    /// [`SLOW_DELAY`] later than usual.
    Slow,
    /// Follows the protocol over a network that delivers each of its messages,
    /// and each request to it, twice.
    Duplicating,
    /// Sends nothing at all.
    Crashed,
    /// Sends its initial commitment, then nothing (the paper's first
    /// benchmark scenario: crashing after the nonce round).
    CrashAfterCommit,
    /// Answers every request with its share plus one.
    InvalidShare,
    /// Answers its first request honestly, then each later one with the share
    /// it computed for its previous session.
    StaleShare,
    /// Answers with valid shares labelled with the next session's number.
    WrongSession,
    /// Answers with valid shares, but offers its previous commitment again as
    /// the fresh one.
    ReusedCommitment,
    /// Answers with valid shares, but offers another signer's commitment of
    /// the session as its fresh one. The owner is unaffected; asked to sign
    /// with the copy, the copier holds no nonce for it and declines (its
    /// second decline excludes it).
    CopiedCommitment,
    /// Answers with bytes that do not decode (a truncated response).
    Garbage,
    /// The paper's coordinated attack: all such signers answer fast, and in
    /// each session that has not been attacked yet exactly one of them, not
    /// used before, sends an invalid share (the others answer honestly to stay
    /// in play), so that each attacker spoils one session.
    Coordinated,
}

impl Behaviour {
    /// Whether a signer with this behaviour follows the protocol.
    pub fn is_honest(self) -> bool {
        matches!(self, Self::Honest | Self::Slow | Self::Duplicating)
    }
}

/// The record of a run.
#[derive(Clone, Debug)]
pub struct Transcript<C: Ciphersuite> {
    /// The run identifier the coordinator drew.
    pub run: RunId,
    /// What happened, in order.
    pub events: Vec<Event<C>>,
    /// Every message the coordinator received, with its sender, in order:
    /// replaying them into a new coordinator of the same run repeats the run
    /// (plain mode).
    pub inbound: Vec<(Identifier<C>, Vec<u8>)>,
    /// The signature, unless the run stalled.
    pub signed: Option<Signed<C>>,
    /// The coordinator's blame evidence.
    pub blames: Vec<Blame<C>>,
    /// How many sessions the coordinator opened: at most `n - t + 1`, plus
    /// one per signer in [`Transcript::declined`].
    pub sessions: usize,
    /// The signers that declined a session (asked to sign with a commitment
    /// they hold no nonce for, such as a copy of another signer's).
    pub declined: BTreeSet<Identifier<C>>,
    /// How many messages were sent, in both directions, up to the signature
    /// (a request counts once per recipient).
    pub messages: usize,
    /// The signers that delivered an invalid share for their current session
    /// before the run ended: each must be blamed.
    pub invalid_share_senders: BTreeSet<Identifier<C>>,
}

/// A message in flight.
enum Delivery<C: Ciphersuite> {
    ToCoordinator {
        from: Identifier<C>,
        bytes: Vec<u8>,
        invalid_share: bool,
    },
    ToSigner {
        to: Identifier<C>,
        bytes: Vec<u8>,
    },
}

/// A simulated signer: the honest state machine and what a misbehaving one
/// remembers.
struct Party<C: Ciphersuite> {
    signer: Signer<C>,
    behaviour: Behaviour,
    previous_share: Option<SignatureShare<C>>,
    previous_commitment: Option<SigningCommitments<C>>,
    spent: bool,
}

/// A request as every signer of its session decodes it, with the session
/// values they all derive from it (plain requests only).
struct Decoded<C: Ciphersuite> {
    request: SigningRequest<C>,
    session: Option<SigningSession<C>>,
}

/// The network and everyone on it.
struct World<'a, C: Ciphersuite, R: CryptoRng + ?Sized> {
    rng: &'a mut R,
    /// The group key, under which plain sessions are derived.
    group_key: VerifyingKey<C>,
    /// Every request delivered so far, decoded once, by its bytes (at most
    /// one per session: `n - t + 1` in the worst run).
    requests: BTreeMap<Vec<u8>, Decoded<C>>,
    queue: BTreeMap<(u64, u64), Delivery<C>>,
    now: u64,
    sequence: u64,
    sent: usize,
    parties: BTreeMap<Identifier<C>, Party<C>>,
    attacked: BTreeSet<SessionId>,
}

impl<C: Ciphersuite, R: CryptoRng + ?Sized> World<'_, C, R> {
    /// Puts `delivery` on the network, sent by (or to) a signer behaving as
    /// `behaviour`.
    fn send(&mut self, behaviour: Behaviour, delivery: Delivery<C>) {
        let delay = match behaviour {
            Behaviour::Coordinated => 1,
            Behaviour::Slow => SLOW_DELAY + 1 + self.rng.next_u64() % 10,
            _ => 1 + self.rng.next_u64() % 10,
        };
        self.sent += 1;
        self.sequence += 1;
        self.queue
            .insert((self.now + delay, self.sequence), delivery);
    }

    /// Sends `delivery`, twice for a duplicating signer (the copy does not
    /// count as a message sent).
    fn send_maybe_twice(&mut self, behaviour: Behaviour, delivery: Delivery<C>) {
        if behaviour == Behaviour::Duplicating {
            let copy = match &delivery {
                Delivery::ToCoordinator { from, bytes, .. } => Delivery::ToCoordinator {
                    from: *from,
                    bytes: bytes.clone(),
                    invalid_share: false,
                },
                Delivery::ToSigner { to, bytes } => Delivery::ToSigner {
                    to: *to,
                    bytes: bytes.clone(),
                },
            };
            self.send(behaviour, copy);
            self.sent -= 1;
        }
        self.send(behaviour, delivery);
    }

    /// A signer's answer to `request`, as its behaviour shapes it.
    fn answer(&mut self, to: Identifier<C>, bytes: &[u8], events: &mut Vec<Event<C>>) {
        let Some(party) = self.parties.get_mut(&to) else {
            return;
        };
        let behaviour = party.behaviour;
        if matches!(behaviour, Behaviour::Crashed | Behaviour::CrashAfterCommit) {
            return;
        }
        let answered =
            decode_once(&mut self.requests, &self.group_key, bytes).and_then(|decoded| {
                let answer = party.signer.answer_with_session(
                    &decoded.request,
                    decoded.session.as_ref(),
                    self.rng,
                )?;
                Ok((&decoded.request, answer))
            });
        let (request, mut response) = match answered {
            Ok((request, SignerMessage::Response(response))) => (request, response),
            Ok((_, other)) => {
                let bytes = other.serialize();
                self.send_maybe_twice(
                    behaviour,
                    Delivery::ToCoordinator {
                        from: to,
                        bytes,
                        invalid_share: false,
                    },
                );
                return;
            }
            Err(error) => {
                events.push(Event::SignerRefused { signer: to, error });
                return;
            }
        };
        let honest = response.share;
        let mut invalid_share = false;
        match behaviour {
            Behaviour::InvalidShare => {
                response.share = SignatureShare::new(honest.to_scalar() + Scalar::<C>::ONE);
                invalid_share = true;
            }
            Behaviour::StaleShare => {
                if let Some(previous) = party.previous_share {
                    response.share = previous;
                    invalid_share = true;
                }
            }
            Behaviour::WrongSession => response.session = response.session.wrapping_add(1),
            Behaviour::ReusedCommitment => {
                if let Some(previous) = party.previous_commitment {
                    response.next = previous;
                }
            }
            Behaviour::CopiedCommitment => {
                if let Some((_, other)) = request
                    .package
                    .signing_package()
                    .signing_commitments()
                    .iter()
                    .find(|(id, _)| **id != to)
                {
                    response.next = *other;
                }
            }
            Behaviour::Coordinated if !party.spent && self.attacked.insert(request.session) => {
                party.spent = true;
                response.share = SignatureShare::new(honest.to_scalar() + Scalar::<C>::ONE);
                invalid_share = true;
            }
            _ => {}
        }
        party.previous_share = Some(honest);
        let mut bytes = Response::serialize(&response);
        if behaviour == Behaviour::Garbage {
            bytes.pop();
        }
        self.send_maybe_twice(
            behaviour,
            Delivery::ToCoordinator {
                from: to,
                bytes,
                invalid_share,
            },
        );
    }
}

/// The request encoded by `bytes`, decoded the first time a signer receives
/// those bytes, with its session derived under `group_key` if it is plain
/// (none if that fails: each signer then derives, and refuses, on its own).
fn decode_once<'a, C: Ciphersuite>(
    requests: &'a mut BTreeMap<Vec<u8>, Decoded<C>>,
    group_key: &VerifyingKey<C>,
    bytes: &[u8],
) -> Result<&'a Decoded<C>, RoastError<C>> {
    Ok(match requests.entry(bytes.to_vec()) {
        Entry::Occupied(entry) => entry.into_mut(),
        Entry::Vacant(entry) => {
            let request = SigningRequest::deserialize(bytes)?;
            let session = match &request.package {
                SessionPackage::Plain(package) => {
                    SigningSession::for_verifying_key(package, group_key).ok()
                }
                SessionPackage::Randomized(_) => None,
            };
            entry.insert(Decoded { request, session })
        }
    })
}

/// Runs a whole ROAST signing of `message` by the group of
/// `public_key_package`, one simulated signer per key package, with the
/// behaviours given (`Honest` for signers not listed), every message
/// serialised, and a schedule drawn from `rng` (which also draws the nonces
/// and, when `randomized`, the randomizers). Returns the transcript; the run
/// ends with the signature or when no message is left in flight.
///
/// The [`ReusedCommitment`](Behaviour::ReusedCommitment) signers offer, as
/// their first fresh commitment, their initial one.
pub fn simulate<C: Ciphersuite, R: CryptoRng + ?Sized>(
    key_packages: &BTreeMap<Identifier<C>, KeyPackage<C>>,
    public_key_package: &PublicKeyPackage<C>,
    message: &[u8],
    randomized: bool,
    behaviours: &BTreeMap<Identifier<C>, Behaviour>,
    rng: &mut R,
) -> Result<Transcript<C>, RoastError<C>> {
    let run = RunId::random(rng);
    let mut coordinator = Coordinator::new(public_key_package.clone(), message, randomized, run);
    let mut world = World {
        rng,
        group_key: *public_key_package.verifying_key(),
        requests: BTreeMap::new(),
        queue: BTreeMap::new(),
        now: 0,
        sequence: 0,
        sent: 0,
        parties: BTreeMap::new(),
        attacked: BTreeSet::new(),
    };
    let mut transcript = Transcript {
        run,
        events: Vec::new(),
        inbound: Vec::new(),
        signed: None,
        blames: Vec::new(),
        sessions: 0,
        declined: BTreeSet::new(),
        messages: 0,
        invalid_share_senders: BTreeSet::new(),
    };
    for (id, key_package) in key_packages {
        let behaviour = behaviours.get(id).copied().unwrap_or(Behaviour::Honest);
        let mut signer = Signer::new(key_package.clone(), message, randomized, run);
        let initial = signer.commit(world.rng)?;
        if behaviour != Behaviour::Crashed {
            world.send_maybe_twice(
                behaviour,
                Delivery::ToCoordinator {
                    from: *id,
                    bytes: initial.serialize(),
                    invalid_share: false,
                },
            );
        }
        let party = Party {
            signer,
            behaviour,
            previous_share: None,
            previous_commitment: Some(initial.commitments),
            spent: false,
        };
        world.parties.insert(*id, party);
    }
    while let Some(((time, _), delivery)) = world.queue.pop_first() {
        world.now = time;
        match delivery {
            Delivery::ToSigner { to, bytes } => world.answer(to, &bytes, &mut transcript.events),
            Delivery::ToCoordinator {
                from,
                bytes,
                invalid_share,
            } => {
                transcript.inbound.push((from, bytes.clone()));
                match coordinator.receive_bytes(&from, &bytes, world.rng) {
                    Ok(step) => {
                        if invalid_share {
                            transcript.invalid_share_senders.insert(from);
                        }
                        record(&coordinator, &step, &mut world, &mut transcript.events);
                        if let Some(signed) = step.signed {
                            transcript.signed = Some(signed);
                            break;
                        }
                    }
                    Err(error) => transcript.events.push(Event::Refused {
                        signer: from,
                        error,
                    }),
                }
            }
        }
    }
    transcript.messages = world.sent;
    // Shares whose verdict the run did not need are judged now, so that
    // every invalid share is blamed.
    let before = coordinator.blames().len();
    coordinator.judge_remaining(world.rng);
    for blame in &coordinator.blames()[before..] {
        transcript.events.push(Event::Blamed {
            signer: blame.signer,
            session: blame.request.session,
        });
    }
    transcript.blames = coordinator.blames().to_vec();
    transcript.sessions = coordinator.sessions_opened();
    transcript.declined = coordinator.declined().copied().collect();
    Ok(transcript)
}

/// Records a coordinator step in the events and sends its request.
fn record<C: Ciphersuite, R: CryptoRng + ?Sized>(
    coordinator: &Coordinator<C>,
    step: &frost_roast::Step<C>,
    world: &mut World<'_, C, R>,
    events: &mut Vec<Event<C>>,
) {
    for signer in &step.blamed {
        let session = coordinator
            .blames()
            .iter()
            .rev()
            .find(|blame| blame.signer == *signer)
            .map_or(0, |blame| blame.request.session);
        events.push(Event::Blamed {
            signer: *signer,
            session,
        });
    }
    for signer in &step.excluded {
        events.push(Event::Excluded { signer: *signer });
    }
    if let Some(signed) = &step.signed {
        events.push(Event::Signed {
            session: signed.session,
        });
    }
    if let Some(request) = &step.request {
        let signers = request.package.signers();
        let bytes = request.serialize();
        for to in &signers {
            let behaviour = world
                .parties
                .get(to)
                .map_or(Behaviour::Honest, |party| party.behaviour);
            let delivery = Delivery::ToSigner {
                to: *to,
                bytes: bytes.clone(),
            };
            // Requests travel at the network's ordinary speed; a slow or fast
            // signer's own pace applies to its answers.
            world.send_maybe_twice(
                if behaviour == Behaviour::Duplicating {
                    behaviour
                } else {
                    Behaviour::Honest
                },
                delivery,
            );
        }
        events.push(Event::SessionOpened {
            session: request.session,
            signers,
        });
    }
}
