import { describe, expect, it } from 'vitest';
import { showLeadNotification } from './lead-notification';

describe('the vendor’s lead notification', () => {
  it('lists the request as text, linking only to this site', () => {
    document.body.innerHTML = '<ul data-requests-list><li>older</li></ul>';
    const base = { idLead: 7, id: 7, actorImgUrl: null, numUnreadMsgLead: 1 };
    showLeadNotification({ ...base, text: '<b>Sam</b> sent you a request', url: 'https://evil.example/' });
    const first = document.querySelector('[data-requests-list] li');
    expect(first?.textContent).toBe('<b>Sam</b> sent you a request');
    expect(first?.querySelector('a')).toBeNull();
    showLeadNotification({ ...base, text: 'Alex sent you a request', url: '/inbox?id=7' });
    expect(document.querySelector('[data-requests-list] li a')?.getAttribute('href')).toBe(`${location.origin}/inbox?id=7`);
  });
});
