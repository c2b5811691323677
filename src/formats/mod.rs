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

use crate::rules::{outcome, Color, DeadPiece, Move, Outcome, Position, Rules, Setup, Square, Variant};
use std::collections::HashMap;

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

    /// Whether the format writes moves: SFEN and BOD hold one position (a record converted
    /// to them leaves its moves out, and a mate cannot be written in them).
    pub fn holds_moves(self) -> bool {
        !matches!(self, Format::Sfen | Format::Bod)
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
    /// How the main line ends, when the record says (`投了`, `%TORYO`, `まで…千日手`).
    pub ending: Option<Ending>,
    pub variations: Vec<VariationTokens>,
}

/// How a game ended, as records write it down after the last move. Kept as a value so that a
/// conversion writes it again in the other format's words (`投了` and `%TORYO` are one
/// ending): a record read and written must not lose who won. Most endings are said from the
/// side to move after the last move, as KIF's ending line (`6 投了`: the side of move 6) and
/// CSA's `%` line are: that side resigned, ran out of time, declared, or was mated.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The side to move resigned (`投了`, `%TORYO`).
    Resignation,
    /// The side to move is mated (`詰み`, `%TSUMI`).
    Checkmate,
    /// A tsume record's verdict that there is no mate (`不詰`, `%FUZUMI`).
    NoMate,
    /// The game was stopped unfinished (`中断`, `%CHUDAN`).
    Interrupted,
    /// Fourfold repetition (`千日手`, `%SENNICHITE`).
    Repetition,
    /// Impasse: both kings entered, a draw (`持将棋`, `%JISHOGI`, `%HIKIWAKE`).
    Impasse,
    /// The side to move lost on time (`切れ負け`, `時間切れ`, `%TIME_UP`).
    TimeUp,
    /// The side to move declared an entering-king win (`入玉勝ち`, `宣言勝ち`, `%KACHI`).
    Declaration,
    /// The side to move wins by its opponent's foul (`反則勝ち`; CSA names the loser:
    /// `%+ILLEGAL_ACTION` when Sente fouled).
    FoulWin,
    /// The side to move loses by its own foul (`反則負け`, `%ILLEGAL_MOVE`).
    FoulLoss,
    /// The side to move wins by default (`不戦勝`; CSA has no word for it).
    ForfeitWin,
    /// The side to move loses by default (`不戦敗`; CSA has no word for it).
    ForfeitLoss,
}

impl Ending {
    /// The ending the rules declare for a finished game whose side to move is `mover`; `None`
    /// for a side left without a legal move while not in check, which no record has a word for.
    fn of_outcome(o: Outcome, mover: Color) -> Option<Ending> {
        match o {
            Outcome::Checkmate { .. } => Some(Ending::Checkmate),
            Outcome::Repetition { .. } => Some(Ending::Repetition),
            // Perpetual check is a foul of the checking side.
            Outcome::PerpetualCheck { winner } if winner == mover => Some(Ending::FoulWin),
            Outcome::PerpetualCheck { .. } => Some(Ending::FoulLoss),
            Outcome::NoLegalMove { .. } | Outcome::MoveLimit => None,
        }
    }
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
    /// How the main line ends: as the record says, else as the rules declare it (a mate, a
    /// fourfold repetition); `None` for a game left unfinished.
    pub ending: Option<Ending>,
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
    /// A game of `moves` (legal) from `start`, without comments; its ending is what the rules
    /// declare after the last move, if anything.
    pub fn new(start: Position, moves: Vec<Move>) -> Game {
        let move_comments = vec![Vec::new(); moves.len()];
        let mut line = Line::new(&start, &[]);
        for &mv in &moves {
            line.play(mv);
        }
        let ending = line.ending();
        Game { start, moves, headers: Vec::new(), comments: Vec::new(), move_comments, ending, variations: Vec::new() }
    }

    /// The number the record gives the first move: 1, or N + 1 after a diagram that says
    /// N moves were played before it (`手数＝N`).
    pub fn first_number(&self) -> u32 {
        self.start.move_number().max(1)
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
        let (moves, move_comments, by_rules) = replay(&start, &[], &self.moves)?;
        // A KI2 record says only who won (`まで…先手の勝ち`), read as a resignation: when the
        // board shows a mate, the game ended by it.
        let ending = match (self.ending, by_rules) {
            (Some(Ending::Resignation), Some(Ending::Checkmate)) if self.format == Format::Ki2 => by_rules,
            (stated, by_rules) => stated.or(by_rules),
        };
        let mut game = Game {
            start,
            moves,
            headers: self.headers,
            comments: self.comments,
            move_comments,
            ending,
            variations: Vec::new(),
        };
        for v in self.variations {
            let mut before = match v.parent {
                None => game.moves.clone(),
                Some(p) => game.variation_line(p),
            };
            before.truncate(v.ply.saturating_sub(1) as usize);
            let (moves, move_comments, _) = replay(&game.start, &before, &v.moves)?;
            game.variations.push(Variation { parent: v.parent, ply: v.ply, moves, move_comments });
        }
        Ok(game)
    }
}

/// A line's moves as played, the comments after each, and the ending the rules declare.
type Replayed = (Vec<Move>, Vec<Vec<String>>, Option<Ending>);

/// Plays `before` (known legal) then resolves and plays `tokens`; also returns the ending
/// the rules declare after the last move. A move after the rules have ended the game (a
/// fourfold repetition, as `show --moves` refuses it) is an error, not the start of a
/// longer record: the record is wrong there, and the user is told where rather than
/// getting a converted record quietly cut short or one that goes on past the end.
fn replay(start: &Position, before: &[Move], tokens: &[MoveToken]) -> Result<Replayed, FormatError> {
    let mut line = Line::new(start, before);
    let mut moves = Vec::with_capacity(tokens.len());
    let mut comments = Vec::with_capacity(tokens.len());
    for token in tokens {
        if let Some(end) = line.over() {
            let outcome = crate::i18n::rules::outcome(end);
            let kind = ErrorKind::AfterGameOver { number: token.number, text: token.text.clone(), outcome };
            return Err(FormatError::at(token.line, token.column, kind));
        }
        let mv = moves::resolve(&line.pos, token, line.previous)?;
        line.play(mv);
        moves.push(mv);
        comments.push(token.comments.clone());
    }
    Ok((moves, comments, line.ending()))
}

/// A line of play as it is replayed, counting how often each position occurred so that the
/// rules' outcome (which needs every earlier position) is asked only when a position comes a
/// fourth time or no move is left: a long record stays one pass.
struct Line<'a> {
    start: &'a Position,
    played: Vec<Move>,
    pos: Position,
    previous: Option<Square>,
    seen: HashMap<u64, u32>,
}

impl<'a> Line<'a> {
    fn new(start: &'a Position, before: &[Move]) -> Line<'a> {
        let mut line = Line {
            start,
            played: Vec::new(),
            pos: start.clone(),
            previous: None,
            seen: HashMap::from([(start.key(), 1)]),
        };
        for &mv in before {
            line.play(mv);
        }
        line
    }

    fn play(&mut self, mv: Move) {
        self.pos.play(mv);
        self.played.push(mv);
        self.previous = Some(mv.to());
        *self.seen.entry(self.pos.key()).or_default() += 1;
    }

    /// How the rules end the game here, if they do.
    fn over(&self) -> Option<Outcome> {
        if self.seen.get(&self.pos.key()).is_some_and(|&n| n >= 4) {
            let mut history = Vec::with_capacity(self.played.len());
            let mut p = self.start.clone();
            for &mv in &self.played {
                history.push(p.clone());
                p.play(mv);
            }
            return outcome(&self.pos, &history);
        }
        (!self.pos.has_legal_move()).then(|| outcome(&self.pos, &[])).flatten()
    }

    fn ending(&self) -> Option<Ending> {
        self.over().and_then(|o| Ending::of_outcome(o, self.pos.side_to_move()))
    }
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
