/* method_color.c: see method_color.h. */
#include "app/render/method_color.h"

#include "app/render/theme.h"
#include "core/resolver.h"

/* Seven colours that stay apart on a dim projector and from the map's own colours
 * (orange thin sides, blue movers, grey walls). Simplest keeps the player's yellow. */
static const Colour METHOD_COLORS[RESOLVER_COUNT] = {
    {255, 220, 60, 255},  /* 1 simplest: yellow */
    {255, 110, 200, 255}, /* 2 pixel-iteration: pink */
    {240, 70, 70, 255},   /* 3 line-segment: red */
    {170, 130, 255, 255}, /* 4 minkowski: violet */
    {70, 215, 230, 255},  /* 5 grid-region: cyan */
    {110, 230, 110, 255}, /* 6 quad-push: green */
    {240, 240, 240, 255}, /* 7 directional-flag: white */
};
Colour compare_color(int r)
{
    return (r >= 0 && r < RESOLVER_COUNT) ? METHOD_COLORS[r] : COLOR_TEXT;
}
