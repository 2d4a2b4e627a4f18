// sign and aggregate of FROST(Ed25519) through the Go package, at the sizes
// given on the command line (MIN MAX pairs), printed as
// `go OPERATION MIN-of-MAX MEDIAN_NANOSECONDS` lines for bindings/bench/run.
package main

import (
	"fmt"
	"os"
	"sort"
	"strconv"
	"time"

	frost "example.invalid/frost/bindings/go"
)

func median(samples []int64) int64 {
	sort.Slice(samples, func(i, j int) bool { return samples[i] < samples[j] })
	return samples[len(samples)/2]
}

func bench(min, max uint16, runs int) error {
	dealing, err := frost.GenerateWithDealer(frost.Ed25519, min, max)
	if err != nil {
		return err
	}
	defer dealing.Wipe()
	message := []byte("the cost of the boundary")
	var keys []*frost.Secret
	var commitments []frost.Entry
	var nonces []*frost.Nonces
	for _, share := range dealing.SecretShares[:min] {
		key, err := frost.KeyPackageFromSecretShare(share)
		if err != nil {
			return err
		}
		id, err := frost.KeyPackageIdentifier(key)
		if err != nil {
			return err
		}
		n, c, err := frost.Commit(key)
		if err != nil {
			return err
		}
		keys = append(keys, key)
		nonces = append(nonces, n)
		commitments = append(commitments, frost.Entry{Identifier: id, Message: c})
	}
	size := fmt.Sprintf("%d-of-%d", min, max)

	samples := make([]int64, 0, runs)
	fresh := append([]frost.Entry(nil), commitments...)
	for i := 0; i < runs; i++ {
		n, c, err := frost.Commit(keys[0])
		if err != nil {
			return err
		}
		fresh[0].Message = c
		pkg, err := frost.NewSigningPackage(fresh, message)
		if err != nil {
			return err
		}
		start := time.Now()
		if _, err := frost.Sign(pkg, message, n, keys[0]); err != nil {
			return err
		}
		samples = append(samples, time.Since(start).Nanoseconds())
	}
	fmt.Printf("go sign %s %d\n", size, median(samples))

	pkg, err := frost.NewSigningPackage(commitments, message)
	if err != nil {
		return err
	}
	var shares []frost.Entry
	for i, n := range nonces {
		share, err := frost.Sign(pkg, message, n, keys[i])
		if err != nil {
			return err
		}
		shares = append(shares, frost.Entry{Identifier: commitments[i].Identifier, Message: share})
	}
	samples = samples[:0]
	for i := 0; i < runs; i++ {
		start := time.Now()
		if _, err := frost.Aggregate(pkg, shares, dealing.PublicKeyPackage); err != nil {
			return err
		}
		samples = append(samples, time.Since(start).Nanoseconds())
	}
	fmt.Printf("go aggregate %s %d\n", size, median(samples))
	return nil
}

func main() {
	runs := 200
	if r, err := strconv.Atoi(os.Getenv("BENCH_RUNS")); err == nil {
		runs = r
	}
	args := os.Args[1:]
	for i := 0; i+1 < len(args); i += 2 {
		min, _ := strconv.Atoi(args[i])
		max, _ := strconv.Atoi(args[i+1])
		if err := bench(uint16(min), uint16(max), runs); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}
