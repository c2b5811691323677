# Erros na linha de comandos (src/cli/usage.rs): o que o clap encontrou, com as nossas
# palavras. Os nomes das opções (--hash), os valores e os comandos ficam como foram escritos.
cli-error-value-missing = { $arg } precisa de um valor
cli-error-value-choice = { $arg } { $value }: tem de ser um destes: { $choices }
cli-error-value = { $arg } { $value }: { $reason }
cli-error-unknown-argument = { $arg } não é uma opção deste comando; `--help` mostra-as todas
cli-error-unknown-argument-like = { $arg } não é uma opção deste comando; querias dizer { $suggested }?
cli-error-position-without-sfen = { $arg } parece uma posição: indica-a com --sfen, o SFEN inteiro entre aspas ("…")
cli-error-unexpected-value = { $arg } não era esperado aqui; `--help` mostra o que este comando aceita
cli-error-move-without-option = { $arg } parece uma jogada: `show` joga as jogadas que lhe dás com --moves, `explain` explica a que lhe dás com --move
cli-error-unknown-command = { $command } não é um comando do annan; `annan --help` mostra-os todos
cli-error-unknown-command-like = { $command } não é um comando do annan; querias dizer { $suggested }?
cli-error-missing = falta indicar { $args } a este comando
cli-error-conflict = { $arg } não pode ser usado juntamente com { $other }
cli-error-twice = { $arg } só pode ser indicado uma vez
cli-error-argument = { $arg } não se usa assim; `--help` explica como
cli-error-other = esta linha de comandos não é válida; `annan --help` explica como usar o annan
cli-error-number-between = esperava-se um número inteiro de { $min } a { $max }
cli-error-number-at-least = esperava-se um número inteiro maior ou igual a { $min }
cli-error-number-too-large = o número é demasiado grande
cli-error-not-a-number = isto não é um número
cli-error-seconds = esperava-se um número positivo de segundos
cli-error-not-allowed = este valor não é permitido aqui

# Uma lista de lições ou problemas sem pasta de dados (src/commands/progress.rs).
cli-progress-not-kept = não é possível guardar o teu progresso, por isso tudo aparece como novo: { $reason }
