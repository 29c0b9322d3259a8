"""A table's secret key, and every generator the table derives from it.

Each deal's shuffle and each bot's generator is seeded from an HMAC of the table's key and
what it is for (``deal:3``, ``bot:2:117``), so knowing one finished deal's pack, or what a bot
did, reveals nothing about the next deal or the bots: the key never leaves the server.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from random import Random

from followsuit.engine import Game
from followsuit.engine.match import DealSource

KEY_BYTES = 32


def new_key() -> str:
    """A fresh table key: 256 random bits, as hex (it is stored with the table)."""
    return secrets.token_hex(KEY_BYTES)


def derived_random(key: str, *purpose: object) -> Random:
    """A generator for one purpose, seeded with HMAC-SHA256(key, purpose): independent of
    every other purpose's, and of no use for finding the key."""
    message = ":".join(str(p) for p in purpose).encode()
    digest = hmac.new(bytes.fromhex(key), message, hashlib.sha256).digest()
    return Random(int.from_bytes(digest, "big"))


def deal_source(game: Game, key: str) -> DealSource:
    """The packs of a table's deals: deal ``n`` shuffled by its own derived generator."""

    def source(index: int, dealer: int) -> tuple[list[int], int]:
        return game.pack.shuffled(derived_random(key, "deal", index)), dealer

    return source
