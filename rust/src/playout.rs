//! Playouts: the rest of a world's play by a fast policy, for worlds too big to solve.
//!
//! The policy knows no game. It asks the objective whether one trick more (with the points on
//! the table) would help the hand's side, and plays accordingly:
//!
//! - wanting the trick: on lead its strongest card; following, nothing over a partner already
//!   winning, else the cheapest card that takes the lead (the strongest one unless it plays
//!   last), else its cheapest card;
//! - avoiding it: on lead its weakest card; following, the strongest card that stays under the
//!   trick, else (every card would win) its strongest card when it plays last and its weakest
//!   before;
//! - indifferent: any legal card.
//!
//! One play in `EXPLORE` is any legal card, so the playouts of one world differ.

use crate::objective::{Objective, MAX_GROUPS};
use crate::position::Position;
use crate::rules::{winning_position, Mask, Rules, MAX_HANDS};

/// One card in this many is played at random.
const EXPLORE: u64 = 8;

/// A small, fast generator (splitmix64): playouts need speed and repeatability, not quality.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn draw(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A random card of a non-empty mask, uniformly.
    pub(crate) fn card(&mut self, mask: Mask) -> u8 {
        let n = mask.count_ones() as u64;
        let mut k = self.draw() % n;
        let mut rest = mask;
        loop {
            let c = rest.trailing_zeros() as u8;
            if k == 0 {
                return c;
            }
            k -= 1;
            rest &= rest - 1;
        }
    }
}

/// The value of one playout of `pos` to the end of the deal.
pub fn playout(rules: &Rules, pos: &Position, objective: &Objective, rng: &mut Rng) -> f64 {
    let mut p = pos.clone();
    while !p.over() {
        let card = choose(rules, &p, objective, rng);
        p.play(rules, card);
    }
    objective.value(&p)
}

/// Each legal card of the hand to play with its mean value over `runs` playouts after it.
pub fn card_values(
    rules: &Rules,
    pos: &Position,
    objective: &Objective,
    runs: u32,
    seed: u64,
) -> Vec<(u8, f64)> {
    let mut rng = Rng::new(seed);
    let mut values = Vec::new();
    let mut legal = pos.legal(rules);
    while legal != 0 {
        let card = legal.trailing_zeros() as u8;
        legal &= legal - 1;
        let mut after = pos.clone();
        after.play(rules, card);
        let total: f64 = (0..runs.max(1))
            .map(|_| playout(rules, &after, objective, &mut rng))
            .sum();
        values.push((card, total / runs.max(1) as f64));
    }
    values
}

/// One playout of `pos` to the end of the deal where each seat plays for its own utility
/// (`utilities[seat]`, as a max^n solve takes them): each hand's policy asks its controller's
/// utility whether one trick more would help; every seat's utility at the end.
pub fn playout_each(
    rules: &Rules,
    pos: &Position,
    utilities: &[Objective],
    rng: &mut Rng,
) -> [f64; MAX_HANDS] {
    let mut p = pos.clone();
    while !p.over() {
        let seat = rules.controllers[p.to_play(rules) as usize] as usize;
        let card = choose(rules, &p, &utilities[seat], rng);
        p.play(rules, card);
    }
    seat_values(utilities, &p)
}

/// Every seat's utility (`utilities[seat]`) of the deal played to its end in `end`.
pub(crate) fn seat_values(utilities: &[Objective], end: &Position) -> [f64; MAX_HANDS] {
    let mut out = [0.0; MAX_HANDS];
    for (seat, utility) in utilities.iter().enumerate().take(MAX_HANDS) {
        out[seat] = utility.value(end);
    }
    out
}

/// Every seat's mean utility over `runs` playouts, each `one()` giving every seat's utility
/// at the end of one (the first `seats` of them).
pub(crate) fn mean_values(
    runs: u32,
    seats: usize,
    mut one: impl FnMut() -> [f64; MAX_HANDS],
) -> Vec<f64> {
    let mut total = [0.0; MAX_HANDS];
    for _ in 0..runs {
        let v = one();
        for s in 0..seats {
            total[s] += v[s];
        }
    }
    total[..seats].iter().map(|t| t / runs as f64).collect()
}

/// Each legal card of the hand to play with every seat's mean utility over `runs` playouts
/// after it (`playout_each`), or with `whole`, the mean over `runs` playouts from `pos` itself
/// as the one entry, under the card `u8::MAX`.
pub fn card_vectors_each(
    rules: &Rules,
    pos: &Position,
    utilities: &[Objective],
    runs: u32,
    seed: u64,
    whole: bool,
) -> Vec<(u8, Vec<f64>)> {
    let mut rng = Rng::new(seed);
    let runs = runs.max(1);
    let seats = utilities.len().min(MAX_HANDS);
    let mean = |from: &Position, rng: &mut Rng| {
        mean_values(runs, seats, || playout_each(rules, from, utilities, rng))
    };
    if whole || pos.over() {
        return vec![(u8::MAX, mean(pos, &mut rng))];
    }
    let mut values = Vec::new();
    let mut legal = pos.legal(rules);
    while legal != 0 {
        let card = legal.trailing_zeros() as u8;
        legal &= legal - 1;
        let mut after = pos.clone();
        after.play(rules, card);
        values.push((card, mean(&after, &mut rng)));
    }
    values
}

/// The policy's card for the hand to play (module doc).
pub fn choose(rules: &Rules, pos: &Position, objective: &Objective, rng: &mut Rng) -> u8 {
    let legal = pos.legal(rules);
    if legal.count_ones() == 1 {
        return legal.trailing_zeros() as u8;
    }
    if rng.draw().is_multiple_of(EXPLORE) {
        return rng.card(legal);
    }
    match intended(rules, pos, objective, legal) {
        Some(card) => card,
        None => rng.card(legal),
    }
}

/// The card the policy means to play among `legal` (more than one), or None where the hand's
/// side does not mind who takes the trick (module doc): the policy's rules without its
/// exploring.
pub fn intended(rules: &Rules, pos: &Position, objective: &Objective, legal: Mask) -> Option<u8> {
    let hand = pos.to_play(rules) as usize;
    let trick = &pos.trick[..pos.trick_len as usize];
    let wants = desire(rules, pos, objective, hand);
    if trick.is_empty() {
        let own = |c: u8| rules.powers[rules.suit_of[c as usize] as usize][c as usize];
        return match wants {
            1 => Some(strongest(legal, own)),
            -1 => Some(weakest(legal, own)),
            _ => None,
        };
    }
    let led = rules.suit_of[trick[0] as usize] as usize;
    let strength = |c: u8| {
        let own = rules.powers[rules.suit_of[c as usize] as usize][c as usize] as u32;
        ((rules.powers[led][c as usize] as u32) << 16) | own
    };
    let mut with = [0u8; crate::rules::MAX_HANDS];
    with[..trick.len()].copy_from_slice(trick);
    let mut winners: Mask = 0;
    let mut rest = legal;
    while rest != 0 {
        let c = rest.trailing_zeros() as u8;
        rest &= rest - 1;
        with[trick.len()] = c;
        if winning_position(rules, &with[..=trick.len()]) == trick.len() {
            winners |= 1u128 << c;
        }
    }
    let last = trick.len() + 1 == rules.hands;
    match wants {
        1 => {
            let leading = (pos.leader as usize + winning_position(rules, trick)) % rules.hands;
            Some(if same_side(rules, objective, leading, hand) {
                let under = legal & !winners;
                weakest(if under != 0 { under } else { legal }, strength)
            } else if winners != 0 {
                if last {
                    weakest(winners, strength)
                } else {
                    strongest(winners, strength)
                }
            } else {
                weakest(legal, strength)
            })
        }
        -1 => {
            let under = legal & !winners;
            Some(if under != 0 {
                strongest(under, strength)
            } else if last {
                strongest(legal, strength)
            } else {
                weakest(legal, strength)
            })
        }
        _ => None,
    }
}

/// Whether the seats playing hands `a` and `b` play for the same side of the objective.
fn same_side(rules: &Rules, objective: &Objective, a: usize, b: usize) -> bool {
    let maximises = |h: usize| objective.max_seats & (1 << rules.controllers[h]) != 0;
    maximises(a) == maximises(b)
}

/// Whether `hand`'s side wants it to win the trick in progress (1), would rather it did not
/// (-1), or does not mind (0): the objective with this trick (and the points on it) won by
/// `hand`, against the same won by the other side (its hands' mean).
fn desire(rules: &Rules, pos: &Position, objective: &Objective, hand: usize) -> i32 {
    let mut now = [0; MAX_GROUPS];
    objective.quantities(pos, &mut now);
    let points: i32 = pos.trick[..pos.trick_len as usize]
        .iter()
        .map(|&c| rules.points[c as usize])
        .sum();
    let won_by = |h: usize| {
        let mut won = now;
        for (g, group) in objective.groups.iter().enumerate() {
            if group.hands & (1 << h) != 0 {
                won[g] += group.trick_weight + group.point_weight * points;
            }
        }
        objective.value_at(&won)
    };
    let others: Vec<usize> = (0..rules.hands)
        .filter(|&h| !same_side(rules, objective, h, hand))
        .collect();
    if others.is_empty() {
        return 0;
    }
    let theirs = others.iter().map(|&h| won_by(h)).sum::<f64>() / others.len() as f64;
    let gain = won_by(hand) - theirs;
    let maximises = objective.max_seats & (1 << rules.controllers[hand]) != 0;
    let gain = if maximises { gain } else { -gain };
    if gain > 1e-9 {
        1
    } else if gain < -1e-9 {
        -1
    } else {
        0
    }
}

fn strongest<K: Ord>(mask: Mask, key: impl Fn(u8) -> K) -> u8 {
    cards(mask).max_by_key(|&c| key(c)).expect("a card")
}

fn weakest<K: Ord>(mask: Mask, key: impl Fn(u8) -> K) -> u8 {
    cards(mask).min_by_key(|&c| key(c)).expect("a card")
}

fn cards(mask: Mask) -> impl Iterator<Item = u8> {
    let mut rest = mask;
    std::iter::from_fn(move || {
        if rest == 0 {
            return None;
        }
        let c = rest.trailing_zeros() as u8;
        rest &= rest - 1;
        Some(c)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Follow;
    use crate::test_support::{bridge, card_of, deal, mask, tricks_for};

    /// North-South (hands 0 and 2) maximise their tricks, up to `tricks` of them.
    fn side_tricks(tricks: usize) -> Objective {
        tricks_for(0b0101, (0..=tricks).map(|t| t as f64).collect())
    }

    #[test]
    fn a_hand_wanting_the_trick_plays_last_its_cheapest_winner() {
        let rules = bridge(None, Follow::MustFollow);
        let objective = side_tricks(1);
        // North led the five of spades, East played the nine, South a club; West (East-West,
        // who play against North-South's tricks) wants the trick: the ten, not the ace.
        let mut pos = deal([0, 0, 0, mask(&[card_of(3, 8), card_of(3, 12)])], 1, 0);
        pos.trick[..3].copy_from_slice(&[card_of(3, 3), card_of(3, 7), card_of(0, 0)]);
        pos.trick_len = 3;
        let mut rng = Rng::new(3);
        let ten = (0..64)
            .filter(|_| choose(&rules, &pos, &objective, &mut rng) == card_of(3, 8))
            .count();
        assert!(ten >= 48, "the ten {ten} times of 64");
    }

    #[test]
    fn a_hand_whose_partner_wins_stays_under() {
        let rules = bridge(None, Follow::MustFollow);
        let objective = side_tricks(1);
        // North led the ace of spades, East played low; South (maximising with North) holds
        // the king and the two: it keeps its king.
        let mut pos = deal(
            [
                0,
                0,
                mask(&[card_of(3, 11), card_of(3, 0)]),
                mask(&[card_of(3, 5)]),
            ],
            1,
            0,
        );
        pos.trick[0] = card_of(3, 12);
        pos.trick[1] = card_of(3, 1);
        pos.trick_len = 2;
        let mut rng = Rng::new(5);
        let low = (0..64)
            .filter(|_| choose(&rules, &pos, &objective, &mut rng) == card_of(3, 0))
            .count();
        assert!(low >= 48, "the two {low} times of 64");
    }

    #[test]
    fn each_seat_playing_for_itself_takes_the_trick_it_wants() {
        // One trick, East to lead its ace: East's utility counts its tricks, so it takes the
        // trick whatever the others play; the whole playout and the card's agree.
        let rules = bridge(None, Follow::MustFollow);
        let east = {
            let mut o = side_tricks(1);
            o.groups[0].hands = 0b0010;
            o.max_seats = 0b0010;
            o
        };
        let north = side_tricks(1);
        let mut pos = deal(
            [
                mask(&[card_of(3, 0)]),
                mask(&[card_of(3, 12)]),
                mask(&[card_of(3, 1)]),
                mask(&[card_of(3, 2)]),
            ],
            1,
            0,
        );
        pos.leader = 1;
        let utilities = [north.clone(), east, north.clone(), north];
        let whole = card_vectors_each(&rules, &pos, &utilities, 4, 1, true);
        assert_eq!(whole, vec![(u8::MAX, vec![0.0, 1.0, 0.0, 0.0])]);
        let cards = card_vectors_each(&rules, &pos, &utilities, 4, 1, false);
        assert_eq!(cards, vec![(card_of(3, 12), vec![0.0, 1.0, 0.0, 0.0])]);
    }

    #[test]
    fn playouts_value_a_sure_trick_as_the_solver_does() {
        // One trick: North holds the ace of spades to lead; North-South take it whatever.
        let rules = bridge(None, Follow::MustFollow);
        let objective = side_tricks(1);
        let pos = deal(
            [
                mask(&[card_of(3, 12)]),
                mask(&[card_of(3, 0)]),
                mask(&[card_of(3, 1)]),
                mask(&[card_of(3, 2)]),
            ],
            1,
            0,
        );
        let values = card_values(&rules, &pos, &objective, 4, 1);
        assert_eq!(values, vec![(card_of(3, 12), 1.0)]);
    }
}
