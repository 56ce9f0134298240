"""The kb server's connections send without Nagle's delay: the socket it serves on keeps its TCP
family, so asyncio sets TCP_NODELAY on every accepted connection."""

from __future__ import annotations

import http.client
import os
import socket
import threading

from clawmark.services.kb.server.__main__ import http_server, listening_socket


async def _ok(scope, receive, send):
    await send({"type": "http.response.start", "status": 200, "headers": [(b"content-length", b"2")]})
    await send({"type": "http.response.body", "body": b"ok"})


def test_accepted_connections_have_tcp_nodelay():
    listener = socket.create_server(("127.0.0.1", 0))
    port = listener.getsockname()[1]
    served = listening_socket(os.dup(listener.fileno()))
    listener.close()
    assert served.family == socket.AF_INET
    server = http_server(_ok)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [served]}, daemon=True)
    thread.start()
    try:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        connection.request("GET", "/")
        assert connection.getresponse().read() == b"ok"
        [protocol] = server.server_state.connections
        accepted = protocol.transport.get_extra_info("socket")
        assert accepted.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY) != 0
        connection.close()
    finally:
        server.should_exit = True
        thread.join(timeout=10)
