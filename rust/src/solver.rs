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

use crate::bounds::{quick_tricks, reach_bounds, remaining_points};
use crate::moves::{equivalent, ordered_moves};
use crate::objective::{Linear, Objective, MAX_GROUPS};
use crate::position::Position;
use crate::rules::{winning_position, Follow, Mask, Rules, MAX_HANDS, MAX_SUITS};
use crate::table::{Pattern, Table};

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

/// A solver with its transposition table, kept between solves (many worlds, one decision).
pub struct Solver {
    table: Table,
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
pub(crate) struct Ctx<'a> {
    pub rules: &'a Rules,
    pub objective: &'a Objective,
    pub linear: Option<&'a Linear>,
    /// The per-trick and per-point bounds of the rest's value (linear objectives with no
    /// negative card points).
    pub trick_range: Option<(f64, f64, f64, f64)>,
    /// Every value is a whole number (null-window searches find it exactly).
    pub integral: bool,
    /// The leader's sure tricks bound the value (no card points, no lead restrictions).
    pub quick: bool,
    /// Tricks are won by suit and rank alone: the table keeps bounds for all the positions
    /// with the same holders of the cards that won by rank (`by_rank`).
    pub partition: bool,
    /// Each suit's cards.
    pub suit_masks: [Mask; MAX_SUITS],
    /// Each card's place in its suit's order of rank (0 lowest).
    pub rank_of: [u8; 128],
}

/// What a search found: the value (or a bound of it), and the cards whose holders it
/// depended on (every card but the small ones, where the table keeps partitions).
type Found = (f64, Mask);

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
        self.table.clear();
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
                let guess = values
                    .first()
                    .map_or_else(|| first_guess(&ctx, pos), |&(_, v)| v);
                self.mtdf(&ctx, &child, h, guess)
            } else {
                self.search(&ctx, &child, h, f64::NEG_INFINITY, f64::INFINITY)
                    .0
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
            g = self.search(ctx, pos, hash, beta - 1.0, beta).0;
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
    /// (`alpha`, `beta`), with the cards it depended on. `hash` is the hands' key.
    fn search(&mut self, ctx: &Ctx, pos: &Position, hash: u64, alpha: f64, beta: f64) -> Found {
        if self.tick() {
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
        if start {
            // The value so far, and the bounds of what the rest may add.
            if let Some(linear) = ctx.linear {
                offset = ctx.objective.so_far(linear, pos, rules.hands);
                if let Some((tlo, thi, plo, phi)) = ctx.trick_range {
                    let left = (pos.total_tricks - pos.tricks_played) as f64;
                    let points = remaining_points(rules, pos) as f64;
                    let mut lo = offset + left * tlo + points * plo;
                    let mut hi = offset + left * thi + points * phi;
                    let mut sure_cards = 0;
                    if ctx.quick && left > 1.0 {
                        // The leader's sure tricks are his whatever the others play.
                        let (sure, cards) = quick_tricks(rules, pos);
                        let sure = sure.min(left as u32 - 1) as f64;
                        let mine = linear.per_trick[pos.leader as usize];
                        lo = lo.max(offset + sure * mine + (left - sure) * tlo);
                        hi = hi.min(offset + sure * mine + (left - sure) * thi);
                        sure_cards = cards;
                    }
                    if hi <= alpha {
                        return (hi, sure_cards);
                    }
                    if lo >= beta {
                        return (lo, sure_cards);
                    }
                }
            }
            key = self.key(ctx, pos, hash);
            if ctx.partition {
                pattern = Some(Pattern::new(&rules.suit_order, &holders(rules, pos)));
            }
            if let Some(found) = self.table.find(key, pattern.as_ref()) {
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
        let moves = ordered_moves(ctx, pos, legal, best_hint);
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
            child.play(rules, card);
            let h = hash ^ self.zobrist[hand][card as usize];
            let (v, mut cards) = self.search(ctx, &child, h, alpha, beta);
            if self.aborted {
                return (0.0, 0);
            }
            if last && ctx.partition {
                cards |= by_rank(ctx, pos, card);
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
                // This card alone sets the bound.
                needed = cards;
                break;
            }
            needed |= cards;
            if ctx.partition {
                // Every card of the suit below the lowest card that mattered is as good as
                // this one, if this one is below it too.
                let low = lowest_rank(ctx, needed & ctx.suit_masks[suit]);
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
            self.table
                .store(key, pattern.as_ref(), depths, lower, upper, best_card);
        }
        (best, needed)
    }

    /// The table's key of a position at a trick's start: where the table keeps partitions,
    /// of what the rest's value depends on besides the holders of the cards (the hands'
    /// lengths in each suit, the leader, the lead restrictions, the quantities so far of a
    /// value that does not add up trick by trick); otherwise of the position itself.
    fn key(&self, ctx: &Ctx, pos: &Position, hash: u64) -> u64 {
        let rules = ctx.rules;
        let hash = if ctx.partition {
            let mut h = 0x6A09_E667_F3BC_C908_u64;
            for hand in &pos.hands[..rules.hands] {
                for suit in &ctx.suit_masks {
                    if *suit != 0 {
                        let n = (hand & suit).count_ones() as u64;
                        h = (h.rotate_left(7) ^ n).wrapping_mul(0x517C_C1B7_2722_0A95);
                    }
                }
            }
            if pos.tricks_played < rules.trumps_barred {
                h ^= 0x3C6E_F372_FE94_F82B;
            }
            h
        } else if rules.rank_monotone {
            canonical(rules, pos)
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
        let mut suit_masks = [0; MAX_SUITS];
        for (s, order) in rules.suit_order.iter().enumerate().take(MAX_SUITS) {
            suit_masks[s] = order.iter().fold(0, |m, &c| m | (1u128 << c));
        }
        let partition = by_suit_and_rank(rules);
        let mut rank_of = [0u8; 128];
        for order in &rules.suit_order {
            for (i, &c) in order.iter().enumerate() {
                rank_of[c as usize] = i.min(u8::MAX as usize - 1) as u8;
            }
        }
        Ctx {
            rules,
            objective,
            linear,
            trick_range,
            integral,
            quick,
            partition,
            suit_masks,
            rank_of,
        }
    }
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

/// Whether a trick is won by suit and rank alone: who may play what depends on the suits a
/// hand holds, within a suit a higher card always beats a lower one, between suits the suits
/// decide (whatever the ranks), and no card carries points, captures or has a copy.
fn by_suit_and_rank(rules: &Rules) -> bool {
    if !rules.rank_monotone
        || rules.capture_all != 0
        || rules.has_points()
        || rules.last_trick_bonus != 0
        || rules.last_cards != 0
        || rules.blocked_after_lead != 0
        || matches!(rules.follow, Follow::MustWin)
        || rules.same_rank.iter().any(|&m| m != 0)
        || rules
            .suit_order
            .iter()
            .any(|o| o.len() > crate::table::MAX_DEPTH)
    {
        return false;
    }
    for led in 0..MAX_SUITS {
        if rules.suit_order[led].is_empty() {
            continue;
        }
        let powers = &rules.powers[led];
        // Each suit's powers under this lead: all none, or rising strictly with rank.
        let mut ranges: Vec<(u16, u16)> = Vec::new();
        for order in &rules.suit_order {
            if order.is_empty() {
                continue;
            }
            let p: Vec<u16> = order.iter().map(|&c| powers[c as usize]).collect();
            if p.iter().all(|&x| x == 0) {
                continue;
            }
            if p[0] == 0 || p.windows(2).any(|w| w[0] >= w[1]) {
                return false;
            }
            ranges.push((p[0], p[p.len() - 1]));
        }
        // The suit led can win its own trick.
        if rules.suit_order[led]
            .iter()
            .any(|&c| powers[c as usize] == 0)
        {
            return false;
        }
        for (i, a) in ranges.iter().enumerate() {
            for b in &ranges[i + 1..] {
                if !(a.1 < b.0 || b.1 < a.0) {
                    return false;
                }
            }
        }
    }
    true
}

/// The place in rank of the lowest of `cards` (all of one suit); past every card if none.
fn lowest_rank(ctx: &Ctx, cards: Mask) -> u8 {
    let mut low = u8::MAX;
    let mut rest = cards;
    while rest != 0 {
        let c = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        low = low.min(ctx.rank_of[c]);
    }
    low
}

/// Each card's holder (its hand plus one; 0: out of play).
fn holders(rules: &Rules, pos: &Position) -> [u8; 128] {
    let mut owner = [0u8; 128];
    for hand in 0..rules.hands {
        let mut cards = pos.hands[hand];
        while cards != 0 {
            let c = cards.trailing_zeros() as usize;
            cards &= cards - 1;
            owner[c] = hand as u8 + 1;
        }
    }
    owner
}

/// The cards of a trick that `card` completes whose holders decided it: where the winning
/// card beat another of its suit, it and the cards below it in its hand's run (the card played
/// stood for them all); where it won by suit, none.
fn by_rank(ctx: &Ctx, pos: &Position, card: u8) -> Mask {
    let rules = ctx.rules;
    let len = pos.trick_len as usize;
    let mut trick = [0u8; MAX_HANDS];
    trick[..len].copy_from_slice(&pos.trick[..len]);
    trick[len] = card;
    let trick = &trick[..=len];
    let at = winning_position(rules, trick);
    let w = trick[at];
    let suit = rules.suit_of[w as usize];
    if !trick
        .iter()
        .enumerate()
        .any(|(i, &c)| i != at && rules.suit_of[c as usize] == suit)
    {
        return 0;
    }
    let holder = pos.hands[(pos.leader as usize + at) % rules.hands] | (1u128 << w);
    let live = pos.remaining(rules) | pos.on_trick() | (1u128 << card);
    let mut cards = 1u128 << w;
    let order = &rules.suit_order[suit as usize];
    let Some(i) = order.iter().position(|&c| c == w) else {
        return cards;
    };
    for &c in order[..i].iter().rev() {
        let bit = 1u128 << c;
        if holder & bit != 0 {
            cards |= bit;
        } else if live & bit != 0 {
            break;
        }
    }
    cards
}

/// A key of the hands by the order of their cards within each suit: which hand holds the
/// lowest card left of the suit, which the next, with each card's points. Positions that differ
/// only in cards gone before are the same position.
fn canonical(rules: &Rules, pos: &Position) -> u64 {
    let owner = holders(rules, pos);
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
