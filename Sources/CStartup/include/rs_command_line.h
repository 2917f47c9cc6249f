#ifndef RS_COMMAND_LINE_H
#define RS_COMMAND_LINE_H

/// The process's argument vector as glibc handed it to the program's initializers, and its count
/// in `count`; NULL (and 0) where it was not handed over (command_line.c says why this exists).
char **rs_command_line(int *count);

#endif
