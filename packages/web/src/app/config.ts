/** Runtime settings the server writes into index.html, so one build serves any base path. */
export function basePath(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="tc-base-path"]');
  return meta?.content || '/';
}

export const PRODUCT_NAME = 'TwinCanvas';

/** The shared page title: the product name, or a custom title set for this browser session. */
export function productTitle(): string {
  return sessionStorage.getItem('tc-title') || PRODUCT_NAME;
}
