#ifndef C_PROCESS_CONTROL_H
#define C_PROCESS_CONTROL_H

/// Makes the calling process a child subreaper, so that every orphaned descendant re-parents to it instead of init.
/// Returns 0, or -1 with errno set (ENOSYS on systems other than Linux).
int accept_become_subreaper(void);

/// Asks for `signal_number` when the thread that started the calling process ends (Linux's parent-death signal).
/// Returns 0, or -1 with errno set (ENOSYS on systems other than Linux).
int accept_signal_on_parent_death(int signal_number);

/// Installs a handler for each of the `count` signals in `signals` that writes the signal's number, as one byte, to
/// `descriptor` (the write end of a self-pipe) and does nothing else. Returns 0, or -1 with errno set.
int accept_forward_signals(int descriptor, const int *signals, int count);

/// Closes every open descriptor numbered `lowest` or above, so that a process keeps none it inherited by accident
/// (a pipe or a file being written that another thread of its parent had open when it was started). Returns 0, or -1
/// with errno set (ENOSYS on systems other than Linux).
int accept_close_descriptors_from(int lowest);

#endif
