import type { z } from 'zod';
import type {
  ContentListQuerySchema,
  ContentListResponse,
  ContentPage,
  ContentQuerySchema,
  HelpCentreResponse,
  HelpQuerySchema,
  HelpQuestionResponse,
} from '../content';
import { endpoint, type QueryInput } from './define';

/** A markdown page (`slug` may hold slashes: `help/rental-process`, `blog/my-post`). */
export const getContentPage = /*#__PURE__*/ endpoint<
  ContentPage,
  undefined,
  QueryInput<z.input<typeof ContentQuerySchema>>
>()('GET', '/content/:slug');
export const listContent = /*#__PURE__*/ endpoint<
  ContentListResponse,
  undefined,
  QueryInput<z.input<typeof ContentListQuerySchema>>
>()('GET', '/content');
export const getHelpCentre = /*#__PURE__*/ endpoint<
  HelpCentreResponse,
  undefined,
  QueryInput<z.input<typeof HelpQuerySchema>>
>()('GET', '/help');
export const getHelpQuestion = /*#__PURE__*/ endpoint<
  HelpQuestionResponse,
  undefined,
  QueryInput<z.input<typeof ContentQuerySchema>>
>()('GET', '/help/questions/:slug');
