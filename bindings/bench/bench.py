"""sign and aggregate of FROST(Ed25519) through the Python package, at the
sizes given on the command line (MIN MAX pairs), printed as
``python OPERATION MIN-of-MAX MEDIAN_NANOSECONDS`` lines for
bindings/bench/run."""

import os
import statistics
import sys
import time

import frost


def bench(min_signers: int, max_signers: int, runs: int) -> None:
    dealing = frost.generate_with_dealer(frost.Suite.ED25519, min_signers, max_signers)
    message = b"the cost of the boundary"
    keys = [frost.key_package_from_secret_share(s) for s in dealing.secret_shares[:min_signers]]
    ids = [frost.key_package_identifier(k) for k in keys]
    rounds = [frost.commit(k) for k in keys]
    commitments = {ids[i]: c for i, (_, c) in enumerate(rounds)}
    size = f"{min_signers}-of-{max_signers}"

    samples = []
    fresh = dict(commitments)
    for _ in range(runs):
        nonces, fresh[ids[0]] = frost.commit(keys[0])
        package = frost.signing_package(fresh, message)
        start = time.perf_counter_ns()
        frost.sign(package, message, nonces, keys[0])
        samples.append(time.perf_counter_ns() - start)
    print(f"python sign {size} {int(statistics.median(samples))}")

    package = frost.signing_package(commitments, message)
    shares = {ids[i]: frost.sign(package, message, n, keys[i]) for i, (n, _) in enumerate(rounds)}
    samples = []
    for _ in range(runs):
        start = time.perf_counter_ns()
        frost.aggregate(package, shares, dealing.public_key_package)
        samples.append(time.perf_counter_ns() - start)
    print(f"python aggregate {size} {int(statistics.median(samples))}")


if __name__ == "__main__":
    runs = int(os.environ.get("BENCH_RUNS", "200"))
    sizes = [int(a) for a in sys.argv[1:]]
    for i in range(0, len(sizes) - 1, 2):
        bench(sizes[i], sizes[i + 1], runs)
