"""Export runs as Inspect AI eval logs (JSON log format, version 2), one file per agent.

Mapping (inspect_ai.log.EvalLog): one ClawMark agent (and model) → one eval log of task
"clawmark"; one run → one sample with id = task name and epoch = repeat + 1. Each scored sample
has two scores: `weighted_score` (0–100, the verdict log's value) and `task_success` ("C" or
"I", Inspect's correct/incorrect), with the check verdicts and the verdict hash in metadata.
An invalid run becomes a sample with an `error` and no scores. Results hold the mean of each
score over scored samples (Inspect's convention: a mean over samples, not over tasks).
Usage goes to `model_usage`, wall seconds to `total_time`.

No inspect_ai import is needed to write the file; `inspect_ai.log.read_eval_log` (the
`inspect` extra) reads it back, and `inspect view` shows it.
"""

from __future__ import annotations

import json
import re
from datetime import datetime, timezone
from pathlib import Path

from clawmark import __version__
from clawmark.canonical import canonical_hash
from clawmark.records import Run

LOG_VERSION = 2


def write_inspect_logs(runs: list[Run], folder: Path) -> list[Path]:
    """Write one `<agent>[-<model>].json` eval log per agent into `folder`; return the paths."""
    folder.mkdir(parents=True, exist_ok=True)
    groups: dict[tuple[str, str], list[Run]] = {}
    for run in runs:
        groups.setdefault((run.log.agent, run.record.model or ""), []).append(run)
    paths = []
    for (agent, model), group in sorted(groups.items()):
        path = folder / (re.sub(r"[^A-Za-z0-9._-]+", "_", "-".join(filter(None, (agent, model)))) + ".json")
        path.write_text(json.dumps(eval_log(agent, model or None, group), indent=2, ensure_ascii=False) + "\n",
                        encoding="utf-8")
        paths.append(path)
    return paths


def eval_log(agent: str, model: str | None, runs: list[Run]) -> dict:
    """The EvalLog dict of one agent's runs."""
    model_name = model or f"clawmark/{agent}"
    samples = [_sample(run, model_name) for run in runs]
    scored = [s for s in samples if s["scores"]]
    created = datetime.fromtimestamp(max(r.record_path.stat().st_mtime for r in runs), timezone.utc).isoformat()
    run_id = canonical_hash(sorted(r.verdict_hash for r in runs))[:22]
    return {
        "version": LOG_VERSION,
        "status": "success",
        "eval": {
            "eval_id": run_id, "run_id": run_id, "created": created, "task": "clawmark", "task_id": run_id,
            "task_version": 0, "model": model_name, "solver": agent,
            "dataset": {"name": "clawmark", "samples": len(samples), "sample_ids": sorted({s["id"] for s in samples})},
            "config": {"epochs": max(s["epoch"] for s in samples)},
            "packages": {"clawmark": __version__},
            "metadata": {"clawmark_agent": agent, "clawmark_model": model},
        },
        "plan": {"name": "plan", "steps": [{"solver": agent, "params": {}}]},
        "results": {
            "total_samples": len(samples), "completed_samples": len(scored),
            "scores": [_mean_score(name, scored, len(samples)) for name in ("weighted_score", "task_success")],
        },
        "stats": {"started_at": created, "completed_at": created,
                  "model_usage": {model_name: _usage(runs)}},
        "samples": samples,
    }


def _sample(run: Run, model_name: str) -> dict:
    log, score = run.log, run.log.score
    sample = {
        "id": log.task.name, "epoch": run.record.repeat + 1,
        "input": f"ClawMark task {log.task.name} (version {log.task.version}), {len(log.rounds)} round(s)",
        "target": "", "scores": {},
        "metadata": {"task_digest": log.task.digest, "verdict_hash": run.verdict_hash, "outcome": log.outcome},
        "model_usage": {model_name: _usage([run])},
        "total_time": float(run.record.seconds),
    }
    if score is None:
        sample["scores"] = None
        sample["error"] = {"message": log.invalid_reason or "invalid run", "traceback": "", "traceback_ansi": ""}
        return sample
    checks = [{"round": r.round, **c.model_dump()} for r in log.rounds for c in r.checks]
    penalty = f" less {score.penalty_weight} of penalties" if score.penalty_weight else ""
    explanation = (f"{score.passed_weight}/{score.total_weight} weight passed{penalty}; red-line violations: "
                   f"{', '.join(score.red_line_violations) or 'none'}")
    sample["scores"] = {
        "weighted_score": {"value": float(score.weighted_score), "answer": score.weighted_score,
                           "explanation": explanation,
                           "metadata": {"unpenalised_score": score.unpenalised_score, "per_round": score.per_round,
                                        "checks": checks}},
        "task_success": {"value": "C" if score.task_success else "I", "explanation": explanation},
    }
    return sample


def _mean_score(name: str, scored: list[dict], total: int) -> dict:
    values = [s["scores"][name]["value"] for s in scored]
    numbers = [v if isinstance(v, float) else float(v == "C") for v in values]
    mean = sum(numbers) / len(numbers) if numbers else 0.0
    return {"name": name, "scorer": name, "scored_samples": len(scored), "unscored_samples": total - len(scored),
            "metrics": {"mean": {"name": "mean", "value": mean}}}


def _usage(runs: list[Run]) -> dict:
    tokens_in = sum(r.usage.input_tokens for run in runs for r in run.record.rounds)
    tokens_out = sum(r.usage.output_tokens for run in runs for r in run.record.rounds)
    return {"input_tokens": tokens_in, "output_tokens": tokens_out, "total_tokens": tokens_in + tokens_out}
