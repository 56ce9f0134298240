"""ClawMark: a benchmark harness for agents that work as coworkers over several in-universe days."""

__version__ = "0.1.0"
