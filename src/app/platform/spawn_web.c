/* spawn_web.c: the browser build's posix_spawn and waitpid, for the one program the app
 * starts: itself, writing a GIF (F9, gif_job.c). A page cannot start a process, so the page
 * runs a second copy of collide in a Web Worker on the same arguments and files
 * (web/collide_lib.js, web/gif_worker.js), and writes what it made back into this copy's
 * files. These definitions take the place of the C library's in the browser build only. */
#include <spawn.h>
#include <sys/types.h>
#include <sys/wait.h>

/* In web/collide_lib.js: start the worker (a positive id), then ask whether it has ended:
 * -1 while it runs, else its exit status. */
extern int collide_web_spawn(char *const argv[]);
extern int collide_web_wait(int id);

int posix_spawn(pid_t *restrict pid, const char *restrict path, const posix_spawn_file_actions_t *actions,
                const posix_spawnattr_t *restrict attr, char *const argv[restrict], char *const envp[restrict])
{
    (void)path, (void)actions, (void)attr, (void)envp;
    int id = collide_web_spawn(argv);
    if (id <= 0) return 38; /* ENOSYS: no worker here */
    *pid = (pid_t)id;
    return 0;
}

/* A page cannot block: a wait without WNOHANG reports the worker as failed if it has not
 * ended (the app only waits so at its end). */
pid_t waitpid(pid_t pid, int *status, int options)
{
    int st = collide_web_wait((int)pid);
    if (st < 0 && (options & WNOHANG)) return 0;
    if (st < 0) st = 1;
    *status = (st & 0xff) << 8; /* as WEXITSTATUS reads it */
    return pid;
}
