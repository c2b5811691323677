# Las páginas de ayuda (`annan --help`, `annan <command> --help`, `annan help <command>`), que se
# cargan en el árbol de comandos de clap al arrancar (src/help.rs): help-<command> es lo que hace un
# comando, help-<command>--<option> lo que significa una opción o un argumento (help-annan-- para las
# opciones de todos los comandos). Los nombres de opciones (--hash), los valores (kanji, usi), los
# formatos de archivo y los comandos entre comillas invertidas quedan igual en todos los idiomas.

help-heading-usage = Uso
help-heading-commands = Comandos
help-heading-arguments = Argumentos
help-heading-options = Opciones
help-token-options = OPCIONES
help-token-command = COMANDO
help-flag-help = Muestra la ayuda
help-flag-version = Muestra la versión
help-command-help = Muestra este mensaje o la ayuda del comando indicado
help-command-help--command = El comando del que mostrar la ayuda
help-default = [por defecto: { $value }]
help-possible = [valores posibles: { $values }]


help-annan = Aprende shogi, minishogi y Annan Shogi, y entrena con problemas de mate
help-annan--color = Color en la salida: auto (solo en una terminal; respeta NO_COLOR), always o never
help-annan--lang = Idioma: en, es, pt o tl (por defecto: ANNAN_LANG, lo elegido en el menú y, si no, el idioma del sistema)
help-annan--plain = Líneas sencillas: opciones numeradas que respondes escribiendo, nada redibujado en su sitio, sin códigos de cursor (para lectores de pantalla, líneas braille y terminales simples; TERM=dumb también lo elige)

help-perft = Cuenta las posiciones hoja a PROFUNDIDAD jugadas (prueba del generador de jugadas)
help-perft--variant = Qué juego (por defecto: annan, minishogi si el tablero es de 5x5; un archivo KIF, KI2, CSA o BOD de --file es shogi salvo que indique otro)
help-perft--dead-piece = Regla de piezas inmóviles del Annan: backer (por defecto), original o free (lishogi). Solo en Annan
help-perft--sfen = Posición: una cadena SFEN, `startpos` o `traditional` (la disposición tradicional del Annan)
help-perft--file = O lee la posición de un archivo: SFEN, USI, KIF, KI2, CSA o BOD (UTF-8 o Shift_JIS); `-` para la entrada estándar. De un registro se toma la posición inicial; un archivo de problema (YAML, un solo problema) da su posición, en su juego
help-perft--divide = Muestra antes una línea `USI COUNT` por cada jugada legal de la raíz
help-perft--depth = Profundidad de la cuenta, en jugadas

help-moves = Lista todas las jugadas legales en USI, ordenadas
help-moves--variant = Qué juego (por defecto: annan, minishogi si el tablero es de 5x5; un archivo KIF, KI2, CSA o BOD de --file es shogi salvo que indique otro)
help-moves--dead-piece = Regla de piezas inmóviles del Annan: backer (por defecto), original o free (lishogi). Solo en Annan
help-moves--sfen = Posición: una cadena SFEN, `startpos` o `traditional` (la disposición tradicional del Annan)
help-moves--file = O lee la posición de un archivo: SFEN, USI, KIF, KI2, CSA o BOD (UTF-8 o Shift_JIS); `-` para la entrada estándar. De un registro se toma la posición inicial; un archivo de problema (YAML, un solo problema) da su posición, en su juego
help-moves--json = Muestra un objeto JSON en vez de líneas

help-show = Muestra el tablero, tras las jugadas indicadas si las hay
help-show--variant = Qué juego (por defecto: annan, minishogi si el tablero es de 5x5; un archivo KIF, KI2, CSA o BOD de --file es shogi salvo que indique otro)
help-show--dead-piece = Regla de piezas inmóviles del Annan: backer (por defecto), original o free (lishogi). Solo en Annan
help-show--sfen = Posición: una cadena SFEN, `startpos` o `traditional` (la disposición tradicional del Annan)
help-show--file = O lee la posición de un archivo: SFEN, USI, KIF, KI2, CSA o BOD (UTF-8 o Shift_JIS); `-` para la entrada estándar. De un registro se toma la posición inicial; un archivo de problema (YAML, un solo problema) da su posición, en su juego
help-show--pieces = Cómo muestra el tablero las piezas: kanji (歩, 金...) o letters (P, G...) (por defecto: lo elegido en el menú principal, si no kanji)
help-show--notation = Cómo se escriben las jugadas: usi (7g7f), western (P-7f) o japanese (７六歩)
help-show--moves = Jugadas que hacer primero desde la posición (en USI, notación occidental o japonesa)
help-show--format = Muestra la posición (y las jugadas) en un formato de registro en vez del tablero: `bod` para un diagrama que pegar, `kif`, `ki2`, `csa`, `usi` o `sfen`
help-show--describe = Muestra la posición en palabras en vez del tablero: las piezas de cada bando con sus casillas, su mano y a quién le toca jugar (para un lector de pantalla)
help-show--move-limit = Termina la partida en tablas al llegar a este número de jugadas (sin límite por defecto)

help-explain = Explica una pieza (cómo se mueve y por qué, adónde llega) o una jugada (si es legal o por qué no). Sin CASILLA ni --move: todas las piezas del bando que mueve que cambian de movimiento por su apoyo
help-explain--variant = Qué juego (por defecto: annan, minishogi si el tablero es de 5x5; un archivo KIF, KI2, CSA o BOD de --file es shogi salvo que indique otro)
help-explain--dead-piece = Regla de piezas inmóviles del Annan: backer (por defecto), original o free (lishogi). Solo en Annan
help-explain--sfen = Posición: una cadena SFEN, `startpos` o `traditional` (la disposición tradicional del Annan)
help-explain--file = O lee la posición de un archivo: SFEN, USI, KIF, KI2, CSA o BOD (UTF-8 o Shift_JIS); `-` para la entrada estándar. De un registro se toma la posición inicial; un archivo de problema (YAML, un solo problema) da su posición, en su juego
help-explain--square = La casilla que explicar, como 5e
help-explain--mv = O una jugada que juzgar: USI (5e5a, P*5e), occidental (S-5a) o japonesa (５一銀); en USI también se explica una jugada ilegal
help-explain--describe = En vez de una casilla o una jugada: las piezas de cada bando con sus casillas, y su mano, en palabras (con --json, como datos)
help-explain--pieces = Cómo muestra el tablero las piezas: kanji (歩, 金...) o letters (P, G...) (por defecto: lo elegido en el menú principal, si no kanji)
help-explain--json = Muestra JSON en vez de texto

help-solve = Resuelve un problema de mate: el bando que mueve ataca y debe dar jaque en cada jugada
help-solve--variant = Qué juego (por defecto: annan, minishogi si el tablero es de 5x5; un archivo KIF, KI2, CSA o BOD de --file es shogi salvo que indique otro)
help-solve--dead-piece = Regla de piezas inmóviles del Annan: backer (por defecto), original o free (lishogi). Solo en Annan
help-solve--sfen = Posición: una cadena SFEN, `startpos` o `traditional` (la disposición tradicional del Annan)
help-solve--file = O lee la posición de un archivo: SFEN, USI, KIF, KI2, CSA o BOD (UTF-8 o Shift_JIS); `-` para la entrada estándar. De un registro se toma la posición inicial; un archivo de problema (YAML, un solo problema) da su posición, en su juego
help-solve--max-plies = Solo cuentan los mates de como mucho este número de jugadas (de 1 a 4095)
help-solve--time = Se detiene tras este número de segundos (resultado desconocido)
help-solve--nodes = Se detiene tras este número de nodos (resultado desconocido)
help-solve--hash = Tamaño de la tabla de transposición en MiB (como mucho, la memoria de la máquina)
help-solve--threads = Hilos que buscan en una misma tabla (por defecto: todos los núcleos). El resultado y la longitud son los mismos que con uno solo
help-solve--classical = Conteo clásico: las interposiciones inútiles (una pieza reingresada en medio solo para que la capturen) no son defensa y no se cuentan; entre defensas iguales, vale la que deja al atacante con la mano vacía (también frente a una dos jugadas más larga que deja piezas de sobra)
help-solve--defender-rest = Da al defensor todas las piezas que no están en el tablero ni en la mano del atacante
help-solve--json = Muestra un objeto JSON
help-solve--notation = Cómo se escriben las jugadas: usi (7g7f), western (P-7f) o japanese (７六歩)
help-solve--format = Muestra el mate encontrado como un registro para pegar en un foro o en una GUI: `kif` (jugadas en japonés), `ki2`, `csa`, `usi` (la posición sola, en SFEN o como diagrama BOD: `show --format`)

help-learn = Haz una lección: muestra la lista con tu progreso, elige una o empieza una por su id
help-learn--id = La lección que empezar, por su id (ver --list) o por su número en la lista; sin ella, eliges una de la lista
help-learn--list = Muestra las lecciones con tu progreso y termina
help-learn--json = La lista de lecciones como un array JSON en vez de una tabla (--list puede omitirse)
help-learn--demo = Juega la lección con sus propias respuestas y lo muestra todo (para autores y pruebas)
help-learn--reset = Olvida tu progreso en la lección y la empieza desde el principio
help-learn--pieces = Cómo muestra el tablero las piezas: kanji (歩, 金...) o letters (P, G...) (por defecto: lo elegido en el menú principal, si no kanji)

help-quiz = Responde preguntas al azar sobre posiciones reales (las preguntas frecuentes del Annan, reglas del shogi que confunden)
help-quiz--count = Cuántas preguntas
help-quiz--seed = Elige y ordena las preguntas a partir de esta semilla (la misma semilla da el mismo cuestionario)
help-quiz--variant = Solo preguntas sobre este juego
help-quiz--pieces = Cómo muestra el tablero las piezas: kanji (歩, 金...) o letters (P, G...) (por defecto: lo elegido en el menú principal, si no kanji)

help-check = Revisa archivos de lecciones y cuestionarios, para autores: muestra `file:line:col: reason` por cada error
help-check--files = Archivos de lecciones, cuestionarios o problemas (YAML), o carpetas que los contengan

help-puzzles = Lista los problemas de mate de la colección
help-puzzles--variant = Solo los problemas de este juego
help-puzzles--mate = Solo los problemas de esta longitud (en jugadas)
help-puzzles--tag = Solo los problemas con este tema: su nombre de abajo o su palabra en la lista, en cualquiera de los cuatro idiomas («reingreso», «drop»)
help-puzzles--unsolved = Solo los problemas aún sin resolver
help-puzzles--json = Un array JSON en vez de líneas
help-puzzles--export = Escribe los problemas listados como registros para otros programas, un archivo por problema con su id como nombre: `--export kif CARPETA` (`.kif` en Shift_JIS) o `--export bod CARPETA`

help-puzzle = Juega un problema de mate: por su id, al azar, el del día o desde un archivo
help-puzzle--id = Un id de problema de `annan puzzles` (por defecto: un problema sin resolver cercano a tu puntuación)
help-puzzle--random = Un problema al azar de la colección
help-puzzle--daily = El problema del día (el mismo para todos en un mismo día UTC)
help-puzzle--file = O juega los problemas de un archivo (como los escribe `annan generate`), o el problema de un archivo KIF, KI2, CSA, BOD, SFEN o USI (el solucionador encuentra la solución)
help-puzzle--variant = Jugar solo problemas de este juego; en un registro, su juego si no lo indica (por defecto: annan para SFEN y USI, minishogi si el tablero es de 5x5)
help-puzzle--mate = Jugar solo los problemas de la colección de esta longitud (en jugadas: 1, 3, 5…)
help-puzzle--dead-piece = Regla de piezas inmóviles del Annan para un registro: backer (por defecto), original o free. Solo en Annan
help-puzzle--pieces = Cómo muestra el tablero las piezas: kanji (歩, 金...) o letters (P, G...) (por defecto: lo elegido en el menú principal, si no kanji)
help-puzzle--notation = Cómo se escriben las jugadas: usi (7g7f), western (P-7f) o japanese (７六歩)

help-generate = Genera problemas de mate con solución única (YAML)
help-generate--variant = Para qué juego son los problemas
help-generate--mate = Longitud del mate en jugadas (impar)
help-generate--count = Cuántos problemas escribir
help-generate--seed = Semilla de las posiciones candidatas: la misma semilla da los mismos problemas. Los problemas de la colección se generaron con las semillas 1 a 3 (casi todos con la 1); sin --seed se elige una semilla nueva y se indica, con el comando que repite la generación
help-generate--jobs = Hilos de trabajo (por defecto: todos los núcleos). El resultado no depende de ello
help-generate--dead-piece = Regla de piezas inmóviles del Annan con la que valen los problemas, anotada en cada uno: backer (por defecto), original (la restricción del shogi en las últimas filas) o free. Solo en Annan
help-generate--annan-only = Conserva solo los problemas de Annan que no tienen mate de esa longitud con las reglas del shogi
help-generate--shard = Examina solo uno de cada N candidatos, empezando por el I-ésimo (contando desde 1): I/N
help-generate--candidates = Se detiene tras el candidato de índice N-1 aunque se hayan encontrado menos problemas (cuentan todas las partes)
help-generate--out = Escribe todos los problemas en este archivo (documentos YAML separados por `---`); solo lo reemplaza si se encontró al menos un problema
help-generate--out-dir = Escribe en esta carpeta un archivo por problema, con su id como nombre
help-generate--format = Qué escribir: el YAML de los problemas (pistas, temas, dificultad) o registros para otros programas: `kif` (archivos `.kif` en Shift_JIS, con --out-dir) o `bod`

help-convert = Convierte una posición o un registro de partida entre SFEN, USI, KIF, KI2, CSA y BOD
help-convert--to = El formato de salida
help-convert--variant = El juego, cuando el archivo no lo indica: SFEN y USI no distinguen el Annan del shogi y se leen como Annan (minishogi en un tablero de 5x5), como en todos los comandos; KIF, KI2, CSA y BOD son shogi salvo que indiquen otro
help-convert--dead-piece = Regla de piezas inmóviles del Annan con la que se comprueban las jugadas
help-convert--file = SFEN, USI, KIF, KI2, CSA o BOD, en UTF-8 o Shift_JIS; `-` para la entrada estándar

help-bench = Mide la velocidad de la generación de jugadas y del solucionador (posiciones y problemas fijos, un solo hilo)
help-bench--quick = Pruebas menos profundas, para una comprobación rápida
help-bench--set = O resuelve, uno tras otro, todos los problemas de un conjunto (separados por tabuladores: variante, regla de piezas inmóviles, id, SFEN, longitud, como en tests/fixtures/tsume_*.tsv)
help-bench--time = Segundos por problema del conjunto
help-bench--nodes = Nodos por problema del conjunto, en vez de segundos (el mismo trabajo en una máquina ocupada)
help-bench--hash = Tamaño de la tabla en MiB por problema del conjunto
help-bench--max-plies = Mate más largo que se busca en el conjunto
help-bench--only = Solo los problemas cuyo id contiene este texto
help-bench--classical = Cuenta los mates del conjunto de forma clásica (como `solve --classical`), para compararlos con las longitudes que recogen los libros de problemas
help-bench--threads = Hilos por problema del conjunto (como `solve --threads`)

help-usi = Funciona como motor de mates USI por stdin/stdout, para interfaces gráficas de shogi (`go mate` responde `checkmate`)

# Los nombres de los valores de opciones y argumentos (`--variant <JUEGO>`), en las líneas de uso,
# las listas de opciones y los errores del propio clap: help-value-<nombre> por cada nombre de valor.
help-value-candidates = CANDIDATOS
help-value-color = COLOR
help-value-count = CANTIDAD
help-value-dead-piece = PIEZA_INMÓVIL
help-value-depth = PROFUNDIDAD
help-value-dir = CARPETA
help-value-file = ARCHIVO
help-value-format = FORMATO
help-value-hash = MIB
help-value-jobs = HILOS
help-value-lang = IDIOMA
help-value-mate = JUGADAS
help-value-max-plies = JUGADAS
help-value-moves = JUGADAS
help-value-nodes = NODOS
help-value-notation = NOTACIÓN
help-value-only = TEXTO
help-value-out = ARCHIVO
help-value-out-dir = CARPETA
help-value-pieces = PIEZAS
help-value-seed = SEMILLA
help-value-sfen = SFEN
help-value-shard = PARTE
help-value-tag = ETIQUETA
help-value-threads = HILOS
help-value-time = SEGUNDOS
help-value-to = FORMATO
help-value-usi = JUGADA
help-value-variant = JUEGO
help-value-id = ID
help-value-square = CASILLA
