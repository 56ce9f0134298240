"""Raw multimodal evidence: deterministic generators, pinned bundles, readability proofs.

One module per kind (image, scan, pdf, audio, video, table) turns a recipe from a task's
`artifacts/recipes.yaml` into bytes identical on every run; `bundle` builds and verifies a
task's artifacts against `artifacts/MANIFEST` and reads every key fact back.
"""

from clawmark.artifacts.bundle import Outcome, Reading, build, verify
from clawmark.artifacts.recipes import discover, load_recipes

__all__ = ["Outcome", "Reading", "build", "discover", "load_recipes", "verify"]
