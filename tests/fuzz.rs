//! Fuzzing on stable Rust with proptest, bounded so it runs in CI: damaged lesson and puzzle
//! YAML, progress files and move text give a value or an error, never a panic or a hang.
//! `PROPTEST_CASES=N` raises every test's case count for a longer run (see the README).

mod common;
use annan::content::puzzle;
use annan::content::validate::check_files;
use annan::rules::{Position, Rules, Variant};
use annan::ui::store::Store;
use proptest::prelude::*;

fn lesson_text() -> &'static str {
    include_str!("../lessons/annan/annan-behind.yaml")
}

fn puzzle_text() -> &'static str {
    include_str!("../puzzles/annan/annan-m1-s1-000013.yaml")
}

/// A real file damaged the way files get damaged: bytes replaced, cut short, spliced.
fn damaged(original: &'static str) -> impl Strategy<Value = String> {
    let len = original.len();
    let edits = proptest::collection::vec((0..len, any::<u8>(), 0u8..4), 1..8);
    edits.prop_map(move |edits| {
        let mut bytes = original.as_bytes().to_vec();
        for (at, byte, kind) in edits {
            let at = at.min(bytes.len());
            match kind {
                0 => {
                    if at < bytes.len() {
                        bytes[at] = byte;
                    }
                }
                1 => bytes.truncate(at),
                2 => bytes.insert(at, byte),
                _ => {
                    let piece: Vec<u8> = bytes[at..].iter().take(40).copied().collect();
                    bytes.splice(at / 2..at / 2, piece);
                }
            }
        }
        String::from_utf8_lossy(&bytes).into_owned()
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: common::cases(64), ..ProptestConfig::default() })]

    #[test]
    fn damaged_lessons_are_reported_not_fatal(text in damaged(lesson_text())) {
        let errors = check_files(&[("lessons/annan/annan-behind.yaml".to_string(), text)]);
        for e in errors {
            prop_assert!(e.line >= 1 && !e.message.is_empty());
        }
    }

    #[test]
    fn damaged_puzzles_are_reported_not_fatal(text in damaged(puzzle_text())) {
        if let Err(errors) = puzzle::parse_file("p.yaml", &text) {
            prop_assert!(!errors.is_empty());
        }
    }

    #[test]
    fn damaged_progress_files_start_afresh(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path().join("progress.json"));
        std::fs::write(store.path(), &bytes).unwrap();
        let progress = store.update(|p| p.streak = p.streak.saturating_add(1)).0.unwrap();
        prop_assert!(progress.streak >= 1);
        prop_assert_eq!(store.load().unwrap().0, progress);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: common::cases(512), ..ProptestConfig::default() })]

    #[test]
    fn any_move_text_is_a_move_or_an_error(text in "[ -~７六歩同銀打成不生]{0,12}", v in 0usize..3) {
        let variant = [Variant::Shogi, Variant::Minishogi, Variant::Annan][v];
        let pos = Position::from_sfen(Rules::new(variant), "startpos").unwrap();
        if let Ok(mv) = pos.parse_move(&text, None) {
            prop_assert!(pos.legal_move_list().contains(&mv));
        }
    }
}
