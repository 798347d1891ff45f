/* colour_key.h: what every colour and mark on the tiles map means, as lines the help
 * draws with a swatch of the colour beside each. Each line also names the other colours
 * it explains, so a test can hold everything drawn on the map to the key. */
#ifndef COLLIDE_COLOUR_KEY_H
#define COLLIDE_COLOUR_KEY_H

#include <stdbool.h>

#include "app/render/canvas.h"

#define COLOUR_KEY_ALSO_MAX 4

typedef struct ColourKeyEntry {
    const Colour *colour; /* the swatch, a theme colour (an address is a constant, a value is
                           * not); NULL for the methods' own colours, drawn as stripes */
    const char *what;
    const Colour *also[COLOUR_KEY_ALSO_MAX]; /* other colours the line explains, NULL after the last */
} ColourKeyEntry;

extern const ColourKeyEntry COLOUR_KEY[];
extern const int COLOUR_KEY_COUNT;

#endif
