"""The container images of the docker backend, built from `images/<name>/` and cached by content.

    images/
      base/       Dockerfile over a debootstrap root file system (debootstrap.env), apt settings
      python/     python3 and an empty venv, the layer the others share     FROM base
      mail/       Dovecot and our SMTP submission server   FROM python (so are the rest)
      calendar/   Radicale (+ requirements.in: names whose pins come from requirements.lock)
      kb/, sheets/  our servers (+ SOURCES: the parts of this repository copied to /opt/clawmark)
      toolbox/    where agents run: what they need to read raw evidence, the service clients
                  (its own hash-locked requirements.txt, compiled from requirements.in), Node
                  and OpenClaw

An image's tag is `localhost/clawmark-<name>:<digest>`, the digest a SHA-256 over its build
context as assembled (every file's path and bytes, the wheels included, and the tag of the
image it is built FROM), so an unchanged context is never rebuilt and a changed one always is.
The base's context holds the debootstrap settings, not the root file system itself (debootstrap
does not produce identical bytes twice); CLAWMARK_BASE_IMAGE names another base instead (e.g.
`debian:bookworm-slim@sha256:...` where a registry is reachable).
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import ssl
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from clawmark.backends.base import REPO, in_image
from clawmark.backends.engine import connect
from clawmark.endpoint import ServiceError

ROOT = REPO
IMAGES = ROOT / "images"
LOCK = ROOT / "requirements.lock"
NAMES = ("base", "python", "mail", "calendar", "kb", "sheets", "toolbox")
LISTEN = ("python3", in_image(ROOT / "clawmark/backends/listen.py"))  # clawmark.backends.listen, as copied
LABEL_IMAGE = "clawmark.image"
LABEL_CONTEXT = "clawmark.context"


def context_files(name: str) -> dict[str, bytes]:
    """The build context of image `name` before generated parts: relative path → bytes."""
    folder = IMAGES / name
    if not (folder / "Dockerfile").is_file():
        raise ServiceError(f"no image {name!r}: {folder}/Dockerfile not found (images live in a ClawMark checkout)")
    files = {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*"))
             if p.is_file() and p.name != "BUILD.bazel"}  # Bazel's targets are not part of the image
    if "requirements.in" in files and "requirements.txt" not in files:
        files["requirements.txt"] = pinned(files["requirements.in"].decode()).encode()
    for line in files.get("SOURCES", b"").decode().splitlines():
        if (line := line.split("#")[0].strip()):
            for path in _sources(ROOT / line):
                files[f"src/{path.relative_to(ROOT).as_posix()}"] = path.read_bytes()
    return files


def _sources(path: Path) -> list[Path]:
    """`path`, or every file below it but Python's caches: a server's data files (the sheets
    server's messages.json) travel with its modules."""
    if not path.is_dir():
        return [path]
    return [p for p in sorted(path.rglob("*"))
            if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"]


def pinned(names: str) -> str:
    """requirements.lock's entries (version and hashes) for the distribution names in `names`.

    Raises ServiceError naming a distribution the lock does not pin.
    """
    entries = {}
    for block in re.split(r"\n(?=[A-Za-z0-9])", LOCK.read_text()):
        if match := re.match(r"([A-Za-z0-9._-]+)==", block):
            entries[_normal(match.group(1))] = "\n".join(l for l in block.splitlines() if not l.strip().startswith("#"))
    wanted = [_normal(n) for n in (l.split("#")[0].strip() for l in names.splitlines()) if n]
    if missing := [n for n in wanted if n not in entries]:
        raise ServiceError(f"requirements.lock does not pin {', '.join(missing)}")
    return "".join(entries[n].rstrip(" \\\n") + "\n" for n in sorted(wanted))


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def parent(name: str) -> str | None:
    """The ClawMark image `name` is built FROM (its build argument BASE): None for the base,
    the base for `python`, `python` for the others."""
    return {"base": None, "python": "base"}.get(name, "python")


def tag(name: str) -> str:
    """The tag of image `name`: `localhost/clawmark-<name>:<16 hex digits of its context digest>`."""
    if name == "base" and (override := os.environ.get("CLAWMARK_BASE_IMAGE")):
        return override
    digest = hashlib.sha256()
    if (up := parent(name)) is not None:
        digest.update(f"FROM {tag(up)}\n".encode())
    for path, data in sorted(context_files(name).items()):
        digest.update(f"{path}\n{len(data)}\n".encode() + data)
    return f"localhost/clawmark-{name}:{digest.hexdigest()[:16]}"


def ensure(client, name: str, log=lambda line: None) -> str:
    """The id of image `name`, built first (its parent too) unless its tag already exists.

    `client` is a docker.DockerClient. Raises ServiceError when a build fails.
    """
    import docker.errors

    wanted = tag(name)
    try:
        return client.images.get(wanted).id
    except docker.errors.ImageNotFound:
        pass
    if (up := parent(name)) is not None:
        ensure(client, up, log)
    log(f"building image {wanted}")
    with tempfile.TemporaryDirectory(prefix="cm-image-") as tmp:
        context = Path(tmp)
        for path, data in context_files(name).items():
            (context / path).parent.mkdir(parents=True, exist_ok=True)
            (context / path).write_bytes(data)
        if name == "base":
            _rootfs(context)
        if (context / "requirements.txt").is_file():
            _wheels(context)
        _trust(context)
        try:
            image, _ = client.images.build(
                path=str(context), tag=wanted, rm=True, forcerm=True, pull=False,
                buildargs={"BASE": tag(up)} if up else None,
                labels={LABEL_IMAGE: name, LABEL_CONTEXT: wanted.rsplit(":", 1)[1]},
            )
        except (docker.errors.BuildError, docker.errors.APIError) as e:
            raise ServiceError(f"building image {wanted} failed: {e}") from e
    return image.id


def _rootfs(context: Path) -> None:
    """Write `rootfs.tar`: debootstrap (debootstrap.env) without apt caches, owners numeric."""
    settings = dict(line.split("=", 1) for line in (context / "debootstrap.env").read_text().splitlines()
                    if line and not line.startswith("#"))
    if shutil.which("debootstrap", path="/usr/sbin:/sbin:/usr/bin") is None:
        raise ServiceError("building the base image needs debootstrap (tools/setup --containers installs it), "
                           "or set CLAWMARK_BASE_IMAGE to a Debian bookworm image")
    rootfs = context / "rootfs"
    run = subprocess.run(["debootstrap", f"--variant={settings['VARIANT']}", settings["SUITE"], str(rootfs),
                          settings["MIRROR"]], capture_output=True, text=True)
    if run.returncode:
        raise ServiceError(f"debootstrap failed: {run.stdout[-500:]}{run.stderr[-500:]}")
    for junk in ("var/cache/apt/archives", "var/lib/apt/lists", "var/log"):
        for entry in (rootfs / junk).glob("*"):
            if entry.is_file():
                entry.unlink()
    with tarfile.open(context / "rootfs.tar", "w") as tar:
        tar.add(rootfs, arcname=".", filter=_untimed)
    shutil.rmtree(rootfs)


def _untimed(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.mtime = 0
    return info


def _trust(context: Path) -> None:
    """Write `host-ca.crt`: the certificate authorities this machine trusts (empty if it has no bundle).

    For build steps that download over TLS (the toolbox's npm install) where the network's
    egress re-signs TLS with a local authority, as pip's wheel downloads already trust it. Like
    the wheels, it is not part of the image's tag; an image uses it only in a build stage.
    """
    bundle = Path(os.environ.get("SSL_CERT_FILE") or ssl.get_default_verify_paths().cafile
                  or "/etc/ssl/certs/ca-certificates.crt")
    (context / "host-ca.crt").write_bytes(bundle.read_bytes() if bundle.is_file() else b"")


def _wheels(context: Path) -> None:
    """Download the wheels of `requirements.txt` (hash-checked) into `wheels/` with pip.

    The harness's own interpreter picks them: CPython 3.11 on x86_64 Linux, as in the image.
    """
    run = subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--require-hashes",
                          "--only-binary=:all:", "-d", str(context / "wheels"), "-r", str(context / "requirements.txt")],
                         capture_output=True, text=True)
    if run.returncode:
        raise ServiceError(f"pip download for the image failed: {run.stderr[-800:]}")


def main(names: list[str]) -> int:
    """`python -m clawmark.backends.images [NAME...]`: build (or find cached) every image; print tags."""
    try:
        client = connect()
        for name in names or NAMES:
            image_id = ensure(client, name, log=lambda line: print(line, flush=True))
            print(f"{tag(name)} {image_id}")
    except ServiceError as e:
        print(f"images: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
