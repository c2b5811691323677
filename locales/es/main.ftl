# El idioma, el menú principal y los mensajes que comparten todos los comandos.

lang-name = Español
# El nombre en mitad de una frase: en minúscula en español.
lang-name-in-sentence = español
lang-unknown = { $source } { $value }: annan no habla ese idioma; elige uno de { $known }
lang-unknown-env = { $source } { $value }: annan no habla ese idioma y sigue en { $language }; los códigos son { $known }

menu-question = ¿Qué quieres hacer?
menu-press-enter = Pulsa Intro para volver al menú
menu-learn = Aprender las reglas
menu-quiz = Cuestionario
menu-puzzles = Entrenar con problemas de mate
menu-explain = Explicar una posición
menu-solve = Buscar el mate en una posición
menu-language = Idioma
menu-quit = Salir
menu-which-game = ¿Qué juego?
menu-quiz-question = ¿Qué preguntas?
menu-quiz-all = De todos los juegos
menu-quiz-game = { $variant ->
    [annan] Sobre el Annan Shogi
    [shogi] Sobre el shogi
   *[minishogi] Sobre el minishogi
}
menu-defender-question = La posición no le da nada en la mano a { $side }. ¿Qué tiene { $side }?
menu-defender-rest = Todas las demás piezas, como en los problemas de mate
menu-defender-nothing = Nada, como dice la posición
menu-puzzle-question = ¿Qué problema?
menu-puzzle-next = El siguiente para ti (cerca de tu puntuación, { $rating })
menu-puzzle-daily = El problema del día (el mismo para todos hoy)
menu-puzzle-game = { $variant ->
    [annan] Un problema de Annan
    [shogi] Un problema de shogi
   *[minishogi] Un problema de minishogi (tablero de 5x5)
}
menu-puzzle-from-file = Desde un archivo… (no se puntúa)
menu-puzzle-file = Archivo de problemas (YAML) o registro (KIF, BOD, SFEN…); vacío: volver al menú
menu-error-no-file = `{ $file }` no es un archivo: escribe la ruta de uno, o nada para volver
menu-sfen = Posición: SFEN o archivo (KIF, BOD…), y jugadas si quieres; vacío: la posición inicial
menu-explain-square = Casilla o jugada (5e, 7g7f); vacío: lo que hacen los apoyos
menu-explain-square-plain = Casilla o jugada (5e, 7g7f); vacío: volver al menú
menu-explain-again = Otra casilla o jugada; vacío: volver al menú
menu-error-not-square-or-move = `{ $text }` no es ni una casilla (5e) ni una jugada ({ $usi }, { $western }); { keyword-pieces } dice las piezas de cada bando y sus casillas
menu-language-question = ¿Qué idioma?
menu-language-saved = A partir de ahora annan te habla en { $language }.
menu-language-env = ANNAN_LANG={ $code } está definida en tu entorno: seguirá eligiendo el idioma cada vez que annan arranque.
# Posiciones escritas en el menú que no dan ninguna; sin nombrar opciones, que nadie escribió.
menu-error-not-a-position = `{ $text }` no es un SFEN ni un archivo que exista: escribe un SFEN (las filas del tablero separadas por /, luego el turno, las piezas en mano y el número de jugada), la ruta de un archivo KIF, KI2, CSA o BOD, el identificador de un problema (`annan puzzles` los lista), o nada para la posición inicial; después pueden ir las jugadas que quieras hacer desde ahí (`start { $usi }`, o solo `{ $usi }`)
menu-error-puzzle-game = { $id } es un problema de { $variant }: elige { $variant } como juego
menu-error-traditional = traditional es la posición tradicional del Annan, no una posición de { $variant }: elige el Annan como juego, o deja la posición vacía para la posición inicial
menu-pieces = Piezas en el tablero: kanji o letras
menu-pieces-question = ¿Cómo deben mostrar los tableros las piezas?
menu-pieces-kanji = Kanji (歩, 金, 飛…), como en un tablero real
menu-pieces-letters = Letras (P, G, R…), más fáciles para empezar
menu-pieces-saved = A partir de ahora los tableros muestran las piezas { $style ->
    [letters] con letras
   *[kanji] en kanji
}.

progress-not-saved = no se guardará tu progreso: { $reason }
progress-error-no-data-dir = no se encuentra una carpeta de datos para el progreso; define ANNAN_DATA_DIR
progress-error-io = no se puede { $action ->
    [create-folder] crear la carpeta de
    [lock] bloquear
    [read] leer
    [move-aside] apartar
    [replace] reemplazar
   *[write] escribir
} { $path }: { $reason }

# Preguntas que comparten todos los comandos.
prompt-answer = Responde 1-{ $count }
prompt-answer-or = Responde 1-{ $count } (o { $words })
prompt-answer-default = Responde 1-{ $count } (Intro: { $default })
prompt-answer-again = Responde con un número del 1 al { $count }, por favor.
prompt-pick = Tu elección
prompt-keyword-entry = [{ $word }]
prompt-other-parts = ← Otra parte
prompt-list-page = (página { $page } de { $pages })
prompt-list-keys = Escribe un número o un nombre e Intro, o ↑ ↓ (Esc: volver)

menu-learn-standing = Aprender las reglas ({ $done }/{ $lessons } terminadas · { $stars }/{ $max } { $words ->
    [yes] estrellas
   *[no] ★
})
progress-save-failed = no se pudo guardar tu progreso: { $reason }
progress-saved-again = tu progreso se guardó de nuevo

# El resumen de `annan check`.
check-no-problems = { $files ->
    [one] 1 archivo revisado
   *[other] { $files } archivos revisados
}, sin problemas
check-problems = { $count ->
    [one] se encontró 1 problema
   *[other] se encontraron { $count } problemas
}
progress-damaged = el archivo de progreso { $path } estaba dañado ({ $reason }); se guardó como { $aside } y el progreso empieza de cero
# Por qué un archivo de progreso se lee como dañado (lo dice la nota progress-damaged),
# según la categoría y el lugar que da el lector de JSON.
progress-reason-not-text = no es texto: el byte { $offset } no es UTF-8
progress-reason-syntax = no es JSON válido en la línea { $line }, columna { $column }
progress-reason-cut = se corta antes de tiempo, en la línea { $line }, columna { $column }
progress-reason-values = un valor no es del tipo que guarda el progreso, en la línea { $line }, columna { $column }

game-error-dead-piece = --dead-piece es una regla del Annan; en { $variant } no hay apoyos, así que no lo uses
game-error-traditional = --sfen traditional es la posición tradicional del Annan, no una posición de { $variant }: usa --variant annan, o startpos
game-error-sfen-moves = --sfen toma una posición, no las jugadas que la siguen: `annan show --sfen POSICIÓN --moves JUGADA...` muestra adónde llevan y su línea SFEN
game-note-record-moves = { $file }: { $count ->
    [one] la jugada del registro no se juega
   *[other] las { $count } jugadas del registro no se juegan
}: este comando parte de su primera posición (`annan convert { $file } --to usi` las da como jugadas USI)
game-note-annan-default = leído con las reglas del Annan, las de un SFEN por defecto; --variant shogi para el shogi normal
game-error-puzzles = { $file } tiene { $count } problemas y este comando toma una sola posición: `annan puzzle --file` los juega uno tras otro, y --variant se queda con los de un juego

