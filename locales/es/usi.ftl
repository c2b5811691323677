# El motor USI (`annan usi`). Sus líneas de protocolo son salida para máquinas y quedan en inglés;
# los textos de aquí son lo que una persona lee en el registro del motor de su GUI
# (`info string …`). Las órdenes USI, los nombres de opciones y los valores (`go mate`,
# `position`, USI_Hash, `startpos`) quedan como los escribe el protocolo.

usi-error-io = la sesión USI terminó porque falló la lectura de órdenes o la escritura de respuestas: { $error }
# Tras `id author`.
usi-author = los desarrolladores de annan
usi-unknown-command = orden desconocida: { $line }
usi-line-too-long = se ignoró una línea de más de { $bytes } bytes
usi-position-start = position: se esperaba `startpos` o `sfen <sfen>` y se encontró `{ $found }`
usi-position-start-nothing = position: se esperaba `startpos` o `sfen <sfen>` y no se encontró nada
usi-position-sfen-missing = position: a `sfen` no le sigue ninguna posición
usi-position-after-startpos = position: `{ $found }` inesperado después de startpos (las jugadas van tras la palabra `moves`)
usi-position-sfen = position: { $reason }
usi-position-move = position: jugada { $number } `{ $text }`: { $reason }
usi-setoption-syntax = setoption: se esperaba `setoption name <id> [value <x>]`
usi-setoption-unknown = setoption: no existe la opción `{ $name }` (opciones: { $options })
usi-setoption-missing-value = setoption { $name }: falta un valor ({ $expected })
usi-setoption-bad-value = setoption { $name }: `{ $value }` no está permitido ({ $expected })
# Lo que acepta una opción, entre paréntesis tras los dos mensajes de arriba.
usi-expected-mib = de { $min } a { $max } MiB
usi-expected-threads = de { $min } a { $max } hilos
usi-expected-choice = uno de estos: { $choices }
usi-go-mate-limit = go mate: se esperaba un tiempo en milisegundos o `infinite` y se encontró `{ $found }`
usi-go-mate-busy = go mate: ya hay una búsqueda en curso; envía stop primero
usi-go-mate-no-position = go mate: no hay ninguna posición válida; envía antes una orden position
usi-go-play = annan es un motor de mates: responde a `go mate` y abandona cualquier partida
usi-hash-capped = USI_Hash { $asked } MiB es más de lo que esta máquina puede dar: la tabla tiene { $given } MiB
usi-hash-refused = USI_Hash { $asked } MiB es más de lo que esta máquina puede dar: la tabla se queda en { $kept } MiB
usi-mate-not-shortest = un mate en { $plies ->
    [one] { $plies } jugada
   *[other] { $plies } jugadas
}, sin probar que sea el más corto
usi-mate-found-not-shortest = se encontró un mate en { $plies ->
    [one] { $plies } jugada
   *[other] { $plies } jugadas
}, sin probar que sea el más corto
usi-table-too-small = la tabla es demasiado pequeña para guardar esta prueba: aumenta USI_Hash
