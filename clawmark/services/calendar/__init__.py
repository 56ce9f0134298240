"""The calendar service: Radicale (CalDAV) per world, on universe time. See service.py; its part of
task.yaml (seed and change models) is spec.py, which loads nothing of the runtime."""
