/** What a studio field says of an image address visitors would not be shown (toSafeImageSrc). */
export const IMAGE_ADDRESS_RULE =
  'Visitors will not see it: use a file of this site (like /demo/photo.webp) or an https address.';
