#!/usr/bin/env python3
"""CTest wrapper: runs the shared conformance samples against flagfall-cli, or reports a skip
(exit 77) when the shared folder is absent.  usage: conformance.py SHARED_DIR CLI"""
import os
import subprocess
import sys

SKIP = 77


def main():
    shared, cli = sys.argv[1], sys.argv[2]
    check = os.path.join(shared, "conformance", "check.py")
    if not os.path.isfile(check):
        print(f"conformance skipped: {check} is absent (set FLAGFALL_SHARED_DIR)")
        return SKIP
    return subprocess.call([sys.executable, check, cli])


if __name__ == "__main__":
    sys.exit(main())
