#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

#include "include/sykb_image.h"
#include "thumbnail.h"

typedef struct {
  struct jpeg_error_mgr manager;
  jmp_buf jump;
  char *error;
  size_t error_size;
} jpeg_failure;

static void on_error(j_common_ptr info) {
  jpeg_failure *failure = (jpeg_failure *)info->err;
  char message[JMSG_LENGTH_MAX];
  info->err->format_message(info, message);
  snprintf(failure->error, failure->error_size, "JPEG: %s", message);
  longjmp(failure->jump, 1);
}

static void on_message(j_common_ptr info, int level) {
  (void)info;
  (void)level;
}

int sykb_jpeg_probe(const uint8_t *data, size_t size, sykb_image_info *info, char *error,
                    size_t error_size);
int sykb_jpeg_thumbnail(const uint8_t *data, size_t size, uint32_t max_side, size_t budget,
                        const sykb_image_limits *limits, uint8_t *out, uint32_t *out_width,
                        uint32_t *out_height, char *error, size_t error_size);

// libjpeg calls the progress monitor before it absorbs each piece of input (a scan's header,
// a row of blocks), so a file with thousands of scans is stopped at the first one over the
// limit, and a slow one at the time limit, through the same longjmp as an error.
typedef struct {
  struct jpeg_progress_mgr manager;
  const sykb_image_limits *limits;
  double started;
  jpeg_failure *failure;
} jpeg_watch;

static void check_limits(j_decompress_ptr jpeg, jpeg_watch *watch) {
  const sykb_image_limits *limits = watch->limits;
  if (limits->max_scans && jpeg->input_scan_number > (int)limits->max_scans) {
    snprintf(watch->failure->error, watch->failure->error_size,
             "JPEG: more than %u progressive scans (a normal photo has about 10)",
             limits->max_scans);
    longjmp(watch->failure->jump, 1);
  }
  if (limits->max_seconds > 0 && sykb_image_clock() - watch->started > limits->max_seconds) {
    snprintf(watch->failure->error, watch->failure->error_size,
             "JPEG: decoding took more than %.1f s of processor time", limits->max_seconds);
    longjmp(watch->failure->jump, 1);
  }
}

static void on_progress(j_common_ptr info) {
  j_decompress_ptr jpeg = (j_decompress_ptr)info;
  check_limits(jpeg, (jpeg_watch *)info->progress);
}

// One CMYK pixel as RGB. Adobe's files (Photoshop, ImageMagick) store the inks inverted, so
// 255 is no ink; others store 0 for no ink.
static void cmyk_to_rgb(const uint8_t *cmyk, uint8_t *rgb, int inverted) {
  unsigned c = cmyk[0], m = cmyk[1], y = cmyk[2], k = cmyk[3];
  if (!inverted) {
    c = 255 - c;
    m = 255 - m;
    y = 255 - y;
    k = 255 - k;
  }
  rgb[0] = (uint8_t)((c * k + 127) / 255);
  rgb[1] = (uint8_t)((m * k + 127) / 255);
  rgb[2] = (uint8_t)((y * k + 127) / 255);
}

static void prepare(struct jpeg_decompress_struct *jpeg, jpeg_failure *failure, char *error,
                    size_t error_size) {
  jpeg->err = jpeg_std_error(&failure->manager);
  failure->manager.error_exit = on_error;
  failure->manager.emit_message = on_message;
  failure->error = error;
  failure->error_size = error_size;
}

int sykb_jpeg_probe(const uint8_t *data, size_t size, sykb_image_info *info, char *error,
                    size_t error_size) {
  struct jpeg_decompress_struct jpeg;
  jpeg_failure failure;
  prepare(&jpeg, &failure, error, error_size);
  if (setjmp(failure.jump)) {
    jpeg_destroy_decompress(&jpeg);
    return -1;
  }
  jpeg_create_decompress(&jpeg);
  jpeg_mem_src(&jpeg, data, (unsigned long)size);
  jpeg_read_header(&jpeg, TRUE);
  info->format = SYKB_IMAGE_JPEG;
  info->width = jpeg.image_width;
  info->height = jpeg.image_height;
  jpeg_destroy_decompress(&jpeg);
  return 0;
}

int sykb_jpeg_thumbnail(const uint8_t *data, size_t size, uint32_t max_side, size_t budget,
                        const sykb_image_limits *limits, uint8_t *out, uint32_t *out_width,
                        uint32_t *out_height, char *error, size_t error_size) {
  struct jpeg_decompress_struct jpeg;
  jpeg_failure failure;
  jpeg_watch watch = {.limits = limits, .started = sykb_image_clock(), .failure = &failure};
  uint8_t *volatile scanline = NULL;
  uint8_t *volatile rgba = NULL;
  volatile int started = 0;
  sykb_thumbnail thumbnail = {0};
  prepare(&jpeg, &failure, error, error_size);
  if (setjmp(failure.jump)) {
    if (started) sykb_thumbnail_end(&thumbnail);
    free(scanline);
    free(rgba);
    jpeg_destroy_decompress(&jpeg);
    return -1;
  }
  jpeg_create_decompress(&jpeg);
  watch.manager.progress_monitor = on_progress;
  jpeg.progress = &watch.manager;
  jpeg.mem->max_memory_to_use = (long)budget;
  jpeg_mem_src(&jpeg, data, (unsigned long)size);
  jpeg_read_header(&jpeg, TRUE);
  uint64_t pixels = (uint64_t)jpeg.image_width * jpeg.image_height;
  if (limits->max_pixels && pixels > limits->max_pixels) {
    snprintf(error, error_size, "JPEG: %u×%u is over the decoding limit of %llu pixels",
             jpeg.image_width, jpeg.image_height, (unsigned long long)limits->max_pixels);
    jpeg_destroy_decompress(&jpeg);
    return -1;
  }
  // A progressive file keeps every coefficient of the full image while it decodes.
  double coefficients = (double)jpeg.image_width * jpeg.image_height * jpeg.num_components * 2;
  if (jpeg.progressive_mode && coefficients > (double)budget) {
    snprintf(error, error_size,
             "JPEG: progressive %ux%u needs more than the decoding budget of %zu MB",
             jpeg.image_width, jpeg.image_height, budget >> 20);
    jpeg_destroy_decompress(&jpeg);
    return -1;
  }
  // libjpeg scales by 1/8 … 8/8 while decoding: the smallest that still covers the thumbnail.
  uint32_t longer = jpeg.image_width > jpeg.image_height ? jpeg.image_width : jpeg.image_height;
  unsigned int denominator = 8;
  while (denominator > 1 && longer / denominator < max_side) denominator /= 2;
  jpeg.scale_num = 1;
  jpeg.scale_denom = denominator;
  // libjpeg converts YCCK to CMYK but not CMYK to RGB: that is done here, row by row.
  int cmyk = jpeg.jpeg_color_space == JCS_CMYK || jpeg.jpeg_color_space == JCS_YCCK;
  int inverted = cmyk && jpeg.saw_Adobe_marker;
  jpeg.out_color_space = cmyk ? JCS_CMYK : JCS_RGB;
  jpeg_start_decompress(&jpeg);
  uint32_t width = jpeg.output_width, height = jpeg.output_height;
  int components = jpeg.output_components;
  size_t stride = (size_t)width * components;
  scanline = malloc(stride);
  rgba = malloc((size_t)width * 4);
  if (!scanline || !rgba || sykb_thumbnail_begin(&thumbnail, width, height, max_side, out) != 0) {
    snprintf(error, error_size, "JPEG: out of memory");
    free(scanline);
    free(rgba);
    jpeg_destroy_decompress(&jpeg);
    return -1;
  }
  started = 1;
  while (jpeg.output_scanline < height) {
    JSAMPROW row = scanline;
    uint32_t y = jpeg.output_scanline;
    jpeg_read_scanlines(&jpeg, &row, 1);
    for (uint32_t x = 0; x < width; x++) {
      const uint8_t *source = scanline + (size_t)x * components;
      uint8_t *target = rgba + (size_t)x * 4;
      if (cmyk) {
        cmyk_to_rgb(source, target, inverted);
      } else if (components == 1) {
        target[0] = target[1] = target[2] = source[0];
      } else {
        target[0] = source[0];
        target[1] = source[1];
        target[2] = source[2];
      }
      target[3] = 0xff;
    }
    sykb_thumbnail_row(&thumbnail, y, rgba);
    if ((y & 63) == 0) check_limits(&jpeg, &watch);
  }
  jpeg_finish_decompress(&jpeg);
  *out_width = thumbnail.width;
  *out_height = thumbnail.height;
  sykb_thumbnail_end(&thumbnail);
  started = 0;
  free(scanline);
  free(rgba);
  jpeg_destroy_decompress(&jpeg);
  return 0;
}

int sykb_jpeg_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height, int quality,
                          int progressive, uint8_t **out, size_t *out_size, char *error,
                          size_t error_size) {
  struct jpeg_compress_struct jpeg;
  jpeg_failure failure;
  unsigned char *volatile buffer = NULL;
  unsigned long length = 0;
  uint8_t *volatile row = NULL;
  jpeg.err = jpeg_std_error(&failure.manager);
  failure.manager.error_exit = on_error;
  failure.manager.emit_message = on_message;
  failure.error = error;
  failure.error_size = error_size;
  if (setjmp(failure.jump)) {
    jpeg_destroy_compress(&jpeg);
    free(buffer);
    free(row);
    return -1;
  }
  jpeg_create_compress(&jpeg);
  unsigned char *target = NULL;
  jpeg_mem_dest(&jpeg, &target, &length);
  jpeg.image_width = width;
  jpeg.image_height = height;
  jpeg.input_components = 3;
  jpeg.in_color_space = JCS_RGB;
  jpeg_set_defaults(&jpeg);
  jpeg_set_quality(&jpeg, quality, TRUE);
  if (progressive) jpeg_simple_progression(&jpeg);
  jpeg_start_compress(&jpeg, TRUE);
  row = malloc((size_t)width * 3);
  if (!row) {
    snprintf(error, error_size, "JPEG: out of memory");
    jpeg_destroy_compress(&jpeg);
    return -1;
  }
  while (jpeg.next_scanline < height) {
    const uint8_t *source = rgba + (size_t)jpeg.next_scanline * width * 4;
    for (uint32_t x = 0; x < width; x++) memcpy(row + x * 3, source + x * 4, 3);
    JSAMPROW pointer = row;
    jpeg_write_scanlines(&jpeg, &pointer, 1);
  }
  jpeg_finish_compress(&jpeg);
  buffer = target;
  jpeg_destroy_compress(&jpeg);
  free(row);
  *out = target;
  *out_size = length;
  return 0;
}
