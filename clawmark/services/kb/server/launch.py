"""Start the server process quickly: run by path, it registers `clawmark`, `clawmark.services` and
`clawmark.services.kb` as bare packages, so the server imports only what it uses — not the
service registry's `__init__` modules, which load pydantic and every service (~150 ms of a
start-to-ready budget of 400 ms). Arguments are those of `python -m clawmark.services.kb.server`.
"""

import sys
import types
from pathlib import Path

sys.path.pop(0)  # this folder: its module names (pages, search, …) must not shadow top-level ones
KB = Path(__file__).resolve().parents[1]
for name, path in (("clawmark", KB.parents[1]), ("clawmark.services", KB.parent), ("clawmark.services.kb", KB)):
    package = types.ModuleType(name)
    package.__path__ = [str(path)]
    sys.modules[name] = package

from clawmark.services.kb.server.__main__ import main  # noqa: E402

main()
