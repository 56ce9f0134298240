"""Playing a task by hand: the play folder through which a person (or a program) is the agent.

    <play dir>/                 default: <tmp>/clawmark-play/<label>/
      state.json    {"task", "agent", "pid", "status": playing|finished|aborted, "round", "rounds",
                     "day", "now", "workspace", "prompt_file", "env_file", "services_file",
                     "done_file", "env": {…}, "verdict_file"?}
      prompt.md     the day's wake-up prompt, as an agent gets it
      env.sh        `export NAME='value'` for every service variable (`. env.sh` in a shell), and
                    PATH with the toolbox first (`python3` is the toolbox's, as an agent's is)
      briefing.txt  what `clawmark play` printed for the day
      done          written by the player to end the day (`clawmark play --done`, or `touch`)
      verdict.json  at the end: the score and every check's verdict (then checks may be seen)

Every file is replaced atomically, so a reader never sees half of one. The folder holds only
what an agent sees (prompt, endpoints, credentials): never checks, oracle, NOTES or task.yaml.
"""

from __future__ import annotations

import json
import os
import shlex
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from clawmark.backends.local_gc import pid_alive

STATE, PROMPT, ENV, BRIEFING, DONE, VERDICT = "state.json", "prompt.md", "env.sh", "briefing.txt", "done", "verdict.json"
POLL_S = 0.2


def default_base() -> Path:
    """Where play folders go unless `--dir` says otherwise."""
    return Path(tempfile.gettempdir()) / "clawmark-play"


class PlayError(Exception):
    """A play folder that cannot be used: missing, not playing, or its player is gone."""


def write_atomic(path: Path, text: str) -> None:
    """Replace `path` by `text` in one rename."""
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def env_script(env: dict[str, str]) -> str:
    """`export NAME='value'` lines for `env`, sorted, shell-quoted; then PATH with the toolbox's
    programs (this Python's bin: `python3` with the libraries SERVICES.md names) before the
    player's own, as an agent's PATH has them."""
    toolbox = shlex.quote(str(Path(sys.prefix) / "bin"))
    return "".join(f"export {name}={shlex.quote(value)}\n" for name, value in sorted(env.items())) + \
        f'export PATH={toolbox}:"$PATH"\n'


@dataclass(frozen=True)
class PlayFolder:
    """One play folder and its state file."""

    root: Path

    @property
    def state_file(self) -> Path:
        return self.root / STATE

    def state(self) -> dict[str, Any]:
        """The parsed state.json; raises PlayError when there is none."""
        try:
            return json.loads(self.state_file.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise PlayError(f"{self.root}: no {STATE} here (is `clawmark play TASK` running with this folder?)") from None

    def live(self) -> bool:
        """Whether a `clawmark play` process is playing in this folder."""
        try:
            state = self.state()
        except (PlayError, ValueError):
            return False
        return state.get("status") == "playing" and pid_alive(int(state.get("pid", 0)))

    def write_state(self, state: dict[str, Any]) -> None:
        write_atomic(self.state_file, json.dumps(state, indent=2, sort_keys=True) + "\n")

    def begin_day(self, state: dict[str, Any], prompt: str, briefing: str) -> None:
        """Publish a new day: prompt, env, briefing, then the state that points to them."""
        write_atomic(self.root / PROMPT, prompt)
        write_atomic(self.root / ENV, env_script(state["env"]))
        write_atomic(self.root / BRIEFING, briefing)
        (self.root / DONE).unlink(missing_ok=True)
        self.write_state(state)

    def take_done(self, round_number: int) -> str | None:
        """The text of the `done` file when it ends day `round_number` (empty, or naming that day),
        removing it; a `done` left for another day is removed and ignored. None while absent."""
        done = self.root / DONE
        try:
            text = done.read_text(encoding="utf-8").strip()
        except FileNotFoundError:
            return None
        done.unlink(missing_ok=True)
        first = text.splitlines()[0] if text else ""
        if first and first != str(round_number):
            return None
        return "\n".join(text.splitlines()[1:])

    def declare_done(self, message: str = "") -> dict[str, Any]:
        """End the current day on behalf of the player: writes `done` naming the day; returns the
        state it ended. Raises PlayError when no play is running here."""
        state = self.state()
        if not self.live():
            raise PlayError(f"{self.root}: no play is running here (status {state.get('status')!r})")
        write_atomic(self.root / DONE, f"{state['round']}\n{message}".rstrip("\n") + "\n")
        return state

    def wait_after(self, ended: dict[str, Any]) -> dict[str, Any]:
        """The state once the day `ended` is over (the next day began, or the play finished or
        stopped). Raises PlayError when the play process went away without saying so."""
        while True:
            state = self.state()
            if state.get("status") != "playing" or state.get("round") != ended["round"]:
                return state
            if not pid_alive(int(state.get("pid", 0))):
                raise PlayError(f"{self.root}: the play process {state.get('pid')} is gone")
            time.sleep(POLL_S)


def find_play(folder: Path | None) -> PlayFolder:
    """The play folder `folder`, or else the one live play under the default base.

    Raises PlayError when `folder` is not given and none or several plays are running (naming them).
    """
    if folder is not None:
        return PlayFolder(Path(folder))
    base = default_base()
    plays = sorted(p for p in base.iterdir() if PlayFolder(p).live()) if base.is_dir() else []
    if len(plays) == 1:
        return PlayFolder(plays[0])
    if not plays:
        raise PlayError(f"no play is running under {base}: start one with `clawmark play TASK`, or name its folder")
    raise PlayError(f"{len(plays)} plays are running ({', '.join(map(str, plays))}): name the folder")
