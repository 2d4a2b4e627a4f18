"""Refresh with a dealer, repair and resharing through the package."""

from __future__ import annotations

from typing import List

import pytest

import frost
from frost import Suite

from test_pool import dealt


def sign_and_verify(keys, public: bytes, message: bytes) -> None:
    ids = [frost.key_package_identifier(k) for k in keys]
    rounds = [frost.commit(k) for k in keys]
    package = frost.signing_package({ids[i]: c for i, (_, c) in enumerate(rounds)}, message)
    shares = {ids[i]: frost.sign(package, message, n, keys[i]) for i, (n, _) in enumerate(rounds)}
    frost.verify(public, message, frost.aggregate(package, shares, public))


def test_refresh_keeps_the_group_key_and_signs() -> None:
    keys, ids, public = dealt(Suite.RISTRETTO255, 2, 3)
    shares, refreshed = frost.refresh_with_dealer(public, ids)
    assert frost.verifying_key(refreshed) == frost.verifying_key(public)
    new_keys = [frost.refresh_share(shares[i], keys[n], refreshed) for n, i in enumerate(ids)]
    assert all(bytes(new.data) != bytes(old.data) for new, old in zip(new_keys, keys))
    sign_and_verify(new_keys[1:], refreshed, b"refreshed")
    with pytest.raises(frost.FrostError):
        frost.refresh_share(shares[ids[1]], keys[0], refreshed)
    outsider = frost.identifier(Suite.RISTRETTO255, 9)
    with pytest.raises(frost.FrostError) as refused:
        frost.refresh_with_dealer(public, [ids[0], outsider])
    assert refused.value.culprits == [outsider]


def distributed_refresh(keys, ids, public: bytes, tamper=None):
    """Every holder of ``keys`` runs the three parts of a distributed
    refresh; ``tamper`` may alter a round-two package in transit."""
    first = {i: frost.refresh_part1(k, len(keys)) for i, k in zip(ids, keys)}
    second = {}
    for i in ids:
        others = {j: p for j, (_, p) in first.items() if j != i}
        second[i] = frost.refresh_part2(first[i][0], others)
    results = []
    for i, key in zip(ids, keys):
        others = {j: p for j, (_, p) in first.items() if j != i}
        received = {j: second[j][1][i] for j in ids if j != i}
        if tamper:
            received = tamper(i, received)
        results.append(frost.refresh_part3(second[i][0], others, received, key, public))
    return results


def test_a_distributed_refresh_keeps_the_group_key_and_signs() -> None:
    keys, ids, public = dealt(Suite.ED25519, 2, 3)
    results = distributed_refresh(keys, ids, public)
    new_keys = [key for key, _ in results]
    refreshed = results[0][1]
    assert all(public_package == refreshed for _, public_package in results)
    assert frost.verifying_key(refreshed) == frost.verifying_key(public)
    assert all(bytes(new.data) != bytes(old.data) for new, old in zip(new_keys, keys))
    sign_and_verify(new_keys[:2], refreshed, b"refreshed without a dealer")


def test_a_tampered_distributed_refresh_names_the_sender() -> None:
    keys, ids, public = dealt(Suite.SECP256K1, 2, 3)

    def tamper(receiver, received):
        if receiver != ids[0]:
            return received
        altered = bytearray(received[ids[2]].data)
        altered[-1] ^= 1
        return {**received, ids[2]: bytes(altered)}

    with pytest.raises(frost.InvalidSecretSharesError) as refused:
        distributed_refresh(keys, ids, public, tamper)
    assert refused.value.culprits == [ids[2]]


def test_a_repaired_share_equals_the_lost_one() -> None:
    keys, ids, public = dealt(Suite.P256, 2, 3)
    lost, helpers = ids[0], ids[1:]
    deltas = {h: frost.repair_part1(helpers, keys[n + 1], lost) for n, h in enumerate(helpers)}
    sums = {h: frost.repair_part2(helpers, {s: deltas[s][h] for s in helpers}) for h in helpers}
    with pytest.raises(frost.MissingParticipantsError):
        frost.repair_part2(helpers, {helpers[0]: deltas[helpers[0]][helpers[0]]})
    repaired = frost.repair_part3(sums, lost, public)
    assert bytes(repaired.data) == bytes(keys[0].data)
    with pytest.raises(frost.FrostError):
        frost.repair_part3({helpers[0]: sums[helpers[0]]}, lost, public)


def test_a_2_of_3_group_reshared_to_3_of_4_signs_under_the_same_key() -> None:
    keys, ids, public = dealt(Suite.ED448, 2, 3)
    new_ids = [frost.identifier(Suite.ED448, n) for n in range(3, 7)]
    dealers = ids[:2]
    dealt_out = {d: frost.reshare_part1(keys[n], dealers, new_ids, 3) for n, d in enumerate(dealers)}
    packages = {d: package for d, (package, _) in dealt_out.items()}
    new_keys: List[frost.Secret] = []
    publics = set()
    for i in new_ids:
        key, new_public = frost.reshare_part2(i, new_ids, 3, public, packages,
                                              {d: subs[i] for d, (_, subs) in dealt_out.items()})
        new_keys.append(key)
        publics.add(new_public)
    assert len(publics) == 1
    new_public = publics.pop()
    assert frost.verifying_key(new_public) == frost.verifying_key(public)
    sign_and_verify(new_keys[1:], new_public, b"reshared")
    swapped = {dealers[0]: dealt_out[dealers[1]][1][new_ids[0]], dealers[1]: dealt_out[dealers[1]][1][new_ids[0]]}
    with pytest.raises(frost.FrostError) as refused:
        frost.reshare_part2(new_ids[0], new_ids, 3, public, packages, swapped)
    assert refused.value.culprits == [dealers[0]]
