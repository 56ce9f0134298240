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
  structured fact exists. A reviewer who decided that none does marks the match with a pragma
  comment on one of its lines, giving the reason, and the warning stops:

      return "withdrawn" in m.text  # clawmark: prose-reviewed the notice has no structured field

  A pragma without a reason, or one on a line with no prose match, is itself a warning.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
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
PRAGMA = "clawmark: prose-reviewed"
_PRAGMA = re.compile(r"#\s*clawmark:\s*prose-reviewed\b(.*)")


def lint_checks_source(path: Path, shown: str) -> list[Problem]:
    """Purity errors and prose warnings of the checks module at `path` (reported as `shown`).

    A module that does not parse yields one error (its import fails later anyway).
    """
    source = path.read_bytes()
    try:
        tree = ast.parse(source, filename=str(path))
    except SyntaxError as e:
        return [Problem(shown, f"syntax error: {e.msg}", line=e.lineno)]
    return (sorted(_impure(tree, shown) + outside_reads(tree, shown), key=lambda p: p.line)
            + _prose(tree, shown, _pragmas(source)))


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


def _pragmas(source: bytes) -> dict[int, str]:
    """Line → reason of every `# clawmark: prose-reviewed <reason>` comment."""
    found = {}
    for token in tokenize.tokenize(io.BytesIO(source).readline):
        if token.type == tokenize.COMMENT and (match := _PRAGMA.match(token.string)):
            found[token.start[0]] = match.group(1).strip(" -—:")
    return found


def _prose(tree: ast.AST, shown: str, pragmas: dict[int, str]) -> list[Problem]:
    problems, used = [], set()
    for scope in [tree, *(n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)))]:
        prose_names = {
            target.id
            for node in _own_nodes(scope) if isinstance(node, ast.Assign) and _reads_prose(node.value, set())
            for target in node.targets if isinstance(target, ast.Name)
        }
        for node in _own_nodes(scope):
            if not _keyword_match(node, prose_names):
                continue
            marked = [n for n in range(node.lineno, (node.end_lineno or node.lineno) + 1) if n in pragmas]
            used.update(marked)
            if not marked:
                problems.append(Problem(
                    shown, "review: keyword match on free prose; decide on a structured fact if one exists, "
                           f"else mark the line `# {PRAGMA} <why>`", line=node.lineno, severity="warning"))
    for line, reason in sorted(pragmas.items()):
        if line not in used:
            problems.append(Problem(shown, f"`{PRAGMA}` on a line with no keyword match on prose: remove it",
                                    line=line, severity="warning"))
        elif not reason:
            problems.append(Problem(shown, f"`{PRAGMA}` needs a reason: say why no structured fact decides this",
                                    line=line, severity="warning"))
    return sorted(problems, key=lambda p: p.line or 0)


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
