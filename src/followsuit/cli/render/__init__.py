"""Renderers by game name: the generic one draws every game from its views, its details and its
hints; a renderer registered under a game's name (a subclass of :class:`GenericRenderer`)
would replace it, though no built-in game needs one."""

from __future__ import annotations

from followsuit.cli.render.generic import GenericRenderer

_RENDERERS: dict[str, GenericRenderer] = {}
_GENERIC = GenericRenderer()


def register_renderer(game: str, renderer: GenericRenderer) -> None:
    _RENDERERS[game] = renderer


def renderer_for(game: str) -> GenericRenderer:
    """The renderer of ``game`` (its registered name), the generic one by default."""
    return _RENDERERS.get(game, _GENERIC)


__all__ = ["GenericRenderer", "register_renderer", "renderer_for"]
