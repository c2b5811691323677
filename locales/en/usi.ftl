# The USI engine (`annan usi`). Its protocol lines are machine output and stay in English.

usi-error-io = the USI session ended because reading commands or writing answers failed: { $error }
