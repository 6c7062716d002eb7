"""One-off codemod (issue 26): one spacing vocabulary. The theme's t-shirt space names become the
px-named steps of the same scale (`vars.space.md` -> `vars.space['16']`); `xxs` (2 px) becomes
`vars.space['2']`, the hairline step components use inside controls. Run from the repository root."""
import re
import subprocess

PX = {'none': '0', 'xxs': '2', 'xs': '4', 'sm': '8', 'md': '16', 'lg': '24', 'xl': '32', 'xxl': '48'}
pattern = re.compile(r'\bvars\.space\.(none|xxs|xs|sm|md|lg|xl|xxl)\b')
files = subprocess.run(
    ['git', 'grep', '-l', '-E', r'vars\.space\.(none|xxs|xs|sm|md|lg|xl|xxl)\b', '--', '*.ts', '*.tsx', '*.mdx', '*.md'],
    capture_output=True,
    text=True,
).stdout.split()
count = 0
for path in files:
    s = open(path).read()
    new, n = pattern.subn(lambda m: f"vars.space['{PX[m.group(1)]}']", s)
    if n:
        count += n
        open(path, 'w').write(new)
print(f'{count} uses in {len(files)} files')
