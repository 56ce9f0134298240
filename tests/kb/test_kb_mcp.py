"""Notion's official MCP server (npm @notionhq/notion-mcp-server) driven against our kb server.

The server reads its API base URL from `BASE_URL` (scripts/start-server.ts in the package) and
the token from `NOTION_TOKEN`; it speaks MCP over stdio (newline-delimited JSON-RPC). The
package is fetched once with `npm pack` at a pinned version and checked against its registry
integrity hash; without node/npm or the registry the test is skipped, saying why.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import shutil
import subprocess
import tarfile
from pathlib import Path

import pytest

from .support import REPO

PACKAGE = "@notionhq/notion-mcp-server@2.5.2"
INTEGRITY = "sha512-5nPSwHMnugSGAhSJS5vVIlMao+iTJO9HoWGpCnT8lJNrPy3rZMqs1V/CPiN4MuxF+5EBgRE/f/Tirl6Wfi75Mg=="
HOME = REPO / ".venv" / "notion-mcp-server-2.5.2"


@pytest.fixture(scope="module")
def mcp_cli() -> Path:
    cli = HOME / "package" / "bin" / "cli.mjs"
    if cli.is_file():
        return cli
    if not (shutil.which("node") and shutil.which("npm")):
        pytest.skip("node and npm are needed to run Notion's MCP server")
    HOME.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["npm", "pack", PACKAGE, "--pack-destination", str(HOME)], capture_output=True, text=True,
                          timeout=120)
    if done.returncode != 0:
        pytest.skip(f"npm pack {PACKAGE} failed: {done.stderr.strip()[-300:]}")
    tarball = HOME / done.stdout.strip().splitlines()[-1]
    digest = "sha512-" + base64.b64encode(hashlib.sha512(tarball.read_bytes()).digest()).decode()
    assert digest == INTEGRITY, f"{tarball.name} does not match its pinned integrity hash"
    with tarfile.open(tarball) as archive:
        archive.extractall(HOME, filter="data")
    return cli


class Mcp:
    """A minimal MCP client over stdio."""

    def __init__(self, cli: Path, env: dict[str, str]):
        self.process = subprocess.Popen(["node", str(cli)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, env=env, text=True)
        self.next_id = 0

    def request(self, method: str, params: dict) -> dict:
        self.next_id += 1
        self._send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        answer = json.loads(self.process.stdout.readline())
        assert answer.get("id") == self.next_id and "result" in answer, answer
        return answer["result"]

    def call(self, tool: str, **arguments) -> dict:
        result = self.request("tools/call", {"name": tool, "arguments": arguments})
        return json.loads(result["content"][0]["text"])

    def _send(self, message: dict) -> None:
        self.process.stdin.write(json.dumps(message) + "\n")
        self.process.stdin.flush()

    def close(self) -> None:
        self.process.kill()
        self.process.wait()


def test_notion_mcp_server_works_against_the_kb(world, mcp_cli):
    kb_env = world.endpoints["kb"].env
    mcp = Mcp(mcp_cli, {**os.environ, "BASE_URL": kb_env["NOTION_BASE_URL"], "NOTION_TOKEN": kb_env["NOTION_TOKEN"]})
    try:
        mcp.request("initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                                   "clientInfo": {"name": "clawmark-tests", "version": "0"}})
        mcp._send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        tools = {t["name"] for t in mcp.request("tools/list", {})["tools"]}
        assert {"API-post-search", "API-query-data-source", "API-post-page", "API-patch-block-children"} <= tools

        snap = world.snapshot()["kb"].data
        source = snap["databases"][0]["data_sources"][0]
        found = mcp.call("API-post-search", query="Claims", filter={"property": "object", "value": "data_source"})
        assert [r["id"] for r in found["results"]] == [source["id"]]

        answer = mcp.call("API-query-data-source", data_source_id=source["id"],
                          filter={"property": "Status", "select": {"equals": "Open"}})
        open_rows = [p["id"] for p in snap["pages"] if p["parent"]["id"] == source["id"]
                     and p["properties"]["Status"] == "Open" and not p["in_trash"]]
        assert [r["id"] for r in answer["results"]] == open_rows

        page = mcp.call("API-post-page", parent={"database_id": source["id"]}, properties={
            "Claim": {"title": [{"text": {"content": "CLM-0777"}}]}, "Status": {"select": {"name": "Open"}}})
        mcp.call("API-patch-block-children", block_id=page["id"],
                 children=[{"type": "paragraph", "paragraph": {"rich_text": [{"type": "text", "text": {"content": "Via MCP."}}]}}])
        home = next(p for p in snap["pages"] if p["title"] == "Claims desk")
        markdown = mcp.call("API-retrieve-page-markdown", page_id=home["id"])["markdown"]
        assert markdown.startswith("# How we work\nEvery claim gets a reserve within a day.\n- [ ] Check the deductible\n"
                                   "\tSchedule in policy/\n![photo.png](http")
        assert markdown.endswith(f'<database url="https://www.notion.so/{snap["databases"][0]["id"].replace("-", "")}">'
                                 "Claims</database>")
    finally:
        mcp.close()
    made = next(p for p in world.snapshot()["kb"].data["pages"] if p["id"] == page["id"])
    assert made["title"] == "CLM-0777" and made["properties"]["Status"] == "Open"
    assert made["created_by"] == snap["agent"] and [b["text"] for b in made["blocks"]] == ["Via MCP."]
