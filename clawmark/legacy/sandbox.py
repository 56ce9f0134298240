"""`ctx.sandbox`: shell commands of original stages, run hermetically under bubblewrap.

The original ran `sandbox.exec(command)` in its Docker container with the workspace at
/workspace. Here the command runs in `bwrap` (bubblewrap) with the system read-only, the run's
workspace bound at /workspace (read-only for checkers), the run's own /tmp (kept between
commands, as the container's was: stages write a script to /tmp, then run it), and no network. Returns the original's
ExecResult shape (stdout, stderr, return_code); a non-zero exit is returned, not raised.
"""

from __future__ import annotations

import asyncio
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path


class SandboxUnavailable(RuntimeError):
    """bubblewrap is missing: the stage cannot run its commands (the run is invalid, named)."""


@dataclass
class ExecResult:
    stdout: str
    stderr: str
    return_code: int


class Sandbox:
    """Runs shell commands with `workspace` as /workspace (see module docstring)."""

    def __init__(self, workspace: Path, tmp: Path, read_only: bool = False):
        self.workspace, self.tmp, self.read_only = workspace, tmp, read_only

    async def exec(self, command: str, timeout_sec: int = 300, env: dict[str, str] | None = None) -> ExecResult:
        return await asyncio.to_thread(self._run, command, timeout_sec, env or {})

    def _run(self, command: str, timeout_sec: int, env: dict[str, str]) -> ExecResult:
        argv = ["bwrap", "--ro-bind", "/usr", "/usr", "--symlink", "usr/bin", "/bin", "--symlink", "usr/lib", "/lib",
                "--symlink", "usr/lib64", "/lib64", "--ro-bind", "/etc", "/etc", "--ro-bind" if self.read_only else "--bind", str(self.workspace),
                "/workspace", "--bind", str(self.tmp), "/tmp", "--dev", "/dev", "--proc", "/proc", "--unshare-net",
                "--die-with-parent", "--clearenv", "--setenv", "HOME", "/tmp", "--setenv", "PATH", "/usr/bin:/bin",
                "--setenv", "LANG", "C.UTF-8"]
        for key, value in env.items():
            argv += ["--setenv", key, value]
        if shutil.which("bwrap") is None:
            raise SandboxUnavailable("ctx.sandbox.exec needs bubblewrap (bwrap), which is not installed")
        done = subprocess.run([*argv, "--chdir", "/workspace", "bash", "-c", command],
                              capture_output=True, text=True, timeout=timeout_sec, errors="replace")
        return ExecResult(done.stdout, done.stderr, done.returncode)
