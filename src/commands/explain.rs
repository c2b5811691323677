//! `annan explain`: what a piece moves like and why, or whether a move is legal and why not.
//! Its sentences are wrapped to the terminal (the board is drawn as it is); `--json` is
//! machine output and is never wrapped.

use super::{Error, GameArgs};
use crate::explain;
use crate::i18n::rules as words;
use crate::rules::{bit, Move, MoveInputError, Position};
use crate::t;
use crate::ui::wrap::{for_stdout, hanging, wrap};
use crate::ui::{self, BoardView, PieceStyle};
use clap::Args;

#[derive(Args, Debug)]
pub struct ExplainArgs {
    #[command(flatten)]
    pub game: GameArgs,
    pub square: Option<String>,
    /// A move is explained instead of a square: a square beside it was silently ignored.
    #[arg(long = "move", value_name = "USI", conflicts_with = "square")]
    pub mv: Option<String>,
    // Each side's pieces in words instead of a square or a move, and no board: the position
    // for a reader who cannot see the board (what `pieces` at the menu's Explain prompt runs).
    #[arg(long, conflicts_with_all = ["square", "mv"])]
    pub describe: bool,
    #[arg(long, value_enum, ignore_case = true)]
    pub pieces: Option<PieceStyle>,
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: &ExplainArgs) -> Result<(), Error> {
    args.game.answer(|pos| explain_in(pos, args))
}

/// [`run`] in the position asked for.
fn explain_in(pos: &Position, args: &ExplainArgs) -> Result<(), Error> {
    let g = pos.geometry();
    if args.describe {
        match args.json {
            true => println!("{}", crate::i18n::pieces::json(pos)),
            // A side a line, as a script or a screen reader reads it.
            false => println!("{}", for_stdout(&crate::i18n::pieces::describe(pos))),
        }
        return Ok(());
    }
    if let Some(text) = &args.mv {
        // A move in USI is explained legal or not; in western or Japanese notation (which
        // name a piece, not its square) it has to be resolved to a legal move first, and the
        // reason it cannot be is the explanation.
        // A move the notation names but the rules refuse is explained as a refused USI move
        // is (the board's reason, status 0), whichever notation named it: `R-2d` was an error
        // where `2h2d` was explained.
        let (legal, reason) = match Move::parse_typed_usi(text, g) {
            Ok(mv) => explain::move_verdict(pos, mv),
            // A number picks from a list only where one is shown (lessons, puzzles).
            Err(usi) if text.trim().bytes().all(|b| b.is_ascii_digit()) => return Err(Error::input(usi.to_string())),
            Err(_) => match pos.parse_move(text, None) {
                Ok(mv) => explain::move_verdict(pos, mv),
                Err(MoveInputError::Illegal { reasons, .. }) if reasons.len() == 1 => {
                    explain::move_verdict(pos, reasons[0].0)
                }
                Err(why @ MoveInputError::Illegal { .. }) => {
                    (false, crate::i18n::capitalise(&words::move_argument(g, &why)))
                }
                Err(why) => return Err(Error::input(words::move_argument(g, &why))),
            },
        };
        if args.json {
            println!("{}", serde_json::json!({ "move": text, "legal": legal, "reason": reason }));
        } else {
            println!("{}", wrap(&format!("{reason}.")));
        }
        return Ok(());
    }
    let squares: Vec<_> = match &args.square {
        Some(name) => match explain::square_or_move(pos, name).map_err(Error::input)? {
            explain::Asked::Square(sq) => vec![sq],
            // `annan explain 7g7f`: a move where a square is taken.
            explain::Asked::Move => return Err(Error::input(t!("explain-error-move-as-square", text = name.as_str()))),
        },
        None => explain::borrowed_movement_squares(pos),
    };
    let reports: Vec<_> = squares.iter().map(|&sq| explain::square_report(pos, sq)).collect();
    // The side to move in check: how it is held (why it is mate, or its way out).
    let check = pos.check_anatomy();
    if args.json {
        let items: Vec<_> = reports.iter().map(|r| explain::square_json(pos, r)).collect();
        // One shape whatever the position, for scripts: the check is a field of a square's
        // object (the king's, say), and the list without a square stays a list.
        let out = match args.square {
            Some(_) => {
                let mut item = items.into_iter().next().unwrap_or_default();
                item["check"] = check.as_ref().map(|a| crate::mate::json(pos, a)).into();
                item
            }
            None => serde_json::Value::Array(items),
        };
        println!("{out}");
        return Ok(());
    }
    if reports.is_empty() && check.is_none() {
        // In a game without backers "no piece has its movement changed by a backer" read
        // as if it might have had one (a playtest): say what to ask instead.
        let none = match pos.variant().has_backers() {
            true => t!("explain-no-borrowed", side = words::side(pos.side_to_move())),
            false => crate::i18n::capitalise(&t!("explain-no-backers", variant = pos.variant().name())),
        };
        println!("{}", wrap(&none));
    }
    let mut text: Vec<String> = reports.iter().map(|r| facts(&explain::square_text(pos, r))).collect();
    if let Some(a) = &check {
        // After the square asked about; without one, first: it is then what is explained.
        let why = hanging(&crate::mate::why(pos, a), 2);
        let at = if args.square.is_some() { text.len() } else { 0 };
        text.insert(at, why);
    }
    // One square: where it reaches. Every piece that borrows a movement (or none): where
    // they stand, so that the sentences above can be found on the board.
    let (highlight, caption) = match reports.as_slice() {
        [r] => (r.destinations, t!("explain-marked")),
        _ => (squares.iter().fold(0, |bb, &sq| bb | bit(sq)), t!("explain-marked-pieces")),
    };
    // An empty square, or a piece that reaches nothing, has no marked squares to explain.
    let caption = (highlight != 0).then(|| wrap(&caption));
    let view = BoardView { pieces: PieceStyle::or_remembered(args.pieces), highlight, ..BoardView::default() };
    let full = ui::render(pos, &view);
    let rows =
        |board: &str| text.iter().chain(&caption).map(|t| t.lines().count()).sum::<usize>() + 1 + board.lines().count();
    // The compact board where the full one would push the explanation off the top of the
    // window, a row kept for the prompt after it (the menu asks for the next square there).
    let board = match ui::wrap::height() {
        Some(height) if rows(&full) + 1 > height => ui::render(pos, &BoardView { compact: true, ..view }),
        _ => full,
    };
    for t in &text {
        println!("{t}");
    }
    print!("\n{board}");
    if let Some(caption) = caption {
        println!("{caption}");
    }
    Ok(())
}

/// The facts about a square, one sentence a line, each wrapped with the lines it goes on to
/// indented, so a long list of squares or moves still reads as one fact.
fn facts(text: &str) -> String {
    text.lines().map(|line| hanging(line, 2)).collect::<Vec<_>>().join("\n")
}
