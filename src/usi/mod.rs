//! `annan usi`: a USI mate engine for shogi GUIs (ShogiHome, Shogidokoro, ShogiGUI) and
//! scripts. It answers `go mate` with the solver's shortest mate (`checkmate <moves>`),
//! `checkmate nomate` or `checkmate timeout`, and declines ordinary play with
//! `bestmove resign`. Protocol lines are machine output and stay English, `info string`
//! texts included.

mod command;
mod engine;
mod options;

pub use engine::run;
