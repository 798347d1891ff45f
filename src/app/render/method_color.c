/* method_color.c: see method_color.h. */
#include "app/render/method_color.h"

#include "app/render/theme.h"
#include "core/resolver.h"

Colour method_color(const ResolverInfo *info)
{
    if (!info) return COLOR_TEXT;
    return (Colour){info->colour.r, info->colour.g, info->colour.b, 255};
}
