"""Types of the native core (rust/): trick play as data, an exact solver, a max^n solver."""

class Rules:
    def __init__(
        self,
        *,
        hands: int,
        suit_of: list[int],
        follow_masks: list[int],
        powers: list[list[int]],
        rank_order: list[int],
        trumps: int = 0,
        follow: str = "must follow",
        last_wins: bool = False,
        trumps_barred: int = 0,
        blocked_after_lead: int = 0,
        third_may_throw: bool = False,
        capture_all: int = 0,
        capture_by: int = 0,
        points: list[int] = ...,
        last_trick_bonus: int = 0,
        last_cards: int = 0,
        controllers: list[int] = ...,
    ) -> None: ...
    @property
    def hands(self) -> int: ...
    def winning_position(self, trick: list[int]) -> int: ...
    def legal(
        self,
        hand: int,
        trick: list[int],
        trumped: bool = False,
        tricks_played: int = 0,
        blocked: bool = False,
    ) -> int: ...

class Position:
    def __init__(
        self,
        rules: Rules,
        *,
        hands: list[int],
        leader: int,
        trick: list[int] = ...,
        tricks_won: list[int] = ...,
        points_won: list[int] = ...,
        tricks_played: int = 0,
        total_tricks: int,
        trumped: bool = False,
        blocked: bool = False,
    ) -> None: ...
    def to_play(self) -> int | None: ...
    def legal(self) -> int: ...
    def play(self, card: int) -> int | None: ...
    def clone(self) -> Position: ...
    @property
    def hands(self) -> list[int]: ...
    @property
    def tricks_won(self) -> list[int]: ...
    @property
    def points_won(self) -> list[int]: ...
    @property
    def leader(self) -> int: ...
    @property
    def trick(self) -> list[int]: ...

class Objective:
    def __init__(
        self,
        *,
        groups: list[tuple[int, int, int, int]],
        terms: list[tuple[list[int], list[int], list[int], list[float]]],
        max_seats: int,
    ) -> None: ...
    @property
    def linear(self) -> bool: ...
    def value(self, position: Position) -> float: ...

class Solved:
    @property
    def values(self) -> list[tuple[int, float]]: ...
    @property
    def nodes(self) -> int: ...
    @property
    def complete(self) -> bool: ...

class Solver:
    def __init__(self, table_bits: int = 20) -> None: ...
    def solve(
        self,
        position: Position,
        objective: Objective,
        *,
        nodes: int = 0,
        seconds: float | None = None,
    ) -> Solved: ...
    def value(
        self,
        position: Position,
        objective: Objective,
        *,
        nodes: int = 0,
        seconds: float | None = None,
    ) -> tuple[float | None, int]: ...

def playouts(
    position: Position, objective: Objective, *, runs: int, seed: int
) -> list[tuple[int, float]]: ...
def playouts_each(
    position: Position,
    utilities: list[Objective],
    *,
    runs: int,
    seed: int,
    whole: bool = False,
) -> list[tuple[int, list[float]]]: ...

class MaxnSolved:
    @property
    def values(self) -> list[tuple[int, list[float]]]: ...
    @property
    def nodes(self) -> int: ...
    @property
    def complete(self) -> bool: ...

class MaxnSolver:
    def __init__(self, table_bits: int = 20) -> None: ...
    def solve(
        self,
        position: Position,
        utilities: list[Objective],
        *,
        max_sum: float | None = None,
        ties: str = "against",
        searcher: int | None = None,
        nodes: int = 0,
        seconds: float | None = None,
    ) -> MaxnSolved: ...

class Searched:
    @property
    def cards(self) -> list[tuple[int, int, float]]: ...
    @property
    def iterations(self) -> int: ...
    @property
    def nodes(self) -> int: ...

def ismcts(
    worlds: list[Position],
    utilities: list[Objective],
    *,
    seed: int,
    iterations: int = 0,
    seconds: float | None = None,
    exploration: float = 0.5,
    rollout: str = "policy",
    nodes: str = "own hand",
    redeal: Redeal | None = None,
) -> Searched: ...
def random_playouts(
    position: Position, utilities: list[Objective], *, runs: int, seed: int
) -> list[float]: ...

class Redeal:
    def __init__(
        self,
        position: Position,
        *,
        unseen: int,
        forbidden: list[int],
        others: list[tuple[int, int]] = ...,
    ) -> None: ...
    def deal(self, count: int, seed: int) -> list[Position]: ...
    @property
    def rooms(self) -> list[int]: ...

class BidsJudged:
    @property
    def bids(self) -> list[tuple[int, int, list[float]]]: ...
    @property
    def simulations(self) -> int: ...

def judge_bids(
    position: Position,
    *,
    bidder: int,
    unseen: int,
    sizes: list[int],
    bids: list[int | None],
    later: list[int],
    hook: bool,
    scores: list[list[float]],
    candidates: list[int],
    seed: int,
    simulations: int = 0,
    seconds: float | None = None,
    later_bids: str = "random",
    play: str = "random",
    exploration: float | None = None,
    bid_model: tuple[float, float, float] | None = None,
    bid_among: str = "pack",
) -> BidsJudged: ...
def bids_weight(
    position: Position,
    *,
    hands: list[int],
    bids: list[int | None],
    seat: int,
    bid_model: tuple[float, float, float],
    bid_among: str = "pack",
) -> float: ...
def play_weight(
    position: Position,
    *,
    hands: list[int],
    bids: list[int],
    scores: list[list[float]],
    seat: int,
    leader: int,
    played: list[int],
    miss: float,
) -> float: ...
