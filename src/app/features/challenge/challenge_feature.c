/* challenge_feature.c: the challenge's hooks (see challenge_feature.h). */
#include "app/features/challenge/challenge_feature.h"

#include <stdio.h>
#include <string.h>

#include "app/features/session/session_feature.h"
#include "core/challenge.h"

#define GOAL_TAG_TEXT_MAX 60 /* bytes of the goal the HUD's tag shows */

typedef struct ChallengeState {
    const Goal *goal; /* the run's, or NULL */
    bool passed;
    uint64_t pass_tick;
} ChallengeState;

const char *challenge_verdict(const App *app)
{
    const ChallengeState *c = features_state(app, &challenge_feature);
    if (!c || !c->goal) return NULL;
    return c->passed ? "pass" : "not yet";
}

static bool challenge_open(App *app, void *state, Message *msg)
{
    ChallengeState *c = state;
    const Replay *r = app->config.replay;
    c->goal = app->config.goal ? app->config.goal : r && r->goal.count > 0 ? &r->goal : NULL;
    if (c->goal && !msg->text[0]) snprintf(msg->text, sizeof msg->text, "Goal: %s", c->goal->text);
    /* In the first tick's input, so a recording of the run opens the view as it did. */
    if (app->config.start_compare && !r) app->pending.actions |= ACT_COMPARE;
    return true;
}

static void challenge_after_tick(App *app, void *state, const Input *in, Message *msg)
{
    ChallengeState *c = state;
    char why[200];
    if (!c->goal || c->passed || !goal_holds(c->goal, &app->world, in, why, sizeof why)) return;
    c->passed = true;
    c->pass_tick = app->world.tick;
    snprintf(msg->text, sizeof msg->text, "PASS at tick %llu: %s", (unsigned long long)c->pass_tick, c->goal->text);
}

static void challenge_jumped(App *app, void *state, FeatureJump jump)
{
    ChallengeState *c = state;
    (void)jump;
    if (c->passed && app->world.tick < c->pass_tick) c->passed = false; /* back before it held */
}

/* What a key would change that the challenge keeps (its allow line), or NULL. */
static const char *kept_by(unsigned locked, KeyAction a)
{
    if ((locked & ALLOW_SPEED) && a.command == KEY_INPUT &&
        (a.arg & (ACT_SPEED_UP | ACT_SPEED_DOWN | ACT_MOTION_NUDGES)))
        return "the speed";
    if ((locked & ALLOW_METHOD) && a.command == KEY_RESOLVER) return "the method";
    if ((locked & ALLOW_EDIT) &&
        (a.command == KEY_EDITOR || a.command == KEY_BROWSER_LOAD || a.command == KEY_MAP_STEP))
        return "the map";
    return NULL;
}

/* A key that would change what the challenge keeps says so and does nothing. */
static bool challenge_key(App *app, void *state, KeyAction a, Message *msg)
{
    (void)state;
    const char *kept = kept_by(app->config.locked, a);
    if (!kept) return false;
    snprintf(msg->text, sizeof msg->text, "This challenge keeps %s: its allow line does not list it", kept);
    return true;
}

static void challenge_hud(App *app, void *state, HudState *hud, char *tags, size_t cap)
{
    const ChallengeState *c = state;
    (void)app, (void)hud;
    size_t n = strlen(tags);
    if (!c->goal || n >= cap) return;
    /* The goal itself while it is not met, where the tag stays short enough to shorten
     * whole (a narrow bar keeps "GOAL not yet", the part before the colon). */
    if (c->passed) snprintf(tags + n, cap - n, "GOAL PASS  ");
    else if (strlen(c->goal->text) <= GOAL_TAG_TEXT_MAX)
        snprintf(tags + n, cap - n, "GOAL not yet: %s  ", c->goal->text);
    else snprintf(tags + n, cap - n, "GOAL not yet  ");
}

const Feature challenge_feature = {
    .name = "challenge",
    .state_size = sizeof(ChallengeState),
    .open = challenge_open,
    .key = challenge_key,
    .after_tick = challenge_after_tick,
    .jumped = challenge_jumped,
    .hud = challenge_hud,
};
