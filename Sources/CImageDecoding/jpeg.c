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
                        uint8_t *out, uint32_t *out_width, uint32_t *out_height, char *error,
                        size_t error_size);

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
                        uint8_t *out, uint32_t *out_width, uint32_t *out_height, char *error,
                        size_t error_size) {
  struct jpeg_decompress_struct jpeg;
  jpeg_failure failure;
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
  jpeg.mem->max_memory_to_use = (long)budget;
  jpeg_mem_src(&jpeg, data, (unsigned long)size);
  jpeg_read_header(&jpeg, TRUE);
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
  jpeg.out_color_space = JCS_RGB;
  jpeg_start_decompress(&jpeg);
  uint32_t width = jpeg.output_width, height = jpeg.output_height;
  size_t stride = (size_t)width * jpeg.output_components;
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
      rgba[x * 4 + 0] = scanline[x * 3 + 0];
      rgba[x * 4 + 1] = scanline[x * 3 + 1];
      rgba[x * 4 + 2] = scanline[x * 3 + 2];
      rgba[x * 4 + 3] = 0xff;
    }
    sykb_thumbnail_row(&thumbnail, y, rgba);
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
                          uint8_t **out, size_t *out_size, char *error, size_t error_size) {
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
