//! Worlds redealt natively: the cards a seat has not seen shared out again among the places
//! that may hold them, each world differing from a first one only in which hidden hand holds
//! which unseen card.
//!
//! The Python resampler (`followsuit.engine.resample`) draws a world by sharing the unseen
//! cards among its places (each hand's holding, a stock, discards ...) under each place's room
//! and the cards it may not hold (voids shown, the game's inferences), then replaying the log.
//! Where the log adds nothing beyond those places (trick play alone, nothing moved face down),
//! a world is that sharing alone, and [`Redeal`] draws it here from one world the resampler
//! drew: every hand keeps the cards the seat knows it holds, and the unseen cards go to the
//! hands and to the other places (which hold cards no one will play) as
//! `followsuit.engine.sampling.deal_unknown` shares them, in law: the cards some place may not
//! hold first, the most constrained first (ties in random order), each to a place allowed and
//! with room, chosen in proportion to its room; stuck, drawn again, up to [`TRIES`] times,
//! then by a random depth-first search; the cards no place forbids shuffled into the room left.
//! That is uniform among the sharings allowed where no place forbids a card, and close to it
//! otherwise (the greedy weighting is the resampler's, not an exact count of the sharings).

use crate::playout::Rng;
use crate::position::Position;
use crate::rules::{Mask, Rules};

/// Greedy sharings drawn before the depth-first search (the resampler's `tries`).
pub const TRIES: usize = 100;

/// The most places a sharing has: the hands and the places beside them.
pub const MAX_PLACES: usize = 32;

/// How to redeal a world: its unseen cards, and where they may go (module doc).
#[derive(Clone, Debug)]
pub struct Redeal {
    base: Position,
    /// The cards each hand is known to hold (its cards in the base world that are not unseen).
    known: Vec<Mask>,
    /// The unseen cards each place holds: the hands first, then the places beside them.
    needs: Vec<u32>,
    /// The cards that some place with room may not hold, by how many places may hold them:
    /// the most constrained first.
    bound: Vec<Vec<u8>>,
    /// The same cards in card order (the depth-first search's order within a class).
    bound_sorted: Vec<u8>,
    /// For each card, the places with room that may hold it (a bit a place).
    allowed: Vec<u32>,
    /// The cards no place with room forbids.
    free: Vec<u8>,
}

impl Redeal {
    /// The redeal of `base` (a world consistent with the seat's view): `unseen` the cards the
    /// seat has not seen; `forbidden[h]` the cards hand `h` may not hold; `others` the room for
    /// unseen cards of each place beside the hands and the cards it may not hold. Each hand's
    /// room is its count of unseen cards in `base`, which must respect `forbidden`; the rooms
    /// must add up to the unseen cards.
    pub fn new(
        rules: &Rules,
        base: &Position,
        unseen: Mask,
        forbidden: &[Mask],
        others: &[(u32, Mask)],
    ) -> Result<Redeal, String> {
        let hands = rules.hands;
        if forbidden.len() != hands {
            return Err(format!(
                "{} masks of forbidden cards for {hands} hands",
                forbidden.len()
            ));
        }
        if hands + others.len() > MAX_PLACES {
            return Err(format!(
                "{} places beside {hands} hands: at most {MAX_PLACES} places in all",
                others.len()
            ));
        }
        if unseen & !rules.all != 0 {
            return Err("an unseen card outside the pack".into());
        }
        if unseen & base.on_trick() != 0 {
            return Err("a card on the trick is unseen".into());
        }
        let mut needs = Vec::with_capacity(hands + others.len());
        let mut barred_by = Vec::with_capacity(hands + others.len());
        let mut known = Vec::with_capacity(hands);
        for (h, &bars) in forbidden.iter().enumerate() {
            let held = base.hands[h] & unseen;
            if held & bars != 0 {
                let card = (held & bars).trailing_zeros();
                return Err(format!("hand {h} holds card {card}, which it may not hold"));
            }
            needs.push(held.count_ones());
            barred_by.push(bars);
            known.push(base.hands[h] & !unseen);
        }
        for &(need, bars) in others {
            needs.push(need);
            barred_by.push(bars);
        }
        let room: u32 = needs.iter().sum();
        if room != unseen.count_ones() {
            return Err(format!(
                "{} unseen cards for room for {room} (the hands hold {} of them)",
                unseen.count_ones(),
                needs[..hands].iter().sum::<u32>()
            ));
        }
        let barred = (0..needs.len())
            .filter(|&p| needs[p] > 0)
            .fold(0, |a, p| a | barred_by[p]);
        let mut allowed = vec![0u32; rules.cards];
        let mut bound_sorted = Vec::new();
        let mut free = Vec::new();
        for card in cards_of(unseen) {
            if barred & (1u128 << card) == 0 {
                free.push(card);
                continue;
            }
            let places = (0..needs.len())
                .filter(|&p| needs[p] > 0 && barred_by[p] & (1u128 << card) == 0)
                .fold(0u32, |a, p| a | 1 << p);
            if places == 0 {
                return Err(format!("card {card} can lie nowhere"));
            }
            allowed[card as usize] = places;
            bound_sorted.push(card);
        }
        bound_sorted.sort_by_key(|&c| allowed[c as usize].count_ones());
        let mut bound: Vec<Vec<u8>> = Vec::new();
        for &card in &bound_sorted {
            let n = allowed[card as usize].count_ones();
            match bound.last_mut() {
                Some(class) if allowed[class[0] as usize].count_ones() == n => class.push(card),
                _ => bound.push(vec![card]),
            }
        }
        let redeal = Redeal {
            base: base.clone(),
            known,
            needs,
            bound,
            bound_sorted,
            allowed,
            free,
        };
        // The base world shares the hands' cards as the masks allow, but the places beside the
        // hands are given by their room alone: one sharing of them all must exist.
        let places = redeal.needs.len();
        let mut shares = [0 as Mask; MAX_PLACES];
        let mut room = [0u32; MAX_PLACES];
        room[..places].copy_from_slice(&redeal.needs);
        if !redeal.search(
            0,
            &mut Rng::new(0),
            &mut shares[..places],
            &mut room[..places],
        ) {
            return Err("no sharing of the unseen cards fits every place's room and bars".into());
        }
        Ok(redeal)
    }

    /// The world redealt from.
    pub fn base(&self) -> &Position {
        &self.base
    }

    /// The unseen cards hand `hand` holds in every world redealt (0: a hand the seat sees).
    pub fn room(&self, hand: usize) -> u32 {
        self.needs[hand]
    }

    /// A fresh world into `world`: the base with the hands' unseen cards shared out again.
    /// Every sharing was checked possible (the base is one), so one is always found.
    pub fn deal(&self, rng: &mut Rng, world: &mut Position) {
        let mut shares = [0 as Mask; MAX_PLACES];
        let mut room = [0u32; MAX_PLACES];
        let places = self.needs.len();
        let mut found = false;
        for _ in 0..TRIES {
            if self.greedy(rng, &mut shares[..places], &mut room[..places]) {
                found = true;
                break;
            }
        }
        if !found {
            shares[..places].fill(0);
            room[..places].copy_from_slice(&self.needs);
            let placed = self.search(0, rng, &mut shares[..places], &mut room[..places]);
            assert!(placed, "the base world is a sharing, so one exists");
        }
        self.share_free(rng, &mut shares[..places], &room[..places]);
        world.clone_from(&self.base);
        for (h, (&known, &share)) in self.known.iter().zip(&shares).enumerate() {
            world.hands[h] = known | share;
        }
    }

    /// The constrained cards, the most constrained first, each to a place in proportion to
    /// its room; false when a card finds no place with room.
    fn greedy(&self, rng: &mut Rng, shares: &mut [Mask], room: &mut [u32]) -> bool {
        shares.fill(0);
        room.copy_from_slice(&self.needs);
        let mut with_room = (0..room.len())
            .filter(|&p| room[p] > 0)
            .fold(0u32, |a, p| a | 1 << p);
        let mut order = [0u8; 128];
        for class in &self.bound {
            let n = class.len();
            order[..n].copy_from_slice(class);
            shuffle(rng, &mut order[..n]);
            for &card in &order[..n] {
                let open = self.allowed[card as usize] & with_room;
                if open == 0 {
                    return false;
                }
                let place = if open.is_power_of_two() {
                    open.trailing_zeros() as usize
                } else {
                    let total: u64 = bits32(open).map(|p| room[p] as u64).sum();
                    let mut k = rng.draw() % total;
                    let mut chosen = 0;
                    for p in bits32(open) {
                        if k < room[p] as u64 {
                            chosen = p;
                            break;
                        }
                        k -= room[p] as u64;
                    }
                    chosen
                };
                room[place] -= 1;
                if room[place] == 0 {
                    with_room &= !(1 << place);
                }
                shares[place] |= 1u128 << card;
            }
        }
        true
    }

    /// The constrained cards from the `k`th on, by a depth-first search trying the places
    /// with room in random order (the resampler's fallback).
    fn search(&self, k: usize, rng: &mut Rng, shares: &mut [Mask], room: &mut [u32]) -> bool {
        let Some(&card) = self.bound_sorted.get(k) else {
            return true;
        };
        let mut options = [0u8; MAX_PLACES];
        let mut n = 0;
        for p in bits32(self.allowed[card as usize]) {
            if room[p] > 0 {
                options[n] = p as u8;
                n += 1;
            }
        }
        shuffle(rng, &mut options[..n]);
        for &p in &options[..n] {
            let p = p as usize;
            room[p] -= 1;
            shares[p] |= 1u128 << card;
            if self.search(k + 1, rng, shares, room) {
                return true;
            }
            room[p] += 1;
            shares[p] &= !(1u128 << card);
        }
        false
    }

    /// The cards no place forbids, shuffled into the room left, place by place: only the
    /// hands' share is drawn (the first cards of a shuffle, by a partial Fisher-Yates), the
    /// places beside them taking the rest unread.
    fn share_free(&self, rng: &mut Rng, shares: &mut [Mask], room: &[u32]) {
        let mut free = [0u8; 128];
        let n = self.free.len();
        free[..n].copy_from_slice(&self.free);
        let hands = self.known.len();
        let wanted = room[..hands].iter().sum::<u32>() as usize;
        for i in 0..wanted {
            let j = i + (rng.draw() % (n - i) as u64) as usize;
            free.swap(i, j);
        }
        let mut at = 0;
        for (p, &space) in room[..hands].iter().enumerate() {
            for &card in &free[at..at + space as usize] {
                shares[p] |= 1u128 << card;
            }
            at += space as usize;
        }
    }
}

/// Fisher-Yates.
fn shuffle(rng: &mut Rng, items: &mut [u8]) {
    for i in (1..items.len()).rev() {
        let j = (rng.draw() % (i as u64 + 1)) as usize;
        items.swap(i, j);
    }
}

/// The cards of a mask, in order.
pub(crate) fn cards_of(mask: Mask) -> impl Iterator<Item = u8> {
    (0..128u8).filter(move |&c| mask >> c & 1 == 1)
}

/// The places of a mask of places, in order.
fn bits32(mut mask: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let p = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            p
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Follow;
    use crate::test_support::{bridge, card, hand, position};

    /// North (the seat) holds its three cards; East, South and West three unseen cards each,
    /// a stock of four more; East has shown void in spades.
    fn small() -> (Rules, Position, Mask, Vec<Mask>, Vec<(u32, Mask)>) {
        let rules = bridge(None, Follow::MustFollow);
        let base = position(
            [
                &["AS", "KS", "QS"],
                &["2H", "3H", "4H"],
                &["JS", "TS", "2C"],
                &["9S", "3C", "4C"],
            ],
            0,
        );
        let stock = hand(&["5H", "6H", "8S", "5C"]);
        let unseen = base.hands[1] | base.hands[2] | base.hands[3] | stock;
        let spades = hand(&[
            "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS",
        ]);
        let forbidden = vec![0, spades, 0, 0];
        (rules, base, unseen, forbidden, vec![(4, 0)])
    }

    #[test]
    fn a_redealt_world_keeps_known_cards_sizes_and_voids() {
        let (rules, base, unseen, forbidden, others) = small();
        let redeal = Redeal::new(&rules, &base, unseen, &forbidden, &others).unwrap();
        let mut rng = Rng::new(3);
        let mut world = base.clone();
        let mut seen_in_stock_card_in_hand = false;
        for _ in 0..500 {
            redeal.deal(&mut rng, &mut world);
            assert_eq!(world.hands[0], base.hands[0]);
            let mut all = 0;
            for (&held, &bars) in world.hands[..4].iter().zip(&forbidden) {
                assert_eq!(held.count_ones(), 3);
                assert_eq!(held & bars, 0);
                assert_eq!(all & held, 0);
                all |= held;
            }
            assert_eq!(all & unseen, all & !base.hands[0]);
            seen_in_stock_card_in_hand |= all & hand(&["5H", "6H", "8S", "5C"]) != 0;
            assert_eq!(world.leader, base.leader);
        }
        assert!(
            seen_in_stock_card_in_hand,
            "the stock's cards reach the hands"
        );
    }

    #[test]
    fn with_no_constraint_each_card_lies_in_each_place_as_often_as_its_room_says() {
        // Thirteen unseen cards, rooms 3, 3, 3 and a stock of 4: a card lies in East's hand
        // 3 times in 13.
        let (rules, base, unseen, _, others) = small();
        let redeal = Redeal::new(&rules, &base, unseen, &[0; 4], &others).unwrap();
        let (mut rng, mut world) = (Rng::new(9), base.clone());
        let runs = 20_000;
        let mut in_east = 0;
        for _ in 0..runs {
            redeal.deal(&mut rng, &mut world);
            in_east += (world.hands[1] >> card("JS") & 1) as u32;
        }
        let p = 3.0 / 13.0;
        let sd = (p * (1.0 - p) / runs as f64).sqrt();
        assert!((in_east as f64 / runs as f64 - p).abs() < 5.0 * sd);
    }

    #[test]
    fn a_void_sends_the_suit_elsewhere_and_the_backtrack_finds_a_tight_sharing() {
        // East may hold no spade and West no heart: the spades go to South, West or the
        // stock, the hearts to East, South or the stock.
        let (rules, base, unseen, mut forbidden, others) = small();
        forbidden[3] = hand(&["2H", "3H", "4H", "5H", "6H"]);
        let redeal = Redeal::new(&rules, &base, unseen, &forbidden, &others).unwrap();
        let (mut rng, mut world) = (Rng::new(5), base.clone());
        // The depth-first search alone finds a sharing too.
        let places = redeal.needs.len();
        let (mut shares, mut room) = ([0; MAX_PLACES], [0; MAX_PLACES]);
        room[..places].copy_from_slice(&redeal.needs);
        assert!(redeal.search(0, &mut rng, &mut shares[..places], &mut room[..places]));
        for _ in 0..200 {
            redeal.deal(&mut rng, &mut world);
            assert_eq!(world.hands[1] & forbidden[1], 0);
            assert_eq!(world.hands[3] & forbidden[3], 0);
        }
    }

    #[test]
    fn a_base_that_breaks_its_own_constraints_or_rooms_that_do_not_add_up_are_refused() {
        let (rules, base, unseen, _, others) = small();
        let mut forbidden = vec![0; 4];
        forbidden[1] = hand(&["2H"]);
        let err = Redeal::new(&rules, &base, unseen, &forbidden, &others).unwrap_err();
        assert!(err.contains("hand 1 holds card"), "{err}");
        let err = Redeal::new(&rules, &base, unseen, &[0; 4], &[(3, 0)]).unwrap_err();
        assert!(err.contains("13 unseen cards for room for 12"), "{err}");
        let err = Redeal::new(&rules, &base, unseen, &[0; 3], &others).unwrap_err();
        assert!(err.contains("3 masks"), "{err}");
    }

    #[test]
    fn places_beside_the_hands_that_no_sharing_fits_are_refused_not_dealt() {
        // The stock has room for four and may hold only three of the unseen cards: each card
        // may lie somewhere, but not all at once (dealing it panicked before).
        let (rules, base, unseen, forbidden, _) = small();
        let stock_bars = unseen & !hand(&["5H", "6H", "8S"]);
        let err = Redeal::new(&rules, &base, unseen, &forbidden, &[(4, stock_bars)]).unwrap_err();
        assert!(err.contains("no sharing"), "{err}");
    }
}
