#!/usr/bin/env bash
# Runs COMMAND with SIGINT back at its default action. A background job of a non-interactive
# shell starts with SIGINT ignored, and the tests that interrupt the engine with Ctrl-C would
# then time it out instead: measurements started with `&` or nohup go through this.
#   usage: bench/ci/default_sigint.sh COMMAND [ARGS...]
exec python3 -c 'import os, signal, sys
signal.signal(signal.SIGINT, signal.SIG_DFL)
os.execvp(sys.argv[1], sys.argv[1:])' "$@"
