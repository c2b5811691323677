//! Mate puzzles for people: the player, the list, and the generator that makes new ones.

pub mod compose;
pub mod generate;
pub mod play;
pub mod rating;
pub mod record;
