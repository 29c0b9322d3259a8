//! The max^n solve: every seat plays for its own value.
//!
//! Where seats play for themselves (Oh Hell, three-handed Bézique), the paranoid reduction of
//! `solver` (every other seat against one) is too gloomy: the others play for their own bids,
//! not against ours. Here each seat has its own objective (a utility), and at each position the
//! seat to play picks the card best for its own utility; a position's value is the vector of
//! every seat's utility at the end of the play that follows.
//!
//! **Ties.** Where two cards are worth the same to the seat playing, it plays the one worse for
//! the searching seat (`Options::searcher`, by default the seat to play at the root), or with
//! [`Ties::ForRoot`], the better; where that ties too, the one lower for seat 0, then for seat
//! 1, and so on, so that no order of play changes a value. A tie-break is a choice about the
//! others' play that max^n leaves open.
//!
//! **Work.** There are no alpha-beta bounds in max^n; the table keeps each trick start's exact
//! vector, equivalent cards are played as one, and where the caller states the most the
//! utilities may add up to, shallow pruning cuts a position whose seat has already made a
//! choice the seat before it will never let it reach. A node cap and a time cap stop a solve
//! that is too big, with the cards solved so far.

use crate::objective::Objective;
use crate::playout::seat_values;
use crate::position::Position;
use crate::ranks::holders;
use crate::rules::{Mask, Rules, MAX_HANDS};
use crate::solver::{Limits, Work};

/// Each seat's value, indexed by seat.
pub type Vector = [f64; MAX_HANDS];

/// How a seat chooses between cards worth the same to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ties {
    /// The card worse for the searching seat.
    AgainstRoot,
    /// The card better for the searching seat.
    ForRoot,
}

/// How a solve is played: what the caller knows of the utilities' sum, and how ties fall.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// The most the utilities may add up to at any finish, if known (shallow pruning).
    pub max_sum: Option<f64>,
    pub ties: Ties,
    /// The searching seat, against (or for) whom ties are broken (None: the seat to play).
    pub searcher: Option<usize>,
}

/// The value vector of each legal card, or as much as the limits allowed.
#[derive(Clone, Debug)]
pub struct MaxnSolved {
    /// Each legal card with every seat's value (equivalent cards share one).
    pub values: Vec<(u8, Vec<f64>)>,
    pub nodes: u64,
    /// Every value is exact (false: a limit stopped the search; `values` holds the cards
    /// solved before it did).
    pub complete: bool,
}

#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    generation: u32,
    values: Vector,
}

impl Default for Entry {
    fn default() -> Entry {
        Entry {
            key: 0,
            generation: 0,
            values: [0.0; MAX_HANDS],
        }
    }
}

/// What one solve needs besides the position.
struct Ctx<'a> {
    rules: &'a Rules,
    utilities: &'a [Objective],
    root: usize,
    ties: Ties,
    /// The most the utilities add up to, and each utility's least value (shallow pruning).
    max_sum: Option<f64>,
    least: Vector,
}

/// A max^n solver with its transposition table, kept between solves.
pub struct Maxn {
    table: Vec<Entry>,
    mask: usize,
    generation: u32,
    work: Work,
}

/// Values this close are equal (the tables hold whole numbers or simple fractions).
const EPSILON: f64 = 1e-9;

impl Maxn {
    /// A solver whose table has 2^`bits` entries.
    pub fn new(bits: u32) -> Maxn {
        let size = 1usize << bits.clamp(10, 26);
        Maxn {
            table: vec![Entry::default(); size],
            mask: size - 1,
            // Not the empty entries' generation: `best` reads a new table without clearing it.
            generation: 1,
            work: Work::new(Limits::default()),
        }
    }

    fn clear(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.table.fill(Entry::default());
            self.generation = 1;
        }
    }

    /// Every legal card's value vector with each seat playing for its own utility
    /// (`utilities[seat]`; a hand is played by `rules.controllers[hand]`).
    pub fn solve(
        &mut self,
        rules: &Rules,
        pos: &Position,
        utilities: &[Objective],
        options: Options,
        limits: Limits,
    ) -> MaxnSolved {
        self.clear();
        self.work = Work::new(limits);
        let mut values = Vec::new();
        if pos.over() {
            return MaxnSolved {
                values,
                nodes: 0,
                complete: true,
            };
        }
        let ctx = context(rules, pos, utilities, options);
        let seats = utilities.len();
        let complete = self.root_runs(&ctx, pos, |_, members, v| {
            let mut rest = members;
            while rest != 0 {
                let c = rest.trailing_zeros() as u8;
                rest &= rest - 1;
                values.push((c, v[..seats].to_vec()));
            }
        });
        values.sort_by_key(|(c, _)| *c);
        MaxnSolved {
            values,
            nodes: self.work.nodes,
            complete,
        }
    }

    /// The value vector of `pos` with every seat playing for its own utility, and the card
    /// its seat plays there (None where the play is over); None where the limits stopped the
    /// solve. Unlike [`Maxn::solve`] the table is kept from the solves before, so the caller
    /// keeps the rules, utilities and options of those (one search over many worlds: a
    /// position met again, in this world or another, is not solved again).
    pub fn best(
        &mut self,
        rules: &Rules,
        pos: &Position,
        utilities: &[Objective],
        options: Options,
        limits: Limits,
    ) -> Option<(Vector, Option<u8>)> {
        self.work = Work::new(limits);
        if pos.over() {
            return Some((seat_values(utilities, pos), None));
        }
        let ctx = context(rules, pos, utilities, options);
        let seat = rules.controllers[pos.to_play(rules) as usize] as usize;
        let mut best: Option<(Vector, u8)> = None;
        let complete = self.root_runs(&ctx, pos, |card, _, v| {
            if best.is_none_or(|(b, _)| prefers(&ctx, seat, &v, &b)) {
                best = Some((v, card));
            }
        });
        if !complete {
            return None;
        }
        best.map(|(v, card)| (v, Some(card)))
    }

    /// Each run of equivalent legal cards of `pos` (its highest card and the run's cards) with
    /// the vector of the play after it, in the order of `runs`, to `found`; false where a limit
    /// stopped the solve before every run was valued.
    fn root_runs(
        &mut self,
        ctx: &Ctx,
        pos: &Position,
        mut found: impl FnMut(u8, Mask, Vector),
    ) -> bool {
        for (card, members) in runs(ctx.rules, pos, pos.legal(ctx.rules)) {
            let mut child = pos.clone();
            child.play(ctx.rules, card);
            let (v, _) = self.search(ctx, &child, None);
            if self.work.aborted {
                return false;
            }
            found(card, members, v);
        }
        true
    }

    /// The value vector of the finished play from `pos`, each seat playing for itself, and
    /// whether it is exact. `parent`: the seat that chose to come here and the best it has
    /// already (shallow pruning): a position that seat will never choose returns a vector that
    /// is not exact, in which that seat's value is below its best.
    fn search(
        &mut self,
        ctx: &Ctx,
        pos: &Position,
        parent: Option<(usize, f64)>,
    ) -> (Vector, bool) {
        let out = [0.0; MAX_HANDS];
        if self.work.tick() {
            return (out, false);
        }
        let rules = ctx.rules;
        if pos.over() {
            return (seat_values(ctx.utilities, pos), true);
        }
        let mut slot = usize::MAX;
        let mut key = 0;
        if pos.trick_len == 0 {
            key = position_key(rules, pos);
            slot = (key as usize) & self.mask;
            let entry = &self.table[slot];
            if entry.key == key && entry.generation == self.generation {
                return (entry.values, true);
            }
        }
        let seat = rules.controllers[pos.to_play(rules) as usize] as usize;
        // The bound on the parent seat's value here once this seat has `best` for itself.
        let cut = match (parent, ctx.max_sum) {
            (Some((q, b)), Some(sum)) if q != seat => {
                let others: f64 = (0..ctx.utilities.len())
                    .filter(|&r| r != q && r != seat)
                    .map(|r| ctx.least[r])
                    .sum();
                Some((b, sum - others))
            }
            _ => None,
        };
        let legal = pos.legal(rules);
        if legal.count_ones() == 1 {
            // One card: played, no choice (the parent's bound still holds).
            let mut child = pos.clone();
            child.play(rules, legal.trailing_zeros() as u8);
            let (v, exact) = self.search(ctx, &child, parent);
            if exact && !self.work.aborted && slot != usize::MAX {
                self.table[slot] = Entry {
                    key,
                    generation: self.generation,
                    values: v,
                };
            }
            return (v, exact);
        }
        let mut best: Option<Vector> = None;
        let moves = reps(rules, pos, legal);
        for &card in &moves.cards[..moves.len] {
            let mut child = pos.clone();
            child.play(rules, card);
            let mine = best.map(|b| (seat, b[seat]));
            let (v, child_exact) = self.search(ctx, &child, mine);
            if self.work.aborted {
                return (out, false);
            }
            if !child_exact {
                // The child was cut: this seat never chooses it (its value is below `best`).
                continue;
            }
            let better = match best {
                None => true,
                Some(b) => prefers(ctx, seat, &v, &b),
            };
            if better {
                best = Some(v);
            }
            if let (Some((b, room)), Some(v)) = (cut, best) {
                // The parent seat gets at most `room` less this seat's best here, below what it
                // has: it will not come here.
                if room - v[seat] < b - EPSILON {
                    return (v, false);
                }
            }
        }
        // The first child gets no bound, so it is never cut: there is a best.
        let Some(best) = best else {
            return (out, false);
        };
        // Children cut were never this seat's choice: the vector is exact.
        if slot != usize::MAX {
            self.table[slot] = Entry {
                key,
                generation: self.generation,
                values: best,
            };
        }
        (best, true)
    }
}

/// What a solve of `pos` needs besides it: the searching seat (`options.searcher`, else the
/// seat to play), how ties fall, and each utility's least value (shallow pruning).
fn context<'a>(
    rules: &'a Rules,
    pos: &Position,
    utilities: &'a [Objective],
    options: Options,
) -> Ctx<'a> {
    let mut least = [0.0; MAX_HANDS];
    for (seat, utility) in utilities.iter().enumerate().take(MAX_HANDS) {
        least[seat] = utility
            .terms
            .iter()
            .map(|t| t.table.iter().cloned().fold(f64::INFINITY, f64::min))
            .sum();
    }
    let root = options
        .searcher
        .unwrap_or(rules.controllers[pos.to_play(rules) as usize] as usize);
    Ctx {
        rules,
        utilities,
        root,
        ties: options.ties,
        max_sum: options.max_sum,
        least,
    }
}

/// Whether `seat` prefers the finish `v` to `b`: more for itself; of two worth the same to
/// it, the one worse (or better, `Ties`) for the searching seat; then, so that the choice
/// depends on no order of play, the one lower for seat 0, then seat 1, and so on.
fn prefers(ctx: &Ctx, seat: usize, v: &Vector, b: &Vector) -> bool {
    if v[seat] > b[seat] + EPSILON {
        return true;
    }
    if v[seat] < b[seat] - EPSILON {
        return false;
    }
    let root = ctx.root;
    if (v[root] - b[root]).abs() > EPSILON {
        return match ctx.ties {
            Ties::AgainstRoot => v[root] < b[root],
            Ties::ForRoot => v[root] > b[root],
        };
    }
    for s in 0..ctx.utilities.len() {
        if (v[s] - b[s]).abs() > EPSILON {
            return v[s] < b[s];
        }
    }
    false
}

/// The table's key of a position at a trick's start: the hands (by the order of their cards
/// within each suit where ranks are monotone, so positions that differ only in cards gone
/// before are one, and which of them tie: copies of a face in a pack of several), the leader,
/// the lead restrictions and what each hand has won.
fn position_key(rules: &Rules, pos: &Position) -> u64 {
    let owner = holders(rules, pos);
    let mix = |key: u64, item: u64| (key.rotate_left(5) ^ item).wrapping_mul(0x517C_C1B7_2722_0A95);
    let mut key: u64 = 0x243F_6A88_85A3_08D3;
    if rules.rank_monotone {
        for order in &rules.suit_order {
            let mut previous: Option<usize> = None;
            for &c in order {
                let c = c as usize;
                let o = owner[c];
                if o != 0 {
                    // Whether it ties with the card before it (a copy of its face): the order
                    // alone does not tell a tie from a card beaten.
                    let tie = previous.is_some_and(|p| rules.powers.iter().all(|w| w[p] == w[c]));
                    let item = o as u64 | (tie as u64) << 7 | ((rules.points[c] as u64) << 8);
                    key = mix(key, item);
                    previous = Some(c);
                }
            }
            key = mix(key, 0xFF);
        }
    } else {
        for (c, &o) in owner.iter().enumerate().take(rules.cards) {
            if o != 0 {
                key = mix(key, o as u64 | ((c as u64) << 8));
            }
        }
    }
    key = mix(
        key,
        pos.leader as u64 | (pos.trumped as u64) << 8 | (pos.blocked as u64) << 9,
    );
    for h in 0..rules.hands {
        key = mix(
            key,
            pos.tricks_won[h] as u64 | ((pos.points_won[h] as u32 as u64) << 8),
        );
    }
    key
}

/// The legal cards in runs of equivalent cards (one suit, equal points, nothing live between
/// them in rank in another hand), each run as its highest card and the mask of its cards; in
/// the order of play: suit by suit, lowest run first. A card that captures, or has a copy of
/// its rank live in another hand (it ties with that copy), stands alone.
fn runs(rules: &Rules, pos: &Position, legal: Mask) -> Vec<(u8, Mask)> {
    let mut out: Vec<(u8, Mask)> = Vec::with_capacity(legal.count_ones() as usize);
    each_card(rules, pos, legal, |card, joins| match out.last_mut() {
        Some(last) if joins => {
            last.0 = card;
            last.1 |= 1u128 << card;
        }
        _ => out.push((card, 1u128 << card)),
    });
    out
}

/// Up to 128 cards, kept on the stack.
struct Reps {
    cards: [u8; 128],
    len: usize,
}

/// One card of each run of `runs` (its highest), in the same order.
fn reps(rules: &Rules, pos: &Position, legal: Mask) -> Reps {
    let mut out = Reps {
        cards: [0; 128],
        len: 0,
    };
    each_card(rules, pos, legal, |card, joins| {
        if joins {
            out.cards[out.len - 1] = card;
        } else {
            out.cards[out.len] = card;
            out.len += 1;
        }
    });
    out
}

/// Each legal card in the order of play, and whether it joins the run of the card before it.
fn each_card(rules: &Rules, pos: &Position, legal: Mask, mut emit: impl FnMut(u8, bool)) {
    let hand = pos.hands[pos.to_play(rules) as usize];
    let live = pos.remaining(rules) | pos.on_trick();
    let mut suits: u8 = 0;
    let mut rest = legal;
    while rest != 0 {
        let c = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        suits |= 1 << rules.suit_of[c];
    }
    while suits != 0 {
        let s = suits.trailing_zeros() as usize;
        suits &= suits - 1;
        let mut run: Option<i32> = None;
        for &c in &rules.suit_order[s] {
            let bit = 1u128 << c;
            if live & bit == 0 {
                continue;
            }
            if legal & bit == 0 {
                run = None;
                continue;
            }
            let p = rules.points[c as usize];
            if rules.capture_all & bit != 0 || rules.same_rank[c as usize] & live & !hand != 0 {
                emit(c, false);
                run = None;
                continue;
            }
            emit(c, run == Some(p));
            run = Some(p);
        }
    }
}

#[cfg(test)]
#[path = "maxn_tests.rs"]
mod tests;
