"""Bazel's :context_test of one image: its build context assembles offline and has a tag.

    image_context_test.py <image name>
"""

import sys

from clawmark.backends import images


def main(name: str) -> None:
    files = images.context_files(name)
    assert "Dockerfile" in files, f"{name}: no Dockerfile"
    if "requirements.in" in files:
        assert b"--hash=sha256:" in files["requirements.txt"], f"{name}: requirements.txt is not hash-pinned"
    tag = images.tag(name)
    assert tag.startswith(f"localhost/clawmark-{name}:") or name == "base", tag
    print(f"{name}: {len(files)} files, {tag}")


if __name__ == "__main__":
    main(sys.argv[1])
