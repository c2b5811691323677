# Archivos que recibe annan: se rechazan antes de leerlos si son demasiado grandes, no son texto o contienen YAML peligroso.

input-unreadable = no se puede leer { $path }: { $reason }
input-too-large = { $path } es demasiado grande: annan lee archivos de { $mib } MiB como máximo
input-not-utf8 = { $path } no es texto UTF-8 (byte no válido en la posición { $offset })
input-yaml-alias = los anclajes y alias (&nombre, *nombre) no están permitidos en los archivos de annan
input-yaml-too-deep = el YAML tiene más de { $limit } niveles de anidamiento

input-stdin = la entrada estándar
input-reason-not-found = no existe ese archivo o carpeta
input-reason-permission = no tienes permiso
input-reason-directory = es una carpeta, no un archivo
input-reason-not-file = no es un archivo normal (es una tubería o un dispositivo)
input-reason-not-directory = una parte de la ruta no es una carpeta
input-reason-exists = ya existe
input-reason-full = el disco está lleno
input-reason-read-only = el sistema de archivos es de solo lectura
input-reason-read-only-file = el archivo es de solo lectura
input-reason-other = error del sistema: { $detail }
input-yaml-malformed = el YAML está mal formado aquí ({ $detail })
