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
