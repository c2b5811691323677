//! Plays one lesson with a person through a [`Prompter`]: board and text for each step, a
//! move checked against the goal (with the rules' reason when it is illegal, and when it
//! misses, how close it came or else the goal's reason: [`MoveTask::judge_as`]), a question
//! asked again until it is answered right, and a count of mistakes for the stars.
//!
//! Scoring follows lishogi's lessons: every step must be done right to go on, and the stars
//! say how cleanly. A legal move that misses the goal, a wrong option, and the help that
//! gives the answer away (`hint`, `solution`; each counted once per step) are mistakes. The
//! count lives in a [`Run`] that the caller saves after every change, so quitting and
//! resuming (or Ctrl-C) keeps it.

use super::legend::{say_legend, Marks};
use super::{framed, marked_line, start_positions, Page};
use crate::content::lesson::{squares_of, Choice, Lesson, MoveTask};
use crate::content::text::Text;
use crate::rules::{
    is_list_number, Geometry, Move, MoveInputError, Notation, Numbering, Position, Square, Unmarked, Variant,
};
use crate::t;
use crate::ui::prompt::{read_reply, LineOrBack};
use crate::ui::wrap::cut_at_word;
use crate::ui::{move_list, render, wrap, BoardView, Keyword, PieceStyle, Prompter, Reply};

/// Where a run of a lesson stands.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Run {
    /// The step under way (0-based).
    pub step: usize,
    /// Mistakes so far in this run.
    pub mistakes: u32,
    /// Of the mistakes, the help asked for that gave the answer away (`hint`, `solution`):
    /// the lesson's result tells them from wrong answers.
    pub helps: u32,
    /// The help already counted on `step`, so asking again costs nothing more.
    pub helped: Vec<Keyword>,
}

/// How a run of a lesson ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finish {
    /// Every step done, with this many mistakes, `helps` of them help asked for.
    Completed { mistakes: u32, helps: u32, stars: u8 },
    /// Input ended or the person typed `quit` while on this step (0-based).
    Stopped { step: usize },
}

/// Stars for a finished lesson: 3 without a mistake, 2 with one or two, 1 otherwise.
pub fn stars(mistakes: u32) -> u8 {
    match mistakes {
        0 => 3,
        1 | 2 => 2,
        _ => 1,
    }
}

/// "★★☆"; in plain mode "2/3 stars", in words: a screen reader says the glyphs as "black
/// star, black star, white star", and only their count means anything (a blind playtester).
pub fn star_string(stars: u8) -> String {
    let stars = stars.min(3);
    if crate::ui::plain::on() {
        return t!("tutor-stars-words", stars = stars);
    }
    format!("{}{}", "★".repeat(stars as usize), "☆".repeat(3 - stars as usize))
}

/// Whether a step's task was done or the person left.
enum Outcome {
    Done,
    Left,
}

/// The state of one run: where the board is and what happened on it.
pub struct Runner<'a> {
    prompter: &'a mut dyn Prompter,
    style: PieceStyle,
    pos: Position,
    /// The last move played, with its western caption, for the board.
    last: Option<(Move, String)>,
    run: Run,
    save: &'a mut dyn FnMut(&Run),
}

impl<'a> Runner<'a> {
    /// Runs `lesson` from where `run` stands, calling `save` whenever the run changes (a step
    /// begins, a mistake is counted) so progress survives however the process ends. `Err`
    /// only when the lesson itself is broken (`annan check` catches that before a lesson
    /// ships).
    pub fn run(
        lesson: &Lesson,
        run: Run,
        prompter: &'a mut dyn Prompter,
        style: PieceStyle,
        save: &'a mut dyn FnMut(&Run),
    ) -> Result<Finish, String> {
        let starts = start_positions(lesson)?;
        let from = run.step.min(lesson.steps.len().saturating_sub(1));
        let Some(first) = starts.get(from).cloned() else {
            return Err(t!("tutor-lesson-empty", id = lesson.id.as_str()));
        };
        let style = if lesson.kanji { PieceStyle::Kanji } else { style };
        let mut runner = Runner { prompter, style, pos: first, last: None, run, save };
        let total = lesson.steps.len();
        for (i, step) in lesson.steps.iter().enumerate().skip(from) {
            if runner.run.step != i {
                runner.run.step = i;
                runner.run.helped.clear();
            }
            (runner.save)(&runner.run);
            if step.sfen.is_some() {
                runner.pos = starts[i].clone();
                runner.last = None;
            }
            let highlight = squares_of(runner.pos.geometry(), &step.highlight);
            let choice = step.choice.as_ref().map(|c| (c.question.local(), Text::all_local(&c.options)));
            let (question, options) = choice.unwrap_or_default();
            let mut page = Page {
                title: step_heading(lesson.title.local(), i + 1, total),
                pos: runner.pos.clone(),
                board: BoardView {
                    pieces: runner.style,
                    highlight,
                    last_move: runner.last.clone(),
                    quiet: step.choice.as_ref().is_some_and(|c| c.about_check),
                    compact: false,
                },
                text: Some(step.text.local().to_string()),
                marked: marked_line(&runner.pos, highlight, &[step.text.local(), question], &options),
            };
            // The question as its list asks it, and the keywords it takes (see `Page::ask`).
            let mut asked: Option<(String, &[Keyword])> = None;
            let room = match (&step.task, &step.choice) {
                (Some(_), _) => runner.prompter.room_above(&t!("tutor-your-move"), &[], &[]),
                (None, Some(_)) => {
                    let (prompt, room, words) = page.ask(runner.prompter, question, &options);
                    asked = Some((prompt, words));
                    room
                }
                (None, None) => runner.prompter.room_above(&t!("tutor-press-enter"), &[], &[]),
            };
            // What was typed at the pause of a page in parts, before its board, answers the
            // step's move or question (see `pause_or_typed`).
            let Ok(typed) =
                say_in_parts_or_typed(runner.prompter, &page.render(room), lesson.variant, runner.style, Marks::Lesson)
            else {
                return Ok(Finish::Stopped { step: i });
            };
            let outcome = match (&step.task, &step.choice) {
                // A move's result is otherwise drawn by the next step; shown when no step will.
                (Some(task), _) => {
                    let shows = lesson.steps.get(i + 1).is_none_or(|next| next.sfen.is_some());
                    runner.ask_move(task, &page, shows, typed)?
                }
                (None, Some(choice)) => {
                    let (prompt, words) = asked.unwrap_or_default();
                    runner.ask_choice(choice, &page, &prompt, words, typed)
                }
                // The step's own pause comes next: what was typed before the board goes on.
                (None, None) => runner.read_on(lesson.variant),
            };
            if let Outcome::Left = outcome {
                return Ok(Finish::Stopped { step: i });
            }
            // The feedback on an answer is read before the next step's board scrolls it away.
            // The step is done: a stop there (Ctrl-C too) goes on from the next one.
            let answered = step.task.is_some() || step.choice.is_some();
            if answered && i + 1 < total && runner.prompter.scrolls_away() {
                runner.run.step = i + 1;
                runner.run.helped.clear();
                (runner.save)(&runner.run);
                if !go_on(runner.prompter, lesson.variant, runner.style) {
                    return Ok(Finish::Stopped { step: i + 1 });
                }
            }
            // After the last answer too: the lesson's stars and the course's standing below
            // it pushed the last step's feedback off a small window unread (a playtest at
            // 60x20). The lesson is done whatever is answered there.
            if answered && i + 1 == total {
                go_on(runner.prompter, lesson.variant, runner.style);
            }
        }
        let (mistakes, helps) = (runner.run.mistakes, runner.run.helps);
        Ok(Finish::Completed { mistakes, helps, stars: stars(mistakes) })
    }

    /// The board as it stands, with the last move: compact where it would not fit `room` whole.
    fn show(&mut self, room: Option<usize>) {
        let mut view =
            BoardView { pieces: self.style, highlight: 0, last_move: self.last.clone(), quiet: false, compact: false };
        let mut board = render(&self.pos, &view);
        if room.is_some_and(|room| board.trim_end().lines().count() > room) {
            view.compact = true;
            board = render(&self.pos, &view);
        }
        self.prompter.say(board.trim_end());
    }

    /// The pause of a step that only shows its board and text, where `pieces` says the
    /// pieces and pauses again: such a board is read too (shogi-board's start position, where
    /// a step names the back rank's pieces).
    fn read_on(&mut self, variant: Variant) -> Outcome {
        loop {
            match pause_or_typed(self.prompter, &t!("tutor-press-enter"), variant, self.style, Marks::Lesson) {
                Ok(Some(typed)) if Keyword::parse(&typed) == Some(Keyword::Pieces) => {
                    say_pieces(self.prompter, &self.pos)
                }
                Ok(_) => return Outcome::Done,
                Err(_) => return Outcome::Left,
            }
        }
    }

    fn previous_to(&self) -> Option<Square> {
        self.last.as_ref().map(|(m, _)| m.to())
    }

    /// Plays `mv` on the board, remembering it for the next board drawn.
    fn play(&mut self, mv: Move) {
        let caption = self.pos.format_move(mv, Notation::Western, self.previous_to());
        self.pos.play(mv);
        self.last = Some((mv, caption));
    }

    /// A move typed without a promotion mark where it could promote is played unpromoted
    /// (`Sx7a`, `3e7a`, `７一銀`): said so, with the promoting move, unless the learner chose
    /// (`Sx7a=`, `７一銀不成`, a number from the list, which shows the mark). The board's
    /// "Last move: Sx7a=" alone did not tell a beginner that promoting was theirs to choose.
    fn promotion_left_out(&self, mv: Move, typed: &str) -> Option<String> {
        let from = mv.from().filter(|_| !mv.promotes())?;
        let chosen = typed.ends_with('=') || typed.contains("不成") || is_list_number(typed);
        let promoting = Move::normal(from, mv.to(), true);
        (!chosen && self.pos.is_legal(promoting)).then(|| {
            let caption = |m| self.pos.format_move(m, Notation::Western, self.previous_to());
            t!("tutor-promotion-left-out", move = caption(mv), promoted = caption(promoting))
        })
    }

    /// A move as the learner wrote it, for the answer about it: the text typed, or, for a
    /// number from the `moves` list, the move in western notation ("3 is legal, but..." said
    /// nothing).
    fn named(&self, mv: Move, typed: &str) -> String {
        match is_list_number(typed) {
            true => self.pos.format_move(mv, Notation::Western, self.previous_to()),
            false => typed.to_string(),
        }
    }

    /// What `moves` says: the moves `numbering` counts, and over them, where the two fit
    /// the `room` rows above the prompt together, the step's board again (compact, its
    /// squares marked): the list under the step's page pushed the board's top off a 60x20
    /// window (annan-checkmate's ranks a and b), and the learner picked moves by squares no
    /// longer in view. The board comes with the line naming its marked squares where the list
    /// fits under both, else without it.
    fn move_list(&self, page: &Page, numbering: Numbering, room: Option<usize>) -> String {
        let list = |room| move_list::numbered(&self.pos, numbering, Notation::Western, self.previous_to(), room);
        let Some(rows) = room.filter(|_| self.prompter.scrolls_away()) else {
            return list(room);
        };
        let over = |board: String| {
            let under = rows.saturating_sub(board.lines().count());
            let short = list(Some(under));
            (short.lines().count() <= under).then(|| format!("{board}\n{short}"))
        };
        over(page.board(true)).or_else(|| over(page.unmarked().board(true))).unwrap_or_else(|| list(room))
    }

    /// Counts a mistake and saves the run at once.
    fn mistake(&mut self) {
        self.run.mistakes += 1;
        (self.save)(&self.run);
    }

    /// Counts help that gives the answer away, once per step and kind.
    fn helped(&mut self, kind: Keyword) {
        if !self.run.helped.contains(&kind) {
            self.run.helped.push(kind);
            self.run.helps += 1;
            self.mistake();
        }
    }

    /// Asks for the step's move until it is right; `board` shows the step's `page` again
    /// (its marked squares and its task with it). With `shows`, the board after the move (and
    /// the reply) comes under the answer, in the room left above the pause that follows: on
    /// 60x20 a long answer and the whole board were a row over. `typed`: what was typed at
    /// the pause before the board, the first answer.
    fn ask_move(
        &mut self,
        task: &MoveTask,
        page: &Page,
        shows: bool,
        typed: Option<String>,
    ) -> Result<Outcome, String> {
        // Wrong moves so far: the second brings the hint unasked (the answer to a wrong
        // move is general, "legal, but not the move this step is looking for").
        let mut missed = 0;
        // What `moves` lists and a typed number picks from, the same all through the step.
        let numbering = task.numbering(&self.pos, page.board.highlight);
        // Whether `moves` has shown that list at this step: a number typed before picks from
        // a list never seen, and is not played.
        let mut listed = false;
        // What was typed at a pause instead of Enter: the next answer.
        let mut typed = typed;
        loop {
            let Some(input) = typed.take().or_else(|| self.prompter.line(&t!("tutor-your-move"))) else {
                return Ok(Outcome::Left);
            };
            // What is said under the step's page (see `under_page`), if anything.
            let said = match Keyword::parse(&input) {
                Some(Keyword::Quit) => return Ok(Outcome::Left),
                Some(Keyword::Help) => Some(wrap(&move_help(self.pos.geometry()))),
                Some(Keyword::Hint) => {
                    self.helped(Keyword::Hint);
                    Some(wrap(&t!("tutor-hint", hint = task.hint.local())))
                }
                Some(Keyword::Solution) => {
                    self.helped(Keyword::Solution);
                    let mv = task.demo_move(&self.pos)?;
                    let western = self.pos.format_move(mv, Notation::Western, self.previous_to());
                    let usi = mv.usi(self.pos.geometry());
                    // A drop is written alike in both (`G*5b (G*5b)` said it twice).
                    Some(wrap(&match usi == western {
                        true => t!("tutor-solution-one", usi = usi),
                        false => t!("tutor-solution", usi = usi, western = western),
                    }))
                }
                Some(Keyword::Moves) => {
                    listed = true;
                    let room = self.prompter.room_above(&t!("tutor-your-move"), &[], &[]);
                    self.prompter.say(&self.move_list(page, numbering, room));
                    None
                }
                Some(Keyword::Board) => {
                    let room = self.prompter.room_above(&t!("tutor-your-move"), &[], &[]);
                    self.prompter.say(&page.again(room));
                    None
                }
                // Said alone, as the legend is: read by ear, the board again above it would
                // bury it (see `say_pieces`).
                Some(Keyword::Pieces) => {
                    say_pieces(self.prompter, &self.pos);
                    None
                }
                Some(Keyword::Legend) => {
                    if say_legend(self.prompter, self.pos.variant(), self.style, Marks::Lesson) != Pause::GoOn {
                        return Ok(Outcome::Left);
                    }
                    None
                }
                None if input.trim().is_empty() => match self.prompter.scrolls_away() {
                    true => {
                        let room = self.prompter.room_above(&t!("tutor-your-move"), &[], &[]);
                        self.prompter.say(&enter_alone(page, room));
                        None
                    }
                    false => Some(wrap(&input_help())),
                },
                // A number is a move of the list `moves` shows: before it was shown, the
                // learner could only guess which (a typed 5 played an unseen move).
                None if !listed && is_list_number(&input) => Some(wrap(&t!(
                    "tutor-number-before-list",
                    number = input.trim(),
                    moves = Keyword::Moves.word(),
                    help = Keyword::Help.word()
                ))),
                None => match self.pos.parse_move_as(&input, self.previous_to(), numbering, Unmarked::NotPromoting) {
                    Err(why) => {
                        // The rules' reason ends no sentence (elsewhere it follows `error:`):
                        // ended here, where the help below may follow it.
                        let reason =
                            crate::i18n::capitalise(&crate::i18n::rules::move_input(self.pos.geometry(), &why));
                        let mut text = t!("tutor-move-refused", reason = reason);
                        // Text that is no move at all: where to find how moves are written.
                        if matches!(why, MoveInputError::Unreadable { .. } | MoveInputError::BadNumber { .. }) {
                            text.push(' ');
                            text.push_str(&input_help());
                        }
                        Some(wrap(&text))
                    }
                    Ok(mv) => match task.judge_as(&self.pos, mv, &self.named(mv, input.trim())) {
                        Err(why) => {
                            self.mistake();
                            missed += 1;
                            // With the hint given under it, the miss does not offer to type
                            // `hint`: it would be said twice, and a small window has a line
                            // less to spare.
                            let text = if missed == 2 && !self.run.helped.contains(&Keyword::Hint) {
                                // Given, so asking for it again costs nothing either.
                                self.run.helped.push(Keyword::Hint);
                                let missed = t!("tutor-move-missed-hint-follows", reason = why);
                                format!("{}\n{}", wrap(&missed), wrap(&t!("tutor-hint", hint = task.hint.local())))
                            } else {
                                wrap(&t!("tutor-move-missed", reason = why, hint = Keyword::Hint.word()))
                            };
                            Some(text)
                        }
                        Ok(()) => {
                            let room = match shows {
                                true => self.prompter.room_above(&t!("tutor-press-enter"), &[], &[]),
                                false => None,
                            };
                            let mut said = wrap(&t!("tutor-move-right", success = task.success.local()));
                            if let Some(note) = self.promotion_left_out(mv, input.trim()) {
                                said.push('\n');
                                said.push_str(&wrap(&note));
                            }
                            self.play(mv);
                            if let Some(reply) = task.reply_move(&self.pos)? {
                                let side = crate::i18n::rules::side(self.pos.side_to_move());
                                let western = self.pos.format_move(reply, Notation::Western, self.previous_to());
                                let usi = reply.usi(self.pos.geometry());
                                said.push('\n');
                                // Wrapped like the line above it: the board below gets the
                                // rows left, counted from these lines.
                                said.push_str(&wrap(&t!("tutor-reply", side = side, usi = usi, western = western)));
                                self.play(reply);
                            }
                            self.prompter.say(&said);
                            if shows {
                                self.show(room.map(|room| room.saturating_sub(said.lines().count())));
                            }
                            return Ok(Outcome::Done);
                        }
                    },
                },
            };
            if let Some(text) = said {
                match self.under_page(page, &text) {
                    Ok(next) => typed = next,
                    Err(_) => return Ok(Outcome::Left),
                }
            }
        }
    }

    /// Says `text` (wrapped) at a move prompt: why a move was refused, or the help, hint or
    /// solution asked for. Where the screen scrolls, the step's page comes again above it
    /// ([`Page::again`]), as after a wrong pick: each try pushed the page up three rows or
    /// more, and on 80x24 the heading, then the board and the step's task, went off the top
    /// while the learner was still trying. (The list of moves and the legend, asked to be
    /// read whole, come alone; `board` brings the page back after them.) Where the two are
    /// too tall for the window together, the text comes first, with a pause after it
    /// ([`Page::again_with`]), where what is typed is the next try ([`pause_or_typed`]):
    /// `Err` when the person stops there.
    fn under_page(&mut self, page: &Page, text: &str) -> Result<Option<String>, Pause> {
        if !self.prompter.scrolls_away() {
            self.prompter.say(text);
            return Ok(None);
        }
        let room = self.prompter.room_above(&t!("tutor-your-move"), &[], &[]);
        let parts = page.again_with(room, text);
        say_in_parts_or_typed(self.prompter, &parts, self.pos.variant(), self.style, Marks::Lesson)
    }

    /// Asks until the right option is picked; each option refused is a mistake (once), saved
    /// at once. `prompt`: the question as the list asks it, with the keywords `words`; `typed`:
    /// what was typed at the pause before the board, the first answer.
    fn ask_choice(
        &mut self,
        choice: &Choice,
        page: &Page,
        prompt: &str,
        words: &[Keyword],
        typed: Option<String>,
    ) -> Outcome {
        let asked = Asked {
            prompt,
            words,
            options: &choice.options,
            answer: choice.answer,
            explanation: &choice.explanation,
            reasons: choice.reasons.as_deref().unwrap_or(&[]),
        };
        let Runner { prompter, run, save, .. } = self;
        let mut missed = || {
            run.mistakes += 1;
            save(run);
        };
        match ask_until_right(*prompter, page, &asked, &mut missed, typed) {
            Some(_) => Outcome::Done,
            None => Outcome::Left,
        }
    }
}

/// The keywords a multiple-choice question takes besides its options.
pub(super) const QUESTION_WORDS: [Keyword; 3] = [Keyword::Legend, Keyword::Pieces, Keyword::Quit];

/// The keywords of a question whose page a list of [`QUESTION_WORDS`] would lay out worse
/// (see `Page::ask`): on a terminal each keyword is an entry of the list, a row, and the
/// row more cost annan-behind's first step its page in one part on 80x24, and on 60x20 the
/// Spanish and Tagalog compact 9x9 board (Gote's hand on a row of its own) over four options
/// had none to spare. `pieces` is left out there, where the board is in view; on lines, where
/// a screen reader reads, nothing scrolls and every question takes it.
pub(super) const QUESTION_WORDS_SHORT: [Keyword; 2] = [Keyword::Legend, Keyword::Quit];

/// What `pieces` says: each side's pieces in words, for a reader who cannot see the board
/// (a screen reader reads it as rows of dots and bars). Alone, without the page again, and
/// free: it tells what the board shows, nothing of the answer.
pub fn say_pieces(prompter: &mut dyn Prompter, pos: &Position) {
    prompter.tell(&crate::i18n::pieces::describe(pos));
}

/// A multiple-choice question, as a lesson step and the quiz ask it.
pub(super) struct Asked<'a> {
    /// The question as the list asks it, and the keywords it takes (see `Page::ask`).
    pub prompt: &'a str,
    pub words: &'a [Keyword],
    pub options: &'a [Text],
    /// Index of the right option.
    pub answer: usize,
    pub explanation: &'a Text,
    /// Why each wrong option is wrong, where the author said it (parallel to `options`;
    /// empty when the question gives no reasons).
    pub reasons: &'a [Option<Text>],
}

/// Asks `asked`, under `page`, until the right option is picked, then explains it: `None`
/// when the person quits or input ends, else whether a wrong pick came first. Each wrong
/// pick says which was picked, and the first pick of each wrong option calls `missed`; the
/// explanation waits for the right one.
/// Where the screen scrolls, a wrong pick and the legend (after a pause to read it) show the
/// page's board again above the question: three tries pushed it off a 24-row window. (A
/// wrong pick's answer comes before the board, with a pause, where the two are too tall for
/// the window together: see [`Page::again_with`].) An answer typed at a pause instead of
/// Enter (`typed`, from the pause before the board, and each after a wrong pick) is the next
/// pick where it names an option, as typed at the question ([`pause_or_typed`]).
pub(super) fn ask_until_right(
    prompter: &mut dyn Prompter,
    page: &Page,
    asked: &Asked,
    missed: &mut dyn FnMut(),
    typed: Option<String>,
) -> Option<bool> {
    let question = asked.prompt;
    let options = Text::all_local(asked.options);
    let (variant, style) = (page.pos.variant(), page.board.pieces);
    // The options refused so far at this question.
    let mut refused: Vec<usize> = Vec::new();
    let mut cursor = None;
    let mut typed = typed;
    loop {
        // Refused options are marked: the cursor moves off the one just refused, and a
        // learner who then moved from where they had been picked a wrong one again (a
        // playtest); the mark says which were tried.
        let shown: Vec<String> = (0..options.len())
            .map(|i| match refused.contains(&i) {
                true => t!("tutor-choice-tried", option = options[i].as_str()),
                false => options[i].clone(),
            })
            .collect();
        let reply = match typed.take().and_then(|text| read_reply(&text, &shown, asked.words)) {
            Some(reply) => reply,
            None => prompter.ask_again(question, &shown, asked.words, cursor)?,
        };
        match reply {
            Reply::Pick(i) if i == asked.answer => {
                prompter.say(&wrap(&right_answer(!refused.is_empty(), asked.explanation.local())));
                return Some(!refused.is_empty());
            }
            Reply::Pick(i) => {
                // An option picked again (Enter on the list that came back, a line typed
                // twice) tells nothing new: one wrong answer is one mistake, however often
                // it is given (3 were counted for one slip on a question of two options).
                let feedback = match refused.contains(&i) {
                    true => wrap(&t!("tutor-choice-refused-again", picked = options[i].as_str())),
                    false => {
                        refused.push(i);
                        missed();
                        let reason = asked.reasons.get(i).and_then(Option::as_ref).map(Text::local);
                        wrap(&not_quite(&options[i], reason))
                    }
                };
                cursor = nearest_open(i, options.len(), &refused);
                if !prompter.scrolls_away() {
                    prompter.say(&feedback);
                    continue;
                }
                let room = prompter.room_above(question, &options, asked.words);
                let parts = page.again_with(room, &feedback);
                typed = say_in_parts_or_typed(prompter, &parts, variant, style, Marks::Lesson).ok()?;
            }
            Reply::Word(Keyword::Pieces) => say_pieces(prompter, &page.pos),
            Reply::Word(Keyword::Legend) => {
                if say_legend(prompter, variant, style, Marks::Lesson) != Pause::GoOn {
                    return None;
                }
                if prompter.scrolls_away() {
                    if !press_enter(prompter, &t!("tutor-press-enter"), variant, style) {
                        return None;
                    }
                    prompter.say(&page.again(prompter.room_above(question, &options, asked.words)));
                }
            }
            Reply::Word(_) => return None,
        }
    }
}

/// How a pause ([`pause`]) ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pause {
    /// Enter: go on.
    GoOn,
    /// `quit` was typed.
    Quit,
    /// The input ended (Ctrl-D on a terminal).
    InputEnded,
}

/// "Press Enter": Enter goes on, `quit` (or, on a terminal, Esc, as at a lesson's lists) or
/// the end of input stops (each said apart, for a caller that tells the two apart, as the
/// puzzle player does), `legend` explains the pieces of `variant` and the board's `marks`.
/// Anything else goes on too ([`pause_or_typed`]).
pub fn pause(prompter: &mut dyn Prompter, prompt: &str, variant: Variant, style: PieceStyle, marks: Marks) -> Pause {
    match pause_or_typed(prompter, prompt, variant, style, marks) {
        Ok(_) => Pause::GoOn,
        Err(stopped) => stopped,
    }
}

/// A pause ([`pause`]) that hands back what was typed there instead of Enter: `Ok(None)` for
/// Enter, or `board` (what comes after a pause is the board of a page split to fit the
/// window, or the next step's: `board` there was refused, a playtest at 60x20); `Ok(Some)`
/// for any other line, which goes on as well. What a person types at a pause is most often
/// the answer they mean to give next: after a wrong pick's "Try again", the number of the
/// next option was refused with "just press Enter" (a player's report). A caller that asks
/// for an answer next takes it as that answer; elsewhere it is no mistake to scold. `Err`
/// when the person stops: `quit`, Esc on a terminal (which takes the pause's line off the
/// screen, as Esc takes a list off), or the end of input.
pub fn pause_or_typed(
    prompter: &mut dyn Prompter,
    prompt: &str,
    variant: Variant,
    style: PieceStyle,
    marks: Marks,
) -> Result<Option<String>, Pause> {
    loop {
        let mark = prompter.mark();
        let answer = match prompter.line_or_back(prompt) {
            None => return Err(Pause::InputEnded),
            Some(LineOrBack::Back) => {
                // Left on the screen, "Press Enter to go on · Esc" read as still waiting above
                // the farewell that follows.
                prompter.take_back(mark);
                return Err(Pause::Quit);
            }
            Some(LineOrBack::Line(answer)) => answer,
        };
        match Keyword::parse(&answer) {
            _ if answer.trim().is_empty() => return Ok(None),
            Some(Keyword::Quit) => return Err(Pause::Quit),
            Some(Keyword::Board) => return Ok(None),
            Some(Keyword::Legend) => match say_legend(prompter, variant, style, marks) {
                Pause::GoOn => {}
                stopped => return Err(stopped),
            },
            _ => return Ok(Some(answer.trim().to_string())),
        }
    }
}

/// [`pause`]: `true` when it goes on, `false` when the person stops there.
pub fn press_enter(prompter: &mut dyn Prompter, prompt: &str, variant: Variant, style: PieceStyle) -> bool {
    pause(prompter, prompt, variant, style, Marks::Lesson) == Pause::GoOn
}

/// Says each of `parts` (a page in parts, see [`Page::render`]), with a pause ([`pause`])
/// before each after the first; an empty part only makes the pause. How it ended: `GoOn`
/// when every part was said, else how the person stopped at a pause. `marks`: which board
/// the legend explains at a pause.
pub fn say_in_parts(
    prompter: &mut dyn Prompter,
    parts: &[String],
    variant: Variant,
    style: PieceStyle,
    marks: Marks,
) -> Pause {
    match say_in_parts_or_typed(prompter, parts, variant, style, marks) {
        Ok(_) => Pause::GoOn,
        Err(stopped) => stopped,
    }
}

/// [`say_in_parts`], handing back what was typed at its last pause instead of Enter, if
/// anything ([`pause_or_typed`]): the answer to what the caller asks next, said after the
/// rest of the page (the board it answers about).
pub fn say_in_parts_or_typed(
    prompter: &mut dyn Prompter,
    parts: &[String],
    variant: Variant,
    style: PieceStyle,
    marks: Marks,
) -> Result<Option<String>, Pause> {
    let mut typed = None;
    for (k, part) in parts.iter().enumerate() {
        if k > 0 {
            typed = pause_or_typed(prompter, &t!("tutor-press-enter"), variant, style, marks)?;
        }
        if !part.is_empty() {
            prompter.say(part);
        }
    }
    Ok(typed)
}

/// Where the screen scrolls (see [`Prompter::scrolls_away`]), waits for Enter before what
/// follows; `false` when the person stops there instead.
pub(super) fn go_on(prompter: &mut dyn Prompter, variant: Variant, style: PieceStyle) -> bool {
    !prompter.scrolls_away() || press_enter(prompter, &t!("tutor-press-enter"), variant, style)
}

/// Where the cursor rests when a question is asked again after option `picked` was refused:
/// the nearest option not `refused`, below it first, then above, so that the answer just
/// refused is not what Enter picks again, and its neighbours stay a key away.
/// A step's heading text, `title · step 2/6`, on one row of the terminal with its frame
/// (see [`heading`](super::heading)): a title too long for it is cut at a word, since the
/// step's place in the lesson is what the heading is read for (at 60 columns 39 titles
/// wrapped their "step 2/6 ──" onto a row of its own, a row the page did not have).
fn step_heading(title: &str, step: usize, total: usize) -> String {
    let counter = t!("tutor-step-header", title = "", step = step, total = total);
    let frame = console::measure_text_width(&framed(""));
    let room = crate::ui::wrap::width().saturating_sub(console::measure_text_width(&counter) + frame);
    t!("tutor-step-header", title = cut_at_word(title, room), step = step, total = total)
}

fn nearest_open(picked: usize, count: usize, refused: &[usize]) -> Option<usize> {
    let open = |i: &usize| !refused.contains(i);
    (picked + 1..count).find(open).or_else(|| (0..picked).rev().find(open))
}

/// After the right option: the explanation (after wrong picks too: it was kept back).
fn right_answer(missed: bool, explanation: &str) -> String {
    match missed {
        false => t!("tutor-choice-right", explanation = explanation),
        true => t!("tutor-choice-right-now", explanation = explanation),
    }
}

/// After a wrong option: which was picked, why it is wrong where the question says so, and
/// to try again. The explanation waits for the right pick: it gives the answer away, and
/// shown here it made the next try a formality.
pub(super) fn not_quite(picked: &str, reason: Option<&str>) -> String {
    match reason {
        None => t!("tutor-choice-wrong", picked = picked),
        Some(reason) => t!("tutor-choice-wrong-because", picked = picked, reason = reason),
    }
}

/// "Type help to see how moves are written, or moves to list them by number."
fn input_help() -> String {
    t!("tutor-input-help", help = Keyword::Help.word(), moves = Keyword::Moves.word())
}

/// What Enter alone at a move prompt brings, where the screen scrolls: the step's page again
/// in the `room` above the prompt, as `board` shows it, with a line on what may be typed
/// under it where the two fit without the page losing its task. The whole help in its place
/// pushed the task off a 60x20 window (a playtest); `help` still brings it.
fn enter_alone(page: &Page, room: Option<usize>) -> String {
    let reminder = wrap(&input_help());
    let alone = page.again(room);
    let over = page.again(room.map(|rows| rows.saturating_sub(reminder.lines().count())));
    match over == alone {
        true => format!("{alone}\n{reminder}"),
        false => alone,
    }
}

/// What can be typed at a move prompt.
fn move_help(geo: &Geometry) -> String {
    let words: Vec<String> = [
        Keyword::Hint,
        Keyword::Solution,
        Keyword::Moves,
        Keyword::Board,
        Keyword::Pieces,
        Keyword::Legend,
        Keyword::Quit,
    ]
    .iter()
    .map(|k| k.word())
    .collect();
    let [usi, drop, western, capture, japanese] = crate::i18n::rules::move_examples(geo);
    t!(
        "tutor-move-help",
        words = words.join(", "),
        usi = usi,
        drop = drop,
        western = western,
        capture = capture,
        japanese = japanese
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_legend_at_a_pause_explains_the_marks_of_the_board_said() {
        // `legend` at the pause between two parts, then Enter.
        let said = |marks: Marks| {
            let mut out = Vec::new();
            let mut p = crate::ui::prompt::LinePrompter::new(&b"legend\n\n"[..], &mut out);
            let parts = ["one".to_string(), "two".to_string()];
            assert_eq!(say_in_parts(&mut p, &parts, Variant::Shogi, PieceStyle::Kanji, marks), Pause::GoOn);
            String::from_utf8(out).unwrap()
        };
        let puzzle = said(Marks::Puzzle);
        assert!(puzzle.contains("> <") && !puzzle.contains("[ ]"), "{puzzle}");
        assert!(said(Marks::Lesson).contains("[ ]"));
    }

    /// Runs lesson `id` from its start with `input` on a window too short for its pages (see
    /// [`Scrolling`](super::super::Scrolling)): the finish, the mistakes saved last and the
    /// output, its whitespace made single spaces.
    fn on_a_short_window(id: &str, input: &str) -> (Finish, u32, String) {
        let (lessons, _) = crate::content::lesson::embedded_lessons();
        let lesson = lessons.iter().find(|l| l.id == id).unwrap();
        let mut out = Vec::new();
        let mut mistakes = 0;
        let finish = {
            let mut p = super::super::Scrolling::new(input.as_bytes(), &mut out, Some(3));
            Runner::run(lesson, Run::default(), &mut p, PieceStyle::Letters, &mut |r: &Run| mistakes = r.mistakes)
        };
        let said = String::from_utf8(out).unwrap().split_whitespace().collect::<Vec<_>>().join(" ");
        (finish.unwrap(), mistakes, said)
    }

    /// The place (from 1) of annan-behind's first options "Like a silver" and "Like a rook".
    fn silver_and_rook() -> (usize, usize) {
        let (lessons, _) = crate::content::lesson::embedded_lessons();
        let lesson = lessons.iter().find(|l| l.id == "annan-behind").unwrap();
        let options = &lesson.steps[0].choice.as_ref().unwrap().options;
        let place = |en| options.iter().position(|o| o.get("en") == en).unwrap() + 1;
        (place("Like a silver"), place("Like a rook"))
    }

    #[test]
    fn an_answer_typed_at_the_pause_after_a_wrong_pick_is_taken() {
        // After "Not quite: ... Try again." a learner typed the number of the next option at
        // the pause that comes before the page again, and was told to press only Enter.
        let (silver, rook) = silver_and_rook();
        let scolded = t!("tutor-enter-again", quit = "quit");
        // Enter at the page's pause, before its board; the silver; the rook at the next pause.
        let (finish, mistakes, said) = on_a_short_window("annan-behind", &format!("\n{silver}\n{rook}\n"));
        assert_eq!((finish, mistakes), (Finish::Stopped { step: 1 }, 1), "{said}");
        assert!(said.contains("Right, that's it! The silver takes the rook's movement"), "{said}");
        assert!(!said.contains(&scolded), "{said}");
        // The answer came at the pause: the question was asked once.
        assert_eq!(said.matches(&t!("prompt-answer-or", count = 3, words = "legend, quit")).count(), 1, "{said}");
        // Typed at the pause before the board, the answer is taken under the board.
        let (finish, mistakes, said) = on_a_short_window("annan-behind", &format!("{rook}\n"));
        assert_eq!((finish, mistakes), (Finish::Stopped { step: 1 }, 0), "{said}");
        assert!(said.find("Right!").is_some_and(|right| said[..right].contains("| a")), "the board first: {said}");
        // What names no option goes on to the question, unscolded.
        let (finish, _, said) = on_a_short_window("annan-behind", &format!("ok\n{rook}\n"));
        assert_eq!(finish, Finish::Stopped { step: 1 }, "{said}");
        assert!(!said.contains(&scolded), "{said}");
    }

    #[test]
    fn a_move_typed_at_a_pause_is_the_next_try() {
        // shogi-checkmate's first step: G*2b mates. A wrong move's answer comes before the
        // page again, after a pause, where the next try is typed.
        let (finish, mistakes, said) = on_a_short_window("shogi-checkmate", "\n9i9h\nG*2b\n");
        assert_eq!((finish, mistakes), (Finish::Stopped { step: 1 }, 1), "{said}");
        assert!(said.contains("Yes! G*2b is mate"), "{said}");
        assert_eq!(said.matches(&t!("tutor-your-move")).count(), 1, "{said}");
        // At the pause before the board, the move is played under the board.
        let (finish, mistakes, said) = on_a_short_window("shogi-checkmate", "G*2b\n");
        assert_eq!((finish, mistakes), (Finish::Stopped { step: 1 }, 0), "{said}");
        assert!(said.find("Yes!").is_some_and(|right| said[..right].contains("| a")), "the board first: {said}");
    }

    #[test]
    fn stars_by_mistakes() {
        assert_eq!(stars(0), 3);
        assert_eq!(stars(1), 2);
        assert_eq!(stars(2), 2);
        assert_eq!(stars(3), 1);
        assert_eq!(star_string(2), "★★☆");
    }
}
