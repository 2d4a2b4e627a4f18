"""Distributed key generation, key tweaks, key export and re-randomized
signing through the package."""

from __future__ import annotations

from typing import List, Tuple

import pytest

import frost
from frost import Secret, Suite


def dkg(suite: Suite, min_signers: int, max_signers: int) -> Tuple[List[Secret], bytes]:
    ids = [frost.identifier(suite, n) for n in range(1, max_signers + 1)]
    first = {i: frost.dkg_part1(i, max_signers, min_signers) for i in ids}
    second = {
        i: frost.dkg_part2(secret, {j: p for j, (_, p) in first.items() if j != i})
        for i, (secret, _) in first.items()
    }
    keys, publics = [], set()
    for i, (secret, _) in second.items():
        received = {j: out[i] for j, (_, out) in second.items() if j != i}
        key, public = frost.dkg_part3(secret, {j: p for j, (_, p) in first.items() if j != i}, received)
        keys.append(key)
        publics.add(public)
    assert len(publics) == 1
    return keys, publics.pop()


def sign(keys: List[Secret], public: bytes, message: bytes, randomizer: bytes = b"", randomize: bool = False) -> bytes:
    ids = [frost.key_package_identifier(k) for k in keys]
    rounds = [frost.commit(k) for k in keys]
    package = frost.signing_package({ids[i]: c for i, (_, c) in enumerate(rounds)}, message)
    if randomize:
        package = frost.randomized_signing_package(package, public, randomizer)
    shares = {ids[i]: frost.sign(package, message, n, keys[i]) for i, (n, _) in enumerate(rounds)}
    return frost.aggregate(package, shares, public), package


@pytest.mark.parametrize("suite", list(Suite), ids=[s.name.lower() for s in Suite])
def test_dkg_keys_sign_in_every_suite(suite: Suite) -> None:
    keys, public = dkg(suite, 2, 3)
    signature, _ = sign(keys[1:], public, b"distributed")
    frost.verify(public, b"distributed", signature)


def test_dkg_names_a_forged_proof() -> None:
    suite = Suite.ED25519
    ids = [frost.identifier(suite, n) for n in (1, 2, 3)]
    first = {i: frost.dkg_part1(i, 3, 2) for i in ids}
    # Participant 2 replays participant 3's package: its proof of knowledge
    # binds participant 3's identifier, so it fails for 2, and 2 alone is
    # named.
    packages = {ids[1]: first[ids[2]][1], ids[2]: first[ids[2]][1]}
    with pytest.raises(frost.InvalidProofOfKnowledgeError) as caught:
        frost.dkg_part2(first[ids[0]][0], packages)
    assert caught.value.culprits == [ids[1]]


def test_taproot_tweak_signs_under_the_output_key() -> None:
    dealing = frost.generate_with_dealer(Suite.SECP256K1_TR, 2, 3)
    merkle_root = bytes(range(32))
    keys = [
        frost.tweak_key_package(frost.key_package_from_secret_share(s), frost.TWEAK_TAPROOT, merkle_root)
        for s in dealing.secret_shares[:2]
    ]
    public = frost.tweak_public_key_package(dealing.public_key_package, frost.TWEAK_TAPROOT, merkle_root)
    message = bytes(32)
    signature, _ = sign(keys, public, message)
    frost.verify(public, message, signature)
    with pytest.raises(frost.InvalidSignatureError):
        frost.verify(dealing.public_key_package, message, signature)
    output_key = frost.export_group_key(public)
    assert len(output_key) == 32 and output_key != frost.export_group_key(dealing.public_key_package)
    with pytest.raises(frost.UnsupportedBySuiteError):
        frost.tweak_public_key_package(
            frost.generate_with_dealer(Suite.ED25519, 2, 3).public_key_package, frost.TWEAK_TAPROOT, b""
        )


def test_redpallas_signs_rerandomized_with_a_given_alpha() -> None:
    dealing = frost.generate_with_dealer(Suite.REDPALLAS, 2, 3)
    keys = [frost.key_package_from_secret_share(s) for s in dealing.secret_shares[:2]]
    alpha = bytes([7]) + bytes(31)
    message = b"a Zcash spend"
    signature, package = sign(keys, dealing.public_key_package, message, alpha, randomize=True)
    rk = frost.randomized_verifying_key(package)
    frost.verify(rk, message, signature)
    with pytest.raises(frost.InvalidSignatureError):
        frost.verify(dealing.public_key_package, message, signature)
    # The same alpha gives the same rk: it is the caller's, not a fresh one.
    again = frost.randomized_signing_package(frost.signing_package(
        {frost.key_package_identifier(k): frost.commit(k)[1] for k in keys}, message), dealing.public_key_package, alpha)
    assert frost.randomized_verifying_key(again) == rk


def test_export_formats() -> None:
    dealing = frost.generate_with_dealer(Suite.ED25519, 2, 3)
    assert len(frost.export_group_key(dealing.public_key_package)) == 32
    pem = frost.export_group_key(dealing.public_key_package, frost.KEY_PEM)
    assert pem.startswith(b"-----BEGIN PUBLIC KEY-----")
