"""Multi-message sessions: k nonces behind one handle consumed whole, one
share per message, the coordinator's session naming every culprit, and the
k signatures verified, in every suite."""

from __future__ import annotations

from pathlib import Path

import pytest

import frost
from frost import MultiSigningSession, Suite

from test_pool import dealt

MESSAGES = [b"input 0", b"input 1", b"input 2"]


def answers_of(keys, ids):
    rounds = [frost.multi_commit(k, len(MESSAGES)) for k in keys]
    request = frost.multi_signing_package({ids[i]: c for i, (_, c) in enumerate(rounds)}, MESSAGES)
    return request, {ids[i]: frost.multi_sign(request, MESSAGES, n, keys[i]) for i, (n, _) in enumerate(rounds)}


@pytest.mark.parametrize("suite", list(Suite))
def test_every_suite_signs_each_message(suite: Suite) -> None:
    keys, ids, public = dealt(suite, 2, 3)
    request, answers = answers_of(keys[1:], ids[1:])
    with MultiSigningSession(request, public) as session:
        for identifier, answer in answers.items():
            session.verify_shares(identifier, answer)
        signatures = session.aggregate(answers)
    assert len(signatures) == len(MESSAGES)
    for message, signature in zip(MESSAGES, signatures):
        frost.verify(public, message, signature)
    frost.multi_verify(public, MESSAGES, signatures)
    with pytest.raises(frost.MultiVerifyError) as swapped:
        frost.multi_verify(public, MESSAGES, [signatures[2], signatures[1], signatures[0]])
    assert swapped.value.invalid == [0, 2]
    assert isinstance(swapped.value, frost.InvalidSignatureError)


def test_the_nonces_sign_once_and_are_of_their_own_kind() -> None:
    keys, ids, _ = dealt(Suite.REDJUBJUB, 2, 3)
    rounds = [frost.multi_commit(k, 3) for k in keys[:2]]
    request = frost.multi_signing_package({ids[i]: c for i, (_, c) in enumerate(rounds)}, MESSAGES)
    frost.multi_sign(request, MESSAGES, rounds[0][0], keys[0])
    with pytest.raises(frost.StaleHandleError):
        frost.multi_sign(request, MESSAGES, rounds[0][0], keys[0])
    single, _ = frost.commit(keys[1])
    with pytest.raises(TypeError):
        frost.multi_sign(request, MESSAGES, single, keys[1])
    with pytest.raises(TypeError):
        frost.sign(request, MESSAGES[0], rounds[1][0], keys[1])
    # Refused before any call: neither handle was spent.
    single.close()
    with pytest.raises(frost.MessageMismatchError):
        frost.multi_sign(request, MESSAGES[:2], rounds[1][0], keys[1])
    with pytest.raises(frost.StaleHandleError):
        frost.multi_sign(request, MESSAGES, rounds[1][0], keys[1])
    rounds[1][0].close()
    with pytest.raises(frost.InvalidParameterError):
        frost.multi_commit(keys[0], 0)
    with pytest.raises(frost.InvalidParameterError):
        frost.multi_commit(keys[0], frost.MAX_MESSAGES + 1)


def test_the_session_names_every_culprit() -> None:
    keys, ids, public = dealt(Suite.P256, 3, 4)
    request, answers = answers_of(keys, ids)
    spoiled = dict(answers)
    spoiled[ids[0]], spoiled[ids[2]] = answers[ids[1]], answers[ids[3]]
    with MultiSigningSession(request, public) as session:
        with pytest.raises(frost.InvalidSignatureSharesError) as one:
            session.verify_shares(ids[0], spoiled[ids[0]])
        assert one.value.culprits == [ids[0]]
        with pytest.raises(frost.InvalidSignatureSharesError) as both:
            session.aggregate(spoiled)
        assert sorted(both.value.culprits) == sorted([ids[0], ids[2]])
        assert "message 2" in both.value.message
        assert len(session.aggregate(answers)) == 3
    with pytest.raises(frost.StaleHandleError):
        session.aggregate(answers)


def test_multi_documented_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/bindings/python.md's multi-message example, run as written."""
    page = Path(__file__).resolve().parents[3] / "docs" / "bindings" / "python.md"
    section = page.read_text().split("## Multi-message sessions", 1)[1]
    code = section.split("```python\n", 1)[1].split("```", 1)[0]
    exec(compile(code, str(page), "exec"), {})
    assert capsys.readouterr().out == "2 messages signed\n"
