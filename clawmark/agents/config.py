"""Which agent a run uses: an adapter name plus its options, and the stable names derived from them.

Options come from `--agent-config FILE.toml` (a flat table of strings, numbers or booleans)
overridden by `--agent-opt key=value`. An adapter's `identity` options (its command line, its
model) name it: the verdict log's `agent` field is `name` for an unconfigured adapter and
`name:<label>` otherwise (`label` from the options, else the adapter's naming option such as
the model, else a 12-hex digest of the identity options); the store's record folder always
carries that digest, so two different commands given the same label never share run records. Secrets (keys) are never identity options.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from clawmark.agents.base import Agent, AgentStartError
from clawmark.canonical import canonical_hash

LABEL_OPTION = "label"
_LABEL = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]")


class AgentConfigError(ValueError):
    """Bad agent options: an unknown adapter or option, a malformed pair, an unreadable TOML file."""


@dataclass(frozen=True)
class AgentSpec:
    """An adapter class with its options (strings)."""

    cls: type[Agent]
    options: dict[str, str] = field(default_factory=dict)

    @property
    def digest(self) -> str:
        """12 hex digits over the identity options, or "" when none is set."""
        keyed = {k: self.options[k] for k in self.cls.identity if k in self.options}
        return canonical_hash(keyed)[:12] if keyed else ""

    @property
    def label(self) -> str:
        """The agent's name in verdict logs: `name`, or `name:<label>` when configured."""
        if LABEL_OPTION in self.options:
            return f"{self.cls.name}:{self.options[LABEL_OPTION]}"
        if self.cls.label_option in self.options:
            return f"{self.cls.name}:{_UNSAFE.sub('_', self.options[self.cls.label_option])[:64]}"
        return f"{self.cls.name}:{self.digest}" if self.digest else self.cls.name

    @property
    def key(self) -> str:
        """The agent's folder in the store's run records: the label, made unique by the digest."""
        if self.digest and not self.label.endswith(self.digest):
            return f"{self.label}-{self.digest}"
        return self.label

    def create(self, task) -> Agent:
        """A fresh adapter for one run of `task` (may raise AgentStartError)."""
        return self.cls(task, dict(self.options))


def agent_spec(agents: dict[str, type[Agent]], name: str, options: dict[str, str] | None = None) -> AgentSpec:
    """Validate `name` and `options` against the registry; raises AgentConfigError.

    `name` may be `<agent>:<value>`, which sets the agent's naming option (`counter:day1-only`
    sets the counter's `name`, `openai:gpt-4.1` the model) unless `options` give it."""
    base, sep, value = name.partition(":")
    if sep and base in agents and agents[base].label_option:
        name, options = base, {agents[base].label_option: value, **(options or {})}
    if name not in agents:
        raise AgentConfigError(f"unknown agent {name!r} (known: {', '.join(sorted(agents))})")
    cls, options = agents[name], dict(options or {})
    allowed = set(cls.option_help) | {LABEL_OPTION}
    if unknown := sorted(set(options) - allowed):
        known = ", ".join(sorted(allowed))
        raise AgentConfigError(f"agent {name!r} has no option {', '.join(unknown)} (options: {known})")
    if LABEL_OPTION in options and not _LABEL.fullmatch(options[LABEL_OPTION]):
        raise AgentConfigError(f"label {options[LABEL_OPTION]!r}: use 1-64 of A-Z a-z 0-9 . _ - "
                               "(starting alphanumeric)")
    try:
        cls.check_options(options)
    except AgentStartError as e:
        raise AgentConfigError(f"agent {name!r}: {e}") from None
    return AgentSpec(cls, options)


def read_options(config: Path | None, pairs: tuple[str, ...] | list[str]) -> dict[str, str]:
    """Options from a TOML file (flat table) overridden by `key=value` pairs; raises AgentConfigError."""
    options: dict[str, str] = {}
    if config is not None:
        try:
            table = tomllib.loads(Path(config).read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as e:
            raise AgentConfigError(f"{config}: cannot read agent config: {e}") from None
        for key, value in table.items():
            if isinstance(value, (dict, list)) or hasattr(value, "isoformat"):
                raise AgentConfigError(f"{config}: {key}: give a string, number or boolean")
            options[key] = str(value).lower() if isinstance(value, bool) else str(value)
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise AgentConfigError(f"--agent-opt {pair!r}: expected key=value")
        options[key.strip()] = value
    return options
