/* colour_key.h: what every colour and mark on the tiles map means, as lines the help
 * draws with a swatch of the colour beside each. */
#ifndef COLLIDE_COLOUR_KEY_H
#define COLLIDE_COLOUR_KEY_H

#include "app/render/canvas.h"

typedef struct ColourKeyEntry {
    const Colour *colour; /* a theme colour: an address is a constant, a value is not */
    const char *what;
} ColourKeyEntry;

extern const ColourKeyEntry COLOUR_KEY[];
extern const int COLOUR_KEY_COUNT;

#endif
