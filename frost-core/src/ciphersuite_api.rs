//! The concrete API a ciphersuite crate re-exports.
//!
//! [`ciphersuite_api!`](crate::ciphersuite_api) expands, inside a ciphersuite
//! crate, into the public modules and type aliases users call
//! (`keys::generate_with_dealer`, `round1::commit`, `round2::sign`,
//! `aggregate`, ...), all bound to that crate's suite. The generic code lives
//! only here in the core; a suite crate holds its `Ciphersuite` and
//! `Arithmetic` implementations and invokes this macro once.

/// Defines the public API of a ciphersuite crate for the suite type `$suite`.
///
/// Invoke once at the root of the crate, after defining `$suite` and
/// implementing [`Ciphersuite`](crate::Ciphersuite) for it.
#[macro_export]
macro_rules! ciphersuite_api {
    ($suite:ty) => {
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

            /// Distributed key generation: the group creates its key without a
            /// trusted dealer.
            pub mod dkg {
                use super::*;

                /// A digest of the round-one broadcast, for participants to
                /// compare before using the key.
                pub use $crate::keys::dkg::TranscriptDigest;

                /// Round one: commitments and proofs of knowledge.
                pub mod round1 {
                    use super::*;

                    /// A participant's secret polynomial, kept from part 1 to part 2.
                    pub type SecretPackage = $crate::keys::dkg::round1::SecretPackage<$suite>;
                    /// The commitment and proof of knowledge a participant broadcasts.
                    pub type Package = $crate::keys::dkg::round1::Package<$suite>;
                }

                /// Round two: the secret shares participants send each other.
                pub mod round2 {
                    use super::*;

                    /// What a participant keeps from part 2 to part 3.
                    pub type SecretPackage = $crate::keys::dkg::round2::SecretPackage<$suite>;
                    /// The secret share one participant sends another.
                    pub type Package = $crate::keys::dkg::round2::Package<$suite>;
                }

                /// Part 1: a random polynomial, its commitment and a proof of
                /// knowledge of its constant term.
                pub fn part1<R: $crate::rand_core::CryptoRng + ?Sized>(
                    identifier: Identifier,
                    max_signers: u16,
                    min_signers: u16,
                    rng: &mut R,
                ) -> Result<(round1::SecretPackage, round1::Package), Error> {
                    $crate::keys::dkg::part1(identifier, max_signers, min_signers, rng)
                }

                /// Part 2: checks the others' round-one packages and computes
                /// their shares.
                ///
                /// `round1_packages` holds the round-one package of every
                /// *other* participant (exactly `max_signers - 1` entries, keyed
                /// by sender, received over an authenticated broadcast channel),
                /// never this participant's own. Send each returned
                /// `round2::Package` to the participant it is keyed by, over a
                /// confidential and authenticated channel. The errors are those
                /// of [`frost_core::keys::dkg::part2`]($crate::keys::dkg::part2).
                #[allow(clippy::type_complexity)]
                pub fn part2(
                    secret_package: round1::SecretPackage,
                    round1_packages: &$crate::__private::BTreeMap<Identifier, round1::Package>,
                ) -> Result<
                    (
                        round2::SecretPackage,
                        $crate::__private::BTreeMap<Identifier, round2::Package>,
                    ),
                    Error,
                > {
                    $crate::keys::dkg::part2(secret_package, round1_packages)
                }

                /// Part 3: checks the received shares and derives the key
                /// package and the group's public key package.
                ///
                /// `round1_packages` is the same map given to [`part2`];
                /// `round2_packages` holds exactly one package from each of
                /// those senders, the one addressed to this participant, keyed
                /// by sender. Compare `round2_secret_package.transcript_digest()`
                /// with every other participant before using the key. The errors
                /// are those of [`frost_core::keys::dkg::part3`]($crate::keys::dkg::part3).
                pub fn part3(
                    round2_secret_package: &round2::SecretPackage,
                    round1_packages: &$crate::__private::BTreeMap<Identifier, round1::Package>,
                    round2_packages: &$crate::__private::BTreeMap<Identifier, round2::Package>,
                ) -> Result<(KeyPackage, PublicKeyPackage), Error> {
                    $crate::keys::dkg::part3(
                        round2_secret_package,
                        round1_packages,
                        round2_packages,
                    )
                }
            }

            /// Proactive refresh: new shares of the unchanged group key.
            pub mod refresh {
                use super::*;

                /// A commitment to a polynomial with zero constant term.
                pub type RefreshCommitment = $crate::keys::refresh::RefreshCommitment<$suite>;
                /// What a refresh dealer sends one participant.
                pub type RefreshingShare = $crate::keys::refresh::RefreshingShare<$suite>;

                /// Round one of a distributed refresh.
                pub mod round1 {
                    use super::*;

                    /// A participant's secret polynomial, kept from part 1 to part 2.
                    pub type SecretPackage = $crate::keys::refresh::round1::SecretPackage<$suite>;
                    /// The commitment a participant broadcasts.
                    pub type Package = $crate::keys::refresh::round1::Package<$suite>;
                }

                /// Round two of a distributed refresh.
                pub mod round2 {
                    use super::*;

                    /// What a participant keeps from part 2 to part 3.
                    pub type SecretPackage = $crate::keys::refresh::round2::SecretPackage<$suite>;
                    /// The secret share one participant sends another.
                    pub type Package = $crate::keys::refresh::round2::Package<$suite>;
                }

                /// A dealer's refresh for the given participants (the others are
                /// dropped): their refreshing shares and the refreshed public key
                /// package.
                #[allow(clippy::type_complexity)]
                pub fn compute_refreshing_shares<R: $crate::rand_core::CryptoRng + ?Sized>(
                    public_key_package: &PublicKeyPackage,
                    identifiers: &[Identifier],
                    rng: &mut R,
                ) -> Result<
                    (
                        $crate::__private::BTreeMap<Identifier, RefreshingShare>,
                        PublicKeyPackage,
                    ),
                    Error,
                > {
                    $crate::keys::refresh::compute_refreshing_shares(
                        public_key_package,
                        identifiers,
                        rng,
                    )
                }

                /// Applies a dealer's refreshing share to a key package.
                pub fn refresh_share(
                    refreshing_share: RefreshingShare,
                    key_package: &KeyPackage,
                    refreshed_public_key_package: &PublicKeyPackage,
                ) -> Result<KeyPackage, Error> {
                    $crate::keys::refresh::refresh_share(
                        refreshing_share,
                        key_package,
                        refreshed_public_key_package,
                    )
                }

                /// Part 1 of a distributed refresh of `key_package` among
                /// `max_signers` participants, at the key package's threshold.
                pub fn part1<R: $crate::rand_core::CryptoRng + ?Sized>(
                    key_package: &KeyPackage,
                    max_signers: u16,
                    rng: &mut R,
                ) -> Result<(round1::SecretPackage, round1::Package), Error> {
                    $crate::keys::refresh::part1(key_package, max_signers, rng)
                }

                /// Part 2 of a distributed refresh.
                #[allow(clippy::type_complexity)]
                pub fn part2(
                    secret_package: round1::SecretPackage,
                    round1_packages: &$crate::__private::BTreeMap<Identifier, round1::Package>,
                ) -> Result<
                    (
                        round2::SecretPackage,
                        $crate::__private::BTreeMap<Identifier, round2::Package>,
                    ),
                    Error,
                > {
                    $crate::keys::refresh::part2(secret_package, round1_packages)
                }

                /// Part 3 of a distributed refresh: the refreshed key package and
                /// public key package.
                pub fn part3(
                    round2_secret_package: &round2::SecretPackage,
                    round1_packages: &$crate::__private::BTreeMap<Identifier, round1::Package>,
                    round2_packages: &$crate::__private::BTreeMap<Identifier, round2::Package>,
                    key_package: &KeyPackage,
                    public_key_package: &PublicKeyPackage,
                ) -> Result<(KeyPackage, PublicKeyPackage), Error> {
                    $crate::keys::refresh::part3(
                        round2_secret_package,
                        round1_packages,
                        round2_packages,
                        key_package,
                        public_key_package,
                    )
                }
            }

            /// Resharing: the unchanged group key for a new group or threshold.
            pub mod reshare {
                use super::*;

                /// The commitment a dealer broadcasts to the new participants.
                pub type Package = $crate::keys::reshare::Package<$suite>;
                /// The secret value a dealer sends one new participant.
                pub type SubShare = $crate::keys::reshare::SubShare<$suite>;

                /// Part 1, run by each dealer: deals its Lagrange-weighted share
                /// to the new group.
                #[allow(clippy::type_complexity)]
                pub fn part1<R: $crate::rand_core::CryptoRng + ?Sized>(
                    key_package: &KeyPackage,
                    dealers: &[Identifier],
                    new_identifiers: &[Identifier],
                    new_min_signers: u16,
                    rng: &mut R,
                ) -> Result<(Package, $crate::__private::BTreeMap<Identifier, SubShare>), Error>
                {
                    $crate::keys::reshare::part1(
                        key_package,
                        dealers,
                        new_identifiers,
                        new_min_signers,
                        rng,
                    )
                }

                /// Part 2, run by each new participant: checks and combines the
                /// dealings into its key package and the new public key package.
                pub fn part2(
                    identifier: Identifier,
                    new_identifiers: &[Identifier],
                    new_min_signers: u16,
                    public_key_package: &PublicKeyPackage,
                    packages: &$crate::__private::BTreeMap<Identifier, Package>,
                    sub_shares: &$crate::__private::BTreeMap<Identifier, SubShare>,
                ) -> Result<(KeyPackage, PublicKeyPackage), Error> {
                    $crate::keys::reshare::part2(
                        identifier,
                        new_identifiers,
                        new_min_signers,
                        public_key_package,
                        packages,
                        sub_shares,
                    )
                }
            }

            /// Share repair: a participant who lost its share gets it back from
            /// `min_signers` helpers.
            pub mod repairable {
                use super::*;

                /// A random part of a helper's contribution, sent to another helper.
                pub type Delta = $crate::keys::repairable::Delta<$suite>;
                /// The sum of a helper's received deltas, sent to the participant
                /// being repaired.
                pub type DeltaSum = $crate::keys::repairable::DeltaSum<$suite>;

                /// Part 1, run by each helper.
                pub fn part1<R: $crate::rand_core::CryptoRng + ?Sized>(
                    helpers: &[Identifier],
                    key_package: &KeyPackage,
                    participant: &Identifier,
                    rng: &mut R,
                ) -> Result<$crate::__private::BTreeMap<Identifier, Delta>, Error> {
                    $crate::keys::repairable::part1(helpers, key_package, participant, rng)
                }

                /// Part 2, run by each helper.
                pub fn part2(
                    helpers: &[Identifier],
                    deltas: &$crate::__private::BTreeMap<Identifier, Delta>,
                ) -> Result<DeltaSum, Error> {
                    $crate::keys::repairable::part2(helpers, deltas)
                }

                /// Part 3, run by the participant being repaired: its key package,
                /// checked against the public key package.
                pub fn part3(
                    delta_sums: &$crate::__private::BTreeMap<Identifier, DeltaSum>,
                    identifier: &Identifier,
                    public_key_package: &PublicKeyPackage,
                ) -> Result<KeyPackage, Error> {
                    $crate::keys::repairable::part3(delta_sums, identifier, public_key_package)
                }
            }
        }

        /// Round one: nonces and commitments (RFC 9591, Section 5.1).
        pub mod round1 {
            use super::*;

            /// Single-use secret nonces.
            pub type SigningNonces = $crate::round1::SigningNonces<$suite>;
            /// Public commitments to a signer's nonces.
            pub type SigningCommitments = $crate::round1::SigningCommitments<$suite>;

            /// A signer's pool of single-use nonces made ahead of time.
            pub type NoncePool = $crate::round1::NoncePool<$suite>;

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
