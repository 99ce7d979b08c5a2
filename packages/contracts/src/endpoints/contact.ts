import type { z } from 'zod';
import type { ContactRequestSchema, ContactResponse } from '../contact';
import { endpoint } from './define';

export const sendContactMessage = /*#__PURE__*/ endpoint<ContactResponse, z.input<typeof ContactRequestSchema>>()(
  'POST',
  '/contact',
);
