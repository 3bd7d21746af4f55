import { useEffect, useRef } from 'react';
import { getSiteConfig } from '../../src/lib/config';
import { attachCitySuggest } from '../../src/ui/city-suggest/city-suggest';
import { AnswerForm } from './answer-form';
import { answerDetails, type AnswerProps } from './answer-parts';
import { useChatActions } from './chat-store';
import { answerGiven, useCheckedAnswer } from './free-answer';

const LOCATION = 5;

/** A hidden field's id, undefined when none was picked. */
function idOf(field: HTMLInputElement | null): number | undefined {
  const id = Number(field?.value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * Type 5, the wedding's place (spec §3): the site's city search on the field (the list opens
 * above it, the chat's input being at its foot). A place picked sends its region and city ids
 * (provinciaId, poblacionId) with the text; a place typed and not picked goes as text, which
 * the server checks like every free answer (/pusher/pusherValidate.php, with the tries so far).
 */
export function PlaceAnswer({ question, disabled }: AnswerProps) {
  const chat = useChatActions();
  const input = useRef<HTMLInputElement>(null);
  const city = useRef<HTMLInputElement>(null);
  const region = useRef<HTMLInputElement>(null);
  const sendChecked = useCheckedAnswer(LOCATION);

  // The field is the suggest's (uncontrolled): it writes the picked place's name into it.
  useEffect(() => {
    if (!input.current || !city.current || !region.current) return undefined;
    return attachCitySuggest(input.current, { cityField: city.current, regionField: region.current, country: getSiteConfig().country, placement: 'above' });
  }, []);

  const send = () => {
    const reply = input.current?.value.trim() ?? '';
    const place = { provinciaId: idOf(region.current), poblacionId: idOf(city.current) };
    return sendChecked(reply, () => chat.send(reply, answerDetails(question, place)));
  };

  return (
    <AnswerForm className="chat-answer chat-composer chat-place" label={question.body} name="place" rules={[answerGiven()]} disabled={disabled} send={send}>
      {(field) => (
        <>
          <input {...field} ref={input} className="chat-composer__field" type="text" />
          <input ref={region} type="hidden" />
          <input ref={city} type="hidden" />
        </>
      )}
    </AnswerForm>
  );
}
