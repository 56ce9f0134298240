"""`bazel run //images/<name>:build`: build (or find cached) that image; see clawmark.backends.images."""

import sys

from clawmark.backends.images import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
