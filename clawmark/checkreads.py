"""Static lint of a checks module: what it reads besides its State (files, environment, identities).

A check's verdict must follow from its State alone, in any process: the gate runs the oracle a
second time in a child process with another PYTHONHASHSEED, TZ and locale, and rescoring replays
the checks over stored snapshots years later. This module finds, by the AST, the reads that
break that promise:

    open(…), io.open(…), gzip.open(…) …          a file of the machine
    Path(…).read_text(), p.iterdir() …           the same through pathlib (a pathlib name, or a
                                                 variable bound to one, as the receiver)
    os.environ, os.getenv(…), os.listdir(…) …    the environment, the file system, the process
    os.path.exists(…), os.path.expandvars(…) …
    hash(…)                                      changes with PYTHONHASHSEED
    id(…)                                        a memory address

Reading the State's own views (`state.fs.read_text(path)`) is what a check does and is never
flagged: only receivers that come from pathlib are.
"""

from __future__ import annotations

import ast

from clawmark.problems import Problem

BUILTINS = {
    "open": "opens a file of the machine",
    "hash": "changes with PYTHONHASHSEED from one process to the next",
    "id": "is a memory address, different in every process",
}
OS_READS = frozenset({
    "environ", "environb", "getenv", "getenvb", "putenv", "unsetenv",
    "open", "fdopen", "read", "listdir", "scandir", "walk", "fwalk", "stat", "lstat", "readlink", "access",
    "getcwd", "getcwdb", "getpid", "getppid", "getuid", "getlogin", "uname", "times", "cpu_count",
})
OS_PATH_READS = frozenset({
    "exists", "lexists", "isfile", "isdir", "islink", "ismount", "getsize", "getmtime", "getatime", "getctime",
    "realpath", "abspath", "expanduser", "expandvars", "samefile",
})
# Modules whose `open` (or FileIO, open_code) reads a file.
FILE_MODULES = frozenset({"io", "codecs", "gzip", "bz2", "lzma", "tarfile", "zipfile", "shelve", "dbm", "builtins"})
FILE_OPENERS = frozenset({"open", "FileIO", "open_code"})
MACHINE = "the environment, files or process of the machine running the check"
PATH_CLASSES = frozenset({"Path", "PosixPath", "WindowsPath"})
# pathlib methods that touch the file system (pure ones such as .name, .suffix, .joinpath are fine).
PATH_IO = frozenset({
    "read_text", "read_bytes", "open", "write_text", "write_bytes", "iterdir", "glob", "rglob", "walk",
    "exists", "is_file", "is_dir", "is_symlink", "stat", "lstat", "resolve", "readlink", "samefile",
    "owner", "group", "touch", "mkdir", "unlink", "rmdir", "rename", "replace", "chmod", "expanduser",
    "absolute", "cwd", "home",
})
PATH_RETURNING = frozenset({"joinpath", "with_name", "with_suffix", "with_stem", "relative_to", "resolve", "absolute",
                            "expanduser", "cwd", "home", "readlink"})
PATH_LISTINGS = frozenset({"iterdir", "glob", "rglob"})


def outside_reads(tree: ast.AST, shown: str) -> list[Problem]:
    """Errors for every read of something besides the State in the module `tree` (see the module)."""
    modules = _module_aliases(tree)
    path_names = _path_names(tree, modules)
    problems = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module in ("os", "os.path") and node.level == 0:
            reads = OS_READS if node.module == "os" else OS_PATH_READS
            for alias in node.names:
                if alias.name in reads:
                    problems.append(_problem(shown, node, f"imports {node.module}.{alias.name}, which reads {MACHINE}"))
        elif isinstance(node, ast.Attribute) and (what := _os_read(node, modules)):
            problems.append(_problem(shown, node, f"uses {what}, which reads {MACHINE}"))
        elif isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name) and func.id in BUILTINS:
                problems.append(_problem(shown, node, f"calls {func.id}(), which {BUILTINS[func.id]}"))
            elif isinstance(func, ast.Attribute) and func.attr in FILE_OPENERS and _module_of(func.value, modules) \
                    in FILE_MODULES:
                problems.append(_problem(shown, node, f"calls {_module_of(func.value, modules)}.{func.attr}(), "
                                                      "which opens a file of the machine"))
            elif isinstance(func, ast.Attribute) and func.attr in PATH_IO and _is_path(func.value, path_names):
                problems.append(_problem(shown, node, f"calls .{func.attr}() on a pathlib path, which reads the "
                                                      "machine's file system"))
    return problems


def _problem(shown: str, node: ast.AST, what: str) -> Problem:
    return Problem(shown, f"{what}; a check reads only its State", line=node.lineno)


def _module_aliases(tree: ast.AST) -> dict[str, str]:
    """Local name → module, for `import x`, `import x as y` and `from os import path`."""
    aliases = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                aliases[alias.asname or alias.name.split(".")[0]] = alias.name if alias.asname else alias.name.split(".")[0]
        elif isinstance(node, ast.ImportFrom) and node.module == "os" and node.level == 0:
            aliases.update({a.asname or a.name: "os.path" for a in node.names if a.name == "path"})
    return aliases


def _module_of(expr: ast.AST, modules: dict[str, str]) -> str | None:
    """The module `expr` names (`os`, `os.path`), or None."""
    if isinstance(expr, ast.Name):
        return modules.get(expr.id)
    if isinstance(expr, ast.Attribute) and _module_of(expr.value, modules) == "os" and expr.attr == "path":
        return "os.path"
    return None


def _os_read(node: ast.Attribute, modules: dict[str, str]) -> str | None:
    module = _module_of(node.value, modules)
    if (module == "os" and node.attr in OS_READS) or (module == "os.path" and node.attr in OS_PATH_READS):
        return f"{module}.{node.attr}"
    return None


def _path_names(tree: ast.AST, modules: dict[str, str]) -> set[str]:
    """Names that hold pathlib paths: pathlib's classes and module as imported, and every variable
    or parameter bound to a path expression (or annotated with a pathlib class), to a fixed point."""
    classes = {a.asname or a.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
               and node.module == "pathlib" for a in node.names if a.name in PATH_CLASSES}
    names = classes | {local for local, module in modules.items() if module == "pathlib"}
    while True:
        bound = set(names)
        for node in ast.walk(tree):
            if isinstance(node, (ast.Assign, ast.AnnAssign, ast.NamedExpr)) and node.value is not None \
                    and _is_path(node.value, names):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                bound |= {t.id for t in targets if isinstance(t, ast.Name)}
            elif isinstance(node, (ast.For, ast.comprehension)) and isinstance(node.target, ast.Name) \
                    and isinstance(node.iter, ast.Call) and isinstance(node.iter.func, ast.Attribute) \
                    and node.iter.func.attr in PATH_LISTINGS and _is_path(node.iter.func.value, names):
                bound.add(node.target.id)
            elif isinstance(node, ast.arg) and node.annotation is not None \
                    and any(isinstance(n, ast.Name) and n.id in classes for n in ast.walk(node.annotation)):
                bound.add(node.arg)
        if bound == names:
            return names
        names = bound


def _is_path(expr: ast.AST, names: set[str]) -> bool:
    """Whether `expr` evaluates to a pathlib path (or class): `Path(x)`, `p / "y"`, `p.parent`,
    `p.with_suffix(".json")`, `p.parents[1]`, a name of `names`."""
    if isinstance(expr, ast.Name):
        return expr.id in names
    if isinstance(expr, ast.Call):
        func = expr.func
        if isinstance(func, ast.Attribute) and func.attr in PATH_RETURNING:
            return _is_path(func.value, names)
        return _is_path(func, names)  # Path(x), pathlib.Path(x)
    if isinstance(expr, ast.Attribute):
        return expr.attr in ("parent", *PATH_CLASSES) and _is_path(expr.value, names)
    if isinstance(expr, ast.Subscript):
        return isinstance(expr.value, ast.Attribute) and expr.value.attr == "parents" \
            and _is_path(expr.value.value, names)
    if isinstance(expr, ast.BinOp) and isinstance(expr.op, ast.Div):
        return _is_path(expr.left, names) or _is_path(expr.right, names)
    return False
