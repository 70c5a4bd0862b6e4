/** Puts page data in the document as the page server does (removePageData takes it out again). */
import { jsonForScript, PAGE_DATA_ELEMENT_ID, type PageData } from 'shared-contracts';

export function embedPageData(data: PageData): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ELEMENT_ID;
  script.textContent = jsonForScript(data);
  document.body.appendChild(script);
}

export const removePageData = (): void => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
