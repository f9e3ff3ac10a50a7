// The spec's pure rules. No I/O, no framework: the site, the mock API and the tools share them.
export * from './course-display';
export * from './duration-badge';
export * from './image-url';
export * from './phone-prefixes';
export * from './pricing';
export * from './reading-time';
export * from './schedule';
export * from './search-match';
export * from './session-user';
export * from './text-direction';
export * from './token';
export * from './validation';
export * from './auth-session';
export * from './favourites';
export * from './rating';
export * from './session';
