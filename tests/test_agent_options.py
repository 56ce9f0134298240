"""Agent options (--agent-opt, --agent-config), stable agent names, and `clawmark agents`."""

import json

import pytest
from click.testing import CliRunner

from clawmark.agents import AGENTS
from clawmark.agents.config import AgentConfigError, agent_spec, read_options
from clawmark.cli import main
from clawmark.runner import run_task
from clawmark.store import Store

from agent_helpers import FAKES, INSURANCE, insurance


def test_config_file_is_overridden_by_agent_opts(tmp_path):
    config = tmp_path / "agent.toml"
    config.write_text('cmd = "a {round}"\ntimeout = 30\nisolation = "none"\n')
    options = read_options(config, ["timeout=5", "env=OPENAI_API_KEY"])
    assert options == {"cmd": "a {round}", "timeout": "5", "isolation": "none", "env": "OPENAI_API_KEY"}


@pytest.mark.parametrize("pairs, text", [(["novalue"], "expected key=value"), ([], "cannot read agent config")])
def test_bad_options_are_named(tmp_path, pairs, text):
    config = tmp_path / "bad.toml"
    config.write_text("cmd = [unclosed")
    with pytest.raises(AgentConfigError, match=text):
        read_options(config if not pairs else None, pairs)


def test_unknown_option_is_refused():
    with pytest.raises(AgentConfigError, match="has no option model"):
        agent_spec(AGENTS, "command", {"cmd": "x", "model": "y"})


def test_agent_names_are_stable_and_records_never_collide():
    plain = agent_spec(AGENTS, "oracle")
    one = agent_spec(AGENTS, "command", {"cmd": "agent-a {prompt_file}", "timeout": "5"})
    same = agent_spec(AGENTS, "command", {"cmd": "agent-a {prompt_file}", "timeout": "99"})
    other = agent_spec(AGENTS, "command", {"cmd": "agent-b {prompt_file}"})
    assert plain.label == plain.key == "oracle"
    assert one.label == same.label == f"command:{one.digest}" and len(one.digest) == 12
    assert one.label != other.label
    named_a = agent_spec(AGENTS, "command", {"cmd": "agent-a", "label": "mine"})
    named_b = agent_spec(AGENTS, "command", {"cmd": "agent-b", "label": "mine"})
    assert named_a.label == named_b.label == "command:mine"
    assert named_a.key != named_b.key


def test_verdict_log_and_record_carry_the_configured_name(tmp_path):
    store = Store(tmp_path / "runs")
    spec = agent_spec(AGENTS, "command", {"cmd": f"python3 {FAKES}/play_solution.py", "bind": str(FAKES),
                                          "label": "scripted"})
    result = run_task(insurance(), spec, store)
    assert result.log.agent == "command:scripted"
    assert result.log.score.task_success
    records = list((store.root / "records" / result.task).glob("*/r0-*.json"))
    assert [p.parent.name for p in records] == [spec.key]


def test_agents_lists_adapters_and_options():
    out = CliRunner().invoke(main, ["agents", "--json"])
    assert out.exit_code == 0, out.output
    listing = json.loads(out.output)
    assert {"oracle", "noop", "command"} <= set(listing)
    assert "cmd" in listing["command"]["options"] and listing["command"]["identity"] == ["cmd"]


def test_run_with_a_bad_option_exits_2(tmp_path):
    out = CliRunner().invoke(main, ["run", str(INSURANCE), "--store", str(tmp_path), "--agent", "noop",
                                    "--agent-opt", "colour=blue"])
    assert out.exit_code == 2
    assert "has no option colour" in out.output
