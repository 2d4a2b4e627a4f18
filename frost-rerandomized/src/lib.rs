//! # frost-rerandomized
//!
//! Re-randomized FROST: a FROST group (RFC 9591) signs each session under a
//! fresh **randomized verifying key** `Y + r * G` instead of its group key
//! `Y`. Observers who see signatures and randomized keys, but not the
//! randomizers, cannot tell which group signed, or whether two signatures
//! came from the same group; this is what Zcash's spend authorization
//! signatures need. Generic over any [`Ciphersuite`](frost_core::Ciphersuite).
//!
//! A session is an ordinary FROST session (RFC 9591, Section 5) in which the
//! coordinator adds a [`Randomizer`] `r` to the signing package. Each signer
//! signs with its key package tweaked by `r` for that session only
//! (`s_i + r`, [`KeyPackage::tweak`](frost_core::keys::KeyPackage::tweak)),
//! so the shares interpolate to `s + r`, and the aggregator checks the
//! shares against verifying shares tweaked the same way, naming every cheater
//! as usual.
//!
//! | step | who | here |
//! |---|---|---|
//! | round one | signers | `frost_core::round1::commit`, unchanged |
//! | randomized package | coordinator | [`RandomizedSigningPackage::new`] |
//! | round two | signers | [`round2::sign`] |
//! | share check | coordinator | [`round2::verify_signature_share`] |
//! | aggregation | coordinator | [`aggregate()`] |
//! | all of round two, derived once | both | [`RandomizedSigningSession`] |
//! | several messages, one randomizer each | both | [`RandomizedMultiSigningSession`], from a [`RandomizedMultiSigningPackage`] |
//! | verification | anyone | [`RandomizedSigningPackage::randomized_verifying_key`], then `verify` |
//!
//! # Security
//!
//! - The randomizer is fresh per session and bound to the session's
//!   commitments and message ([`Randomizer::new`]); never reuse one.
//! - The randomizer links the randomized key to the group: keep the
//!   [`RandomizedSigningPackage`] (which carries it) between the coordinator
//!   and the signers, over a confidential channel if unlinkability matters.
//!   The coordinator always knows which group signed.
//! - Signers refuse a package whose randomized key is not `Y + r * G` for
//!   their group key `Y` ([`Error::RandomizerMismatch`](frost_core::Error::RandomizerMismatch));
//!   an application should also check that this key is the one the message
//!   authorizes before signing.
//! - Randomization changes the key a signature verifies under, not the
//!   sharing: the group's key material and its threshold are unchanged.
//!
//! # Zcash spend authorization (ZIP 312)
//!
//! With `frost-redpallas` (Orchard) or `frost-redjubjub` (Sapling), a
//! session signs a spend under `rk = ak + [alpha] G`, where the group key is
//! `ak` and the transaction builder fixes `alpha`: the coordinator builds
//! the package with [`RandomizedSigningPackage::from_randomizer`] and
//! [`Randomizer::from_bytes`]`(alpha)`, and the signature verifies as a
//! RedPallas or RedJubjub `SpendAuthSig` under `rk`. Derived randomizers
//! ([`Randomizer::new`]) use ZIP 312's `HR`. Signers see the SIGHASH
//! (the package's message) and `rk` before they sign, and refuse a group
//! key Orchard does not admit as `ak`
//! ([`Error::UnnormalizedGroupKey`](frost_core::Error::UnnormalizedGroupKey)).
//!
//! # Example
//!
//! ```
//! use std::collections::BTreeMap;
//! use frost_ristretto255 as frost;
//! use frost_rerandomized::{RandomizedSigningPackage, aggregate, round2};
//!
//! let mut rng = rand::rng();
//! let (shares, public_key_package) =
//!     frost::keys::generate_with_dealer(3, 2, frost::keys::IdentifierList::Default, &mut rng)?;
//! let key_packages: BTreeMap<_, _> = shares
//!     .into_iter()
//!     .map(|(id, share)| Ok((id, frost::keys::KeyPackage::try_from(share)?)))
//!     .collect::<Result<_, frost::Error>>()?;
//!
//! // Round one is unchanged.
//! let mut nonces = BTreeMap::new();
//! let mut commitments = BTreeMap::new();
//! for (id, key_package) in key_packages.iter().take(2) {
//!     let (n, c) = frost::round1::commit(key_package.signing_share(), &mut rng);
//!     nonces.insert(*id, n);
//!     commitments.insert(*id, c);
//! }
//!
//! // The coordinator adds a fresh randomizer to the signing package.
//! let message = b"spend note 7";
//! let signing_package = frost::SigningPackage::new(commitments, message)?;
//! let randomized_package = RandomizedSigningPackage::new(
//!     signing_package,
//!     public_key_package.verifying_key(),
//!     &mut rng,
//! )?;
//!
//! // Each signer decodes the package (which checks it) and signs.
//! let bytes = randomized_package.serialize();
//! let mut shares = BTreeMap::new();
//! for (id, n) in nonces {
//!     let received = RandomizedSigningPackage::deserialize(&bytes)?;
//!     shares.insert(id, round2::sign(&received, n, &key_packages[&id])?);
//! }
//!
//! // The signature verifies under the randomized key, not the group key.
//! let signature = aggregate(&randomized_package, &shares, &public_key_package)?;
//! let randomized_key = randomized_package.randomized_verifying_key();
//! randomized_key.verify(message, &signature)?;
//! assert!(public_key_package.verifying_key().verify(message, &signature).is_err());
//! # Ok::<(), frost::Error>(())
//! ```
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod aggregate;
mod multi_package;
mod package;
mod params;
mod randomizer;
pub mod round2;
mod session;
pub mod wire;
pub mod zip312;

pub use aggregate::aggregate;
pub use multi_package::RandomizedMultiSigningPackage;
pub use package::RandomizedSigningPackage;
pub use params::RandomizedParams;
pub use randomizer::{Randomizer, SEED_LEN};
pub use session::RandomizedSigningSession;

/// The re-randomised sessions of several messages signed together by the
/// same signers: message `j` has its own [`RandomizedSigningPackage`], hence
/// its own randomizer and randomized key, and yields its own signature; the
/// sessions are [`RandomizedSigningSession`]s and culprits are named per
/// message. Built with `new` or `for_verifying_key` from a
/// [`RandomizedMultiSigningPackage`] or a slice of randomized packages,
/// exactly as [`frost_multi::MultiSigningSession`] is from plain ones.
pub type RandomizedMultiSigningSession<C> =
    frost_multi::MultiSigningSession<C, RandomizedSigningSession<C>>;
