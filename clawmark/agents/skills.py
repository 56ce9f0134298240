"""Skills for agents that read them (OpenClaw's SKILL.md): the world's services and the machine's tools.

A skill is a folder holding `SKILL.md`: YAML front matter (`name`, one-line `description`) and
Markdown instructions (OpenClaw docs, tools/creating-skills). The services skill is built from
the same endpoint guides as the workspace's SERVICES.md; the toolbox skill lists the programs
that read raw evidence.
"""

from __future__ import annotations

from pathlib import Path

from clawmark.endpoint import Endpoint
from clawmark.toolbox import GUIDE

TOOLBOX = "# Reading raw evidence on this machine\n\n" + GUIDE.split("\n", 1)[1] + """
Use the `exec` tool for these; for mail, calendar, knowledge base and sheets see the
`office-services` skill.
"""


def skill(name: str, description: str, body: str) -> str:
    """The text of a SKILL.md."""
    return f"---\nname: {name}\ndescription: {description}\n---\n\n{body.strip()}\n"


def services_body(endpoints: dict[str, Endpoint], workspace: Path) -> str:
    """How to reach each service: every endpoint's guide, and the variables in the environment."""
    variables = sorted({name for e in endpoints.values() for name in e.env})
    parts = ["# The office's services",
             f"Your working directory `{workspace}` is the shared workspace; its `SERVICES.md` says the same.",
             "These environment variables hold the endpoints and credentials: "
             + ", ".join(f"`{v}`" for v in variables) + ".",
             *(endpoints[name].guide for name in sorted(endpoints))]
    return "\n\n".join(p.strip() for p in parts)


def write_skills(root: Path, endpoints: dict[str, Endpoint], workspace: Path) -> None:
    """Write the `office-services` and `evidence-toolbox` skills under `root` (one folder each)."""
    skills = {
        "office-services": skill("office-services", "How to reach the office's services (files, mail, calendar, "
                                 "knowledge base, spreadsheets) and their credentials.",
                                 services_body(endpoints, workspace)),
        "evidence-toolbox": skill("evidence-toolbox", "Programs on this machine that read raw evidence: PDFs, "
                                  "scans, photos, audio, video and spreadsheets.", TOOLBOX),
    }
    for name, text in skills.items():
        (root / name).mkdir(parents=True, exist_ok=True)
        (root / name / "SKILL.md").write_text(text, encoding="utf-8")
