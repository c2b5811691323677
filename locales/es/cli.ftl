# Errores en la línea de comandos (src/cli/usage.rs): lo que encontró clap, con nuestras
# palabras. Los nombres de opciones (--hash), los valores y los comandos quedan como se escribieron.
cli-error-value-missing = { $arg } necesita un valor
cli-error-value-choice = { $arg } { $value }: tiene que ser uno de estos: { $choices }
cli-error-value = { $arg } { $value }: { $reason }
cli-error-unknown-argument = { $arg } no es una opción de este comando; `--help` las muestra todas
cli-error-unknown-argument-like = { $arg } no es una opción de este comando; ¿querías decir { $suggested }?
cli-error-position-without-sfen = { $arg } parece una posición: dala con --sfen, el SFEN entero entre comillas ("…")
cli-error-unexpected-value = { $arg } no se esperaba aquí; `--help` muestra lo que acepta este comando
cli-error-move-without-option = { $arg } parece una jugada: `show` juega las jugadas que le das con --moves, `explain` explica la que le das con --move
cli-error-unknown-command = { $command } no es un comando de annan; `annan --help` los muestra todos
cli-error-unknown-command-like = { $command } no es un comando de annan; ¿querías decir { $suggested }?
cli-error-missing = a este comando le falta { $args }
cli-error-conflict = { $arg } no se puede usar junto con { $other }
cli-error-twice = { $arg } solo se puede indicar una vez
cli-error-argument = { $arg } no se usa así; `--help` explica cómo
cli-error-other = esta línea de comandos no es válida; `annan --help` explica cómo usar annan
cli-error-number-between = se esperaba un número entero de { $min } a { $max }
cli-error-number-at-least = se esperaba un número entero mayor o igual que { $min }
cli-error-number-too-large = el número es demasiado grande
cli-error-not-a-number = esto no es un número
cli-error-seconds = se esperaba un número positivo de segundos
cli-error-not-allowed = este valor no está permitido aquí

# Una lista de lecciones o problemas sin carpeta de datos (src/commands/progress.rs).
cli-progress-not-kept = no se puede guardar tu progreso, así que todo aparece como nuevo: { $reason }
