//! The move section of KIF and KI2: the main line, `変化：N手` variations, `*` comments after
//! moves, and the end of a line (投了, 詰み, `まで…`).

use super::error::{ErrorKind, FormatError};
use super::moves::MoveToken;
use super::text::column;
use super::{Ending, VariationTokens};

/// The words that end a line of play in KIF's move column instead of a move (`6 投了`),
/// and the ending each records. The first word of an ending is the one KIF writes.
const ENDING_WORDS: [(&str, Ending); 15] = [
    ("中断", Ending::Interrupted),
    ("投了", Ending::Resignation),
    ("持将棋", Ending::Impasse),
    ("千日手", Ending::Repetition),
    ("詰み", Ending::Checkmate),
    ("詰", Ending::Checkmate),
    ("不詰", Ending::NoMate),
    ("切れ負け", Ending::TimeUp),
    ("時間切れ", Ending::TimeUp),
    ("反則勝ち", Ending::FoulWin),
    ("反則負け", Ending::FoulLoss),
    ("入玉勝ち", Ending::Declaration),
    ("宣言勝ち", Ending::Declaration),
    ("不戦勝", Ending::ForfeitWin),
    ("不戦敗", Ending::ForfeitLoss),
];

/// The ending a KIF ending word records, `None` when the word is none.
pub fn ending_of_word(word: &str) -> Option<Ending> {
    ENDING_WORDS.iter().find(|(w, _)| *w == word).map(|&(_, e)| e)
}

/// The word KIF writes for an ending in its move column.
pub fn word_of_ending(ending: Ending) -> &'static str {
    ENDING_WORDS.iter().find(|(_, e)| *e == ending).map_or("中断", |&(w, _)| w)
}

#[derive(Debug)]
struct Branch {
    parent: Option<usize>,
    ply: u32,
    line: usize,
    moves: Vec<MoveToken>,
    ended: bool,
    ending: Option<Ending>,
}

/// Lines of play as they are read; the one being read is the last.
#[derive(Debug)]
pub(super) struct Branches {
    lines: Vec<Branch>,
    /// The chain of lines a new variation may branch from, innermost last.
    stack: Vec<usize>,
    /// Comments before the first move of the record.
    pub start_comments: Vec<String>,
    /// What the record's move numbers add to a move's place in the record (1 for the first
    /// move): N after a diagram that says N moves were played before it (`手数＝N`), as
    /// Kakinoki numbers them; 0 when the record numbers from 1 all the same.
    offset: u32,
}

impl Branches {
    pub fn new() -> Branches {
        Branches {
            lines: vec![Branch { parent: None, ply: 1, line: 0, moves: Vec::new(), ended: false, ending: None }],
            stack: vec![0],
            start_comments: Vec::new(),
            offset: 0,
        }
    }

    /// The line being read: the last one started.
    fn current(&mut self) -> &mut Branch {
        let last = self.lines.len() - 1;
        &mut self.lines[last]
    }

    /// The moves start after `before` moves played before the start position (`手数＝N`).
    pub fn number_after(&mut self, before: u32) {
        self.offset = before;
    }

    /// The number the next move of the current line must have, as the record writes it.
    pub fn next_number(&self) -> u32 {
        let b = &self.lines[self.lines.len() - 1];
        b.ply + b.moves.len() as u32 + self.offset
    }

    /// Checks the number the record gives the next move (or ending) of the current line. A
    /// record after `手数＝N` whose first move is numbered 1 is numbered from 1 throughout:
    /// some programs write it so.
    pub fn check_number(&mut self, found: u32) -> Result<(), ErrorKind> {
        let first = self.lines.len() == 1 && self.lines[0].moves.is_empty();
        if first && found == 1 {
            self.offset = 0;
        }
        let expected = self.next_number();
        if found != expected {
            return Err(ErrorKind::MoveNumber { expected, found });
        }
        Ok(())
    }

    /// Adds a move to the current line, checking its number when the record gives one.
    pub fn push(&mut self, written_number: Option<u32>, token: MoveToken) -> Result<(), FormatError> {
        let here = |kind| FormatError::at(token.line, token.column, kind);
        if self.current().ended {
            return Err(here(ErrorKind::AfterEnd { text: token.text.clone() }));
        }
        if let Some(found) = written_number {
            self.check_number(found).map_err(here)?;
        }
        self.current().moves.push(token);
        Ok(())
    }

    /// The current line ends here (投了, 詰み ...): a further move in it is an error. The
    /// first ending said counts (the move column's, before the closing sentence's).
    pub fn end(&mut self, ending: Option<Ending>) {
        let b = self.current();
        b.ended = true;
        b.ending = b.ending.or(ending);
    }

    /// A `*` comment: it belongs to the last move read, or to the start position.
    pub fn comment(&mut self, text: &str) {
        let only_main = self.lines.len() == 1;
        match self.current().moves.last_mut() {
            Some(mv) => mv.comments.push(text.to_string()),
            None if only_main => self.start_comments.push(text.to_string()),
            None => {}
        }
    }

    /// A `変化：N手` line: a new line replacing move N of the latest line that reaches it.
    pub fn variation(&mut self, no: usize, line: &str) -> Result<(), FormatError> {
        let digits: String = line
            .chars()
            .skip_while(|c| !c.is_ascii_digit() && super::text::file_digit(*c).is_none())
            .take_while(|c| c.is_ascii_digit() || super::text::file_digit(*c).is_some() || *c == '０')
            .collect();
        let written = super::text::parse_count(&digits).filter(|&n| n > 0).ok_or_else(|| {
            FormatError::at(no, column(line, line), ErrorKind::UnexpectedLine { text: line.to_string() })
        })?;
        let orphan = || FormatError::at(no, 1, ErrorKind::OrphanVariation { ply: written });
        let ply = written.checked_sub(self.offset).filter(|&n| n > 0).ok_or_else(orphan)?;
        // As Kakinoki lays variations out (depth first): leave the lines that start after
        // `ply`; the parent is the latest remaining one, which must reach move `ply`.
        while self.stack.last().is_some_and(|&top| self.lines[top].ply > ply) {
            self.stack.pop();
        }
        let &top = self.stack.last().ok_or_else(orphan)?;
        let b = &self.lines[top];
        if ply > b.ply + b.moves.len() as u32 {
            return Err(orphan());
        }
        let parent = top.checked_sub(1);
        self.lines.push(Branch { parent, ply, line: no, moves: Vec::new(), ended: false, ending: None });
        self.stack.push(self.lines.len() - 1);
        Ok(())
    }

    /// The main line, its ending, and the variations, parents given as variation indices.
    pub fn finish(self) -> (Vec<MoveToken>, Option<Ending>, Vec<VariationTokens>) {
        let mut lines = self.lines.into_iter();
        let (main, ending) = lines.next().map(|b| (b.moves, b.ending)).unwrap_or_default();
        let variations =
            lines.map(|b| VariationTokens { parent: b.parent, ply: b.ply, line: b.line, moves: b.moves }).collect();
        (main, ending, variations)
    }
}
