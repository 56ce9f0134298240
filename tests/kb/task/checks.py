"""No checks: a fixture of the kb service tests."""
