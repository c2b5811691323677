# El motor USI (`annan usi`). Sus líneas de protocolo son salida para máquinas y quedan en inglés.

usi-error-io = la sesión USI terminó porque falló la lectura de órdenes o la escritura de respuestas: { $error }
