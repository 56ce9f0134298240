"""Raw multimodal evidence: deterministic generators, pinned bundles, readability proofs.

One module per kind (image, scan, pdf, audio, video, table, document, slides) turns a recipe from a task's
`artifacts/recipes.yaml` into bytes identical on every run; `bundle` builds and verifies a
task's artifacts against `artifacts/MANIFEST` and reads every key fact back. Import from the
submodules (`clawmark.artifacts.bundle`, `.recipes`, `.manifest`): this package stays import-free
so that task lint can read a MANIFEST without loading the media libraries.
"""
