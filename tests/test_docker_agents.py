"""Agents inside a docker world (issue 13): the command adapter runs its process in the world's
toolbox container, on the world's network only, with in-network endpoints.

Needs a container engine with the images built (`tools/setup --containers`); skipped, with the
reason, where none answers.
"""

from __future__ import annotations

import os
import random
import signal
import socket
import subprocess
import sys

import pytest

from clawmark.agents import AGENTS
from clawmark.agents.config import agent_spec
from clawmark.backends import unavailable
from clawmark.backends.docker import LABEL_PID, LABEL_RUN, LABEL_SERVER
from clawmark.backends.engine import connect
from clawmark.runner import run_task
from clawmark.store import Store
from clawmark.taskdir import load_task

from agent_helpers import FAKES, REPO, checks_passed, processes_running, record
from test_docker_backend import host_addresses
from test_interrupt import wait_for

pytestmark = pytest.mark.skipif(bool(reason := unavailable("docker")), reason=f"no container engine: {reason}")
PROBE_TASK = REPO / "tests/fixtures/tasks/toolbox-probe"


def command(cmd: str, **options):
    return agent_spec(AGENTS, "command", {"cmd": cmd, "bind": str(FAKES), **options})


def my_containers() -> list:
    return [c for c in connect().containers.list(all=True, filters={"label": LABEL_RUN})
            if c.labels.get(LABEL_PID) == str(os.getpid())]


def test_a_command_agent_in_the_toolbox_mails_through_the_mail_container_and_cannot_reach_the_host(
        tmp_path, monkeypatch):
    with socket.socket() as listening:  # a port of the host, on every address
        listening.bind(("0.0.0.0", 0))
        listening.listen()
        port = listening.getsockname()[1]
        targets = [f"{address}:{port}" for address in ("127.0.0.1", *host_addresses())] + ["mail:143"]
        monkeypatch.setenv("CLAWMARK_TEST_PROBE", ",".join(targets))
        store = Store(tmp_path)
        spec = command(f"python3 {FAKES}/mail_note.py", env="CLAWMARK_TEST_PROBE")
        result = run_task(load_task(PROBE_TASK), spec, store, backend="docker")
    rounds = record(store, result)["rounds"]
    assert result.log.outcome == "scored" and result.log.score.task_success, \
        (result.log.invalid_reason, checks_passed(result), rounds)
    assert [r["exit_code"] for r in rounds] == [0, 0], rounds
    lines = rounds[0]["stdout"].splitlines()
    assert lines[:2] == ["mail mail:587", "guide IMAP `mail:143` and SMTP submission `mail:587`, both plain text "
                         "(no TLS/STARTTLS); SMTP needs AUTH (PLAIN or LOGIN)."]
    probes = dict(line.split(" ")[1:] for line in lines if line.startswith("probe "))
    assert probes.pop("mail:143") == "open"  # the world's own server
    assert set(probes) == set(targets) - {"mail:143"} and "open" not in probes.values(), probes
    assert my_containers() == []


def test_a_hanging_agent_is_killed_at_its_timeout_and_its_container_is_gone(tmp_path):
    store = Store(tmp_path)
    result = run_task(load_task(PROBE_TASK), command(f"{FAKES}/hang.sh -", timeout="2"), store, backend="docker")
    rounds = record(store, result)["rounds"]
    assert [r["timed_out"] for r in rounds] == [True, True]
    assert rounds[0]["error"] == "timed out after 2 s; container killed"
    assert rounds[0]["stdout"] == "working on day 1\n"
    assert result.log.outcome == "scored" and not checks_passed(result)["reference_mailed_to_sam"]
    assert my_containers() == []



def test_a_crash_is_scored_and_a_program_missing_from_the_image_makes_the_run_invalid(tmp_path):
    crashed = run_task(load_task(PROBE_TASK), command("sh -c 'echo oops >&2; exit 3'"), Store(tmp_path / "a"),
                       backend="docker")
    rounds = record(Store(tmp_path / "a"), crashed)["rounds"]
    assert crashed.log.outcome == "scored" and [r["exit_code"] for r in rounds] == [3, 3]
    assert rounds[0]["error"] == "exit code 3" and rounds[0]["stderr"] == "oops\n"
    missing = run_task(load_task(PROBE_TASK), command("no-such-agent-binary {prompt_file}"), Store(tmp_path / "b"),
                       backend="docker")
    assert missing.log.outcome == "invalid" and "'no-such-agent-binary' is not in the toolbox image" in \
        missing.log.invalid_reason
    assert my_containers() == []

def test_the_toolbox_image_holds_the_promised_toolbox_and_the_pinned_openclaw(tmp_path):
    from clawmark.agents.npm_install import OPENCLAW_VERSION
    from clawmark.backends.docker import DockerBackend
    from test_agent_toolbox import PROBE

    (tmp_path / "ws").mkdir()
    backend = DockerBackend()
    try:
        ran = backend.toolbox(["bash", "-c", PROBE + " && openclaw --version && ls /usr/lib/*/faketime/libfaketime.so.1"],
                              tmp_path / "ws", {}, timeout_s=120)
    finally:
        backend.close()
    assert ran.status == 0, ran
    assert f"OpenClaw {OPENCLAW_VERSION}" in ran.stdout and "pocketsphinx/model" in ran.stdout


SEND_NOTE = ("python3 -c \"import os, smtplib; from email.message import EmailMessage; e = os.environ; "
             "m = EmailMessage(); m['From'] = e['CLAWMARK_MAIL_ADDRESS']; m['To'] = 'sam.weber@harbor-mutual.example'; "
             "m['Subject'] = 'Claim ' + open('note.txt').read().split(': ')[1].strip(); m.set_content('See subject.'); "
             "s = smtplib.SMTP(e['CLAWMARK_MAIL_HOST'], int(e['CLAWMARK_MAIL_SMTP_PORT'])); "
             "s.login(e['CLAWMARK_MAIL_ADDRESS'], e['CLAWMARK_MAIL_PASSWORD']); s.send_message(m); "
             "print('sent via', e['CLAWMARK_MAIL_HOST'])\"")


def test_openclaw_runs_in_the_toolbox_with_its_model_relayed_and_mails_through_the_world(tmp_path, monkeypatch):
    """The openclaw preset in a docker world: the image's pinned OpenClaw, its model endpoint on
    the host (127.0.0.1) reached through the harness's relay, mail sent through the mail container."""
    from clawmark.testing.scripted_chat import Plan, ScriptedChat

    store = Store(tmp_path)
    plan = Plan({1: [SEND_NOTE]}, {1: "Sent the reference to Sam.", 2: "Nothing to do today."})
    with ScriptedChat(plan) as chat:
        monkeypatch.setenv("CLAWMARK_TEST_KEY", chat.api_key)
        spec = agent_spec(AGENTS, "openclaw", {"model": chat.model, "base_url": chat.base_url,
                                               "api_key_env": "CLAWMARK_TEST_KEY", "timeout": "240"})
        result = run_task(load_task(PROBE_TASK), spec, store, backend="docker")
    rounds = record(store, result)["rounds"]
    assert result.log.outcome == "scored" and result.log.score.task_success, (checks_passed(result), rounds)
    assert [r["usage"]["tool_calls"] for r in rounds] == [1, 0]
    assert [r["final_message"] for r in rounds] == ["Sent the reference to Sam.", "Nothing to do today."]
    tool_results = [m for m in chat.requests[-1]["messages"] if m["role"] == "tool"]
    assert "sent via mail" in str(tool_results)
    assert my_containers() == []


def test_sigterm_during_a_docker_run_exits_143_and_leaves_no_container_network_or_process(tmp_path):
    # The agent (in its toolbox container) has left a daemon and sleeps far past the test's
    # patience: the stop must end the container at once, not at the round's timeout.
    tag, wait = (f"{random.randrange(10**5, 10**6)}.{n}" for n in (5, 600))
    store = tmp_path / "runs"
    harness = subprocess.Popen(
        [sys.executable, "-m", "clawmark", "run", str(PROBE_TASK), "--backend", "docker", "--store", str(store),
         "--agent", "command", "--agent-opt", f"cmd={FAKES}/daemonize.sh {tag} {wait}", "--agent-opt", f"bind={FAKES}"],
        cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    engine = connect()
    mine = {"label": f"{LABEL_PID}={harness.pid}"}
    try:
        wait_for(lambda: processes_running("sleep", tag), "the agent's daemon in its container")
        servers = [c.labels[LABEL_SERVER] for c in engine.containers.list(filters=mine)]
        assert "toolbox" in servers and len(servers) > 1, servers  # the agent's and the world's
        harness.send_signal(signal.SIGTERM)
        out, err = harness.communicate(timeout=120)
    finally:
        harness.kill()
    assert harness.returncode == 143, err
    assert "interrupted by SIGTERM" in err and "Traceback" not in err
    assert engine.containers.list(all=True, filters=mine) == [] and engine.networks.list(filters=mine) == []
    assert processes_running("sleep", tag) == [] and processes_running("sleep", wait) == []
    assert not list(store.glob("records/**/*.json")), "the interrupted run was recorded"
