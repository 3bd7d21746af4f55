import * as z from 'zod/mini';
import { defineEnhancer } from '../../src/boot/define-widget';
import { enhanceSearcher } from './searcher';
import { adoptStyles } from '../../src/lib/styles';
import tokensCss from '../../src/ui/tokens.css?inline';
import css from './searcher.css?inline';

/**
 * The home searcher on the server's GET form (`<form data-widget="searcher">`): suggestions
 * for what and where, and the hidden fields the listing needs. Wakes on the first focus or
 * pointer in the form.
 */
export default defineEnhancer({
  props: z.object({}),
  enhance(form) {
    if (!(form instanceof HTMLFormElement)) throw new Error('The searcher enhances a <form>.');
    adoptStyles(['ui-tokens', tokensCss], ['searcher', css]);
    return enhanceSearcher(form);
  },
});
