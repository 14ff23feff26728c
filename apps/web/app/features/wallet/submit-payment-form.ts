/**
 * Alipay page pay answers an HTML <form> (001 §4 "the HTML form is submitted at once"). Inserted HTML
 * never runs its inline script, so the form is submitted here; the browser then leaves for the provider.
 * Answers false when the HTML holds no form.
 */
export function submitPaymentForm(html: string): boolean {
  const holder = document.createElement('div');
  holder.hidden = true;
  holder.innerHTML = html;
  const form = holder.querySelector('form');
  if (!form) return false;
  document.body.appendChild(holder);
  form.submit();
  return true;
}
