#ifndef CBYTES_H
#define CBYTES_H

#include <stddef.h>
#include <stdint.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// The offset of the first byte of `p` at or after `i`, before `n`, that is
/// below 0x20, `@` (0x40) or above 0x7F; `n` when there is none. Sixteen
/// bytes at a time where SSE2 is there (every x86-64): Swift's own vector
/// compares are made one byte at a time on this platform.
static inline size_t cbytes_first_stop(const uint8_t *p, size_t i, size_t n) {
#if defined(__SSE2__)
    const __m128i space = _mm_set1_epi8(0x20);
    const __m128i at = _mm_set1_epi8(0x40);
    while (i + 16 <= n) {
        __m128i x = _mm_loadu_si128((const __m128i *)(p + i));
        // A signed compare: bytes above 0x7F are negative, so below 0x20 too.
        __m128i stop = _mm_or_si128(_mm_cmplt_epi8(x, space), _mm_cmpeq_epi8(x, at));
        unsigned mask = (unsigned)_mm_movemask_epi8(stop);
        if (mask != 0) return i + (size_t)__builtin_ctz(mask);
        i += 16;
    }
#endif
    while (i < n) {
        uint8_t b = p[i];
        if (b < 0x20 || b == 0x40 || b >= 0x80) return i;
        i++;
    }
    return i;
}

#endif
