/* plugin.h: a C plugin as a method (include/collide/method.h), inside src/user. */
#ifndef COLLIDE_PLUGIN_H
#define COLLIDE_PLUGIN_H

#include <stdint.h>

#include "core/resolver.h"

typedef struct PluginMethod PluginMethod;

/// Load the plugin at `path`: its bytes are hashed and a private copy of them is opened, so
/// the hash is of what runs and a rebuilt .so can be loaded beside the old one. NULL and
/// "FILE: message" in `err`.
PluginMethod *plugin_load(const char *path, char *err, size_t err_cap);
void plugin_free(PluginMethod *p);
/// What it says about itself, with resolve, state and error filled.
ResolverInfo plugin_info(PluginMethod *p);
uint64_t plugin_digest(const PluginMethod *p);

#endif
