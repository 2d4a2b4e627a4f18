"""ROAST through the package: a 2-of-3 run signs and blames the signer
holding another group's share; accountable evidence convinces with the
identity keys and fails once altered; a signer of another run is refused;
freed handles are refused."""

from __future__ import annotations

from pathlib import Path
from typing import Dict, List, Optional, Tuple

import pytest

import frost
from frost import Suite
from frost.roast import RoastCoordinator, RoastSigner, identity_key_generate, verify_blame


def key_packages(dealing: frost.Dealing) -> Tuple[List[frost.Secret], List[bytes]]:
    keys = [frost.key_package_from_secret_share(s) for s in dealing.secret_shares]
    return keys, [frost.key_package_identifier(k) for k in keys]


class Run:
    """A run of a 2-of-3 Ed25519 group in which signer 3 holds another
    group's share, so its shares are invalid."""

    def __init__(self, message: bytes, accountable: bool) -> None:
        group = frost.generate_with_dealer(Suite.ED25519, 2, 3)
        keys, self.ids = key_packages(group)
        keys[2] = key_packages(frost.generate_with_dealer(Suite.ED25519, 2, 3))[0][2]
        self.public = group.public_key_package
        pairs = [identity_key_generate(Suite.ED25519) for _ in keys] if accountable else [None] * 3
        self.identity_keys: Optional[Dict[bytes, bytes]] = (
            {self.ids[i]: pair[1] for i, pair in enumerate(pairs) if pair} if accountable else None
        )
        self.coordinator = RoastCoordinator(self.public, message, identity_keys=self.identity_keys)
        run = self.coordinator.run
        assert len(run) == 32
        self.signers = [
            RoastSigner(key, message, run, identity_key=pair[0] if pair else None)
            for key, pair in zip(keys, pairs)
        ]
        # The bad signer commits first, so that the first session holds it.
        inbox = [(i, self.signers[i].commit()) for i in (2, 0, 1)]
        self.blamed: List[bytes] = []
        self.signature = b""
        while inbox and not self.signature:
            sender, data = inbox.pop(0)
            step = self.coordinator.receive(self.ids[sender], data)
            self.blamed += step.blamed
            self.signature = step.signature
            if step.request:
                # Every signer sees the request; those it does not name refuse it.
                for j, signer in enumerate(self.signers):
                    try:
                        inbox.append((j, signer.answer(step.request)))
                    except frost.FrostError:
                        pass
        assert self.signature, "the run signs"

    def close(self) -> None:
        for handle in [*self.signers, self.coordinator]:
            handle.close()


def test_a_run_signs_and_blames_the_bad_signer() -> None:
    message = b"robust across the boundary"
    run = Run(message, accountable=False)
    try:
        assert run.blamed == [run.ids[2]]
        frost.verify(frost.verifying_key(run.public), message, run.signature)
        blames = run.coordinator.blames()
        assert len(blames) == 1
        verify_blame(blames[0], run.public)
        assert run.coordinator.judge_remaining() == []
    finally:
        run.close()


def test_accountable_evidence_resists_alteration() -> None:
    run = Run(b"accountable", accountable=True)
    try:
        (blame,) = run.coordinator.blames()
        verify_blame(blame, run.public, run.identity_keys)
        for position in range(3, len(blame)):
            altered = bytearray(blame)
            altered[position] ^= 1
            with pytest.raises(frost.FrostError):
                verify_blame(bytes(altered), run.public, run.identity_keys)
        assert run.identity_keys is not None
        forged = dict(run.identity_keys)
        forged[run.ids[2]] = identity_key_generate(Suite.ED25519)[1]
        with pytest.raises(frost.ProtocolError) as refused:
            verify_blame(blame, run.public, forged)
        assert refused.value.culprits == [run.ids[2]]
    finally:
        run.close()


def test_a_signer_of_another_run_is_refused() -> None:
    group = frost.generate_with_dealer(Suite.ED25519, 2, 3)
    keys, ids = key_packages(group)
    with RoastCoordinator(group.public_key_package, b"m") as coordinator:
        run = coordinator.run
        with pytest.raises(frost.InvalidLengthError):
            RoastSigner(keys[0], b"m", run[:31])
        other = bytes([run[0] ^ 1]) + run[1:]
        with RoastSigner(keys[1], b"m", other) as stranger:
            # Refused without blaming anyone: it may be a replay of an
            # honest signer's.
            with pytest.raises(frost.ProtocolError) as refused:
                coordinator.receive(ids[1], stranger.commit())
            assert refused.value.culprits == []
            # Two honest signers of this run open a session; the signer of
            # the other run refuses its request.
            with RoastSigner(keys[0], b"m", run) as first, RoastSigner(keys[2], b"m", run) as third:
                coordinator.receive(ids[0], first.commit())
                request = coordinator.receive(ids[2], third.commit()).request
                assert request
                with pytest.raises(frost.ProtocolError):
                    stranger.answer(request)
                assert first.answer(request)
                coordinator.timeout(ids[2])


def test_freed_handles_are_refused() -> None:
    group = frost.generate_with_dealer(Suite.ED25519, 2, 3)
    keys, _ = key_packages(group)
    coordinator = RoastCoordinator(group.public_key_package, b"m")
    signer = RoastSigner(keys[0], b"m", coordinator.run)
    for handle in (coordinator, signer):
        handle.close()
        handle.close()
    with pytest.raises(frost.StaleHandleError):
        coordinator.run
    with pytest.raises(frost.StaleHandleError):
        signer.commit()


def test_identity_signing_key_is_a_wipeable_secret() -> None:
    secret, public = identity_key_generate(Suite.ED25519)
    assert isinstance(secret, frost.Secret) and "redacted" in repr(secret)
    assert public[1] == Suite.ED25519
    secret.wipe()
    assert len(secret) == 0


def test_roast_documented_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/bindings/python.md's ROAST example, run as written."""
    page = Path(__file__).resolve().parents[3] / "docs" / "bindings" / "python.md"
    section = page.read_text().split("## ROAST", 1)[1]
    code = section.split("```python\n", 1)[1].split("```", 1)[0]
    exec(compile(code, str(page), "exec"), {})
    out = capsys.readouterr().out
    assert out.startswith("ROAST signature ") and out.endswith(" 0 blamed\n")
