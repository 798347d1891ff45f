/* import_rules.c: the rules of a load from its options (see import_rules.h). */
#include "import/import_rules.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/file_set.h"
#include "import/import_file.h"

bool import_rules_read(Rules *r, const ImportOptions *opt, MapError *err)
{
    rules_init(r);
    if (!opt) return true;
    bool ok = true;
    if (opt->rules && opt->rules_text) {
        ok = rules_parse(r, opt->rules_text, opt->rules_len, opt->rules, err);
    } else if (opt->rules) {
        size_t len, budget = 0;
        char why[128];
        if (opt->read && !file_set_add(opt->read, opt->rules, "the rules (--rules)", false))
            return import_fail(err, opt->rules, 0, 0, "out of memory");
        char *text = import_read_file(opt->rules, &budget, &len, why, sizeof why);
        if (!text) return import_fail(err, opt->rules, 0, 0, "cannot read the rules: %s", why);
        ok = rules_parse(r, text, len, opt->rules, err);
        free(text);
    }
    if (ok && opt->solid_property) {
        char rule[RULES_LINE_MAX], shown[RULE_TEXT_MAX];
        snprintf(rule, sizeof rule, "property \"%s\" solid", opt->solid_property);
        snprintf(shown, sizeof shown, "--solid-property %s", opt->solid_property);
        /* "NAME=VALUE" in quotes would keep '=' in the name: the name alone is quoted. */
        const char *eq = strchr(opt->solid_property, '=');
        if (eq)
            snprintf(rule, sizeof rule, "property \"%.*s\"%s solid", (int)(eq - opt->solid_property),
                     opt->solid_property, eq);
        ok = rules_add_option(r, rule, shown, err);
    }
    return ok;
}
