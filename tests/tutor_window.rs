//! Every lesson step, quiz question and puzzle's first page, in every language, is seen
//! whole in an 80x24 terminal: its heading, board and text above the question or the move
//! prompt, as the terminal asks it (a list, numbered options, a line). A step taller than
//! the window lost its heading, the file numbers and the top ranks above the screen's edge.
//!
//! The layout follows the terminal's size, so the check runs in a child process of this test
//! with no terminal and no `COLUMNS`: 80 columns and 24 rows, wherever the tests are run. To
//! see what another window would do, run the child by hand: `ANNAN_TEST_WINDOW_CHILD=1
//! COLUMNS=60 LINES=20 target/release/deps/tutor_window-* --exact
//! every_step_question_and_puzzle_fits_an_80_by_24_terminal --nocapture`.

use annan::content::lesson::{embedded_lessons, embedded_questions};
use annan::content::puzzle::collection;
use annan::i18n::{switch, Lang};
use annan::puzzle::play::{play, Display};
use annan::rules::Notation;
use annan::t;
use annan::tutor::script::demo_answers;
use annan::tutor::{quiz, Finish, Run, Runner};
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

    /// At a prompt: what was said since the last one must have fitted the room of the page
    /// under way (a page in two parts has a pause between them).
    fn prompt(&mut self) -> Option<String> {
        self.check();
        self.answers.pop_front()
    }

    fn check(&mut self) {
        if let Some((room, said)) = self.page.get() {
            if said > room {
                self.overflows.push(format!("{}: {said} rows for {room}\n{}", self.place, self.text.borrow()));
            }
            self.page.set(Some((room, 0)));
            self.text.borrow_mut().clear();
        }
    }
}

impl Prompter for Window {
    fn say(&mut self, text: &str) {
        if let Some((room, said)) = self.page.get() {
            self.page.set(Some((room, said + text.split('\n').count())));
            self.text.borrow_mut().push_str(&format!("{text}\n"));
        }
    }
    fn line(&mut self, prompt: &str) -> Option<String> {
        // Every pause (a step that only shows, the one after an answer, the one between a
        // page's parts) is answered here; the script holds the steps' answers.
        if prompt == t!("tutor-press-enter") {
            self.check();
            return Some(String::new());
        }
        self.prompt()
    }
    fn choose_from(&mut self, _prompt: &str, _options: &[String], _start: Option<usize>) -> Option<usize> {
        unreachable!("lessons and questions ask through ask and line")
    }
    fn ask_again(
        &mut self,
        _prompt: &str,
        options: &[String],
        _words: &[Keyword],
        _last: Option<usize>,
    ) -> Option<Reply> {
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
    let puzzles = collection().unwrap();
    let mut found = Vec::new();
    for lang in Lang::ALL {
        switch(lang);
        for lesson in &lessons {
            // The steps that only show something are answered as every pause is.
            let answers = demo_answers(lesson, 0).unwrap().into_iter().filter(|a| !a.is_empty()).collect();
            let mut window = Window::new(answers, format!("{} ({})", lesson.id, lang.code()));
            let finish = Runner::run(lesson, Run::default(), &mut window, PieceStyle::Kanji, &mut |_| ()).unwrap();
            assert!(
                matches!(finish, Finish::Completed { mistakes: 0, .. }),
                "{} ({}): {finish:?}",
                lesson.id,
                lang.code()
            );
            found.append(&mut window.overflows);
        }
        for l in &puzzles {
            // The first page, to the move prompt, where `quit` ends the puzzle.
            let pos = l.puzzle.position().unwrap();
            let line = l.puzzle.line(&pos).unwrap();
            let mut window = Window::new(vec!["quit".into()], format!("{} ({})", l.puzzle.id, lang.code()));
            let display = Display { pieces: PieceStyle::Kanji, notation: Notation::Western };
            play(&mut window, &l.puzzle, &pos, &line, display);
            assert!(window.answers.is_empty(), "{}: the move prompt was not reached", l.puzzle.id);
            found.append(&mut window.overflows);
        }
        for q in &questions {
            let mut window = Window::new(vec![(q.answer + 1).to_string()], format!("{} ({})", q.id, lang.code()));
            let score = quiz::run(&[q], &mut window, PieceStyle::Kanji);
            assert_eq!((score.right, score.stopped), (1, false), "{} ({})", q.id, lang.code());
            found.append(&mut window.overflows);
        }
    }
    found
}

#[test]
fn every_step_question_and_puzzle_fits_an_80_by_24_terminal() {
    if std::env::var_os(CHILD).is_some() {
        let found = overflows();
        assert!(found.is_empty(), "{} pages do not fit:\n{}", found.len(), found.join("\n"));
        return;
    }
    let out = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "every_step_question_and_puzzle_fits_an_80_by_24_terminal", "--nocapture"])
        .env(CHILD, "1")
        .env_remove("COLUMNS")
        .env_remove("LINES")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
}
