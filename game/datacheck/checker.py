"""The data checker: a game's YAML files against its schema, with file:line for each problem.

``check_set(folder)`` checks a data set (the folder holds dataset.yaml naming its game);
``check_file(path, game)`` one file; ``load_house(game)`` reads a game's shipped files
through the same checks. Values are read with the safe loader; line numbers come from
the YAML's own nodes (yaml.compose), so a problem points at the line to edit.
"""
from __future__ import annotations

from pathlib import Path

import yaml

from .. import safe_read
from ..resources import DataFileError, read_text, shipped
from ..rules.registry import GAMES
from . import SET_FILE, BadData, Problem

_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_KINDS = {"integer": "a whole number", "number": "a number", "string": "text",
          "array": "a list", "object": "a mapping", "boolean": "true or false",
          "null": "empty"}


def spec_of(game):
    """A game's descriptor from its id (or the descriptor itself: the template game, in no list)."""
    return GAMES[game] if isinstance(game, str) else game


def schema_module(game):
    spec = spec_of(game)
    return spec.load(spec.data_schema)


_TYPES = ((type(None), "null"), (bool, "boolean"), (int, "integer"), (float, "number"),
          (str, "string"), (list, "array"), (dict, "object"))   # bool before int: True is an int


def _kind(value) -> str:
    """A value's kind in the words of _KINDS."""
    return next((_KINDS[name] for t, name in _TYPES if isinstance(value, t)), "something else")


def shown(value, limit: int = 40) -> str:
    """A value as the YAML would write it, cut short."""
    try:
        out = yaml.safe_dump(value, default_flow_style=True, width=10_000).strip()
    except yaml.YAMLError:
        out = "?"
    out = out.removesuffix("\n...").removesuffix("...").strip()
    return out if len(out) <= limit else out[: limit - 1] + "…"


def field_name(path) -> str:
    out = ""
    for step in path:
        out += f"[{step}]" if isinstance(step, int) else (f".{step}" if out else str(step))
    return out or "(the whole file)"


def _node_at(root, path):
    """The YAML node at a path of keys and indices, and the last node found on the way."""
    node = root
    for step in path:
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                if key.value == str(step):
                    node = value
                    break
            else:
                return node, False
        elif isinstance(node, yaml.SequenceNode) and isinstance(step, int) and step < len(node.value):
            node = node.value[step]
        else:
            return node, False
    return node, True


def _key_line(root, path) -> int:
    """The line of the key that ends a path (for a field that should not be there)."""
    parent, _ = _node_at(root, path[:-1])
    if isinstance(parent, yaml.MappingNode):
        for key, _value in parent.value:
            if key.value == str(path[-1]):
                return key.start_mark.line + 1
    return parent.start_mark.line + 1 if parent is not None else 0


def line_of(root, path) -> int:
    if root is None:
        return 0
    node, _ = _node_at(root, path)
    return node.start_mark.line + 1


def read_document(path: Path):
    """(data, root node) of a YAML file, or BadData saying why it cannot be read."""
    try:
        text = read_text(path)
    except DataFileError as exc:
        raise BadData([Problem(str(path), 0, "", exc.problem)]) from None
    try:  # a player's data set: nesting and aliases bounded before anything is built (game/safe_read.py)
        safe_read.check_yaml(text, path)
    except safe_read.FileRefused as exc:
        raise BadData([Problem(str(path), 0, "", exc.problem)]) from None
    try:
        root = yaml.compose(text, Loader=_LOADER)
        data = yaml.load(text, Loader=_LOADER)
    except yaml.YAMLError as exc:
        line, why = safe_read.yaml_error_place(exc)
        raise BadData([Problem(str(path), line, "", f"not valid YAML ({why})")]) from None
    return data, root


def _messages(error, root) -> list[tuple[int, str, str]]:
    """(line, field, problem) for one jsonschema error, in words."""
    path = list(error.absolute_path)
    v, s, inst = error.validator, error.schema, error.instance
    if v == "additionalProperties":
        known = set(s.get("properties", {}))
        extra = [k for k in inst if k not in known] if isinstance(inst, dict) else []
        return [(_key_line(root, path + [k]), field_name(path + [k]), "unknown field") for k in extra]
    if v == "required":
        missing = [k for k in error.validator_value if isinstance(inst, dict) and k not in inst]
        return [(line_of(root, path), field_name(path + [k]), "missing") for k in missing]
    line, field = line_of(root, path), field_name(path)
    if v == "type":
        want = error.validator_value
        want = " or ".join(_KINDS.get(w, w) for w in (want if isinstance(want, list) else [want]))
        return [(line, field, f"should be {want}, not {_kind(inst)}")]
    if v in ("minimum", "maximum"):
        lo, hi = s.get("minimum"), s.get("maximum")
        span = f"{lo} to {hi}" if lo is not None and hi is not None else (f"at least {lo}" if lo is not None else f"at most {hi}")
        return [(line, field, f"{shown(inst)} is out of range ({span})")]
    if v == "enum":
        return [(line, field, f"{shown(inst)} is not one of: {', '.join(shown(x) for x in error.validator_value)}")]
    if v == "minItems":
        return [(line, field, f"has {len(inst)} entries, needs at least {error.validator_value}")]
    if v == "maxItems":
        return [(line, field, f"has {len(inst)} entries, at most {error.validator_value} allowed")]
    if v == "minLength":
        return [(line, field, "is empty")]
    if v == "pattern":
        return [(line, field, f"{shown(inst)} is not of the form {s.get('x-form', error.validator_value)}")]
    if v == "uniqueItems":
        return [(line, field, "has the same entry twice")]
    if v in ("anyOf", "oneOf"):
        # the branch the value's kind matched says what is wrong with it
        fitting = [e for e in error.context or () if e.validator != "type" or len(e.absolute_path) > len(error.absolute_path)]
        if fitting:
            return _messages(max(fitting, key=lambda e: len(e.absolute_path)), root)
        kinds = [c.get("type") for c in error.validator_value if c.get("type") and c.get("type") != "null"]
        want = " or ".join(_KINDS.get(k, k) for k in kinds) or "another value"
        return [(line, field, f"{shown(inst)} is not valid here (expected {want})")]
    return [(line, field, error.message if len(error.message) < 120 else error.message[:119] + "…")]


def schema_problems(path, data, root, schema: dict) -> list[Problem]:
    from jsonschema import Draft202012Validator  # here, not at the top: the game's own start needs none
    errors = sorted(Draft202012Validator(schema).iter_errors(data), key=lambda e: [str(p) for p in e.absolute_path])
    out: list[Problem] = []
    for error in errors:
        out += [Problem(str(path), line, field, problem) for line, field, problem in _messages(error, root)]
    return sorted(set(out), key=lambda p: (p.line, p.field, p.problem))


def _check_docs(game: str, paths: dict[str, Path]) -> tuple[list[Problem], dict]:
    """Problems of each file, then (if all read and fit their schema) of the set as a whole."""
    module = schema_module(game)
    problems: list[Problem] = []
    docs, roots = {}, {}
    for name, schema in module.FILES.items():
        path = paths.get(name)
        if path is None:
            continue
        try:
            data, root = read_document(path)
        except BadData as bad:
            problems += bad.problems
            continue
        found = schema_problems(path, data, root, schema)
        problems += found
        if not found:
            docs[name], roots[name] = data, root
    if not problems and len(docs) == len(module.FILES):
        for name, where, problem in module.cross_check(docs):
            problems.append(Problem(str(paths[name]), line_of(roots[name], where), field_name(where), problem))
    return problems, docs


def house_paths(game: str) -> dict[str, Path]:
    return {name: shipped(spec_of(game).package, "data", name) for name in schema_module(game).FILES}


def read_set_file(folder: Path) -> tuple[dict | None, list[Problem]]:
    path = folder / SET_FILE
    if not path.exists():
        return None, [Problem(str(path), 0, "", f"missing: a data set's folder names its game in {SET_FILE} (game: GAME-ID, name: NAME)")]
    try:
        data, root = read_document(path)
    except BadData as bad:
        return None, bad.problems
    from ..rules.schema import mapping, one_of, text
    schema = mapping(required={"game": one_of(*GAMES), "name": text()}, optional={"based_on": text(), "note": text()})
    problems = schema_problems(path, data, root, schema)
    return (None if problems else data), problems


def check_set(folder: Path) -> list[Problem]:
    """Every problem of a data set's folder (its dataset.yaml and each of its game's files)."""
    return load_set(folder)[1]


def load_set(folder: Path, game: str | None = None) -> tuple[dict | None, list[Problem]]:
    """A data set's documents, each checked, and the problems of the set (the documents are
    None when there is any); ``game``: the game the set must be for."""
    folder = Path(folder)
    info, problems = read_set_file(folder)
    if info is None:
        return None, problems
    if game is not None and info["game"] != game:
        _, root = read_document(folder / SET_FILE)
        return None, [Problem(str(folder / SET_FILE), line_of(root, ["game"]), "game",
                              f"this set is for {info['game']}, not {game}")]
    game = info["game"]
    module = schema_module(game)
    paths = {}
    for name in module.FILES:
        path = folder / name
        if path.exists():
            paths[name] = path
        else:
            problems.append(Problem(str(path), 0, "", f"missing: a data set for {game} has the files {', '.join(module.FILES)}"))
    found, docs = _check_docs(game, paths)
    problems += found
    return (None if problems else docs), problems


def check_file(path: Path, game: str | None = None) -> list[Problem]:
    """Problems of one file; the set's other files (or the house data) complete the picture."""
    path = Path(path)
    if game is None:
        info, problems = read_set_file(path.parent)
        if info is None:
            return [Problem(str(path), 0, "", f"which game is it for? Put it in a data set's folder (with {SET_FILE}) or name the game with --game")]
        game = info["game"]
    module = schema_module(game)
    if path.name not in module.FILES:
        return [Problem(str(path), 0, "", f"not a data file of {game}: its files are {', '.join(module.FILES)}")]
    paths = house_paths(game)
    for name in module.FILES:
        if (path.parent / name).exists():
            paths[name] = path.parent / name
    paths[path.name] = path
    problems, _ = _check_docs(game, paths)
    return problems


def load_house(game: str) -> dict:
    """The house data of a game, every file checked; DataFileError (with the lines) if broken.
    (house.house_docs keeps what it returns: this checks afresh at each call.)"""
    problems, docs = _check_docs(game, house_paths(game))
    if problems:
        first = problems[0]
        raise DataFileError(first.path, "; ".join(str(p).removeprefix(first.path + ":").strip() for p in problems[:5]))
    return docs
