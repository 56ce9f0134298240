"""Archival release bundles: one content-addressed folder that reruns the benchmark offline.

    manifest.py   the bundle's layout and MANIFEST.json (canonical; its SHA-256 names the release)
    source.py     the harness source at HEAD, with the released task folders only (git)
    wheels.py     the wheelhouse of the hash-pinned locks
    debian.py     the Debian packages tools/setup installs, with their dependencies
    images.py     the container images of images/, saved and loaded
    build.py      `clawmark release build`
    verify.py     `clawmark release verify`
"""
