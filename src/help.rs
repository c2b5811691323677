//! The help pages in the reader's language. clap builds the command tree from the argument
//! structs (which carry no help text of their own); once it is built, every command's
//! description, every option's and argument's help, the headings, the built-in `--help`,
//! `--version` and `help` command, and the default and possible values are filled in from
//! `locales/<lang>/help.ftl`: `help-<command>` says what a command does,
//! `help-<command>--<option>` what an option means (`help-annan--` for the global ones).

use crate::i18n::{self, Lang};
use clap::{Arg, Command};

/// The root command's name, as the message ids of the global options use it.
const ROOT: &str = "annan";

/// `command` (the whole tree, built here) with its texts in `lang`.
pub fn localized(command: Command, lang: Lang) -> Command {
    // Possible values are listed by `described`, in `lang`; clap's own list, were it kept,
    // would show the values' descriptions and give every page a second, longer form.
    let mut command = values_unlisted(command);
    command.build();
    localize(command, ROOT, lang)
}

/// `command`'s tree with clap's lists of possible values hidden (clap allows that only on an
/// argument that takes values).
fn values_unlisted(command: Command) -> Command {
    let unlisted = |a: Arg| if a.get_action().takes_values() { a.hide_possible_values(true) } else { a };
    command.mut_args(unlisted).mut_subcommands(values_unlisted)
}

/// The message `id` in `lang` (the tests make sure every id exists).
fn text(lang: Lang, id: &str) -> String {
    i18n::message_in(lang, id, &[])
}

/// Command `name` (built) and the commands under it with their texts in `lang`.
fn localize(mut command: Command, name: &str, lang: Lang) -> Command {
    let page = template(&command, lang);
    command = command.about(text(lang, &about_id(name))).help_template(page);
    let ids: Vec<(String, String)> =
        command.get_arguments().map(|a| (a.get_id().to_string(), message_id(name, a))).collect();
    for (id, message) in ids {
        command = command.mut_arg(id, |arg| described(arg, &message, lang));
    }
    let names: Vec<String> = command.get_subcommands().map(|c| c.get_name().to_string()).collect();
    for sub in names {
        command = command.mut_subcommand(&sub, |c| localize(c, &sub, lang));
    }
    // The usage line's placeholders for options and the command, in `lang` too (clap writes
    // them in capitals between brackets, as it writes the values' names).
    command = command.subcommand_value_name(text(lang, "help-token-command"));
    let usage = command.render_usage().to_string();
    let usage = usage.split_once(": ").map_or(usage.as_str(), |(_, line)| line).trim_end();
    let options = format!("[{}]", text(lang, "help-token-options"));
    command.override_usage(usage.replace("[OPTIONS]", &options))
}

/// The message id of what command `name` does (`help` is clap's own).
fn about_id(name: &str) -> String {
    if name == "help" {
        "help-command-help".to_string()
    } else {
        format!("help-{name}")
    }
}

/// The message id of `arg`'s help in command `command`.
fn message_id(command: &str, arg: &Arg) -> String {
    match arg.get_id().as_str() {
        "help" => "help-flag-help".to_string(),
        "version" => "help-flag-version".to_string(),
        // The argument of the built-in `help` command.
        "subcommand" if command == "help" => "help-command-help--command".to_string(),
        id => {
            let owner = if arg.is_global_set() { ROOT } else { command };
            format!("help-{owner}--{}", id.replace('_', "-"))
        }
    }
}

/// `arg` with its help in `lang`, followed by its default and possible values as clap would
/// show them, in `lang` too.
fn described(arg: Arg, id: &str, lang: Lang) -> Arg {
    let mut help = text(lang, id);
    let takes_values = arg.get_action().takes_values();
    let defaults: Vec<String> = arg.get_default_values().iter().map(|v| v.to_string_lossy().into_owned()).collect();
    if takes_values && !arg.is_hide_default_value_set() && !defaults.is_empty() {
        let value = defaults.join(", ");
        help = format!("{help} {}", i18n::message_in(lang, "help-default", &[("value", i18n::arg(value))]));
    }
    let possible: Vec<String> =
        arg.get_possible_values().iter().filter(|v| !v.is_hide_set()).map(|v| v.get_name().to_string()).collect();
    if takes_values && !possible.is_empty() {
        let values = possible.join(", ");
        help = format!("{help} {}", i18n::message_in(lang, "help-possible", &[("values", i18n::arg(values))]));
    }
    let arg = arg.help(help);
    if takes_values {
        let names = value_names(&arg, lang);
        arg.hide_default_value(true).value_names(names)
    } else {
        arg
    }
}

/// The placeholders `arg` shows for its values (`--variant <VARIANTE>`), in `lang`: message
/// `help-value-<name>` for each of clap's names (the argument's id where none was given).
/// The usage lines and clap's own errors ("… for '--depth <PROFUNDIDAD>'") take them from here.
fn value_names(arg: &Arg, lang: Lang) -> Vec<String> {
    let given: Vec<String> = arg.get_value_names().unwrap_or_default().iter().map(ToString::to_string).collect();
    let names = if given.is_empty() { vec![arg.get_id().to_string()] } else { given };
    names.iter().map(|n| value_name(lang, n)).collect()
}

/// clap's value name `name` (`DEPTH`, `DEAD_PIECE`) in `lang`.
pub fn value_name(lang: Lang, name: &str) -> String {
    text(lang, &format!("help-value-{}", name.to_lowercase().replace('_', "-")))
}

/// clap's page layout with the headings in `lang`, a section only where there is something
/// to list.
fn template(command: &Command, lang: Lang) -> String {
    let shown = |a: &&Arg| !a.is_hide_set();
    let positionals = command.get_positionals().filter(shown).count() > 0;
    let options = command.get_arguments().filter(shown).any(|a| !a.is_positional());
    let subcommands = command.get_subcommands().any(|c| !c.is_hide_set());
    // Styled as clap styles its own headings (left out where colour is).
    let styles = command.get_styles();
    let heading = |id: &str, style: &clap::builder::styling::Style| format!("{style}{}:{style:#}", text(lang, id));
    let mut page = format!("{{about-with-newline}}\n{} {{usage}}\n", heading("help-heading-usage", styles.get_usage()));
    for (has, id, list) in [
        (subcommands, "help-heading-commands", "{subcommands}"),
        (positionals, "help-heading-arguments", "{positionals}"),
        (options, "help-heading-options", "{options}"),
    ] {
        if has {
            page += &format!("\n{}\n{list}\n", heading(id, styles.get_header()));
        }
    }
    page
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::Cli;
    use clap::CommandFactory;

    /// Every command and argument of the tree with its message id.
    fn ids(command: &Command, name: &str, out: &mut Vec<String>) {
        out.push(about_id(name));
        out.extend(command.get_arguments().map(|a| message_id(name, a)));
        for sub in command.get_subcommands() {
            ids(sub, sub.get_name(), out);
        }
    }

    #[test]
    fn every_command_and_option_has_its_help_in_english() {
        let mut command = Cli::command();
        command.build();
        let mut all = Vec::new();
        ids(&command, ROOT, &mut all);
        assert!(all.len() > 100, "{} ids", all.len());
        let missing: Vec<&String> = all.iter().filter(|id| text(Lang::En, id) == **id).collect();
        assert!(missing.is_empty(), "no help text in locales/en/help.ftl: {missing:?}");
    }
}
