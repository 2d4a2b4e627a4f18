/* The C test of the ABI: every suite signs, and the safety contract holds
 * (double free, wrong handle kind, truncated and malformed input, nonce
 * reuse refused, culprits named), a nonce pool's restore rule, a
 * multi-message session (one handle for k nonces, consumed whole) and a
 * re-randomized one (one randomizer per message). Run
 * under valgrind by the CI script: no
 * error and no leak. Prints "N passed, N failed" and exits non-zero on any
 * failure. */
#include <stdio.h>
#include <string.h>

#include "frost.h"
#include "list.h"

static int passed, failed;

static void expect(int ok, const char *what, const char *context) {
    if (ok) {
        passed++;
    } else {
        failed++;
        fprintf(stderr, "FAILED: %s (%s)\n", what, context);
    }
}

/* Expects `status` to be `want`; frees the error. */
static void expect_status(FrostStatus status, FrostStatus want, FrostError *error,
                          const char *what) {
    char context[512];
    snprintf(context, sizeof context, "got %s, want %s: %s", frost_status_name(status),
             frost_status_name(want),
             error->message.data ? (const char *)error->message.data : "");
    expect(status == want && error->code == want, what, context);
    expect(frost_error_free(error) == FROST_OK, "the error frees", what);
}

static const uint8_t suites[8] = {
    FROST_SUITE_ED25519,   FROST_SUITE_RISTRETTO255,   FROST_SUITE_ED448,
    FROST_SUITE_P256,      FROST_SUITE_SECP256K1,      FROST_SUITE_SECP256K1_TR,
    FROST_SUITE_REDPALLAS, FROST_SUITE_REDJUBJUB,
};

/* A group of `n` key packages, their identifiers and the public key package. */
typedef struct {
    int n;
    FrostBuffer keys[4], identifiers[4], public_key_package;
} group;

static int make_group(uint8_t suite, uint16_t min, uint16_t n, group *g) {
    FrostError error = {0};
    FrostBuffer shares;
    g->n = n;
    if (frost_dealer_generate(suite, min, n, NULL, 0, &shares, &g->public_key_package, &error) !=
        FROST_OK) {
        expect(0, "dealer", (const char *)error.message.data);
        frost_error_free(&error);
        return 0;
    }
    expect(list_count(shares.data) == n, "the dealer makes n shares", "");
    for (uint32_t i = 0; i < n; i++) {
        size_t len;
        const uint8_t *share = list_item(shares.data, i, &len);
        expect(frost_key_package_from_secret_share(share, len, &g->keys[i], &error) == FROST_OK,
               "key package", "");
        expect(frost_key_package_identifier(g->keys[i].data, g->keys[i].len, &g->identifiers[i],
                                            &error) == FROST_OK,
               "identifier", "");
    }
    frost_buffer_free(&shares);
    return 1;
}

static void free_group(group *g) {
    for (int i = 0; i < g->n; i++) {
        frost_buffer_free(&g->keys[i]);
        frost_buffer_free(&g->identifiers[i]);
    }
    frost_buffer_free(&g->public_key_package);
}

/* Round one for every member: nonce handles and the signing package. */
static void start_session(group *g, const uint8_t *message, size_t message_len,
                          FrostHandle *nonces, FrostBuffer *package) {
    FrostError error = {0};
    list_builder map;
    list_start(&map);
    for (int i = 0; i < g->n; i++) {
        FrostBuffer commitments;
        expect(frost_commit(g->keys[i].data, g->keys[i].len, &nonces[i], &commitments, &error) ==
                   FROST_OK,
               "commit", "");
        list_push(&map, g->identifiers[i].data, g->identifiers[i].len);
        list_push(&map, commitments.data, commitments.len);
        frost_buffer_free(&commitments);
    }
    expect(frost_signing_package_new(map.bytes, map.len, message, message_len, package, &error) ==
               FROST_OK,
           "signing package", "");
    list_end(&map);
}

static void every_suite_signs(void) {
    const uint8_t message[] = "every suite";
    for (int s = 0; s < 8; s++) {
        group g;
        FrostError error = {0};
        if (!make_group(suites[s], 2, 3, &g)) {
            continue;
        }
        FrostHandle nonces[3];
        FrostBuffer package, signature;
        start_session(&g, message, sizeof message, nonces, &package);
        list_builder shares;
        list_start(&shares);
        for (int i = 0; i < 3; i++) {
            FrostBuffer share;
            expect(frost_sign(package.data, package.len, message, sizeof message, nonces[i],
                              g.keys[i].data, g.keys[i].len, &share, &error) == FROST_OK,
                   "sign", "");
            list_push(&shares, g.identifiers[i].data, g.identifiers[i].len);
            list_push(&shares, share.data, share.len);
            frost_buffer_free(&share);
        }
        expect(frost_aggregate(package.data, package.len, shares.bytes, shares.len,
                               g.public_key_package.data, g.public_key_package.len, &signature,
                               &error) == FROST_OK,
               "aggregate", "");
        expect(frost_verify(g.public_key_package.data, g.public_key_package.len, message,
                            sizeof message, signature.data, signature.len, &error) == FROST_OK,
               "verify", "");
        FrostStatus status = frost_verify(g.public_key_package.data, g.public_key_package.len,
                                          message, sizeof message - 1, signature.data,
                                          signature.len, &error);
        expect_status(status, FROST_ERR_INVALID_SIGNATURE, &error, "another message fails");
        list_end(&shares);
        frost_buffer_free(&signature);
        frost_buffer_free(&package);
        free_group(&g);
    }
}

static void nonce_reuse_and_culprits(void) {
    const uint8_t message[] = "culprits";
    group g;
    FrostError error = {0};
    if (!make_group(FROST_SUITE_ED25519, 3, 4, &g)) {
        return;
    }
    FrostHandle nonces[4];
    FrostBuffer package, shares[4];
    start_session(&g, message, sizeof message, nonces, &package);
    for (int i = 0; i < 4; i++) {
        frost_sign(package.data, package.len, message, sizeof message, nonces[i], g.keys[i].data,
                   g.keys[i].len, &shares[i], &error);
    }
    FrostBuffer again = {0};
    FrostStatus status = frost_sign(package.data, package.len, message, sizeof message, nonces[0],
                                    g.keys[0].data, g.keys[0].len, &again, &error);
    expect_status(status, FROST_ERR_STALE_HANDLE, &error, "a nonce handle signs once");
    expect(again.data == NULL && again.id == 0, "a refused call leaves an empty buffer", "");

    /* Participants 2 and 4 send copies of 1's and 3's shares. */
    list_builder map;
    list_start(&map);
    const int sent[4] = {0, 0, 2, 2};
    for (int i = 0; i < 4; i++) {
        list_push(&map, g.identifiers[i].data, g.identifiers[i].len);
        list_push(&map, shares[sent[i]].data, shares[sent[i]].len);
    }
    FrostBuffer signature;
    status = frost_aggregate(package.data, package.len, map.bytes, map.len,
                             g.public_key_package.data, g.public_key_package.len, &signature,
                             &error);
    int named = status == FROST_ERR_INVALID_SIGNATURE_SHARES &&
                list_count(error.participants.data) == 2;
    if (named) {
        size_t len;
        const uint8_t *first = list_item(error.participants.data, 0, &len);
        named = len == g.identifiers[1].len && memcmp(first, g.identifiers[1].data, len) == 0;
        const uint8_t *second = list_item(error.participants.data, 1, &len);
        named = named && memcmp(second, g.identifiers[3].data, len) == 0;
    }
    expect(named, "aggregation names both culprits", (const char *)error.message.data);
    frost_error_free(&error);
    list_end(&map);
    for (int i = 0; i < 4; i++) {
        frost_buffer_free(&shares[i]);
    }
    frost_buffer_free(&package);
    free_group(&g);
}

static void handles_and_buffers(void) {
    FrostError error = {0};
    FrostBuffer identifier;
    expect(frost_identifier(FROST_SUITE_P256, 7, &identifier, &error) == FROST_OK, "identifier",
           "");
    FrostBuffer copy = identifier;
    expect(frost_buffer_free(&identifier) == FROST_OK, "free", "");
    expect(identifier.data == NULL, "free empties the buffer", "");
    expect(frost_buffer_free(&identifier) == FROST_OK, "freeing the emptied buffer is a no-op",
           "");
    expect(frost_buffer_free(&copy) == FROST_ERR_STALE_HANDLE, "double free is refused", "");
    expect(frost_buffer_free(NULL) == FROST_ERR_NULL_ARGUMENT, "null buffer is refused", "");

    FrostBuffer other;
    frost_identifier(FROST_SUITE_P256, 8, &other, &error);
    FrostBuffer forged = other;
    forged.data += 1;
    expect(frost_buffer_free(&forged) == FROST_ERR_INVALID_HANDLE,
           "a buffer with a foreign pointer is refused", "");
    expect_status(frost_nonces_free(other.id, &error), FROST_ERR_WRONG_HANDLE_KIND, &error,
                  "a buffer is not a nonce handle");
    frost_buffer_free(&other);
    expect_status(frost_nonces_free(0, &error), FROST_ERR_INVALID_HANDLE, &error,
                  "handle 0 is refused");
    expect_status(frost_nonces_free(UINT64_MAX, &error), FROST_ERR_INVALID_HANDLE, &error,
                  "a never-issued handle is refused");
    expect(frost_abi_version() == FROST_ABI_VERSION, "ABI version", "");
    expect(strcmp(frost_status_name(FROST_ERR_STALE_HANDLE), "FROST_ERR_STALE_HANDLE") == 0,
           "status names", "");
}

static void bad_inputs(void) {
    FrostError error = {0};
    group g;
    if (!make_group(FROST_SUITE_SECP256K1, 2, 2, &g)) {
        return;
    }
    FrostBuffer out;
    FrostHandle nonces;
    const FrostBuffer *key = &g.keys[0];
    expect_status(frost_commit(key->data, key->len - 1, &nonces, &out, &error),
                  FROST_ERR_INVALID_LENGTH, &error, "a truncated key package");
    expect(nonces == 0, "a failed commit leaves handle 0", "");
    expect_status(frost_commit(key->data, 2, &nonces, &out, &error), FROST_ERR_INVALID_LENGTH,
                  &error, "shorter than a header");
    expect_status(frost_commit(NULL, 10, &nonces, &out, &error), FROST_ERR_NULL_ARGUMENT, &error,
                  "null input with a length");
    expect_status(frost_commit(key->data, key->len, NULL, &out, &error), FROST_ERR_NULL_ARGUMENT,
                  &error, "null output");
    expect_status(frost_commit(key->data, (size_t)FROST_MAX_INPUT_LEN + 1, &nonces, &out, &error),
                  FROST_ERR_INPUT_TOO_LARGE, &error, "oversized input");
    uint8_t bad[512];
    memcpy(bad, key->data, key->len);
    bad[0] = 9;
    expect_status(frost_commit(bad, key->len, &nonces, &out, &error),
                  FROST_ERR_UNSUPPORTED_VERSION, &error, "another format version");
    memcpy(bad, key->data, key->len);
    bad[1] = 200;
    expect_status(frost_commit(bad, key->len, &nonces, &out, &error), FROST_ERR_WRONG_SUITE,
                  &error, "an unknown suite");
    memcpy(bad, key->data, key->len);
    bad[2] = 9;
    expect_status(frost_commit(bad, key->len, &nonces, &out, &error),
                  FROST_ERR_WRONG_MESSAGE_TYPE, &error, "another message type");
    memcpy(bad, key->data, key->len);
    memset(bad + 3 + 32, 0xff, 32);
    expect_status(frost_commit(bad, key->len, &nonces, &out, &error), FROST_ERR_MALFORMED_INPUT,
                  &error, "a non-canonical scalar");
    expect_status(frost_dealer_generate(FROST_SUITE_ED25519, 3, 2, NULL, 0, &out, &out, &error),
                  FROST_ERR_INVALID_PARAMETER, &error, "threshold above the count");
    expect_status(frost_dealer_generate(0, 2, 3, NULL, 0, &out, &out, &error),
                  FROST_ERR_WRONG_SUITE, &error, "suite 0");
    free_group(&g);
}

/* A nonce pool: the first signer takes a pooled entry, records it, stores
 * the pool and signs; a second take is refused, an old copy of the pool and
 * a lost record are refused on restore, the agreeing pair restores. */
static void nonce_pool(void) {
    const uint8_t message[] = "pooled";
    group g;
    FrostError error = {0};
    if (!make_group(FROST_SUITE_ED25519, 2, 2, &g)) {
        return;
    }
    FrostHandle pool, nonces, other, restored;
    FrostBuffer pooled, fresh, consumed, current, other_commitments, package, share;
    expect(frost_nonce_pool_new(g.keys[0].data, g.keys[0].len, 2, &pool, &pooled, &error) ==
               FROST_OK,
           "pool", "");
    expect(list_count(pooled.data) == 2, "the pool makes two commitments", "");
    expect(frost_nonce_pool_store(pool, &fresh, &error) == FROST_OK, "store the fresh pool", "");
    expect(frost_commit(g.keys[1].data, g.keys[1].len, &other, &other_commitments, &error) ==
               FROST_OK,
           "commit", "");
    size_t first_len;
    const uint8_t *first = list_item(pooled.data, 0, &first_len);
    list_builder map;
    list_start(&map);
    list_push(&map, g.identifiers[0].data, g.identifiers[0].len);
    list_push(&map, first, first_len);
    list_push(&map, g.identifiers[1].data, g.identifiers[1].len);
    list_push(&map, other_commitments.data, other_commitments.len);
    expect(frost_signing_package_new(map.bytes, map.len, message, sizeof message, &package,
                                     &error) == FROST_OK,
           "signing package", "");
    list_end(&map);
    expect(frost_nonce_pool_take(pool, package.data, package.len, g.identifiers[0].data,
                                 g.identifiers[0].len, &nonces, &consumed, &error) == FROST_OK,
           "take", "");
    expect(consumed.len == first_len && memcmp(consumed.data, first, first_len) == 0,
           "the consumed commitments are the entry's", "");
    FrostHandle again;
    FrostBuffer again_consumed;
    expect_status(frost_nonce_pool_take(pool, package.data, package.len, g.identifiers[0].data,
                                        g.identifiers[0].len, &again, &again_consumed, &error),
                  FROST_ERR_NONCE_REFUSED, &error, "a second take");
    list_builder record;
    list_start(&record);
    list_push(&record, consumed.data, consumed.len);
    expect(frost_nonce_pool_store(pool, &current, &error) == FROST_OK, "store", "");
    expect(frost_sign(package.data, package.len, message, sizeof message, nonces, g.keys[0].data,
                      g.keys[0].len, &share, &error) == FROST_OK,
           "sign with the pooled nonces", "");
    expect_status(frost_nonce_pool_restore(fresh.data, fresh.len, record.bytes, record.len,
                                           &restored, &error),
                  FROST_ERR_NONCE_REFUSED, &error, "an old copy of the pool");
    const uint8_t no_record[4] = {0};
    expect_status(frost_nonce_pool_restore(current.data, current.len, no_record, 4, &restored,
                                           &error),
                  FROST_ERR_NONCE_REFUSED, &error, "a lost record");
    expect(frost_nonce_pool_restore(current.data, current.len, record.bytes, record.len,
                                    &restored, &error) == FROST_OK,
           "the agreeing pair restores", "");
    expect(frost_nonce_pool_free(restored, &error) == FROST_OK, "free the restored pool", "");
    expect(frost_nonce_pool_free(pool, &error) == FROST_OK, "free the pool", "");
    expect_status(frost_nonce_pool_free(pool, &error), FROST_ERR_STALE_HANDLE, &error,
                  "a pool freed twice");
    expect(frost_nonces_free(other, &error) == FROST_OK, "free the other nonces", "");
    list_end(&record);
    frost_buffer_free(&share);
    frost_buffer_free(&package);
    frost_buffer_free(&current);
    frost_buffer_free(&consumed);
    frost_buffer_free(&other_commitments);
    frost_buffer_free(&fresh);
    frost_buffer_free(&pooled);
    free_group(&g);
}

/* Two of three sign two messages in one round trip; the multi-nonce handle
 * signs once and is refused by the single sign; a copied answer is named. */
static void multi_message(void) {
    const uint8_t first[] = "input 0", second[] = "input 1";
    group g;
    FrostError error = {0};
    if (!make_group(FROST_SUITE_SECP256K1_TR, 2, 3, &g)) {
        return;
    }
    list_builder messages, commitments;
    list_start(&messages);
    list_push(&messages, first, sizeof first);
    list_push(&messages, second, sizeof second);
    list_start(&commitments);
    FrostHandle nonces[3];
    for (int i = 0; i < 3; i++) {
        FrostBuffer committed;
        expect(frost_multi_commit(g.keys[i].data, g.keys[i].len, 2, &nonces[i], &committed,
                                  &error) == FROST_OK,
               "multi commit", "");
        if (i < 2) {
            list_push(&commitments, g.identifiers[i].data, g.identifiers[i].len);
            list_push(&commitments, committed.data, committed.len);
        }
        frost_buffer_free(&committed);
    }
    FrostBuffer package, answers[2], again = {0};
    expect(frost_multi_signing_package_new(commitments.bytes, commitments.len, messages.bytes,
                                           messages.len, &package, &error) == FROST_OK,
           "multi signing package", "");
    FrostStatus status = frost_sign(package.data, package.len, first, sizeof first, nonces[2],
                                    g.keys[2].data, g.keys[2].len, &again, &error);
    expect_status(status, FROST_ERR_WRONG_HANDLE_KIND, &error, "sign refuses a multi-nonce handle");
    expect(frost_multi_nonces_free(nonces[2], &error) == FROST_OK, "multi nonces free", "");
    for (int i = 0; i < 2; i++) {
        expect(frost_multi_sign(package.data, package.len, messages.bytes, messages.len, nonces[i],
                                g.keys[i].data, g.keys[i].len, &answers[i], &error) == FROST_OK,
               "multi sign", "");
    }
    status = frost_multi_sign(package.data, package.len, messages.bytes, messages.len, nonces[0],
                              g.keys[0].data, g.keys[0].len, &again, &error);
    expect_status(status, FROST_ERR_STALE_HANDLE, &error, "a multi-nonce handle signs once");

    FrostHandle session;
    expect(frost_multi_signing_session_new(package.data, package.len, g.public_key_package.data,
                                           g.public_key_package.len, &session,
                                           &error) == FROST_OK,
           "multi session", "");
    status = frost_multi_signing_session_verify_shares(session, g.identifiers[0].data,
                                                       g.identifiers[0].len, answers[1].data,
                                                       answers[1].len, &error);
    int named = status == FROST_ERR_INVALID_SIGNATURE_SHARES &&
                list_count(error.participants.data) == 1;
    expect(named, "a copied answer names its sender", "");
    frost_error_free(&error);
    list_builder map;
    list_start(&map);
    for (int i = 0; i < 2; i++) {
        list_push(&map, g.identifiers[i].data, g.identifiers[i].len);
        list_push(&map, answers[i].data, answers[i].len);
    }
    FrostBuffer signatures, invalid;
    expect(frost_multi_signing_session_aggregate(session, map.bytes, map.len, &signatures,
                                                 &error) == FROST_OK &&
               list_count(signatures.data) == 2,
           "one signature per message", "");
    expect(frost_multi_verify(g.public_key_package.data, g.public_key_package.len, messages.bytes,
                              messages.len, signatures.data, signatures.len, &invalid,
                              &error) == FROST_OK,
           "multi verify", "");
    expect(frost_multi_signing_session_free(session, &error) == FROST_OK, "multi session free", "");
    list_end(&map);
    list_end(&messages);
    list_end(&commitments);
    frost_buffer_free(&invalid);
    frost_buffer_free(&signatures);
    frost_buffer_free(&answers[0]);
    frost_buffer_free(&answers[1]);
    frost_buffer_free(&package);
    free_group(&g);
}

/* Two of three RedPallas signers sign two messages, each under its own
 * randomizer (a Zcash transaction's alpha per action); a request whose
 * randomizer does not give its key is refused and spends the nonces. */
static void randomized_multi_message(void) {
    const uint8_t first[] = "action 0", second[] = "action 1";
    uint8_t alphas[2][32] = {{5}, {6}};
    group g;
    FrostError error = {0};
    if (!make_group(FROST_SUITE_REDPALLAS, 2, 3, &g)) {
        return;
    }
    list_builder messages, commitments, randomizers;
    list_start(&messages);
    list_push(&messages, first, sizeof first);
    list_push(&messages, second, sizeof second);
    list_start(&randomizers);
    list_push(&randomizers, alphas[0], sizeof alphas[0]);
    list_push(&randomizers, alphas[1], sizeof alphas[1]);
    list_start(&commitments);
    FrostHandle nonces[3];
    for (int i = 0; i < 3; i++) {
        FrostBuffer committed;
        expect(frost_multi_commit(g.keys[i].data, g.keys[i].len, 2, &nonces[i], &committed,
                                  &error) == FROST_OK,
               "randomized: multi commit", "");
        if (i < 2) {
            list_push(&commitments, g.identifiers[i].data, g.identifiers[i].len);
            list_push(&commitments, committed.data, committed.len);
        }
        frost_buffer_free(&committed);
    }
    FrostBuffer plain, package, keys, answers[2], forged_answer = {0};
    expect(frost_multi_signing_package_new(commitments.bytes, commitments.len, messages.bytes,
                                           messages.len, &plain, &error) == FROST_OK,
           "randomized: plain request", "");
    expect(frost_randomized_multi_signing_package_new(
               plain.data, plain.len, g.public_key_package.data, g.public_key_package.len,
               randomizers.bytes, randomizers.len, &package, &error) == FROST_OK,
           "randomized: request with the alphas", "");
    expect(frost_randomized_multi_verifying_keys(package.data, package.len, &keys, &error) ==
                   FROST_OK &&
               list_count(keys.data) == 2,
           "randomized: one rk per message", "");

    /* Message 1's randomizer replaced (r_1 follows the header, the count
     * and r_0 || rk_0): refused, and the third signer's nonces are spent. */
    uint8_t *forged = malloc(package.len);
    memcpy(forged, package.data, package.len);
    forged[3 + 1 + 64] ^= 1;
    FrostStatus status = frost_multi_sign(forged, package.len, messages.bytes, messages.len,
                                          nonces[2], g.keys[2].data, g.keys[2].len,
                                          &forged_answer, &error);
    expect_status(status, FROST_ERR_PROTOCOL, &error, "randomized: a forged randomizer");
    status = frost_multi_nonces_free(nonces[2], &error);
    expect_status(status, FROST_ERR_STALE_HANDLE, &error, "randomized: the refusal spent the nonces");
    free(forged);

    for (int i = 0; i < 2; i++) {
        expect(frost_multi_sign(package.data, package.len, messages.bytes, messages.len, nonces[i],
                                g.keys[i].data, g.keys[i].len, &answers[i], &error) == FROST_OK,
               "randomized: multi sign", "");
    }
    FrostHandle session;
    expect(frost_multi_signing_session_new(package.data, package.len, g.public_key_package.data,
                                           g.public_key_package.len, &session,
                                           &error) == FROST_OK,
           "randomized: session", "");
    list_builder map;
    list_start(&map);
    for (int i = 0; i < 2; i++) {
        list_push(&map, g.identifiers[i].data, g.identifiers[i].len);
        list_push(&map, answers[i].data, answers[i].len);
    }
    FrostBuffer signatures, invalid;
    expect(frost_multi_signing_session_aggregate(session, map.bytes, map.len, &signatures,
                                                 &error) == FROST_OK &&
               list_count(signatures.data) == 2,
           "randomized: one signature per message", "");
    expect(frost_randomized_multi_verify(package.data, package.len, g.public_key_package.data,
                                         g.public_key_package.len, signatures.data,
                                         signatures.len, &invalid, &error) == FROST_OK,
           "randomized: each signature under its rk", "");
    size_t rk_len, signature_len;
    const uint8_t *rk = list_item(keys.data, 1, &rk_len);
    const uint8_t *signature = list_item(signatures.data, 1, &signature_len);
    expect(frost_verify(rk, rk_len, second, sizeof second, signature, signature_len, &error) ==
               FROST_OK,
           "randomized: signature 1 verifies under rk 1", "");
    status = frost_verify(g.public_key_package.data, g.public_key_package.len, second,
                          sizeof second, signature, signature_len, &error);
    expect_status(status, FROST_ERR_INVALID_SIGNATURE, &error,
                  "randomized: not under the group key");
    expect(frost_multi_signing_session_free(session, &error) == FROST_OK,
           "randomized: session free", "");
    list_end(&map);
    list_end(&messages);
    list_end(&randomizers);
    list_end(&commitments);
    frost_buffer_free(&invalid);
    frost_buffer_free(&signatures);
    frost_buffer_free(&answers[0]);
    frost_buffer_free(&answers[1]);
    frost_buffer_free(&keys);
    frost_buffer_free(&package);
    frost_buffer_free(&plain);
    free_group(&g);
}

int main(void) {
    every_suite_signs();
    nonce_reuse_and_culprits();
    handles_and_buffers();
    bad_inputs();
    nonce_pool();
    multi_message();
    randomized_multi_message();
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
