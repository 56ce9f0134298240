"""A run's drill-down in HTML: from its score to why — day by day, the wake-up prompt, the events
announced and the mutations applied (by id), the agent's final message, exit status and usage,
and every check with its verdict, weight, category and detail. A failed check that detects a
silent mutation says "missed the change <id>".

`run_parts` gives the body of the drill-down (a section of the one-file report, or the page of
a run in a site); it shows the report's `runs[i]` dict (clawmark.report.details) and nothing else.
"""

from __future__ import annotations

from html import escape

from clawmark.report.page import Links
from clawmark.report.tables import MISSING, agent_anchor, cell


def run_parts(run: dict, links: Links, level: int) -> list[str]:
    """The drill-down of `run` with headings from <h{level-1}> (the run) to <h{level}> (its days)."""
    who = run["agent"] + (f" ({run['model']})" if run["model"] else "")
    title = f"{run['task']} · {who} · repeat {run['repeat']}"
    parts = [f"<h{level - 1}>{escape(title)}</h{level - 1}>",
             f'<p><a href="{escape(links.href("#" + agent_anchor(run)))}">all runs of {escape(who)}</a></p>',
             _facts(run)]
    if run["task_note"]:
        parts.append(f'<p class="note">Prompts, change descriptions and which check detects which change are not '
                     f'shown: {escape(run["task_note"])}.</p>')
    for day in run["rounds"]:
        parts += _day(day, level, f"{run['id']}-day-{day['round']}")
    return parts


def missed_note(check: dict) -> str:
    """What a check's verdict says beyond pass/fail: the change it missed, the day a red line broke."""
    notes = []
    if check.get("missed"):
        notes.append(f"missed the change {check['missed']}")
    if check.get("broken_in") is not None:
        notes.append(f"broken on day {check['broken_in']}")
    return "; ".join(notes)


def _facts(run: dict) -> str:
    facts = [
        ("outcome", run["outcome"] + (f": {run['invalid_reason']}" if run["invalid_reason"] else "")),
        ("weighted score", cell(run["score"])), ("unpenalised score", cell(run["unpenalised_score"])),
        ("task success", cell(run["task_success"])),
        ("red lines failed", ", ".join(run["red_line_violations"]) or "none"),
        ("silent changes missed", ", ".join(run["missed_changes"]) or "none"),
        ("day scores", ", ".join(f"day {n}: {s}" for n, s in run["days"].items()) or MISSING),
        ("usage", f"{run['input_tokens']} input + {run['output_tokens']} output tokens, {run['tool_calls']} tool "
                  f"calls, {cell(run['seconds'])} s"),
        ("verdict log", run["verdict_hash"]), ("task digest", run["task_digest"]),
    ]
    items = "".join(f"<dt>{escape(name)}</dt><dd{' class=missed' if name.startswith('silent') and run['missed_changes'] else ''}>"
                    f"{escape(value)}</dd>" for name, value in facts)
    return f'<dl class="facts">{items}</dl>'


def _day(day: dict, level: int, anchor: str) -> list[str]:
    heading = f"Day {day['round']}" + (f" — {day['day']}" if day["day"] else "")
    if day["day_score"] is not None:
        heading += f" · day score {day['day_score']}"
    parts = [f'<h{level} id="{escape(anchor)}">{escape(heading)}</h{level}>',
             _changes("Events announced", [(e["id"], e["notice"]) for e in day["events"]]),
             _changes("Mutations applied silently", [(m["id"], m["change"]) for m in day["mutations"]])]
    if day["prompt"] is not None:
        parts.append(f"<details><summary>Wake-up prompt</summary><pre>{escape(day['prompt'])}</pre></details>")
    parts.append(_agent(day["agent"]))
    parts.append(_checks(day["checks"]) if day["checks"] else '<p class="note">No check verdicts for this day '
                                                              '(the round did not complete).</p>')
    return parts


def _changes(title: str, changes: list[tuple[str, str | None]]) -> str:
    if not changes:
        return f"<p><strong>{escape(title)}:</strong> none</p>"
    items = "".join(f"<li><code>{escape(i)}</code>{' — ' + escape(text) if text else ''}</li>" for i, text in changes)
    return f"<p><strong>{escape(title)}:</strong></p><ul>{items}</ul>"


def _agent(agent: dict | None) -> str:
    if agent is None:
        return '<p class="note">The run record has no outcome for this day.</p>'
    usage = (f"{agent['input_tokens']} input + {agent['output_tokens']} output tokens, {agent['tool_calls']} tool "
             f"calls, {agent['seconds']} s")
    parts = [f"<p><strong>Agent:</strong> {escape(agent['exit_status'])}"
             f"{': ' + escape(agent['error']) if agent['error'] else ''} · {escape(usage)}</p>",
             f"<p><strong>Final message:</strong></p><pre>{escape(agent['final_message']) or '(none)'}</pre>"]
    for stream in ("stdout", "stderr"):
        if agent[stream]:
            parts.append(f"<details><summary>{stream} (tail)</summary><pre>{escape(agent[stream])}</pre></details>")
    return "".join(parts)


def _checks(checks: list[dict]) -> str:
    rows = []
    for c in checks:
        note = missed_note(c)
        rows.append(f'<tr{" class=fail" if not c["passed"] else ""}><td><code>{escape(c["id"])}</code></td>'
                    f'<td>{"pass" if c["passed"] else "FAIL"}</td><td class=n>{c["weight"]}</td>'
                    f'<td>{escape(c["category"])}</td><td>{"yes" if c["red_line"] else "no"}</td>'
                    f'<td>{escape(c["detail"])}</td><td class=missed>{escape(note)}</td></tr>')
    head = "".join(f"<th>{h}</th>" for h in ("check", "verdict", "weight", "category", "red line", "detail", "note"))
    return (f'<div class="scroll"><table data-section="checks"><thead><tr>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table></div>')
