#!/usr/bin/env python3
"""A small HTTP proxy for sykb's proxy tests.

Usage: fake_proxy.py LOG_FILE
Prints the port it listens on (127.0.0.1, chosen by the kernel) as its first line. A CONNECT
request opens a tunnel to its target (what HTTPS_PROXY is for); any other request is passed
to the host its absolute URL names, bytes unchanged. Each request's first line is appended to
LOG_FILE ("CONNECT 127.0.0.1:4430 HTTP/1.1"). Gone when the process that started it is, or
after two idle minutes.
"""
import os
import socket
import sys
import threading
import time
from urllib.parse import urlsplit

LOG = sys.argv[1]
LAST = [time.time()]


def pipe(source, target):
    try:
        while True:
            data = source.recv(65536)
            if not data:
                break
            target.sendall(data)
    except OSError:
        pass
    finally:
        for end in (source, target):
            try:
                end.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass


def serve(client):
    LAST[0] = time.time()
    head = b""
    while b"\r\n\r\n" not in head:
        data = client.recv(65536)
        if not data:
            client.close()
            return
        head += data
    first = head.split(b"\r\n", 1)[0].decode("latin-1")
    with open(LOG, "a", encoding="utf-8") as log:
        log.write(first + "\n")
    method, target, _ = first.split(" ", 2)
    try:
        if method == "CONNECT":
            host, port = target.rsplit(":", 1)
            upstream = socket.create_connection((host, int(port)))
            rest = head.split(b"\r\n\r\n", 1)[1]
            client.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
            if rest:
                upstream.sendall(rest)
        else:
            parts = urlsplit(target)
            upstream = socket.create_connection((parts.hostname, parts.port or 80))
            upstream.sendall(head)
    except OSError:
        client.sendall(b"HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n")
        client.close()
        return
    threading.Thread(target=pipe, args=(upstream, client), daemon=True).start()
    pipe(client, upstream)


def main():
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    print(listener.getsockname()[1], flush=True)
    parent = os.getppid()

    def watchdog():
        while time.time() - LAST[0] < 120 and os.getppid() == parent:
            time.sleep(0.5)
        os._exit(0)

    threading.Thread(target=watchdog, daemon=True).start()
    while True:
        client, _ = listener.accept()
        threading.Thread(target=serve, args=(client,), daemon=True).start()


if __name__ == "__main__":
    main()
