// Rewrites the page paths of nginx.example.conf from the route manifest (npm run nginx:example).
import { readFileSync, writeFileSync } from 'node:fs';
import { withPageLocations } from '../src/nginxPages';

const file = new URL('../nginx.example.conf', import.meta.url);
const before = readFileSync(file, 'utf8');
const after = withPageLocations(before);
writeFileSync(file, after);
console.log(
  before === after
    ? 'nginx.example.conf: page paths already current'
    : 'nginx.example.conf: page paths rewritten',
);
