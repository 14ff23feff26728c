export { CheckStatus, ContentStatus, publiclyVisible } from './visibility.ts';
