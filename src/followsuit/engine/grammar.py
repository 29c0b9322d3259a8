"""An action grammar: a game states the forms of its actions once, as data, and parsing, the
texts of every action and the labels of the legal list all come from it.

A *form* is one kind of action text: the words it begins with (its verb; none for a bare bid
such as ``4`` or ``nil``) and the typed fields after them (a number, a choice among words, a
list of cards). Each form makes its actions from typed values (``TAKE(2)`` is the action
``take 2``), reads its fields back from an action (:meth:`Form.fields`), and lists its texts.
The grammar reads a person's text through its forms; a text that no form begins is a card,
read by the deal's own card table. A form that knows its verb but not what follows refuses
naming the bad word and what was expected there.

Actions stay the engine's :class:`Action` values (kind, canonical text, a small int, cards):
a form interns the actions of a finite field, so that a parsed text is the very action the
legal list holds.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from followsuit.cards import Card, Pack
from followsuit.cards.card import HOW_TO_WRITE
from followsuit.engine.accepted import not_an_action
from followsuit.engine.actions import Action, normalise
from followsuit.errors import NotationError

PLAY = "play"
"""The kind of a card played to a trick, which the deal's card table reads and writes."""


def is_number(word: str) -> bool:
    """Plain digits 0-9 (``str.isdigit`` also takes superscripts, which ``int`` refuses)."""
    return word.isascii() and word.isdigit()


class Refusal(NotationError):
    """A text a form read and refuses in words meant for the player (``only a joker is called
    high or low``): :meth:`Grammar.parse` gives them after the text, not summed up by what is
    accepted now."""


def refused(verb: Sequence[str], word: str, expected: str) -> NotationError:
    """The refusal of a text whose ``word`` is not what the form of ``verb`` expects there
    (``word`` empty: nothing follows the verb)."""
    if word:
        return NotationError(f"{word!r} is not {expected}")
    return NotationError(f"{' '.join(verb)!r} names {expected}")


class Form:
    """One kind of action text. ``verb`` is the words it begins with (``()`` for a bare
    form, which reads the whole text); ``kind`` is the kind of its actions."""

    kind: str
    verb: tuple[str, ...]

    def read(self, words: Sequence[str]) -> Action:
        """The action whose words after the verb are ``words``; a
        :class:`NotationError` naming the bad word and what was expected there if none."""
        raise NotImplementedError

    def reads(self, words: Sequence[str]) -> bool:
        """For a bare form: whether the whole text's ``words`` are its own to read."""
        return False

    def owns(self, action: Action) -> bool:
        """Whether ``action`` is one of this form's."""
        return action.kind == self.kind

    def fields(self, action: Action) -> tuple[Any, ...]:
        """The typed values ``action`` was made from: ``make(*fields(action)) == action``."""
        raise NotImplementedError

    def make(self, *values: Any) -> Action:
        """The action of these typed values."""
        raise NotImplementedError

    def __call__(self, *values: Any) -> Action:
        return self.make(*values)

    def whole(self) -> Mapping[str, Action]:
        """Texts read as a whole (the canonical texts of a finite form, and their aliases):
        a form with a verb's are looked up before any verb, a bare form's are its readings."""
        return {}

    def labels(self) -> Mapping[str, str]:
        """How the legal list labels this form's actions, by text (none: the text itself)."""
        return {}


@dataclass(frozen=True, eq=False)
class Word(Form):
    """An action that is one fixed text (``look``, ``come out``, ``pass``), with other texts
    that say the same (``decline`` for ``pass``) and how the legal list labels it."""

    kind: str
    text: str
    value: int = 0
    aliases: tuple[str, ...] = ()
    label: str | None = None
    action: Action = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "verb", tuple(self.text.split()))
        object.__setattr__(self, "action", Action(self.kind, self.text, self.value))

    def owns(self, action: Action) -> bool:
        return action == self.action

    def read(self, words: Sequence[str]) -> Action:
        if words:
            raise refused(self.verb, words[0], f"part of {self.text!r}: nothing follows it")
        return self.action

    def fields(self, action: Action) -> tuple[Any, ...]:
        return ()

    def make(self, *values: Any) -> Action:
        return self.action

    def whole(self) -> Mapping[str, Action]:
        return {text: self.action for text in (self.text, *self.aliases)}

    def labels(self) -> Mapping[str, str]:
        return {} if self.label is None else {self.text: self.label}


INTERNED = 1000
"""A numbered form of at most this many numbers makes each action once; a longer one (any
number, range(0, sys.maxsize): the checks refuse what is too many) makes them as read."""


@dataclass(frozen=True, eq=False)
class Numbered(Form):
    """A verb and a number from ``numbers`` (``take 2``, ``claim 7``), or a bare number
    (``4``) when ``verb`` is empty. ``names`` writes some numbers as words (``nil`` for 0;
    the digits are still read); ``what`` names the field in a refusal (``a number of tricks
    from 1 to 13``). The action's value is the number."""

    kind: str
    words: str
    numbers: range
    what: str
    names: Mapping[int, str] = field(default_factory=dict)
    label: str | None = None
    """A template of the legal list's label (``{n}`` the number), if not the text."""
    actions: dict[int, Action] = field(init=False)
    """The actions of every number (none for a form of more than ``INTERNED`` numbers)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "verb", tuple(self.words.split()))
        listed = self.numbers if len(self.numbers) <= INTERNED else ()
        actions = {n: Action(self.kind, self.text_of(n), n) for n in listed}
        object.__setattr__(self, "actions", actions)

    def text_of(self, number: int) -> str:
        written = self.names.get(number, str(number))
        return f"{self.words} {written}" if self.words else written

    def reads(self, words: Sequence[str]) -> bool:
        return len(words) == 1 and (is_number(words[0]) or words[0] in self.names.values())

    def read(self, words: Sequence[str]) -> Action:
        named = {name: n for n, name in self.names.items()}
        if len(words) != 1 or not (is_number(words[0]) or words[0] in named):
            raise refused(self.verb, " ".join(words), self.what)
        number = named[words[0]] if words[0] in named else int(words[0])
        if number not in self.numbers:
            raise refused(self.verb, words[0], self.what)
        return self.make(number)

    def owns(self, action: Action) -> bool:
        return (
            action.kind == self.kind
            and action.value in self.numbers
            and action.text == self.text_of(action.value)
        )

    def fields(self, action: Action) -> tuple[Any, ...]:
        return (action.value,)

    def make(self, *values: Any) -> Action:
        (number,) = values
        action = self.actions.get(number)
        if action is None:
            if number not in self.numbers:
                raise ValueError(f"{number} is not a number of {self.kind}")
            action = Action(self.kind, self.text_of(number), number)
        return action

    def whole(self) -> Mapping[str, Action]:
        return {action.text: action for action in self.actions.values()}

    def texts(self, numbers: Iterable[int] | None = None) -> list[str]:
        """The texts of ``numbers`` (every number by default), in their order."""
        chosen = self.numbers if numbers is None else numbers
        return [self.make(n).text for n in chosen]

    def labels(self) -> Mapping[str, str]:
        if self.label is None:
            return {}
        return {a.text: self.label.format(n=n) for n, a in self.actions.items()}


@dataclass(frozen=True, eq=False)
class Spoken(Form):
    """Words a person may say before a bare form's own (``bid 3`` for Oh Hell's bid ``3``),
    read as that form reads what follows them. It writes no text and owns no action: the bare
    form writes every one, so a record or a view never holds the longer text."""

    words: str
    form: Form

    def __post_init__(self) -> None:
        object.__setattr__(self, "verb", tuple(self.words.split()))
        object.__setattr__(self, "kind", self.form.kind)

    def read(self, words: Sequence[str]) -> Action:
        return self.form.read(words)

    def owns(self, action: Action) -> bool:
        return False


@dataclass(frozen=True, eq=False)
class Chosen(Form):
    """A verb and one word of ``choices`` (``contra bid``, ``trump H``); ``aliases`` reads
    other words as one of them (``hearts`` for ``H``). The action's value is the choice's
    place in ``choices``."""

    kind: str
    words: str
    choices: tuple[str, ...]
    what: str
    aliases: Mapping[str, str] = field(default_factory=dict)
    labels_of: Mapping[str, str] = field(default_factory=dict)
    """The legal list's label of a choice, by choice, if not the text."""
    actions: dict[str, Action] = field(init=False)
    folded: dict[str, Action] = field(init=False)
    """The actions by their choice in lower case, as a person's text is read."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "verb", tuple(self.words.split()))
        actions = {
            choice: Action(self.kind, f"{self.words} {choice}", i)
            for i, choice in enumerate(self.choices)
        }
        object.__setattr__(self, "actions", actions)
        object.__setattr__(self, "folded", {c.lower(): a for c, a in actions.items()})

    def read(self, words: Sequence[str]) -> Action:
        word = " ".join(words)
        choice = self.aliases.get(word, word)
        action = self.actions.get(choice) or self.folded.get(choice)
        if action is None:
            raise refused(self.verb, word, self.what)
        return action

    def fields(self, action: Action) -> tuple[Any, ...]:
        return (self.choices[action.value],)

    def make(self, *values: Any) -> Action:
        (choice,) = values
        return self.actions[choice]

    def whole(self) -> Mapping[str, Action]:
        return {action.text: action for action in self.actions.values()}

    def texts(self) -> list[str]:
        return [action.text for action in self.actions.values()]

    def labels(self) -> Mapping[str, str]:
        return {self.actions[c].text: label for c, label in self.labels_of.items()}


@dataclass(frozen=True, eq=False)
class Several(Form):
    """A verb and one or more words of ``names``, each once (``declare trumps sparrow``),
    written in the order of ``names`` whatever order they were typed in. The action's value is
    their mask (bit i: ``names[i]``)."""

    kind: str
    words: str
    names: tuple[str, ...]
    what: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "verb", tuple(self.words.split()))

    def read(self, words: Sequence[str]) -> Action:
        if not words:
            raise refused(self.verb, "", f"{self.what}, such as {self.words} {self.names[0]}")
        for word in words:
            if word not in self.names:
                raise refused(self.verb, word, f"{self.what}: {', '.join(self.names)}")
        if len(set(words)) != len(words):
            twice = next(word for word in words if words.count(word) > 1)
            raise NotationError(f"{twice!r} is named twice: {self.words} names each once")
        return self.make(tuple(words))

    def fields(self, action: Action) -> tuple[Any, ...]:
        return (tuple(name for i, name in enumerate(self.names) if action.value >> i & 1),)

    def make(self, *values: Any) -> Action:
        (chosen,) = values
        return self._action(frozenset(chosen))

    @cache  # noqa: B019 (a form lives as long as its game)
    def _action(self, chosen: frozenset[str]) -> Action:
        ordered = [name for name in self.names if name in chosen]
        value = sum(1 << self.names.index(name) for name in ordered)
        return Action(self.kind, " ".join([self.words, *ordered]), value)


@dataclass(frozen=True, eq=False)
class CardList(Form):
    """A verb and one or more cards (``discard 7H 8H``). Cards are written in the order of
    ``pack`` whatever order they were typed in, or as typed without a pack or with
    ``in_order`` (a cut names its cards in the order of the players who get them); ``count``
    cards exactly, if given; only cards of the pack if ``in_pack``. ``value`` is the action's
    value for its cards (0 by default)."""

    kind: str
    words: str
    pack: Pack | None = None
    in_order: bool = False
    count: int | None = None
    in_pack: bool = False
    value: Callable[[tuple[Card, ...]], int] | None = None
    position: Mapping[Card, int] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "verb", tuple(self.words.split()))
        faces = () if self.pack is None else self.pack.faces
        object.__setattr__(self, "position", {card: index for index, card in enumerate(faces)})

    @property
    def example(self) -> str:
        return f"{self.words} 7H" if self.count == 1 else f"{self.words} 7H 8H"

    def read(self, words: Sequence[str]) -> Action:
        if not words:
            raise refused(self.verb, "", f"the cards, such as {self.example}")
        if self.count is not None and len(words) != self.count:
            many = "one card" if self.count == 1 else f"{self.count} cards"
            raise NotationError(f"{self.words!r} names {many}, such as {self.example}")
        cards = []
        for word in words:
            try:
                cards.append(Card.parse(word))
            except NotationError:
                raise refused(self.verb, word, f"a card ({HOW_TO_WRITE})") from None
            if self.in_pack and cards[-1] not in self.position:
                raise refused(self.verb, word, "a card of this game's pack")
        return self.make(tuple(cards))

    def fields(self, action: Action) -> tuple[Any, ...]:
        return (action.cards,)

    def make(self, *values: Any) -> Action:
        cards = tuple(values[0])
        if not self.in_order and self.pack is not None:
            last = len(self.position)
            cards = tuple(sorted(cards, key=lambda c: self.position.get(c, last)))
        value = 0 if self.value is None else self.value(cards)
        return Action(self.kind, " ".join([self.words, *map(str, cards)]), value, cards)


REMEMBERED = 20_000
"""Texts a grammar remembers the reading of (a Spades game passing 3 cards has 22,100)."""


class Grammar:
    """The forms of one game's actions (``name`` as a refusal says it: "a Spades action").
    :meth:`parse` reads a text; a text no form begins is a card, read by the deal."""

    def __init__(self, name: str, forms: Sequence[Form]) -> None:
        self.name = name
        self.article = "an" if name[:1].lower() in "aeiou" else "a"
        self.forms = tuple(forms)
        self.whole: dict[str, Action] = {}
        """Texts read whole, before any verb: every text of a form with a verb (``look``)."""
        self.by_verb: dict[tuple[str, ...], Form] = {}
        self.bare: list[Form] = []
        self.remembered: dict[str, Action] = {}
        """Texts a form with a verb has read, as sent."""
        self.bare_read: dict[str, Action] = {}
        """Texts a bare form has read (``4``, ``nil``): not a card, unless ``cards_first``."""
        self.card_texts: set[str] = set()
        """Texts no form reads: cards."""
        for form in self.forms:
            if form.verb:
                self.by_verb.setdefault(form.verb, form)
                for text, action in form.whole().items():
                    self.whole.setdefault(normalise(text), action)
            else:
                self.bare.append(form)
                for text, action in form.whole().items():
                    self.bare_read.setdefault(text, action)
        self.longest = max((len(verb) for verb in self.by_verb), default=0)
        self.first_words = {verb[0] for verb in self.by_verb}

    def read(
        self, text: str, cards: Callable[[str], Action], *, cards_first: bool = False
    ) -> Action:
        """The action ``text`` names, a card by ``cards``; a :class:`NotationError` saying
        what the parser found if none. With ``cards_first`` a text that a bare form and the
        card table both read is a card (Beyond's ``4S`` in the play).

        What a text is to the forms depends on the text alone, so it is remembered (up to
        ``REMEMBERED`` texts each): the action a form made of it, or that no form reads it
        (a card). Bots and records send the same texts again and again."""
        known = self.remembered.get(text)
        if known is not None:
            return known
        if text in self.card_texts:
            return cards(text)
        bare = self.bare_read.get(text)
        if bare is None:
            found, bare_reading = self.read_afresh(text, cards, cards_first)
            if not bare_reading:
                return found
            bare = found
        return self.card_or(text, cards, bare) if cards_first else bare

    def read_afresh(
        self, text: str, cards: Callable[[str], Action], cards_first: bool
    ) -> tuple[Action, bool]:
        """:meth:`read` of a text not remembered yet, and whether the action is a bare
        form's reading (which ``cards_first`` puts after a card): a card if no form reads it,
        else its form's action (a card where cards come first and the bare form cannot read
        it; the form's refusal if the card table cannot either)."""
        key = normalise(text)
        known = self.whole.get(key)
        if known is not None:
            return self.remember(self.remembered, text, known), False
        form, rest = self.form_for(key.split())
        if form is None:
            if len(self.card_texts) < REMEMBERED:
                self.card_texts.add(text)
            return cards(text), False
        if form.verb:
            return self.remember(self.remembered, text, form.read(rest)), False
        try:
            return self.remember(self.bare_read, text, form.read(rest)), True
        except NotationError as error:
            if not cards_first:
                raise
            try:
                return cards(text), False
            except NotationError:
                raise error from None

    @staticmethod
    def card_or(text: str, cards: Callable[[str], Action], action: Action) -> Action:
        """The card ``text`` names, else ``action``."""
        try:
            return cards(text)
        except NotationError:
            return action

    @staticmethod
    def remember(memory: dict[str, Action], text: str, action: Action) -> Action:
        if len(memory) < REMEMBERED:
            memory[text] = action
        return action

    def form_for(self, words: list[str]) -> tuple[Form | None, list[str]]:
        """The form that reads ``words`` (by its verb, the longest first, else a bare form
        that reads them), and the words left for it; None if no form does (a card)."""
        if words and words[0] in self.first_words:
            for size in range(min(self.longest, len(words)), 0, -1):
                form = self.by_verb.get(tuple(words[:size]))
                if form is not None:
                    return form, words[size:]
        for form in self.bare:
            if form.reads(words):
                return form, words
        return None, words

    def parse(
        self,
        text: str,
        cards: Callable[[str], Action],
        legal: Callable[[], Sequence[Action]],
        *,
        cards_first: bool = False,
    ) -> Action:
        """:meth:`read`, refusing a text that names no action in a player's words (what is
        accepted now, from ``legal``), the parser's own words kept in the ``detail``."""
        try:
            return self.read(text, cards, cards_first=cards_first)
        except Refusal as error:
            raise NotationError(f"{text!r}: {error}", error.detail) from None
        except NotationError as error:
            raise NotationError(
                not_an_action(text, legal()),
                f"{text!r} is not {self.article} {self.name} action: {error.detail}",
            ) from None

    def form_of(self, action: Action) -> Form | None:
        """The form ``action`` is made by (None: a card played, which the card table makes)."""
        for form in self.forms:
            if form.owns(action):
                return form
        if action.kind == PLAY:
            return None
        raise KeyError(f"no {self.name} form makes {action!r}")

    def render(self, action: Action) -> str:
        """The text of ``action``, made again from its typed fields by its form (a card
        played: the card's own text)."""
        form = self.form_of(action)
        if form is None:
            return str(action.cards[0])
        return form.make(*form.fields(action)).text

    def labels(self) -> dict[str, str]:
        """How the legal list labels the actions whose label is not their text."""
        labels: dict[str, str] = {}
        for form in self.forms:
            labels |= form.labels()
        return labels
