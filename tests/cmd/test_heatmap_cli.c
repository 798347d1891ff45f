/* test_heatmap_cli.c: `collide guarantees --heatmap OUT.png`: the picture is written
 * at the map's aspect, a cell the referee finds failing is coloured warmer than one
 * where every move is fine, and bad requests leave no file. */
#include <SDL_image.h>
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "core/guarantees.h"
#include "cmd/heatmap_png.h"
#include "support/support.h"

static char out[4096], err[4096];

static SDL_Color pixel(SDL_Surface *s, int x, int y)
{
    SDL_Surface *c = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0);
    Uint32 p = ((Uint32 *)c->pixels)[y * (c->pitch / 4) + x];
    SDL_FreeSurface(c);
    return (SDL_Color){(Uint8)(p >> 16), (Uint8)(p >> 8), (Uint8)p, 255};
}

/* The centre of cell (i, j) in the one-method picture. */
static SDL_Color cell(SDL_Surface *s, int i, int j)
{
    return pixel(s, HEATMAP_PNG_PAD + i * HEATMAP_PNG_CELL + HEATMAP_PNG_CELL / 2,
                 HEATMAP_PNG_PAD + j * HEATMAP_PNG_CELL + HEATMAP_PNG_CELL / 2);
}

Test(heatmap_cli, the_tunnel_picture_has_the_maps_aspect_and_colours_the_failing_cell)
{
    Map map = {0};
    load_shipped_map("tunnel.map", &map);
    Heatmap *heat = calloc(1, sizeof *heat);
    guarantees_heatmap(heat, resolver_info(RESOLVER_SIMPLEST), &map, 48.0f, 1);
    /* Left of the thin wall (41) the moves to the right go through it; (3, 12) is open floor. */
    const HeatCell *bad = &heat->cells[4 * map.w + 6], *fine = &heat->cells[12 * map.w + 3];
    cr_assert_gt(bad->crossed, 0);
    cr_assert_eq(fine->crossed + fine->inside + fine->short_stop, 0);
    heatmap_free(heat);
    free(heat);

    char dir[256], path[512], args[900];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/heat.png", dir);
    snprintf(args, sizeof args, "guarantees --map '%s/maps/tunnel.map' --resolver simplest --speed 48 --heatmap '%s'",
             SOURCE_DIR, path);
    cr_assert_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    SDL_Surface *s = IMG_Load(path);
    cr_assert_not_null(s, "no PNG at %s: %s", path, err);
    int w, h;
    HeatPart whole = {0, 0, map.w, map.h};
    heatmap_png_size(&whole, RESOLVER_COUNT, RESOLVER_SIMPLEST, &w, &h);
    cr_expect_eq(s->w, w);
    cr_expect_eq(s->h, h);
    cr_expect_eq((s->w - 2 * HEATMAP_PNG_PAD) * map.h, map.w * (map.h * HEATMAP_PNG_CELL));
    SDL_Color b = cell(s, 6, 4), f = cell(s, 3, 12);
    cr_expect_gt(b.r, f.r + 40, "the failing cell is warmer: %d,%d,%d against %d,%d,%d", b.r, b.g, b.b, f.r, f.g, f.b);
    cr_expect_gt(f.g, f.r + 40, "open floor reads green: %d,%d,%d", f.r, f.g, f.b);
    SDL_FreeSurface(s);

    snprintf(path, sizeof path, "%s/all.png", dir);
    snprintf(args, sizeof args, "guarantees --map '%s/maps/tunnel.map' --heatmap '%s'", SOURCE_DIR, path);
    cr_assert_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    s = IMG_Load(path);
    cr_assert_not_null(s, "every method: %s", err);
    heatmap_png_size(&whole, RESOLVER_COUNT, -1, &w, &h);
    cr_expect_eq(s->w, w);
    SDL_FreeSurface(s);
    map_free(&map);
}

Test(heatmap_cli, a_bad_request_fails_with_a_message_and_no_file)
{
    char dir[256], path[512], args[900];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/heat.png", dir);
    snprintf(args, sizeof args, "guarantees --resolver nobody --heatmap '%s'", path);
    cr_expect_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 2);
    cr_expect(strstr(err, "nobody") != NULL, "%s", err);
    cr_expect_neq(access(path, F_OK), 0, "no file");
    snprintf(args, sizeof args, "guarantees --speed 0 --heatmap '%s'", path);
    cr_expect_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 2);
    cr_expect_neq(access(path, F_OK), 0, "no file");
}

/* A 4,096 x 4,096 map: the picture is of a part of at most 128 x 128 cells, the one
 * around the spawn unless --part names another, in seconds within a few hundred MB. */
Test(heatmap_cli, a_big_map_draws_a_part_of_it_said_on_stderr_and_a_part_too_big_is_refused)
{
    char dir[256], map[512], path[512], args[1400];
    make_temp_dir(dir, sizeof dir);
    snprintf(map, sizeof map, "%s/big.map", dir);
    write_big_map(map, 4096);
    snprintf(path, sizeof path, "%s/heat.png", dir);
    snprintf(args, sizeof args, "guarantees --map '%s' --resolver minkowski --heatmap '%s'", map, path);
    cr_assert_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    cr_expect(strstr(err, "collide guarantees: --heatmap: the map is 4096x4096 cells; drawn: the 128x128 around the "
                          "spawn, cells 3968,3968 to 4095,4095 (another part: --part X,Y,W,H, at most 128 a side)"),
              "%s", err);
    SDL_Surface *s = IMG_Load(path);
    cr_assert_not_null(s, "%s", err);
    int w, h;
    heatmap_png_size(&(HeatPart){0, 0, 128, 128}, RESOLVER_COUNT, RESOLVER_MINKOWSKI, &w, &h);
    cr_expect(s->w == w && s->h == h, "%dx%d", s->w, s->h);
    SDL_FreeSurface(s);
    remove(path);
    snprintf(args, sizeof args, "guarantees --map '%s' --resolver minkowski --heatmap '%s' --part 0,0,129,10", map,
             path);
    cr_expect_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 2);
    cr_expect(strstr(err, "--part: expected X,Y,W,H, cells of the 4096x4096 map, at most 128 a side (--part 0,0,64,64), "
                          "got '0,0,129,10'"),
              "%s", err);
    cr_expect_neq(access(path, F_OK), 0, "no file");
    snprintf(args, sizeof args, "guarantees --map '%s' --heatmap '%s' --part 100,200,64,32", map, path);
    cr_expect_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    cr_expect_eq(access(path, F_OK), 0, "all seven on the part named");
}
