"""A folder of golden records (``tests/golden/GAME``): each ``NAME.json`` a record, each
``NAME.expected.json`` what ``followsuit replay NAME.json --json`` must print."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from followsuit.records import load

ROOT = Path(__file__).parent / "golden"


class GoldenFolder:
    """The golden records of one game; ``names`` every record it holds (without ``.json``)."""

    def __init__(self, game: str, names: list[str]) -> None:
        self.path = ROOT / game
        self.names = names

    def read(self, filename: str) -> dict[str, Any]:
        """A file of the folder as plain JSON."""
        with (self.path / filename).open(encoding="utf-8") as file:
            data: dict[str, Any] = json.load(file)
        return data

    def record(self, filename: str) -> dict[str, Any]:
        """A record of the folder, read as ``followsuit replay`` reads it."""
        with (self.path / filename).open(encoding="utf-8") as file:
            return load(file)

    def check_every_record_listed(self) -> None:
        """Each record in the folder has its expected file and is among ``names``."""
        files = {p.name for p in self.path.glob("*.json")}
        records = {name for name in files if not name.endswith(".expected.json")}
        assert records == {f"{name}.json" for name in self.names}
        assert files - records == {f"{name}.expected.json" for name in self.names}
