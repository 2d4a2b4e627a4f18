"""The Python participant of the mixed-language ceremony.

One process holding one participant's key package and nonces, driven by the
coordinator over standard input and output: one command per line, every
argument and result hex wire bytes (see the Rust participant for the
commands: ``dkg1``, ``dkg2``, ``dkg3``, ``tweak-taproot``, ``commit``,
``sign``, ``roast-identity``, ``roast-signer``, ``roast-answer``). A
refusal answers ``error TEXT``.

In the ROAST run this participant is the malicious one when asked
``roast-signer-bad RUN MESSAGE``: its signer holds the key package with the
signing share altered (tweaked by adding one, through the package's own
additive tweak, so that nothing is decoded by hand), and every share it
sends is invalid, signed with its true identity key.
"""

import struct
import sys
from typing import Dict, Mapping

import frost
from frost._native import decode_list, encode_list
from frost.roast import RoastSigner, identity_key_generate


def pairs(data: bytes) -> Dict[bytes, bytes]:
    """A map in the C ABI's list form."""
    items = decode_list(data)
    return {items[i]: items[i + 1] for i in range(0, len(items) - 1, 2)}


def encode_map(entries: Mapping[bytes, bytes]) -> bytes:
    return encode_list([b for k, v in entries.items() for b in (k, v)])


def altered(key_package: frost.Secret) -> frost.Secret:
    """The key package with the signing share s replaced by s + 1 (the
    suite's scalar one: canonical little-endian here, as in Ed25519)."""
    one = bytes([1]) + bytes(31)
    return frost.tweak_key_package(key_package, frost.TWEAK_ADD, one)


def main() -> None:
    key_package = None
    nonces = None
    round1 = round2 = None
    identity = None
    signer = None
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        try:
            command, arguments = words[0], [bytes.fromhex(w) for w in words[1:]]
            if command == "dkg1":
                identifier, params = arguments
                max_signers, min_signers = struct.unpack(">HH", params)
                round1, answer = frost.dkg_part1(identifier, max_signers, min_signers)
            elif command == "dkg2" and round1 is not None:
                round2, outgoing = frost.dkg_part2(round1, pairs(arguments[0]))
                round1 = None
                answer = encode_map({k: bytes(v.data) for k, v in outgoing.items()})
            elif command == "dkg3" and round2 is not None:
                key_package, answer = frost.dkg_part3(round2, pairs(arguments[0]), pairs(arguments[1]))
                round2 = None
            elif command == "tweak-taproot" and key_package is not None:
                key_package = frost.tweak_key_package(key_package, frost.TWEAK_TAPROOT, arguments[0])
                answer = b""
            elif command == "commit" and key_package is not None:
                nonces, answer = frost.commit(key_package)
            elif command == "sign" and nonces is not None:
                package, message = arguments
                answer, nonces = frost.sign(package, message, nonces, key_package), None
            elif command == "roast-identity" and key_package is not None:
                identity, answer = identity_key_generate(key_package.data[1])
            elif command in ("roast-signer", "roast-signer-bad") and identity is not None:
                run, message = arguments
                if signer is not None:
                    signer.close()
                key = key_package if command == "roast-signer" else altered(key_package)
                signer = RoastSigner(key, message, run, identity_key=identity)
                if key is not key_package:
                    key.wipe()
                answer = signer.commit()
            elif command == "roast-answer" and signer is not None:
                answer = signer.answer(arguments[0])
            else:
                raise ValueError(f"unknown command or out of order: {command}")
            print(answer.hex(), flush=True)
        except (frost.FrostError, ValueError, IndexError) as error:
            print(f"error {type(error).__name__}: {error}", flush=True)
    if signer is not None:
        signer.close()
    for secret in (key_package, identity):
        if secret is not None:
            secret.wipe()


if __name__ == "__main__":
    main()
