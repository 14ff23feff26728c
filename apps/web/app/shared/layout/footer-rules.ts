/** 000 §2.3: the phone contacts are those whose name contains 电话 or 手机; they become tel: links. */
export function isPhoneContact(name: string): boolean {
  return name.includes('电话') || name.includes('手机');
}

export function telHref(value: string): string {
  return `tel:${value.replace(/[^\d+]/g, '')}`;
}

/** Links that leave the site open in a new tab with rel=noopener (friend links, record numbers). */
export function isExternalLink(link: string): boolean {
  return /^(https?:)?\/\//i.test(link);
}
