/* Lists of the ABI (count, then length-prefixed items; all little-endian
 * uint32), for the example and the test: build one from byte strings and
 * read its items. */
#ifndef FROST_C_LIST_H
#define FROST_C_LIST_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* A growing list being written. */
typedef struct {
    uint8_t *bytes;
    size_t len;
    uint32_t count;
} list_builder;

static inline void put_u32(uint8_t *at, uint32_t value) {
    at[0] = (uint8_t)value;
    at[1] = (uint8_t)(value >> 8);
    at[2] = (uint8_t)(value >> 16);
    at[3] = (uint8_t)(value >> 24);
}

static inline uint32_t get_u32(const uint8_t *at) {
    return (uint32_t)at[0] | ((uint32_t)at[1] << 8) | ((uint32_t)at[2] << 16) |
           ((uint32_t)at[3] << 24);
}

static inline void list_start(list_builder *list) {
    list->bytes = calloc(1, 4);
    list->len = 4;
    list->count = 0;
}

static inline void list_push(list_builder *list, const uint8_t *item, size_t len) {
    list->bytes = realloc(list->bytes, list->len + 4 + len);
    put_u32(list->bytes + list->len, (uint32_t)len);
    if (len > 0) {
        memcpy(list->bytes + list->len + 4, item, len);
    }
    list->len += 4 + len;
    list->count += 1;
    put_u32(list->bytes, list->count);
}

static inline void list_end(list_builder *list) {
    /* Lists may hold secrets: wipe before freeing. */
    volatile uint8_t *bytes = list->bytes;
    for (size_t i = 0; i < list->len; i++) {
        bytes[i] = 0;
    }
    free(list->bytes);
    list->bytes = NULL;
    list->len = 0;
}

/* The number of items of a list the library wrote. */
static inline uint32_t list_count(const uint8_t *bytes) { return get_u32(bytes); }

/* Item `index` of a list the library wrote (so well formed). */
static inline const uint8_t *list_item(const uint8_t *bytes, uint32_t index, size_t *len) {
    const uint8_t *at = bytes + 4;
    for (uint32_t i = 0; i < index; i++) {
        at += 4 + get_u32(at);
    }
    *len = get_u32(at);
    return at + 4;
}

#endif
