"""The JSON record format ``followsuit/1`` (DESIGN: records): read, check the shape, write.

Like the ``json`` module: ``load``/``loads`` read a record, ``dump``/``dumps`` write one.
"""

from __future__ import annotations

import json
from typing import IO, Any

from followsuit.engine import RECORD_FORMAT
from followsuit.errors import RecordError

Record = dict[str, Any]


def loads(text: str) -> Record:
    """Read a record from JSON text; the shape is checked, the play is not (see ``replay``)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise RecordError(f"not JSON: {error}") from None
    except RecursionError:
        raise RecordError("not a record: nested too deeply to read") from None
    check_shape(data)
    return data  # type: ignore[no-any-return]


def load(fp: IO[str]) -> Record:
    return loads(fp.read())


def dumps(record: Record, *, indent: int | None = None) -> str:
    """JSON text of a record. Without ``indent``, one line per deal's lists stays compact."""
    return json.dumps(record, indent=indent, ensure_ascii=False)


def dump(record: Record, fp: IO[str], *, indent: int | None = None) -> None:
    fp.write(dumps(record, indent=indent))
    fp.write("\n")


def check_shape(data: Any) -> None:
    """Raise :class:`RecordError` naming the first field that is missing or of a wrong type."""
    if not isinstance(data, dict):
        raise RecordError("a record is a JSON object")
    if data.get("format") != RECORD_FORMAT:
        raise RecordError(f"format must be {RECORD_FORMAT!r}, not {data.get('format')!r}")
    if not isinstance(data.get("game"), str):
        raise RecordError("game must be a game name")
    if not isinstance(data.get("options", {}), dict):
        raise RecordError("options must be an object")
    if "players" in data and not isinstance(data["players"], list):
        raise RecordError("players must be a list of names")
    deals = data.get("deals")
    if not isinstance(deals, list):
        raise RecordError("deals must be a list")
    for number, deal in enumerate(deals, 1):
        where = f"deal {number}"
        if not isinstance(deal, dict):
            raise RecordError(f"{where}: must be an object")
        dealer = deal.get("dealer")
        if not isinstance(dealer, int) or isinstance(dealer, bool):
            raise RecordError(f"{where}: dealer must be a seat number")
        pack = deal.get("pack")
        if not isinstance(pack, list) or not all(isinstance(c, str) for c in pack):
            raise RecordError(f"{where}: pack must be a list of card texts")
        actions = deal.get("actions")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise RecordError(f"{where}: actions must be a list of action texts")
