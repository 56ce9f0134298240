"""The server's OpenAPI 3.1 document, built from the route tables (served at /openapi.json).

It declares every path, its path and query parameters, a loose request body, and the error
object every failure returns; property-based tests generate requests from it.
"""

from __future__ import annotations

import re

from clawmark.services.kb.context import VERSIONS

LIST_QUERY = ("start_cursor", "page_size")
QUERY = {("GET", "/users"): LIST_QUERY, ("GET", "/blocks/{block_id}/children"): LIST_QUERY,
         ("GET", "/comments"): ("block_id", *LIST_QUERY), ("GET", "/pages/{page_id}/properties/{property_id}"): LIST_QUERY,
         ("GET", "/pages/{page_id}"): ("filter_properties",),
         ("POST", "/data_sources/{data_source_id}/query"): ("filter_properties",),
         ("POST", "/databases/{database_id}/query"): ("filter_properties",)}
LIST_BODY = {"start_cursor": {"type": "string"}, "page_size": {"type": "integer"}}
BODIES = {
    "/search": {"query": {"type": "string"}, "filter": {"type": "object"}, "sort": {"type": "object"}, **LIST_BODY},
    "/databases/{database_id}/query": {"filter": {"type": "object"}, "sorts": {"type": "array"}, **LIST_BODY},
    "/data_sources/{data_source_id}/query": {"filter": {"type": "object"}, "sorts": {"type": "array"}, **LIST_BODY},
    "/pages": {"parent": {"type": "object"}, "properties": {"type": "object"}, "children": {"type": "array"}},
    "/comments": {"parent": {"type": "object"}, "rich_text": {"type": "array"}, "discussion_id": {"type": "string"}},
}
ERROR = {
    "type": "object", "required": ["object", "status", "code", "message"],
    "properties": {"object": {"const": "error"}, "status": {"type": "integer"}, "code": {"type": "string"},
                   "message": {"type": "string"}, "request_id": {"type": "string"}},
}


def document(groups) -> dict:
    """The OpenAPI document for the routes of `groups` (modules with a ROUTES table)."""
    paths: dict[str, dict] = {}
    for group in groups:
        for method, path, handler in group.ROUTES:
            paths.setdefault(f"/v1{path}", {})[method.lower()] = _operation(method, path, handler)
    return {
        "openapi": "3.1.0",
        "info": {"title": "ClawMark knowledge base (Notion API subset)", "version": "2025-09-03"},
        "paths": paths,
        "components": {
            "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}},
            "schemas": {"Error": ERROR},
        },
        "security": [{"bearer": []}],
    }


def _operation(method: str, path: str, handler) -> dict:
    params = [{"name": name, "in": "path", "required": True, "schema": {"type": "string"}}
              for name in re.findall(r"{(\w+)}", path)]
    params += [{"name": name, "in": "query", "required": False, "schema": {"type": "string"}}
               for name in QUERY.get((method, path), ())]
    params.append({"name": "Notion-Version", "in": "header", "required": True,
                   "schema": {"enum": list(VERSIONS)}})
    op = {
        "operationId": f"{handler.__module__.rsplit('.', 1)[-1]}.{handler.__name__}",
        "summary": (handler.__doc__ or handler.__name__).strip().splitlines()[0],
        "parameters": params,
        "responses": {
            "200": {"description": "The object or list.", "content": {"application/json": {"schema": {"type": "object"}}}},
            "default": {"description": "An error.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
        },
    }
    if method in ("POST", "PATCH"):
        op["requestBody"] = {"required": False, "content": {"application/json": {"schema": {
            "type": "object", "properties": BODIES.get(path, {})}}}}
    return op
