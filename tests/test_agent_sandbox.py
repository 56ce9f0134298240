"""The agent's sandbox (issue 17 items 4 and 5): it reaches the world's services and nothing else,
and none of its processes outlives the round, whatever the isolation."""

import json
import os
import random
import socket
import threading
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from clawmark.agents import AGENTS
from clawmark.agents.config import AgentConfigError, agent_spec
from clawmark.agents.sandbox import Reach, bwrap_problem, run_confined, toolbox_path
from clawmark.runner import run_task
from clawmark.taskdir import clock_for
from clawmark.store import Store
from clawmark.taskdir import load_task
from clawmark.testing.scripted_chat import Plan, ScriptedChat
from clawmark.world import World

from agent_helpers import FAKES, REPO, insurance, left_file, processes_running, record

ALL_SERVICES = REPO / "tasks/project-management/sprint-replan"  # mail, calendar, kb and sheets
needs_bwrap = pytest.mark.skipif(bool(bwrap_problem()), reason=f"bubblewrap cannot run here: {bwrap_problem()}")


def command(cmd: str, **options) -> object:
    return agent_spec(AGENTS, "command", {"cmd": cmd, "bind": str(FAKES), **options})


@pytest.fixture
def host_listener():
    """A listener on a host loopback port that is no world service; it greets every connection."""
    server = socket.create_server(("127.0.0.1", 0))

    def serve():
        while True:
            try:
                conn, _ = server.accept()
            except OSError:
                return
            conn.sendall(b"host")
            conn.close()

    threading.Thread(target=serve, daemon=True).start()
    yield server.getsockname()[1]
    server.close()


def probe(tmp_path: Path, port: int, then: str = "", **options) -> dict:
    """net.json of net_probe.py run as a command agent on day 1 (followed by the command `then`)."""
    store = Store(tmp_path / "runs")
    cmd = f"sh -c 'python3 {FAKES}/net_probe.py {port} {then}'"
    result = run_task(load_task(ALL_SERVICES), command(cmd, **options), store)
    assert result.log.outcome == "scored", result.log.invalid_reason
    assert [r["exit_code"] for r in record(store, result)["rounds"]] == [0] * len(result.log.rounds)
    report = json.loads(left_file(store, result, 1, "net.json"))
    if then:
        report["model"] = json.loads(left_file(store, result, 1, "model.json"))
    return report


@needs_bwrap
def test_the_sandbox_reaches_the_world_services_and_nothing_else(tmp_path, host_listener):
    report = probe(tmp_path, host_listener)
    services = report["services"]
    assert sorted(services) == ["CLAWMARK_CALDAV_URL", "CLAWMARK_MAIL_IMAP_PORT", "CLAWMARK_MAIL_SMTP_PORT",
                                "CLAWMARK_SHEETS_URL", "NOTION_BASE_URL"]
    assert services["CLAWMARK_MAIL_IMAP_PORT"].startswith("* OK"), services
    assert services["CLAWMARK_MAIL_SMTP_PORT"].startswith("220 "), services
    assert all(services[name].startswith("HTTP/1.") for name in services if name.endswith("_URL")), services
    # The host's listener is neither reachable nor visible; /proc/net shows the namespace's own
    # listeners, exactly at the service ports the agent was told.
    assert report["forbidden"] == "error: ConnectionRefusedError"
    assert sorted(report["listening"]) == sorted(set(report["ports"].values()))
    # No route but loopback: the IPv4 table is empty, the IPv6 one has lo's entries only (its
    # last field is the device).
    assert report["ipv4_routes"] == []
    assert all(line.split()[-1] == "lo" for line in report["ipv6_routes"]), report["ipv6_routes"]


@needs_bwrap
@pytest.mark.parametrize("given", [True, False], ids=["model_url given", "no model_url"])
def test_the_sandbox_reaches_its_model_endpoint_only_when_given_and_the_world_besides(tmp_path, monkeypatch,
                                                                                       host_listener, given):
    # An OpenAI-compatible endpoint on a host loopback port (the real wire protocol, plain and
    # streamed), asked from inside with the openai client: with `model_url` the harness relays
    # that one port; without it the port is as unreachable as any other of the host.
    with ScriptedChat(Plan(commands={}, final={1: "Hello from the model."})) as chat:
        monkeypatch.setenv("CLAWMARK_TEST_MODEL_KEY", chat.api_key)
        options = {"env": "CLAWMARK_TEST_MODEL_KEY", **({"model_url": chat.base_url} if given else {})}
        report = probe(tmp_path, host_listener, f"&& python3 {FAKES}/model_probe.py {chat.base_url}", **options)
        asked = len(chat.requests)
    port = int(chat.base_url.rsplit(":", 1)[1].split("/")[0])
    assert all(not answer.startswith("error") for answer in report["services"].values()), report["services"]
    assert report["forbidden"] == "error: ConnectionRefusedError"
    if given:
        assert report["model"] == {"plain": "Hello from the model.", "stream": "Hello from the model."}
        assert asked == 2 and sorted(report["listening"]) == sorted({*report["ports"].values(), port})
    else:
        assert report["model"] == {"plain": "error: APIConnectionError", "stream": "error: APIConnectionError"}
        assert asked == 0 and port not in report["listening"]


def test_unconfined_the_same_probe_sees_the_host(tmp_path, host_listener):
    # The control: with isolation=none (today's shared network, with its warning) the probe
    # reaches and sees the host's listener, so the test above can tell the difference.
    report = probe(tmp_path, host_listener, isolation="none")
    assert report["forbidden"] == "host"
    assert host_listener in report["listening"]


@pytest.mark.parametrize("isolation", ["none", pytest.param("bwrap", marks=needs_bwrap)])
def test_a_setsid_grandchild_is_gone_after_the_round(tmp_path, isolation):
    tag = f"{random.randrange(10**5, 10**6)}.5"
    store = Store(tmp_path)
    result = run_task(insurance(), command(f"{FAKES}/daemonize.sh {tag}", isolation=isolation), store)
    rounds = record(store, result)["rounds"]
    assert [r["stdout"] for r in rounds] == ["left a daemon\n"] * 3 and [r["exit_code"] for r in rounds] == [0] * 3
    assert all(left_file(store, result, n, f"daemon-{n}.pid") for n in (1, 2, 3))  # each day it did start one
    assert processes_running("sleep", tag) == []
    if isolation == "none":  # the pids are the host's
        pids = [int(left_file(store, result, n, f"daemon-{n}.pid")) for n in (1, 2, 3)]
        assert not any(os.path.exists(f"/proc/{pid}") and "State:\tZ" not in Path(f"/proc/{pid}/status").read_text()
                       for pid in pids)


@pytest.mark.parametrize("isolation", ["none", pytest.param("bwrap", marks=needs_bwrap)])
def test_at_the_timeout_the_agent_and_its_daemons_are_killed(tmp_path, isolation):
    tag, wait = (f"{random.randrange(10**5, 10**6)}.{n}" for n in (5, 25))
    store = Store(tmp_path)
    spec = command(f"{FAKES}/daemonize.sh {tag} {wait}", isolation=isolation, timeout="2")
    result = run_task(insurance(), spec, store)
    rounds = record(store, result)["rounds"]
    assert [r["timed_out"] for r in rounds] == [True] * 3
    assert rounds[0]["error"] == "timed out after 2 s; the agent's processes killed"
    assert processes_running("sleep", tag) == [] and processes_running("sleep", wait) == []


@needs_bwrap
def test_a_model_endpoint_is_reached_by_its_host_name_and_port_even_below_1024(tmp_path, host_listener):
    # The agent's model on port 443 of a host name: inside, the name resolves to 127.0.0.1 and
    # the supervisor listens on 443; the harness relays the bytes to the real endpoint (here the
    # host listener, so the test needs nothing but loopback).
    reach = Reach({443: ("127.0.0.1", host_listener)}, names=("model.example",))
    probe = ("import socket; print(socket.gethostbyname('model.example'), "
             "socket.create_connection(('model.example', 443), timeout=5).recv(4).decode())")
    (tmp_path / "ws").mkdir()
    (tmp_path / "home").mkdir()
    done = run_confined(["python3", "-c", probe], mode="bwrap", workspace=tmp_path / "ws", home=tmp_path / "home",
                        env={"PATH": toolbox_path()}, timeout=60, reach=reach)
    assert (done.returncode, done.stdout) == (0, "127.0.0.1 host\n"), done.stderr


def test_the_world_reach_is_its_service_ports_and_the_model(tmp_path):
    task = load_task(ALL_SERVICES)
    with World(task, clock_for(task)) as world:
        told = {int(v) for v in world.env.values() if v.isdigit()} | {
            urlsplit(v).port for k, v in world.env.items() if k.endswith("_URL")}
        reach = Reach.world(world.endpoints, ("api.example.com", 443))
    assert set(reach.ports) == told | {443} and len(told) == 5
    assert reach.ports[443] == ("api.example.com", 443) and reach.names == ("api.example.com",)
    assert all(reach.ports[port] == ("127.0.0.1", port) for port in told)


@needs_bwrap
def test_a_model_at_an_address_the_sandbox_cannot_relay_is_refused_up_front():
    with pytest.raises(AgentConfigError, match="model host 10.1.2.3: .* give a host name or a loopback address"):
        command("true", model_url="http://10.1.2.3:8000/v1")
    with pytest.raises(AgentConfigError, match="model host 10.1.2.3: "):
        agent_spec(AGENTS, "openclaw", {"model": "m", "base_url": "http://10.1.2.3:8000/v1"})
    assert command("true", model_url="http://10.1.2.3:8000/v1", isolation="none").create(insurance()).model == \
        ("10.1.2.3", 8000)
