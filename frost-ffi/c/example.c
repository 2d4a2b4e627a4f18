/* A 2-of-3 Ed25519 group through the C ABI: a trusted dealer, two signers
 * (participants 1 and 3), the coordinator's aggregation, verification. */
#include <stdio.h>
#include <string.h>

#include "frost.h"
#include "list.h"

/* Stops with the library's message when a call fails. */
#define CHECK(call)                                                            \
    do {                                                                       \
        if ((call) != FROST_OK) {                                              \
            fprintf(stderr, "%s: %s: %s\n", #call, frost_status_name(error.code), \
                    (const char *)error.message.data);                         \
            frost_error_free(&error);                                          \
            return 1;                                                          \
        }                                                                      \
    } while (0)

int main(void) {
    FrostError error = {0};
    if (frost_abi_version() != FROST_ABI_VERSION) {
        fprintf(stderr, "library ABI %u, header ABI %u\n", frost_abi_version(), FROST_ABI_VERSION);
        return 1;
    }
    const uint8_t message[] = "pay 1 coin to Bob";
    const size_t message_len = sizeof message - 1;

    /* The dealer: three secret shares and the public key package. */
    FrostBuffer shares, public_key_package;
    CHECK(frost_dealer_generate(FROST_SUITE_ED25519, 2, 3, NULL, 0, &shares,
                                &public_key_package, &error));

    /* Participants 1 and 3 (list items 0 and 2): key package, round one. */
    const uint32_t signers[2] = {0, 2};
    FrostBuffer keys[2], identifiers[2], commitments[2];
    FrostHandle nonces[2];
    list_builder commitment_map;
    list_start(&commitment_map);
    for (int i = 0; i < 2; i++) {
        size_t share_len;
        const uint8_t *share = list_item(shares.data, signers[i], &share_len);
        CHECK(frost_key_package_from_secret_share(share, share_len, &keys[i], &error));
        CHECK(frost_key_package_identifier(keys[i].data, keys[i].len, &identifiers[i], &error));
        CHECK(frost_commit(keys[i].data, keys[i].len, &nonces[i], &commitments[i], &error));
        list_push(&commitment_map, identifiers[i].data, identifiers[i].len);
        list_push(&commitment_map, commitments[i].data, commitments[i].len);
    }
    frost_buffer_free(&shares); /* wiped: the dealer forgets the shares */

    /* The coordinator's signing package. */
    FrostBuffer package;
    CHECK(frost_signing_package_new(commitment_map.bytes, commitment_map.len, message,
                                    message_len, &package, &error));
    list_end(&commitment_map);

    /* Round two: each signer checks the message and spends its nonces. */
    list_builder share_map;
    list_start(&share_map);
    for (int i = 0; i < 2; i++) {
        FrostBuffer signature_share;
        CHECK(frost_sign(package.data, package.len, message, message_len, nonces[i],
                         keys[i].data, keys[i].len, &signature_share, &error));
        list_push(&share_map, identifiers[i].data, identifiers[i].len);
        list_push(&share_map, signature_share.data, signature_share.len);
        frost_buffer_free(&signature_share);
    }

    /* The coordinator aggregates; anyone verifies under the group key. */
    FrostBuffer signature;
    CHECK(frost_aggregate(package.data, package.len, share_map.bytes, share_map.len,
                          public_key_package.data, public_key_package.len, &signature,
                          &error));
    list_end(&share_map);
    CHECK(frost_verify(public_key_package.data, public_key_package.len, message, message_len,
                       signature.data, signature.len, &error));
    printf("2-of-3 Ed25519 signature (%zu bytes) verifies\n", signature.len);

    frost_buffer_free(&signature);
    frost_buffer_free(&package);
    frost_buffer_free(&public_key_package);
    for (int i = 0; i < 2; i++) {
        frost_buffer_free(&keys[i]);
        frost_buffer_free(&identifiers[i]);
        frost_buffer_free(&commitments[i]);
    }
    return 0;
}
