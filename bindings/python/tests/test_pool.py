"""Nonce pools: pooled nonces sign, an entry is taken once, and a restore
against the record of consumed nonces refuses an old pool and a lost
record."""

from __future__ import annotations

from typing import List, Tuple

import pytest

import frost
from frost import NoncePool, Secret, Suite


def dealt(suite: Suite, min_signers: int, max_signers: int) -> Tuple[List[Secret], List[bytes], bytes]:
    dealing = frost.generate_with_dealer(suite, min_signers, max_signers)
    keys = [frost.key_package_from_secret_share(s) for s in dealing.secret_shares]
    return keys, [frost.key_package_identifier(k) for k in keys], dealing.public_key_package


def pooled_sign(keys, ids, pools, records, public: bytes, message: bytes) -> Tuple[bytes, bytes]:
    """Signs with each signer's first unused pool entry, appending each take
    to its record; returns the package and the signature."""
    package = frost.signing_package({ids[i]: pool.unused()[0] for i, pool in enumerate(pools)}, message)
    shares = {}
    for i, pool in enumerate(pools):
        nonces, consumed = pool.take(package, ids[i])
        records[i].append(consumed)
        shares[ids[i]] = frost.sign(package, message, nonces, keys[i])
    return package, frost.aggregate(package, shares, public)


@pytest.mark.parametrize("suite", [Suite.ED25519, Suite.SECP256K1], ids=["ed25519", "secp256k1"])
def test_pooled_nonces_sign_and_are_taken_once(suite: Suite) -> None:
    keys, ids, public = dealt(suite, 2, 3)
    pools = [NoncePool(k, 3) for k in keys[:2]]
    assert all(len(p.commitments) == 3 for p in pools)
    records: List[List[bytes]] = [[], []]
    package, signature = pooled_sign(keys, ids, pools, records, public, b"pooled")
    frost.verify(public, b"pooled", signature)
    assert records[0] == [pools[0].commitments[0]]
    with pytest.raises(frost.NonceRefusedError):
        pools[0].take(package, ids[0])
    assert pools[0].unused() == pools[0].commitments[1:]
    for pool in pools:
        pool.close()


def test_restore_refuses_an_old_pool_and_a_lost_record() -> None:
    keys, ids, public = dealt(Suite.ED25519, 2, 3)
    records: List[List[bytes]] = [[], []]
    with NoncePool(keys[0], 4) as first, NoncePool(keys[1], 4) as second:
        old = first.store()
        pooled_sign(keys, ids, [first, second], records, public, b"first")
        stored = first.store()
    # The copy stored before the take, against the newer record.
    with pytest.raises(frost.NonceRefusedError):
        NoncePool.restore(old, records[0])
    # The current copy with the record lost.
    with pytest.raises(frost.NonceRefusedError):
        NoncePool.restore(stored, [])
    with NoncePool.restore(stored, records[0]) as restored:
        assert len(restored.unused()) == 3
        assert records[0][0] not in restored.unused()
    old.wipe()
    stored.wipe()
    assert len(stored) == 0


def test_a_closed_pool_is_refused() -> None:
    keys, _, _ = dealt(Suite.ED25519, 2, 3)
    pool = NoncePool(keys[0], 1)
    pool.close()
    pool.close()
    with pytest.raises(frost.StaleHandleError):
        pool.store()
