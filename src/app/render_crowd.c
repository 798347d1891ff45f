/* render_crowd.c: drawing the crowd mode. Placeholder until the crowd lands: the HUD
 * says the mode is not available. */
#include "app.h"

void render_crowd(App *app)
{
    (void)app;
}
