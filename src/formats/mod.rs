//! Positions and game records in the formats the shogi world exchanges: SFEN and USI, KIF
//! and KI2 (Kakinoki's formats, what GUIs save), CSA (computer shogi), and BOD (the board
//! diagram with hands that tsume pages and GUIs' clipboards carry).
//!
//! Reading is two steps, as for SFEN: the text is parsed into a [`Record`] (an unchecked
//! [`Setup`] plus moves as written), then [`Record::resolve`] builds the [`Position`] and
//! replays every move through the rules core, so a record that breaks a rule is an error
//! naming the move and the rule. [`read`] does both from bytes, deciding the encoding
//! (UTF-8 or Shift_JIS) and the format from the content. See `docs/FORMATS.md`.

mod bod;
mod branches;
mod csa;
mod error;
mod ki2;
mod kif;
mod moves;
mod sfen;
mod text;

pub use error::{ErrorKind, FormatError};
pub use moves::{Japanese, MoveText, MoveToken, Origin};
pub use sfen::game_of_board;
pub use text::{decode, encode, Encoding, MAX_INPUT};

use crate::rules::{DeadPiece, Move, Position, Rules, Setup, Square, Variant};

/// The formats read and written.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// One SFEN string.
    Sfen,
    /// A USI `position` command: a start position and moves.
    Usi,
    /// Kakinoki's KIF: one numbered move per line, origin squares in parentheses.
    Kif,
    /// Kakinoki's KI2: ▲/△ moves as people write them (右, 左, 上, 引 ...).
    Ki2,
    /// The CSA record format (also the minishogi MSK layout on a 5x5 board).
    Csa,
    /// A board diagram with hands (`後手の持駒：` ... `先手の持駒：`).
    Bod,
}

impl Format {
    pub fn name(self) -> &'static str {
        match self {
            Format::Sfen => "sfen",
            Format::Usi => "usi",
            Format::Kif => "kif",
            Format::Ki2 => "ki2",
            Format::Csa => "csa",
            Format::Bod => "bod",
        }
    }

    /// The usual file extension: the format's name.
    pub fn extension(self) -> &'static str {
        self.name()
    }
}

/// What the caller knows before reading: the game, when the user named one (a record that
/// names another is then an error), and the Annan dead-piece rule moves are checked with.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ReadOptions {
    pub variant: Option<Variant>,
    pub dead_piece: DeadPiece,
}

/// A record as written: the position unchecked, the moves not yet played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub format: Format,
    pub setup: Setup,
    /// The line that describes the position, for errors about the position as a whole.
    pub position_line: usize,
    /// Header fields in file order (`先手`, `棋戦`, CSA's `N+` as `先手` ...).
    pub headers: Vec<(String, String)>,
    /// Comments about the start position.
    pub comments: Vec<String>,
    pub moves: Vec<MoveToken>,
    pub variations: Vec<VariationTokens>,
}

/// A KIF/KI2 variation (`変化：N手`) as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariationTokens {
    /// The line it branches from: `None` for the main line, else an earlier variation.
    pub parent: Option<usize>,
    /// The move number of its first move, which replaces that move of the parent.
    pub ply: u32,
    pub line: usize,
    pub moves: Vec<MoveToken>,
}

/// A record read and checked: a legal start position and legal moves.
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    pub start: Position,
    pub moves: Vec<Move>,
    pub headers: Vec<(String, String)>,
    pub comments: Vec<String>,
    /// Comments after each move (as many entries as moves).
    pub move_comments: Vec<Vec<String>>,
    pub variations: Vec<Variation>,
}

/// An alternative line: `moves` replace the parent's moves from move number `ply` on.
#[derive(Clone, Debug, PartialEq)]
pub struct Variation {
    pub parent: Option<usize>,
    pub ply: u32,
    pub moves: Vec<Move>,
    pub move_comments: Vec<Vec<String>>,
}

impl Game {
    /// A game of `moves` from `start`, without comments.
    pub fn new(start: Position, moves: Vec<Move>) -> Game {
        let move_comments = vec![Vec::new(); moves.len()];
        Game { start, moves, headers: Vec::new(), comments: Vec::new(), move_comments, variations: Vec::new() }
    }

    /// The position after every move of the main line.
    pub fn end(&self) -> Position {
        let mut pos = self.start.clone();
        for &mv in &self.moves {
            pos.play(mv);
        }
        pos
    }

    /// The whole line a variation belongs to, from the start: the parent's moves before
    /// `ply`, then its own.
    pub fn variation_line(&self, index: usize) -> Vec<Move> {
        let v = &self.variations[index];
        let mut line = match v.parent {
            None => self.moves.clone(),
            Some(p) => self.variation_line(p),
        };
        line.truncate(v.ply.saturating_sub(1) as usize);
        line.extend_from_slice(&v.moves);
        line
    }
}

/// Which format a text is in, judged from its content; `None` when it is none of them.
pub fn detect(text: &str) -> Option<Format> {
    let lines: Vec<&str> = text.lines().map(|l| l.trim_matches(text::is_space)).filter(|l| !l.is_empty()).collect();
    let first = *lines.first()?;
    if let Some(f) = sfen::detect(first) {
        return Some(f);
    }
    if lines.iter().find(|l| !l.starts_with('\'')).is_some_and(|l| csa::is_statement(l)) {
        return Some(Format::Csa);
    }
    kif::detect(&lines)
}

/// Parses a text in a known format into a record (no rule is checked yet).
pub fn parse_as(text: &str, format: Format, variant: Option<Variant>) -> Result<Record, FormatError> {
    match format {
        Format::Sfen | Format::Usi => sfen::parse(text, variant),
        Format::Csa => csa::parse(text, variant),
        Format::Kif | Format::Ki2 | Format::Bod => kif::parse(text, format, variant),
    }
}

/// Parses a text whose format is detected from its content.
pub fn parse(text: &str, variant: Option<Variant>) -> Result<Record, FormatError> {
    if text.trim_matches(text::is_space).is_empty() {
        return Err(FormatError::whole(ErrorKind::Empty));
    }
    let format = detect(text).ok_or_else(|| FormatError::whole(ErrorKind::Unrecognized))?;
    parse_as(text, format, variant)
}

/// Reads bytes (UTF-8 or Shift_JIS) in any of the formats and replays the moves.
pub fn read(bytes: &[u8], options: &ReadOptions) -> Result<Game, FormatError> {
    let (text, _) = decode(bytes)?;
    read_text(&text, options)
}

/// Reads a text in any of the formats and replays the moves.
pub fn read_text(text: &str, options: &ReadOptions) -> Result<Game, FormatError> {
    if text.len() > MAX_INPUT {
        return Err(FormatError::whole(ErrorKind::TooLarge { size: text.len(), limit: MAX_INPUT }));
    }
    parse(text, options.variant)?.resolve(options.dead_piece)
}

impl Record {
    /// Checks the position and plays every move, main line and variations.
    pub fn resolve(self, dead_piece: DeadPiece) -> Result<Game, FormatError> {
        let rules = Rules::new(self.setup.variant).with_dead_piece(dead_piece);
        let start = Position::from_setup(&self.setup, rules)
            .map_err(|e| FormatError::at(self.position_line, 1, ErrorKind::Position(e)))?;
        let (moves, move_comments) = replay(&start, &[], &self.moves)?;
        let mut game = Game {
            start,
            moves,
            headers: self.headers,
            comments: self.comments,
            move_comments,
            variations: Vec::new(),
        };
        for v in self.variations {
            let mut before = match v.parent {
                None => game.moves.clone(),
                Some(p) => game.variation_line(p),
            };
            before.truncate(v.ply.saturating_sub(1) as usize);
            let (moves, move_comments) = replay(&game.start, &before, &v.moves)?;
            game.variations.push(Variation { parent: v.parent, ply: v.ply, moves, move_comments });
        }
        Ok(game)
    }
}

/// Plays `before` (known legal) then resolves and plays `tokens`.
fn replay(
    start: &Position,
    before: &[Move],
    tokens: &[MoveToken],
) -> Result<(Vec<Move>, Vec<Vec<String>>), FormatError> {
    let mut pos = start.clone();
    let mut previous: Option<Square> = None;
    for &mv in before {
        pos.play(mv);
        previous = Some(mv.to());
    }
    let mut moves = Vec::with_capacity(tokens.len());
    let mut comments = Vec::with_capacity(tokens.len());
    for token in tokens {
        let mv = moves::resolve(&pos, token, previous)?;
        pos.play(mv);
        previous = Some(mv.to());
        moves.push(mv);
        comments.push(token.comments.clone());
    }
    Ok((moves, comments))
}

/// Writes a game in a format. SFEN and BOD hold a position only: they get the start
/// position (USI, KIF, KI2 and CSA carry the moves).
pub fn write(game: &Game, format: Format) -> String {
    match format {
        Format::Sfen => format!("{}\n", game.start.to_sfen()),
        Format::Usi => sfen::write_usi(game),
        Format::Kif => kif::write_kif(game),
        Format::Ki2 => ki2::write_ki2(game),
        Format::Csa => csa::write(game),
        Format::Bod => bod::write_bod(&game.start),
    }
}
