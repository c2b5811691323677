# Ang USI engine (`annan usi`). Ang mga linya ng protocol nito ay para sa makina at nananatiling Ingles.

usi-error-io = natapos ang USI session dahil pumalya ang pagbasa ng mga utos o ang pagsulat ng mga sagot: { $error }
