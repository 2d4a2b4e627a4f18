//! The messages of a multi-message session ([`MultiSigningSession`](crate::MultiSigningSession)):
//! a signer's commitments, one per message; the coordinator's request, one
//! signing package per message; a signer's answer, one share per message.
//!
//! Each message of such a session is an independent FROST session (RFC 9591,
//! Section 5) over the same signers; only the round trip is shared. These
//! types hold what crosses the channel in each direction, checked when built
//! and when decoded (the wire kit's strict decoding, [`frost_core::serialization`]), so that
//! an application relays them as bytes or JSON without inventing a format.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use frost_core::round1::SigningCommitments;
use frost_core::round2::SignatureShare;
use frost_core::{Ciphersuite, Error, Identifier, SigningPackage};

/// Refuses no message ([`Error::UnknownMessage`]: there is no message `0`)
/// and more than [`MultiSigningPackage::MAX_MESSAGES`]
/// ([`Error::TooManyMessages`]).
pub(crate) fn check_message_count<C: Ciphersuite>(count: usize) -> Result<(), Error<C>> {
    if count == 0 {
        return Err(Error::UnknownMessage { index: 0 });
    }
    if count > MultiSigningPackage::<C>::MAX_MESSAGES {
        return Err(Error::TooManyMessages {
            max: MultiSigningPackage::<C>::MAX_MESSAGES,
            found: count,
        });
    }
    Ok(())
}

/// The coordinator's request of a multi-message session: one
/// [`SigningPackage`] per message, in message order, every one with the same
/// signers (each signer's `j`-th commitments and the `j`-th message).
///
/// Sent to every signer in round two (RFC 9591, Section 5.2), who builds its
/// [`MultiSigningSession`](crate::MultiSigningSession) from it and answers
/// with [`MultiSignatureShares`]. Always holds between one and
/// [`MultiSigningPackage::MAX_MESSAGES`] packages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MultiSigningPackage<C: Ciphersuite> {
    signing_packages: Vec<SigningPackage<C>>,
}

impl<C: Ciphersuite> MultiSigningPackage<C> {
    /// The most messages one request may carry. Each message costs every
    /// signer one nonce pair and one share computation, so a bound keeps a
    /// request (or a forged encoding of one) from demanding unbounded work;
    /// it is far above the inputs or actions of any transaction.
    pub const MAX_MESSAGES: usize = 1024;

    /// A request from the packages of its messages, in message order.
    ///
    /// Fails as [`MultiSigningPackage::check_packages`].
    pub fn new(signing_packages: Vec<SigningPackage<C>>) -> Result<Self, Error<C>> {
        Self::check_packages(&signing_packages)?;
        Ok(Self { signing_packages })
    }

    /// The request for `messages`, from every signer's commitments (its
    /// `j`-th commitments for message `j`), as the coordinator assembles it.
    ///
    /// Fails with [`Error::MessageCountMismatch`] if a signer sent other than
    /// one commitment pair per message, and otherwise as
    /// [`SigningPackage::new`] and [`MultiSigningPackage::new`].
    pub fn from_commitments<M: AsRef<[u8]>>(
        commitments: &BTreeMap<Identifier<C>, MultiSigningCommitments<C>>,
        messages: &[M],
    ) -> Result<Self, Error<C>> {
        check_message_count(messages.len())?;
        if let Some(wrong) = commitments
            .values()
            .find(|signer| signer.commitments().len() != messages.len())
        {
            return Err(Error::MessageCountMismatch {
                expected: messages.len(),
                found: wrong.commitments().len(),
            });
        }
        let signing_packages = messages
            .iter()
            .enumerate()
            .map(|(index, message)| {
                let per_message = commitments
                    .iter()
                    .map(|(identifier, signer)| (*identifier, signer.commitments()[index]))
                    .collect();
                SigningPackage::new(per_message, message.as_ref())
            })
            .collect::<Result<_, _>>()?;
        Self::new(signing_packages)
    }

    /// Checks that `signing_packages` may form one request: between one
    /// ([`Error::UnknownMessage`] for none) and
    /// [`MultiSigningPackage::MAX_MESSAGES`] ([`Error::TooManyMessages`])
    /// packages, all with the same signers ([`Error::SignerSetMismatch`]).
    ///
    /// Sessions built from packages the caller holds another way (e.g. with
    /// a randomizer each) run the same check.
    pub fn check_packages<'a, I>(signing_packages: I) -> Result<(), Error<C>>
    where
        I: IntoIterator<Item = &'a SigningPackage<C>>,
        C: 'a,
    {
        let mut packages = signing_packages.into_iter();
        let first = packages.next().ok_or(Error::UnknownMessage { index: 0 })?;
        let signers = first.signing_commitments().keys();
        let mut count = 1;
        for package in packages {
            if !package.signing_commitments().keys().eq(signers.clone()) {
                return Err(Error::SignerSetMismatch);
            }
            count += 1;
        }
        check_message_count(count)
    }

    /// The package of each message, in message order.
    pub fn signing_packages(&self) -> &[SigningPackage<C>] {
        &self.signing_packages
    }

    /// The packages, in message order.
    pub fn into_signing_packages(self) -> Vec<SigningPackage<C>> {
        self.signing_packages
    }

    /// The number of messages.
    pub fn len(&self) -> usize {
        self.signing_packages.len()
    }

    /// Always `false`: a request has at least one message.
    pub fn is_empty(&self) -> bool {
        self.signing_packages.is_empty()
    }

    /// The signers, in ascending order (the same for every message).
    pub fn signers(&self) -> impl Iterator<Item = &Identifier<C>> {
        self.signing_packages
            .iter()
            .take(1)
            .flat_map(|package| package.signing_commitments().keys())
    }
}

impl<C: Ciphersuite> AsRef<[SigningPackage<C>]> for MultiSigningPackage<C> {
    fn as_ref(&self) -> &[SigningPackage<C>] {
        &self.signing_packages
    }
}

/// A signer's commitments for a multi-message session: one
/// [`SigningCommitments`] per message, in message order, each from its own
/// nonce pair (RFC 9591, Section 5.1, run once per message).
///
/// Sent to the coordinator after round one, who assembles the request with
/// [`MultiSigningPackage::from_commitments`]. Holds between one and
/// [`MultiSigningPackage::MAX_MESSAGES`] commitments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MultiSigningCommitments<C: Ciphersuite> {
    commitments: Vec<SigningCommitments<C>>,
}

impl<C: Ciphersuite> MultiSigningCommitments<C> {
    /// A signer's commitments, in message order; fails as the message count
    /// of [`MultiSigningPackage::check_packages`] does.
    pub fn new(commitments: Vec<SigningCommitments<C>>) -> Result<Self, Error<C>> {
        check_message_count(commitments.len())?;
        Ok(Self { commitments })
    }

    /// The commitments of each message, in message order.
    pub fn commitments(&self) -> &[SigningCommitments<C>] {
        &self.commitments
    }
}

/// A signer's answer to a [`MultiSigningPackage`]: one [`SignatureShare`]
/// per message, in message order (RFC 9591, Section 5.2, run once per
/// message), as [`MultiSigningSession::sign`](crate::MultiSigningSession::sign)
/// computes them.
///
/// The coordinator checks and aggregates each message on its own
/// ([`MultiSigningSession::aggregate`](crate::MultiSigningSession::aggregate)),
/// so an invalid share names its signer for that message only. Holds between
/// one and [`MultiSigningPackage::MAX_MESSAGES`] shares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MultiSignatureShares<C: Ciphersuite> {
    shares: Vec<SignatureShare<C>>,
}

impl<C: Ciphersuite> MultiSignatureShares<C> {
    /// A signer's shares, in message order; fails as the message count of
    /// [`MultiSigningPackage::check_packages`] does.
    pub fn new(shares: Vec<SignatureShare<C>>) -> Result<Self, Error<C>> {
        check_message_count(shares.len())?;
        Ok(Self { shares })
    }

    /// The share of each message, in message order.
    pub fn shares(&self) -> &[SignatureShare<C>] {
        &self.shares
    }
}

impl<C: Ciphersuite> AsRef<[SignatureShare<C>]> for MultiSignatureShares<C> {
    fn as_ref(&self) -> &[SignatureShare<C>] {
        &self.shares
    }
}

#[cfg(test)]
mod tests {
    use alloc::collections::BTreeMap;
    use alloc::vec;
    use alloc::vec::Vec;

    use super::{MultiSignatureShares, MultiSigningCommitments, MultiSigningPackage};
    use frost_core::round1::SigningCommitments;
    use frost_core::round2::SignatureShare;
    use frost_core::{Arithmetic, Ciphersuite, Error, Identifier, Scalar, SigningPackage};

    type C = frost_p256::P256;

    fn id(n: u16) -> Identifier<C> {
        Identifier::try_from(n).expect("non-zero")
    }

    /// The commitments `([d]G, [e]G)`.
    fn commitments(d: u64, e: u64) -> SigningCommitments<C> {
        let point = |n: u64| {
            <<C as Ciphersuite>::Arithmetic as Arithmetic<C>>::mul_base(&Scalar::<C>::from(n))
        };
        SigningCommitments::new(point(d), point(e)).expect("commitments")
    }

    fn package(signers: &[u16], message: &[u8]) -> SigningPackage<C> {
        let map = signers
            .iter()
            .map(|&n| (id(n), commitments(u64::from(n), u64::from(n) + 100)))
            .collect();
        SigningPackage::new(map, message).expect("package")
    }

    #[test]
    fn a_request_has_one_to_max_messages_with_the_same_signers() {
        let one = MultiSigningPackage::new(vec![package(&[1, 3], b"a")]).expect("one message");
        assert_eq!(one.len(), 1);
        assert!(!one.is_empty());
        assert_eq!(one.signers().copied().collect::<Vec<_>>(), [id(1), id(3)]);
        assert_eq!(
            MultiSigningPackage::<C>::new(Vec::new()),
            Err(Error::UnknownMessage { index: 0 })
        );
        assert_eq!(
            MultiSigningPackage::new(vec![package(&[1, 3], b"a"), package(&[1, 2], b"b")]),
            Err(Error::SignerSetMismatch)
        );
        assert_eq!(
            MultiSigningPackage::new(vec![package(&[1, 3], b"a"), package(&[1, 2, 3], b"b")]),
            Err(Error::SignerSetMismatch)
        );
        let max = MultiSigningPackage::<C>::MAX_MESSAGES;
        let at_bound = vec![package(&[1, 2], b"m"); max];
        assert_eq!(
            MultiSigningPackage::new(at_bound.clone()).map(|p| p.len()),
            Ok(max)
        );
        let mut above = at_bound;
        above.push(package(&[1, 2], b"m"));
        assert_eq!(
            MultiSigningPackage::new(above),
            Err(Error::TooManyMessages {
                max,
                found: max + 1
            })
        );
    }

    #[test]
    fn commitment_and_share_lists_are_bounded_alike() {
        let max = MultiSigningPackage::<C>::MAX_MESSAGES;
        assert_eq!(
            MultiSigningCommitments::<C>::new(Vec::new()),
            Err(Error::UnknownMessage { index: 0 })
        );
        assert_eq!(
            MultiSignatureShares::<C>::new(Vec::new()),
            Err(Error::UnknownMessage { index: 0 })
        );
        assert_eq!(
            MultiSigningCommitments::new(vec![commitments(1, 2); max + 1]),
            Err(Error::TooManyMessages {
                max,
                found: max + 1
            })
        );
        let share = SignatureShare::<C>::new(Scalar::<C>::from(5u64));
        assert_eq!(
            MultiSignatureShares::new(vec![share; max + 1]),
            Err(Error::TooManyMessages {
                max,
                found: max + 1
            })
        );
        let shares = MultiSignatureShares::new(vec![share; 2]).expect("two shares");
        assert_eq!(shares.shares(), shares.as_ref());
        assert_eq!(shares.shares(), [share, share]);
    }

    #[test]
    fn the_coordinator_assembles_the_request_from_each_signers_commitments() {
        let signer = |n: u64| {
            MultiSigningCommitments::new(vec![commitments(n, n + 1), commitments(n + 2, n + 3)])
                .expect("commitments")
        };
        let received = BTreeMap::from([(id(1), signer(10)), (id(4), signer(20))]);
        let request = MultiSigningPackage::from_commitments(&received, &[&b"first"[..], b"second"])
            .expect("request");
        assert_eq!(request.len(), 2);
        for (index, (package, message)) in request
            .signing_packages()
            .iter()
            .zip([&b"first"[..], b"second"])
            .enumerate()
        {
            assert_eq!(package.message(), message);
            for (identifier, commitments) in &received {
                assert_eq!(
                    package.signing_commitment(identifier),
                    Some(&commitments.commitments()[index])
                );
            }
        }

        assert_eq!(
            MultiSigningPackage::from_commitments(&received, &[&b"only one"[..]]),
            Err(Error::MessageCountMismatch {
                expected: 1,
                found: 2
            })
        );
        assert_eq!(
            MultiSigningPackage::from_commitments(&received, &[] as &[&[u8]]),
            Err(Error::UnknownMessage { index: 0 })
        );
    }
}
