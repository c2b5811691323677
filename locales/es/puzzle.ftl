# Problemas de mate: sus títulos y pistas, el reproductor y los comandos de problemas.

## Títulos y pistas. Los archivos de problemas nombran estos mensajes con sus argumentos.

puzzle-title = { $theme ->
    [backer-check] Movimiento prestado
    [discovered-backer] Un apoyo nuevo
    [discovered] Abre la línea
    [drop] Desde la mano
    [sacrifice] Entrega una pieza
    [promotion] Promueve y da mate
   *[none] Tsume
}: mate en { $length }
puzzle-hint-idea = { $theme ->
    [backer-check] Una de tus piezas da jaque con un movimiento prestado por la pieza que tiene detrás.
    [discovered-backer] Cambia lo que hay detrás de una de tus piezas.
    [discovered] Un jaque llega al apartar una pieza del camino de otra.
    [drop] { $left ->
        [1] El mate es un reingreso: una pieza de tu mano.
       *[other] El mate necesita una pieza de tu mano, aunque no necesariamente ahora.
    }
    [sacrifice] Te capturarán una pieza, y de eso se trata.
    [promotion] Una promoción marca la diferencia.
   *[none] Cada jugada debe dar jaque: busca la que quita la última casilla de escape.
}
puzzle-hint-piece = Mueve { $piece ->
    [pawn] el peón
    [lance] la lanza
    [knight] el caballo
    [silver] la plata
    [gold] el oro
    [bishop] el alfil
    [rook] la torre
    [king] el rey
    [tokin] el tokin
    [promoted-lance] la lanza promovida
    [promoted-knight] el caballo promovido
    [promoted-silver] la plata promovida
    [horse] el alfil promovido
    [dragon] el dragón
   *[other] la pieza
} de { $square }.
puzzle-hint-drop = Reingresa { $piece ->
    [pawn] un peón
    [lance] una lanza
    [knight] un caballo
    [silver] una plata
    [gold] un oro
    [bishop] un alfil
    [rook] una torre
   *[other] una pieza
}.
puzzle-hint-move = Juega { $move }.

## Jugar un problema.

puzzle-header = { $title } ({ $variant }, { $id })
puzzle-task = Juega { $side } y da mate en { $plies ->
    [one] { $plies } jugada
   *[other] { $plies } jugadas (cuentan también las respuestas)
}. Cada jugada tuya debe dar jaque.
puzzle-help = Escribe una jugada en USI ({ $usi }), en notación occidental ({ $western }) o japonesa ({ $japanese }), o su número en la lista de { keyword-moves }. También puedes escribir { $words }. Si escribes { keyword-solution }, ves la solución completa, y entonces el problema cuenta como fallado.
puzzle-help-again = Escribe tu jugada, o { keyword-help } para ver qué más puedes escribir.
puzzle-conventions = Como en los problemas de mate, el defensor tiene en la mano todas las piezas que no están en el tablero ni en tu mano, y puede reingresar cualquiera para bloquear un jaque; el atacante no suele tener rey.
puzzle-prompt = Tu jugada
puzzle-hint = Pista { $number }: { $hint }
puzzle-hint-names-move-next = La próxima pista te da la jugada, y el problema contaría entonces como fallado. Escribe { keyword-hint } otra vez para verla.
puzzle-hint-revealed = Esta pista te da la jugada: el problema ya cuenta como fallado, aunque lo resuelvas.
puzzle-no-more-hints = No hay más pistas: escribe { keyword-solution } para ver la solución completa.
puzzle-wrong-no-check = { $move } no da jaque: en un problema de mate, cada jugada del atacante debe dar jaque. Este intento no cuenta.
puzzle-wrong-no-check-moves-like = { $move } no da jaque: { $why }. En un problema de mate, cada jugada del atacante debe dar jaque. Este intento no cuenta.
puzzle-promotion-mark = { $move } no da jaque, pero { $promoted }, la misma jugada promoviendo, sí: escríbela para jugarla. Este intento no cuenta.
puzzle-wrong-no-mate = Esta no. { $move } da jaque, pero { $plies ->
    [one] no es mate
   *[other] no fuerza el mate en las { $plies } jugadas que quedan
}.
puzzle-refutation = { $side } responde { $move } y escapa.
puzzle-taken-back-first = Tu jugada se deshace; inténtalo de nuevo. Después de un intento fallido, el problema cuenta como fallado, aunque lo resuelvas.
puzzle-taken-back = Tu jugada se deshace; inténtalo de nuevo.
puzzle-also-mates = { $move } también da mate (la solución del problema juega { $composed }); seguimos con tu línea.
puzzle-no-defence = El solucionador no pudo decidir una defensa.
puzzle-answers = { $side } responde { $move }.
puzzle-checkmate-futile = Jaque mate tal como lo cuentan los compositores: { $side } solo podía reingresar una pieza en medio, que se captura enseguida sin cambiar el mate (una interposición inútil, 無駄合).
puzzle-setting-note = { $setting ->
    [free] Con el ajuste «Permitir siempre» para la pieza inmóvil, un peón, una lanza o un caballo puede reingresarse o quedarse sin promover en las últimas filas, tenga lo que tenga detrás; con «Prohibir por tipo original», como en shogi, no puede.
   *[backer] Con el ajuste por defecto para la pieza inmóvil, «Permitir si el apoyo da movimiento», un peón, una lanza o un caballo puede reingresarse o quedarse sin promover en las últimas filas si la pieza de atrás le da movimiento allí; con «Prohibir por tipo original», como en shogi, no puede.
}
puzzle-backers-recap = Los apoyos en la solución:
puzzle-solution = Solución (mate en { $plies ->
    [one] { $plies } jugada
   *[other] { $plies } jugadas
}):

## Después de un problema: cómo cuenta el intento (siempre lo que se guarda), la puntuación, qué sigue.

puzzle-verdict-clean = Resuelto sin errores: cuenta como resuelto.
puzzle-verdict-solved-after-mistakes = Resuelto, pero después de { $count ->
    [one] un intento fallido
   *[other] { $count } intentos fallidos
}: cuenta como fallado.
puzzle-verdict-solved-after-reveal = Resuelto, pero una pista te dio la jugada: cuenta como fallado.
puzzle-verdict-gave-up = Pediste la solución: cuenta como fallado.
puzzle-verdict-left-after-mistakes = Dejaste el problema después de { $count ->
    [one] un intento fallido
   *[other] { $count } intentos fallidos
}: cuenta como fallado.
puzzle-verdict-left-after-reveal = Dejaste el problema después de que una pista te diera la jugada: cuenta como fallado.
puzzle-verdict-left-uncounted = Dejaste el problema antes de fallar ninguna jugada: este intento no cuenta.
puzzle-rating-change = Tu puntuación de problemas: { $before } → { $after } ({ $change }).
puzzle-rating-change-provisional = Tu puntuación de problemas: { $before } → { $after } ({ $change }). Es provisional: cambia mucho en tus primeros problemas y luego se asienta.
puzzle-input-ended = Se acabó la entrada; tu progreso está guardado.
puzzle-input-ended-unsaved = Se acabó la entrada; el progreso no se pudo guardar, como se dijo arriba.
puzzle-session-unsaved = El progreso no se pudo guardar, como se dijo arriba.
puzzle-totals = Problemas resueltos: { $solved }; fallados, por reintentar: { $missed }; racha: { $streak } (mejor: { $best }).
puzzle-next-question = ¿Y ahora?
puzzle-next = Siguiente problema
puzzle-stop = Parar aquí
puzzle-no-more = Ya jugaste todos los problemas de la colección en esta sesión.
puzzle-file-not-recorded = Un problema de un archivo no se puntúa ni se guarda: tu puntuación y tus totales son los de la colección.
puzzle-replay-not-rated = Ya habías jugado este problema: solo el primer intento cuenta para la puntuación y la racha.
puzzle-daily-played = Ya has jugado el problema del día: este intento no se vuelve a puntuar. Mañana (UTC) habrá otro.
puzzle-file-done = Era el último problema del archivo.

## La lista.

puzzle-your-rating = Tu puntuación de problemas: { $rating } (± { $deviation }).
# $tagged: cuántos temas nombra $tags (0: ninguno, y entonces tampoco el separador).
puzzle-list-row = { $id } { $variant } mate en { $mate } puntuación { $rating } { $status }{ $tagged ->
    [0] {""}
   *[other] {" "}· { $tags }
}
# Un tema de la solución de un problema, como lo muestra la lista (`--tag` toma los nombres entre corchetes).
puzzle-tag = { $tag ->
    [backer-check] movimiento prestado
    [discovered-backer] apoyo nuevo
    [discovered] jaque descubierto
    [drop] reingreso
    [sacrifice] sacrificio
    [promotion] promoción
    [annan-only] solo Annan
   *[other] { $tag }
}
puzzle-status-new = nuevo
puzzle-status-missed = fallado
puzzle-status-solved = resuelto
puzzle-list-count = { $count ->
    [one] { $count } problema
   *[other] { $count } problemas
}

# `puzzles --mate N` que no lista nada: por qué (un mate tiene un número impar de jugadas, o
# ningún problema que dejan los otros filtros tiene esa longitud), y las longitudes que hay.
puzzle-list-even-mate = ningún problema es un mate en { $mate } jugadas: un mate tiene un número impar de jugadas, porque el atacante juega primero y último
puzzle-list-no-mate-length = aquí ningún problema es un mate en { $mate }
puzzle-list-lengths = longitudes que puedes pedir con --mate: { $lengths }

puzzle-exported = { $count ->
    [one] { $count } problema escrito en { $folder }
   *[other] { $count } problemas escritos en { $folder }
}

## Generar.

puzzle-generate-examined = { $count ->
    [one] { $count } posición examinada
   *[other] { $count } posiciones examinadas
}
puzzle-generate-none = no se encontró ningún problema entre { $candidates ->
    [one] { $candidates } posición examinada
   *[other] { $candidates } posiciones examinadas
}; no se escribió nada
puzzle-generate-fewer = se encontraron { $found } de { $count } problemas entre { $candidates ->
    [one] { $candidates } posición examinada
   *[other] { $candidates } posiciones examinadas
}

## Errores de los comandos de problemas.

puzzle-error-none = no hay problemas
puzzle-error-no-such-length = ningún problema de la colección es un mate en { $mate ->
    [one] { $mate } jugada
   *[other] { $mate } jugadas
}: sus longitudes son { $lengths }
puzzle-error-none-of-game = { $file } no tiene ningún problema de { $variant }: quita --variant o indica el juego de sus problemas
puzzle-error-unknown-id = no hay ningún problema '{ $id }' (`annan puzzles` los lista)
puzzle-error-read = no se puede leer { $file }: { $reason }
puzzle-error-write = no se puede escribir { $file }: { $reason }
puzzle-error-not-puzzle-file = { $file } no es un archivo de problemas (problemas en YAML, como los escribe `annan generate`) ni un registro KIF, KI2, CSA, BOD, SFEN o USI:
    { $reasons }
puzzle-error-dead-piece-puzzle-file = { $file } es un archivo de problemas: cada problema conserva su propia regla de piezas inmóviles (su solución vale solo con ella), así que --dead-piece es para archivos de partida
puzzle-note-defender-rest = { $file }: { $side } no tiene nada en la mano; como en los problemas de mate, se le dan todas las piezas que no están en el tablero ni en la mano del atacante
puzzle-error-not-playable = { $file } no es un problema jugable:
    { $reasons }
puzzle-error-damaged = el problema incluido { $file } está dañado: { $reason }
puzzle-error-collection-damaged = los problemas incluidos están dañados:
    { $reasons }
puzzle-error-shard = '{ $found }' no es una parte válida: se espera I/N con 1 ≤ I ≤ N, por ejemplo 2/4
puzzle-error-mate-length = '{ $found }' no es una longitud de mate: un número impar de jugadas entre 1 y 31
puzzle-error-annan-only = --annan-only necesita --variant annan
puzzle-error-one-per-file = un archivo { $format } contiene un solo problema, y --count pide { $count }: escríbelos con --out-dir (un archivo cada uno) o con --format yaml
puzzle-error-piece-name = '{ $found }' no es una pieza; usa una de { $known }
puzzle-error-export-format = --export { $found }: se espera uno de sfen, usi, kif, ki2, csa, bod

## Lo que `annan check` encuentra mal en un archivo de problemas.

puzzle-check-empty-file = no hay ningún problema en este archivo
puzzle-check-not-keys = esto no es un problema: un problema es un conjunto de claves (`id:`, `sfen:`, `mate:`…), como en los archivos de la colección, en puzzles/
puzzle-check-id = el id '{ $id }' debe ir en kebab-case (a-z, 0-9, -)
puzzle-check-dead-piece = dead_piece es una regla del Annan; quítala para esta variante
puzzle-check-annan-only-variant = annan_only solo tiene sentido en problemas de Annan
puzzle-check-mate-even = mate indica { $mate ->
    [one] { $mate } jugada
   *[other] { $mate } jugadas
}; un problema de mate tiene una longitud impar
puzzle-check-difficulty = la dificultad { $difficulty } no está entre 1 y 5
puzzle-check-sfen = sfen: { $reason }
puzzle-check-over = la partida ya terminó: el bando que mueve no tiene ninguna jugada legal
puzzle-check-defender-hand = el defensor debe tener en mano todas las piezas que no están en el tablero ni en la mano del atacante (convención clásica): la posición sería { $sfen }
puzzle-check-illegal-move = { $move } no es legal: { $reason }
puzzle-check-ply = main_line, jugada { $ply }: { $reason }
puzzle-check-line-length = main_line tiene { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}, pero mate indica { $mate }
puzzle-check-no-check = main_line, jugada { $ply }: { $move } no da jaque
puzzle-check-no-checkmate = la línea principal no termina en jaque mate
puzzle-check-length = el solucionador da mate en { $found ->
    [one] { $found } jugada
   *[other] { $found } jugadas
}, no en { $mate }
puzzle-check-no-mate = el solucionador no encuentra ningún mate en { $mate ->
    [one] { $mate } jugada
   *[other] { $mate } jugadas o menos
}
puzzle-check-undecided = el solucionador no pudo decidir en { $nodes } nodos si esto da mate en { $mate }
puzzle-check-ply-undecided = jugada { $ply }: el solucionador no pudo decidir dentro de sus límites
puzzle-check-escape = jugada { $ply }: tras { $move } el defensor escapa con { $escape }: no hay mate en las jugadas que quedan
puzzle-check-not-longest = jugada { $ply }: { $move } no es la defensa más larga: { $better } resiste { $plies ->
    [one] una jugada más
   *[other] { $plies } jugadas más
}
puzzle-check-not-unique = la solución no es única: en la jugada { $ply }, además de { $move }, también { $count ->
    [one] da
   *[other] dan
} mate { $others } en { $plies ->
    [one] { $plies } jugada
   *[other] { $plies } jugadas o menos
}
puzzle-check-futile = main_line, jugada { $ply }: { $move } es una interposición inútil (無駄合): la pieza se reingresa en medio solo para ser capturada enseguida, y el mate sigue igual sin ella
puzzle-check-classical-length = contado como cuentan los compositores (sin las interposiciones inútiles ni las defensas solo dos jugadas más largas que dejan piezas de sobra), el mate lleva { $classical ->
    [one] { $classical } jugada
   *[other] { $classical } jugadas
}; contado de forma llana, { $plain }: las dos cuentas deben coincidir
puzzle-check-classical-undecided = el solucionador no pudo decidir dentro de sus límites si la línea principal tiene una interposición inútil
puzzle-check-annan-only-illegal = annan_only: con las reglas del shogi la posición es ilegal ({ $reason })
puzzle-check-annan-only-mates = annan_only: con las reglas del shogi también da mate en { $plies ->
    [one] { $plies } jugada
   *[other] { $plies } jugadas
} ({ $line })
puzzle-check-annan-only-undecided = annan_only: la búsqueda con las reglas del shogi no terminó
puzzle-check-tags = tags dice [{ $tags }], pero la línea principal muestra [{ $shown }]
puzzle-check-title-id = el título debe ser un mensaje puzzle-title
puzzle-check-hint-id = una pista no puede ser un mensaje puzzle-title
puzzle-check-title-length = el título dice mate en { $length }, pero el problema es un mate en { $mate }
puzzle-check-theme = el tema { $theme } no está entre los tags del problema
puzzle-check-hint-first-move = esta pista no describe la primera jugada de la línea principal, { $move }

# $seed es la semilla elegida, como texto; $command, el comando entero que repite la generación.
puzzle-generate-seed = semilla { $seed } (los problemas de la colección se generaron con las semillas 1 a 3); `{ $command }` genera de nuevo los mismos problemas
puzzle-generate-time-left = quedan
