/**
 * Price rules live in the contract (packages/contract/src/rules/money.ts): import them from '@app/contract'.
 * This re-export only keeps the course page (features/learning/course-page/course-rules.ts) building until it
 * moves onto the contract import; delete it then.
 */
export { payablePrice } from '@app/contract';
