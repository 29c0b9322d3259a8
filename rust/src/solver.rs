//! The exact solver: alpha-beta over the rest of the play, with a transposition table, move
//! ordering and equivalent cards played as one.
//!
//! The maximising seats play for the objective's value and the others against it: two sides
//! are zero-sum; a seat playing for itself (Oh Hell) is solved paranoid, the others all
//! playing against it. Where the value adds up trick by trick (tricks, card points), the table
//! keeps bounds on the value of the rest of the play, whatever came before; otherwise its key
//! holds the groups' quantities so far too.
//!
//! Where a trick is won by suit and rank alone (no card points, no captures, no copies of a
//! card, following by suit: bridge's trick play and its kin), each search also returns the
//! cards whose holders its value depended on, the top cards that won tricks by their rank,
//! and the table keeps its bounds for every position with the same suit lengths and the same
//! holders of those top cards (`table`).

use std::time::{Duration, Instant};

use crate::bounds::{reach_bounds, second_hand_tricks};
use crate::key::table_key;
use crate::moves::{equivalent, ordered_moves};
use crate::objective::Objective;
use crate::position::Position;
use crate::ranks::{by_rank, by_rank_narrow, holders, lowest_place, lowest_rank};
use crate::rules::{Mask, Rules, MAX_HANDS, MAX_SUITS};
use crate::start::start_bounds;
use crate::suits::Suits;
use crate::table::{Pattern, Table};

pub(crate) use crate::context::Ctx;

/// Limits on one solve.
#[derive(Clone, Copy, Debug, Default)]
pub struct Limits {
    /// Positions visited at most (0: no limit).
    pub nodes: u64,
    /// Time at most.
    pub time: Option<Duration>,
}

impl Limits {
    /// Whether a search that has visited `nodes` positions since `started` must stop: past
    /// its positions, or (read every `CLOCK_EVERY` positions) past its time.
    pub(crate) fn reached(&self, nodes: u64, started: Instant) -> bool {
        if self.nodes != 0 && nodes > self.nodes {
            return true;
        }
        nodes.is_multiple_of(CLOCK_EVERY) && self.time.is_some_and(|time| started.elapsed() > time)
    }
}

/// One solve's work against its limits: the positions visited since it began, and whether a
/// limit stopped it (the alpha-beta solver's and max^n's alike).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Work {
    pub(crate) nodes: u64,
    pub(crate) aborted: bool,
    limits: Limits,
    started: Instant,
}

impl Work {
    /// A solve beginning now under `limits`.
    pub(crate) fn new(limits: Limits) -> Work {
        Work {
            nodes: 0,
            aborted: false,
            limits,
            started: Instant::now(),
        }
    }

    /// One more position visited: whether a limit stops the solve there (and from then on).
    pub(crate) fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.limits.reached(self.nodes, self.started) {
            self.aborted = true;
        }
        self.aborted
    }
}

/// The exact value of each legal card, or as much as the limits allowed.
#[derive(Clone, Debug)]
pub struct Solved {
    /// Each legal card with its value (equivalent cards share one).
    pub values: Vec<(u8, f64)>,
    pub nodes: u64,
    /// Every value is exact (false: a limit stopped the search; `values` holds the cards
    /// solved before it did).
    pub complete: bool,
}

/// A solver with its transposition table, kept between solves (many worlds, one decision).
pub struct Solver {
    table: Table,
    zobrist: Vec<[u64; 128]>,
    work: Work,
    /// The table keeps partitions where the rules allow (off: each position its own entry,
    /// as for any rules; the tests compare the two).
    pub(crate) partitions: bool,
    /// At each trick and place in it, the card that last cut the search off there (tried
    /// early where it is legal: DDS's "best move").
    killers: Vec<Option<u8>>,
}

const CLOCK_EVERY: u64 = 4096;

/// The next number of the splitmix64 sequence from `state`.
pub fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// What a search found: the value (or a bound of it), and the cards whose holders it
/// depended on (every card but the small ones, where the table keeps partitions).
pub(crate) type Found = (f64, Mask);

impl Solver {
    /// A solver whose table has 2^`bits` entries.
    pub fn new(bits: u32) -> Solver {
        let mut seed = 0x5EED_F011_0055_u64;
        let zobrist = (0..MAX_HANDS)
            .map(|_| {
                let mut keys = [0u64; 128];
                for k in keys.iter_mut() {
                    *k = splitmix(&mut seed);
                }
                keys
            })
            .collect();
        Solver {
            table: Table::new(bits),
            zobrist,
            work: Work::new(Limits::default()),
            partitions: true,
            killers: Vec::new(),
        }
    }

    /// Forgets every position (a new world: the cards are elsewhere).
    pub fn clear(&mut self) {
        self.table.clear();
    }

    /// Starts a solve: an empty table, the limits' count from now.
    fn begin(&mut self, limits: Limits) {
        self.clear();
        self.killers.clear();
        self.work = Work::new(limits);
    }

    /// The exact value of the position with best play by all (the best of its cards' values
    /// for the hand to play, as `solve` gives them), found by one search of the position
    /// rather than one a card; None where a limit stopped it.
    pub fn value(
        &mut self,
        rules: &Rules,
        pos: &Position,
        objective: &Objective,
        limits: Limits,
    ) -> (Option<f64>, u64) {
        self.begin(limits);
        let ctx = Ctx::new(rules, objective, self.partitions);
        let hash = self.hash(rules, pos);
        let mut view = (ctx.partition && ctx.layout.is_some()).then(|| ctx.suits(pos));
        let v = self.exact(&ctx, pos, view.as_mut(), hash, first_guess(&ctx, pos));
        ((!self.work.aborted).then_some(v), self.work.nodes)
    }

    /// The exact value of every legal card of the hand to play.
    pub fn solve(
        &mut self,
        rules: &Rules,
        pos: &Position,
        objective: &Objective,
        limits: Limits,
    ) -> Solved {
        self.begin(limits);
        let ctx = Ctx::new(rules, objective, self.partitions);
        let hash = self.hash(rules, pos);
        let mut values = Vec::new();
        if pos.over() {
            return Solved {
                values,
                nodes: 0,
                complete: true,
            };
        }
        let legal = pos.legal(rules);
        let moves = ordered_moves(&ctx, pos, legal, None, None, None);
        let hand = pos.to_play(rules) as usize;
        for &card in moves.as_slice() {
            let mut child = pos.clone();
            child.play(rules, card);
            let h = hash ^ self.zobrist[hand][card as usize];
            let mut view = (ctx.partition && ctx.layout.is_some()).then(|| ctx.suits(&child));
            let guess = values
                .first()
                .map_or_else(|| first_guess(&ctx, pos), |&(_, v)| v);
            let v = self.exact(&ctx, &child, view.as_mut(), h, guess);
            if self.work.aborted {
                break;
            }
            values.push((card, v));
        }
        let complete = !self.work.aborted;

        // Cards equivalent to a solved one share its value.
        let solved: Vec<(u8, f64)> = values.clone();
        let mut rest = legal;
        for &(c, _) in &solved {
            rest &= !(1u128 << c);
        }
        while rest != 0 {
            let c = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            if let Some(&(_, v)) = solved.iter().find(|&&(s, _)| equivalent(&ctx, pos, s, c)) {
                values.push((c, v));
            }
        }
        values.sort_by_key(|&(c, _)| c);
        Solved {
            values,
            nodes: self.work.nodes,
            complete,
        }
    }

    /// The exact value of `pos`: by null-window searches from `guess` where the objective's
    /// values are whole numbers (`mtdf`), else by one search of the whole window.
    fn exact(
        &mut self,
        ctx: &Ctx,
        pos: &Position,
        view: Option<&mut Suits>,
        hash: u64,
        guess: f64,
    ) -> f64 {
        if ctx.integral {
            self.mtdf(ctx, pos, view, hash, guess)
        } else {
            self.search(ctx, pos, view, hash, f64::NEG_INFINITY, f64::INFINITY)
                .0
        }
    }

    /// The exact value of an integral objective by null-window searches (MTD(f)), starting
    /// from a guess.
    fn mtdf(
        &mut self,
        ctx: &Ctx,
        pos: &Position,
        mut view: Option<&mut Suits>,
        hash: u64,
        guess: f64,
    ) -> f64 {
        let mut g = guess;
        let mut lower = f64::NEG_INFINITY;
        let mut upper = f64::INFINITY;
        while lower < upper {
            let beta = if g == lower { g + 1.0 } else { g };
            g = self
                .search(ctx, pos, view.as_deref_mut(), hash, beta - 1.0, beta)
                .0;
            if self.work.aborted {
                return 0.0;
            }
            if g < beta {
                upper = g;
            } else {
                lower = g;
            }
        }
        g
    }

    fn hash(&self, rules: &Rules, pos: &Position) -> u64 {
        let mut h = 0;
        for hand in 0..rules.hands {
            let mut cards = pos.hands[hand];
            while cards != 0 {
                let c = cards.trailing_zeros() as usize;
                cards &= cards - 1;
                h ^= self.zobrist[hand][c];
            }
        }
        h
    }

    /// The value of the finished play from `pos`, both sides playing best, fail-soft within
    /// (`alpha`, `beta`), with the cards it depended on. `hash` is the hands' key; `suits`
    /// the hands' cards by suit and rank where the table keeps partitions (`Ctx::suits`),
    /// handed down from the play before and given back as they came.
    fn search(
        &mut self,
        ctx: &Ctx,
        pos: &Position,
        mut suits: Option<&mut Suits>,
        hash: u64,
        alpha: f64,
        beta: f64,
    ) -> Found {
        if self.work.tick() {
            return (0.0, 0);
        }
        let rules = ctx.rules;
        if pos.over() {
            return (ctx.objective.value(pos), 0);
        }
        let mut alpha = alpha;
        let mut beta = beta;
        let mut key = 0;
        let mut offset = 0.0;
        let mut best_hint = None;
        let mut pattern: Option<Pattern> = None;
        // The cards the value depends on.
        let mut needed: Mask = 0;
        let start = pos.trick_len == 0;
        // The table's look-up found entries that match this position.
        let mut matched = false;

        if start && ctx.linear.is_none() {
            // The finishes in reach bound the value.
            let (lo, hi) = reach_bounds(ctx, pos);
            if hi <= alpha {
                return (hi, 0);
            }
            if lo >= beta {
                return (lo, 0);
            }
        }
        // The hands' cards by suit and rank, where the table keeps partitions.
        let view = suits.as_deref();
        if let (1, true, Some(linear), Some((tlo, thi, _, _)), Some(view), Some(beats)) = (
            pos.trick_len,
            ctx.bridge_shape && ctx.quick,
            ctx.linear,
            ctx.trick_range,
            view,
            &ctx.beats,
        ) {
            // The second hand's side's sure tricks, the trick under way first: tricks it may
            // take, not must, so they bound the value only on the side of its own aim (at
            // least this much where it maximises, at most where it minimises).
            let (sure, cards) = second_hand_tricks(ctx, pos, view, beats);
            if sure > 0 {
                let left = (pos.total_tricks - pos.tricks_played) as f64;
                let sure = (sure as f64).min(left);
                let so_far = ctx.objective.so_far(linear, pos, rules.hands);
                let second = pos.to_play(rules) as usize;
                let (a, b) = (linear.per_trick[second], linear.per_trick[(second + 2) % 4]);
                if maximises(ctx, rules, second) {
                    let lo = so_far + sure * a.min(b) + (left - sure) * tlo;
                    if lo >= beta {
                        return (lo, cards);
                    }
                } else {
                    let hi = so_far + sure * a.max(b) + (left - sure) * thi;
                    if hi <= alpha {
                        return (hi, cards);
                    }
                }
            }
        }
        if start {
            // The value so far, and the bounds of what the rest may add.
            if let Some(linear) = ctx.linear {
                match start_bounds(ctx, pos, view, linear, alpha, beta) {
                    Ok(so_far) => offset = so_far,
                    Err(found) => return found,
                }
            }
            key = table_key(ctx, pos, hash, view);
            if ctx.partition {
                pattern = Some(match view {
                    Some(view) => Pattern::from_suits(
                        &rules.suit_order,
                        view,
                        rules.hands,
                        ctx.narrow.as_ref(),
                    ),
                    None => Pattern::new(&rules.suit_order, &holders(rules, pos)),
                });
            }
            let found = self
                .table
                .find(key, pattern.as_ref(), alpha - offset, beta - offset);
            matched = found.is_some();
            if let Some(found) = found {
                let lower = found.lower + offset;
                let upper = found.upper + offset;
                let cards = pattern.as_ref().map_or(0, |p| p.cards_of(found.depths));
                if lower >= beta {
                    return (lower, cards);
                }
                if upper <= alpha {
                    return (upper, cards);
                }
                if lower == upper {
                    return (lower, cards);
                }
                alpha = alpha.max(lower);
                beta = beta.min(upper);
                best_hint = found.best;
                needed = cards;
            }
        }
        let (alpha0, beta0) = (alpha, beta);
        let hand = pos.to_play(rules) as usize;
        let seat = rules.controllers[hand];
        let maximise = ctx.objective.max_seats & (1 << seat) != 0;
        let legal = pos.legal(rules);
        let ply = pos.tricks_played as usize * MAX_HANDS + pos.trick_len as usize;
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, None);
        }
        let moves = ordered_moves(ctx, pos, legal, best_hint, self.killers[ply], view);
        let mut best = if maximise {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
        let mut best_card = moves.as_slice()[0];
        let last = pos.trick_len as usize + 1 == rules.hands;
        // Where the table keeps partitions: in each suit, the rank below which a card is
        // one of the small cards already tried (their value did not hang on their ranks).
        let mut floor = [0u8; MAX_SUITS];
        for &card in moves.as_slice() {
            let suit = rules.suit_of[card as usize] as usize;
            if ctx.rank_of[card as usize] < floor[suit] {
                continue;
            }
            let mut child = pos.clone();
            if ctx.partition {
                child.play_plain(rules, card);
            } else {
                child.play(rules, card);
            }
            let h = hash ^ self.zobrist[hand][card as usize];
            let (v, mut cards) = match suits.as_deref_mut() {
                Some(suits) if let Some(narrow) = &ctx.narrow => {
                    // The card leaves its hand's suit for the search below, and comes back.
                    let place = ctx.rank_of[card as usize] as u32;
                    let code = suits.take(hand, suit, place, narrow.coded);
                    let found = self.search(ctx, &child, Some(&mut *suits), h, alpha, beta);
                    suits.put_back(hand, suit, place, code);
                    found
                }
                Some(_) => {
                    let mut below = ctx.suits(&child);
                    self.search(ctx, &child, Some(&mut below), h, alpha, beta)
                }
                None => self.search(ctx, &child, None, h, alpha, beta),
            };
            if self.work.aborted {
                return (0.0, 0);
            }
            if last && ctx.partition {
                cards |= match (suits.as_deref(), &ctx.narrow) {
                    (Some(view), Some(narrow)) => by_rank_narrow(ctx, pos, view, narrow, card),
                    _ => by_rank(ctx, pos, card),
                };
            }
            if maximise {
                if v > best {
                    best = v;
                    best_card = card;
                }
                if best > alpha {
                    alpha = best;
                }
            } else {
                if v < best {
                    best = v;
                    best_card = card;
                }
                if best < beta {
                    beta = best;
                }
            }
            if alpha >= beta {
                self.killers[ply] = Some(card);
                // This card alone sets the bound.
                needed = cards;
                break;
            }
            needed |= cards;
            if ctx.partition {
                // Every card of the suit below the lowest card that mattered is as good as
                // this one, if this one is below it too.
                let low = match &ctx.narrow {
                    Some(narrow) => lowest_place(needed, narrow.shifts[suit]),
                    None => lowest_rank(ctx, needed & ctx.suit_masks[suit]),
                };
                if ctx.rank_of[card as usize] < low {
                    floor[suit] = floor[suit].max(low);
                }
            }
        }
        if start {
            let rest = best - offset;
            let (lower, upper) = if best <= alpha0 {
                (f64::NEG_INFINITY, rest)
            } else if best >= beta0 {
                (rest, f64::INFINITY)
            } else {
                (rest, rest)
            };
            let depths = pattern.as_ref().map_or(0, |p| p.depths_of(needed));
            self.table.keep(
                key,
                pattern.as_ref(),
                depths,
                lower,
                upper,
                best_card,
                matched,
            );
        }
        (best, needed)
    }
}

/// Whether `hand`'s player is of the maximising side.
pub(crate) fn maximises(ctx: &Ctx, rules: &Rules, hand: usize) -> bool {
    ctx.objective.max_seats >> rules.controllers[hand] & 1 != 0
}

/// A guess of the value to start the first null-window searches from: where the value adds
/// up trick by trick, the value so far and half the tricks left to either side.
fn first_guess(ctx: &Ctx, pos: &Position) -> f64 {
    match (ctx.linear, ctx.trick_range) {
        (Some(linear), Some((tlo, thi, _, _))) if pos.trick_len == 0 => {
            let left = (pos.total_tricks - pos.tricks_played) as f64;
            let so_far = ctx.objective.so_far(linear, pos, ctx.rules.hands);
            (so_far + left * (tlo + thi) / 2.0).round()
        }
        _ => 0.0,
    }
}

#[cfg(test)]
#[path = "solver_tests.rs"]
pub(crate) mod tests;

#[cfg(test)]
#[path = "aims_tests.rs"]
mod aims_tests;
