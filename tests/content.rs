//! The embedded lessons and quiz questions: every file passes the same checks as
//! `annan check`, and the course is as large as promised.

use annan::content::lesson::{embedded_lessons, embedded_questions};
use annan::content::validate::check_files;
use annan::content::{yaml_files, LESSONS};

fn embedded() -> Vec<(String, String)> {
    yaml_files(&LESSONS, "lessons").into_iter().map(|(f, t)| (f, t.to_string())).collect()
}

#[test]
fn every_embedded_file_passes_the_checks() {
    let errors = check_files(&embedded());
    let listing: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
    assert!(errors.is_empty(), "{}", listing.join("\n"));
}

#[test]
fn at_least_twenty_lessons_and_thirty_questions() {
    let (lessons, errors) = embedded_lessons();
    assert!(errors.is_empty(), "{errors:?}");
    let (questions, errors) = embedded_questions();
    assert!(errors.is_empty(), "{errors:?}");
    assert!(lessons.len() >= 20, "{} lessons", lessons.len());
    assert!(questions.len() >= 30, "{} questions", questions.len());
}
