export * from './admin';
export * from './booking';
export * from './chat';
export * from './contact';
export * from './fields';
export * from './payment';
export * from './calendar';
