#!/bin/sh
# A UCC 2012 agent that misbehaves on purpose, for tst_arena. It sends a valid setup (except in
# mode badsetup), then, when first asked to move, does what MODE says: crash, hang, garbage,
# illegal (a move from an empty square), longline (5000 bytes, no newline), surrender, or
# chatty (floods standard error, then moves from an empty square), or spawn (starts a child that
# would sleep for 90 s, writes its process id to the file named by the second argument, then ends).
mode=$1
read -r colour rest || exit 1
if [ "$mode" = badsetup ]; then
    printf 'FB8sB479B8\nBB31555583\n6724898974\n967B6699\n'
    sleep 30
    exit 0
fi
printf 'FB8sB479B8\nBB31555583\n6724898974\n967B669999\n'
# The first request: START (Red) or the opponent's move (Blue), then ten board rows.
i=0
while [ $i -lt 11 ]; do
    read -r line || exit 1
    i=$((i + 1))
done
case "$mode" in
crash) exit 3 ;;
spawn)
    sleep 90 &
    echo $! > "$2"
    exit 3
    ;;
hang) sleep 30 ;;
garbage) echo "hello there" ;;
illegal) echo "4 4 DOWN" ;;
longline) head -c 5000 /dev/zero | tr '\0' 'x'; sleep 30 ;;
surrender) echo "SURRENDER" ;;
chatty)
    j=0
    while [ $j -lt 2000 ]; do
        echo "thinking very hard about move number $j of this game, please wait" >&2
        j=$((j + 1))
    done
    echo "4 4 DOWN"
    ;;
esac
read -r line
exit 0
