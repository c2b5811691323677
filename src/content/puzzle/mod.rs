//! Mate puzzles: the file schema, reading files (one or more YAML documents), and the
//! embedded collection. What makes a puzzle correct lives in [`verify`]; the themes a
//! solution shows (tags) in [`themes`]; the moves only its dead-piece setting allows in
//! [`setting`].

pub mod conventions;
pub mod phrase;
pub mod setting;
pub mod themes;
pub mod verify;

pub use conventions::{conventions, ConventionError};
pub use phrase::{Phrase, PieceName};
pub use setting::{needs_setting, plies_needing_setting};
pub use themes::{themes, Tag};
pub use verify::{verify, Problem, Standard};

use super::{yaml_files, ContentError, PUZZLES};
use crate::rules::{DeadPiece, Move, ParseError, Position, Rules, Variant};
use serde::{Deserialize, Serialize};

/// One mate puzzle as written in `puzzles/<variant>/<id>.yaml` (see `puzzles/SCHEMA.md`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Puzzle {
    /// Kebab-case, unique in the collection, equal to the file name there.
    pub id: String,
    pub variant: Variant,
    /// Annan only; absent means the default (`backer`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dead_piece: Option<DeadPiece>,
    /// The start position, attacker to move, the defender's hand stated in full.
    pub sfen: String,
    /// Length of the forced mate in plies (odd).
    pub mate: u16,
    /// The composed solution in USI: attacker moves and the longest defences.
    pub main_line: Vec<String>,
    /// Claims that under shogi rules the same position has no mate of this length: the
    /// backer rule makes the mate. Verified when true.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub annan_only: bool,
    /// A `puzzle-title` message with its theme and length.
    pub title: Phrase,
    /// From vague to exact, about the first move; the player shows one more each time it is
    /// asked.
    pub hints: Vec<Phrase>,
    /// Themes of the solution, computed from it (see [`themes`]) and checked.
    #[serde(default)]
    pub tags: Vec<Tag>,
    /// 1 (easiest) to 5, estimated by the generator from the solver's effort and the length.
    pub difficulty: u8,
    /// Where the puzzle comes from (original work or the generator command that made it).
    pub origin: String,
}

impl Puzzle {
    pub fn rules(&self) -> Rules {
        Rules::new(self.variant).with_dead_piece(self.dead_piece.unwrap_or_default())
    }

    pub fn position(&self) -> Result<Position, ParseError> {
        Position::from_sfen(self.rules(), &self.sfen)
    }

    /// The main line as moves, each legal in turn, or the 0-based ply and reason of the
    /// first that is not.
    pub fn line(&self, start: &Position) -> Result<Vec<Move>, (usize, String)> {
        let mut pos = start.clone();
        let mut moves = Vec::with_capacity(self.main_line.len());
        for (i, text) in self.main_line.iter().enumerate() {
            let mv = Move::parse_usi(text, pos.geometry()).map_err(|e| (i, e.to_string()))?;
            let illegal = |why: String| (i, crate::t!("puzzle-check-illegal-move", move = text, reason = why));
            pos.check_move(mv).map_err(|why| illegal(crate::i18n::rules::illegal(pos.geometry(), mv, &why)))?;
            moves.push(mv);
            pos.play(mv);
        }
        Ok(moves)
    }

    /// The puzzle as a YAML document.
    pub fn to_yaml(&self) -> String {
        serde_yaml::to_string(self).unwrap_or_default()
    }
}

/// A puzzle together with where it was read from (for error messages).
#[derive(Clone, Debug)]
pub struct Located {
    pub file: String,
    /// Line of the file where the puzzle's document starts (1-based).
    pub first_line: usize,
    /// The document's text.
    pub text: String,
    pub puzzle: Puzzle,
}

impl Located {
    /// An error about this puzzle, at the line of the document holding `needle`.
    pub fn error(&self, needle: &str, message: impl Into<String>) -> ContentError {
        let mut e = ContentError::at(&self.file, &self.text, needle, message);
        e.line += self.first_line - 1;
        e
    }
}

/// The YAML documents of a file, each with the line it starts on. A line `---` separates
/// documents, so a generator run can write many puzzles to one file.
fn documents(text: &str) -> Vec<(usize, String)> {
    let mut docs = vec![(1, String::new())];
    for (i, line) in text.lines().enumerate() {
        if line.trim_end() == "---" {
            docs.push((i + 2, String::new()));
        } else if let Some((_, doc)) = docs.last_mut() {
            doc.push_str(line);
            doc.push('\n');
        }
    }
    docs.retain(|(_, d)| d.lines().any(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#')));
    docs
}

/// Reads the puzzles of one file (schema only; see [`verify`] for correctness).
pub fn parse_file(file: &str, text: &str) -> Result<Vec<Located>, Vec<ContentError>> {
    let text = crate::input::strip_bom(text);
    ContentError::screen(file, text).map_err(|e| vec![e])?;
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for (first_line, doc) in documents(text) {
        match serde_yaml::from_str::<Puzzle>(&doc) {
            Ok(puzzle) => out.push(Located { file: file.to_string(), first_line, text: doc, puzzle }),
            Err(e) => {
                let mut err = match serde_yaml::from_str::<serde_yaml::Value>(&doc) {
                    // Not keys at all (a line of text, a list): said as what a puzzle is, not in
                    // serde's words ("found string \"hola\", expected struct Puzzle").
                    Ok(value) if !value.is_mapping() => ContentError {
                        file: file.to_string(),
                        line: 1,
                        column: 1,
                        message: crate::t!("puzzle-check-not-keys"),
                    },
                    _ => ContentError::from_yaml(file, &doc, &e),
                };
                err.line += first_line - 1;
                errors.push(err);
            }
        }
    }
    if out.is_empty() && errors.is_empty() {
        errors.push(ContentError {
            file: file.to_string(),
            line: 1,
            column: 1,
            message: crate::t!("puzzle-check-empty-file"),
        });
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

/// Whether `annan check` should read a file as puzzles: it lies in a `puzzles` folder or
/// has a top-level `mate:` key (in any of its documents).
pub fn is_puzzle_file(path: &str, text: &str) -> bool {
    std::path::Path::new(path).components().any(|c| c.as_os_str() == "puzzles")
        || text.lines().any(|l| l.starts_with("mate:"))
}

/// Every problem of one puzzle file: schema, then each puzzle's correctness to the
/// composers' standard (unique solution, no futile interposition). This is what `annan
/// check` runs on puzzle files.
pub fn check_file(path: &str, text: &str) -> Result<(), Vec<ContentError>> {
    let errors: Vec<ContentError> = parse_file(path, text)?
        .iter()
        .flat_map(|p| match verify(&p.puzzle, Standard::Composed) {
            Ok(_) => Vec::new(),
            Err(problems) => problems.into_iter().map(|pr| p.error(&pr.needle, pr.message)).collect(),
        })
        .collect();
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// The embedded collection, sorted by file path.
pub fn collection() -> Result<Vec<Located>, Vec<ContentError>> {
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for (file, text) in yaml_files(&PUZZLES, "puzzles") {
        match parse_file(&file, text) {
            Ok(ps) => out.extend(ps),
            Err(es) => errors.extend(es),
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ONE: &str = "id: x\nvariant: shogi\nsfen: 4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1\nmate: 1\n\
        main_line: [G*5b]\ntitle: {id: puzzle-title, length: 1}\nhints: []\ndifficulty: 1\norigin: test\n";

    #[test]
    fn documents_are_split_on_dashes_and_located() {
        let text = format!("---\n{ONE}---\n{}", ONE.replace("id: x", "id: y"));
        let ps = parse_file("f.yaml", &text).unwrap();
        assert_eq!(ps.iter().map(|p| p.puzzle.id.as_str()).collect::<Vec<_>>(), ["x", "y"]);
        assert_eq!(ps[1].first_line, 12);
        assert_eq!(ps[1].error("mate: 1", "m").line, 15);
    }

    #[test]
    fn unknown_keys_and_empty_files_are_errors() {
        let err = parse_file("f.yaml", &format!("{ONE}colour: red\n")).unwrap_err();
        assert!(err[0].message.contains("unknown field"), "{:?}", err);
        assert_eq!(err[0].line, 10);
        let err = parse_file("f.yaml", &format!("{ONE}---\n- a list\n")).unwrap_err();
        assert_eq!((err[0].line, err[0].column), (11, 1), "{err:?}");
        assert!(err[0].message.contains("not a puzzle") && !err[0].message.contains("struct"), "{err:?}");
        let err = parse_file("f.yaml", "# nothing\n").unwrap_err();
        assert!(err[0].message.contains("no puzzle"), "{:?}", err);
    }
}
