//! The concrete API a ciphersuite crate re-exports.
//!
//! [`ciphersuite_api!`](crate::ciphersuite_api) expands, inside a ciphersuite
//! crate, into the public modules and type aliases users call
//! (`keys::generate_with_dealer`, `round1::commit`, `round2::sign`,
//! `aggregate`, ...), all bound to that crate's suite. The generic code lives
//! only here in the core; a suite crate holds its `Ciphersuite` and
//! `Arithmetic` implementations and invokes this macro once.

mod key_protocols;

/// Implements the wire kit's [`Suite`](crate::serialization::Suite) for the
/// ciphersuite `$suite`: its context string, and [`Error`](crate::Error) as
/// the error of every reader and decoder. Every [`Ciphersuite`](crate::Ciphersuite)
/// needs it (a supertrait); [`ciphersuite_api!`](crate::ciphersuite_api)
/// invokes it, so only a suite without that macro invokes it itself.
#[macro_export]
macro_rules! impl_wire_suite {
    ($suite:ty) => {
        impl $crate::serialization::Suite for $suite {
            const WIRE_CONTEXT: &'static str = <$suite as $crate::Ciphersuite>::CONTEXT_STRING;
            type Error = $crate::Error<$suite>;
        }
    };
}

/// Defines the public API of a ciphersuite crate for the suite type `$suite`.
///
/// Invoke once at the root of the crate, after defining `$suite` and
/// implementing [`Ciphersuite`](crate::Ciphersuite) for it.
#[macro_export]
macro_rules! ciphersuite_api {
    ($suite:ty) => {
        $crate::impl_wire_suite!($suite);

        /// The generic engine behind this crate, for what is not re-exported
        /// by name here (`frost_core::serialization`, `frost_core::testing`,
        /// the `Ciphersuite` items ...): depending on this crate is enough.
        pub use $crate as frost_core;
        /// The ciphersuite trait, for generic code over this and other suites.
        ///
        /// Generic code needs no other dependency than this crate:
        ///
        /// ```
        #[doc = concat!("use ", env!("CARGO_CRATE_NAME"), " as frost;")]
        /// use frost::frost_core::keys::PublicKeyPackage;
        /// use frost::{Ciphersuite, rand_core::CryptoRng};
        ///
        /// fn threshold<C: Ciphersuite>(package: &PublicKeyPackage<C>) -> u16 {
        ///     package.min_signers()
        /// }
        ///
        /// fn fresh_key<R: CryptoRng>(rng: &mut R) -> frost::keys::PublicKeyPackage {
        ///     let dealt = frost::keys::generate_with_dealer(
        ///         3, 2, frost::keys::IdentifierList::Default, rng,
        ///     );
        ///     dealt.expect("valid parameters").1
        /// }
        ///
        /// assert_eq!(threshold(&fresh_key(&mut rand::rng())), 2);
        /// ```
        pub use $crate::Ciphersuite;
        /// The random-generator traits every `rng` argument here implements
        /// (the engine's version of `rand_core`).
        pub use $crate::rand_core;
        /// The operating system's random source (feature `std`), for every
        /// `rng` argument: `let mut rng = frost::os_rng();` needs no other
        /// crate.
        #[cfg(feature = "std")]
        pub use $crate::{OsRng, os_rng};

        /// A participant identifier: a non-zero scalar.
        pub type Identifier = $crate::Identifier<$suite>;
        /// The errors of this ciphersuite's operations.
        pub type Error = $crate::Error<$suite>;
        /// A Schnorr signature `(R, z)`.
        pub type Signature = $crate::Signature<$suite>;
        /// A single-party signing key (RFC 9591, Appendix B).
        pub type SigningKey = $crate::SigningKey<$suite>;
        /// A verifying key: the group public key.
        pub type VerifyingKey = $crate::VerifyingKey<$suite>;
        /// The coordinator's signing package: commitments and message.
        pub type SigningPackage = $crate::SigningPackage<$suite>;
        /// The public values of one signing session, derived once: sign,
        /// check shares as they arrive, aggregate.
        pub type SigningSession = $crate::SigningSession<$suite>;
        /// The sessions of several messages signed in one round trip.
        pub type MultiSigningSession = $crate::MultiSigningSession<$suite>;
        /// The coordinator's request of a multi-message session: one signing
        /// package per message, all with the same signers.
        pub type MultiSigningPackage = $crate::MultiSigningPackage<$suite>;
        /// One signature of a batch to verify.
        pub type BatchItem<'a> = $crate::BatchItem<'a, $suite>;

        /// Sums signature shares into a signature and verifies it; on failure,
        /// names every signer whose share is invalid (RFC 9591, Sections 5.3 and 5.4).
        pub fn aggregate(
            signing_package: &SigningPackage,
            signature_shares: &$crate::__private::BTreeMap<Identifier, round2::SignatureShare>,
            public_key_package: &keys::PublicKeyPackage,
        ) -> Result<Signature, Error> {
            $crate::aggregate(signing_package, signature_shares, public_key_package)
        }

        /// Verifies many signatures at once; on failure returns the indices of
        /// every invalid one.
        pub fn verify_batch<R: $crate::rand_core::CryptoRng + ?Sized>(
            items: &[BatchItem<'_>],
            rng: &mut R,
        ) -> Result<(), $crate::__private::Vec<usize>> {
            $crate::verify_batch(items, rng)
        }

        /// Key shares and their generation: distributed ([`dkg`](keys::dkg),
        /// no party ever holds the group key) or by a trusted dealer
        /// (RFC 9591, Appendix C), then refresh, resharing and repair.
        ///
        /// A group that has no trusted party runs the distributed key
        /// generation: three parts, two rounds of messages. Each participant
        /// runs the parts below on its own machine; here they run in one loop.
        ///
        /// ```
        #[doc = concat!("use ", env!("CARGO_CRATE_NAME"), " as frost;")]
        /// use std::collections::BTreeMap;
        /// use frost::keys::dkg;
        ///
        /// let mut rng = rand::rng();
        /// let (max_signers, min_signers) = (3, 2);
        /// let ids: Vec<frost::Identifier> =
        ///     (1..=max_signers).map(|i| i.try_into()).collect::<Result<_, _>>()?;
        ///
        /// // Part 1: every participant broadcasts a commitment and a proof.
        /// let mut secrets = BTreeMap::new();
        /// let mut round1 = BTreeMap::new();
        /// for id in &ids {
        ///     let (secret, package) = dkg::part1(*id, max_signers, min_signers, &mut rng)?;
        ///     secrets.insert(*id, secret);
        ///     round1.insert(*id, package);
        /// }
        /// // Part 2: each checks the others' packages and sends each one a share.
        /// let others = |me: &frost::Identifier| -> BTreeMap<_, _> {
        ///     round1.iter().filter(|(id, _)| *id != me).map(|(id, p)| (*id, p.clone())).collect()
        /// };
        /// let mut kept = BTreeMap::new();
        /// let mut inbox: BTreeMap<frost::Identifier, BTreeMap<_, _>> = BTreeMap::new();
        /// for (id, secret) in secrets {
        ///     let (secret2, outgoing) = dkg::part2(secret, &others(&id))?;
        ///     kept.insert(id, secret2);
        ///     for (to, package) in outgoing {
        ///         inbox.entry(to).or_default().insert(id, package);
        ///     }
        /// }
        /// // Part 3: each checks its shares and derives its key package.
        /// let mut digests = Vec::new();
        /// for id in &ids {
        ///     let (key_package, public_key_package) =
        ///         dkg::part3(&kept[id], &others(id), &inbox[id])?;
        ///     assert_eq!(key_package.verifying_key(), public_key_package.verifying_key());
        ///     digests.push(kept[id].transcript_digest());
        /// }
        /// // Everyone saw the same round one: compare digests out of band.
        /// assert!(digests.windows(2).all(|pair| pair[0] == pair[1]));
        #[doc = concat!("# Ok::<(), ", env!("CARGO_CRATE_NAME"), "::Error>(())")]
        /// ```
        pub mod keys {
            use super::*;

            /// A participant's secret share.
            pub type SigningShare = $crate::keys::SigningShare<$suite>;
            /// The public image of a participant's share.
            pub type VerifyingShare = $crate::keys::VerifyingShare<$suite>;
            /// What a dealer sends one participant.
            pub type SecretShare = $crate::keys::SecretShare<$suite>;
            /// Everything a participant needs to sign.
            pub type KeyPackage = $crate::keys::KeyPackage<$suite>;
            /// The public view of the group.
            pub type PublicKeyPackage = $crate::keys::PublicKeyPackage<$suite>;
            /// The dealer's commitment to the sharing polynomial.
            pub type VerifiableSecretSharingCommitment =
                $crate::keys::VerifiableSecretSharingCommitment<$suite>;
            /// Which identifiers the participants of a new key get.
            pub type IdentifierList<'a> = $crate::keys::IdentifierList<'a, $suite>;
            /// The shares of a new key and its public key package.
            pub type DealtKey = $crate::keys::DealtKey<$suite>;

            /// A fresh group key split into `max_signers` shares, any
            /// `min_signers` of which can sign.
            pub fn generate_with_dealer<R: $crate::rand_core::CryptoRng + ?Sized>(
                max_signers: u16,
                min_signers: u16,
                identifiers: IdentifierList<'_>,
                rng: &mut R,
            ) -> Result<DealtKey, Error> {
                $crate::keys::generate_with_dealer(max_signers, min_signers, identifiers, rng)
            }

            /// Splits an existing key into `max_signers` shares, any
            /// `min_signers` of which can sign.
            pub fn split<R: $crate::rand_core::CryptoRng + ?Sized>(
                key: &SigningKey,
                max_signers: u16,
                min_signers: u16,
                identifiers: IdentifierList<'_>,
                rng: &mut R,
            ) -> Result<DealtKey, Error> {
                $crate::keys::split(key, max_signers, min_signers, identifiers, rng)
            }

            /// Recovers the group signing key from `min_signers` key packages.
            pub fn reconstruct(key_packages: &[KeyPackage]) -> Result<SigningKey, Error> {
                $crate::keys::reconstruct(key_packages)
            }

            $crate::__ciphersuite_key_protocols!($suite);
        }

        /// Round one: nonces and commitments (RFC 9591, Section 5.1).
        pub mod round1 {
            use super::*;

            /// Single-use secret nonces.
            pub type SigningNonces = $crate::round1::SigningNonces<$suite>;
            /// Public commitments to a signer's nonces.
            pub type SigningCommitments = $crate::round1::SigningCommitments<$suite>;
            /// A signer's commitments for a multi-message session, one pair
            /// per message.
            pub type MultiSigningCommitments = $crate::round1::MultiSigningCommitments<$suite>;

            /// A signer's pool of single-use nonces made ahead of time.
            pub type NoncePool = $crate::round1::NoncePool<$suite>;
            /// A stored nonce pool, decoded but not yet restored against
            /// the record of consumed nonces.
            pub type StoredNoncePool = $crate::round1::StoredNoncePool<$suite>;

            /// `count` fresh nonce pairs in a pool, with their commitments
            /// in index order.
            pub fn preprocess<R: $crate::rand_core::CryptoRng + ?Sized>(
                count: u32,
                signing_share: &keys::SigningShare,
                rng: &mut R,
            ) -> (NoncePool, $crate::__private::Vec<SigningCommitments>) {
                $crate::round1::preprocess(count, signing_share, rng)
            }

            /// Fresh nonces and their commitments for one signing session.
            pub fn commit<R: $crate::rand_core::CryptoRng + ?Sized>(
                signing_share: &keys::SigningShare,
                rng: &mut R,
            ) -> (SigningNonces, SigningCommitments) {
                $crate::round1::commit(signing_share, rng)
            }
        }

        /// Round two: signature shares (RFC 9591, Sections 5.2 and 5.4).
        pub mod round2 {
            use super::*;

            /// A signer's share of the signature.
            pub type SignatureShare = $crate::round2::SignatureShare<$suite>;
            /// A signer's shares for a multi-message session, one per message.
            pub type MultiSignatureShares = $crate::round2::MultiSignatureShares<$suite>;

            /// Computes this signer's signature share, consuming its nonces.
            pub fn sign(
                signing_package: &SigningPackage,
                signer_nonces: round1::SigningNonces,
                key_package: &keys::KeyPackage,
            ) -> Result<SignatureShare, Error> {
                $crate::round2::sign(signing_package, signer_nonces, key_package)
            }

            /// Checks one signature share as it arrives (RFC 9591, Section 5.4).
            pub fn verify_signature_share(
                identifier: &Identifier,
                verifying_share: &keys::VerifyingShare,
                signature_share: &SignatureShare,
                signing_package: &SigningPackage,
                verifying_key: &VerifyingKey,
            ) -> Result<(), Error> {
                $crate::round2::verify_signature_share(
                    identifier,
                    verifying_share,
                    signature_share,
                    signing_package,
                    verifying_key,
                )
            }
        }
    };
}
