"""No oracle: a fixture of the kb service tests."""
