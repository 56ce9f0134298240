"""`py_venv`: a Python toolchain over the workspace's .venv, so Bazel finds the pinned packages.

No rules_python (it downloads). The interpreter is `$CLAWMARK_VENV/bin/python3`, default
`<workspace>/.venv/bin/python3` (made by tools/setup). `stub_shebang` is needed because
`--incompatible_strict_action_env` leaves no `python` on PATH.
"""

def _py_venv_impl(ctx):
    venv = ctx.os.environ.get("CLAWMARK_VENV") or str(ctx.path(Label("//:WORKSPACE")).dirname) + "/.venv"
    python = venv + "/bin/python3"
    if not ctx.path(python).exists:
        fail("py_venv: %s not found; run tools/setup first" % python)
    ctx.file("BUILD.bazel", """
load("@bazel_tools//tools/python:toolchain.bzl", "py_runtime_pair")

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

py_venv = repository_rule(
    implementation = _py_venv_impl,
    local = True,
    environ = ["CLAWMARK_VENV"],
)
