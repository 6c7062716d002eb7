export { createApi } from './api';
export { createGateway, defaultDistDirs, missingBuilds } from './gateway';

export { CONTENT_SECURITY_POLICY, REACT_ARIA_PRESS_STYLE_HASH, SECURITY_HEADERS } from './security';
export { listen } from './server';
