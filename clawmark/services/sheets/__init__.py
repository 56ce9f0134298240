"""The `sheets` service: a local server speaking Google Sheets API v4 and a part of Drive v3.

Modules: a1 (range notation), cells (values and USER_ENTERED input), render (render options),
calc (formulas), model and store (spreadsheets in memory and SQLite), server/ (the HTTP app,
one module per resource group), spec (its part of task.yaml: seed and change models; loads nothing
of the runtime), seed, snapshot, export, clients (pointing the Google
clients at the server), service (the Service seam).
"""
