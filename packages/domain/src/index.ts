export * from './constants';
export * from './permissions/codes';
export * from './permissions/roles';
export * from './permissions/access';
export * from './formatting/phone';
export * from './formatting/search-terms';
export * from './schemas/auth';
export * from './schemas/highest-role';
