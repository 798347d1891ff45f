/* version.h: the program version, printed by --version and stored in recordings. */
#ifndef COLLIDE_VERSION_H
#define COLLIDE_VERSION_H
#define COLLIDE_VERSION "0.1.0"
#endif
