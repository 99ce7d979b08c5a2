/** Id of the inert hydration module the server leaves in the page (defer-hydration.server.ts). */
export const BOOT_MODULE_ID = 'biclou-boot';

/** Set by the root layout once React has hydrated the page (`markReactReady`). */
const READY = '__biclouReady';
/** A form submitted before that, kept for React (`replayPreHydrationInput`). */
const PENDING = '__biclouPendingSubmit';

/**
 * Classic inline script rendered right after React Router's `<Scripts>`:
 * - once the page has painted (a frame, then a task), it runs the hydration module the server made
 *   inert; in a hidden tab there is no paint to wait for. When the server did not rewrite the page
 *   (no inert module), React Router's own module script runs as usual and this part does nothing.
 *   The module it adds carries this script's CSP nonce (`document.currentScript.nonce`): the strict
 *   CSP runs an inline script only with the nonce, even one a trusted script adds.
 * - until React has hydrated, a form that only works with JavaScript (no `action` attribute) is not
 *   submitted natively (which would put its fields, a password included, in a URL); the submission
 *   is kept and React handles it once hydrated. Forms with an `action` (the search forms) work as
 *   plain HTML.
 */
export const BOOT_SCRIPT =
  '(function(){' +
  `document.addEventListener("submit",function(e){var f=e.target;if(window.${READY}||!f||f.hasAttribute("action"))return;` +
  `e.preventDefault();window.${PENDING}={form:f,submitter:e.submitter||null}},!0);` +
  `var s=document.getElementById(${JSON.stringify(BOOT_MODULE_ID)});if(!s)return;var d=!1;` +
  // The new inline module carries this script's CSP nonce (an inline script needs one, even when added by script).
  'var n=document.currentScript&&document.currentScript.nonce;' +
  'function g(){if(d)return;d=!0;var m=document.createElement("script");m.type="module";if(n)m.nonce=n;m.textContent=s.textContent;document.body.appendChild(m)}' +
  'if(document.visibilityState==="hidden")g();else{requestAnimationFrame(function(){setTimeout(g,0)});' +
  'document.addEventListener("visibilitychange",g,{once:!0})}})()';

type PendingSubmit = { form: HTMLFormElement; submitter: HTMLElement | null };
type BootWindow = Window & { [READY]?: boolean; [PENDING]?: PendingSubmit };

function setNative(
  element: HTMLInputElement | HTMLTextAreaElement,
  field: 'value' | 'checked',
  value: string | boolean,
) {
  const proto = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, field)?.set?.call(element, value);
}

/**
 * Hands React what a person typed, ticked or chose before the page was hydrated: React keeps such
 * values on screen but its state still holds what the server rendered, so a submit would send the
 * old values. Each changed field is set back to its rendered value through React's own tracking,
 * then to the typed value natively, and given the event React listens to: React sees one ordinary
 * change. Then a form submitted meanwhile is submitted again, now through React.
 */
export function replayPreHydrationInput(doc: Document = document) {
  const win = doc.defaultView as BootWindow | null;
  if (!win) return;
  win[READY] = true;
  for (const element of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  )) {
    if (element instanceof HTMLSelectElement) {
      if ([...element.options].some((o) => o.selected !== o.defaultSelected))
        element.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      // A radio group changes through the one now chosen; a checkbox either way. React hears a click.
      const changed =
        element.type === 'radio'
          ? element.checked && !element.defaultChecked
          : element.checked !== element.defaultChecked;
      if (changed) {
        const typed = element.checked;
        element.checked = !typed;
        element.click();
        if (element.checked !== typed) setNative(element, 'checked', typed);
      }
    } else if (element.type !== 'file' && element.value !== element.defaultValue) {
      const typed = element.value;
      element.value = element.defaultValue;
      setNative(element, 'value', typed);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  const pending = win[PENDING];
  delete win[PENDING];
  if (!pending?.form.isConnected) return;
  try {
    pending.form.requestSubmit(pending.submitter);
  } catch {
    pending.form.requestSubmit(); // the button is gone or no longer a submitter of this form
  }
}
