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
fn at_least_thirty_four_lessons_and_thirty_questions() {
    let (lessons, errors) = embedded_lessons();
    assert!(errors.is_empty(), "{errors:?}");
    let (questions, errors) = embedded_questions();
    assert!(errors.is_empty(), "{errors:?}");
    assert!(lessons.len() >= 34, "{} lessons", lessons.len());
    assert!(questions.len() >= 30, "{} questions", questions.len());
}

/// annan is a terminal program: no lesson or quiz text may speak of "the site" (the seeds'
/// web pages) in any language.
#[test]
fn no_text_speaks_of_a_site() {
    for (file, text) in embedded() {
        for (n, line) in text.lines().enumerate() {
            let lower = line.to_lowercase();
            let words: Vec<&str> = lower.split(|c: char| !c.is_alphanumeric()).collect();
            assert!(
                !words.iter().any(|w| matches!(*w, "site" | "sites" | "sitio" | "sitios"))
                    && !lower.contains("this table"),
                "{file}:{}: {line}",
                n + 1
            );
        }
    }
}
