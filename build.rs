// Lessons and puzzles are embedded with include_dir; rebuild when a file is added or edited.
fn main() {
    println!("cargo::rerun-if-changed=lessons");
    println!("cargo::rerun-if-changed=puzzles");
}
