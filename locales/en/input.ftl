# Files people give annan: refused before parsing when too large, not text, or dangerous YAML.

input-unreadable = cannot read { $path }: { $reason }
input-too-large = { $path } is too large: annan reads files of at most { $mib } MiB
input-not-utf8 = { $path } is not UTF-8 text (invalid byte at offset { $offset })
input-yaml-alias = anchors and aliases (&name, *name) are not allowed in annan's files
input-yaml-too-deep = the YAML is nested more than { $limit } levels deep

input-stdin = standard input
input-reason-not-found = there is no such file or folder
input-reason-permission = you do not have permission
input-reason-directory = it is a folder, not a file
input-reason-not-file = it is not a regular file (a pipe or a device)
input-reason-not-directory = part of the path is not a folder
input-reason-exists = it already exists
input-reason-full = the disk is full
input-reason-read-only = the file system is read-only
input-reason-read-only-file = the file is read-only
input-reason-other = system error: { $detail }
input-yaml-malformed = the YAML is not well-formed here ({ $detail })
