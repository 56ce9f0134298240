"""The package's layers run one way (issue 25): no import circle among clawmark/ modules, and the
task spec loads the services' declarative modules, never their runtimes.

The import graph is read from the source with `ast`, counting every import: module level,
inside functions, and under `if TYPE_CHECKING:` (a circle there still ties the layers together).
Importing `a.b.c` also runs `a` and `a.b`, so an import names each of those packages too (not
the importer's own packages, which run before it).
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PACKAGE = REPO / "clawmark"
DECLARATIVE_IMPORTS = {"clawmark.changes", "clawmark.model"}  # besides each other


def module_name(path: Path) -> str:
    parts = path.relative_to(REPO).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def imported(name: str, path: Path) -> set[str]:
    """Every dotted name `path` (module `name`) imports, absolute, relative ones resolved."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join([*anchor, *([base] if base else [])])
            names |= {base, *(f"{base}.{alias.name}" for alias in node.names)}
    return names


def import_graph() -> dict[str, set[str]]:
    """clawmark module → the clawmark modules importing it runs (packages included)."""
    known = modules()
    graph = {}
    for name, path in known.items():
        own = {".".join(name.split(".")[:i]) for i in range(1, name.count(".") + 2)}
        targets = set()
        for dotted in imported(name, path):
            parts = dotted.split(".")
            targets |= {p for i in range(1, len(parts) + 1) if (p := ".".join(parts[:i])) in known}
        graph[name] = targets - own
    return graph


def test_the_import_graph_sees_imports_of_every_kind():
    """The reader counts what the circle test relies on: function-level and TYPE_CHECKING imports,
    and the packages an import runs."""
    graph = import_graph()
    assert "clawmark.backends.local" in graph["clawmark.services.base"]  # inside a property
    assert "clawmark.spec" in graph["clawmark.services.base"]  # under TYPE_CHECKING
    assert {"clawmark.services", "clawmark.services.kb", "clawmark.services.kb.spec"} <= graph["clawmark.spec"]


def test_no_import_circle_among_clawmark_modules():
    try:
        TopologicalSorter(import_graph()).prepare()
    except CycleError as e:
        raise AssertionError("import circle: " + " → ".join(e.args[1])) from None


def test_declarative_modules_import_only_the_model_layer():
    """Each service's spec module imports no clawmark module but clawmark.changes, clawmark.model
    and the other declarative modules."""
    known = modules()
    declarative = {n for n in known if n.endswith(".spec") and n.startswith("clawmark.services.")}
    assert {"clawmark.services.calendar.spec", "clawmark.services.kb.spec", "clawmark.services.mail.spec",
            "clawmark.services.sheets.spec", "clawmark.services.fs.spec"} <= declarative
    allowed = DECLARATIVE_IMPORTS | declarative
    for name in sorted(declarative):
        own = {".".join(name.split(".")[:i]) for i in range(1, name.count(".") + 2)}
        clawmark_imports = {t for t in import_graph()[name] if t not in own}
        packages = {t for t in clawmark_imports if (PACKAGE.parent / t.replace(".", "/") / "__init__.py").is_file()}
        assert clawmark_imports - packages <= allowed, (name, sorted(clawmark_imports - packages - allowed))


def test_importing_the_spec_loads_no_service_runtime():
    """`import clawmark.spec` in a fresh interpreter: under clawmark/services/ only the packages
    (which import nothing) and the declarative spec modules are loaded."""
    code = "import json, sys, clawmark.spec; print(json.dumps(sorted(sys.modules)))"
    loaded = json.loads(subprocess.run([sys.executable, "-c", code], cwd=REPO, check=True,
                                       capture_output=True, text=True).stdout)
    services = [m for m in loaded if m.startswith("clawmark.services.")]
    packages = {f"clawmark.services.{p.parent.name}" for p in (PACKAGE / "services").glob("*/__init__.py")}
    assert "clawmark.services.mail.spec" in services and "clawmark.services.fs.spec" in services
    assert [m for m in services if m not in packages and not m.endswith(".spec")] == []
    assert not [m for m in loaded if m.split(".")[0] in ("icalendar", "httpx", "aiosmtpd", "starlette", "imapclient")]
