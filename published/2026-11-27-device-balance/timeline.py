# Samples /proc every 10 ms while a command runs and prints, for each process whose command
# line starts with the command's program, when it was first and last seen (seconds from the
# start) and its arguments' tail: which children of a clconform run ran when.
import os, re, subprocess, sys, time
prog = sys.argv[1]
start = time.monotonic()
p = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
seen = {}
while p.poll() is None:
    now = time.monotonic() - start
    for pid in os.listdir('/proc'):
        if not pid.isdigit():
            continue
        try:
            with open('/proc/%s/cmdline' % pid, 'rb') as f:
                args = f.read().split(b'\0')
        except OSError:
            continue
        if not args or not args[0].decode(errors='replace').endswith(os.path.basename(prog)):
            continue
        if pid not in seen:
            text = b''
            for a in args:
                path = a.split(b'=', 1)[-1]
                if b'cases-' in path and path.endswith(b'.json'):
                    try:
                        body = open(path, 'rb').read()
                        names = re.findall(rb'"((?:convert|as|cast)_[a-z0-9_]+)"', body)
                        text = b'%d cases: %s .. %s' % (len(names), names[0], names[-1])
                    except (OSError, IndexError):
                        text = b'(cases unread)'
            seen[pid] = (now, now, text or b'(parent)')
        first, _, text = seen[pid]
        seen[pid] = (first, now, text)
    time.sleep(0.01)
end = time.monotonic() - start
print('rc=%d wall=%.2f s' % (p.returncode, end))
for pid, (first, last, text) in sorted(seen.items(), key=lambda kv: kv[1][0]):
    print('%6.2f %6.2f %6.2f  %s' % (first, last, last - first, text.decode(errors='replace')))
