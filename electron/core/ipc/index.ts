export { createDispatcher, type Dispatcher } from './dispatcher';
export { notFound } from './app-error';
