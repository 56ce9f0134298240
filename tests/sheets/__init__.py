"""Tests of the sheets service (a package, so its conftest does not shadow tests/conftest.py)."""
