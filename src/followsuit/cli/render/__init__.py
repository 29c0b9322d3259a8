"""Renderers by game name: the generic one draws every game from its views; a game with more
to show registers its own (a subclass of :class:`GenericRenderer`) here under its name."""

from __future__ import annotations

from followsuit.cli.render.generic import GenericRenderer

_RENDERERS: dict[str, GenericRenderer] = {}
_GENERIC = GenericRenderer()


def register_renderer(game: str, renderer: GenericRenderer) -> None:
    _RENDERERS[game] = renderer


def _register_game_renderers() -> None:
    from followsuit.cli.render.beyond import BeyondRenderer

    register_renderer("beyond", BeyondRenderer())


_register_game_renderers()


def renderer_for(game: str) -> GenericRenderer:
    """The renderer of ``game`` (its registered name), the generic one by default."""
    return _RENDERERS.get(game, _GENERIC)


__all__ = ["GenericRenderer", "register_renderer", "renderer_for"]
