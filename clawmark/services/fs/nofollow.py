"""Harness writes into the workspace that never follow a link the agent planted.

Every write the harness makes into the agent's workspace — fs changes, SERVICES.md, original
stages' uploads — goes through `Workspace`, which walks each path one component at a time
from a descriptor of the workspace root, `os.open(name, O_NOFOLLOW | O_DIRECTORY, dir_fd=…)`,
and acts on the last component relative to its parent's descriptor (openat-style), so no
symlink anywhere in the path is followed and nothing is checked first and acted on later.

What the world does when the agent changed the path (the same rule for every write):

- An entry without content — a symlink, FIFO, socket or device node — where a directory or the
  written file belongs is replaced: by a real directory, or by the file (a written file is put
  in place by rename, so a hard link to a file outside the workspace is replaced, never written
  through). The link's target is never touched.
- An entry with content in the way — a regular file where a directory belongs, a directory
  where the file belongs, a non-empty directory a move would replace — is left alone: the
  change is not applied and `Blocked` names why (the service records it as a fault of the run).
- A path that is not there for a delete or a move (the agent removed it) raises `Blocked` too.

Every entry a write creates or changes, and every directory whose entries it changes, gets the
write's `when` (an aware datetime in universe time) as its access and modification time.
"""

from __future__ import annotations

import errno
import itertools
import os
import secrets
import shutil
import stat
from contextlib import contextmanager
from datetime import datetime

_DIR = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
_CONTENT_FREE = (stat.S_ISLNK, stat.S_ISFIFO, stat.S_ISSOCK, stat.S_ISCHR, stat.S_ISBLK)


class Blocked(Exception):
    """The agent's changes stand in the way of a harness write, which was not applied (see the module)."""


def _content_free(mode: int) -> bool:
    return any(test(mode) for test in _CONTENT_FREE)


def _parts(rel: str) -> list[str]:
    parts = [p for p in rel.split("/") if p not in ("", ".")]
    if not parts or ".." in parts:
        raise ValueError(f"{rel!r}: not a path inside the workspace")
    return parts


class Workspace:
    """The workspace directory `root` as the harness writes it (see the module docstring).

    Paths are workspace-relative POSIX text; `when` stamps what a write touches.
    """

    def __init__(self, root: os.PathLike | str):
        self.root = os.fspath(root)

    @contextmanager
    def _parent(self, rel: str, create: bool, when: datetime | None):
        """(descriptor of the directory holding the last component, that component's name).

        With `create`, missing directories are made and content-free entries in the way are
        replaced by directories (stamped `when`); otherwise a missing one raises Blocked.
        """
        *dirs, name = _parts(rel)
        fd = self._open_root()
        try:
            for depth, part in enumerate(dirs):
                parent, fd = fd, -1  # _enter closes the parent, whatever happens
                fd = self._enter(parent, part, create, when, "/".join(dirs[: depth + 1]))
            yield fd, name
        finally:
            if fd >= 0:
                os.close(fd)

    def _open_root(self) -> int:
        try:
            return os.open(self.root, _DIR)
        except OSError as e:
            raise Blocked(f"the workspace {self.root} is not a directory ({e.strerror})") from None

    def _enter(self, parent: int, part: str, create: bool, when: datetime | None, shown: str) -> int:
        """The descriptor of directory `part` in `parent` (closing `parent`)."""
        try:
            try:
                return os.open(part, _DIR, dir_fd=parent)
            except FileNotFoundError:
                if not create:
                    raise Blocked(f"{shown}/ is not there") from None
            except OSError as e:
                if e.errno not in (errno.ELOOP, errno.ENOTDIR):
                    raise
                mode = os.stat(part, dir_fd=parent, follow_symlinks=False).st_mode
                if not (create and _content_free(mode)):
                    raise Blocked(f"{shown} is {describe(mode)}, not a directory") from None
                os.unlink(part, dir_fd=parent)
            os.mkdir(part, 0o755, dir_fd=parent)
            _stamp(parent, part, when)
            _stamp(parent, None, when)
            return os.open(part, _DIR, dir_fd=parent)
        finally:
            os.close(parent)

    def write(self, rel: str, data: bytes, when: datetime | None) -> None:
        """Create or replace the file `rel` with `data` (its directories made as needed)."""
        with self._parent(rel, True, when) as (fd, name):
            _put(fd, name, [data], when, rel)

    def append(self, rel: str, data: bytes, when: datetime | None) -> None:
        """Append `data` to the regular file `rel` (created if absent or content-free). A file
        with other names (hard links) is copied and replaced, so only this name changes."""
        with self._parent(rel, True, when) as (fd, name):
            file = open_regular(fd, name, os.O_WRONLY | os.O_APPEND)
            if file is not None:
                try:
                    if os.fstat(file).st_nlink == 1:
                        _write_all(file, data)
                        _stamp_fd(file, when)
                        _stamp(fd, None, when)
                        return
                finally:
                    os.close(file)
            _put(fd, name, itertools.chain(_content(fd, name), [data]), when, rel)

    def delete(self, rel: str, when: datetime | None) -> None:
        """Remove the entry `rel` (a directory with all it holds; a link itself, never its target)."""
        with self._parent(rel, False, when) as (fd, name):
            mode = _mode(fd, name, rel)
            if stat.S_ISDIR(mode):
                shutil.rmtree(name, dir_fd=fd)  # descriptor-based: never follows a link inside
            else:
                os.unlink(name, dir_fd=fd)
            _stamp(fd, None, when)

    def move(self, rel: str, to: str, when: datetime | None) -> None:
        """Rename the entry `rel` to `to` (its directories made as needed), replacing a file or
        content-free entry there, never a directory with content."""
        with self._parent(rel, False, when) as (src, name):
            _mode(src, name, rel)
            with self._parent(to, True, when) as (dst, new):
                try:
                    os.rename(name, new, src_dir_fd=src, dst_dir_fd=dst)
                except OSError as e:
                    if e.errno not in (errno.EISDIR, errno.ENOTDIR, errno.ENOTEMPTY, errno.EEXIST, errno.EINVAL):
                        raise
                    raise Blocked(f"cannot move {rel} to {to}: {e.strerror}") from None
                _stamp(dst, new, when)
                _stamp(src, None, when)
                _stamp(dst, None, when)

    def make_dirs(self, rel: str, when: datetime | None) -> None:
        """Make the directory `rel` and its parents (replacing content-free entries, as `write` does)."""
        with self._parent(rel, True, when) as (fd, name):
            os.close(self._enter(os.dup(fd), name, True, when, rel))

    def is_dir(self, rel: str) -> bool:
        """Whether `rel` is a directory reached through directories alone (no link followed)."""
        try:
            with self._parent(rel, False, None) as (fd, name):
                return stat.S_ISDIR(_mode(fd, name, rel))
        except Blocked:
            return False

    def stamp_tree(self, when: datetime) -> None:
        """Give every entry in the workspace, and the workspace itself, `when` as its times."""
        root = self._open_root()
        try:
            for _, dirnames, filenames, dirfd in os.fwalk(dir_fd=root, topdown=False):
                for name in (*filenames, *dirnames):
                    _stamp(dirfd, name, when)
            _stamp(root, None, when)
        finally:
            os.close(root)


def open_regular(fd: int, name: str, flags: int = os.O_RDONLY) -> int | None:
    """A descriptor of `name` in directory `fd` if it is a regular file, else None.

    Only a regular file is opened at all (FIFOs, sockets and devices never are), with
    O_NOFOLLOW | O_NONBLOCK, and it must still be the file lstat saw."""
    try:
        seen = os.stat(name, dir_fd=fd, follow_symlinks=False)
    except FileNotFoundError:
        return None
    if not stat.S_ISREG(seen.st_mode):
        return None
    try:
        file = os.open(name, flags | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, dir_fd=fd)
    except OSError:
        return None
    opened = os.fstat(file)
    if not stat.S_ISREG(opened.st_mode) or (opened.st_dev, opened.st_ino) != (seen.st_dev, seen.st_ino):
        os.close(file)
        return None
    return file


def describe(mode: int) -> str:
    """`a symlink`, `a FIFO`, … for an lstat mode."""
    for test, text in ((stat.S_ISREG, "a regular file"), (stat.S_ISDIR, "a directory"), (stat.S_ISLNK, "a symlink"),
                       (stat.S_ISFIFO, "a FIFO"), (stat.S_ISSOCK, "a socket"), (stat.S_ISCHR, "a character device"),
                       (stat.S_ISBLK, "a block device")):
        if test(mode):
            return text
    return "a special file"


def _put(fd: int, name: str, chunks, when, rel: str) -> None:
    """Write `chunks` to a fresh file in directory `fd`, then rename it over `name` (a rename
    replaces a link or special file itself; it fails on a directory, which is kept: Blocked)."""
    tmp = f".clawmark-{secrets.token_hex(8)}"  # never snapshotted: renamed away or removed
    file = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o644, dir_fd=fd)
    try:
        try:
            for chunk in chunks:
                _write_all(file, chunk)
            _stamp_fd(file, when)
        finally:
            os.close(file)
        os.rename(tmp, name, src_dir_fd=fd, dst_dir_fd=fd)
    except BaseException as e:
        os.unlink(tmp, dir_fd=fd)
        if isinstance(e, IsADirectoryError):
            raise Blocked(f"{rel} is a directory, not a file") from None
        raise
    _stamp(fd, None, when)


def _mode(fd: int, name: str, rel: str) -> int:
    """The lstat mode of `name` in `fd`; Blocked when there is no such entry."""
    try:
        return os.stat(name, dir_fd=fd, follow_symlinks=False).st_mode
    except FileNotFoundError:
        raise Blocked(f"{rel} is not there") from None


def _content(fd: int, name: str):
    """The chunks of the regular file `name` in `fd` (nothing for a missing or content-free entry)."""
    file = open_regular(fd, name)
    if file is None:
        return
    try:
        while chunk := os.read(file, 1 << 20):
            yield chunk
    finally:
        os.close(file)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _ns(when: datetime | None) -> tuple[int, int] | None:
    """(atime, mtime) in nanoseconds since the epoch for os.utime, or None."""
    if when is None:
        return None
    ns = int(when.timestamp()) * 1_000_000_000 + when.microsecond * 1000
    return ns, ns


def _stamp(fd: int, name: str | None, when: datetime | None) -> None:
    """Set the times of `name` in directory `fd` (the directory itself when None), not following links."""
    if (ns := _ns(when)) is not None:
        if name is None:
            os.utime(fd, ns=ns)
        else:
            os.utime(name, ns=ns, dir_fd=fd, follow_symlinks=False)


def stamp(path: os.PathLike | str, when: datetime) -> None:
    """Give a harness file outside the workspace (a wake-up prompt) `when` as its times."""
    os.utime(path, ns=_ns(when), follow_symlinks=False)


def _stamp_fd(fd: int, when: datetime | None) -> None:
    if (ns := _ns(when)) is not None:
        os.utime(fd, ns=ns)
