export * from './apps';
export * from './constants';
export * from './dates';
export * from './money';
