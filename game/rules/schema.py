"""Small builders for the JSON Schemas in game/rules/<game>/data_schema.py.

They keep a game's schema as short as its YAML: ``mapping(required={...}, optional={...})``
is an object with exactly those fields; ``whole(lo, hi)`` a whole number in a range, and
so on. The result is plain JSON Schema (draft 2020-12), checked by jsonschema.
"""
from __future__ import annotations


def mapping(required: dict | None = None, optional: dict | None = None, *, extra=None) -> dict:
    """An object with these fields (``extra``: a schema for any other field, else none allowed)."""
    props = {**(required or {}), **(optional or {})}
    out = {"type": "object", "properties": props, "required": sorted(required or {})}
    out["additionalProperties"] = extra if extra is not None else False
    return out


def table(keys: dict | None = None, value: dict | None = None) -> dict:
    """A mapping from names to values of one kind (``keys``: a schema for the names)."""
    out: dict = {"type": "object", "additionalProperties": value or {}}
    if keys:
        out["propertyNames"] = keys
    return out


def whole(lo: int | None = None, hi: int | None = None) -> dict:
    out: dict = {"type": "integer"}
    if lo is not None:
        out["minimum"] = lo
    if hi is not None:
        out["maximum"] = hi
    return out


def text(*, pattern: str | None = None, form: str | None = None) -> dict:
    out: dict = {"type": "string", "minLength": 1}
    if pattern:
        out["pattern"] = pattern
        out["x-form"] = form or pattern
    return out


def flag() -> dict:
    return {"type": "boolean"}


def one_of(*values) -> dict:
    return {"enum": list(values)}


def listof(item: dict, lo: int = 0, hi: int | None = None, *, unique: bool = False) -> dict:
    out: dict = {"type": "array", "items": item, "minItems": lo}
    if hi is not None:
        out["maxItems"] = hi
    if unique:
        out["uniqueItems"] = True
    return out


def maybe(schema: dict) -> dict:
    """The schema, or nothing (an empty value in the YAML)."""
    return {"anyOf": [schema, {"type": "null"}]}


def faces(lo: int = 0, hi: int = 9) -> dict:
    """[first, last]: a range of die faces."""
    return listof(whole(lo, hi), 2, 2)


HOUSE = {"house": flag(), "reason": text()}  # a house row says why it was chosen
