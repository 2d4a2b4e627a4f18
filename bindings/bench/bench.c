/* sign and aggregate of FROST(Ed25519) through the C ABI alone, at the sizes
 * given on the command line (MIN MAX pairs), on the same inputs as the
 * other harnesses (wire bytes; a fresh signing package for every sign),
 * printed as `c OPERATION MIN-of-MAX MEDIAN_NANOSECONDS` lines for
 * bindings/bench/run. Each sample is the call and the freeing of what it
 * returns, as a C caller makes them. BENCH_RUNS (default 200) sets the
 * samples per figure. */
#define _POSIX_C_SOURCE 199309L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "frost.h"
#include "list.h"

/* Stops with the library's message when a call fails. */
#define CHECK(call)                                                                    \
    do {                                                                               \
        FrostError error_ = {0};                                                       \
        FrostError *error = &error_;                                                   \
        if ((call) != FROST_OK) {                                                      \
            fprintf(stderr, "%s: %s: %s\n", #call, frost_status_name(error_.code),     \
                    (const char *)error_.message.data);                                \
            frost_error_free(&error_);                                                 \
            exit(1);                                                                   \
        }                                                                              \
    } while (0)

static int64_t now_ns(void) {
    struct timespec at;
    clock_gettime(CLOCK_MONOTONIC, &at);
    return (int64_t)at.tv_sec * 1000000000 + at.tv_nsec;
}

static int by_value(const void *a, const void *b) {
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

static int64_t median(int64_t *samples, int runs) {
    qsort(samples, (size_t)runs, sizeof *samples, by_value);
    return samples[runs / 2];
}

/* The commitment map of the signers, with `first` in place of signer 0's. */
static void commitment_map(list_builder *map, int min, const FrostBuffer *ids,
                           const FrostBuffer *commitments, const FrostBuffer *first) {
    list_start(map);
    for (int i = 0; i < min; i++) {
        const FrostBuffer *commitment = i == 0 ? first : &commitments[i];
        list_push(map, ids[i].data, ids[i].len);
        list_push(map, commitment->data, commitment->len);
    }
}

static void bench(uint16_t min, uint16_t max, int runs) {
    static const uint8_t message[] = "the cost of the boundary";
    const size_t message_len = sizeof message - 1;
    int64_t *samples = calloc((size_t)runs, sizeof *samples);
    FrostBuffer shares, public_key_package;
    CHECK(frost_dealer_generate(FROST_SUITE_ED25519, min, max, NULL, 0, &shares,
                                &public_key_package, error));
    FrostBuffer *keys = calloc(min, sizeof *keys);
    FrostBuffer *ids = calloc(min, sizeof *ids);
    FrostBuffer *commitments = calloc(min, sizeof *commitments);
    FrostHandle *nonces = calloc(min, sizeof *nonces);
    for (int i = 0; i < min; i++) {
        size_t share_len;
        const uint8_t *share = list_item(shares.data, (uint32_t)i, &share_len);
        CHECK(frost_key_package_from_secret_share(share, share_len, &keys[i], error));
        CHECK(frost_key_package_identifier(keys[i].data, keys[i].len, &ids[i], error));
        CHECK(frost_commit(keys[i].data, keys[i].len, &nonces[i], &commitments[i], error));
    }
    frost_buffer_free(&shares);

    for (int run = 0; run < runs; run++) {
        FrostHandle fresh;
        FrostBuffer fresh_commitment, package, share;
        CHECK(frost_commit(keys[0].data, keys[0].len, &fresh, &fresh_commitment, error));
        list_builder map;
        commitment_map(&map, min, ids, commitments, &fresh_commitment);
        CHECK(frost_signing_package_new(map.bytes, map.len, message, message_len, &package,
                                        error));
        list_end(&map);
        int64_t start = now_ns();
        CHECK(frost_sign(package.data, package.len, message, message_len, fresh, keys[0].data,
                         keys[0].len, &share, error));
        frost_buffer_free(&share);
        samples[run] = now_ns() - start;
        frost_buffer_free(&package);
        frost_buffer_free(&fresh_commitment);
    }
    printf("c sign %u-of-%u %lld\n", min, max, (long long)median(samples, runs));

    list_builder map;
    commitment_map(&map, min, ids, commitments, &commitments[0]);
    FrostBuffer package;
    CHECK(frost_signing_package_new(map.bytes, map.len, message, message_len, &package, error));
    list_end(&map);
    list_builder share_map;
    list_start(&share_map);
    for (int i = 0; i < min; i++) {
        FrostBuffer share;
        CHECK(frost_sign(package.data, package.len, message, message_len, nonces[i], keys[i].data,
                         keys[i].len, &share, error));
        list_push(&share_map, ids[i].data, ids[i].len);
        list_push(&share_map, share.data, share.len);
        frost_buffer_free(&share);
    }
    for (int run = 0; run < runs; run++) {
        FrostBuffer signature;
        int64_t start = now_ns();
        CHECK(frost_aggregate(package.data, package.len, share_map.bytes, share_map.len,
                              public_key_package.data, public_key_package.len, &signature,
                              error));
        frost_buffer_free(&signature);
        samples[run] = now_ns() - start;
    }
    printf("c aggregate %u-of-%u %lld\n", min, max, (long long)median(samples, runs));

    list_end(&share_map);
    frost_buffer_free(&package);
    for (int i = 0; i < min; i++) {
        frost_buffer_free(&keys[i]);
        frost_buffer_free(&ids[i]);
        frost_buffer_free(&commitments[i]);
    }
    frost_buffer_free(&public_key_package);
    free(keys);
    free(ids);
    free(commitments);
    free(nonces);
    free(samples);
}

int main(int argc, char **argv) {
    if (frost_abi_version() != FROST_ABI_VERSION) {
        fprintf(stderr, "library ABI %u, header ABI %u\n", frost_abi_version(), FROST_ABI_VERSION);
        return 1;
    }
    const char *given = getenv("BENCH_RUNS");
    int runs = given != NULL ? atoi(given) : 200;
    if (runs < 1) {
        fprintf(stderr, "BENCH_RUNS must be a positive number\n");
        return 1;
    }
    for (int i = 1; i + 1 < argc; i += 2) {
        bench((uint16_t)atoi(argv[i]), (uint16_t)atoi(argv[i + 1]), runs);
    }
    return 0;
}
