"""Partial responses: apply a `fields` mask ("a,b(c,d/e)", "sheets.properties.title", "*").

Source: developers.google.com/sheets/api/guides/field-masks and the Drive API's `fields`.
Lists are filtered element-wise; a mask that names no known field leaves an empty object.
"""

from __future__ import annotations

from typing import Any

from clawmark.services.sheets.errors import invalid

Tree = dict[str, "Tree | None"]  # None: keep the whole value


def parse_mask(mask: str) -> Tree | None:
    """Parse a fields mask into a tree; None means everything. Raises 400 on unbalanced parentheses."""
    mask = mask.replace(" ", "")
    if mask in ("", "*"):
        return None
    tree, rest = _parse(mask, 0)
    if rest != len(mask):
        raise invalid(f"Invalid field selection {mask}")
    return tree


def _parse(mask: str, i: int) -> tuple[Tree, int]:
    tree: Tree = {}
    while i < len(mask) and mask[i] != ")":
        j = i
        while j < len(mask) and mask[j] not in ",()":
            j += 1
        path = [p for p in mask[i:j].replace("/", ".").split(".") if p]
        sub: Tree | None = None
        if j < len(mask) and mask[j] == "(":
            sub, j = _parse(mask, j + 1)
            if j >= len(mask) or mask[j] != ")":
                raise invalid(f"Invalid field selection {mask}")
            j += 1
        if path:
            _insert(tree, path, sub)
        if j < len(mask) and mask[j] == ",":
            j += 1
        elif j < len(mask) and mask[j] != ")":
            raise invalid(f"Invalid field selection {mask}")
        i = j
    return tree, i


def _insert(tree: Tree, path: list[str], sub: Tree | None) -> None:
    node = tree
    for key in path[:-1]:
        child = node.get(key, {})
        if child is None:
            return
        node[key] = child
        node = child
    last = path[-1]
    if sub is None or node.get(last, {}) is None:
        node[last] = None
    else:
        merged = node.get(last) or {}
        merged.update(sub)
        node[last] = merged


def apply_mask(value: Any, tree: Tree | None) -> Any:
    """`value` reduced to the fields of `tree` (see `parse_mask`)."""
    if tree is None or "*" in tree:
        return value
    if isinstance(value, list):
        return [apply_mask(v, tree) for v in value]
    if isinstance(value, dict):
        return {k: apply_mask(value[k], sub) for k, sub in tree.items() if k in value}
    return value
