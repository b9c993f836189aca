/** The image shown until a URL is set: shipped inline, nothing is downloaded at run time. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48"><rect width="64" height="48" fill="#24324a"/>' +
      '<path d="M8 40l14-18 10 12 7-8 17 14z" fill="#4b6a9b"/><circle cx="46" cy="14" r="5" fill="#8fb3e8"/></svg>',
  );
