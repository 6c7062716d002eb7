"""One-off codemod (issue 26): Inline's `align` (vertical) becomes `alignY` and `justify` (horizontal)
becomes `align`, as in Braid and the kit's Columns and Stack. Run from the repository root."""
import re
import subprocess

Y = {'start': 'top', 'end': 'bottom', 'center': 'center', 'baseline': 'baseline', 'stretch': 'stretch'}
files = subprocess.run(['git', 'grep', '-l', '<Inline', '--', '*.tsx', '*.mdx'], capture_output=True, text=True).stdout.split()


def opening_tag_end(s, i):
    depth = 0
    while i < len(s):
        c = s[i]
        if c == '{':
            depth += 1
        elif c == '}':
            depth -= 1
        elif c == '>' and depth == 0:
            return i
        i += 1
    raise ValueError('unclosed tag')


def rewrite(attrs):
    def sub_align(m):
        value = m.group(2)
        if value.startswith('"'):
            value = '"' + Y[value.strip('"')] + '"'
        else:
            raise ValueError('non-literal align: ' + value)
        return m.group(1) + 'alignY=' + value
    attrs = re.sub(r'(\s)align=("[a-z]+"|\{[^}]*\})', sub_align, attrs)
    attrs = re.sub(r'(\s)justify=', r'\1align=', attrs)
    return attrs


for path in files:
    s = open(path).read()
    out, i = [], 0
    for m in re.finditer(r'<Inline\b', s):
        if m.start() < i:
            continue
        end = opening_tag_end(s, m.end())
        out.append(s[i:m.end()])
        out.append(rewrite(s[m.end():end]))
        i = end
    out.append(s[i:])
    new = ''.join(out)
    if new != s:
        open(path, 'w').write(new)
        print(path)
