#include "thumbnail.h"

#include <stdlib.h>
#include <string.h>

void sykb_thumbnail_size(uint32_t width, uint32_t height, uint32_t max_side, uint32_t *out_width,
                         uint32_t *out_height) {
  uint32_t w = width, h = height;
  if (w > max_side || h > max_side) {
    if (w >= h) {
      h = (uint32_t)(((uint64_t)h * max_side + w / 2) / w);
      w = max_side;
    } else {
      w = (uint32_t)(((uint64_t)w * max_side + h / 2) / h);
      h = max_side;
    }
  }
  *out_width = w ? w : 1;
  *out_height = h ? h : 1;
}

int sykb_thumbnail_begin(sykb_thumbnail *t, uint32_t source_width, uint32_t source_height,
                         uint32_t max_side, uint8_t *out) {
  memset(t, 0, sizeof *t);
  t->source_width = source_width;
  t->source_height = source_height;
  sykb_thumbnail_size(source_width, source_height, max_side, &t->width, &t->height);
  t->out = out;
  t->sums = calloc((size_t)t->width * 4, sizeof(uint32_t));
  t->counts = calloc(t->width, sizeof(uint32_t));
  if (!t->sums || !t->counts) {
    free(t->sums);
    free(t->counts);
    t->sums = NULL;
    t->counts = NULL;
    return -1;
  }
  return 0;
}

static void flush(sykb_thumbnail *t) {
  if (t->current >= t->height) return;
  uint8_t *row = t->out + (size_t)t->current * t->width * 4;
  for (uint32_t x = 0; x < t->width; x++) {
    uint32_t n = t->counts[x] ? t->counts[x] : 1;
    for (int c = 0; c < 4; c++) row[x * 4 + c] = (uint8_t)(t->sums[x * 4 + c] / n);
  }
  memset(t->sums, 0, (size_t)t->width * 4 * sizeof(uint32_t));
  memset(t->counts, 0, (size_t)t->width * sizeof(uint32_t));
}

void sykb_thumbnail_row(sykb_thumbnail *t, uint32_t y, const uint8_t *rgba) {
  uint32_t target = (uint32_t)((uint64_t)y * t->height / t->source_height);
  while (target > t->current) {
    flush(t);
    t->current++;
  }
  for (uint32_t x = 0; x < t->source_width; x++) {
    uint32_t tx = (uint32_t)((uint64_t)x * t->width / t->source_width);
    for (int c = 0; c < 4; c++) t->sums[tx * 4 + c] += rgba[(size_t)x * 4 + c];
    t->counts[tx]++;
  }
}

void sykb_thumbnail_end(sykb_thumbnail *t) {
  while (t->current < t->height) {
    flush(t);
    t->current++;
  }
  free(t->sums);
  free(t->counts);
  t->sums = NULL;
  t->counts = NULL;
}
