//! The move section of KIF and KI2: the main line, `変化：N手` variations, `*` comments after
//! moves, and the end of a line (投了, 詰み, `まで…`).

use super::error::{ErrorKind, FormatError};
use super::moves::MoveToken;
use super::text::column;
use super::VariationTokens;

/// Words that end a line of play in the move column instead of a move.
pub const ENDINGS: [&str; 15] = [
    "中断",
    "投了",
    "持将棋",
    "千日手",
    "詰み",
    "詰",
    "不詰",
    "切れ負け",
    "時間切れ",
    "反則勝ち",
    "反則負け",
    "入玉勝ち",
    "宣言勝ち",
    "不戦勝",
    "不戦敗",
];

#[derive(Debug)]
struct Branch {
    parent: Option<usize>,
    ply: u32,
    line: usize,
    moves: Vec<MoveToken>,
    ended: bool,
}

/// Lines of play as they are read; the one being read is the last.
#[derive(Debug)]
pub(super) struct Branches {
    lines: Vec<Branch>,
    /// The chain of lines a new variation may branch from, innermost last.
    stack: Vec<usize>,
    /// Comments before the first move of the record.
    pub start_comments: Vec<String>,
}

impl Branches {
    pub fn new() -> Branches {
        Branches {
            lines: vec![Branch { parent: None, ply: 1, line: 0, moves: Vec::new(), ended: false }],
            stack: vec![0],
            start_comments: Vec::new(),
        }
    }

    /// The line being read: the last one started.
    fn current(&mut self) -> &mut Branch {
        let last = self.lines.len() - 1;
        &mut self.lines[last]
    }

    /// The number the next move of the current line must have.
    pub fn next_number(&self) -> u32 {
        let b = &self.lines[self.lines.len() - 1];
        b.ply + b.moves.len() as u32
    }

    /// Adds a move to the current line, checking its number when the record gives one.
    pub fn push(&mut self, written_number: Option<u32>, token: MoveToken) -> Result<(), FormatError> {
        let expected = self.next_number();
        let here = |kind| FormatError::at(token.line, token.column, kind);
        if self.current().ended {
            return Err(here(ErrorKind::AfterEnd { text: token.text.clone() }));
        }
        if let Some(found) = written_number.filter(|&n| n != expected) {
            return Err(here(ErrorKind::MoveNumber { expected, found }));
        }
        self.current().moves.push(token);
        Ok(())
    }

    /// The current line ends here (投了, 詰み ...): a further move in it is an error.
    pub fn end(&mut self) {
        self.current().ended = true;
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
        let ply = super::text::parse_count(&digits).filter(|&n| n > 0).ok_or_else(|| {
            FormatError::at(no, column(line, line), ErrorKind::UnexpectedLine { text: line.to_string() })
        })?;
        // As Kakinoki lays variations out (depth first): leave the lines that start after
        // `ply`; the parent is the latest remaining one, which must reach move `ply`.
        while self.stack.last().is_some_and(|&top| self.lines[top].ply > ply) {
            self.stack.pop();
        }
        let orphan = || FormatError::at(no, 1, ErrorKind::OrphanVariation { ply });
        let &top = self.stack.last().ok_or_else(orphan)?;
        let b = &self.lines[top];
        if ply > b.ply + b.moves.len() as u32 {
            return Err(orphan());
        }
        let parent = top.checked_sub(1);
        self.lines.push(Branch { parent, ply, line: no, moves: Vec::new(), ended: false });
        self.stack.push(self.lines.len() - 1);
        Ok(())
    }

    /// The main line and the variations, parents given as variation indices.
    pub fn finish(self) -> (Vec<MoveToken>, Vec<VariationTokens>) {
        let mut lines = self.lines.into_iter();
        let main = lines.next().map(|b| b.moves).unwrap_or_default();
        let variations =
            lines.map(|b| VariationTokens { parent: b.parent, ply: b.ply, line: b.line, moves: b.moves }).collect();
        (main, variations)
    }
}
