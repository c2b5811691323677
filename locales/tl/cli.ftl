# Mga mali sa command line (src/cli/usage.rs): ang nakita ng clap, sa sarili nating salita.
# Hindi isinasalin ang mga option (--hash), value at pangalan ng command.
cli-error-value-missing = kailangan ng value ang { $arg }
cli-error-value-choice = { $arg } { $value }: dapat isa sa mga ito: { $choices }
cli-error-value = { $arg } { $value }: { $reason }
cli-error-unknown-argument = hindi option ng command na ito ang { $arg }; nakalista sa `--help` ang lahat
cli-error-unknown-argument-like = hindi option ng command na ito ang { $arg }; { $suggested } ba ang ibig mong sabihin?
cli-error-position-without-sfen = mukhang posisyon ang { $arg }: ibigay ito gamit ang --sfen, ang buong SFEN sa loob ng panipi ("…")
cli-error-unexpected-value = hindi inaasahan dito ang { $arg }; nakalista sa `--help` ang tinatanggap ng command na ito
cli-error-move-without-option = mukhang galaw ang { $arg }: nilalaro ng `show` ang mga galaw na ibinigay gamit ang --moves, at ipinapaliwanag ng `explain` ang galaw na ibinigay gamit ang --move
cli-error-unknown-command = hindi command ng annan ang { $command }; nakalista sa `annan --help` ang lahat
cli-error-unknown-command-like = hindi command ng annan ang { $command }; { $suggested } ba ang ibig mong sabihin?
cli-error-missing = kailangan ng command na ito ang { $args }
cli-error-conflict = hindi puwedeng gamitin nang sabay ang { $arg } at { $other }
cli-error-twice = isang beses lang puwedeng ibigay ang { $arg }
cli-error-argument = hindi ganyan ginagamit ang { $arg }; makikita sa `--help` kung paano
cli-error-other = mali ang command line na ito; makikita sa `annan --help` kung paano gamitin ang annan
cli-error-number-between = inaasahan ang buong numero mula { $min } hanggang { $max }
cli-error-number-at-least = inaasahan ang buong numerong { $min } o higit pa
cli-error-number-too-large = masyadong malaki ang numero
cli-error-not-a-number = hindi ito numero
cli-error-seconds = inaasahan ang positibong bilang ng segundo
cli-error-not-allowed = hindi puwede rito ang value na ito

# Listahan ng mga aralin o puzzle nang walang data folder (src/commands/progress.rs).
cli-progress-not-kept = hindi maitatago ang progreso, kaya bago ang lahat sa listahan: { $reason }
