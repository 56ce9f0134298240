"""The harness source of a release: the repository's files at HEAD, with only the released tasks.

What is bundled is read from git, never from a list kept by hand: every file HEAD's tree holds
(`git ls-tree -r HEAD`), bytes and executable bit as committed, except the task folders of
`tasks/` that are not being released. The working tree does not matter (uncommitted changes are
left out, and reported), so a bundle is always the state of one commit.
"""

from __future__ import annotations

import subprocess
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from clawmark.release.errors import ReleaseError
from clawmark.taskdir import SPEC_FILE

RELEASED = "tasks"  # the released set's folder; its task folders are bundled only when chosen
MODES = {"100644": False, "100755": True}


@dataclass(frozen=True)
class SourceFile:
    """One file of HEAD's tree: its path, whether it is executable, and its git blob id."""

    path: str
    executable: bool
    blob: str


def git(repo: Path, *args: str, data: bytes | None = None) -> bytes:
    """The output of `git -C repo ARGS`; raises ReleaseError with git's message when it fails."""
    try:
        done = subprocess.run(["git", "-C", str(repo), *args], input=data, capture_output=True, check=False)
    except FileNotFoundError:
        raise ReleaseError("git is not installed: a release is built from a git checkout") from None
    if done.returncode:
        raise ReleaseError(f"git {' '.join(args[:2])} failed in {repo}: {done.stderr.decode(errors='replace').strip()}")
    return done.stdout


def head_commit(repo: Path) -> str:
    """HEAD's commit id (40 hex digits)."""
    return git(repo, "rev-parse", "--verify", "HEAD^{commit}").decode().strip()


def head_files(repo: Path) -> list[SourceFile]:
    """Every file of HEAD's tree, sorted by path.

    Raises ReleaseError for a symbolic link or a submodule (a bundle holds plain files only).
    """
    files = []
    for record in git(repo, "ls-tree", "-r", "-z", "--full-tree", "HEAD").split(b"\0"):
        if not record:
            continue
        meta, path = record.decode().split("\t", 1)
        mode, kind, blob = meta.split()
        if kind != "blob" or mode not in MODES:
            raise ReleaseError(f"{path}: a {kind} of mode {mode} in HEAD; a release holds plain files only")
        files.append(SourceFile(path, MODES[mode], blob))
    return sorted(files, key=lambda f: f.path)


def uncommitted(repo: Path) -> list[str]:
    """Paths whose working-tree state differs from HEAD (changed, staged or untracked, not ignored)."""
    out = git(repo, "status", "--porcelain", "-z", "--untracked-files=all").decode()
    return sorted(entry[3:] for entry in out.split("\0") if len(entry) > 3 and entry[2] == " ")


def released_files(repo: Path, files: list[SourceFile], task_roots: list[Path]) -> tuple[list[SourceFile], list[str]]:
    """`files` without the task folders of tasks/ that are not in `task_roots`; and the chosen
    task folders as paths relative to the repository.

    Raises ReleaseError for a task folder outside the repository or not committed at HEAD.
    """
    chosen = []
    committed = {str(PurePosixPath(f.path).parent) for f in files if PurePosixPath(f.path).name == SPEC_FILE}
    for root in task_roots:
        try:
            rel = root.resolve().relative_to(repo.resolve()).as_posix()
        except ValueError:
            raise ReleaseError(f"{root}: a task outside the repository {repo}; a release bundles its own tasks") from None
        if rel not in committed:
            raise ReleaseError(f"{rel}/{SPEC_FILE} is not committed at HEAD; commit the task before releasing it")
        chosen.append(rel)
    left_out = {folder for folder in committed if PurePosixPath(folder).parts[0] == RELEASED} - set(chosen)
    kept = [f for f in files if not any(_inside(f.path, folder) for folder in left_out)]
    return kept, sorted(chosen)


def _inside(path: str, folder: str) -> bool:
    return path.startswith(folder + "/")


def write_files(repo: Path, files: list[SourceFile], dest: Path) -> None:
    """Write each file's committed bytes under `dest` (mode 0755 or 0644), read with one
    `git cat-file --batch`."""
    stream = git(repo, "cat-file", "--batch", data="".join(f"{f.blob}\n" for f in files).encode())
    at = 0
    for f in files:
        header_end = stream.index(b"\n", at)
        blob, _, size = stream[at:header_end].decode().split()
        if blob != f.blob:
            raise ReleaseError(f"git cat-file answered {blob} for {f.path} ({f.blob})")
        start = header_end + 1
        target = dest / f.path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(stream[start:start + int(size)])
        target.chmod(0o755 if f.executable else 0o644)
        at = start + int(size) + 1  # the blob's bytes are followed by a newline
