'use strict';
// sign and aggregate of FROST(Ed25519) through the Node package, at the
// sizes given on the command line (MIN MAX pairs), printed as
// `node OPERATION MIN-of-MAX MEDIAN_NANOSECONDS` lines for bindings/bench/run.

const frost = require('../node');

function median(samples) {
  const sorted = samples.map(Number).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function bench(min, max, runs) {
  const dealing = frost.generateWithDealer(frost.Suite.ED25519, min, max);
  const message = Buffer.from('the cost of the boundary');
  const keys = dealing.secretShares.slice(0, min).map((s) => frost.keyPackageFromSecretShare(s));
  const ids = keys.map((k) => frost.keyPackageIdentifier(k));
  const rounds = keys.map((k) => frost.commit(k));
  const commitments = rounds.map((r, i) => [ids[i], r.commitments]);
  const size = `${min}-of-${max}`;

  let samples = [];
  const fresh = commitments.slice();
  for (let i = 0; i < runs; i++) {
    const { nonces, commitments: c } = frost.commit(keys[0]);
    fresh[0] = [ids[0], c];
    const pkg = frost.signingPackage(fresh, message);
    const start = process.hrtime.bigint();
    frost.sign(pkg, message, nonces, keys[0]);
    samples.push(process.hrtime.bigint() - start);
  }
  console.log(`node sign ${size} ${median(samples)}`);

  const pkg = frost.signingPackage(commitments, message);
  const shares = rounds.map((r, i) => [ids[i], frost.sign(pkg, message, r.nonces, keys[i])]);
  samples = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    frost.aggregate(pkg, shares, dealing.publicKeyPackage);
    samples.push(process.hrtime.bigint() - start);
  }
  console.log(`node aggregate ${size} ${median(samples)}`);
}

const runs = Number(process.env.BENCH_RUNS || 200);
const sizes = process.argv.slice(2).map(Number);
for (let i = 0; i + 1 < sizes.length; i += 2) bench(sizes[i], sizes[i + 1], runs);
