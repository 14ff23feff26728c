export { DomainError, refuse } from './domain-error.ts';
