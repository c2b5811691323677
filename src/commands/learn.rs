//! `annan learn`: the lesson list with progress, picking a lesson, running it, and saving
//! progress after each step. Errors are sentences for the person (exit status 2).

use super::progress::{open_progress, update};
use crate::content::lesson::{embedded_lessons, Lesson};
use crate::tutor::script::{demo_answers, ScriptPrompter};
use crate::tutor::{Finish, Runner};
use crate::ui::prompt::for_this_process;
use crate::ui::store::{LessonProgress, Progress};
use crate::ui::{PieceStyle, Prompter};
use clap::Args;

/// `annan learn`.
#[derive(Args, Debug)]
pub struct LearnArgs {
    /// The lesson to run (see --list); without it, pick one from the list.
    pub id: Option<String>,
    /// Print the lessons with your progress, then stop.
    #[arg(long, conflicts_with_all = ["id", "demo", "reset"])]
    pub list: bool,
    /// With --list: one JSON array instead of a table.
    #[arg(long, requires = "list")]
    pub json: bool,
    /// Play the lesson with its own answers and print everything (for authors and tests).
    #[arg(long, requires = "id")]
    pub demo: bool,
    /// Forget your progress in the lesson and start it from the beginning.
    #[arg(long, requires = "id", conflicts_with = "demo")]
    pub reset: bool,
    #[arg(long, value_enum, default_value_t = PieceStyle::Kanji)]
    pub pieces: PieceStyle,
}

/// Loads the embedded lessons; a file that does not parse is a build mistake the tests catch.
fn lessons() -> Result<Vec<Lesson>, String> {
    let (lessons, errors) = embedded_lessons();
    match errors.first() {
        Some(e) => Err(format!("a built-in lesson is broken: {e}")),
        None => Ok(lessons),
    }
}

/// "★★☆", "step 2/5" or "new".
fn progress_label(lesson: &Lesson, p: Option<&LessonProgress>) -> String {
    let stars = |n: u8| format!("{}{}", "★".repeat(n as usize), "☆".repeat(3 - n.min(3) as usize));
    match p {
        None => "new".to_string(),
        Some(p) if p.completed && p.next_step == 0 => stars(p.stars),
        Some(p) if p.completed => format!("{} step {}/{}", stars(p.stars), p.next_step + 1, lesson.steps.len()),
        Some(p) => format!("step {}/{}", p.next_step + 1, lesson.steps.len()),
    }
}

pub fn run(args: &LearnArgs) -> Result<(), String> {
    let lessons = lessons()?;
    let (store, mut progress) = if args.demo { (None, Progress::default()) } else { open_progress() };
    if args.list {
        print_list(&lessons, &progress, args.json);
        return Ok(());
    }
    let chosen = match &args.id {
        Some(id) => Some(
            lessons
                .iter()
                .find(|l| &l.id == id)
                .ok_or_else(|| format!("there is no lesson `{id}`; `annan learn --list` shows them"))?,
        ),
        None => None,
    };
    if let (Some(lesson), true) = (chosen, args.demo) {
        return demo(lesson, args.pieces);
    }
    let mut prompter = for_this_process();
    let Some(lesson) = chosen.or_else(|| pick_lesson(&lessons, &progress, prompter.as_mut())) else {
        return Ok(());
    };
    if args.reset {
        update(&store, &mut progress, |p| {
            p.lessons.remove(&lesson.id);
        });
    }
    let entry = progress.lessons.get(&lesson.id).cloned().unwrap_or_default();
    if entry.next_step > 0 {
        prompter.say(&format!("Resuming at step {} (use --reset to start over).", entry.next_step + 1));
    }
    let mut reached = |step: usize| {
        update(&store, &mut progress, |p| {
            p.lessons.insert(lesson.id.clone(), record(entry.clone(), Finish::Stopped { step }));
        });
    };
    let finish = Runner::run(lesson, entry.next_step, prompter.as_mut(), args.pieces, &mut reached)?;
    prompter.say(&summary(lesson, finish));
    update(&store, &mut progress, |p| {
        p.lessons.insert(lesson.id.clone(), record(entry.clone(), finish));
    });
    Ok(())
}

/// Progress after a run: the best stars are kept, and a stop remembers the step.
fn record(mut entry: LessonProgress, finish: Finish) -> LessonProgress {
    match finish {
        Finish::Completed { stars, .. } => {
            entry.completed = true;
            entry.stars = entry.stars.max(stars);
            entry.next_step = 0;
        }
        Finish::Stopped { step } => entry.next_step = step,
    }
    entry
}

fn summary(lesson: &Lesson, finish: Finish) -> String {
    match finish {
        Finish::Completed { tries, par, stars } => format!(
            "Lesson complete: {tries} tries for a par of {par}, {}{}.",
            "★".repeat(stars as usize),
            "☆".repeat(3 - stars.min(3) as usize)
        ),
        Finish::Stopped { step } => format!(
            "Stopped at step {} of {}; `annan learn {}` goes on from there.",
            step + 1,
            lesson.steps.len(),
            lesson.id
        ),
    }
}

/// Shows the list through the prompter and returns the lesson picked (`None` at end of input).
fn pick_lesson<'l>(lessons: &'l [Lesson], progress: &Progress, prompter: &mut dyn Prompter) -> Option<&'l Lesson> {
    let options: Vec<String> = lessons
        .iter()
        .map(|l| format!("{:<9} {} [{}]", l.variant, l.title.local(), progress_label(l, progress.lessons.get(&l.id))))
        .collect();
    prompter.choose("Which lesson?", &options).and_then(|i| lessons.get(i))
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
                })
            })
            .collect();
        println!("{}", serde_json::Value::Array(rows));
        return;
    }
    println!("{:<28} {:<10} {:<16} title", "id", "variant", "progress");
    for l in lessons {
        let label = progress_label(l, progress.lessons.get(&l.id));
        println!("{:<28} {:<10} {:<16} {}", l.id, l.variant.name(), label, l.title.local());
    }
}

/// Plays `lesson` with its own answers on stdout.
fn demo(lesson: &Lesson, style: PieceStyle) -> Result<(), String> {
    let answers = demo_answers(lesson, 0)?;
    let mut prompter = ScriptPrompter::new(answers, std::io::stdout());
    match Runner::run(lesson, 0, &mut prompter, style, &mut |_| ())? {
        finish @ Finish::Completed { .. } => {
            prompter.say(&summary(lesson, finish));
            Ok(())
        }
        Finish::Stopped { step } => Err(format!("the demo of {} stopped at step {}", lesson.id, step + 1)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_keeps_the_best_stars_and_the_step_reached() {
        let p = record(LessonProgress::default(), Finish::Stopped { step: 2 });
        assert_eq!(p, LessonProgress { completed: false, stars: 0, next_step: 2 });
        let p = record(p, Finish::Completed { tries: 5, par: 4, stars: 2 });
        assert_eq!(p, LessonProgress { completed: true, stars: 2, next_step: 0 });
        let p = record(p, Finish::Completed { tries: 9, par: 4, stars: 1 });
        assert_eq!(p.stars, 2);
    }
}
