#include "CProcessControl.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

int accept_become_subreaper(void) {
#ifdef __linux__
  // prctl is variadic, which Swift cannot call; this is the one call the kit needs.
  return prctl(PR_SET_CHILD_SUBREAPER, 1UL, 0UL, 0UL, 0UL);
#else
  errno = ENOSYS;
  return -1;
#endif
}

int accept_signal_on_parent_death(int signal_number) {
#ifdef __linux__
  return prctl(PR_SET_PDEATHSIG, (unsigned long)signal_number, 0UL, 0UL, 0UL);
#else
  (void)signal_number;
  errno = ENOSYS;
  return -1;
#endif
}

/// The write end of the self-pipe; set once before any handler is installed.
static volatile sig_atomic_t forward_descriptor = -1;

/// Writes the signal's number to the self-pipe; write(2) is async-signal-safe and errno is kept for the
/// interrupted code.
static void forward_signal(int signal_number) {
  int saved = errno;
  unsigned char byte = (unsigned char)signal_number;
  (void)write(forward_descriptor, &byte, 1);
  errno = saved;
}

int accept_forward_signals(int descriptor, const int *signals, int count) {
  forward_descriptor = descriptor;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = forward_signal;
  action.sa_flags = SA_RESTART;
  sigfillset(&action.sa_mask);
  for (int index = 0; index < count; index++) {
    if (sigaction(signals[index], &action, NULL) != 0) return -1;
  }
  return 0;
}

#ifdef __linux__
#include <dirent.h>
#include <stdlib.h>
#include <sys/syscall.h>
#endif

int accept_close_descriptors_from(int lowest) {
#if defined(__linux__) && defined(SYS_close_range)
  if (syscall(SYS_close_range, (unsigned int)lowest, ~0U, 0U) == 0) return 0;
#endif
#ifdef __linux__
  // Without close_range (kernels before 5.9): read the open descriptors first, then close them.
  DIR *folder = opendir("/proc/self/fd");
  if (folder == NULL) return -1;
  int own = dirfd(folder);
  int found[4096];
  int count = 0;
  struct dirent *entry;
  while ((entry = readdir(folder)) != NULL && count < 4096) {
    int descriptor = atoi(entry->d_name);
    if (descriptor >= lowest && descriptor != own) found[count++] = descriptor;
  }
  closedir(folder);
  for (int index = 0; index < count; index++) close(found[index]);
  return 0;
#else
  (void)lowest;
  errno = ENOSYS;
  return -1;
#endif
}
