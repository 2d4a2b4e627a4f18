"""The package's guarantees: every suite signs, nonces sign once, every
culprit is named, bad inputs raise typed errors, secrets are wiped."""

from __future__ import annotations

from pathlib import Path
from typing import List, Tuple

import pytest

import frost
from frost import Suite


def deal_and_sign(suite: Suite, min_signers: int, max_signers: int, message: bytes):
    dealing = frost.generate_with_dealer(suite, min_signers, max_signers)
    key_packages = [frost.key_package_from_secret_share(s) for s in dealing.secret_shares]
    ids = [frost.key_package_identifier(kp) for kp in key_packages]
    rounds = [frost.commit(kp) for kp in key_packages[:min_signers]]
    package = frost.signing_package({ids[i]: c for i, (_, c) in enumerate(rounds)}, message)
    shares = {
        ids[i]: frost.sign(package, message, nonces, key_packages[i])
        for i, (nonces, _) in enumerate(rounds)
    }
    return dealing, key_packages, ids, package, shares


@pytest.mark.parametrize("suite", list(Suite), ids=[s.name.lower() for s in Suite])
def test_every_suite_signs_and_verifies(suite: Suite) -> None:
    message = b"every suite through the C ABI"
    dealing, _, _, package, shares = deal_and_sign(suite, 2, 3, message)
    signature = frost.aggregate(package, shares, dealing.public_key_package)
    assert signature[1] == suite
    key = frost.verifying_key(dealing.public_key_package)
    frost.verify(key, message, signature)
    with pytest.raises(frost.InvalidSignatureError):
        frost.verify(key, b"another message", signature)


def test_nonces_sign_once() -> None:
    message = b"once"
    dealing = frost.generate_with_dealer(Suite.ED25519, 2, 3)
    key_packages = [frost.key_package_from_secret_share(s) for s in dealing.secret_shares[:2]]
    ids = [frost.key_package_identifier(kp) for kp in key_packages]
    rounds = [frost.commit(kp) for kp in key_packages]
    package = frost.signing_package({ids[i]: c for i, (_, c) in enumerate(rounds)}, message)
    frost.sign(package, message, rounds[0][0], key_packages[0])
    with pytest.raises(frost.StaleHandleError):
        frost.sign(package, message, rounds[0][0], key_packages[0])
    # A package for another message is refused and consumes the nonces.
    with pytest.raises(frost.MessageMismatchError):
        frost.sign(package, b"what the signer expects", rounds[1][0], key_packages[1])
    with pytest.raises(frost.StaleHandleError):
        frost.sign(package, message, rounds[1][0], key_packages[1])
    rounds[1][0].close()


def test_aggregate_names_every_culprit() -> None:
    message = b"blame"
    dealing, _, ids, package, shares = deal_and_sign(Suite.SECP256K1, 3, 4, message)
    shares[ids[0]] = shares[ids[2]]
    shares[ids[1]] = shares[ids[2]]
    with pytest.raises(frost.InvalidSignatureSharesError) as caught:
        frost.aggregate(package, shares, dealing.public_key_package)
    assert caught.value.culprits == [ids[0], ids[1]]
    assert isinstance(caught.value, frost.FrostError)
    assert caught.value.code == 13
    del shares[ids[0]]
    with pytest.raises(frost.MissingParticipantsError) as missing:
        frost.aggregate(package, shares, dealing.public_key_package)
    assert missing.value.culprits == [ids[0]]


def test_bad_inputs_raise_typed_errors() -> None:
    dealing = frost.generate_with_dealer(Suite.ED25519, 2, 3)
    held = frost.key_package_from_secret_share(dealing.secret_shares[0])
    key_package = bytes(held.data)
    cases: List[Tuple[bytes, type]] = [
        (b"", frost.InvalidLengthError),
        (key_package[:-1], frost.InvalidLengthError),
        (key_package + b"\0", frost.InvalidLengthError),
        (dealing.public_key_package, frost.WrongMessageTypeError),
        (b"\x09" + key_package[1:], frost.UnsupportedVersionError),
    ]
    for bad, error in cases:
        with pytest.raises(error):
            frost.commit(bad)
    with pytest.raises(frost.WrongSuiteError):
        frost.generate_with_dealer(99, 2, 3)  # type: ignore[arg-type]
    with pytest.raises(frost.InvalidParameterError):
        frost.generate_with_dealer(Suite.ED25519, 4, 3)


def test_secrets_are_wiped() -> None:
    dealing = frost.generate_with_dealer(Suite.ED25519, 2, 3)
    share = dealing.secret_shares[0]
    held = share.data
    assert any(held)
    dealing.wipe()
    assert len(share) == 0 and len(held) > 0 and not any(held)
    with pytest.raises(frost.InvalidLengthError):
        frost.key_package_from_secret_share(share)
    assert "redacted" in repr(frost.Secret(b"\x01"))


def test_documented_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/bindings/python.md's example, run as written."""
    page = Path(__file__).resolve().parents[3] / "docs" / "bindings" / "python.md"
    code = page.read_text().split("```python\n", 1)[1].split("```", 1)[0]
    exec(compile(code, str(page), "exec"), {})
    assert capsys.readouterr().out.startswith("signature ")


def test_concurrent_signs_with_one_nonces_sign_once() -> None:
    """ctypes releases the GIL during calls: eight threads race one handle."""
    from concurrent.futures import ThreadPoolExecutor

    message = b"race"
    dealing = frost.generate_with_dealer(Suite.ED25519, 2, 3)
    keys = [frost.key_package_from_secret_share(s) for s in dealing.secret_shares[:2]]
    ids = [frost.key_package_identifier(k) for k in keys]
    rounds = [frost.commit(k) for k in keys]
    package = frost.signing_package({ids[i]: c for i, (_, c) in enumerate(rounds)}, message)

    def attempt(_: int) -> str:
        try:
            frost.sign(package, message, rounds[0][0], keys[0])
            return "signed"
        except frost.StaleHandleError:
            return "stale"

    with ThreadPoolExecutor(max_workers=8) as pool:
        outcomes = list(pool.map(attempt, range(8)))
    assert outcomes.count("signed") == 1 and outcomes.count("stale") == 7
