import type { OutboxMessage } from '../dev';
import { endpoint } from './define';

export const devOutbox = /*#__PURE__*/ endpoint<{ messages: OutboxMessage[] }, undefined, { to?: string }>()(
  'GET',
  '/dev/outbox',
);
