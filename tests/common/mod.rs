//! Helpers shared by the tests: the rules of `tests/fixtures/*.tsv` rows, and ([`i18n`]) what
//! the language tests compare. Each test uses some of them.
#![allow(dead_code)]

pub mod i18n;

use annan::rules::{DeadPiece, Move, Position, Rules, Variant};

/// The rules named by a fixture row's first two columns: the variant, and the Annan
/// dead-piece setting or `-` for the other games.
pub fn fixture_rules(variant: &str, dead: &str) -> Rules {
    let v = Variant::from_name(variant).unwrap_or_else(|| panic!("unknown variant `{variant}` in a fixture"));
    match dead {
        "-" => Rules::new(v),
        d => Rules::new(v).with_dead_piece(
            DeadPiece::from_name(d).unwrap_or_else(|| panic!("unknown dead-piece setting `{d}` in a fixture")),
        ),
    }
}

/// A property test's case count: `at_least` in `cargo test`, more when `PROPTEST_CASES` asks
/// for a longer run (an explicit count in a proptest config would ignore the variable).
pub fn cases(at_least: u32) -> u32 {
    std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(0).max(at_least)
}

/// A fresh folder for one test's files (progress, records), removed when the value is
/// dropped; it reads as the folder's path.
pub struct Scratch(tempfile::TempDir);

impl std::ops::Deref for Scratch {
    type Target = std::path::Path;
    fn deref(&self) -> &std::path::Path {
        self.0.path()
    }
}

/// A scratch folder named after the test (`annan-NAME-…` in the system's temporary folder).
pub fn scratch(name: &str) -> Scratch {
    Scratch(tempfile::Builder::new().prefix(&format!("annan-{name}-")).tempdir().expect("a temporary folder"))
}

/// A puzzle file of one mate in 1 in `dir`, in shogi: two golds, G*1b and G*2b both mate
/// (its main line names G*1b).
pub fn two_golds_puzzle(dir: &std::path::Path) -> std::path::PathBuf {
    let file = dir.join("two.yaml");
    std::fs::write(
        &file,
        "id: two-golds\nvariant: shogi\nsfen: 8k/9/7G1/9/9/9/9/9/9 b G2r2b2g4s4n4l18p 1\nmate: 1\n\
         main_line: [G*1b]\ntitle: {id: puzzle-title, theme: drop, length: 1}\n\
         hints: [{id: puzzle-hint-drop, piece: gold}]\ntags: [drop]\n\
         difficulty: 1\norigin: written for this test\n",
    )
    .unwrap();
    file
}

impl AsRef<std::ffi::OsStr> for Scratch {
    fn as_ref(&self) -> &std::ffi::OsStr {
        self.0.path().as_os_str()
    }
}

/// The plain-rule mate fixtures of the three games.
pub const PLAIN_TSUME: [&str; 3] = [
    include_str!("../fixtures/tsume_shogi.tsv"),
    include_str!("../fixtures/tsume_annan.tsv"),
    include_str!("../fixtures/tsume_minishogi.tsv"),
];

/// Each row of the mate fixtures `files` (columns: variant, dead-piece setting, id, SFEN,
/// length): its id, position and length column as written (a number, or `none<=N`).
pub fn tsume_rows(files: &[&'static str]) -> Vec<(String, Position, &'static str)> {
    let mut out = Vec::new();
    for text in files {
        for line in text.lines().skip(1).filter(|l| !l.trim().is_empty()) {
            let f: Vec<&str> = line.split('\t').collect();
            let pos =
                Position::from_sfen(fixture_rules(f[0], f[1]), f[3]).unwrap_or_else(|e| panic!("{}: {e:?}", f[2]));
            out.push((f[2].to_string(), pos, f[4]));
        }
    }
    out
}

/// Whether `line` is legal from `pos` and ends with the side to move checkmated.
pub fn mates(pos: &Position, line: &[Move]) -> bool {
    let mut p = pos.clone();
    for &mv in line {
        if !p.is_legal(mv) {
            return false;
        }
        p.play(mv);
    }
    p.is_checkmate()
}

/// Where the course shows option `en` (its English text) of step `step` (from 0) of lesson
/// `id`, from 1: the course puts a question's options in an order of its own, not the file's
/// (see `content::lesson::embedded_lessons`).
pub fn shown_place(id: &str, step: usize, en: &str) -> usize {
    let (lessons, _) = annan::content::lesson::embedded_lessons();
    let lesson = lessons.iter().find(|l| l.id == id).unwrap_or_else(|| panic!("no lesson {id}"));
    let choice = lesson.steps[step].choice.as_ref().unwrap_or_else(|| panic!("{id} step {step} asks nothing"));
    choice.options.iter().position(|o| o.get("en") == en).unwrap_or_else(|| panic!("{id}: no option {en:?}")) + 1
}

/// annan-behind's first question, as the course shows it: the places of "Like a silver", "Like
/// a rook" (the answer) and "Like a silver and a rook together".
pub fn behind_places() -> (usize, usize, usize) {
    let place = |en| shown_place("annan-behind", 0, en);
    (place("Like a silver"), place("Like a rook"), place("Like a silver and a rook together"))
}

/// The place (from 1) the course shows the answer of lesson `id`'s first question at.
pub fn first_answer(id: &str) -> usize {
    let (lessons, _) = annan::content::lesson::embedded_lessons();
    let lesson = lessons.iter().find(|l| l.id == id).unwrap_or_else(|| panic!("no lesson {id}"));
    lesson.steps.iter().find_map(|s| s.choice.as_ref()).map(|c| c.answer + 1).expect("a question")
}

/// A check of `puzzle`'s start position after which there is no mate in the plies left (a
/// wrong try the puzzle player counts), in USI: the first in move order, asked of the solver.
pub fn wrong_check(puzzle: &annan::content::puzzle::Puzzle) -> String {
    use annan::solver::{SolveOptions, Solver, Status};
    let pos = puzzle.position().unwrap();
    let opts = SolveOptions { max_plies: puzzle.mate - 1, nodes: Some(2_000_000), ..SolveOptions::default() };
    let mut solver = Solver::new(16);
    let mv = pos
        .legal_move_list()
        .iter()
        .copied()
        .filter(|&m| pos.gives_check(m))
        .find(|&m| solver.solve_after(&pos.after(m), &opts).status == Status::NoMate)
        .expect("a check that does not mate in time");
    mv.usi(pos.geometry())
}
