export { createDispatcher, type Dispatcher, type DispatcherOptions } from './dispatcher';
export { AppError, conflict, notFound, unavailable } from './app-error';
export { toIpcError, ipcError } from './ipc-error';
export { guardInput, type GuardLimits } from './input-guard';
export { scrubSecrets } from './scrub';
