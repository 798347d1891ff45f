/* body_note.c: the body options meet the method's body model (ResolverInfo.model). */
#include "cmd/body_note.h"

#include <string.h>

#include "core/method_set.h"

/* The names of the methods whose body is `model`, joined with ", ". */
static void methods_with(const MethodSet *set, BodyModel model, char *buf, size_t cap)
{
    buf[0] = 0;
    for (int i = 0; i < set->count; i++) {
        const ResolverInfo *ri = set->at[i];
        if (ri->model != model) continue;
        size_t at = strlen(buf);
        snprintf(buf + at, cap - at, "%s%s", at ? ", " : "", ri->name);
    }
}

bool body_note(FILE *out, const char *program, const MethodSet *set, int resolver, bool size_given, bool radius_given)
{
    const ResolverInfo *ri = method_set_at(set, resolver);
    if (!ri) return false;
    static const char *const MODEL[] = {"a point", "a box", "a circle"};
    const char *option = NULL;
    BodyModel wants = BODY_BOX;
    if (size_given && ri->model != BODY_BOX) option = "--size";
    else if (radius_given && ri->model != BODY_CIRCLE) {
        option = "--radius";
        wants = BODY_CIRCLE;
    }
    if (!option) return false;
    char users[METHOD_MAX * (METHOD_NAME_MAX + 2)];
    methods_with(set, wants, users, sizeof users);
    fprintf(out, "%s: note: %s moves %s, so %s does not change it; %s shapes the body of %s\n", program, ri->name,
            MODEL[ri->model], option, option, users);
    return true;
}
