"""Generic machinery every game is built from: the State protocol, deals and matches, trick
play, dealing, auctions, resampling, options and the bot protocol."""

from followsuit.engine.actions import Action, normalise
from followsuit.engine.auction import Auction
from followsuit.engine.bots import Bot, RandomBot
from followsuit.engine.deal import RECORD_FORMAT, Deal, DealOutcome
from followsuit.engine.dealing import deal_hands, mask_of
from followsuit.engine.game import Game, Match
from followsuit.engine.options import Options, require
from followsuit.engine.sampling import deal_unknown
from followsuit.engine.state import Score, Scores, State, View, check_viewer
from followsuit.engine.tricks import Follow, Ties, Trick, legal_plays, winning_position

__all__ = [
    "RECORD_FORMAT",
    "Action",
    "Auction",
    "Bot",
    "Deal",
    "DealOutcome",
    "Follow",
    "Game",
    "Match",
    "Options",
    "RandomBot",
    "Score",
    "Scores",
    "State",
    "Ties",
    "Trick",
    "View",
    "check_viewer",
    "deal_hands",
    "deal_unknown",
    "legal_plays",
    "mask_of",
    "normalise",
    "require",
    "winning_position",
]
