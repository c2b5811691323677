# Lecciones, preguntas del cuestionario y problemas: lo que la validación (`annan check`,
# `cargo test`) dice a quien escribe los archivos, y por qué una etapa de una lección no acepta
# una jugada. Las palabras entre comillas invertidas (`sfen`, `accepts`, `moves_like`) son
# claves de los archivos y no se traducen; tampoco las casillas (5e), las jugadas (7g7f, G*7c),
# Sente ni Gote.

## Textos en cuatro idiomas

content-text-missing-languages = cada texto necesita todos estos idiomas: { $known }; { $count ->
        [one] a este le falta { $missing }
       *[other] a este le faltan { $missing }
    }
content-text-unknown-language = `{ $code }` no es un idioma que annan hable; los códigos son { $known }

## Lectura de los archivos

content-yaml-unknown-key = clave desconocida `{ $key }`; aquí las claves son { $expected }
content-yaml-missing-key = falta la clave `{ $key }`
content-yaml-duplicate-key = la clave `{ $key }` aparece dos veces aquí; deja una
content-not-content = no es un archivo de lección, de cuestionario ni de problema (una lección tiene `steps:`, un cuestionario `questions:`, un problema `mate:`)

## Lecciones y preguntas

content-id-not-file-name = el id `{ $id }` debe ser igual al nombre del archivo, `{ $stem }`
content-id-not-kebab = el id `{ $id }` debe ir en kebab-case: minúsculas y cifras unidas por '-'
content-id-twice-in-file = el id `{ $id }` aparece dos veces en este archivo
content-lesson-id-reused = el id de lección `{ $id }` ya se usa en { $other }
content-question-id-reused = el id de pregunta `{ $id }` ya se usa en { $other }
content-puzzle-id-reused = el id de problema `{ $id }` ya se usa en { $other }
content-order-reused = el orden { $order } ya se usa en { $other }
content-variant-not-folder = una lección de { $folder }/ debe tener variant { $folder }
content-dead-piece-variant = dead_piece solo vale para annan, no para { $variant }
content-step-count = una lección tiene de { $min } a { $max } etapas, y esta tiene { $count ->
        [one] { $count } etapa
       *[other] { $count } etapas
    }
content-first-step-sfen = la primera etapa necesita un `sfen`
content-step-dead-piece-needs-sfen = una etapa con su propio `dead_piece` necesita su propio `sfen`
content-bad-sfen = sfen: { $reason }
content-sfen-fields = un SFEN tiene cuatro campos (tablero, turno, manos, número de jugada), y este tiene { $count ->
        [one] { $count } campo
       *[other] { $count } campos
    }
content-move-and-choice = una etapa tiene un `move` o un `choice`, no los dos
content-next-step-needs-sfen = la etapa siguiente no tiene `sfen`, pero este objetivo acepta jugadas que llevan a posiciones distintas; dale a la etapa siguiente su propio `sfen`
content-highlight = highlight: { $reason }
content-options-few = una pregunta necesita al menos dos opciones, y esta tiene { $count ->
        [0] ninguna
        [one] { $count } opción
       *[other] { $count } opciones
    }
content-answer-not-option = la respuesta { $answer } no es una opción: van numeradas de 0 a { $last }
content-reasons-count = `reasons` necesita una entrada por opción ({ $options }), `null` para la respuesta; esta lista tiene { $count ->
        [0] ninguna
        [one] { $count } entrada
       *[other] { $count } entradas
    }
content-reason-on-answer = la opción { $answer } es la respuesta, así que su entrada en `reasons` debe ser `null`: una razón dice por qué una opción equivocada es equivocada
content-not-a-square = `{ $name }` no es una casilla del tablero de { $size }x{ $size } (como 5e: cifra de columna, letra de fila)
content-move-illegal = { $usi } no es legal: { $reason }
content-reply-illegal = respuesta tras { $usi }: { $reason }

## Objetivos: por qué no se acepta una jugada (lo lee quien aprende), y objetivos imposibles

content-goal-other-move = { $usi } es legal, pero no es la jugada que busca esta etapa
content-near-unpromoted = { $usi } va a la casilla correcta, pero sin promover, y esta etapa quiere la pieza promovida
content-near-promoted = { $usi } va a la casilla correcta, pero promueve, y esta etapa quiere la pieza sin promover
content-near-other-piece = { $usi } va a la casilla correcta, pero con una pieza distinta de la que busca esta etapa
content-near-on-board = { $usi } va a la casilla correcta, pero con una pieza del tablero, y esta etapa quiere que reingreses allí una pieza de la mano
content-near-dropped = { $usi } va a la casilla correcta, pero reingresando una pieza de la mano, y esta etapa quiere que muevas allí una pieza del tablero
content-near-other-checker = { $usi } da jaque, pero no con la pieza con la que esta etapa quiere darlo
content-near-moved-elsewhere = { $usi } mueve la pieza correcta, pero esta etapa la quiere en otra casilla
content-near-dropped-elsewhere = { $usi } reingresa la pieza correcta, pero esta etapa la quiere en otra casilla
content-near-not-a-drop = { $usi } mueve una pieza del tablero, pero esta etapa quiere que reingreses una pieza de la mano
content-near-not-a-move = { $usi } reingresa una pieza de la mano, pero esta etapa quiere que muevas una pieza del tablero
content-near-other-drop = { $usi } reingresa otra pieza que la que busca esta etapa
content-near-other-mover = { $usi } es legal, pero esta etapa quiere que muevas otra de tus piezas
content-goal-no-check = { $usi } es legal, pero no da jaque
content-goal-no-capture = { $usi } es legal, pero no captura la pieza de { $square }
content-goal-nothing-to-capture = no hay ninguna pieza en { $square } que capturar
content-goal-other-piece = { $usi } es legal, pero esta etapa trata de mover la pieza de { $square }
content-goal-other-square = { $usi } es legal, pero esta etapa quiere esa pieza en { $count ->
        [one] { $squares }
       *[other] una de estas casillas: { $squares }
    }
content-goal-not-even-check = { $usi } ni siquiera da jaque
content-goal-escape = { $usi } da jaque, pero { $side } puede responder { $reply }
content-mate-in-no-check = { $usi } no da jaque, y todas las jugadas de este mate deben darlo
content-mate-in-unknown = no se pudo averiguar a tiempo si { $usi } da mate
content-mate-in-escape = { $usi } da jaque, pero tras { $reply } no hay mate en { $plies ->
        [one] { $plies } jugada
       *[other] { $plies } jugadas
    }
content-goal-problem = goal: { $reason }
content-goal-unmet = ninguna jugada legal cumple este objetivo
content-moves-empty = `moves` no contiene ninguna jugada
content-goal-false = un objetivo `false` no pide nada; escribe `true`
content-capture-not-enemy = capture: en { $square } no hay ninguna pieza de { $side }
content-reach-not-own = reach: en { $square } no hay ninguna pieza de { $side }
content-reach-unreachable = reach: la pieza de { $from } no puede ir a { $to }
content-mate-in-even = mate_in: { $plies } es par; un mate tiene un número impar de jugadas

## Las jugadas que acepta una etapa

content-accepts-problem = accepts: { $reason }
content-accepts-twice = accepts: { $usi } aparece dos veces
content-accepts-refused = accepts: el objetivo no acepta una jugada de la lista: { $reason }
content-accepts-missing = accepts: el objetivo también acepta { $moves }; { $count ->
        [one] añádela a la lista y asegúrate de que los textos también valen para ella
       *[other] añádelas a la lista y asegúrate de que los textos también valen para ellas
    }

## Los hechos en que se basa una pregunta (`verify:`)

content-verify-not-legal = legal: { $usi } no es legal: { $reason }
content-verify-legal = illegal: { $usi } es legal aquí
content-verify-unknown-role = `{ $role }` no es un tipo de pieza (pawn, lance, knight, silver, gold, bishop, rook, king, tokin, promoted-lance, promoted-knight, promoted-silver, horse, dragon)
content-verify-moves-like = moves_like: { $movement }; no como `{ $role }`
content-verify-backer = backer: { $movement }
content-verify-no-backer = no_backer: { $movement }
content-verify-in-check = in_check: { $side } está en jaque
content-verify-not-in-check = in_check: { $side } no está en jaque
content-verify-checkmated = checkmate: { $side } está en jaque mate
content-verify-not-checkmated = checkmate: { $side } no está en jaque mate
content-verify-also-reaches = también puede ir a { $squares }
content-verify-cannot-reach = no puede ir a { $squares }
content-verify-destinations = destinations: la pieza de { $square }: { $differences } ({ $movement })
content-verify-empty = { $square } está vacía
content-about-check-unverified = about_check: el tablero no dice si el bando al que le toca jugar está en jaque, así que `verify` necesita una entrada `in_check` o `checkmate` que calcule la respuesta

content-yaml-unknown-value = `{ $value }` no está permitido aquí; los valores posibles son { $expected }
content-yaml-wrong-type = el valor no es del tipo correcto: hay { $found } y se esperaba { $expected }
content-yaml-wrong-value = { $found } no vale aquí: se esperaba { $expected }
content-yaml-kind-whole = un número entero
content-yaml-kind-whole-up-to = un número entero de 0 a { $max }
content-yaml-kind-text = texto
content-yaml-kind-decimal = un número decimal
content-yaml-kind-boolean = true o false
content-yaml-kind-list = una lista
content-yaml-kind-map = una tabla (líneas clave: valor)
content-expecting-language-map = un mapa de código de idioma (en, es, pt, tl) a texto
