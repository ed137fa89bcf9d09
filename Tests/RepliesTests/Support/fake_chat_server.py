#!/usr/bin/env python3
"""A fake chat-completions provider for sykb's reply tests.

Usage: fake_chat_server.py LOG_FILE
Prints the port it listens on (127.0.0.1, chosen by the kernel) as its first line, then
serves POST /v1/chat/completions until it is killed or has been idle for 120 s.

The model name picks the behaviour:
  ok         five Korean/English replies in `choices[0].message.content`
  slow       the same after 60 s (timeout tests: far longer than any timeout they set)
  error      HTTP 500 with {"error": {"message": "model exploded"}}
  malformed  HTTP 200 with a body that is not the chat-completions format
  chunked    the ok answer with Transfer-Encoding: chunked
  grammar    a grammar pass: {"corrected", "changed"} as the content, with the user message's
             `teh` and `recieve` corrected
and the malformed answers of RAW below (written byte for byte, then the connection closed):
  negative-length, conflicting-length, plus-length, bad-chunk, negative-chunk, huge-chunk,
  chunk-no-crlf, huge-length, huge-header, non-ascii-header, no-status, bare-lf, truncated,
  endless-header
  endless-body  a 200 answer without a length whose body never ends (5 MiB, then more)
  slow-body     a 200 answer of 1,000 bytes, one byte every half second
With --tls CERT KEY it speaks HTTPS with that certificate (PEM files) instead of HTTP.
Every request is appended to LOG_FILE as one JSON line:
  {"path", "authorization", "model", "messages"}.
"""
import json
import os
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

LOG = sys.argv[1]
LAST = [time.time()]
REPLIES = "네, 7시에 만나요\n좋아요!\nSee you then\n조금 늦을 것 같아요\nSounds good"
BODY = json.dumps({"choices": [{"index": 0, "message": {"role": "assistant", "content": "hi"}}]}).encode()
OK = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
RAW = {
    "negative-length": OK + b"Content-Length: -5\r\n\r\n" + BODY,
    "conflicting-length": OK + b"Content-Length: 3\r\nContent-Length: %d\r\n\r\n" % len(BODY) + BODY,
    "plus-length": OK + b"Content-Length: +%d\r\n\r\n" % len(BODY) + BODY,
    "bad-chunk": OK + b"Transfer-Encoding: chunked\r\n\r\nzz\r\n" + BODY + b"\r\n0\r\n\r\n",
    "negative-chunk": OK + b"Transfer-Encoding: chunked\r\n\r\n-5\r\nhello\r\n0\r\n\r\n",
    "huge-chunk": OK + b"Transfer-Encoding: chunked\r\n\r\nffffffffffffffffffff\r\n" + BODY,
    "chunk-no-crlf": OK + b"Transfer-Encoding: chunked\r\n\r\n3\r\nabcdef0\r\n\r\n",
    "huge-length": OK + b"Content-Length: 99999999999999999999999\r\n\r\n" + BODY,
    "huge-header": OK + b"X-Filler: " + b"a" * 100000 + b"\r\n\r\n" + BODY,
    "non-ascii-header": OK + "X-Name: 한글\r\n\r\n".encode() + BODY,
    "no-status": b"hello there\r\n\r\n" + BODY,
    "bare-lf": b"HTTP/1.1 200 OK\nContent-Length: %d\n\n" % len(BODY) + BODY,
    "truncated": OK + b"Content-Length: 5000\r\n\r\n" + BODY,
    "endless-header": OK + b"X-Filler: " + b"b" * 200000,
}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_POST(self):
        LAST[0] = time.time()
        length = int(self.headers.get("Content-Length", "0"))
        body = json.loads(self.rfile.read(length) or b"{}")
        with open(LOG, "a", encoding="utf-8") as log:
            log.write(json.dumps({
                "path": self.path,
                "authorization": self.headers.get("Authorization"),
                "model": body.get("model"),
                "messages": body.get("messages"),
            }, ensure_ascii=False) + "\n")
        model = body.get("model")
        if model == "slow":
            time.sleep(60)
        if model == "endless-body":
            self.close_connection = True
            try:
                self.wfile.write(OK + b"\r\n")
                chunk = b"x" * 65536
                for _ in range(200):
                    self.wfile.write(chunk)
            except OSError:
                pass
            return
        if model == "slow-body":
            self.close_connection = True
            try:
                self.wfile.write(OK + b"Content-Length: 1000\r\n\r\n")
                for _ in range(1000):
                    self.wfile.write(b"x")
                    self.wfile.flush()
                    time.sleep(0.5)
            except OSError:
                pass
            return
        if model in RAW:
            self.close_connection = True
            try:
                self.wfile.write(RAW[model])
                self.wfile.flush()
            except OSError:
                pass
            return
        if model == "error":
            self.send(500, {"error": {"message": "model exploded"}})
        elif model == "grammar":
            text = next((m["content"] for m in body.get("messages", []) if m.get("role") == "user"), "")
            fixed = text.replace("teh", "the").replace("recieve", "receive")
            content = json.dumps({"corrected": fixed, "changed": fixed != text}, ensure_ascii=False)
            self.send(200, {"choices": [{"index": 0, "message": {"role": "assistant", "content": content}}]})
        elif model == "malformed":
            self.send(200, {"answer": "yes"})
        elif model == "chunked":
            payload = json.dumps(self.answer()).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            for start in range(0, len(payload), 7):
                piece = payload[start:start + 7]
                self.wfile.write(b"%x\r\n%s\r\n" % (len(piece), piece))
            self.wfile.write(b"0\r\n\r\n")
        else:
            self.send(200, self.answer())

    def answer(self):
        return {"id": "x", "object": "chat.completion",
                "choices": [{"index": 0, "message": {"role": "assistant", "content": REPLIES}}]}

    def send(self, status, obj):
        payload = json.dumps(obj, ensure_ascii=False).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    if len(sys.argv) == 5 and sys.argv[2] == "--tls":
        import ssl
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(sys.argv[3], sys.argv[4])
        server.socket = context.wrap_socket(server.socket, server_side=True)
    print(server.server_address[1], flush=True)

    parent = os.getppid()

    def watchdog():
        # Gone after two idle minutes, or at once when the test that started it has ended
        # (a leaked server would hold the test runner's output pipe open).
        while time.time() - LAST[0] < 120 and os.getppid() == parent:
            time.sleep(0.5)
        server.shutdown()

    threading.Thread(target=watchdog, daemon=True).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
