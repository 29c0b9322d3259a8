//! The exact solver: alpha-beta over the rest of the play, with a transposition table, move
//! ordering and equivalent cards played as one.
//!
//! The maximising seats play for the objective's value and the others against it: two sides
//! are zero-sum; a seat playing for itself (Oh Hell) is solved paranoid, the others all
//! playing against it. Where the value adds up trick by trick (tricks, card points), the table
//! keeps bounds on the value of the rest of the play, whatever came before; otherwise its key
//! holds the groups' quantities so far too.

use std::time::{Duration, Instant};

use crate::objective::{Linear, Objective, MAX_GROUPS};
use crate::position::Position;
use crate::rules::{Mask, Rules, MAX_HANDS};

/// Limits on one solve.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Positions visited at most (0: no limit).
    pub nodes: u64,
    /// Time at most.
    pub time: Option<Duration>,
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

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    generation: u32,
    lower: f64,
    upper: f64,
    best: u8,
}

/// A solver with its transposition table, kept between solves (many worlds, one decision).
pub struct Solver {
    table: Vec<Entry>,
    mask: usize,
    generation: u32,
    zobrist: Vec<[u64; 128]>,
    nodes: u64,
    limits: Limits,
    started: Instant,
    aborted: bool,
}

const CLOCK_EVERY: u64 = 4096;

fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// What one search needs besides the position.
struct Ctx<'a> {
    rules: &'a Rules,
    objective: &'a Objective,
    linear: Option<&'a Linear>,
    /// The per-trick and per-point bounds of the rest's value (linear objectives with no
    /// negative card points).
    trick_range: Option<(f64, f64, f64, f64)>,
    /// Every value is a whole number (null-window searches find it exactly).
    integral: bool,
    /// The leader's sure tricks bound the value (no card points, no lead restrictions).
    quick: bool,
}

impl Solver {
    /// A solver whose table has 2^`bits` entries.
    pub fn new(bits: u32) -> Solver {
        let size = 1usize << bits.clamp(10, 26);
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
            table: vec![Entry::default(); size],
            mask: size - 1,
            generation: 0,
            zobrist,
            nodes: 0,
            limits: Limits {
                nodes: 0,
                time: None,
            },
            started: Instant::now(),
            aborted: false,
        }
    }

    /// Forgets every position (a new world: the cards are elsewhere).
    pub fn clear(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.table.fill(Entry::default());
            self.generation = 1;
        }
    }

    /// The exact value of every legal card of the hand to play.
    pub fn solve(
        &mut self,
        rules: &Rules,
        pos: &Position,
        objective: &Objective,
        limits: Limits,
    ) -> Solved {
        self.clear();
        self.nodes = 0;
        self.limits = limits;
        self.started = Instant::now();
        self.aborted = false;
        let ctx = Ctx::new(rules, objective);
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
        let moves = ordered_moves(&ctx, pos, legal, None);
        let hand = pos.to_play(rules) as usize;
        for &card in moves.as_slice() {
            let mut child = pos.clone();
            child.play(rules, card);
            let h = hash ^ self.zobrist[hand][card as usize];
            let v = if ctx.integral {
                let guess = values.first().map_or(0.0, |&(_, v)| v);
                self.mtdf(&ctx, &child, h, guess)
            } else {
                self.search(&ctx, &child, h, f64::NEG_INFINITY, f64::INFINITY)
            };
            if self.aborted {
                break;
            }
            values.push((card, v));
        }
        let complete = !self.aborted;
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
            nodes: self.nodes,
            complete,
        }
    }

    /// The exact value of an integral objective by null-window searches (MTD(f)), starting
    /// from a guess.
    fn mtdf(&mut self, ctx: &Ctx, pos: &Position, hash: u64, guess: f64) -> f64 {
        let mut g = guess;
        let mut lower = f64::NEG_INFINITY;
        let mut upper = f64::INFINITY;
        while lower < upper {
            let beta = if g == lower { g + 1.0 } else { g };
            g = self.search(ctx, pos, hash, beta - 1.0, beta);
            if self.aborted {
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

    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.limits.nodes != 0 && self.nodes > self.limits.nodes {
            self.aborted = true;
        } else if self.nodes.is_multiple_of(CLOCK_EVERY) {
            if let Some(time) = self.limits.time {
                if self.started.elapsed() > time {
                    self.aborted = true;
                }
            }
        }
        self.aborted
    }

    /// The value of the finished play from `pos`, both sides playing best, fail-soft within
    /// (`alpha`, `beta`). `hash` is the hands' key.
    fn search(&mut self, ctx: &Ctx, pos: &Position, hash: u64, alpha: f64, beta: f64) -> f64 {
        if self.tick() {
            return 0.0;
        }
        let rules = ctx.rules;
        if pos.over() {
            return ctx.objective.value(pos);
        }
        let mut alpha = alpha;
        let mut beta = beta;
        let mut slot = usize::MAX;
        let mut key = 0;
        let mut offset = 0.0;
        let mut best_hint = None;
        if pos.trick_len == 0 && ctx.linear.is_none() {
            // The finishes in reach bound the value.
            let (lo, hi) = reach_bounds(ctx, pos);
            if hi <= alpha {
                return hi;
            }
            if lo >= beta {
                return lo;
            }
        }
        if pos.trick_len == 0 {
            // The value so far, and the bounds of what the rest may add.
            if let Some(linear) = ctx.linear {
                offset = ctx.objective.so_far(linear, pos, rules.hands);
                if let Some((tlo, thi, plo, phi)) = ctx.trick_range {
                    let left = (pos.total_tricks - pos.tricks_played) as f64;
                    let points = remaining_points(rules, pos) as f64;
                    let mut lo = offset + left * tlo + points * plo;
                    let mut hi = offset + left * thi + points * phi;
                    if ctx.quick && left > 1.0 {
                        // The leader's sure tricks are his whatever the others play.
                        let sure = quick_tricks(rules, pos).min(left as u32 - 1) as f64;
                        let mine = linear.per_trick[pos.leader as usize];
                        lo = lo.max(offset + sure * mine + (left - sure) * tlo);
                        hi = hi.min(offset + sure * mine + (left - sure) * thi);
                    }
                    if hi <= alpha {
                        return hi;
                    }
                    if lo >= beta {
                        return lo;
                    }
                }
            }
            key = self.key(ctx, pos, hash);
            slot = (key as usize) & self.mask;
            let entry = self.table[slot];
            if entry.key == key && entry.generation == self.generation {
                let lower = entry.lower + offset;
                let upper = entry.upper + offset;
                if lower >= beta {
                    return lower;
                }
                if upper <= alpha {
                    return upper;
                }
                if lower == upper {
                    return lower;
                }
                alpha = alpha.max(lower);
                beta = beta.min(upper);
                best_hint = Some(entry.best);
            }
        }
        let (alpha0, beta0) = (alpha, beta);
        let hand = pos.to_play(rules) as usize;
        let seat = rules.controllers[hand];
        let maximise = ctx.objective.max_seats & (1 << seat) != 0;
        let legal = pos.legal(rules);
        let moves = ordered_moves(ctx, pos, legal, best_hint);
        let mut best = if maximise {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
        let mut best_card = moves.as_slice()[0];
        for &card in moves.as_slice() {
            let mut child = pos.clone();
            child.play(rules, card);
            let h = hash ^ self.zobrist[hand][card as usize];
            let v = self.search(ctx, &child, h, alpha, beta);
            if self.aborted {
                return 0.0;
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
                break;
            }
        }
        if slot != usize::MAX {
            let entry = &mut self.table[slot];
            let (mut lower, mut upper) = if entry.key == key && entry.generation == self.generation
            {
                (entry.lower, entry.upper)
            } else {
                (f64::NEG_INFINITY, f64::INFINITY)
            };
            let rest = best - offset;
            if best <= alpha0 {
                upper = upper.min(rest);
            } else if best >= beta0 {
                lower = lower.max(rest);
            } else {
                lower = rest;
                upper = rest;
            }
            *entry = Entry {
                key,
                generation: self.generation,
                lower,
                upper,
                best: best_card,
            };
        }
        best
    }

    /// The table's key of a position at a trick's start.
    fn key(&self, ctx: &Ctx, pos: &Position, hash: u64) -> u64 {
        let hash = if ctx.rules.rank_monotone {
            canonical(ctx.rules, pos)
        } else {
            hash
        };
        let mut key = hash ^ (pos.leader as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        if pos.trumped {
            key ^= 0xD1B5_4A32_D192_ED03;
        }
        if pos.blocked {
            key ^= 0x8CB9_2BA7_2F3D_8DD7;
        }
        if ctx.linear.is_none() {
            let mut q = [0; MAX_GROUPS];
            ctx.objective.quantities(pos, &mut q);
            let mut mix = 0x2545_F491_4F6C_DD1D_u64;
            for (g, &value) in q.iter().enumerate().take(ctx.objective.groups.len()) {
                mix = (mix ^ (value as u64).wrapping_add(g as u64 * 0x100))
                    .wrapping_mul(0x1000_0000_01B3);
            }
            key ^= mix;
        }
        key
    }
}

impl<'a> Ctx<'a> {
    fn new(rules: &'a Rules, objective: &'a Objective) -> Ctx<'a> {
        let linear = objective.linear.as_ref();
        let trick_range = linear.and_then(|l| {
            if rules.points.iter().any(|&p| p < 0) || rules.last_trick_bonus < 0 {
                return None;
            }
            let hands = &l.per_trick[..rules.hands];
            let points = &l.per_point[..rules.hands];
            let min = |xs: &[f64]| xs.iter().cloned().fold(f64::INFINITY, f64::min);
            let max = |xs: &[f64]| xs.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
            Some((min(hands), max(hands), min(points), max(points)))
        });
        let whole = |x: f64| x.fract() == 0.0;
        let integral = match linear {
            Some(l) => {
                whole(l.constant)
                    && l.per_trick
                        .iter()
                        .chain(l.per_point.iter())
                        .all(|&x| whole(x))
            }
            None => objective
                .terms
                .iter()
                .all(|t| t.table.iter().all(|&x| whole(x))),
        };
        let quick = trick_range.is_some_and(|(_, _, plo, phi)| plo == 0.0 && phi == 0.0)
            && rules.trumps_barred == 0
            && rules.blocked_after_lead == 0
            && rules.rank_monotone
            && rules.follow != crate::rules::Follow::Free
            && !rules.has_points();
        Ctx {
            rules,
            objective,
            linear,
            trick_range,
            integral,
            quick,
        }
    }
}

/// A key of the hands by the order of their cards within each suit: which hand holds the
/// lowest card left of the suit, which the next, with each card's points. Positions that differ
/// only in cards gone before are the same position.
fn canonical(rules: &Rules, pos: &Position) -> u64 {
    let mut owner = [0u8; 128];
    for hand in 0..rules.hands {
        let mut cards = pos.hands[hand];
        while cards != 0 {
            let c = cards.trailing_zeros() as usize;
            cards &= cards - 1;
            owner[c] = hand as u8 + 1;
        }
    }
    let mut key: u64 = 0x243F_6A88_85A3_08D3;
    for order in &rules.suit_order {
        for &c in order {
            let o = owner[c as usize];
            if o != 0 {
                let item = o as u64 | ((rules.points[c as usize] as u64) << 8);
                key = (key.rotate_left(5) ^ item).wrapping_mul(0x517C_C1B7_2722_0A95);
            }
        }
        key = (key.rotate_left(5) ^ 0xFF).wrapping_mul(0x517C_C1B7_2722_0A95);
    }
    key
}

/// Tricks the leader is sure to win by leading his top cards: in each suit, the run of the
/// highest cards left that he holds, as long as every other hand that could beat them by
/// playing another suit must still follow.
fn quick_tricks(rules: &Rules, pos: &Position) -> u32 {
    let leader = pos.leader as usize;
    let hand = pos.hands[leader];
    let mut sure = 0;
    for (s, order) in rules.suit_order.iter().enumerate() {
        let follows = rules.follow_masks[s];
        if follows == 0 || hand & follows == 0 {
            continue;
        }
        // The leader's run from the top.
        let mut run = 0u32;
        let mut top: Option<u8> = None;
        for &c in order.iter().rev() {
            let bit = 1u128 << c;
            if hand & bit != 0 {
                run += 1;
                top = Some(c);
            } else if (pos.remaining(rules) & bit) != 0 {
                break;
            }
        }
        let Some(lowest) = top else { continue };
        if run == 0 {
            continue;
        }
        // Cards of other suits that would beat the run when played to its lead.
        let powers = &rules.powers[s];
        let low_power = powers[lowest as usize];
        let mut limit = run;
        for other in 0..rules.hands {
            if other == leader {
                continue;
            }
            let theirs = pos.hands[other];
            let mut beaters = theirs & !follows;
            let mut threat = false;
            while beaters != 0 {
                let c = beaters.trailing_zeros() as usize;
                beaters &= beaters - 1;
                if powers[c] > low_power {
                    threat = true;
                    break;
                }
            }
            if threat {
                limit = limit.min((theirs & follows).count_ones());
            }
        }
        sure += limit;
    }
    sure
}

/// The bounds of a non-linear objective's value from a trick's start: each group may still
/// gain every trick left and every point left (and the last trick's weight), or lose as much
/// where its weights are negative.
fn reach_bounds(ctx: &Ctx, pos: &Position) -> (f64, f64) {
    let objective = ctx.objective;
    let mut q = [0; MAX_GROUPS];
    objective.quantities(pos, &mut q);
    let left = (pos.total_tricks - pos.tricks_played) as i32;
    let points = remaining_points(ctx.rules, pos);
    let mut gain = [0; MAX_GROUPS];
    let mut loss = [0; MAX_GROUPS];
    for (g, group) in objective.groups.iter().enumerate() {
        for part in [
            group.trick_weight * left,
            group.point_weight * points,
            group.last_weight,
        ] {
            if part > 0 {
                gain[g] += part;
            } else {
                loss[g] -= part;
            }
        }
    }
    objective.bounds(&q, &gain, &loss)
}

fn remaining_points(rules: &Rules, pos: &Position) -> i32 {
    let mut rest = pos.remaining(rules);
    let mut points = rules.last_trick_bonus;
    while rest != 0 {
        let c = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        points += rules.points[c];
    }
    points
}

/// Up to 128 moves, kept on the stack.
struct Moves {
    cards: [u8; 128],
    len: usize,
}

impl Moves {
    fn as_slice(&self) -> &[u8] {
        &self.cards[..self.len]
    }
}

/// Whether cards `a` and `b` of the hand to play are equivalent: one suit, equal points, and
/// between them in rank only cards gone in earlier tricks (or none).
fn equivalent(ctx: &Ctx, pos: &Position, a: u8, b: u8) -> bool {
    let rules = ctx.rules;
    let suit = rules.suit_of[a as usize];
    if suit != rules.suit_of[b as usize] || rules.points[a as usize] != rules.points[b as usize] {
        return false;
    }
    if rules.capture_all & ((1u128 << a) | (1u128 << b)) != 0 {
        return false;
    }
    let hand = pos.hands[pos.to_play(rules) as usize];
    let live = pos.remaining(rules) | pos.on_trick();
    let order = &rules.suit_order[suit as usize];
    let ia = order.iter().position(|&c| c == a);
    let ib = order.iter().position(|&c| c == b);
    let (Some(ia), Some(ib)) = (ia, ib) else {
        return false;
    };
    let (lo, hi) = if ia < ib { (ia, ib) } else { (ib, ia) };
    let copies_elsewhere =
        (rules.same_rank[a as usize] | rules.same_rank[b as usize]) & live & !hand;
    if copies_elsewhere != 0 && rules.same_rank[a as usize] & (1u128 << b) == 0 {
        return false;
    }
    order[lo..=hi].iter().all(|&c| {
        let bit = 1u128 << c;
        live & bit == 0 || (hand & bit != 0 && rules.points[c as usize] == rules.points[a as usize])
    })
}

/// The legal cards, one of each run of equivalent cards, best first by a few rules of thumb
/// (the table's best move first of all).
fn ordered_moves(ctx: &Ctx, pos: &Position, legal: Mask, hint: Option<u8>) -> Moves {
    let rules = ctx.rules;
    let hand_index = pos.to_play(rules) as usize;
    let live = pos.remaining(rules) | pos.on_trick();
    let hand = pos.hands[hand_index];
    let mut picked: [(i32, u8); 128] = [(0, 0); 128];
    let mut n = 0;
    // One card of each run of equivalent legal cards.
    let mut suits: u8 = 0;
    let mut rest = legal;
    while rest != 0 {
        let c = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        suits |= 1 << rules.suit_of[c];
    }
    let no_runs = rules.capture_all;
    while suits != 0 {
        let s = suits.trailing_zeros() as usize;
        suits &= suits - 1;
        let mut run: Option<i32> = None; // the points of the current run
        for &c in &rules.suit_order[s] {
            let bit = 1u128 << c;
            if live & bit == 0 {
                continue; // gone: the run goes on
            }
            let p = rules.points[c as usize];
            if legal & bit != 0
                && (no_runs & bit != 0 || rules.same_rank[c as usize] & live & !hand != 0)
            {
                // A capturing card, or one with a copy live in another hand (it ties with
                // that copy, which no card of another rank does): it stands alone.
                picked[n] = (0, c);
                n += 1;
                run = None;
                continue;
            }
            if legal & bit != 0 {
                if run == Some(p) {
                    // Equivalent to the card before it: keep the higher one (replace).
                    picked[n - 1].1 = c;
                    continue;
                }
                picked[n] = (0, c);
                n += 1;
                run = Some(p);
            } else {
                run = None;
            }
        }
    }
    // Rules of thumb: a card that wins the trick as it stands, the lowest that does when the
    // trick is the opponents' and the highest when leading; a low card otherwise.
    let seat = rules.controllers[hand_index];
    let maximise = ctx.objective.max_seats & (1 << seat) != 0;
    let trick = &pos.trick[..pos.trick_len as usize];
    let (led, best_power, winning_ours) = if trick.is_empty() {
        (None, 0, false)
    } else {
        let led = rules.suit_of[trick[0] as usize] as usize;
        let powers = &rules.powers[led];
        let mut best = 0;
        let mut at = 0;
        for (i, &c) in trick.iter().enumerate() {
            let p = powers[c as usize];
            if i == 0 || p > best || (rules.last_wins && p == best) {
                best = p;
                at = i;
            }
        }
        let winner_hand = (pos.leader as usize + at) % rules.hands;
        let winner_seat = rules.controllers[winner_hand];
        let ours = (ctx.objective.max_seats & (1 << winner_seat) != 0) == maximise;
        (Some(led), best, ours)
    };
    let last = pos.trick_len as usize + 1 == rules.hands;
    for item in picked.iter_mut().take(n) {
        let c = item.1 as usize;
        let rank = rules.powers[rules.suit_of[c] as usize][c] as i32;
        let points = rules.points[c];
        item.0 = match led {
            None => rank,
            Some(led) => {
                let power = rules.powers[led][c];
                let wins = power > best_power;
                if winning_ours && last {
                    -(power as i32) - 4 * points
                } else if winning_ours {
                    -(power as i32) + 4 * points
                } else if wins {
                    100_000 - power as i32 + 4 * points
                } else {
                    -(rank) - 4 * points
                }
            }
        };
        if Some(item.1) == hint {
            item.0 = i32::MAX;
        }
    }
    let slice = &mut picked[..n];
    slice.sort_by_key(|&(score, c)| (std::cmp::Reverse(score), c));
    let mut moves = Moves {
        cards: [0; 128],
        len: n,
    };
    for (i, &(_, c)) in slice.iter().enumerate() {
        moves.cards[i] = c;
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::objective::{Group, Term};
    use crate::rules::tests::bridge;
    use crate::rules::{Follow, RulesSpec};

    fn card(text: &str) -> u8 {
        let suit = "CDHS".find(&text[1..]).unwrap() as u8;
        let rank = "23456789TJQKA".find(&text[..1]).unwrap() as u8;
        suit * 13 + rank
    }

    fn hand(cards: &[&str]) -> Mask {
        cards.iter().fold(0, |m, c| m | (1u128 << card(c)))
    }

    fn position(hands: [&[&str]; 4], leader: u8) -> Position {
        let mut pos = Position {
            hands: [0; MAX_HANDS],
            trick: [0; MAX_HANDS],
            trick_len: 0,
            leader,
            tricks_won: [0; MAX_HANDS],
            points_won: [0; MAX_HANDS],
            tricks_played: 0,
            total_tricks: hands[0].len() as u8,
            trumped: false,
            blocked: false,
            last_hand: crate::position::NO_HAND,
        };
        for (h, cards) in hands.iter().enumerate() {
            pos.hands[h] = hand(cards);
        }
        pos
    }

    /// One group of `hands` counting tricks, valued by `table`, the group maximising.
    fn one_group(hands: u8, table: Vec<f64>) -> Objective {
        let group = Group {
            hands,
            trick_weight: 1,
            point_weight: 0,
            last_weight: 0,
        };
        let term = Term {
            groups: vec![0],
            low: vec![0],
            size: vec![table.len()],
            table,
        };
        Objective::new(vec![group], vec![term], hands).unwrap()
    }

    /// Tricks for North-South (hands 0 and 2), who maximise.
    fn north_south_tricks(most: usize) -> Objective {
        one_group(0b0101, (0..=most).map(|t| t as f64).collect())
    }

    fn values(rules: &Rules, pos: &Position, objective: &Objective) -> Vec<(u8, f64)> {
        let limits = Limits {
            nodes: 0,
            time: None,
        };
        let solved = Solver::new(12).solve(rules, pos, objective, limits);
        assert!(solved.complete);
        solved.values
    }

    #[test]
    fn a_finesse_position_in_no_trump_is_worth_what_the_lead_makes_it() {
        // North leads towards South's A Q of spades: with East's K 7 before South, the queen
        // wins and so does the ace; with West's K 7 behind South, one trick only.
        let rules = bridge(None, Follow::MustFollow);
        let pos = position(
            [&["2S", "3S"], &["KS", "7S"], &["AS", "QS"], &["4H", "5H"]],
            0,
        );
        let solved = values(&rules, &pos, &north_south_tricks(2));
        assert_eq!(solved, vec![(card("2S"), 2.0), (card("3S"), 2.0)]);
        let pos = position(
            [&["2S", "3S"], &["4H", "5H"], &["AS", "QS"], &["KS", "7S"]],
            0,
        );
        let solved = values(&rules, &pos, &north_south_tricks(2));
        assert_eq!(solved, vec![(card("2S"), 1.0), (card("3S"), 1.0)]);
    }

    #[test]
    fn a_trump_takes_a_trick_led_in_another_suit() {
        let rules = bridge(Some(2), Follow::MustFollow);
        // East is void in spades and ruffs North's ace; the last trick is West's.
        let pos = position(
            [&["AS", "2C"], &["2H", "3C"], &["3S", "4C"], &["4S", "AC"]],
            0,
        );
        let solved = values(&rules, &pos, &north_south_tricks(2));
        assert!(solved.iter().all(|&(_, v)| v == 0.0), "{solved:?}");
    }

    #[test]
    fn an_exact_bid_is_valued_by_its_table_not_by_more_tricks() {
        // North alone maximises a table rewarding exactly one trick: with A and 2 of spades
        // against low spades, North takes one trick whichever card he leads.
        let rules = bridge(None, Follow::MustFollow);
        let pos = position(
            [&["AS", "2S"], &["3S", "4S"], &["5S", "6S"], &["7S", "8S"]],
            0,
        );
        let objective = one_group(0b0001, vec![0.0, 11.0, 0.0]);
        assert!(objective.linear.is_none());
        let solved = values(&rules, &pos, &objective);
        assert_eq!(solved, vec![(card("2S"), 11.0), (card("AS"), 11.0)]);
    }

    #[test]
    fn equivalent_cards_share_one_value() {
        // K Q J of spades in one hand are one card to the solver; each gets the value: East
        // takes the ace, then South's clubs take the rest.
        let rules = bridge(None, Follow::MustFollow);
        let hands: [&[&str]; 4] = [
            &["KS", "QS", "JS"],
            &["AS", "2C", "3C"],
            &["4C", "5C", "6C"],
            &["2H", "3H", "4H"],
        ];
        let solved = values(&rules, &position(hands, 0), &north_south_tricks(3));
        assert_eq!(solved.len(), 3);
        assert!(solved.iter().all(|&(_, v)| v == 2.0), "{solved:?}");
    }

    #[test]
    fn a_card_with_a_copy_in_another_hand_is_not_equivalent_to_the_card_below_it() {
        // Two packs' worth of one suit: North holds Q and the first K, East the second K.
        // Led by South, North's K ties with East's and wins (the first played wins); North's Q
        // loses to it. Ranks: 0 = Q, 1 = K (both copies).
        let spec = RulesSpec {
            hands: 2,
            suit_of: vec![0; 4],
            follow_masks: vec![0b1111],
            powers: vec![vec![101, 102, 102, 100]],
            rank_order: vec![1, 2, 2, 0],
            follow: Some(Follow::MustFollow),
            ..Default::default()
        };
        let rules = Rules::new(spec).unwrap();
        let mut pos = position([&[], &[], &[], &[]], 1);
        pos.hands[0] = 0b0011; // Q (card 0) and K (card 1)
        pos.hands[1] = 0b1000; // the lowest (card 3), having led its K (card 2)
        pos.total_tricks = 2;
        pos.trick[0] = 2;
        pos.trick_len = 1;
        let objective = one_group(0b01, vec![0.0, 1.0, 2.0]);
        // With the first played winning ties, neither of North's cards takes the trick and
        // both are worth the last trick; with the last winning, North's K takes both.
        let solved = values(&rules, &pos, &objective);
        assert_eq!(solved, vec![(0, 1.0), (1, 1.0)]);
        let rules = Rules {
            last_wins: true,
            ..rules
        };
        let solved = values(&rules, &pos, &objective);
        assert_eq!(solved, vec![(0, 1.0), (1, 2.0)]);
    }

    #[test]
    fn a_capturing_card_is_among_the_legal_cards() {
        let mut rules = bridge(None, Follow::MustFollow);
        rules.capture_all = (1u128 << card("2S")) | (1u128 << card("3S"));
        rules.capture_by = card("2S");
        rules.rank_monotone = false;
        let pos = position([&["2S"], &["3S"], &["AS"], &["4H"]], 0);
        // North's 2 of spades captures the trick when the 3 falls with it.
        let solved = values(&rules, &pos, &north_south_tricks(1));
        assert_eq!(solved, vec![(card("2S"), 1.0)]);
    }
}
