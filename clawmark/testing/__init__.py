"""Test doubles that speak real wire protocols (for tests and for trying agents offline)."""
