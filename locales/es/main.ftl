# El idioma, el menú principal y los mensajes que comparten todos los comandos.

lang-name = Español
lang-unknown = { $source } { $value }: annan no habla ese idioma; elige uno de { $known }

menu-question = ¿Qué quieres hacer?
menu-learn = Aprender las reglas
menu-quiz = Cuestionario
menu-puzzles = Problemas de mate
menu-explain = Explicar una posición
menu-solve = Resolver un problema de mate
menu-language = Idioma
menu-quit = Salir
menu-which-game = ¿Qué juego?
menu-sfen = Posición en SFEN (vacío: la posición inicial)
menu-explain-square = Casilla que quieres explicar, como 5e (vacío: todas las piezas que cambian por su apoyo)
menu-language-question = ¿Qué idioma?
menu-language-saved = A partir de ahora annan te habla en { $language }.

progress-not-saved = no se guardará tu progreso: { $reason }
progress-damaged = el archivo de progreso { $path } estaba dañado ({ $reason }); se guardó como { $aside } y el progreso empieza de cero
