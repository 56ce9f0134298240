"""Static lint of a checks module (by its AST, never by running it).

Two rules, both from DESIGN.md's "Check" contract:
- **purity** (error): a check reads only its State, so the module imports nothing that reaches
  the network, the clock, randomness, other processes, files or the machine's locale; calls no
  clock or entropy function (`datetime.now()`, `os.urandom()` …); opens no file (`open()`,
  `Path(…).read_text()`, `os.listdir()` …); reads no environment variable (`os.environ`,
  `os.getenv`); and calls neither `hash()` (it changes with PYTHONHASHSEED) nor `id()` (memory
  addresses). Otherwise rescoring stored snapshots, or the gate's second oracle run in another
  process, could not reproduce its verdicts.
- **prose** (warning, for review): a keyword match (`"word" in text`, `re.search(…, text)`,
  `text.find("word")`) on free prose an agent writes (`read_text`, `read_pdf_text`, a message
  `body` …). Checks should decide on structured facts; an agent can print a keyword without
  doing the work. This stays a warning even under `strict`: only a reviewer knows whether a
  structured fact exists.
"""

from __future__ import annotations

import ast
from pathlib import Path

from clawmark.checkreads import outside_reads
from clawmark.problems import Problem

# Top-level modules whose use reaches the network, the clock, randomness, other processes, files
# or the machine's locale.
IMPURE_MODULES = frozenset({
    "socket", "ssl", "http", "urllib", "urllib3", "requests", "httpx", "aiohttp", "websocket", "websockets",
    "ftplib", "smtplib", "imaplib", "poplib", "nntplib", "telnetlib", "xmlrpc", "asyncio", "selectors",
    "imapclient", "caldav", "notion_client", "googleapiclient", "gspread",
    "subprocess", "multiprocessing", "pty",
    "time", "random", "secrets", "uuid", "importlib",
    "glob", "shutil", "tempfile", "fileinput", "ctypes", "platform", "getpass", "locale",
})
# Calls that read the clock or entropy even from an allowed module (datetime.now(), os.urandom()).
IMPURE_CALLS = frozenset({"now", "today", "utcnow", "urandom", "getrandom", "system", "popen", "__import__"})
# Readers of free prose: methods or attributes of the State views that return unstructured text.
PROSE_READERS = frozenset({"read_text", "read_pdf_text", "body", "text", "plain_text", "snippet", "description"})
_MATCHERS = frozenset({"search", "match", "fullmatch", "findall", "finditer"})
_STR_PROBES = frozenset({"find", "rfind", "index", "count", "startswith", "endswith"})


def lint_checks_source(path: Path, shown: str) -> list[Problem]:
    """Purity errors and prose warnings of the checks module at `path` (reported as `shown`).

    A module that does not parse yields one error (its import fails later anyway).
    """
    try:
        tree = ast.parse(path.read_bytes(), filename=str(path))
    except SyntaxError as e:
        return [Problem(shown, f"syntax error: {e.msg}", line=e.lineno)]
    return sorted(_impure(tree, shown) + outside_reads(tree, shown), key=lambda p: p.line) + _prose(tree, shown)


def _impure(tree: ast.AST, shown: str) -> list[Problem]:
    problems = []
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        for name in names:
            if name.split(".")[0] in IMPURE_MODULES:
                problems.append(Problem(shown, f"imports {name}, which reaches the network, the clock, randomness "
                                               "or other processes; a check reads only its State", line=node.lineno))
        if isinstance(node, ast.Call) and _callee(node) in IMPURE_CALLS:
            problems.append(Problem(shown, f"calls {_callee(node)}(), which reads the clock, entropy or the system; "
                                           "a check reads only its State", line=node.lineno))
    return problems


def _prose(tree: ast.AST, shown: str) -> list[Problem]:
    problems = []
    for scope in [tree, *(n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)))]:
        prose_names = {
            target.id
            for node in _own_nodes(scope) if isinstance(node, ast.Assign) and _reads_prose(node.value, set())
            for target in node.targets if isinstance(target, ast.Name)
        }
        for node in _own_nodes(scope):
            if _keyword_match(node, prose_names):
                problems.append(Problem(
                    shown, "review: keyword match on free prose; decide on a structured fact if one exists",
                    line=node.lineno, severity="warning"))
    return problems


def _keyword_match(node: ast.AST, prose: set[str]) -> bool:
    if isinstance(node, ast.Compare) and isinstance(node.left, ast.Constant) and isinstance(node.left.value, str):
        return any(isinstance(op, (ast.In, ast.NotIn)) and _reads_prose(right, prose)
                   for op, right in zip(node.ops, node.comparators))
    if isinstance(node, ast.Call):
        callee = _callee(node)
        if callee in _MATCHERS and len(node.args) >= 2:
            return _reads_prose(node.args[1], prose)
        if callee in _STR_PROBES and isinstance(node.func, ast.Attribute):
            return _reads_prose(node.func.value, prose)
    return False


def _reads_prose(expr: ast.AST, prose: set[str]) -> bool:
    """Whether `expr` reads free prose (a prose reader, or a name bound to one, appears in it)."""
    for node in ast.walk(expr):
        if isinstance(node, ast.Attribute) and node.attr in PROSE_READERS:
            return True
        if isinstance(node, ast.Name) and (node.id in prose or node.id in PROSE_READERS):
            return True
    return False


def _own_nodes(scope: ast.AST):
    """Nodes of `scope` not inside a nested function (those are scopes of their own)."""
    stack = list(ast.iter_child_nodes(scope))
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        yield node
        stack.extend(ast.iter_child_nodes(node))


def _callee(call: ast.Call) -> str | None:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None
