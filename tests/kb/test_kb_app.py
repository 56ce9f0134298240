"""The app served in a thread over a store this test controls, for what a world cannot stage: a
store locked by another process answers 409 conflict_error, and nothing is written."""

from __future__ import annotations

import socket
import sqlite3
import threading
import time

import httpx
import uvicorn

from clawmark.services.kb.server.app import create_app
from clawmark.services.kb.store import Store


def serve(app) -> tuple[uvicorn.Server, str]:
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="off"))
    threading.Thread(target=server.run, kwargs={"sockets": [listener]}, daemon=True).start()
    while not server.started:
        time.sleep(0.01)
    return server, f"http://127.0.0.1:{listener.getsockname()[1]}"


def test_a_locked_store_is_a_conflict_error(tmp_path):
    path = tmp_path / "kb.sqlite3"
    store = Store(path, busy_timeout_s=0.05)
    with store.transaction():
        store.set_meta("namespace", "t")
        bot, _ = store.new_id()
        store.put({"object": "user", "id": bot, "seq": 0, "type": "bot", "name": "b", "bot": {}, "in_trash": False})
        store.set_meta("bot", bot)
    server, url = serve(create_app(store, "tok", tmp_path / "files"))
    headers = {"Authorization": "Bearer tok", "Notion-Version": "2025-09-03"}
    body = {"parent": {"workspace": True}, "properties": {"title": {"title": [{"text": {"content": "x"}}]}}}
    try:
        with httpx.Client(base_url=url, headers=headers) as client:
            other = sqlite3.connect(path, isolation_level=None)
            other.execute("BEGIN IMMEDIATE")
            try:
                answer = client.post("/v1/pages", json=body)
            finally:
                other.execute("ROLLBACK")
            assert answer.status_code == 409 and answer.json()["code"] == "conflict_error"
            assert store.all("page") == []
            assert client.post("/v1/pages", json=body).status_code == 200
    finally:
        server.should_exit = True
