"""endpoint.http_client: the harness's client for a service's plain-HTTP endpoint on 127.0.0.1."""

from __future__ import annotations

import ssl
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from clawmark.endpoint import http_client


class _Hello(BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200)
        self.send_header("Content-Length", "5")
        self.end_headers()
        self.wfile.write(b"hello")

    def log_message(self, *args):
        pass


def test_a_loopback_client_loads_no_ca_bundle_and_ignores_the_environments_proxy(monkeypatch):
    loaded = []
    monkeypatch.setattr(ssl.SSLContext, "load_verify_locations", lambda self, *a, **k: loaded.append(a))
    monkeypatch.setenv("HTTP_PROXY", "http://127.0.0.1:9")  # a proxy that would refuse the request
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Hello)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with http_client(base_url=f"http://127.0.0.1:{server.server_port}/", timeout=10) as client:
            assert client.get("hi").text == "hello"
    finally:
        server.shutdown()
    assert loaded == []
