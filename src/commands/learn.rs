//! `annan learn`: the lesson list with progress, picking a lesson, running it with its
//! progress saved as it goes, and at the end the stars and the next lesson. Errors are
//! sentences for the person (exit status 2), but for a progress file the list cannot read
//! (status 1).

use super::progress::{read_progress, Session};
use super::Error;
use crate::content::lesson::{embedded_lessons, Lesson};
use crate::rules::Variant;
use crate::t;
use crate::tutor::course::{self, Standing};
use crate::tutor::legend::Marks;
use crate::tutor::runner::{pause_or_typed, star_string};
use crate::tutor::script::{demo_answers, ScriptPrompter};
use crate::tutor::{Finish, Run, Runner};
use crate::ui::prompt::{for_this_process, Parts};
use crate::ui::store::{LessonProgress, Progress};
use crate::ui::{interrupt, wrap, Keyword, PieceStyle, Prompter};
use clap::Args;

/// `annan learn`.
#[derive(Args, Debug)]
pub struct LearnArgs {
    pub id: Option<String>,
    #[arg(long, conflicts_with_all = ["id", "demo", "reset"])]
    pub list: bool,
    // The list is all it can print: `--list` may be left out.
    #[arg(long, conflicts_with_all = ["id", "demo", "reset"])]
    pub json: bool,
    #[arg(long, requires = "id")]
    pub demo: bool,
    #[arg(long, requires = "id", conflicts_with = "demo")]
    pub reset: bool,
    #[arg(long, value_enum, ignore_case = true)]
    pub pieces: Option<PieceStyle>,
}

/// Loads the embedded lessons; a file that does not parse is a build mistake the tests catch.
pub fn lessons() -> Result<Vec<Lesson>, String> {
    let (lessons, errors) = embedded_lessons();
    match errors.first() {
        Some(e) => Err(t!("tutor-lesson-broken", reason = e.to_string())),
        None => Ok(lessons),
    }
}

/// "★★☆", "step 2/5" or "new".
fn progress_label(lesson: &Lesson, p: Option<&LessonProgress>) -> String {
    let total = lesson.steps.len();
    match p {
        None => t!("tutor-list-new"),
        Some(p) if p.completed && p.next_step == 0 => star_string(p.stars),
        Some(p) if p.completed => {
            format!("{} {}", star_string(p.stars), t!("tutor-list-step", step = p.next_step + 1, total = total))
        }
        Some(p) if p.next_step == 0 && p.mistakes == 0 => t!("tutor-list-new"),
        Some(p) => t!("tutor-list-step", step = p.next_step + 1, total = total),
    }
}

pub fn run(args: &LearnArgs) -> Result<(), Error> {
    if args.list || args.json {
        let lessons = lessons().map_err(Error::input)?;
        print_list(&lessons, &read_progress()?, args.json);
        return Ok(());
    }
    session(args).map_err(Error::input)
}

/// A lesson, named or picked, and the ones after it as the learner goes on.
fn session(args: &LearnArgs) -> Result<(), String> {
    let pieces = PieceStyle::or_remembered(args.pieces);
    let lessons = lessons()?;
    let find = |id: &str| find_lesson(&lessons, id).ok_or_else(|| t!("tutor-no-such-lesson", id = id));
    if args.demo {
        let id = args.id.as_deref().unwrap_or_default();
        return demo(&lessons[find(id)?], pieces);
    }
    let mut session = Session::open();
    let mut prompter = for_this_process();
    let chosen = match &args.id {
        Some(id) => Some(Pick { index: find(id)?, start_over: args.reset }),
        None => pick_lesson(&lessons, session.progress(), prompter.as_mut()),
    };
    let Some(Pick { index, start_over }) = chosen else { return Ok(()) };
    if start_over {
        let id = lessons[index].id.clone();
        session.update(move |p| {
            p.lessons.remove(&id);
        });
    }
    let p = prompter.as_mut();
    let last = go_on(&lessons, index, &mut session, p, pieces);
    // One last try at what is unsaved; a stopped lesson's line has said how that stands.
    if !matches!(last, Ok(Finish::Stopped { .. })) && !session.finish() {
        p.say(&wrap(&t!("tutor-lesson-unsaved")));
    }
    interrupt::farewell(None);
    last.map(|_| ())
}

/// The lesson named `id`, or numbered so in the course (from 1, as the list shows them: a
/// player typed `learn 35` for the lesson the list numbers 35, a playtest).
fn find_lesson(lessons: &[Lesson], id: &str) -> Option<usize> {
    let numbered = || id.parse::<usize>().ok().filter(|n| (1..=lessons.len()).contains(n)).map(|n| n - 1);
    lessons.iter().position(|l| l.id == id).or_else(numbered)
}

/// Takes the lesson at `index`, and the ones after it as the learner goes on: how the last
/// one taken ended.
fn go_on(
    lessons: &[Lesson],
    mut index: usize,
    session: &mut Session,
    p: &mut dyn Prompter,
    pieces: PieceStyle,
) -> Result<Finish, String> {
    loop {
        let lesson = &lessons[index];
        let before = session.progress().clone();
        let finish = take(lesson, session, p, pieces)?;
        if let Finish::Stopped { .. } = finish {
            return Ok(finish);
        }
        let progress = session.progress();
        p.say(&wrap(&Standing::of(lessons, progress).line()));
        if let Some(line) = course::part_done(lessons, &before, progress, index) {
            p.say(&wrap(&line));
        }
        let Some(next) = course::after(lessons, progress, index) else {
            p.say(&wrap(&t!("tutor-course-done")));
            return Ok(finish);
        };
        if !next_taken(p, lessons[next].title.local(), lessons[next].variant, pieces) {
            return Ok(finish);
        }
        index = next;
    }
}

/// Offers the next lesson, titled `title`, until the learner takes it (Enter) or stops
/// (`quit`, Esc, the end of input): whether it was taken. Unlike a pause inside a lesson,
/// where whatever is typed goes on, other text asks again here: a "no" would start the lesson.
fn next_taken(p: &mut dyn Prompter, title: &str, variant: Variant, pieces: PieceStyle) -> bool {
    let offer = t!("tutor-next-lesson", title = title, quit = Keyword::Quit.word());
    loop {
        match pause_or_typed(p, &offer, variant, pieces, Marks::Lesson) {
            Ok(None) => return true,
            Ok(Some(_)) => p.tell(&t!("tutor-enter-again", quit = Keyword::Quit.word())),
            Err(_) => return false,
        }
    }
}

/// Runs one lesson from where the learner left it, saving the run as it changes, and says
/// how it ended.
fn take(
    lesson: &Lesson,
    session: &mut Session,
    prompter: &mut dyn Prompter,
    style: PieceStyle,
) -> Result<Finish, String> {
    let entry = session.progress().lessons.get(&lesson.id).cloned().unwrap_or_default();
    let run = Run {
        step: entry.next_step,
        mistakes: entry.mistakes,
        helps: entry.helps,
        helped: entry.helped.iter().filter_map(|k| Keyword::from_key(k)).collect(),
    };
    if run.step > 0 || run.mistakes > 0 {
        prompter.say(&wrap(&t!("tutor-resuming", step = run.step + 1, mistakes = run.mistakes)));
    }
    // Ctrl-C leaves at once (`interrupt::leave`), with a last try at what is unsaved: it says
    // where the lesson goes on.
    let farewell = |session: &Session, run: &Run| {
        let stopped_at = |saved| Some(stopped(lesson, run.step, run.mistakes, saved));
        interrupt::farewell(Some(session.last_words(stopped_at(true), stopped_at(false))));
    };
    farewell(session, &run);
    let mut keep = |run: &Run| {
        let (id, step, mistakes, helps) = (lesson.id.clone(), run.step, run.mistakes, run.helps);
        let helped: Vec<String> = run.helped.iter().map(|k| k.key().to_string()).collect();
        session.update(move |p| {
            let e = p.lessons.entry(id.clone()).or_default();
            e.next_step = step;
            e.mistakes = mistakes;
            e.helps = helps;
            e.helped.clone_from(&helped);
        });
        farewell(session, run);
    };
    let finish = Runner::run(lesson, run, prompter, style, &mut keep);
    // From here on the lesson's line is said or the session goes on to the next one.
    interrupt::farewell(Some(session.last_words(None, Some(t!("tutor-lesson-unsaved")))));
    let finish = finish?;
    let id = lesson.id.clone();
    session.update(move |p| {
        let e = p.lessons.entry(id.clone()).or_default();
        *e = record(e.clone(), finish);
    });
    let entry = session.progress().lessons.get(&lesson.id).cloned().unwrap_or_default();
    prompter.say(&wrap(&summary(lesson, finish, &entry, session.all_saved())));
    Ok(finish)
}

/// Progress after a run: a finished run keeps the best stars and starts the next run
/// afresh; a stop remembers the step (its mistakes were saved as they came).
fn record(mut entry: LessonProgress, finish: Finish) -> LessonProgress {
    match finish {
        Finish::Completed { stars, .. } => {
            entry.completed = true;
            entry.stars = entry.stars.max(stars);
            entry.next_step = 0;
            entry.mistakes = 0;
            entry.helps = 0;
            entry.helped.clear();
        }
        Finish::Stopped { step } => entry.next_step = step,
    }
    entry
}

/// The end of a run in words: the stars earned (and the best kept, when it is higher), or
/// where the lesson will go on (`all_saved`: whether the progress file has it all).
fn summary(lesson: &Lesson, finish: Finish, saved: &LessonProgress, all_saved: bool) -> String {
    match finish {
        // Help asked for counts as a mistake: said apart from the wrong answers, as the rule
        // was said only in `help` ("★☆☆ (5 mistakes)" after 4 wrong answers and a hint).
        Finish::Completed { mistakes, helps, stars } => {
            let mut text = t!(
                "tutor-lesson-complete",
                stars = star_string(stars),
                mistakes = mistakes,
                wrong = mistakes.saturating_sub(helps),
                helps = helps
            );
            if saved.stars > stars {
                text.push(' ');
                text.push_str(&t!("tutor-lesson-best", stars = star_string(saved.stars)));
            }
            text
        }
        Finish::Stopped { step } => stopped(lesson, step, saved.mistakes, all_saved),
    }
}

/// Where a stopped run of `lesson` will go on (`step` counts from 0), and its mistakes; and,
/// unless the progress file has the run (`saved`: the last saves failed, or there is none),
/// that it may go on from an earlier step.
fn stopped(lesson: &Lesson, step: usize, mistakes: u32, saved: bool) -> String {
    let mut text = t!(
        "tutor-lesson-stopped",
        step = step + 1,
        total = lesson.steps.len(),
        id = lesson.id.as_str(),
        mistakes = mistakes
    );
    if !saved {
        text.push(' ');
        text.push_str(&t!("tutor-lesson-unsaved"));
    }
    text
}

/// A lesson picked from the list, and whether the learner asked to start it over.
pub struct Pick {
    pub index: usize,
    pub start_over: bool,
}

/// Shows the list through the prompter, starting at a lesson left midway or else the next
/// unfinished one ([`course::next_unfinished`]), and returns
/// the lesson picked (`None` at end of input). A lesson left midway asks whether to go on or
/// start over: the list's learner may have come from the main menu, which has no `--reset`
/// to give. The main menu's Learn entry asks here too.
pub fn pick_lesson(lessons: &[Lesson], progress: &Progress, prompter: &mut dyn Prompter) -> Option<Pick> {
    let index = pick_from_list(lessons, progress, prompter)?;
    let lesson = &lessons[index];
    let start_over = match progress.lessons.get(&lesson.id).filter(|p| p.next_step > 0 || p.mistakes > 0) {
        None => false,
        Some(p) => {
            let options = [
                t!("tutor-resume-go-on", step = p.next_step + 1, total = lesson.steps.len(), mistakes = p.mistakes),
                t!("tutor-resume-start-over"),
            ];
            prompter.choose_from(&t!("tutor-resume-question"), &options, Some(0))? == 1
        }
    };
    Some(Pick { index, start_over })
}

/// The list itself: each entry starts with the learner's progress and the game, in columns,
/// and ends with the title, so that on a narrow terminal the list shortens the end of a long
/// title, never the progress.
fn pick_from_list(lessons: &[Lesson], progress: &Progress, prompter: &mut dyn Prompter) -> Option<usize> {
    let labels: Vec<String> = lessons.iter().map(|l| progress_label(l, progress.lessons.get(&l.id))).collect();
    let games: Vec<&str> = lessons.iter().map(|l| l.variant.name()).collect();
    let (label_width, game_width) = (widest(&labels), widest(&games));
    let options: Vec<String> = lessons
        .iter()
        .zip(labels.iter().zip(&games))
        .map(|(l, (label, game))| {
            format!("{}  {}  {}", pad(label, label_width), pad(game, game_width), l.title.local())
        })
        .collect();
    // Within a part the game is its title's: the rows leave it out, the game's column and
    // the game before a title ("Annan: the piece behind").
    let rows: Vec<String> = lessons
        .iter()
        .zip(&labels)
        .map(|(l, label)| format!("{}  {}", pad(label, label_width), title_in_its_part(l)))
        .collect();
    prompter.say(&wrap(&Standing::of(lessons, progress).line()));
    let start = course::next_unfinished(lessons, progress);
    let parts = course::parts(lessons, progress);
    let which_part = t!("tutor-which-part");
    let parts = Parts { prompt: &which_part, parts: &parts, rows: &rows };
    prompter.choose_in_parts(&t!("tutor-which-lesson"), &options, &parts, Some(start)).filter(|&i| i < lessons.len())
}

/// `lesson`'s title as its part of the course lists it: without the game it begins with,
/// which the part's title says. At 60 columns, "Annan: " before every title of the Annan
/// part cut the ends of nine titles short ("…piyesa sa likod at panganib sa …").
fn title_in_its_part(lesson: &Lesson) -> String {
    let title = lesson.title.local();
    match title.split_once(": ") {
        Some((game, rest)) if game.eq_ignore_ascii_case(lesson.variant.name()) => crate::i18n::capitalise(rest),
        _ => title.to_string(),
    }
}

/// The widest of `texts` in terminal columns (a star is one column, a kanji two).
fn widest(texts: &[impl AsRef<str>]) -> usize {
    texts.iter().map(|s| console::measure_text_width(s.as_ref())).max().unwrap_or(0)
}

/// `text` padded with spaces to `width` columns.
fn pad(text: &str, width: usize) -> String {
    format!("{text}{}", " ".repeat(width.saturating_sub(console::measure_text_width(text))))
}

fn print_list(lessons: &[Lesson], progress: &Progress, json: bool) {
    if json {
        let rows: Vec<serde_json::Value> = lessons
            .iter()
            .map(|l| {
                let p = progress.lessons.get(&l.id).cloned().unwrap_or_default();
                serde_json::json!({
                    "id": l.id, "title": l.title.local(), "variant": l.variant, "order": l.order,
                    "summary": l.summary.local(), "steps": l.steps.len(),
                    "completed": p.completed, "stars": p.stars, "next_step": p.next_step,
                    "mistakes": p.mistakes,
                })
            })
            .collect();
        println!("{}", serde_json::Value::Array(rows));
        return;
    }
    // Each id after its number in the course, which `learn N` takes as well (a user could
    // not tell which lesson `learn 35` was).
    let digits = lessons.len().to_string().len();
    let numbered = |n: &str, id: &str| format!("{n:>digits$} {id}");
    let rows: Vec<[String; 4]> = lessons
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let label = progress_label(l, progress.lessons.get(&l.id));
            [numbered(&(i + 1).to_string(), &l.id), l.variant.name().to_string(), label, l.title.local().to_string()]
        })
        .collect();
    let head = [
        numbered("#", &t!("tutor-list-id")),
        t!("tutor-list-variant"),
        t!("tutor-list-progress"),
        t!("tutor-list-title"),
    ];
    println!("{}", table(&head, &rows, crate::ui::wrap::table_width()));
    println!("\n{}", wrap(&Standing::of(lessons, progress).line()));
}

/// The narrowest title column worth a table: below it, each lesson takes two lines instead.
const MIN_TITLE: usize = 24;

/// The lesson list in `width` columns: a table whose titles wrap under their own column, or,
/// when the other columns leave too little room, each lesson's id, game and progress on one
/// line and its title, wrapped and indented, under it. Without a width (a pipe), a table of
/// one line a lesson.
fn table(head: &[String; 4], rows: &[[String; 4]], width: Option<usize>) -> String {
    use crate::ui::wrap::{hanging_to, wrap_to};
    let wide = |column: usize| widest(&std::iter::once(head).chain(rows).map(|r| &r[column]).collect::<Vec<_>>());
    let columns = [wide(0), wide(1), wide(2)];
    let title_at = columns.iter().sum::<usize>() + 3;
    let mut out = Vec::new();
    match width.filter(|&width| width < title_at + MIN_TITLE) {
        None => {
            for r in std::iter::once(head).chain(rows) {
                let line = format!(
                    "{} {} {} {}",
                    pad(&r[0], columns[0]),
                    pad(&r[1], columns[1]),
                    pad(&r[2], columns[2]),
                    r[3]
                );
                out.push(match width {
                    Some(width) => hanging_to(&line, title_at, width),
                    None => line,
                });
            }
        }
        Some(width) => {
            for [id, game, label, title] in rows {
                out.push(hanging_to(&format!("{id}  {game}  {label}"), 4, width));
                let title = wrap_to(title, width.saturating_sub(4).max(10));
                out.extend(title.lines().map(|l| format!("    {l}")));
            }
        }
    }
    out.join("\n")
}

/// Plays `lesson` with its own answers on stdout.
fn demo(lesson: &Lesson, style: PieceStyle) -> Result<(), String> {
    let answers = demo_answers(lesson, 0)?;
    let mut prompter = ScriptPrompter::new(answers, std::io::stdout());
    match Runner::run(lesson, Run::default(), &mut prompter, style, &mut |_| ())? {
        finish @ Finish::Completed { .. } => {
            let entry = record(LessonProgress::default(), finish);
            prompter.say(&wrap(&summary(lesson, finish, &entry, true)));
            Ok(())
        }
        Finish::Stopped { step } => Err(t!("tutor-demo-stopped", id = lesson.id.as_str(), step = step + 1)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_keeps_the_best_stars_and_the_step_reached() {
        let p = record(LessonProgress { mistakes: 2, ..Default::default() }, Finish::Stopped { step: 2 });
        assert_eq!(p, LessonProgress { next_step: 2, mistakes: 2, ..Default::default() });
        let p = record(p, Finish::Completed { mistakes: 2, helps: 0, stars: 2 });
        assert_eq!(p, LessonProgress { completed: true, stars: 2, ..Default::default() });
        let p = record(p, Finish::Completed { mistakes: 5, helps: 1, stars: 1 });
        assert_eq!(p.stars, 2);
    }

    #[test]
    fn a_part_of_the_course_lists_its_titles_without_its_game() {
        let lessons = lessons().unwrap();
        let title = |id: &str| title_in_its_part(lessons.iter().find(|l| l.id == id).unwrap());
        assert_eq!(title("annan-behind"), "The piece behind");
        assert_eq!(title("minishogi-setup"), "A 5x5 board");
        assert_eq!(title("shogi-board"), "The board and the start position");
        // Every title of the Annan and Minishogi parts began with its game.
        for l in lessons.iter().filter(|l| l.variant != crate::rules::Variant::Shogi) {
            assert_ne!(title_in_its_part(l), l.title.local(), "{}", l.id);
        }
    }

    #[test]
    fn the_list_fits_any_width_and_keeps_every_word() {
        let head = ["id", "game", "progress", "title"].map(String::from);
        let rows = vec![
            ["shogi-reading-board", "shogi", "new", "Reading the board: symbols, letters and whose piece"]
                .map(String::from),
            ["annan-dead-piece-original", "minishogi", "★★☆ step 3/12", "Dead pieces"].map(String::from),
        ];
        let words = |t: &str| t.split_whitespace().map(String::from).collect::<Vec<_>>();
        for width in [40, 60, 80, 100] {
            let text = table(&head, &rows, Some(width));
            assert!(text.lines().all(|l| console::measure_text_width(l) <= width), "{width}:\n{text}");
            for r in &rows {
                assert!(text.contains(&r[0]), "{width}:\n{text}");
                let title = words(&r[3]);
                let found = text.split_whitespace().collect::<Vec<_>>();
                assert!(found.windows(title.len()).any(|w| w == title.as_slice()), "{width}:\n{text}");
            }
        }
        // Wide enough: one row per lesson under a header; narrow: two lines per lesson.
        assert_eq!(table(&head, &rows, Some(120)).lines().count(), 3);
        assert_eq!(table(&head, &rows, Some(40)).lines().filter(|l| !l.starts_with(' ')).count(), 2);
        // Without a width (a pipe), one line a lesson, however long its title, under a header.
        let piped = table(&head, &rows, None);
        assert_eq!(piped.lines().count(), 3, "{piped}");
        assert!(piped.lines().nth(1).is_some_and(|l| l.ends_with("letters and whose piece")), "{piped}");
    }
}
