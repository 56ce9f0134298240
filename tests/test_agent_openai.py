"""The `openai` agent against the scripted local endpoint: it completes the insurance task."""

import importlib.util

import pytest

from clawmark.agents import AGENTS
from clawmark.agents.config import agent_spec
from clawmark.agents.sandbox import bwrap_problem
from clawmark.runner import run_task
from clawmark.store import Store
from clawmark.testing.scripted_chat import Plan, ScriptedChat

from agent_helpers import FAKES, INSURANCE, checks_passed, insurance, left_file, record


def insurance_plan() -> Plan:
    spec = importlib.util.spec_from_file_location("insurance_solution", FAKES / "insurance_solution.py")
    solution = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(solution)
    return Plan(solution.COMMANDS, solution.FINAL, images={1: ["claims/CLM-0417/photos/kitchen-floor.png"]})


def openai_agent(chat: ScriptedChat, monkeypatch, **options):
    monkeypatch.setenv("CLAWMARK_TEST_KEY", chat.api_key)
    return agent_spec(AGENTS, "openai", {"model": chat.model, "base_url": chat.base_url,
                                         "api_key_env": "CLAWMARK_TEST_KEY", **options})


@pytest.mark.parametrize("stream", ["false", "true"])
def test_openai_agent_completes_the_insurance_task(tmp_path, monkeypatch, stream):
    store = Store(tmp_path)
    with ScriptedChat(insurance_plan(), faults=[429, 503]) as chat:
        result = run_task(insurance(), openai_agent(chat, monkeypatch, stream=stream), store)
    assert result.log.agent == "openai:scripted-1"
    assert result.log.outcome == "scored" and result.log.score.task_success, checks_passed(result)
    run = record(store, result)
    assert run["model"] == "scripted-1" and run["agent_options"]["stream"] == stream
    rounds = run["rounds"]
    assert [r["usage"]["tool_calls"] for r in rounds] == [3, 2, 3]  # view_image + 2 shell calls on day 1
    assert all(r["usage"]["input_tokens"] > 0 and r["usage"]["output_tokens"] > 0 for r in rounds)
    assert rounds[2]["final_message"].startswith("Settlement prepared")
    # the image reached the model as an image part, and the conversation spans the days
    image_parts = [p for m in chat.requests[-1]["messages"] if isinstance(m.get("content"), list)
                   for p in m["content"] if p.get("type") == "image_url"]
    assert len(image_parts) == 1 and image_parts[0]["image_url"]["url"].startswith("data:image/png;base64,")
    days = [m["content"] for m in chat.requests[-1]["messages"] if m["role"] == "user" and "Day " in str(m["content"])]
    assert len(days) == 3
    assert chat.requests[-1].get("stream", False) == (stream == "true")


def test_failing_api_makes_the_run_invalid(tmp_path, monkeypatch):
    with ScriptedChat(insurance_plan(), faults=[500] * 10) as chat:
        result = run_task(insurance(), openai_agent(chat, monkeypatch, max_retries="2"), Store(tmp_path))
        assert len(chat.requests) == 3
    assert result.log.outcome == "invalid" and result.log.score is None
    assert "agent unavailable" in result.log.invalid_reason and "500" in result.log.invalid_reason


def test_wrong_key_makes_the_run_invalid(tmp_path, monkeypatch):
    with ScriptedChat(insurance_plan()) as chat:
        spec = openai_agent(chat, monkeypatch)
        monkeypatch.setenv("CLAWMARK_TEST_KEY", "sk-wrong")
        result = run_task(insurance(), spec, Store(tmp_path))
    assert result.log.outcome == "invalid" and "401" in result.log.invalid_reason


def test_step_budget_ends_the_round_not_the_run(tmp_path, monkeypatch):
    store = Store(tmp_path)
    with ScriptedChat(insurance_plan()) as chat:
        result = run_task(insurance(), openai_agent(chat, monkeypatch, max_steps="1", images="false"), store)
    rounds = record(store, result)["rounds"]
    assert result.log.outcome == "scored"
    assert [r["error"] for r in rounds] == ["stopped after 1 steps"] * 3


@pytest.mark.skipif(bool(bwrap_problem()), reason=f"bubblewrap cannot run here: {bwrap_problem()}")
def test_openai_agent_shell_is_confined_and_on_universe_time(tmp_path, monkeypatch):
    store = Store(tmp_path)
    snoop = f"cat {INSURANCE}/checks.py {INSURANCE}/oracle.py > snoop.txt 2>&1; echo exit=$? >> snoop.txt"
    when = "date +%F_%H > date.txt; python3 -c 'import datetime; print(datetime.date.today())' >> date.txt"
    with ScriptedChat(Plan({1: [snoop, when]}, {1: "Looked around."})) as chat:
        result = run_task(insurance(), openai_agent(chat, monkeypatch, images="false"), store)
    report = left_file(store, result, 1, "snoop.txt").decode()
    assert "No such file or directory" in report and report.endswith("exit=1\n") and "@check" not in report
    assert left_file(store, result, 1, "date.txt") == b"2024-03-04_08\n2024-03-04\n"
