import { createContext, useContext } from 'react';

const CspNonce = createContext<string | undefined>(undefined);

/** The response's CSP nonce during server rendering (entry.server.tsx); none in the browser. */
export const CspNonceProvider = CspNonce.Provider;

/**
 * The nonce for an inline `<script>` of the page. In the browser it is undefined: browsers hide a
 * nonce from the DOM once parsed, and scripts rendered on the client never run from markup.
 */
export function useCspNonce(): string | undefined {
  return useContext(CspNonce);
}
