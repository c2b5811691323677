#!/usr/bin/env python3
"""Runs KomoringHeights (a USI mate engine) over a problem set, the way `annan bench --set`
runs annan, so that the two can be measured side by side on one machine.

KomoringHeights answers `checkmate <line>` when its time runs out as soon as it has found
any mate, proven shortest or not; it has proven the line shortest only when its last
"# Nth result" is a disproof (no mate two plies quicker). Both are counted here, apart:
"found" is what a GUI shows, "proven shortest" is what `annan bench` calls proved.

Usage: benches/komoring_heights.py ENGINE SET.tsv [--time S] [--hash MiB] [--only TEXT]
(ENGINE: the KomoringHeights binary, built from github.com/komori-n/KomoringHeights.)
"""
import argparse
import statistics
import subprocess
import time


def solve(engine, sfen, seconds, hash_mb):
    """Returns (found line length or None, proven shortest?, wall seconds)."""
    proc = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    commands = [
        "usi",
        f"setoption name USI_Hash value {hash_mb}",
        "setoption name Threads value 1",
        "isready",
        f"position sfen {sfen}",
    ]
    for c in commands:
        proc.stdin.write(c + "\n")
    proc.stdin.flush()
    for line in proc.stdout:
        if line.startswith("readyok"):
            break
    start = time.monotonic()
    proc.stdin.write(f"go mate {int(seconds * 1000)}\n")
    proc.stdin.flush()
    results = []
    answer = None
    for line in proc.stdout:
        if " result: " in line:
            results.append(line)
        if line.startswith("checkmate"):
            answer = line.split()[1:]
            break
    elapsed = time.monotonic() - start
    proc.stdin.write("quit\n")
    proc.stdin.flush()
    proc.wait(timeout=30)
    if not answer or answer[0] in ("nomate", "timeout", "notimplemented"):
        return None, False, elapsed
    proven = bool(results) and "disproof" in results[-1]
    # A mate in one has nothing shorter to disprove.
    return len(answer), proven or len(answer) == 1, elapsed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("engine")
    ap.add_argument("set")
    ap.add_argument("--time", type=float, default=10.0)
    ap.add_argument("--hash", type=int, default=1024)
    ap.add_argument("--only", default="")
    args = ap.parse_args()
    rows = []
    with open(args.set) as f:
        for line in f:
            cols = line.rstrip("\n").split("\t")
            if cols[0] == "variant" or args.only not in cols[2]:
                continue
            if cols[0] != "shogi":
                continue
            rows.append((cols[2], cols[3], cols[4]))
    found = proven = 0
    proven_times = []
    print(f"{'id':<12} {'recorded':>8} {'result':>22} {'s':>7}", flush=True)
    for ident, sfen, recorded in rows:
        length, shortest, secs = solve(args.engine, sfen, args.time, args.hash)
        if length is None:
            result = "no mate found"
        elif shortest:
            result = f"mate {length}"
            proven += 1
            proven_times.append(secs)
        else:
            result = f"found {length}, not proven"
        found += length is not None
        print(f"{ident:<12} {recorded:>8} {result:>22} {secs:>7.2f}", flush=True)
    median = statistics.median(proven_times) if proven_times else 0.0
    print(f"proven shortest {proven}/{len(rows)}, a mate found {found}/{len(rows)}; "
          f"median proven {median:.2f} s, worst {max(proven_times, default=0.0):.2f} s")


if __name__ == "__main__":
    main()
