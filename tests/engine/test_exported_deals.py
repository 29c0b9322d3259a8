"""Every deal class a game package exports works when built directly: its phase table is the
class's own, attached where the class is defined, not by importing some other module first
(19's deal once got its table only when ``NineteenGame.deal_class`` imported its steps, and a
``NineteenDeal`` built directly had nobody to act and no legal action).

Each game is tried in a fresh interpreter, so that no other test has imported anything first.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import followsuit
from followsuit.games import BUILTIN

SOURCE = str(Path(followsuit.__file__).resolve().parents[1])

BUILD_DIRECTLY = """
import importlib
from random import Random

from followsuit.engine import Deal, Game, Options

package = importlib.import_module("followsuit.games." + {module!r})
exported = [getattr(package, name) for name in package.__all__]
games = [c for c in exported if isinstance(c, type) and issubclass(c, Game)]
options = [c for c in exported if isinstance(c, type) and issubclass(c, Options)]
deals = [c for c in exported if isinstance(c, type) and issubclass(c, Deal)]
assert len(games) == len(options) == 1 and deals, (games, options, deals)
game = games[0](options[0]())
for deal_class in deals:
    deal = deal_class(game, game.pack.shuffled(Random(7)), 0, game.initial_carry())
    seat = deal.to_act
    legal = deal.legal_actions()
    assert seat in range(game.players), f"{{deal_class.__name__}} built directly: to act {{seat}}"
    assert legal, f"{{deal_class.__name__}} built directly has no legal action"
    print(deal_class.__name__, seat, len(legal))
"""


@pytest.mark.parametrize("module", BUILTIN)
def test_an_exported_deal_class_built_directly_has_a_seat_to_act_and_legal_actions(
    module: str,
) -> None:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [SOURCE, env.get("PYTHONPATH")]))
    done = subprocess.run(
        [sys.executable, "-c", BUILD_DIRECTLY.format(module=module)],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip(), "no deal class was built"
