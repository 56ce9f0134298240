"""Container images of a release: saved from the engine into the bundle, loaded back from it.

An archive is what the engine's `GET /images/{name}/get` answers (`docker save`: a tar of the
image's layers, configuration and tag), compressed with zstd in one fixed mode (level 3,
single-threaded streaming, with the frame checksum), so the same image always gives the same
bytes and a damaged archive fails to decompress. Loading streams the
decompressed tar to `POST /images/load` and then requires the engine to know the tag with
the image id the manifest names. Works with Docker Engine and Podman's compatible API alike
(the Docker SDK, as clawmark.backends.docker).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import zstandard

from clawmark.release.errors import ReleaseError

LEVEL = 3
CHUNK = 1 << 20


def archive_name(name: str) -> str:
    """The archive of image `name` in the bundle, relative to its root."""
    return f"images/{name}.tar.zst"


def save(client, tag: str, dest: Path) -> str:
    """Write the image tagged `tag` to `dest` as a zstd-compressed `docker save` tar; return its id.

    `client` is a docker.DockerClient. Raises ReleaseError when the engine has no such image.
    """
    import docker.errors

    try:
        image = client.images.get(tag)
    except docker.errors.ImageNotFound:
        raise ReleaseError(f"the container engine has no image {tag} (tools/setup --containers builds it)") from None
    with dest.open("wb") as f, zstandard.ZstdCompressor(level=LEVEL, write_checksum=True).stream_writer(f, closefd=False) as out:
        for chunk in image.save(chunk_size=CHUNK, named=tag):
            out.write(chunk)
    return image.id


def load(client, archive: Path, tag: str, image_id: str) -> bool:
    """Load `archive` into the engine unless it already holds `tag` as `image_id`; True if loaded.

    Raises ReleaseError when, after loading, the engine's `tag` is not `image_id`.
    """
    import docker.errors

    def present() -> str | None:
        try:
            return client.images.get(tag).id
        except docker.errors.ImageNotFound:
            return None

    if present() == image_id:
        return False
    try:
        client.images.load(_decompressed(archive))
    except (docker.errors.APIError, zstandard.ZstdError) as e:
        raise ReleaseError(f"{archive}: loading it failed: {e}") from e
    if (found := present()) != image_id:
        raise ReleaseError(f"{archive}: after loading, {tag} is {found or 'missing'}, not {image_id}")
    return True


def _decompressed(archive: Path) -> Iterator[bytes]:
    with archive.open("rb") as f, zstandard.ZstdDecompressor().stream_reader(f) as reader:
        while chunk := reader.read(CHUNK):
            yield chunk


def ensure_all() -> dict[str, str]:
    """Build every image of images/ the engine lacks (clawmark.backends.images.ensure); name → tag.

    Run by `release build` in the bundled source, so the tags are those of the bundled contexts.
    """
    from clawmark.backends import images as built
    from clawmark.backends.engine import connect

    client = connect()
    for name in built.NAMES:
        built.ensure(client, name, log=lambda line: print(line, file=sys.stderr, flush=True))
    return {name: built.tag(name) for name in built.NAMES}


def load_all(root: Path) -> None:
    """Load every image of the bundle at `root` (tools/setup-containers --offline), one line each."""
    from clawmark.backends.engine import connect
    from clawmark.release.manifest import read

    manifest, _ = read(root)
    if not manifest.images:
        raise ReleaseError(f"{root} holds no container images (built with --without images)")
    client = connect()
    for image in manifest.images:
        loaded = load(client, root / image.file, image.tag, image.id)
        print(f"{image.tag} {image.id} {'loaded' if loaded else 'already present'}", flush=True)


def main(argv: list[str]) -> int:
    """`python -m clawmark.release.images ensure | load BUNDLE`."""
    import json

    from clawmark.problems import InputError
    from clawmark.endpoint import ServiceError

    try:
        if argv == ["ensure"]:
            print(json.dumps(ensure_all()))
        elif len(argv) == 2 and argv[0] == "load":
            load_all(Path(argv[1]))
        else:
            print("usage: python -m clawmark.release.images ensure | load BUNDLE", file=sys.stderr)
            return 2
    except InputError as e:
        print("\n".join(map(str, e.problems)), file=sys.stderr)
        return 2
    except (ReleaseError, ServiceError) as e:
        print(f"images: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
