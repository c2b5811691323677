// Lessons, puzzles (include_dir) and message files (fluent-templates) are embedded; rebuild when a file is added or edited.
fn main() {
    println!("cargo::rerun-if-changed=lessons");
    println!("cargo::rerun-if-changed=puzzles");
    println!("cargo::rerun-if-changed=locales");
}
