//! `annan convert`: a position or record in any format (detected) to another; and the record
//! helpers the other commands share (read a file, a puzzle as a record, bytes for a file).

use super::Error;
use crate::content::puzzle::Puzzle;
use crate::formats::{self, encode, Encoding, Format, Game, ReadOptions};
use crate::input::{read_bytes, FILE_LIMIT};
use crate::rules::{DeadPiece, Variant};
use crate::ui::wrap;
use clap::Args;
use std::io::Write;
use std::path::{Path, PathBuf};

#[derive(Args, Debug)]
pub struct ConvertArgs {
    #[arg(long, value_enum, ignore_case = true, default_value_t = Format::Sfen)]
    pub to: Format,
    #[arg(long, value_enum, ignore_case = true)]
    pub variant: Option<Variant>,
    /// Annan's setting (backer when not given); refused for a record of another game, as
    /// every command that takes a position refuses it (it was accepted and ignored here).
    #[arg(long = "dead-piece", value_enum, ignore_case = true)]
    pub dead_piece: Option<DeadPiece>,
    #[arg(default_value = "-")]
    pub file: PathBuf,
}

pub fn run(args: &ConvertArgs) -> Result<(), Error> {
    refuse_position_as_file(&args.file)?;
    let options = ReadOptions { variant: args.variant, dead_piece: args.dead_piece.unwrap_or(DeadPiece::Backer) };
    let game = read_record(&args.file, &options)?;
    super::game::refuse_dead_piece(args.dead_piece, game.start.variant())?;
    if let Some((count, format)) = moves_left_out(&game, args.to) {
        let note = crate::t!("convert-moves-left-out", count = count, format = format, option = "--to");
        eprintln!("{}", wrap::error_line(&note));
    }
    let text = formats::write(&game, args.to);
    std::io::stdout().write_all(text.as_bytes()).map_err(|e| Error::runtime(crate::ui::output::message(&e)))
}

/// SFEN and BOD hold one position: the record's start (a problem's, to solve). Its moves are
/// left out, said on stderr so that the output stays the position alone: their count and the
/// format's name, for the message, when there are any.
pub(crate) fn moves_left_out(game: &Game, to: Format) -> Option<(usize, String)> {
    (!to.holds_moves() && !game.moves.is_empty()).then(|| (game.moves.len(), to.name().to_uppercase()))
}

/// An SFEN or a USI `position` typed where the file goes (`annan convert "4k4/9/... b G 1"`)
/// is pointed to standard input, which takes it, rather than told no such file exists.
fn refuse_position_as_file(path: &Path) -> Result<(), Error> {
    let text = path.to_string_lossy();
    let position = matches!(formats::detect(&text), Some(Format::Sfen | Format::Usi));
    if position && !path.exists() {
        return Err(Error::input(crate::t!("convert-error-position-as-file", text = text.trim())));
    }
    Ok(())
}

/// Reads a record file (`-` for standard input) and replays it; errors name the file. SFEN
/// and USI without a game asked for are read as every command reads them
/// ([`record_game`](super::game::record_game): Annan, minishogi on 5x5): they were shogi here
/// alone, and an Annan record converted to KIF lost its game.
pub(crate) fn read_record(path: &Path, options: &ReadOptions) -> Result<Game, Error> {
    let (text, name) = read_text(path)?;
    let options = ReadOptions { variant: super::game::record_game(&text, options.variant), ..*options };
    formats::read_text(&text, &options).map_err(|e| Error::input(e.describe(&name)))
}

/// A record file's text (UTF-8 or Shift_JIS; `-` for standard input) and its name for errors.
pub(crate) fn read_text(path: &Path) -> Result<(String, String), Error> {
    let name = crate::input::display_name(path);
    let bytes = read_bytes(path, FILE_LIMIT).map_err(|e| Error::input(e.message()))?;
    let (text, _) = formats::decode(&bytes).map_err(|e| Error::input(e.describe(&name)))?;
    Ok((text, name))
}

/// A puzzle as a record: its position and solution, the title (in the reader's language) as
/// `表題` and where it comes from as a comment.
pub(crate) fn puzzle_record(p: &Puzzle) -> Result<Game, Error> {
    let start = p.position().map_err(|e| Error::runtime(format!("{}: {e}", p.id)))?;
    let line = p.line(&start).map_err(|(_, why)| Error::runtime(format!("{}: {why}", p.id)))?;
    let title = p.title.render(&start, crate::rules::Notation::Western, p.mate);
    let mut game = Game::new(start, line);
    game.headers.push(("表題".to_string(), format!("{title} ({})", p.id)));
    game.comments.push(p.origin.clone());
    Ok(game)
}

/// The bytes and file extension of a record written for other programs: KIF as Shift_JIS
/// `.kif`, as GUIs expect, or UTF-8 `.kifu` when a text needs characters Shift_JIS lacks;
/// everything else UTF-8.
pub(crate) fn file_bytes(game: &Game, format: Format) -> (Vec<u8>, &'static str) {
    let text = formats::write(game, format);
    if format == Format::Kif {
        if let Ok(bytes) = encode(&text, Encoding::ShiftJis) {
            return (bytes, "kif");
        }
        return (text.into_bytes(), "kifu");
    }
    (text.into_bytes(), format.extension())
}
