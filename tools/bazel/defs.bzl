"""`clawmark_task`: the Bazel targets of one task folder (tasks/<scenario>/<task-id>/BUILD.bazel).

    load("//tools/bazel:defs.bzl", "clawmark_task")
    clawmark_task()

gives
  :bundle     the task's files (a filegroup; what a run reads);
  :artifacts  the raw evidence regenerated from artifacts/recipes.yaml in a scratch copy of the
              task, checked byte for byte against the files and artifacts/MANIFEST, every key
              fact read back (`clawmark artifacts verify`; a mismatch fails `bazel build`/
              `bazel test`); only when the task has recipes;
  :gate       a py_test running `clawmark gate` on the task against its RELEASE.lock (and the
              dataset's per-task rules, with the scenario registry //tasks:scenarios.yaml).
"""

def clawmark_task(name = "task", gate_tags = ["no-sandbox"], gate_size = "medium"):
    """Declare the targets of the task in this package.

    gate_size: "medium" (a 300 s timeout): a gate of 15-20 runs took 48-53 s on a quiet 2-core machine
        and timed out at small's 60 s under load.
    gate_tags: tags of the :gate test. The default runs it outside the sandbox: mail's Dovecot
    must chown/setuid, which root inside the sandbox cannot (../shared/notes/platform.md).
    """
    files = native.glob(["**"], exclude = ["**/__pycache__/**"])  # BUILD.bazel too: the dataset rules ask for it
    native.filegroup(name = "bundle", srcs = files, visibility = ["//visibility:public"])
    data = [":bundle", "//tasks:scenarios.yaml"]
    if "artifacts/recipes.yaml" in files:
        native.genrule(
            name = "artifacts",
            srcs = [":bundle"],
            outs = ["artifacts.sha256"],
            cmd = "$(location //tools/bazel:check_artifacts) %s $@ $(SRCS)" % native.package_name(),
            tools = ["//tools/bazel:check_artifacts"],
            tags = ["no-sandbox"],  # it keeps its readings in ~/.cache/clawmark (clawmark.artifacts.readings)
        )
        data.append(":artifacts")
    native.py_test(
        name = "gate",
        srcs = ["//tools/bazel:gate_test.py"],
        main = "//tools/bazel:gate_test.py",
        args = [native.package_name(), "$(rootpath //tasks:scenarios.yaml)", "$(rootpaths :bundle)"],
        data = data,
        deps = ["//clawmark", "@bazel_tools//tools/python/runfiles"],
        legacy_create_init = False,  # else Bazel adds __init__.py files into the task folder
        size = gate_size,
        tags = gate_tags,
    )
