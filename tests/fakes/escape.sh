#!/bin/sh
# A root agent trying to make the read-only toolbox writable and leave a file there.
# $1: a read-only bound folder (the Python prefix); reports what happened in escape.txt.
{
  grep CapEff /proc/self/status
  if mount -o remount,rw,bind "$1" 2>/dev/null; then echo "REMOUNTED"; else echo "remount refused"; fi
  if touch "$1/clawmark-escape" 2>/dev/null; then echo "WROTE"; rm -f "$1/clawmark-escape"; else echo "write refused"; fi
} > escape.txt
