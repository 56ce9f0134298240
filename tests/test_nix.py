"""The Nix package carries exactly requirements.lock's Python dependencies (nix/python-wheels.json)."""

import json
import re

from conftest import REPO


def lock_pins() -> dict[str, tuple[str, set[str]]]:
    """name → (version, sha256 set) from requirements.lock."""
    pins, name = {}, None
    for line in (REPO / "requirements.lock").read_text().splitlines():
        if m := re.match(r"^([A-Za-z0-9._-]+)==(\S+)", line):
            name = re.sub(r"[-_.]+", "-", m[1]).lower()
            pins[name] = (m[2], set())
        elif (m := re.search(r"--hash=sha256:([0-9a-f]{64})", line)) and name:
            pins[name][1].add(m[1])
    return pins


def test_every_lock_pin_has_exactly_one_wheel_with_a_pinned_hash():
    wheels = json.loads((REPO / "nix/python-wheels.json").read_text())
    pins = lock_pins()
    assert sorted(w["name"] for w in wheels) == sorted(pins)
    for w in wheels:
        version, hashes = pins[w["name"]]
        assert w["version"] == version and w["sha256"] in hashes, w["name"]
        assert w["url"].startswith("https://files.pythonhosted.org/") and w["url"].endswith("/" + w["filename"])
