"""`clawmark_image`: the Bazel targets of one container image (images/<name>/BUILD.bazel).

    load("//tools/bazel:images.bzl", "clawmark_image")
    clawmark_image()

gives
  :context       the image's build context as committed (a filegroup);
  :context_test  assembles the full context offline (requirements pinned from requirements.lock,
                 SOURCES copied) and computes its tag: fails on a name the lock does not pin or
                 a missing source;
  :build         `bazel run //images/<name>:build` builds the image (and its parent) where a
                 container engine answers (clawmark.backends.images; tagged manual).
"""

def clawmark_image(name = "image"):
    image = native.package_name().split("/")[-1]
    native.filegroup(name = "context", srcs = native.glob(["**"], exclude = ["BUILD.bazel"]),
                     visibility = ["//visibility:public"])
    data = [":context", "//:requirements.lock"]
    native.py_test(
        name = "context_test",
        srcs = ["//tools/bazel:image_context_test.py"],
        main = "//tools/bazel:image_context_test.py",
        args = [image],
        data = data,
        deps = ["//clawmark"],
        size = "small",
    )
    native.py_binary(
        name = "build",
        srcs = ["//tools/bazel:build_image.py"],
        main = "//tools/bazel:build_image.py",
        args = [image],
        data = data,
        deps = ["//clawmark"],
        tags = ["manual"],
    )
