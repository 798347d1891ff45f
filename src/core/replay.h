/* replay.h: recordings (docs/formats.md): a self-contained text file holding a run's
 * starting point (format and program version, settings, the map's own text) and then
 * its input tick by tick, run-length encoded, with a state hash checkpoint every 60
 * ticks and at the end. Replaying it drives the same world_step to the same hashes.
 *
 * The format, version 1 (docs/formats.md):
 *
 *   collide-replay 1
 *   program 0.1.0
 *   mode tiles                    tiles or crowd
 *   resolver simplest             the registry's name
 *   seed 1
 *   speed-level 4                 index into world_speed_at()
 *   speed 7.5                     optional: a free speed, px/tick (--speed)
 *   size 10 30                    optional: the box methods' body, px (--size)
 *   radius 6                      optional: the circle method's radius, px (--radius)
 *   tick-hz 60
 *   record-start 0                the tick at which F5 was pressed (replays start showing there)
 *   map 24                        then exactly 24 lines: the map as map_format writes it
 *   ...
 *   input
 *   hash 0 5d2c9f0e51a4e8b7       checkpoint: after 0 ticks the state hash is this
 *   60 -                          60 ticks with nothing held
 *    3 R                          3 ticks holding Right
 *    1 RD act=faster,compare      held Right+Down, and two actions pressed
 *    1 - cell=4,7,15 resolver=minkowski
 *   hash 60 ...
 *   map 24 suggest                version 2: the next tick loads this map (24 lines follow),
 *   ...                           taking its suggested method and speed with `suggest`
 *    1 -
 *   end 64 ...                    the last checkpoint, written when recording stops
 *
 * Everything here is pure (parse, format, the in-memory log, playback) except the
 * explicitly named I/O functions replay_load and replay_writer_*. */
#ifndef COLLIDE_REPLAY_H
#define COLLIDE_REPLAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "core/challenge.h"
#include "core/input.h"
#include "core/map.h"
#include "core/world.h"

#define REPLAY_FORMAT_VERSION 3 /* the newest this build reads and writes (1 and 2: runs that keep WORLD_HASH_ALL) */
#define REPLAY_CHECK_TICKS 60   /* a state hash checkpoint every this many ticks */
#define REPLAY_RUN_MAX 99       /* ticks per run line the writer uses; keeps the count two characters wide */
#define REPLAY_LINE_MAX 1024    /* bytes per line, like a map file */
#define REPLAY_PROGRAM_MAX 32   /* bytes of the program version, with the terminator */

/* What a recording may ask for (docs/limits.md). A recording holds at most a day of
 * live input, and these keep a small file from asking for more work or memory than
 * such a day could: the parser refuses past them, and the writer stops there. */
#define REPLAY_TICKS_MAX 5184000u           /* ticks: 24 hours at 60 Hz (tiles mode: seconds to replay) */
#define REPLAY_ENTRIES_MAX 2097152u         /* run and checkpoint lines held, 56 bytes each: 112 MiB */
#define REPLAY_MAPS_MAX 256u                /* map blocks (map switches) */
#define REPLAY_CROWD_STEPS_MAX (1ull << 34) /* circle-steps of crowd work: about 10 minutes of one core */
#define REPLAY_NAIVE_PAIRS_PER_STEP 64u     /* a naive-broadphase tick of N circles costs N + N*N/64 steps */
#define REPLAY_FILE_MAX (64u << 20)         /* bytes of a recording file */
/* Cells of every map a recording holds, the first included: two of the largest, 32 MiB. */
#define REPLAY_MAP_CELLS_MAX (2ull * MAP_MAX_CELLS)

typedef enum ReplayEntryKind {
    REPLAY_RUN,   /* `count` ticks of the same input */
    REPLAY_CHECK, /* after `tick` ticks the state hash is `hash` */
    REPLAY_END,   /* the last checkpoint: recording stopped here */
} ReplayEntryKind;

typedef struct ReplayEntry {
    uint8_t kind;   /* ReplayEntryKind */
    uint32_t count; /* REPLAY_RUN: ticks */
    Input input;    /* REPLAY_RUN */
    uint64_t tick;  /* REPLAY_CHECK, REPLAY_END */
    uint64_t hash;  /* REPLAY_CHECK, REPLAY_END */
} ReplayEntry;

/* A user's method as a recording keeps it (format 3, docs/formats.md): a script's files
 * whole (the script first, then each file it requires), or a plugin's file name and
 * content hash. The caller makes the method from them (src/user). */
#define REPLAY_SOURCES_MAX 64   /* files of user methods a recording may hold */
#define REPLAY_SOURCE_NAME_MAX 64 /* bytes of a file's name, the terminator included */
typedef enum ReplaySourceKind { REPLAY_SOURCE_LUA, REPLAY_SOURCE_PLUGIN } ReplaySourceKind;
typedef struct ReplaySource {
    char method[METHOD_NAME_MAX];
    ReplaySourceKind kind;
    char file[REPLAY_SOURCE_NAME_MAX]; /* the file's name as a script requires it, or the plugin's path */
    char *text;                        /* owned (a script's file): its lines, each ending in a newline */
    size_t len;
    uint64_t digest; /* a plugin's content hash */
} ReplaySource;

/// A recording: its starting point, then its entries in file order. As an in-memory
/// log it grows one tick at a time (replay_push, replay_checkpoint).
typedef struct Replay {
    char program[REPLAY_PROGRAM_MAX]; /* the version of collide that wrote it */
    WorldConfig config; /* its methods are the recording's; a user method's entry is NULL until the caller
                         * loads it from `scripts` (replay_scripts_missing) */
    char method_names[METHOD_MAX][METHOD_NAME_MAX]; /* the recording's methods, in key order */
    ReplaySource *sources; /* owned: the user methods' files, in the order they are written */
    int source_count;
    Map map;                                        /* the map at tick 0 */
    uint64_t record_start; /* tick at which recording was switched on */
    Goal goal;             /* a challenge's goal (its `goal` line), count 0 for none */
    ReplayEntry *entries;  /* owned */
    size_t count, cap;
    Map **maps; /* owned: the maps the runs' Input.map point to (map switches) */
    size_t map_count, map_cap;
    uint64_t ticks; /* ticks of input so far */
    bool ended;     /* a REPLAY_END entry closes it */
    bool cut;       /* the file stopped mid-line: that partial line was dropped */
} Replay;

/// What a recording has asked for so far, against the limits above. The parser keeps
/// one and so does the writer. Its crowd follows world_step's (the mode, whether the
/// circles are loaded, how many, which broadphase), so it charges what a replay costs.
typedef struct ReplayBudget {
    uint64_t ticks;
    uint64_t crowd_steps; /* circles stepped, a naive tick counting N + N*N/REPLAY_NAIVE_PAIRS_PER_STEP */
    size_t entries;       /* run and checkpoint lines */
    size_t maps;          /* map blocks */
    uint64_t cells;       /* cells of the maps, the header's included */
    bool crowd_mode, naive;
    int count;     /* circles loaded: 0 until crowd-load */
    int max_count; /* Up's cap (WorldConfig.crowd_max) */
    int most;      /* the most circles so far */
} ReplayBudget;

/// Start charging a recording that begins with `config` on `map`.
void replay_budget_start(ReplayBudget *budget, const WorldConfig *config, const Map *map);
/// Charge one more line held (a run or a checkpoint). False past REPLAY_ENTRIES_MAX,
/// with `why` ("more than ... lines ..., the most a recording may hold").
bool replay_budget_entry(ReplayBudget *budget, char *why, size_t cap);
/// Charge one more map block holding `map`. False past REPLAY_MAPS_MAX or
/// REPLAY_MAP_CELLS_MAX, with `why`.
bool replay_budget_map(ReplayBudget *budget, const Map *map, char *why, size_t cap);
/// Charge `ticks` ticks of `input`. False past REPLAY_TICKS_MAX or REPLAY_CROWD_STEPS_MAX,
/// with `why`; the budget is then left where it was.
bool replay_budget_run(ReplayBudget *budget, const Input *input, uint64_t ticks, char *why, size_t cap);

/// Where a recording failed to load and why (line is 1-based, 0 when there is none).
typedef struct ReplayError {
    char file[4096]; /* PATH_MAX: the whole name, as the message shows it */
    int line;
    int col; /* 1-based column inside an embedded map block, 0 when there is none */
    char msg[224];
} ReplayError;

/// Start an empty log for a world that starts from `map` and `config`.
void replay_init(Replay *replay, const Map *map, const WorldConfig *config);
/// Release the entries, the maps and the sources.
void replay_free(Replay *replay);
/// Keep a copy of a user method's file (source->text copied); false when out of memory or
/// past REPLAY_SOURCES_MAX. A script's text is held with a newline at the end of its last
/// line, as the recording writes it.
bool replay_add_source(Replay *replay, const ReplaySource *source);
/// Is the text one a recording can embed as lines (no line over REPLAY_LINE_MAX bytes, no
/// control bytes but tabs and line ends, valid UTF-8)? `why` says which line is not.
bool replay_source_text_ok(const char *text, size_t len, char *why, size_t cap);
/// Release a map the log allocated (map_free, then free); NULL is fine.
void replay_map_drop(Map *map);
/// Append one tick of input (extending the last run when it is the same). An input that
/// loads a map starts a run of its own, pointing to a copy of the map the log keeps.
/// False when out of memory.
bool replay_push(Replay *replay, const Input *input);
/// Append `count` ticks of one input as a run of its own (what a parsed line is).
bool replay_push_run(Replay *replay, const Input *input, uint32_t count);
/// Append a checkpoint: after replay->ticks ticks the state hash is `hash`.
bool replay_checkpoint(Replay *replay, uint64_t hash);
/// Forget every tick after `ticks` (resuming after a rewind): the run the cut falls in is
/// shortened, later runs and checkpoints dropped, an `end` dropped, record_start kept
/// within the log. Nothing happens when the log holds no more than `ticks` ticks.
void replay_truncate(Replay *replay, uint64_t ticks);
/// Drop every checkpoint and the `end` (the input is kept): for its input under other settings.
void replay_drop_checks(Replay *replay);
/// Is there a map switch in the log (it is then written as format version 2)?
bool replay_switches_maps(const Replay *replay);
/// How many map switches the world has gone through by tick `tick` (the switches in the
/// input of ticks 0 to tick - 1).
size_t replay_switches_before(const Replay *replay, uint64_t tick);
/// Do two inputs have the same effect on the world (every field equal)?
bool replay_input_equal(const Input *a, const Input *b);

/// The header (everything up to and including the `input` line) into buf; returns
/// the length it needs, like snprintf.
size_t replay_format_header(const Replay *replay, char *buf, size_t cap);
/// Where replay_format_header's text has its "#crowd-max" comment (a byte offset), or -1.
long replay_header_crowd_max_at(const Replay *replay);
/// One entry of `replay` as its line (with the newline), a run that loads a map preceded
/// by its `map N` block; returns the length it needs.
size_t replay_format_entry(const Replay *replay, const ReplayEntry *entry, char *buf, size_t cap);
/// The recording's whole text, as a file of it would read, with its input cut after
/// `upto` ticks (or where it ends) and an `end` line there with `hash` (the state hash
/// after those ticks): malloc'ed, NUL-terminated, its length in *len. NULL when memory
/// runs out.
char *replay_text(const Replay *replay, uint64_t upto, uint64_t hash, size_t *len);
/// The id of the recording's method called `name` (n bytes), or -1.
int replay_method_find(const Replay *replay, const char *name, size_t n);

/// Parse a recording. On failure `out` is untouched and `err` says where. A last line
/// without its newline (a recording cut off by a kill) is dropped and `out->cut` set.
bool replay_parse(Replay *out, const char *text, size_t len, const char *file, ReplayError *err);
/// Parse an input file (--input, docs/formats.md "Input files"): a recording's run lines
/// and map blocks without its header or checkpoints, and `at TICK` (nothing held until
/// that tick), for a run that starts on `map` with `config`. Every error names its line
/// and column. On failure `out` is untouched.
bool replay_parse_input(Replay *out, const Map *map, const WorldConfig *config, const char *text, size_t len,
                        const char *file, ReplayError *err);
/// "FILE:LINE: message", "FILE:LINE:COL: message" inside a map block (or an input file), or "FILE: message".
void replay_error_format(const ReplayError *err, char *buf, size_t cap);

/// Replay `replay` (parsed from `text`, `len` bytes) and write its text anew into a
/// malloc'ed, NUL-terminated *out: the hash digits of every `hash` and `end` line the
/// ones the replay reaches there, every other byte as it was. *changed counts the
/// checkpoints whose hash moved. False when memory runs out or the text's checkpoint
/// lines are not the recording's.
bool replay_rehash(const Replay *replay, const char *text, size_t len, char **out, int *changed);

/* I/O: reading a file, and writing one as the run goes. */

/// Read and parse a recording file.
bool replay_load(Replay *out, const char *path, ReplayError *err);
/// Read and parse an input file (replay_parse_input).
bool replay_load_input(Replay *out, const Map *map, const WorldConfig *config, const char *path, ReplayError *err);

/// A recording being written: to a temporary file beside the target (PATH.part-XXXXXX),
/// renamed over it by replay_writer_close, so the target is never half-written. The
/// temporary file is flushed after every sync, so a killed program leaves every whole
/// tick in it. The last run's count is rewritten in place as it grows.
/* The header's comment that becomes the line "crowd-max N" (Up's cap) when its '#' is
 * overwritten with a space: once the crowd passes CROWD_MAX_COUNT_V1 circles. */
#define REPLAY_CROWD_MAX_COMMENT "#crowd-max"

typedef struct ReplayWriter {
    FILE *file;
    char path[4096];      /* the file written: the target of a symbolic link (PATH_MAX; longer is refused) */
    char tmp[4112];       /* the temporary file being written, beside it */
    size_t written;       /* log entries on disk */
    long count_at;        /* file offset of the last run's count, or -1 */
    uint32_t count_shown; /* that count as it is on disk */
    ReplayBudget budget;  /* what the file asks for: it stops at the limits, so it always reads back */
    bool version2;        /* the header says version 2 (a map block was written) */
    long crowd_max_at;    /* file offset of the header's "#crowd-max" comment, or -1 (replay_header_crowd_max_at) */
} ReplayWriter;

/// Start a recording to `path` (a path that does not fit is refused) and write the header and everything `log` holds so far.
bool replay_writer_open(ReplayWriter *writer, const char *path, const Replay *log, ReplayError *err);
/// Write what `log` gained since the last call, and flush. Fails, writing nothing more,
/// when the file would pass a limit of recordings (the message says which).
bool replay_writer_sync(ReplayWriter *writer, const Replay *log, ReplayError *err);
/// Sync, write the `end` checkpoint (after `tick` ticks the hash is `hash`), close,
/// and rename the temporary file over the target. On failure the temporary file is removed.
bool replay_writer_close(ReplayWriter *writer, const Replay *log, uint64_t hash, ReplayError *err);
/// Stop a recording that failed: close and remove the temporary file.
void replay_writer_abandon(ReplayWriter *writer);

/* Playback. */

/// Where a replay is: the next entry, how much of a run is used, and what the checks found.
typedef struct ReplayPlayer {
    const Replay *replay;
    size_t entry;
    uint32_t used;
    uint64_t tick;       /* ticks played */
    int checks;          /* checkpoints that matched */
    uint64_t checked_to; /* the tick of the last one that matched */
    bool diverged;       /* the first mismatch, kept: */
    uint64_t diverged_tick, expected, got;
} ReplayPlayer;

void replay_player_start(ReplayPlayer *player, const Replay *replay);
/// The next tick's input; false when the recording has no more.
bool replay_player_next(ReplayPlayer *player, Input *out);
/// Start over from tick `tick` (the recording's length at most): the next input is that
/// tick's, and the checkpoints before it are passed unchecked.
void replay_player_seek(ReplayPlayer *player, uint64_t tick);
/// Compare `world` with the checkpoints recorded for its tick. False at a divergence
/// (the first one is remembered in the player).
bool replay_player_check(ReplayPlayer *player, const World *world);

/// What replaying a whole recording came to. A recording proves only what its
/// checkpoints cover: with none (checkpoints == 0) the replay proved nothing, and the
/// ticks after checked_to were played but not checked.
typedef struct ReplayVerdict {
    uint64_t ticks;      /* ticks played */
    int checkpoints;     /* checkpoints the recording holds (hash and end lines) */
    int checks;          /* checkpoints that matched */
    uint64_t checked_to; /* the tick of the last checkpoint that matched (0 when none did) */
    bool diverged;
    uint64_t tick, expected, got;
    uint64_t final_hash;
    bool interrupted; /* `stop` said so before the recording's end */
} ReplayVerdict;

/// Replay from the start, stopping at the first checkpoint that differs.
/// False only when memory runs out.
bool replay_verify(const Replay *replay, ReplayVerdict *verdict);
/// The same, also stopping before any tick when `stop` (may be NULL) returns true
/// (a signal asked the program to end, say): verdict.interrupted is then set.
bool replay_verify_until(const Replay *replay, ReplayVerdict *verdict, bool (*stop)(void));

#endif
