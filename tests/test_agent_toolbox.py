"""The toolbox an agent is promised (SERVICES.md, skills) is really there, inside the sandbox too."""

import pytest

from clawmark.agents.sandbox import bwrap_problem, run_confined, toolbox_path
from clawmark.taskdir import clock_for
from clawmark.toolbox import MODULES, PROGRAMS
from clawmark.world import World

from agent_helpers import insurance

PROBE = " && ".join([*(f"command -v {p} >/dev/null" for p in PROGRAMS),
                     "python3 -c 'import " + ", ".join(MODULES) + "; import pocketsphinx; "
                     "print(pocketsphinx.get_model_path())'"])


@pytest.mark.parametrize("mode", ["none", "bwrap"])
def test_toolbox_programs_and_modules_are_reachable(tmp_path, mode):
    if mode == "bwrap" and bwrap_problem():
        pytest.skip(f"bubblewrap cannot run here: {bwrap_problem()}")
    (tmp_path / "ws").mkdir()
    (tmp_path / "home").mkdir()
    done = run_confined(["bash", "-c", PROBE], mode=mode, workspace=tmp_path / "ws", home=tmp_path / "home",
                        env={"PATH": toolbox_path(), "HOME": str(tmp_path / "home")}, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith("pocketsphinx/model")


def test_services_md_names_every_variable_and_the_toolbox():
    task = insurance()
    with World(task, clock_for(task)) as world:
        guide = (world.workspace / "SERVICES.md").read_text()
    for variables in (e.env for e in world.endpoints.values()):
        assert all(f"`{v}`" in guide for v in variables)
    assert "## Tools for raw evidence" in guide and "pocketsphinx" in guide
