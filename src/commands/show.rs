//! `annan show`: the board after optional moves, with the last move marked; or, with
//! `--describe`, the same position in words.

use super::{Error, GameArgs};
use crate::commands::usage::number_in;
use crate::formats::{self, Format, Game};
use crate::i18n::{pieces, rules as words};
use crate::rules::{outcome, Move, Notation, Position};
use crate::t;
use crate::ui::wrap::for_stdout;
use crate::ui::{self, BoardView, PieceStyle};
use clap::Args;

#[derive(Args, Debug)]
pub struct ShowArgs {
    #[command(flatten)]
    pub game: GameArgs,
    #[arg(long, value_enum, ignore_case = true)]
    pub pieces: Option<PieceStyle>,
    #[arg(long, value_enum, ignore_case = true, default_value_t = Notation::Western)]
    pub notation: Notation,
    #[arg(long, num_args = 1.., value_name = "USI")]
    pub moves: Vec<String>,
    #[arg(long, value_enum, ignore_case = true)]
    pub format: Option<crate::formats::Format>,
    // The position in words instead of the board: each side's pieces, then whose move it
    // is (a screen reader reads the drawn board as rows of dots and bars).
    #[arg(long, conflicts_with = "format")]
    pub describe: bool,
    #[arg(long = "move-limit", value_name = "MOVES", value_parser = number_in::<u32, 1, { u32::MAX as u64 }>)]
    pub move_limit: Option<u32>,
}

/// The moves of `--moves`, one per word: a list given as one quoted argument
/// (`--moves "7g7f 3c3d"`, as a game's record is copied) was refused as one move. A Japanese
/// 同 written apart from its piece (`同 歩`) stays one move with it. An argument with no word
/// at all stays a move of its own, which is refused as empty. The main menu splits the
/// moves typed after a position the same way.
pub(crate) fn split_moves(args: &[String]) -> Vec<String> {
    let mut moves: Vec<String> = Vec::new();
    for arg in args {
        if arg.trim_ascii().is_empty() {
            moves.push(arg.clone());
        }
        for word in arg.split_ascii_whitespace() {
            match moves.last_mut() {
                Some(last) if last == "同" => last.push_str(word),
                _ => moves.push(word.to_string()),
            }
        }
    }
    moves
}

/// Typed moves played from a position: the positions before each move, the moves, and the
/// position they lead to.
pub(crate) struct Played {
    pub history: Vec<Position>,
    pub moves: Vec<Move>,
    pub end: Position,
}

impl Played {
    /// The last move, written in `notation` as it was played, to mark on the board.
    fn last(&self, notation: Notation) -> Option<(Move, String)> {
        let (&mv, before) = self.moves.last().zip(self.history.last())?;
        let previous_to = self.moves.iter().rev().nth(1).map(|m| m.to());
        Some((mv, before.format_move(mv, notation, previous_to)))
    }
}

/// Plays `typed` (a move a word, as [`split_moves`] gives them) from `start` as a game, each
/// read as a move typed at a prompt is and judged by the rules core: one that ends
/// (checkmate, fourfold repetition, perpetual check, the move limit) refuses a move after its
/// end. A move that cannot be played is refused with its number in the list and its text,
/// in the same words for `show --moves` and for the moves typed in the main menu.
pub(crate) fn play_typed(start: &Position, typed: &[String]) -> Result<Played, String> {
    let mut played = Played { history: Vec::new(), moves: Vec::new(), end: start.clone() };
    for (i, text) in typed.iter().enumerate() {
        let refused = |reason: String| t!("rules-move-in-list", number = i + 1, text = text, reason = reason);
        let pos = &played.end;
        if let Some(end) = outcome(pos, &played.history) {
            return Err(refused(t!("rules-game-over", outcome = words::outcome(end))));
        }
        let previous_to = played.moves.last().map(|m| m.to());
        let mv = pos.parse_move(text, previous_to).map_err(|e| refused(words::move_argument(pos.geometry(), &e)))?;
        played.history.push(pos.clone());
        played.moves.push(mv);
        played.end.play(mv);
    }
    Ok(played)
}

/// Plays the moves as a game: one that ends (checkmate, fourfold repetition, perpetual
/// check, the move limit) says so under the board, and a move after its end is refused.
pub fn run(args: &ShowArgs) -> Result<(), Error> {
    args.game.answer(|start| play_and_show(start, args))
}

/// [`run`] from the position asked for.
fn play_and_show(start: &Position, args: &ShowArgs) -> Result<(), Error> {
    let start = start.clone().with_move_limit(args.move_limit);
    let played = play_typed(&start, &split_moves(&args.moves)).map_err(Error::input)?;
    let last = played.last(args.notation);
    let Played { history, moves, end: pos } = played;
    if let Some(format) = args.format {
        // A diagram shows where the moves lead; the other formats keep the moves.
        let game = match format {
            Format::Bod | Format::Sfen => Game::new(pos, Vec::new()),
            _ => Game::new(start, moves),
        };
        print!("{}", formats::write(&game, format));
        return Ok(());
    }
    let view = BoardView { pieces: PieceStyle::or_remembered(args.pieces), last_move: last, ..BoardView::default() };
    match args.describe {
        true => println!("{}\n{}", for_stdout(&pieces::describe(&pos)), ui::board::turn_line(&pos, &view)),
        false => print!("{}", ui::render(&pos, &view)),
    }
    println!("SFEN: {}", pos.to_sfen());
    if let Some(end) = outcome(&pos, &history) {
        println!("{}", crate::i18n::capitalise(&t!("rules-game-over", outcome = words::outcome(end))));
    }
    Ok(())
}
