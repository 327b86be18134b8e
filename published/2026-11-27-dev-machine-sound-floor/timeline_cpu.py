# python3 timeline_cpu.py PROGRAM ARGS...: samples /proc every 10 ms while the command runs and
# prints, per process of PROGRAM, first and last sighting (s) and its CPU seconds at the last.
import os, re, subprocess, sys, time
prog = sys.argv[1]
start = time.monotonic()
p = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
seen = {}
tck = os.sysconf('SC_CLK_TCK')
while p.poll() is None:
    now = time.monotonic() - start
    for pid in os.listdir('/proc'):
        if not pid.isdigit(): continue
        try:
            args = open('/proc/%s/cmdline' % pid, 'rb').read().split(b'\0')
            st = open('/proc/%s/stat' % pid).read().rsplit(')',1)[1].split()
        except OSError: continue
        if not args or not args[0].decode(errors='replace').endswith(os.path.basename(prog)): continue
        cpu = (int(st[11]) + int(st[12])) / tck
        if pid not in seen:
            text = b''
            for a in args:
                path = a.split(b'=', 1)[-1]
                if b'cases-' in path and path.endswith(b'.json'):
                    try:
                        names = re.findall(rb'"((?:convert|as|cast)_[a-z0-9_]+)"', open(path,'rb').read())
                        text = b'%d: %s..%s' % (len(names), names[0], names[-1])
                    except (OSError, IndexError): pass
            role = [a for a in args if a.startswith(b'--worker') or a.startswith(b'--replay') or a.startswith(b'--confirm')]
            seen[pid] = [now, now, cpu, (b' '.join(role)[:40] + b' ' + text).decode()]
        seen[pid][1] = now; seen[pid][2] = cpu
    time.sleep(0.01)
print('total', time.monotonic() - start)
for pid, (a, b, c, t) in sorted(seen.items(), key=lambda kv: kv[1][0]):
    print('%6.2f %6.2f cpu %5.2f %s' % (a, b, c, t))
