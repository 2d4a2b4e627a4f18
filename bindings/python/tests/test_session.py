"""The coordinator's signing session and the share batch name every invalid
share and aggregate a signature that verifies."""

from __future__ import annotations

import pytest

import frost
from frost import ShareBatch, SigningSession, Suite

from test_pool import dealt


def shares_of(keys, ids, message: bytes):
    rounds = [frost.commit(k) for k in keys]
    package = frost.signing_package({ids[i]: c for i, (_, c) in enumerate(rounds)}, message)
    return package, {ids[i]: frost.sign(package, message, n, keys[i]) for i, (n, _) in enumerate(rounds)}


def test_the_session_names_an_invalid_share_and_aggregates() -> None:
    keys, ids, public = dealt(Suite.SECP256K1_TR, 2, 3)
    package, shares = shares_of(keys[:2], ids[:2], b"session")
    with SigningSession(package, public) as session:
        session.verify_share(ids[0], shares[ids[0]])
        with pytest.raises(frost.InvalidSignatureSharesError) as bad:
            session.verify_share(ids[0], shares[ids[1]])
        assert bad.value.culprits == [ids[0]]
        with pytest.raises(frost.UnexpectedParticipantsError) as stranger:
            session.verify_share(ids[2], shares[ids[0]])
        assert stranger.value.culprits == [ids[2]]
        with pytest.raises(frost.InvalidSignatureSharesError) as swapped:
            session.aggregate({ids[0]: shares[ids[1]], ids[1]: shares[ids[1]]})
        assert swapped.value.culprits == [ids[0]]
        frost.verify(public, b"session", session.aggregate(shares))
    with pytest.raises(frost.StaleHandleError):
        session.aggregate(shares)


def test_the_batch_names_every_invalid_share() -> None:
    keys, ids, public = dealt(Suite.ED25519, 2, 3)
    rounds = [shares_of(keys[:2], ids[:2], m) for m in (b"one", b"two")]
    sessions = [SigningSession(package, public) for package, _ in rounds]
    with ShareBatch(Suite.ED25519) as batch:
        for session, (_, shares) in zip(sessions, rounds):
            for identifier, share in shares.items():
                batch.push(session, identifier, share)
        batch.verify()
        # Signer 2's share of the first session pushed into the second.
        assert batch.push(sessions[1], ids[1], rounds[0][1][ids[1]]) == 4
        with pytest.raises(frost.UnexpectedParticipantsError):
            batch.push(sessions[0], ids[2], rounds[0][1][ids[0]])
        with pytest.raises(frost.ShareBatchError) as forged:
            batch.verify()
        assert forged.value.culprits == [ids[1]]
        assert forged.value.invalid == [4]
        assert isinstance(forged.value, frost.InvalidSignatureSharesError)
    for session in sessions:
        session.close()
