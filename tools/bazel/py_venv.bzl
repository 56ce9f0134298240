"""`py_venv`: a Python toolchain over the workspace's .venv, so Bazel finds the pinned packages.

No rules_python (it downloads). The interpreter is `$CLAWMARK_VENV/bin/python3`, default
`<workspace>/.venv/bin/python3` (made by tools/setup). `stub_shebang` is needed because
`--incompatible_strict_action_env` leaves no `python` on PATH.

`:environment.txt` names what a gate's result depends on besides the workspace's files: the
interpreter, every distribution in the venv and every installed Debian package, with versions.
//clawmark carries it as data, so a test result in the disk cache (.bazelrc) is reused only
on a machine with exactly these versions. The rule is local: evaluated again in every new
output base (a fresh clone) and every Bazel server start.
"""

_DISTRIBUTIONS = "import importlib.metadata as m, sys; print(sys.version); " + \
                 "print(*sorted(f'{d.metadata[\"Name\"]}=={d.version}' for d in m.distributions()), sep='\\n')"

def _py_venv_impl(ctx):
    venv = ctx.os.environ.get("CLAWMARK_VENV") or str(ctx.path(Label("//:WORKSPACE")).dirname) + "/.venv"
    python = venv + "/bin/python3"
    if not ctx.path(python).exists:
        fail("py_venv: %s not found; run tools/setup first" % python)
    ctx.file("environment.txt", _environment(ctx, python))
    ctx.file("BUILD.bazel", """
load("@bazel_tools//tools/python:toolchain.bzl", "py_runtime_pair")

exports_files(["environment.txt"])

py_runtime(
    name = "py3",
    interpreter_path = "{python}",
    python_version = "PY3",
    stub_shebang = "#!{python}",
)

py_runtime_pair(name = "pair", py3_runtime = ":py3")

toolchain(
    name = "toolchain",
    toolchain = ":pair",
    toolchain_type = "@bazel_tools//tools/python:toolchain_type",
)
""".format(python = python))

def _environment(ctx, python):
    lines = []
    for argv in ([python, "-I", "-c", _DISTRIBUTIONS], ["dpkg-query", "-W", "-f=${Package} ${Version}\\n"]):
        done = ctx.execute(argv)
        if done.return_code != 0:
            fail("py_venv: %s failed: %s" % (argv[0], done.stderr))
        lines.append(done.stdout)
    return "".join(lines)

py_venv = repository_rule(
    implementation = _py_venv_impl,
    local = True,
    environ = ["CLAWMARK_VENV"],
)
