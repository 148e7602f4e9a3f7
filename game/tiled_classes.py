"""The classes of Sortie's Tiled project (maps/sortie.tiled-project) and their defaults.

Tiled leaves out of a map what the project already says: a class member still at its
class default is not written (Tiled 1.9 and newer), and a Tiled that saves a map
without the project loaded (e.g. Tiled 1.8's --export-map) drops the ``propertytype`` of
an enum value.
pytmx reads only what the file holds, so ``complete`` puts the defaults back: the same
board means the same game whichever Tiled saved it. Enum values are plain text in the
file (every enum here stores strings), so a dropped ``propertytype`` changes no value.

The project is read through game.resources, so an installed Sortie uses its own copy.
No pygame here.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache

from .resources import DataFileError, map_file, read_text

PROJECT = "sortie.tiled-project"

# What pytmx makes of each Tiled property type (its prop_type table), for the defaults.
_CONVERT = {"int": int, "float": float, "bool": bool, "object": int,
            "string": str, "color": str, "file": str}


@dataclass(frozen=True)
class TiledClass:
    name: str
    use_as: frozenset        # what Tiled may give this class: "object", "tile", ...
    defaults: dict           # member name -> default value, typed as pytmx types it


@dataclass(frozen=True)
class Project:
    classes: dict            # class name -> TiledClass
    enums: dict              # enum name -> tuple of its values

    def complete(self, cls: str | None, properties: dict) -> dict:
        """The properties with every member of the class that is missing set to its default.

        A text member written empty (value="") is "" too, as Tiled means it: pytmx reads it
        as None, and a member left out at an empty default must not differ from it.
        """
        known = self.classes.get(cls or "")
        if known is None:
            return properties
        for name, default in known.defaults.items():
            if name not in properties:
                properties[name] = default
            elif properties[name] is None and isinstance(default, str):
                properties[name] = ""
        return properties


def _class_of(path, entry: dict) -> TiledClass:
    defaults = {}
    for member in entry.get("members", []):
        convert = _CONVERT.get(member.get("type"))
        if convert is None:  # a class-valued member: Sortie's maps have none
            continue
        try:
            defaults[member["name"]] = convert(member["value"])
        except (KeyError, TypeError, ValueError):
            raise DataFileError(path, f"class {entry.get('name')!r}: member {member.get('name')!r} "
                                      "has no usable default value") from None
    return TiledClass(entry["name"], frozenset(entry.get("useAs", [])), defaults)


def parse(path) -> Project:
    try:
        types = json.loads(read_text(path))["propertyTypes"]
        classes = {t["name"]: _class_of(path, t) for t in types if t.get("type") == "class"}
        enums = {t["name"]: tuple(t.get("values", [])) for t in types if t.get("type") == "enum"}
    except (json.JSONDecodeError, KeyError, TypeError) as exc:
        raise DataFileError(path, f"is not a Tiled project with property types ({exc.__class__.__name__}: {exc})") \
            from None
    return Project(classes, enums)


@lru_cache(maxsize=1)
def project() -> Project:
    """Sortie's own Tiled project, read once."""
    return parse(map_file(PROJECT))
