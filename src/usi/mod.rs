//! `annan usi`: a USI mate engine for shogi GUIs (ShogiHome, Shogidokoro, ShogiGUI) and
//! scripts. It answers `go mate` with the solver's shortest mate (`checkmate <moves>`),
//! `checkmate nomate` or `checkmate timeout`, and declines ordinary play with
//! `bestmove resign`. Protocol lines are machine output and stay as USI spells them; the
//! texts a person reads in the GUI's engine log (`info string ...`) are in their language
//! (`locales/<lang>/usi.ftl`, chosen as for every command: `--lang`, `ANNAN_LANG`, ...).

mod command;
mod engine;
mod options;

pub use engine::run;
