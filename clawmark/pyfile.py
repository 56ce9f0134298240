"""Importing a task's Python files (checks.py, oracle.py) under private module names."""

from __future__ import annotations

import importlib.util
import sys
import threading
from pathlib import Path
from types import ModuleType

_lock = threading.RLock()


def import_path(path: Path, module_name: str) -> ModuleType:
    """Execute the Python file at `path` as a fresh module named `module_name`.

    The module is not left in sys.modules, so two tasks never share state. Imports are
    serialised (the lock is re-entrant) so that decorators registering into a per-import
    collector see only their own module. Raises whatever the module raises.
    """
    spec = importlib.util.spec_from_file_location(module_name, path)
    module = importlib.util.module_from_spec(spec)
    with _lock:
        sys.modules[module_name] = module
        try:
            spec.loader.exec_module(module)
        finally:
            sys.modules.pop(module_name, None)
    return module
