# The language itself, the main menu, and messages every command shares.

lang-name = English
lang-unknown = { $source } { $value }: annan does not speak this language; choose one of { $known }

menu-question = What would you like to do?
menu-learn = Learn the rules
menu-quiz = Quiz
menu-puzzles = Puzzles
menu-explain = Explain a position
menu-solve = Solve a mate problem
menu-language = Language
menu-quit = Quit
menu-which-game = Which game?
menu-sfen = Position as SFEN (empty: the start position)
menu-explain-square = Square to explain, like 5e (empty: every piece a backer changes)
menu-language-question = Which language?
menu-language-saved = From now on annan speaks { $language }.

progress-not-saved = progress will not be saved: { $reason }
progress-damaged = the progress file { $path } was damaged ({ $reason }); it was kept as { $aside } and progress starts afresh
