// libcurl: HTTP and HTTPS for the reply providers. Declarations only: no `link` line, so the
// keyboard's binary does not load libcurl at start; the Replies target opens it with dlopen
// on the first request (CurlLibrary.swift) and calls it through the pointers dlsym gives.
//
// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call. The inline
// functions below take the looked-up function and call it with its real (variadic) type, one
// per kind of argument, so each call follows the C calling convention for variadic functions.
#include <curl/curl.h>

typedef CURLcode (*sykb_curl_setopt_function)(CURL *, CURLoption, ...);
typedef CURLcode (*sykb_curl_getinfo_function)(CURL *, CURLINFO, ...);

/// A long option (`CURLOPT_TIMEOUT_MS`, `CURLOPT_SSL_VERIFYPEER`, …).
static inline CURLcode sykb_curl_setopt_long(void *setopt, CURL *handle, CURLoption option,
                                             long value) {
  return ((sykb_curl_setopt_function)setopt)(handle, option, value);
}

/// A curl_off_t option (`CURLOPT_MAXFILESIZE_LARGE`, `CURLOPT_POSTFIELDSIZE_LARGE`).
static inline CURLcode sykb_curl_setopt_offset(void *setopt, CURL *handle, CURLoption option,
                                               curl_off_t value) {
  return ((sykb_curl_setopt_function)setopt)(handle, option, value);
}

/// A pointer option: a string libcurl copies, a list, the callbacks' user data, a buffer.
static inline CURLcode sykb_curl_setopt_pointer(void *setopt, CURL *handle, CURLoption option,
                                                const void *value) {
  return ((sykb_curl_setopt_function)setopt)(handle, option, value);
}

/// The body and header callbacks (`CURLOPT_WRITEFUNCTION`, `CURLOPT_HEADERFUNCTION`).
static inline CURLcode sykb_curl_setopt_write(void *setopt, CURL *handle, CURLoption option,
                                              curl_write_callback value) {
  return ((sykb_curl_setopt_function)setopt)(handle, option, value);
}

/// The progress callback (`CURLOPT_XFERINFOFUNCTION`): cancellation.
static inline CURLcode sykb_curl_setopt_progress(void *setopt, CURL *handle, CURLoption option,
                                                 curl_xferinfo_callback value) {
  return ((sykb_curl_setopt_function)setopt)(handle, option, value);
}

/// A long piece of information (`CURLINFO_RESPONSE_CODE`).
static inline CURLcode sykb_curl_getinfo_long(void *getinfo, CURL *handle, CURLINFO info,
                                              long *value) {
  return ((sykb_curl_getinfo_function)getinfo)(handle, info, value);
}
