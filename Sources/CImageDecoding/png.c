#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "include/sykb_image.h"
#include "thumbnail.h"

typedef struct {
  const uint8_t *data;
  size_t size;
  size_t offset;
} png_source;

typedef struct {
  jmp_buf jump;
  char *error;
  size_t error_size;
} png_failure;

static void on_error(png_structp png, png_const_charp message) {
  png_failure *failure = png_get_error_ptr(png);
  snprintf(failure->error, failure->error_size, "PNG: %s", message);
  longjmp(failure->jump, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

static void read_bytes(png_structp png, png_bytep out, png_size_t length) {
  png_source *source = png_get_io_ptr(png);
  if (source->size - source->offset < length) png_error(png, "the file ends early");
  memcpy(out, source->data + source->offset, length);
  source->offset += length;
}

int sykb_png_probe(const uint8_t *data, size_t size, sykb_image_info *info, char *error,
                   size_t error_size);
int sykb_png_thumbnail(const uint8_t *data, size_t size, uint32_t max_side, size_t budget,
                       const sykb_image_limits *limits, uint8_t *out, uint32_t *out_width,
                       uint32_t *out_height, char *error, size_t error_size);

// Stops a decode that has run longer than the limit, through libpng's error path.
static void check_time(png_structp png, const sykb_image_limits *limits, double begun) {
  if (limits->max_seconds <= 0 || sykb_image_clock() - begun <= limits->max_seconds) return;
  char message[64];
  snprintf(message, sizeof message, "decoding took more than %.1f s of processor time", limits->max_seconds);
  png_error(png, message);
}

int sykb_png_probe(const uint8_t *data, size_t size, sykb_image_info *info, char *error,
                   size_t error_size) {
  png_failure failure = {.error = error, .error_size = error_size};
  png_source source = {data, size, 0};
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &failure, on_error, on_warning);
  if (!png) {
    snprintf(error, error_size, "PNG: out of memory");
    return -1;
  }
  png_infop pinfo = png_create_info_struct(png);
  if (!pinfo) {
    png_destroy_read_struct(&png, NULL, NULL);
    snprintf(error, error_size, "PNG: out of memory");
    return -1;
  }
  // libpng's own message is in `error` already (on_error wrote it before the longjmp).
  if (setjmp(failure.jump)) {
    png_destroy_read_struct(&png, &pinfo, NULL);
    return -1;
  }
  png_set_read_fn(png, &source, read_bytes);
  png_read_info(png, pinfo);
  info->format = SYKB_IMAGE_PNG;
  info->width = png_get_image_width(png, pinfo);
  info->height = png_get_image_height(png, pinfo);
  png_destroy_read_struct(&png, &pinfo, NULL);
  return 0;
}

int sykb_png_thumbnail(const uint8_t *data, size_t size, uint32_t max_side, size_t budget,
                       const sykb_image_limits *limits, uint8_t *out, uint32_t *out_width,
                       uint32_t *out_height, char *error, size_t error_size) {
  png_failure failure = {.error = error, .error_size = error_size};
  png_source source = {data, size, 0};
  // Volatile: changed between setjmp and a possible longjmp.
  uint8_t *volatile rows = NULL;
  sykb_thumbnail thumbnail = {0};
  volatile int started = 0;
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &failure, on_error, on_warning);
  if (!png) {
    snprintf(error, error_size, "PNG: out of memory");
    return -1;
  }
  png_infop pinfo = png_create_info_struct(png);
  if (!pinfo) {
    png_destroy_read_struct(&png, NULL, NULL);
    snprintf(error, error_size, "PNG: out of memory");
    return -1;
  }
  double begun = sykb_image_clock();
  // libpng's own message is in `error` already (on_error wrote it before the longjmp).
  if (setjmp(failure.jump)) {
    if (started) sykb_thumbnail_end(&thumbnail);
    free(rows);
    png_destroy_read_struct(&png, &pinfo, NULL);
    return -1;
  }
  png_set_read_fn(png, &source, read_bytes);
  png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
  png_read_info(png, pinfo);
  uint32_t width = png_get_image_width(png, pinfo);
  uint32_t height = png_get_image_height(png, pinfo);
  if (limits->max_pixels && (uint64_t)width * height > limits->max_pixels) {
    snprintf(error, error_size, "PNG: %u×%u is over the decoding limit of %llu pixels", width,
             height, (unsigned long long)limits->max_pixels);
    png_destroy_read_struct(&png, &pinfo, NULL);
    return -1;
  }
  // Everything becomes 8-bit RGBA.
  png_set_expand(png);
  png_set_strip_16(png);
  png_set_gray_to_rgb(png);
  png_set_filler(png, 0xff, PNG_FILLER_AFTER);
  int passes = png_set_interlace_handling(png);
  png_read_update_info(png, pinfo);
  size_t row_bytes = png_get_rowbytes(png, pinfo);
  // An interlaced image needs all its rows at once; a plain one is read a row at a time.
  size_t row_count = passes > 1 ? height : 1;
  if (row_bytes != (size_t)width * 4 || (double)row_bytes * row_count * 2 > (double)budget) {
    snprintf(error, error_size,
             "PNG: %ux%u%s needs more than the decoding budget of %zu MB", width, height,
             passes > 1 ? " (interlaced)" : "", budget >> 20);
    png_destroy_read_struct(&png, &pinfo, NULL);
    return -1;
  }
  rows = calloc(row_count, row_bytes);
  if (!rows || sykb_thumbnail_begin(&thumbnail, width, height, max_side, out) != 0) {
    snprintf(error, error_size, "PNG: out of memory");
    free(rows);
    png_destroy_read_struct(&png, &pinfo, NULL);
    return -1;
  }
  started = 1;
  if (passes > 1) {
    for (int pass = 0; pass < passes; pass++)
      for (uint32_t y = 0; y < height; y++) {
        png_read_row(png, rows + (size_t)y * row_bytes, NULL);
        if ((y & 63) == 0) check_time(png, limits, begun);
      }
    for (uint32_t y = 0; y < height; y++) sykb_thumbnail_row(&thumbnail, y, rows + (size_t)y * row_bytes);
  } else {
    for (uint32_t y = 0; y < height; y++) {
      png_read_row(png, rows, NULL);
      sykb_thumbnail_row(&thumbnail, y, rows);
      if ((y & 63) == 0) check_time(png, limits, begun);
    }
  }
  *out_width = thumbnail.width;
  *out_height = thumbnail.height;
  sykb_thumbnail_end(&thumbnail);
  started = 0;
  free(rows);
  png_destroy_read_struct(&png, &pinfo, NULL);
  return 0;
}

typedef struct {
  uint8_t *data;
  size_t size;
  size_t capacity;
  int failed;
} png_sink;

static void write_bytes(png_structp png, png_bytep bytes, png_size_t length) {
  png_sink *sink = png_get_io_ptr(png);
  if (sink->size + length > sink->capacity) {
    size_t capacity = sink->capacity ? sink->capacity * 2 : 4096;
    while (capacity < sink->size + length) capacity *= 2;
    uint8_t *grown = realloc(sink->data, capacity);
    if (!grown) png_error(png, "out of memory");
    sink->data = grown;
    sink->capacity = capacity;
  }
  memcpy(sink->data + sink->size, bytes, length);
  sink->size += length;
}

static void flush_nothing(png_structp png) { (void)png; }

int sykb_png_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height, uint8_t **out,
                         size_t *out_size, char *error, size_t error_size) {
  png_failure failure = {.error = error, .error_size = error_size};
  png_sink sink = {0};
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &failure, on_error, on_warning);
  if (!png) {
    snprintf(error, error_size, "PNG: out of memory");
    return -1;
  }
  png_infop pinfo = png_create_info_struct(png);
  if (!pinfo) {
    png_destroy_write_struct(&png, NULL);
    snprintf(error, error_size, "PNG: out of memory");
    return -1;
  }
  if (setjmp(failure.jump)) {
    free(sink.data);
    png_destroy_write_struct(&png, &pinfo);
    return -1;
  }
  png_set_write_fn(png, &sink, write_bytes, flush_nothing);
  png_set_IHDR(png, pinfo, width, height, 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_write_info(png, pinfo);
  for (uint32_t y = 0; y < height; y++) png_write_row(png, rgba + (size_t)y * width * 4);
  png_write_end(png, NULL);
  png_destroy_write_struct(&png, &pinfo);
  *out = sink.data;
  *out_size = sink.size;
  return 0;
}
