//! Every lesson step and quiz question, in every language, is seen whole in an 80x24
//! terminal: its heading, board and text above the question or the move prompt, as the
//! terminal asks it (a list, numbered options, a line). A step taller than the window lost
//! its heading, the file numbers and the top ranks above the screen's edge.
//!
//! The layout follows the terminal's size, so the check runs in a child process of this test
//! with no terminal and no `COLUMNS`: 80 columns and 24 rows, wherever the tests are run.

use annan::content::lesson::{embedded_lessons, embedded_questions};
use annan::i18n::{switch, Lang};
use annan::tutor::script::demo_answers;
use annan::tutor::{quiz, Run, Runner};
use annan::ui::prompt::TerminalPrompter;
use annan::ui::{Keyword, PieceStyle, Prompter, Reply};
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::process::Command;

const CHILD: &str = "ANNAN_TEST_WINDOW_CHILD";

/// Answers from a script, counting the rows said since a page asked for its room and
/// noting each page that took more.
struct Window {
    answers: VecDeque<String>,
    terminal: TerminalPrompter,
    /// The room the page under way was given (asked for just before the page is said), and
    /// the rows it has said.
    page: Cell<Option<(usize, usize)>>,
    /// What the page said, for the report.
    text: RefCell<String>,
    overflows: Vec<String>,
    place: String,
}

impl Window {
    fn new(answers: Vec<String>, place: String) -> Window {
        Window {
            answers: answers.into(),
            terminal: TerminalPrompter::new(),
            page: Cell::new(None),
            text: RefCell::new(String::new()),
            overflows: Vec::new(),
            place,
        }
    }

    /// At a prompt: the page above it must have fitted its room.
    fn prompt(&mut self) -> Option<String> {
        if let Some((room, said)) = self.page.take() {
            if said > room {
                self.overflows.push(format!("{}: {said} rows for {room}\n{}", self.place, self.text.borrow()));
            }
        }
        self.answers.pop_front()
    }
}

impl Prompter for Window {
    fn say(&mut self, text: &str) {
        if let Some((room, said)) = self.page.get() {
            self.page.set(Some((room, said + text.lines().count())));
            self.text.borrow_mut().push_str(&format!("{text}\n"));
        }
    }
    fn line(&mut self, _prompt: &str) -> Option<String> {
        self.prompt()
    }
    fn choose_from(&mut self, _prompt: &str, _options: &[String], _start: Option<usize>) -> Option<usize> {
        unreachable!("lessons and questions ask through ask and line")
    }
    fn ask(&mut self, _prompt: &str, options: &[String], _words: &[Keyword]) -> Option<Reply> {
        let answer = self.prompt()?;
        let n: usize = answer.parse().ok()?;
        (n >= 1 && n <= options.len()).then(|| Reply::Pick(n - 1))
    }
    fn scrolls_away(&self) -> bool {
        true
    }
    fn room_above(&self, prompt: &str, options: &[String], words: &[Keyword]) -> Option<usize> {
        let room = self.terminal.room_above(prompt, options, words);
        self.page.set(room.map(|r| (r, 0)));
        self.text.borrow_mut().clear();
        room
    }
}

fn overflows() -> Vec<String> {
    let (lessons, errors) = embedded_lessons();
    assert!(errors.is_empty(), "{errors:?}");
    let (questions, errors) = embedded_questions();
    assert!(errors.is_empty(), "{errors:?}");
    let mut found = Vec::new();
    for lang in Lang::ALL {
        switch(lang);
        for lesson in &lessons {
            let answers = demo_answers(lesson, 0).unwrap();
            let mut window = Window::new(answers, format!("{} ({})", lesson.id, lang.code()));
            Runner::run(lesson, Run::default(), &mut window, PieceStyle::Kanji, &mut |_| ()).unwrap();
            found.append(&mut window.overflows);
        }
        for q in &questions {
            let mut window = Window::new(vec![(q.answer + 1).to_string()], format!("{} ({})", q.id, lang.code()));
            quiz::run(&[q], &mut window, PieceStyle::Kanji);
            found.append(&mut window.overflows);
        }
    }
    found
}

#[test]
fn every_step_and_question_fits_an_80_by_24_terminal() {
    if std::env::var_os(CHILD).is_some() {
        let found = overflows();
        assert!(found.is_empty(), "{} pages do not fit:\n{}", found.len(), found.join("\n"));
        return;
    }
    let out = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "every_step_and_question_fits_an_80_by_24_terminal", "--nocapture"])
        .env(CHILD, "1")
        .env_remove("COLUMNS")
        .env_remove("LINES")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
}
