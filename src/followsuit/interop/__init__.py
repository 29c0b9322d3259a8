"""Our games in other people's frameworks: PettingZoo, Gymnasium and OpenSpiel.

Each adapter imports its framework only in its own module (``followsuit[interop]`` installs
PettingZoo, Gymnasium and numpy; ``followsuit[openspiel]`` OpenSpiel). Observations come from
:mod:`followsuit.interop.observation`; actions are numbered by ``Game.action_texts()``.
"""
