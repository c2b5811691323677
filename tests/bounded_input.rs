//! Files that would exhaust memory or time are refused before parsing, quickly and in
//! little memory, with a one-line error naming the file (issue 12).

use assert_cmd::Command;
use std::time::Instant;

fn annan() -> Command {
    let mut c = Command::cargo_bin("annan").unwrap();
    c.env("ANNAN_LANG", "en").env("NO_COLOR", "1").env("ANNAN_DATA_DIR", std::env::temp_dir().join("annan-bounded"));
    c
}

/// Peak resident memory of the children run so far, in MiB (Linux reports KiB).
fn children_peak_mib() -> f64 {
    let mut usage = std::mem::MaybeUninit::<libc::rusage>::zeroed();
    // SAFETY: getrusage fills the struct it is given.
    let usage = unsafe {
        libc::getrusage(libc::RUSAGE_CHILDREN, usage.as_mut_ptr());
        usage.assume_init()
    };
    usage.ru_maxrss as f64 / 1024.0
}

/// Runs `annan ARGS` on a file with `text`, expecting a refusal naming the file.
fn refused(name: &str, text: &[u8], args: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    let start = Instant::now();
    let out = annan().args(args).arg(&path).output().unwrap();
    let secs = start.elapsed().as_secs_f64();
    let stdout = String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stdout}");
    assert!(stdout.contains(name), "{stdout}");
    assert!(secs < 1.0, "{name} took {secs:.2} s");
    assert!(children_peak_mib() < 100.0, "{name}: {} MiB", children_peak_mib());
    stdout
}

#[test]
fn a_yaml_alias_bomb_is_refused() {
    let mut text = String::from("id: bomb\nx: &a [\"");
    text.push_str(&"x".repeat(100_000));
    text.push_str("\"]\n");
    for i in 0..8 {
        text.push_str(&format!("y{i}: [{}]\n", vec!["*a"; 1000].join(", ")));
    }
    let out = refused("bomb.yaml", text.as_bytes(), &["check"]);
    assert!(out.contains("aliases"), "{out}");
    refused("bomb.yaml", text.as_bytes(), &["puzzle", "--file"]);
}

#[test]
fn deep_nesting_is_refused() {
    let text = format!("id: deep\nsteps: {}{}\n", "[".repeat(1_000_000), "]".repeat(1_000_000));
    refused("deep.yaml", text.as_bytes(), &["check"]);
    refused("deep.yaml", text.as_bytes(), &["puzzle", "--file"]);
}

#[test]
fn endless_and_binary_files_are_refused() {
    for args in [&["check", "/dev/zero"][..], &["puzzle", "--file", "/dev/zero"]] {
        let out = annan().args(args).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr).to_string() + &String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(err.contains("/dev/zero") && err.contains("MiB"), "{err}");
    }
    refused("binary.yaml", &[0xff, 0xfe, 0x00, 0x41], &["check"]);
}

#[test]
fn a_byte_order_mark_is_accepted() {
    let lesson =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/lessons/annan/annan-behind.yaml")).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("annan-behind.yaml");
    std::fs::write(&path, format!("\u{feff}{lesson}")).unwrap();
    let out = annan().arg("check").arg(&path).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stdout));
}
