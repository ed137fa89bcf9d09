// Box-filter downscaling of streamed RGBA rows into a thumbnail (shared by both decoders).
#ifndef SYKB_THUMBNAIL_H
#define SYKB_THUMBNAIL_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
  uint32_t source_width, source_height;
  uint32_t width, height;
  uint8_t *out;
  uint32_t *sums;    // width * 4 channel sums of the output row being filled
  uint32_t *counts;  // source pixels summed per output column
  uint32_t current;  // the output row being filled
} sykb_thumbnail;

// The thumbnail size for a source size: the longer side becomes at most max_side.
void sykb_thumbnail_size(uint32_t width, uint32_t height, uint32_t max_side, uint32_t *out_width,
                         uint32_t *out_height);
int sykb_thumbnail_begin(sykb_thumbnail *t, uint32_t source_width, uint32_t source_height,
                         uint32_t max_side, uint8_t *out);
// One source row of RGBA pixels, rows in order from the top.
void sykb_thumbnail_row(sykb_thumbnail *t, uint32_t y, const uint8_t *rgba);
void sykb_thumbnail_end(sykb_thumbnail *t);

// The calling thread's processor time in seconds, for the decoders' time limit.
double sykb_image_clock(void);

#endif
