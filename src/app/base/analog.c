/* analog.c: see analog.h. */
#include "app/base/analog.h"

#include <math.h>

void analog_aim(Input *in, float x, float y, float dead)
{
    float len = hypotf(x, y);
    in->ax = in->ay = 0;
    if (!(len > dead) || !(len < INFINITY)) return; /* NaN and infinities aim nowhere */
    if (len > 1.0f) x /= len, y /= len;
    in->ax = (int8_t)lroundf(x * (float)INPUT_AXIS_MAX);
    in->ay = (int8_t)lroundf(y * (float)INPUT_AXIS_MAX);
}
