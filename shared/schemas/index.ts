export * from './common';
export * from './announcement';
export * from './event';
export * from './gallery';
export * from './instructor';
export * from './contact';
export * from './auth';
export * from './dataExport';
