"""`clawmark play`: a task played by hand through its non-interactive mode (the play folder and
`clawmark play --done`), by a scripted player that writes the oracle's answers."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path
from types import SimpleNamespace

from clawmark.agents.oracle import import_oracle
from clawmark.play import PlayFolder
from clawmark.runner import run_task
from clawmark.store import Store
from clawmark.taskdir import load_task
from clawmark.verdicts import VerdictLog
from conftest import REPO, TASKS, clawmark

TASK = TASKS / "insurance" / "hail-damage-intake"
PRIVATE = {"task.yaml", "checks.py", "oracle.py", "NOTES.md", "RELEASE.lock"}


def start_play(folder: Path, store: Path, label: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "clawmark", "play", str(TASK), "--label", label, "--dir", str(folder),
                             "--store", str(store)], cwd=REPO, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def day_state(folder: PlayFolder, round_number: int, proc: subprocess.Popen) -> dict:
    """The play folder's state once day `round_number` is published (the play must be alive)."""
    while True:
        try:
            state = folder.state()
        except Exception:  # noqa: BLE001 - not written yet
            state = {}
        if state.get("round") == round_number and state.get("status") == "playing":
            return state
        assert proc.poll() is None, proc.communicate()
        time.sleep(0.1)


def test_a_scripted_player_writing_the_oracles_answers_gets_the_oracles_verdict(tmp_path):
    task = load_task(TASK)
    oracle = import_oracle(task)
    folder, store = PlayFolder(tmp_path / "play"), tmp_path / "store"
    proc = start_play(folder.root, store, "scripted")
    try:
        for n in range(1, len(task.spec.rounds) + 1):
            state = day_state(folder, n, proc)
            workspace = Path(state["workspace"])
            assert not PRIVATE & {p.name for p in workspace.rglob("*")}
            assert {p.name for p in folder.root.iterdir()} <= {"state.json", "prompt.md", "env.sh", "briefing.txt"}
            if n == 1:  # sourced in a shell: the services' variables, and python3 is the toolbox's (SERVICES.md)
                shown = subprocess.run(["bash", "-c", f". {folder.root / 'env.sh'} && echo $CLAWMARK_WORKSPACE && "
                                        "python3 -c 'import PIL, pocketsphinx, imapclient, sys; print(sys.prefix)'"],
                                       capture_output=True, text=True, check=True, env={"PATH": "/usr/bin:/bin"})
                assert shown.stdout.split() == [state["workspace"], sys.prefix]
            ctx = SimpleNamespace(env=state["env"], workspace=workspace, now=datetime.fromisoformat(state["now"]),
                                  round=n, prompt=Path(state["prompt_file"]).read_text())
            assert ctx.prompt.startswith(f"Day {n} of 2")
            getattr(oracle, f"round_{n}")(ctx)
            done = clawmark("play", "--done", str(folder.root), "--message", f"day {n} done")
            assert done.returncode == 0, done.stderr
            assert ("day 2 of 2" if n == 1 else "human:scripted scored 100.0") in done.stdout
        out, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    assert "task success yes" in out and "pass  quote_forwarded_to_team_lead" in out
    verdict = json.loads((folder.root / "verdict.json").read_text())
    assert (verdict["agent"], verdict["weighted_score"], verdict["task_success"]) == ("human:scripted", 100.0, True)
    played = VerdictLog.model_validate(Store(store).get_json(verdict["verdict_hash"]))
    reference = run_task(task, "oracle", Store(tmp_path / "oracle-store")).log
    assert played.rounds == reference.rounds and played.score == reference.score  # the same world, bit for bit
    [record] = (store / "records" / task.name / "human:scripted").glob("r0-*.json")
    assert [r["final_message"] for r in json.loads(record.read_text())["rounds"]] == ["day 1 done", "day 2 done"]


def test_interrupting_a_play_tears_the_world_down_and_stores_nothing(tmp_path):
    folder, store = PlayFolder(tmp_path / "play"), tmp_path / "store"
    proc = start_play(folder.root, store, "quitter")
    state = day_state(folder, 1, proc)
    proc.send_signal(signal.SIGTERM)
    assert proc.wait(timeout=60) == 130
    assert folder.state()["status"] == "aborted" and not Path(state["workspace"]).exists()
    assert not (store / "records").exists()
    for named in ([str(folder.root)], ["--dir", str(folder.root)]):
        gone = clawmark("play", "--done", *named)
        assert gone.returncode == 2 and "no play is running here" in gone.stderr


def test_a_done_file_ends_only_its_own_day(tmp_path):
    folder = PlayFolder(tmp_path)
    assert folder.take_done(2) is None
    (tmp_path / "done").write_text("1\n")  # left over from day 1
    assert folder.take_done(2) is None and not (tmp_path / "done").exists()
    (tmp_path / "done").write_text("")  # `touch done`
    assert folder.take_done(2) == ""
    (tmp_path / "done").write_text("2\nfiled everything\n")
    assert folder.take_done(2) == "filed everything"
