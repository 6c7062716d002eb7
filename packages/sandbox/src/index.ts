export { createApi } from './api';
export { createSandboxRoutes } from './api/sandboxRoutes';
export { createWorld, type World, type WorldOptions } from './core/world';
export { createGateway, defaultDistDirs, missingBuilds } from './gateway';

export { CONTENT_SECURITY_POLICY, REACT_ARIA_PRESS_STYLE_HASH, SECURITY_HEADERS } from './security';
export { listen } from './server';
