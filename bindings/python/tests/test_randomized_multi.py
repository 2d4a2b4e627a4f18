"""Re-randomized multi-message sessions: one randomizer per message, each
signature under its own randomized key, in every suite; forged randomizers
refused; the documented example."""

from __future__ import annotations

from pathlib import Path

import pytest

import frost
from frost import MultiSigningSession, Suite

from test_pool import dealt

MESSAGES = [b"action 0", b"action 1", b"action 2"]


def alpha(suite: Suite, n: int) -> bytes:
    """The scalar n in the suite's canonical encoding."""
    if suite == Suite.ED448:
        return bytes([n]) + bytes(56)
    if suite in (Suite.P256, Suite.SECP256K1, Suite.SECP256K1_TR):
        return bytes(31) + bytes([n])
    return bytes([n]) + bytes(31)


def request_of(keys, ids, public, alphas=()):
    rounds = [frost.multi_commit(k, len(MESSAGES)) for k in keys]
    plain = frost.multi_signing_package({ids[i]: c for i, (_, c) in enumerate(rounds)}, MESSAGES)
    return [n for n, _ in rounds], frost.randomized_multi_signing_package(plain, public, alphas)


@pytest.mark.parametrize("suite", list(Suite))
def test_each_message_signs_under_its_own_randomized_key(suite: Suite) -> None:
    keys, ids, public = dealt(suite, 2, 3)
    nonces, request = request_of(keys[:2], ids[:2], public, [alpha(suite, n) for n in (5, 6, 7)])
    rks = frost.randomized_multi_verifying_keys(request)
    assert len(set(rks)) == 3
    with MultiSigningSession(request, public) as session:
        answers = {}
        for i in range(2):
            answers[ids[i]] = frost.multi_sign(request, MESSAGES, nonces[i], keys[i])
            session.verify_shares(ids[i], answers[ids[i]])
        signatures = session.aggregate(answers)
        # A tampered answer names its sender.
        with pytest.raises(frost.InvalidSignatureSharesError) as spoiled:
            session.aggregate({ids[0]: answers[ids[0]], ids[1]: answers[ids[0]]})
        assert spoiled.value.culprits == [ids[1]]
    for j, signature in enumerate(signatures):
        for k, rk in enumerate(rks):
            if j == k:
                frost.verify(rk, MESSAGES[j], signature)
            else:
                with pytest.raises(frost.InvalidSignatureError):
                    frost.verify(rk, MESSAGES[j], signature)
    frost.randomized_multi_verify(request, public, signatures)
    with pytest.raises(frost.MultiVerifyError) as swapped:
        frost.randomized_multi_verify(request, public, [signatures[2], signatures[1], signatures[0]])
    assert swapped.value.invalid == [0, 2]


def test_a_randomizer_other_than_the_request_key_is_refused() -> None:
    keys, ids, public = dealt(Suite.REDJUBJUB, 2, 3)
    nonces, request = request_of(keys[:2], ids[:2], public)
    forged = bytearray(request)
    forged[4 + 64 : 4 + 64 + 32] = alpha(Suite.REDJUBJUB, 9)
    with pytest.raises(frost.ProtocolError):
        frost.multi_sign(bytes(forged), MESSAGES, nonces[0], keys[0])
    with pytest.raises(frost.StaleHandleError):
        frost.multi_sign(request, MESSAGES, nonces[0], keys[0])
    with pytest.raises(frost.ProtocolError):
        MultiSigningSession(bytes(forged), public)
    nonces[1].close()


def test_randomized_multi_documented_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/bindings/python.md's re-randomized multi-message example, run as
    written."""
    page = Path(__file__).resolve().parents[3] / "docs" / "bindings" / "python.md"
    section = page.read_text().split("## Re-randomized multi-message sessions", 1)[1]
    code = section.split("```python\n", 1)[1].split("```", 1)[0]
    exec(compile(code, str(page), "exec"), {})
    assert capsys.readouterr().out == "2 actions signed, each under its own rk\n"
