/* import_rules.h: the rules a load uses (rules.h): the --rules file (or a shipped one's
 * text), then the options that are rules too (--solid-property). Read once at the door
 * and handed to the reader, which counts each rule's matches for the note. */
#ifndef COLLIDE_IMPORT_RULES_H
#define COLLIDE_IMPORT_RULES_H

#include "import/import_options.h"
#include "import/rules.h"

/// `r` from the options; false with err (the rules file's FILE:LINE:COL) when they do not read.
bool import_rules_read(Rules *r, const ImportOptions *opt, MapError *err);

#endif
