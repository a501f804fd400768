export * from './auth';
export * from './platform';
export * from './growers';
export * from './plans';
export * from './contracts';
export * from './operations';
export * from './sso';
