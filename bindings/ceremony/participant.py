"""The Python participant of the mixed-language ceremony.

One process holding one participant's key package and nonces, driven by the
coordinator over standard input and output: one command per line, every
argument and result hex wire bytes (see the Rust participant for the
commands: ``key``, ``commit``, ``sign``). A refusal answers ``error TEXT``.
"""

import sys

import frost


def main() -> None:
    key_package = None
    nonces = None
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        try:
            command, arguments = words[0], [bytes.fromhex(w) for w in words[1:]]
            if command == "key":
                key_package = frost.key_package_from_secret_share(bytearray(arguments[0]))
                answer = frost.key_package_identifier(key_package)
            elif command == "commit" and key_package is not None:
                nonces, answer = frost.commit(key_package)
            elif command == "sign" and nonces is not None:
                package, message = arguments
                answer, nonces = frost.sign(package, message, nonces, key_package), None
            else:
                raise ValueError(f"unknown command or out of order: {command}")
            print(answer.hex(), flush=True)
        except (frost.FrostError, ValueError, IndexError) as error:
            print(f"error {type(error).__name__}: {error}", flush=True)
    if key_package is not None:
        key_package.wipe()


if __name__ == "__main__":
    main()
