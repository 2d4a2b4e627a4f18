"""The one rule for spent nonces: once sign or multi_sign reaches the
library the nonces are spent, whatever the outcome (and the library's
handle is freed, also when it refused before taking them); only a refusal
raised before any call (an argument of the wrong type) leaves them
usable."""

from __future__ import annotations

import pytest

import frost
from frost import Suite
from frost._native import LIB, call

from test_pool import dealt

MESSAGES = [b"input 0", b"input 1"]
OVERSIZED = bytes(64 * 1024 * 1024 + 1)


def assert_freed_in_the_library(nonces) -> None:
    with pytest.raises(frost.StaleHandleError):
        call(getattr(LIB, nonces._free), nonces._handle)


def test_a_refused_sign_spends_the_nonces() -> None:
    keys, ids, _ = dealt(Suite.ED25519, 2, 3)
    p256_keys, _, _ = dealt(Suite.P256, 2, 3)
    rounds = [frost.commit(k) for k in keys]
    package = frost.signing_package({ids[i]: c for i, (_, c) in enumerate(rounds[:2])}, b"m")
    refusals = [
        (frost.InputTooLargeError, lambda n: frost.sign(OVERSIZED, b"m", n, keys[0])),
        (frost.WrongSuiteError, lambda n: frost.sign(package, b"m", n, p256_keys[0])),
        (frost.MessageMismatchError, lambda n: frost.sign(package, b"other", n, keys[0])),
    ]
    for (error, refused), (nonces, _) in zip(refusals, rounds):
        with pytest.raises(error):
            refused(nonces)
        with pytest.raises(frost.StaleHandleError, match="already used"):
            frost.sign(package, b"m", nonces, keys[0])
        assert_freed_in_the_library(nonces)
        nonces.close()


def test_a_refused_multi_sign_spends_the_nonces() -> None:
    keys, ids, _ = dealt(Suite.REDPALLAS, 2, 3)
    p256_keys, _, _ = dealt(Suite.P256, 2, 3)
    rounds = [frost.multi_commit(k, len(MESSAGES)) for k in keys]
    request = frost.multi_signing_package({ids[i]: c for i, (_, c) in enumerate(rounds[:2])}, MESSAGES)
    refusals = [
        (frost.InputTooLargeError, lambda n: frost.multi_sign(OVERSIZED, MESSAGES, n, keys[0])),
        (frost.WrongSuiteError, lambda n: frost.multi_sign(request, MESSAGES, n, p256_keys[0])),
        (frost.MessageMismatchError, lambda n: frost.multi_sign(request, MESSAGES[:1], n, keys[0])),
    ]
    for (error, refused), (nonces, _) in zip(refusals, rounds):
        with pytest.raises(error):
            refused(nonces)
        with pytest.raises(frost.StaleHandleError, match="already used"):
            frost.multi_sign(request, MESSAGES, nonces, keys[0])
        assert_freed_in_the_library(nonces)


def test_a_refusal_before_the_call_leaves_the_nonces_usable() -> None:
    keys, ids, _ = dealt(Suite.RISTRETTO255, 2, 3)
    single = [frost.commit(k) for k in keys[:2]]
    multi = [frost.multi_commit(k, len(MESSAGES)) for k in keys[:2]]
    package = frost.signing_package({ids[i]: c for i, (_, c) in enumerate(single)}, b"m")
    request = frost.multi_signing_package({ids[i]: c for i, (_, c) in enumerate(multi)}, MESSAGES)
    with pytest.raises(TypeError):
        frost.sign(package, b"m", multi[0][0], keys[0])
    with pytest.raises(TypeError):
        frost.multi_sign(request, MESSAGES, single[0][0], keys[0])
    with pytest.raises(TypeError):
        frost.sign(package, 5, single[0][0], keys[0])  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        frost.multi_sign(request, MESSAGES, multi[0][0], 7)  # type: ignore[arg-type]
    frost.sign(package, b"m", single[0][0], keys[0])
    frost.multi_sign(request, MESSAGES, multi[0][0], keys[0])
