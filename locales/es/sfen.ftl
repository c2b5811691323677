# Qué falla en una posición escrita en SFEN.
# $variant es un nombre de rules-variant; $role, un nombre de rules-role.

sfen-empty = el SFEN está vacío
sfen-rank-count = el tablero del SFEN tiene { $found ->
    [one] 1 fila
   *[other] { $found } filas
}, y en { $variant } hacen falta { $expected } separadas por '/'
sfen-rank-width = la fila { $rank } ({ $letter }) del SFEN tiene { $found ->
    [one] 1 casilla
   *[other] { $found } casillas
}, y en { $variant } hacen falta { $expected }
sfen-bad-board-char = fila { $rank } del SFEN: carácter inesperado '{ $char }' (las piezas son P L N S G B R K, '+' promueve y las cifras cuentan casillas vacías)
sfen-bad-promotion = fila { $rank } del SFEN: '{ $char }' no se puede promover ('+{ $char }')
sfen-dangling-plus = fila { $rank } del SFEN: después de '+' tiene que ir la letra de una pieza
sfen-not-in-variant = fila { $rank } del SFEN: en minishogi no hay { $role }
sfen-missing-side = al SFEN le falta el turno (se esperaba 'b' o 'w' después del tablero)
sfen-bad-side = el turno del SFEN es '{ $side }', y tiene que ser 'b' (Sente) o 'w' (Gote)
sfen-bad-hand-char = piezas en mano del SFEN '{ $field }': carácter inesperado '{ $char }' en la posición { $position } (cantidades y letras { $letters }, o '-')
sfen-bad-hand-count = piezas en mano del SFEN '{ $field }': la cantidad { $count } delante de '{ $char }' no es válida (una cantidad va de 1 a 18, los peones de un juego)
sfen-dangling-hand-count = piezas en mano del SFEN '{ $field }': la cantidad { $count } del final no va seguida de ninguna pieza
sfen-bad-move-number = el número de jugada del SFEN, '{ $number }', no es un número entero de 1 a { $max }
sfen-trailing = el SFEN tiene texto de más después del número de jugada: '{ $extra }'

sfen-illegal-position = posición ilegal: { $reason }
sfen-two-kings = { $side } tiene dos reyes
sfen-opposite-check = { $side } está en jaque, pero le toca mover a { $mover }
sfen-piece-count = { $count } { $count ->
    [one] { $role ->
        [pawn] peón
        [lance] lanza
        [knight] caballo
        [silver] plata
        [gold] oro
        [bishop] alfil
        [rook] torre
       *[king] rey
    }
   *[other] { $role ->
        [pawn] peones
        [lance] lanzas
        [knight] caballos
        [silver] platas
        [gold] oros
        [bishop] alfiles
        [rook] torres
       *[king] reyes
    }
}
sfen-too-many = hay { $pieces } contando los dos bandos y las manos, pero el juego solo tiene { $max }
sfen-dead-piece = { $piece } nunca podría moverse desde ahí, así que en { $variant } no puede estar sin promover
sfen-nifu = { $side } tiene dos peones sin promover en la columna { $file } (nifu)
