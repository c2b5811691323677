//! What is around the program fails or lies: standard output that cannot be written, a
//! progress file that is a pipe, absurd numbers in a hand-edited progress file. Each ends in
//! one clear line or goes on as if nothing were wrong; never a panic, a hang or lost progress.
#![cfg(target_os = "linux")]

mod common;
use common::scratch;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn annan(data: &common::Scratch) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_annan"));
    c.env("ANNAN_LANG", "en").env("NO_COLOR", "1").env("ANNAN_DATA_DIR", data);
    c
}

/// Runs `command` with `input` on stdin to its end, killing it after `limit` (then `None`).
fn within(command: &mut Command, input: &str, limit: Duration) -> Option<std::process::Output> {
    use std::io::Write;
    let mut child = command.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    // A child that ends without reading leaves a closed pipe: not this test's concern.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > limit {
            child.kill().unwrap();
            return None;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    Some(child.wait_with_output().unwrap())
}

#[test]
fn a_full_disk_under_standard_output_is_one_line_and_status_1() {
    let data = scratch("full-disk");
    // Commands that print with println!, through a listing, and a session's prompts.
    let runs: [(&[&str], &str); 4] =
        [(&["moves"], ""), (&["puzzles"], ""), (&["puzzles", "--json"], ""), (&["quiz", "--count", "1"], "1\n")];
    for (args, input) in runs {
        let full = std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
        let mut child =
            annan(&data).args(args).stdin(Stdio::piped()).stdout(full).stderr(Stdio::piped()).spawn().unwrap();
        use std::io::Write;
        // The child may end at its first write, before reading: a closed pipe here is fine.
        let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
        let out = child.wait_with_output().unwrap();
        let said = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {said}");
        assert!(said.contains("cannot write the output: the disk is full"), "{args:?}: {said}");
        assert!(!said.contains("panicked"), "{args:?}: {said}");
    }
}

#[test]
fn a_full_disk_under_both_outputs_still_ends_with_status_1_not_an_abort() {
    let data = scratch("full-both");
    let full = || std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
    let status = annan(&data).arg("moves").stdout(full()).stderr(full()).status().unwrap();
    assert_eq!(status.code(), Some(1), "{status:?}");
}

#[test]
fn a_pipe_in_place_of_the_progress_file_is_refused_not_waited_on() {
    let data = scratch("fifo");
    let path = std::path::Path::new(data.as_ref()).join("progress.json");
    let name = std::ffi::CString::new(path.to_str().unwrap()).unwrap();
    // SAFETY: a valid C string; mkfifo only creates the node.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
    // Every command reads the remembered language first: it must not wait for a writer.
    let out = within(annan(&data).args(["perft", "1"]), "", Duration::from_secs(10)).expect("perft waited on the pipe");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // A command that needs progress says what is wrong with the file.
    let out = within(annan(&data).arg("puzzles"), "", Duration::from_secs(10)).expect("puzzles waited on the pipe");
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(said.contains("not a regular file"), "{said}");
}

#[test]
fn an_absurd_rating_in_the_progress_file_is_replaced_and_the_file_stays_readable() {
    let data = scratch("absurd-rating");
    let path = std::path::Path::new(data.as_ref()).join("progress.json");
    let absurd = r#"{"puzzle_rating":{"rating":1e300,"deviation":1e300,"volatility":1e300},"best_streak":42}"#;
    std::fs::write(&path, absurd).unwrap();
    // The first puzzle of the collection, given up (a rated attempt).
    let listed = annan(&data).args(["puzzles", "--json"]).output().unwrap();
    let all: serde_json::Value = serde_json::from_slice(&listed.stdout).unwrap();
    let id = all[0]["id"].as_str().unwrap().to_string();
    let out = within(annan(&data).args(["puzzle", &id]), "solution\n", Duration::from_secs(60));
    let out = out.expect("the puzzle ended");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let saved: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let rating = &saved["puzzle_rating"]["rating"];
    assert!(rating.as_f64().is_some_and(f64::is_finite), "saved {rating}");
    assert_eq!(saved["best_streak"], 42);
    let again = annan(&data).arg("puzzles").output().unwrap();
    let said = String::from_utf8_lossy(&again.stderr);
    assert!(!said.contains("damaged"), "{said}");
}

/// A damaged progress file's note says why in the reader's language, with the place: how
/// the file is damaged (not JSON, cut short, a value of the wrong kind, not text) and where.
/// The reason was serde's English sentence in every language ("expected value at line 2
/// column 1").
#[test]
fn a_damaged_progress_file_is_said_damaged_in_the_readers_language_and_where() {
    let cases = [
        ("en", "{\"streak\": 1,\n oops}", "it is not valid JSON at line 2, column 2"),
        ("es", "{\"streak\": 1,", "se corta antes de tiempo, en la línea 1, columna 13"),
        ("pt", "{\"streak\": \"one\"}", "um valor não é do tipo que o progresso guarda, na linha 1, coluna 16"),
        ("tl", "{\"streak\" 1}", "hindi wastong JSON sa linya 1"),
    ];
    for (lang, text, because) in cases {
        let data = scratch(&format!("damaged-{lang}"));
        std::fs::write(std::path::Path::new(data.as_ref()).join("progress.json"), text).unwrap();
        let out = annan(&data).env("ANNAN_LANG", lang).arg("puzzles").output().unwrap();
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{lang}: {said}");
        assert!(said.contains(because), "{lang}: {said}");
        assert!(!said.contains("expected") && !said.contains("EOF"), "{lang}: serde's English in {said}");
    }
    let data = scratch("damaged-bytes");
    std::fs::write(std::path::Path::new(data.as_ref()).join("progress.json"), b"{\"streak\": 1\xff}").unwrap();
    let out = annan(&data).env("ANNAN_LANG", "es").arg("puzzles").output().unwrap();
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("no es texto: el byte 12 no es UTF-8"), "{said}");
}

/// The binary with no data folder at all: `HOME`, `XDG_DATA_HOME` and `ANNAN_DATA_DIR`
/// unset, run as a user the system does not know (so no home is found in its user list
/// either). `None` where this cannot be arranged (not root, and the current user is known).
fn without_any_data_folder() -> Option<Command> {
    use std::os::unix::process::CommandExt;
    let mut c = Command::new(env!("CARGO_BIN_EXE_annan"));
    c.env("ANNAN_LANG", "en").env("NO_COLOR", "1");
    c.env_remove("HOME").env_remove("XDG_DATA_HOME").env_remove("ANNAN_DATA_DIR");
    // SAFETY: plain libc queries of the user database.
    let unknown = |uid: libc::uid_t| unsafe { libc::getpwuid(uid).is_null() };
    // SAFETY: geteuid cannot fail.
    let me = unsafe { libc::geteuid() };
    if unknown(me) {
        return Some(c);
    }
    if me != 0 {
        return None;
    }
    let stranger = (61_000..62_000).find(|&uid| unknown(uid))?;
    c.uid(stranger).gid(stranger).current_dir("/");
    Some(c)
}

#[test]
fn without_any_data_folder_the_lists_are_shown_all_new_and_say_once_that_progress_cannot_be_kept() {
    let Some(mut learn) = without_any_data_folder() else {
        eprintln!("skipped: cannot run as a user without a home here");
        return;
    };
    let out = learn.args(["learn", "--list"]).output().unwrap();
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "said once: {stderr}");
    assert!(stderr.starts_with("annan: progress cannot be kept, so everything is listed as new: "), "{stderr}");
    assert!(stderr.contains("ANNAN_DATA_DIR"), "{stderr}");
    assert!(stdout.contains("annan-behind"), "{stdout}");
    assert!(!stdout.contains('★'), "every lesson new: {stdout}");

    let out = without_any_data_folder().unwrap().args(["learn", "--list", "--json"]).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let lessons: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(lessons.as_array().is_some_and(|l| !l.is_empty() && l.iter().all(|l| l["completed"] == false)));

    let out = without_any_data_folder().unwrap().args(["puzzles"]).output().unwrap();
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    // (The player's rating and the count of puzzles listed go to stderr too.)
    assert_eq!(stderr.lines().filter(|l| l.contains("progress")).count(), 1, "said once: {stderr}");
    assert!(stderr.lines().any(|l| l.starts_with("Your puzzle rating: 1500")), "{stderr}");
    assert!(!stdout.is_empty() && !stdout.contains("Your puzzle rating"), "{stdout}");
}

#[test]
fn a_usi_session_on_a_full_disk_ends_with_the_reason_in_the_persons_language() {
    let data = scratch("usi-full");
    let full = std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
    let mut child = annan(&data)
        .args(["--lang", "es", "usi"])
        .stdin(Stdio::piped())
        .stdout(full)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    let _ = child.stdin.take().unwrap().write_all(b"usi\nquit\n");
    let out = child.wait_with_output().unwrap();
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert_eq!(
        said.trim_end(),
        "annan: la sesión USI terminó porque falló la lectura de órdenes o la escritura de respuestas: el disco está lleno"
    );
}

/// A running annan fed its input a piece at a time, with what it has written so far.
struct Live {
    child: std::process::Child,
    stdout: std::sync::Arc<std::sync::Mutex<String>>,
    stderr: std::sync::Arc<std::sync::Mutex<String>>,
    /// The threads reading the two outputs, joined at the end so that nothing written is
    /// still unread when the test looks.
    readers: Vec<std::thread::JoinHandle<()>>,
}

impl Live {
    fn start(command: &mut Command) -> Live {
        use std::io::Read;
        let mut child = command.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
        let gather = |mut from: Box<dyn Read + Send>| {
            let text = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
            let to = text.clone();
            let reader = std::thread::spawn(move || {
                let mut chunk = [0; 4096];
                while let Ok(n @ 1..) = from.read(&mut chunk) {
                    to.lock().unwrap().push_str(&String::from_utf8_lossy(&chunk[..n]));
                }
            });
            (text, reader)
        };
        let (stdout, out_reader) = gather(Box::new(child.stdout.take().unwrap()));
        let (stderr, err_reader) = gather(Box::new(child.stderr.take().unwrap()));
        Live { child, stdout, stderr, readers: vec![out_reader, err_reader] }
    }

    /// Ends the input, waits for annan to succeed, and for its last words to be read.
    fn finish(&mut self) {
        drop(self.child.stdin.take());
        let status = self.child.wait().unwrap();
        self.readers.drain(..).for_each(|r| r.join().unwrap());
        assert!(status.success(), "{}", self.stderr.lock().unwrap());
    }

    /// Standard error's lines that speak of progress, once there are at least `count` (the
    /// error is read by a thread of its own, which may lag behind standard output's).
    fn progress_lines_at_least(&self, count: usize) -> Vec<String> {
        let start = Instant::now();
        while self.progress_lines().len() < count && start.elapsed() < Duration::from_secs(60) {
            std::thread::sleep(Duration::from_millis(20));
        }
        self.progress_lines()
    }

    /// Types `input`, then waits until standard output has `marker` `count` times.
    fn answer_until(&mut self, input: &str, marker: &str, count: usize) {
        use std::io::Write;
        self.child.stdin.as_mut().unwrap().write_all(input.as_bytes()).unwrap();
        let start = Instant::now();
        while self.stdout.lock().unwrap().matches(marker).count() < count {
            let out = self.stdout.lock().unwrap().clone();
            assert!(start.elapsed() < Duration::from_secs(60), "no {marker:?} x{count}: {out}");
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Standard error's lines so far that speak of progress.
    fn progress_lines(&self) -> Vec<String> {
        self.stderr.lock().unwrap().lines().filter(|l| l.contains("progress")).map(str::to_string).collect()
    }
}

/// A puzzle session whose saves cannot take the lock (a folder in its place, which stops
/// root too), after two puzzles given up (counted attempts, each saved or tried), waiting at
/// the question what next; and the paths of the progress file and its lock.
fn two_attempts_not_saved(data: &common::Scratch) -> (Live, std::path::PathBuf, std::path::PathBuf) {
    let (file, lock) = (data.join("progress.json"), data.join("progress.json.lock"));
    std::fs::create_dir(&lock).unwrap();
    let mut session = Live::start(annan(data).arg("puzzle"));
    session.answer_until("solution\n", NEXT, 1);
    session.answer_until("1\nsolution\n", NEXT, 2);
    (session, file, lock)
}

/// The question after each puzzle.
const NEXT: &str = "What next?";

#[test]
fn attempts_whose_save_failed_are_saved_with_the_next_save_and_another_sessions_too() {
    let data = scratch("save-later");
    let (mut session, file, lock) = two_attempts_not_saved(&data);
    // The lock free again, and the file as another annan session saved it meanwhile.
    std::fs::remove_dir(&lock).unwrap();
    std::fs::write(&file, r#"{"best_streak": 42, "lessons": {"annan-behind": {"stars": 2, "completed": true}}}"#)
        .unwrap();
    session.answer_until("1\nsolution\n2\n", "Puzzles solved:", 3);
    session.finish();
    let out = session.stdout.lock().unwrap().clone();
    assert!(out.contains("Puzzles solved: 0; missed, to try again: 3; streak: 0 (best 42)."), "{out}");
    let saved: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let attempts = saved["puzzles"].as_object().unwrap();
    assert_eq!(attempts.len(), 3, "every attempt saved: {saved}");
    assert!(attempts.values().all(|a| a["failed"] == 1), "{saved}");
    assert_eq!((&saved["best_streak"], &saved["lessons"]["annan-behind"]["stars"]), (&42.into(), &2.into()));
}

#[test]
fn a_save_failure_is_said_once_for_each_reason() {
    let data = scratch("save-reasons");
    let (mut session, file, lock) = two_attempts_not_saved(&data);
    let said = session.progress_lines_at_least(1);
    assert_eq!(said.len(), 1, "the same failure is said once: {said:?}");
    assert!(said[0].starts_with("annan: could not save progress: cannot lock"), "{said:?}");
    // Another reason: the lock can be taken, but a folder stands in place of the file.
    std::fs::remove_dir(&lock).unwrap();
    std::fs::create_dir(&file).unwrap();
    session.answer_until("1\nsolution\n", NEXT, 3);
    session.answer_until("1\nsolution\n2\n", NEXT, 4);
    session.finish();
    let said = session.progress_lines();
    assert_eq!(said.len(), 2, "a new reason is said, once: {said:?}");
    assert!(said[1].starts_with("annan: could not save progress: cannot read"), "{said:?}");
}

#[test]
fn input_that_ends_while_changes_are_unsaved_does_not_say_the_progress_is_saved() {
    let data = scratch("save-unsaved-end");
    let (mut session, _, _) = two_attempts_not_saved(&data);
    // The next puzzle, and the input ends at its first move: the lock still cannot be taken.
    session.answer_until("1\n", "Your move", 3);
    session.finish();
    let out = session.stdout.lock().unwrap().clone();
    assert!(out.contains("Input ended; your progress could not be saved (the reason is above)."), "{out}");
    assert!(!out.contains("your progress is saved"), "{out}");
}

#[test]
fn a_lesson_stopped_while_its_saves_fail_does_not_promise_to_go_on_from_there() {
    let data = scratch("lesson-unsaved-stop");
    std::fs::create_dir(data.join("progress.json.lock")).unwrap();
    // annan-behind: step 1 is a question; a wrong answer first, then the answer, then quit.
    let (_, rook, both) = common::behind_places();
    let input = format!("{both}\n{rook}\nquit\n");
    let out =
        within(annan(&data).args(["learn", "annan-behind"]), &input, Duration::from_secs(60)).expect("the lesson ends");
    let text = String::from_utf8_lossy(&out.stdout).split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(out.status.success(), "{text}");
    assert!(text.contains("Stopped at step 2 of 5;"), "{text}");
    assert!(text.contains("The last changes could not be saved (see above)"), "{text}");
}

#[test]
fn a_damaged_file_set_aside_by_a_save_that_then_fails_is_said() {
    use std::os::unix::process::CommandExt;
    let data = scratch("damaged-then-unwritable");
    let mut command = annan(&data);
    // No file annan writes may hold a byte (EFBIG, which stops root too); the outputs are
    // pipes, which the limit leaves alone.
    // SAFETY: only async-signal-safe calls between fork and exec.
    unsafe {
        command.pre_exec(|| {
            libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
            let limit = libc::rlimit { rlim_cur: 0, rlim_max: libc::RLIM_INFINITY };
            match libc::setrlimit(libc::RLIMIT_FSIZE, &limit) {
                0 => Ok(()),
                _ => Err(std::io::Error::last_os_error()),
            }
        });
    }
    let mut session = Live::start(command.arg("puzzle"));
    session.answer_until("", "Your move", 1);
    // Damaged while annan waits: the save after this puzzle finds it so.
    std::fs::write(data.join("progress.json"), "{not json").unwrap();
    session.answer_until("solution\n", NEXT, 1);
    session.finish();
    let said = session.progress_lines();
    assert!(said.iter().any(|l| l.contains("was damaged") && l.contains("it was kept as")), "{said:?}");
    assert!(said.iter().any(|l| l.contains("could not save progress: cannot write")), "{said:?}");
    let aside: Vec<_> = std::fs::read_dir(&*data)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.display().to_string().contains("progress.json.damaged-"))
        .collect();
    assert_eq!(aside.len(), 1, "{aside:?}");
    assert_eq!(std::fs::read_to_string(&aside[0]).unwrap(), "{not json");
}

#[test]
fn a_save_that_succeeds_after_a_failure_says_so_once() {
    let data = scratch("saved-again");
    let (mut session, _, lock) = two_attempts_not_saved(&data);
    std::fs::remove_dir(&lock).unwrap();
    session.answer_until("1\nsolution\n", NEXT, 3);
    session.answer_until("1\nsolution\n2\n", NEXT, 4);
    session.finish();
    let said = session.progress_lines();
    assert_eq!(said.len(), 2, "{said:?}");
    assert!(said[0].starts_with("annan: could not save progress: cannot lock"), "{said:?}");
    assert_eq!(said[1], "annan: progress saved again", "{said:?}");
}

impl Live {
    /// Sends Ctrl-C's signal, as a terminal does to a piped session, and waits for annan to
    /// leave and for its last words to be read: its exit status.
    fn interrupt(&mut self) -> std::process::ExitStatus {
        // Held open until annan has left: `wait` would close it first, and annan, seeing the
        // input end, would stop the lesson on its own road while Ctrl-C takes the other.
        let input = self.child.stdin.take();
        let pid = libc::pid_t::try_from(self.child.id()).unwrap();
        // SAFETY: a plain signal to our own child.
        assert_eq!(unsafe { libc::kill(pid, libc::SIGINT) }, 0);
        let status = self.child.wait().unwrap();
        drop(input);
        self.readers.drain(..).for_each(|r| r.join().unwrap());
        status
    }
}

/// The progress file as JSON.
fn on_file(file: &std::path::Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap()
}

#[test]
fn attempts_still_unsaved_when_the_input_ends_get_a_last_save() {
    let data = scratch("save-at-end");
    let (mut session, file, lock) = two_attempts_not_saved(&data);
    // The lock free again while annan asks what next, and the input ends there.
    std::fs::remove_dir(&lock).unwrap();
    session.finish();
    let saved = on_file(&file);
    assert_eq!(saved["puzzles"].as_object().map(|a| a.len()), Some(2), "both attempts saved: {saved}");
    let out = session.stdout.lock().unwrap().clone();
    assert!(!out.contains("could not be saved"), "{out}");
}

#[test]
fn attempts_whose_last_save_fails_too_are_said_unsaved_at_the_end() {
    let data = scratch("unsaved-at-end");
    let (mut session, _, _) = two_attempts_not_saved(&data);
    // The lock still cannot be taken; the player stops at the question.
    session.answer_until("2\n", "could not be saved", 1);
    session.finish();
    let out = session.stdout.lock().unwrap().clone();
    assert!(out.trim_end().ends_with("Your progress could not be saved (the reason is above)."), "{out}");
}

/// annan-behind's answers, step by step (as `annan learn --demo annan-behind` plays it).
fn annan_behind() -> String {
    let (lessons, _) = annan::content::lesson::embedded_lessons();
    let lesson = lessons.iter().find(|l| l.id == "annan-behind").unwrap();
    annan::tutor::script::demo_answers(lesson, 0).unwrap().iter().map(|a| format!("{a}\n")).collect()
}

#[test]
fn a_lesson_finished_while_its_saves_fail_is_saved_when_the_session_ends() {
    let data = scratch("lesson-save-at-end");
    let (file, lock) = (data.join("progress.json"), data.join("progress.json.lock"));
    std::fs::create_dir(&lock).unwrap();
    let mut session = Live::start(annan(&data).args(["learn", "annan-behind"]));
    session.answer_until(&annan_behind(), "Press Enter for the next lesson", 1);
    std::fs::remove_dir(&lock).unwrap();
    session.finish();
    let saved = on_file(&file);
    let lesson = &saved["lessons"]["annan-behind"];
    assert_eq!((&lesson["completed"], &lesson["stars"]), (&true.into(), &3.into()), "{saved}");
    let out = session.stdout.lock().unwrap().clone();
    assert!(!out.contains("could not be saved"), "{out}");
}

#[test]
fn a_lesson_stopped_by_ctrl_c_saves_what_its_failed_saves_kept() {
    let data = scratch("lesson-ctrl-c");
    let (file, lock) = (data.join("progress.json"), data.join("progress.json.lock"));
    std::fs::create_dir(&lock).unwrap();
    let mut session = Live::start(annan(&data).args(["learn", "annan-behind"]));
    // Step 1 answered (its save fails), step 2 asks for a move.
    session.answer_until(&format!("{}\n", common::behind_places().1), "Your move", 1);
    std::fs::remove_dir(&lock).unwrap();
    assert_eq!(session.interrupt().code(), Some(130));
    let saved = on_file(&file);
    assert_eq!(saved["lessons"]["annan-behind"]["next_step"], 1, "{saved}");
    // On standard output, where `quit` says it.
    let said = session.said_on_stdout();
    assert!(said.contains("Stopped at step 2 of 5; the lesson goes on from there (“Learn the rules” in the main menu, or `annan learn annan-behind`)."), "{said}");
    assert!(!said.contains("could not be saved"), "{said}");
}

#[test]
fn a_puzzle_left_by_ctrl_c_after_a_wrong_try_is_a_miss_kept_and_said_as_quit_says_it() {
    let data = scratch("puzzle-ctrl-c-miss");
    let mut session = Live::start(annan(&data).args(["puzzle", "annan-m5-s1-000160"]));
    // A check that does not mate in time: a wrong try, taken back.
    session.answer_until("5\n", "Your move", 2);
    assert_eq!(session.interrupt().code(), Some(130));
    let saved = on_file(&data.join("progress.json"));
    let record = &saved["puzzles"]["annan-m5-s1-000160"];
    assert_eq!((&record["failed"], &record["solved"]), (&1.into(), &0.into()), "{saved}");
    // As `quit` says it, on standard output: the solution, how the attempt counts, the rest.
    let said = session.said_on_stdout();
    let solution = said.find("Solution (mate in 5 plies): 1. ").expect(&said);
    let verdict = said.find("You left the puzzle after a wrong try: it counts as a miss.").expect(&said);
    assert!(solution < verdict, "{said}");
    assert!(said.contains("Your puzzle rating: 1500 → "), "{said}");
    assert!(said.contains("Puzzles solved: 0; missed, to try again: 1;"), "{said}");
    assert!(!said.contains("could not be saved"), "{said}");
    let stderr = session.stderr.lock().unwrap().clone();
    assert!(!stderr.contains("You left"), "{stderr}");
}

impl Live {
    /// What annan wrote on standard output, its whitespace made single spaces (wrapped lines
    /// compare with unwrapped).
    fn said_on_stdout(&self) -> String {
        self.stdout.lock().unwrap().split_whitespace().collect::<Vec<_>>().join(" ")
    }
}

#[test]
fn a_puzzle_left_by_ctrl_c_before_any_wrong_try_says_so_as_quit_does() {
    let data = scratch("puzzle-ctrl-c-uncounted");
    let mut session = Live::start(annan(&data).args(["puzzle", "annan-m5-s1-000160"]));
    session.answer_until("", "Your move", 1);
    assert_eq!(session.interrupt().code(), Some(130));
    let said = session.said_on_stdout();
    // On a line of its own, after the prompt that waited.
    assert!(said.ends_with("Your move: You left the puzzle before any wrong try: this attempt does not count. Puzzles solved: 0; missed, to try again: 0; streak: 0 (best 0)."), "{said}");
    assert!(session.stdout.lock().unwrap().contains("Your move: \nYou left"), "{said}");
    assert!(!said.contains("Solution ("), "not shown, the puzzle not missed: {said}");
    assert!(!data.join("progress.json").exists(), "an attempt that does not count is not saved");
}

#[test]
fn a_file_puzzle_left_by_ctrl_c_says_what_quit_says() {
    // Before any wrong try, and after one: Ctrl-C said nothing in either.
    for (wrong, words) in [
        ("", "You left the puzzle before any wrong try: this attempt does not count. Puzzles solved: 0;"),
        (
            // A check the king escapes (a move without check is not counted).
            "2c2b\n",
            "Solution (mate in 1 ply): 1. G*1b Why it is mate: the gold on 1b gives check. The king cannot step \
             to 2a or 2b: the gold on 1b covers them. The king cannot take the gold on 1b: the gold on 2c guards it. \
             You left the puzzle after a wrong try: it counts as a miss. \
             A puzzle from a file is not rated and not recorded: your rating and totals are the collection's. \
             Puzzles solved: 0;",
        ),
    ] {
        let data = scratch("puzzle-file-ctrl-c");
        let file = common::two_golds_puzzle(&data);
        let mut session = Live::start(annan(&data).args(["puzzle", "--file", file.to_str().unwrap()]));
        session.answer_until(wrong, "Your move", 1 + usize::from(!wrong.is_empty()));
        assert_eq!(session.interrupt().code(), Some(130));
        let said = session.said_on_stdout();
        assert!(said.contains(words), "{said}");
        assert!(!data.join("progress.json").exists(), "a file's puzzle is not recorded");
    }
}
