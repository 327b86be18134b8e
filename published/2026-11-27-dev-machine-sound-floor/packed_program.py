# python3 packed_program.py all.cl allpack.cl: clconform's dumped digest program with each column's
# results packed lane by lane into 64-bit words (each member's bits at its own offset, a
# skipped lane's bits 0), one lane hash a word, times the word's weight in its column.
# A compile-and-run probe: its digests are not clconform's.
import re, sys
src = open(sys.argv[1]).read()
BITS = {'uchar': 8, 'ushort': 16, 'uint': 32, 'ulong': 64}
WEIGHT = [1 + 2 * k for k in range(64)]
parts = re.split(r'(?=__kernel __attribute__)', src)
out = [parts[0]]
block_re = re.compile(r'    \{\n(      const \w+ r = [^\n]*\n      (\w+?)(\d*) b = [^\n]*\n(?:      b = [^\n]*\n)?)'
                      r'      (ulong\d*) h = (clc_hash_\d+)\((convert_ulong\d*\(i\)), convert_ulong\d*\(b\)\);\n'
                      r'(?:      h = ([^\n]*);\n)?'
                      r'      a(\d+) \+= [^\n]*;\n    \}\n')
for k in parts[1:]:
    blocks = list(block_re.finditer(k))
    if not blocks:
        out.append(k); continue
    m0 = re.search(r'void dseed_float(\d*)\(', k)
    w = int(m0.group(1) or 1)
    lanes = ['s%x' % l for l in range(w)]
    lsum = (lambda n: n) if w == 1 else (lambda n: '(' + ' + '.join(f'{n}.{l}' for l in lanes) + ')')
    text = k[:blocks[0].start()]
    # words: consecutive members of one column, at most 64 bits
    words, cur, used, col = [], [], 0, None
    for b in blocks:
        bits = BITS[b.group(2)]
        c = b.group(8)
        if cur and (c != col or used + bits > 64):
            words.append((col, cur)); cur, used = [], 0
        cur.append((b, used)); used += bits; col = c
    if cur: words.append((col, cur))
    pos = {}
    for c, members in words:
        ul = members[0][0].group(4)
        hashf = members[0][0].group(5)
        idx = members[0][0].group(6)
        text += f'    {{\n      {ul} wd = 0;\n'
        for b, off in members:
            body = b.group(1).replace('\n      ', '\n        ')
            text += '      {\n        ' + body.rstrip('\n').lstrip(' ') + '\n'
            text += f'        {ul} m = convert_{ul}(b);\n'
            if b.group(7):
                text += '        m = ' + b.group(7).replace('(h,', '(m,').replace(': h)', ': m)') + ';\n'
            text += f'        wd |= m' + (f' << {off}' if off else '') + ';\n      }\n'
        p = pos.get(c, 0); pos[c] = p + 1
        wt = WEIGHT[p]
        text += f'      {ul} h = {hashf}({idx}, wd);\n      a{c} += ' + (lsum('h') if wt == 1 else f'{lsum("h")} * {wt}UL') + ';\n    }\n'
    text += k[blocks[-1].end():]
    out.append(text)
open(sys.argv[2], 'w').write(''.join(out))
