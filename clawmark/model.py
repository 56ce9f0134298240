"""The base of every ClawMark data model: strict pydantic v2 models.

Unknown keys are errors (a typo in a task.yaml must not be silently ignored), and models are
frozen so that a loaded spec cannot drift while a run uses it.
"""

from pydantic import BaseModel, ConfigDict


class StrictModel(BaseModel):
    """A frozen pydantic model that rejects unknown fields."""

    model_config = ConfigDict(extra="forbid", frozen=True)
