# `annan explain`: cómo se mueve una pieza y adónde llega, y si una jugada es legal.
# $movement es una frase rules-movement-*; $side, un nombre de rules-side.

explain-piece = { $side }: { $movement }.
explain-reaches = Alcanza { $squares }.
explain-reaches-nothing = No ataca ninguna casilla.
explain-legal-moves = { $count ->
    [one] Jugada legal
   *[other] Jugadas legales
}: { $moves }.
explain-no-legal-move = Ahora no tiene ninguna jugada legal.
explain-empty = { $square } está vacía.
explain-no-borrowed = Ninguna pieza de { $side } cambia de movimiento por su apoyo.
explain-no-backers = { $variant } no tiene apoyos: cada pieza se mueve según su propio tipo. Indica una casilla para explicar su pieza (annan explain 5e), o una jugada con --move.
explain-marked = Las casillas entre [ ] son las que alcanza.
explain-marked-pieces = Las piezas entre [ ] se mueven como la pieza que tienen detrás.
explain-legal = { $move } es legal: { $movement }
explain-legal-check = { $move } es legal: { $movement }, y da jaque
explain-legal-drop = { $move } es legal
explain-legal-drop-check = { $move } es legal y da jaque
explain-error-move-as-square = { $text } es una jugada, no una casilla: dala con --move para que se explique
