// The image decoders' one door: PNG through libpng and JPEG through libjpeg-turbo.
//
// Both libraries report errors with longjmp, which Swift cannot catch; these functions keep the
// setjmp in C and return a status with a message instead. Nothing here ever exits the process.
#ifndef SYKB_IMAGE_H
#define SYKB_IMAGE_H

#include <stddef.h>
#include <stdint.h>

enum { SYKB_IMAGE_UNKNOWN = 0, SYKB_IMAGE_PNG = 1, SYKB_IMAGE_JPEG = 2 };

typedef struct {
  int format;
  uint32_t width;
  uint32_t height;
} sykb_image_info;

// Reads the header only: the format and the size in pixels. 0 on success, else -1 with a
// message in `error`.
int sykb_image_probe(const uint8_t *data, size_t size, sykb_image_info *info, char *error,
                     size_t error_size);

// What a decode may cost: the pixels of the image (checked from the header before anything is
// decoded), the scans of a progressive JPEG (a file may repeat a scan header thousands of
// times, each pass costing a full decode of the coefficients) and the processor time spent
// (checked between scans and rows; a busy machine does not count against it). A zero field
// means no limit.
typedef struct {
  uint64_t max_pixels;
  uint32_t max_scans;
  double max_seconds;
} sykb_image_limits;

// Decodes into an RGBA thumbnail whose longer side is at most `max_side` (never enlarged),
// streaming row by row so that the memory used stays within `budget` bytes (refused otherwise)
// and the work within `limits`. CMYK and YCCK JPEGs (Adobe's inverted ones too) become RGB.
// `out` holds max_side * max_side * 4 bytes. 0 on success, else -1 with a message.
int sykb_image_thumbnail(const uint8_t *data, size_t size, uint32_t max_side, size_t budget,
                         const sykb_image_limits *limits, uint8_t *out, uint32_t *out_width,
                         uint32_t *out_height, char *error, size_t error_size);

// Encodes RGBA pixels as a PNG (tests and generated fixtures); free `*out` with sykb_image_free.
int sykb_png_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height, uint8_t **out,
                         size_t *out_size, char *error, size_t error_size);

// Encodes RGBA pixels as a JPEG of `quality` (alpha dropped), baseline or (`progressive` not 0)
// progressive; free with sykb_image_free.
int sykb_jpeg_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height, int quality,
                          int progressive, uint8_t **out, size_t *out_size, char *error,
                          size_t error_size);

void sykb_image_free(void *pointer);

#endif
