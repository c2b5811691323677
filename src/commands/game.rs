//! The game and position every position-taking command starts from.

use super::Error;
use crate::content::puzzle::{self, Located};
use crate::formats::{self, Format, ReadOptions};
use crate::rules::{DeadPiece, ParseError, Position, Rules, Variant};
use clap::Args;
use std::path::PathBuf;

/// `--variant`, `--dead-piece` and `--sfen` or `--file`, shared by the commands that take a
/// position.
#[derive(Args, Debug, Clone)]
pub struct GameArgs {
    #[arg(long, value_enum, ignore_case = true)]
    pub variant: Option<Variant>,
    #[arg(long = "dead-piece", value_enum, ignore_case = true)]
    pub dead_piece: Option<DeadPiece>,
    #[arg(long, default_value = "startpos")]
    pub sfen: String,
    #[arg(long, value_name = "FILE", conflicts_with = "sfen")]
    pub file: Option<PathBuf>,
}

/// The game of an SFEN given without `--variant`, typed or in a file (a position command's
/// or a puzzle's): this program's own,
/// Annan, or minishogi on a 5x5 board. (A file's SFEN was read as shogi, so the same
/// position answered "mate 1" from `--file` and "no mate" from `--sfen`.) KIF, KI2, CSA and
/// BOD come from shogi programs and stay shogi unless they name another game.
pub(super) fn sfen_game(sfen: &str) -> Variant {
    let board = sfen.split_whitespace().find(|w| w.contains('/')).unwrap_or("");
    formats::game_of_board(board, Variant::Annan)
}

/// The game a record's `text` is read as: `asked` (`--variant`), else for SFEN or USI this
/// program's own ([`sfen_game`]), else what the record says (`None`: KIF, KI2, CSA and BOD
/// are shogi unless they name another game).
pub(super) fn record_game(text: &str, asked: Option<Variant>) -> Option<Variant> {
    asked.or_else(|| matches!(formats::detect(text), Some(Format::Sfen | Format::Usi)).then(|| sfen_game(text)))
}

/// `--sfen` as pasted from a shogi program: a USI `position` command or an SFEN with its
/// `sfen` word (`position sfen lnsg...`) is the SFEN itself; the keywords in any case.
fn bare_sfen(text: &str) -> String {
    let mut words: Vec<&str> = text.split_whitespace().collect();
    for word in ["position", "sfen"] {
        if words.first().is_some_and(|w| w.eq_ignore_ascii_case(word)) {
            words.remove(0);
        }
    }
    match words.as_slice() {
        [keyword] if ["startpos", "traditional"].iter().any(|k| keyword.eq_ignore_ascii_case(k)) => {
            keyword.to_ascii_lowercase()
        }
        _ => words.join(" "),
    }
}

/// Why the SFEN gives no position, before it is worded: the command line names `--sfen` and
/// its other options, the main menu (where the learner typed no option) its own prompt.
#[derive(Debug)]
pub enum SfenProblem {
    /// `traditional`, Annan's setup, asked for in this other game.
    Traditional(Variant),
    /// Not a position: what the SFEN reader says is wrong.
    Unreadable(ParseError),
}

impl GameArgs {
    pub fn rules(&self) -> Rules {
        let variant = self.variant.unwrap_or_else(|| sfen_game(&bare_sfen(&self.sfen)));
        Rules::new(variant).with_dead_piece(self.dead_piece.unwrap_or_default())
    }

    /// The position asked for, and whether its game was taken by default: no `--variant`,
    /// and an SFEN or USI position, which this program reads as its own game, Annan
    /// (minishogi on a 5x5 board). A shogi problem pasted as an SFEN is then solved under
    /// Annan rules, and a command that answers about it says so ([`note_annan_default`]).
    /// A dead-piece setting for a game without backers is refused rather than silently
    /// ignored. A record's moves are not played (a mate problem's record holds its
    /// solution, and its first position is the problem): stderr says so, since a game's
    /// record would otherwise seem to be shown or solved at its end.
    pub fn position_and_default(&self) -> Result<(Position, bool), Error> {
        let (position, moves, defaulted) = self.read()?;
        if let (Some(path), true) = (&self.file, moves > 0) {
            let note = crate::t!("game-note-record-moves", file = path.display().to_string(), count = moves);
            eprintln!("{}", crate::ui::wrap::error_line(&note));
        }
        Ok((position, defaulted))
    }

    /// Runs `answer` on [`GameArgs::position_and_default`]'s position, then says on stderr
    /// whether the game was taken by default ([`note_annan_default`]): a move list or count
    /// that differs from shogi's is then read with its rules in view. A refusal stays the
    /// one line of an error.
    pub fn answer(&self, answer: impl FnOnce(&Position) -> Result<(), Error>) -> Result<(), Error> {
        let (position, defaulted) = self.position_and_default()?;
        answer(&position)?;
        note_annan_default(&position, defaulted);
        Ok(())
    }

    /// The position asked for without a word, and how many moves the record's main line
    /// holds after it (none for an SFEN).
    pub fn position_and_moves(&self) -> Result<(Position, usize), Error> {
        self.read().map(|(position, moves, _)| (position, moves))
    }

    /// The position, the moves of the record after it, and whether the game was taken by
    /// default (see [`GameArgs::position_and_default`]): known only while a file's text is
    /// at hand, since standard input cannot be read twice.
    fn read(&self) -> Result<(Position, usize, bool), Error> {
        let (position, moves, defaulted) = match &self.file {
            Some(path) => self.read_file(path)?,
            // `show --moves` plays moves; the menu takes them after its position itself.
            None if bare_sfen(&self.sfen).split_whitespace().any(|w| w.eq_ignore_ascii_case("moves")) => {
                return Err(Error::input(crate::t!("game-error-sfen-moves")));
            }
            None => self
                .sfen_position()
                .map_err(|problem| {
                    Error::input(match problem {
                        SfenProblem::Traditional(variant) => {
                            crate::t!("game-error-traditional", variant = variant.name())
                        }
                        SfenProblem::Unreadable(e) => format!("--sfen: {e}"),
                    })
                })
                .map(|position| (position, 0, self.variant.is_none() && !self.is_annans_setup()))?,
        };
        refuse_dead_piece(self.dead_piece, position.variant())?;
        Ok((position, moves, defaulted))
    }

    /// Whether `--sfen` asks for `traditional`, Annan's own setup: no other game has it, so
    /// its game is not taken by default.
    fn is_annans_setup(&self) -> bool {
        bare_sfen(&self.sfen) == "traditional"
    }

    /// [`GameArgs::read`] from `--file`: a record, or a puzzle file.
    fn read_file(&self, path: &std::path::Path) -> Result<(Position, usize, bool), Error> {
        let (text, name) = super::convert::read_text(path)?;
        // A puzzle names its game: never a default.
        if formats::detect(&text).is_none() && puzzle::is_puzzle_file(&name, &text) {
            return Ok((self.puzzle_position(&name, &text)?, 0, false));
        }
        let variant = record_game(&text, self.variant);
        let defaulted = self.variant.is_none() && variant.is_some();
        let options = ReadOptions { variant, dead_piece: self.dead_piece.unwrap_or_default() };
        let game = formats::read_text(&text, &options).map_err(|e| Error::input(e.describe(&name)))?;
        Ok((game.start, game.moves.len(), defaulted))
    }

    /// The start of the one puzzle in a puzzle file's `text` (read from `name`), in its own
    /// game and dead-piece setting unless `--dead-piece` asks another: `solve --file` refused
    /// the file that `puzzle --file` plays (a playtest). Its solution is not played.
    fn puzzle_position(&self, name: &str, text: &str) -> Result<Position, Error> {
        let puzzles = super::puzzle::puzzles_in(name, text, self.variant)?;
        let [mut located]: [Located; 1] = puzzles.try_into().map_err(|all: Vec<Located>| {
            Error::input(crate::t!("game-error-puzzles", file = name, count = all.len()))
        })?;
        located.puzzle.dead_piece = self.dead_piece.or(located.puzzle.dead_piece);
        located.puzzle.position().map_err(|e| {
            let reason = crate::t!("puzzle-check-sfen", reason = e.to_string());
            Error::input(located.error(&located.puzzle.sfen, reason).to_string())
        })
    }

    /// The position of the SFEN (`--sfen`, or typed at the main menu's prompt, which splits
    /// off the moves after it first).
    pub fn sfen_position(&self) -> Result<Position, SfenProblem> {
        let sfen = bare_sfen(&self.sfen);
        // Annan's own setup: in another game the word would be read as a one-rank board.
        if self.is_annans_setup() && self.rules().variant != Variant::Annan {
            return Err(SfenProblem::Traditional(self.rules().variant));
        }
        Position::from_sfen(self.rules(), &sfen).map_err(SfenProblem::Unreadable)
    }
}

/// Says on stderr that `position` is under Annan rules only by default (`defaulted`, see
/// [`GameArgs::position_and_default`]): a shogi problem pasted as an SFEN otherwise answers
/// under Annan rules without a word, and its "no mate", refused move or move count reads as
/// a bug. Minishogi, taken by default on a 5x5 board, is the only game of that size.
pub(super) fn note_annan_default(position: &Position, defaulted: bool) {
    if defaulted && position.variant() == Variant::Annan {
        eprintln!("{}", crate::ui::wrap::error_line(&crate::t!("game-note-annan-default")));
    }
}

/// Refuses a `--dead-piece` given for a game without backers (shogi, minishogi), where it
/// would be ignored: every command that reads a position or a record asks here.
pub(crate) fn refuse_dead_piece(given: Option<DeadPiece>, variant: Variant) -> Result<(), Error> {
    match given {
        Some(_) if !variant.has_backers() => {
            Err(Error::input(crate::t!("game-error-dead-piece", variant = variant.name())))
        }
        _ => Ok(()),
    }
}
