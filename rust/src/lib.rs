//! followsuit's native core: trick play on bitmasks, an exact solver of a play position, and
//! playouts. It knows trick play as data and no game by name; the Python engine builds its
//! inputs from each game's own rules (`followsuit.engine.native`).

pub mod bidding;
mod bounds;
mod context;
#[doc(hidden)]
pub mod fixtures;
pub mod inference;
pub mod ismcts;
mod key;
mod later;
pub mod maxn;
mod moves;
pub mod objective;
mod partner;
pub mod playout;
pub mod position;
mod ranks;
pub mod redeal;
pub mod rules;
pub mod solver;
mod start;
mod suits;
mod table;
#[cfg(test)]
mod test_support;
mod weights;

mod python;

pub use python::_core;
