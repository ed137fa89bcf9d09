#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "include/sykb_image.h"
#include "thumbnail.h"

int sykb_png_probe(const uint8_t *data, size_t size, sykb_image_info *info, char *error,
                   size_t error_size);
int sykb_png_thumbnail(const uint8_t *data, size_t size, uint32_t max_side, size_t budget,
                       const sykb_image_limits *limits, uint8_t *out, uint32_t *out_width,
                       uint32_t *out_height, char *error, size_t error_size);
int sykb_jpeg_probe(const uint8_t *data, size_t size, sykb_image_info *info, char *error,
                    size_t error_size);
int sykb_jpeg_thumbnail(const uint8_t *data, size_t size, uint32_t max_side, size_t budget,
                        const sykb_image_limits *limits, uint8_t *out, uint32_t *out_width,
                        uint32_t *out_height, char *error, size_t error_size);

static int format_of(const uint8_t *data, size_t size) {
  static const uint8_t png[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  if (size >= 8 && memcmp(data, png, 8) == 0) return SYKB_IMAGE_PNG;
  if (size >= 3 && data[0] == 0xff && data[1] == 0xd8 && data[2] == 0xff) return SYKB_IMAGE_JPEG;
  return SYKB_IMAGE_UNKNOWN;
}

int sykb_image_probe(const uint8_t *data, size_t size, sykb_image_info *info, char *error,
                     size_t error_size) {
  switch (format_of(data, size)) {
  case SYKB_IMAGE_PNG: return sykb_png_probe(data, size, info, error, error_size);
  case SYKB_IMAGE_JPEG: return sykb_jpeg_probe(data, size, info, error, error_size);
  default:
    snprintf(error, error_size, "not a PNG or JPEG image");
    return -1;
  }
}

int sykb_image_thumbnail(const uint8_t *data, size_t size, uint32_t max_side, size_t budget,
                         const sykb_image_limits *limits, uint8_t *out, uint32_t *out_width,
                         uint32_t *out_height, char *error, size_t error_size) {
  static const sykb_image_limits none = {0, 0, 0};
  if (!limits) limits = &none;
  switch (format_of(data, size)) {
  case SYKB_IMAGE_PNG:
    return sykb_png_thumbnail(data, size, max_side, budget, limits, out, out_width, out_height,
                              error, error_size);
  case SYKB_IMAGE_JPEG:
    return sykb_jpeg_thumbnail(data, size, max_side, budget, limits, out, out_width, out_height,
                               error, error_size);
  default:
    snprintf(error, error_size, "not a PNG or JPEG image");
    return -1;
  }
}

void sykb_image_free(void *pointer) { free(pointer); }

double sykb_image_clock(void) {
  struct timespec now;
  // The thread's processor time: a decode starved by a busy machine is not cut short, a
  // decode that works too long is.
  if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now) != 0) clock_gettime(CLOCK_MONOTONIC, &now);
  return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}
