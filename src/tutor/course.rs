//! The course as a whole: how far the learner is (lessons done, stars earned of all there
//! are) and which lesson comes next, for the lesson list, the picker, the main menu and the
//! end of each lesson.

use crate::content::lesson::Lesson;
use crate::i18n::{capitalise, rules::variant};
use crate::t;
use crate::ui::store::Progress;
use std::ops::Range;

/// The learner's standing in the course.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    pub done: usize,
    pub lessons: usize,
    pub stars: u32,
    pub max_stars: u32,
}

impl Standing {
    pub fn of(lessons: &[Lesson], progress: &Progress) -> Standing {
        let entries = lessons.iter().filter_map(|l| progress.lessons.get(&l.id));
        let (done, stars) = entries
            .filter(|p| p.completed)
            .fold((0, 0), |(done, stars), p| (done + 1, stars + u32::from(p.stars.min(3))));
        Standing { done, lessons: lessons.len(), stars, max_stars: 3 * lessons.len() as u32 }
    }

    /// "3 of 34 lessons done · 8 of 102 stars".
    pub fn line(&self) -> String {
        t!("tutor-course-standing", done = self.done, lessons = self.lessons, stars = self.stars, max = self.max_stars)
    }
}

/// The course in parts, one per game (its lessons follow one another), each titled with the
/// game and the learner's standing in it: "Annan Shogi: 2 of 15 lessons done · 5 of 45
/// stars". Worded on its own (`tutor-course-part`), short enough for a 60-column list:
/// the standing's words took 58-63 columns in Spanish and Portuguese and the list cut them
/// ("0 de 15 estrell…").
pub fn parts(lessons: &[Lesson], progress: &Progress) -> Vec<(String, Range<usize>)> {
    let mut parts: Vec<(String, Range<usize>)> = Vec::new();
    let mut first = 0;
    for i in 1..=lessons.len() {
        if i == lessons.len() || lessons[i].variant != lessons[first].variant {
            let Standing { done, lessons: count, stars, max_stars } = Standing::of(&lessons[first..i], progress);
            let game = capitalise(&variant(lessons[first].variant));
            let title =
                t!("tutor-course-part", game = game, done = done, lessons = count, stars = stars, max = max_stars);
            parts.push((title, first..i));
            first = i;
        }
    }
    parts
}

/// The line that closes a part of the course, when lesson `current` is the last of its part
/// (its game) to be finished, and was not finished `before`: the part's standing and its quiz.
pub fn part_done(lessons: &[Lesson], before: &Progress, after: &Progress, current: usize) -> Option<String> {
    let game = lessons[current].variant;
    let (_, range) = parts(lessons, after).into_iter().find(|(_, range)| range.contains(&current))?;
    let part = &lessons[range];
    let done = |p: &Progress| part.iter().all(|l| finished(l, p));
    (done(after) && !done(before)).then(|| {
        let standing = Standing::of(part, after).line();
        t!("tutor-part-done", game = variant(game), standing = standing, variant = game.name())
    })
}

fn finished(lesson: &Lesson, progress: &Progress) -> bool {
    progress.lessons.get(&lesson.id).is_some_and(|p| p.completed)
}

/// Where the learner should start: a lesson left midway (the last in course order, the
/// likeliest to be the latest), else the first lesson not finished after the last finished
/// one (coming round to the start of the course), else the first lesson. The list offered
/// lesson 1, not begun, to a learner coming back to lesson 21 at its third step; and the first
/// shogi lesson, tried and left, to a shogi player who had since taken thirteen Annan
/// lessons (a playtest).
pub fn next_unfinished(lessons: &[Lesson], progress: &Progress) -> usize {
    let under_way = |l: &Lesson| progress.lessons.get(&l.id).is_some_and(|p| p.next_step > 0 || p.mistakes > 0);
    if let Some(i) = lessons.iter().rposition(under_way) {
        return i;
    }
    match lessons.iter().rposition(|l| finished(l, progress)) {
        Some(last) => after(lessons, progress, last).filter(|&i| !finished(&lessons[i], progress)).unwrap_or(0),
        None => 0,
    }
}

/// The lesson to offer after lesson `current`: the next unfinished one after it (coming
/// round to the start of the course), or when all are finished the next in order; `None`
/// after the last lesson of a finished course.
pub fn after(lessons: &[Lesson], progress: &Progress, current: usize) -> Option<usize> {
    let n = lessons.len();
    (1..n)
        .map(|k| (current + k) % n)
        .find(|&i| !finished(&lessons[i], progress))
        .or_else(|| (current + 1 < n).then_some(current + 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::lesson::embedded_lessons;
    use crate::ui::store::LessonProgress;

    fn done(progress: &mut Progress, lesson: &Lesson, stars: u8) {
        progress.lessons.insert(lesson.id.clone(), LessonProgress { completed: true, stars, ..Default::default() });
    }

    #[test]
    fn the_last_lesson_of_a_part_finished_closes_the_part_once() {
        let (lessons, _) = embedded_lessons();
        let annan: Vec<usize> = (0..lessons.len()).filter(|&i| lessons[i].variant.has_backers()).collect();
        let (&last, rest) = annan.split_last().unwrap();
        let mut before = Progress::default();
        rest.iter().for_each(|&i| done(&mut before, &lessons[i], 3));
        let mut after = before.clone();
        done(&mut after, &lessons[last], 2);
        let line = part_done(&lessons, &before, &after, last).expect("the part is finished now");
        assert!(line.contains("annan quiz --variant annan"), "{line}");
        assert!(
            line.contains(&Standing::of(&annan.iter().map(|&i| lessons[i].clone()).collect::<Vec<_>>(), &after).line())
        );
        // Played again once finished, or with a lesson of the part still to do: nothing.
        assert_eq!(part_done(&lessons, &after, &after, last), None);
        assert_eq!(part_done(&lessons, &Progress::default(), &before, rest[0]), None);
    }

    #[test]
    fn the_course_falls_into_one_part_per_game_each_with_its_own_standing() {
        let (lessons, _) = embedded_lessons();
        let mut p = Progress::default();
        done(&mut p, &lessons[0], 2);
        let parts = parts(&lessons, &p);
        // In order, every lesson once, each part one game and the next part another.
        let mut next = 0;
        for (i, (title, range)) in parts.iter().enumerate() {
            assert_eq!(range.start, next, "{title}");
            assert!(!range.is_empty(), "{title}");
            let game = lessons[range.start].variant;
            assert!(lessons[range.clone()].iter().all(|l| l.variant == game), "{title}");
            if let Some((_, later)) = parts.get(i + 1) {
                assert_ne!(lessons[later.start].variant, game);
            }
            let standing = Standing::of(&lessons[range.clone()], &p).line();
            assert!(title.ends_with(&standing), "{title}");
            assert!(title.starts_with(&capitalise(&variant(game))), "{title}");
            next = range.end;
        }
        assert_eq!(next, lessons.len());
        assert!(parts.len() >= 3, "shogi, minishogi and Annan Shogi");
        assert_eq!(Standing::of(&lessons[parts[0].1.clone()], &p).done, 1);
    }

    #[test]
    fn the_next_lesson_skips_the_finished_ones_and_comes_round() {
        let (lessons, _) = embedded_lessons();
        assert!(lessons.len() > 3);
        let mut p = Progress::default();
        assert_eq!(next_unfinished(&lessons, &p), 0);
        assert_eq!(after(&lessons, &p, 0), Some(1));
        done(&mut p, &lessons[0], 3);
        assert_eq!(next_unfinished(&lessons, &p), 1);
        // The learner's path goes on after the last lesson finished, a skipped one waiting.
        done(&mut p, &lessons[2], 2);
        assert_eq!(next_unfinished(&lessons, &p), 3);
        // A lesson left midway comes first, finished before or not; of two, the later one.
        p.lessons.entry(lessons[1].id.clone()).or_default().next_step = 1;
        assert_eq!(next_unfinished(&lessons, &p), 1);
        p.lessons.entry(lessons[2].id.clone()).or_default().next_step = 2;
        assert_eq!(next_unfinished(&lessons, &p), 2);
        p.lessons.remove(&lessons[1].id);
        done(&mut p, &lessons[2], 2);
        // After the last lesson, the first one not finished from the start.
        let last = lessons.len() - 1;
        done(&mut p, &lessons[last], 1);
        assert_eq!(next_unfinished(&lessons, &p), 1);
        p.lessons.remove(&lessons[last].id);
        assert_eq!(after(&lessons, &p, 1), Some(3));
        assert_eq!(after(&lessons, &p, last), Some(1));
        for l in &lessons {
            done(&mut p, l, 1);
        }
        assert_eq!(after(&lessons, &p, 0), Some(1));
        assert_eq!(after(&lessons, &p, last), None);
        assert_eq!(next_unfinished(&lessons, &p), 0);
    }

    #[test]
    fn standing_counts_finished_lessons_and_their_best_stars() {
        let (lessons, _) = embedded_lessons();
        let mut p = Progress::default();
        done(&mut p, &lessons[0], 3);
        done(&mut p, &lessons[1], 2);
        p.lessons.insert(lessons[2].id.clone(), LessonProgress { next_step: 2, ..Default::default() });
        let s = Standing::of(&lessons, &p);
        assert_eq!((s.done, s.stars, s.lessons, s.max_stars), (2, 5, lessons.len(), 3 * lessons.len() as u32));
    }
}
