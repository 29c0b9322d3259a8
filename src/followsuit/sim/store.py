"""A run's output directory: what it plays, each finished batch, and its reports.

``DIR/run.json`` names the run (what is played, the seed, the batch size); each finished batch
is written to ``DIR/batches/START-STOP.json`` as it comes back, by a rename, so a batch file is
whole or absent. Started again on the same directory, a run reads the batches already there
and plays only the rest; a directory written by a different run is refused. Nothing here
knows what a batch holds: simulations and arenas store theirs alike.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from followsuit.errors import OptionError

FORMAT = "followsuit-run/1"


class BatchStore:
    """Finished batches of one run, kept in ``directory``."""

    def __init__(self, directory: str | Path, header: Mapping[str, Any]) -> None:
        self.directory = Path(directory)
        self.header = {"format": FORMAT, **header}
        self.batches = self.directory / "batches"

    def open(self, batch_size: int) -> int:
        """Create the directory or check that it holds this run; the batch size to use (the
        one first chosen, so that the batches already written still line up)."""
        size = self.check()
        self.batches.mkdir(parents=True, exist_ok=True)
        if size is not None:
            return size
        self._write(self.directory / "run.json", {**self.header, "batch_size": batch_size})
        return batch_size

    def check(self) -> int | None:
        """Refuse a directory :meth:`open` could not keep this run in (``OptionError``): a
        file, or the directory of another run; else the batch size this run first chose there
        (None: not started there yet). Nothing is written, so a command may check first."""
        if self.directory.exists() and not self.directory.is_dir():
            raise OptionError(f"{self.directory} is a file: choose a directory for the run")
        path = self.directory / "run.json"
        if not path.exists():
            return None
        stored = json.loads(path.read_text(encoding="utf-8"))
        size = stored.pop("batch_size", None)
        if stored != _plain(self.header) or not isinstance(size, int):
            raise OptionError(
                f"{self.directory} holds another run ({path}): choose another directory"
            )
        return size

    def played(self, count: int) -> int:
        """Refuse the directory as :meth:`check` does; else how many of the run's ``count``
        units its finished batches hold (0: not started there), from the files' names alone
        (a command says so before resuming)."""
        size = self.check()
        if size is None:
            return 0
        return sum(
            stop - start
            for start, stop in self._written()
            if start % size == 0 and stop == min(start + size, count)
        )

    def finished(self) -> dict[tuple[int, int], Any]:
        """The batches already written: (start, stop) to what was saved."""
        return {
            (start, stop): json.loads(path.read_text(encoding="utf-8"))
            for (start, stop), path in self._written().items()
        }

    def _written(self) -> dict[tuple[int, int], Path]:
        """The batch files already written, by (start, stop)."""
        found: dict[tuple[int, int], Path] = {}
        for path in sorted(self.batches.glob("*.json")):
            start, _, stop = path.stem.partition("-")
            if start.isdigit() and stop.isdigit():
                found[int(start), int(stop)] = path
        return found

    def save(self, start: int, stop: int, data: Any) -> None:
        """Keep one finished batch (written whole, then renamed into place)."""
        self._write(self.batches / f"{start}-{stop}.json", data)

    def write(self, name: str, data: Any) -> Path:
        """A report file of the run (JSON)."""
        path = self.directory / name
        self._write(path, data)
        return path

    @staticmethod
    def _write(path: Path, data: Any) -> None:
        write_json(path, data)


def write_json(path: Path, data: Any) -> None:
    """Write ``data`` as JSON to ``path`` whole: to a partial file, then renamed into place."""
    partial = path.with_name(path.name + ".partial")
    partial.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    os.replace(partial, path)


def _plain(data: Any) -> Any:
    """``data`` as it reads back from JSON (tuples become lists)."""
    return json.loads(json.dumps(data, ensure_ascii=False))
