"""The `kb` service: a local server speaking the Notion API (2022-06-28 and 2025-09-03).

    store.py        SQLite state (objects, ids, universe time)
    context.py      who acts and which API version renders
    richtext.py, schema.py, properties.py, filters.py, pagination.py   the API's value types
    pages.py, databases.py, blocks.py, comments.py, search.py          operations on objects
    markdown.py, from_markdown.py                                      page content as Markdown
    render.py       records as API objects
    server/         the Starlette app, one module per resource group
    spec.py         its part of task.yaml (seed and change models); loads nothing of the runtime
    seed.py, changes.py, snapshot.py, service.py                       the Service seam
"""
