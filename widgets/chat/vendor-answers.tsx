import { useEffect, useState } from 'react';
import type { VendorTile } from '../../src/api/vendor-tile';
import { loadVendors } from './chat-api';
import { answerDetails, Checklist, QuickReplies, type AnswerProps } from './answer-parts';
import { useChat, useChatActions } from './chat-store';
import { messages } from './messages';

/** Spec §9: the chatbot's vendor list shows 5 s after its message. */
export const VENDOR_LIST_DELAY_MS = 5000;

/** The chatbot's vendors (spec §7 /pusher/getVendors) and their quick replies, loaded once per question. */
function useVendors(question: AnswerProps['question'], delayMs: number) {
  const chat = useChatActions();
  const vendors = useChat((s) => s.vendors);
  const [replies, setReplies] = useState<AnswerProps['question']['quickReplies']>();
  useEffect(() => {
    let stopped = false;
    const timer = setTimeout(() => {
      void loadVendors(question).then((answer) => {
        if (stopped || !answer) return;
        chat.setVendors(answer.vendors);
        setReplies(answer.quickReplies);
      });
    }, delayMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // Loaded once for the question; vendors already there (the picker after the list) are kept.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chat, question.id]);
  return { vendors, replies };
}

function VendorCard({ vendor }: { vendor: VendorTile }) {
  return (
    <li className="chat-vendor">
      <img className="chat-vendor__image" src={vendor.image_url} alt="" width="64" height="48" loading="lazy" />
      <span className="chat-vendor__name">{vendor.name}</span>
      <span className="chat-vendor__meta">
        {vendor.categ_name} · {vendor.location}
        {vendor.rating_visible ? ` · ${messages.rating(vendor.rating, vendor.review_counter)}` : ''}
      </span>
    </li>
  );
}

/** Type 19: after its 5 s, the vendors that match, and the replies (request pricing from all, other options). */
export function VendorList(props: AnswerProps) {
  const { vendors, replies } = useVendors(props.question, VENDOR_LIST_DELAY_MS);
  if (!vendors || !replies) return <p className="chat-conversation__notice">{props.question.body}</p>;
  return (
    <div className="chat-answer">
      <ul className="chat-vendors" aria-label={messages.vendorsLabel}>
        {vendors.map((vendor) => (
          <VendorCard key={vendor.id} vendor={vendor} />
        ))}
      </ul>
      <QuickReplies {...props} replies={replies} vendorIds={(reply) => (reply.IS_ALL ? vendors.map((v) => v.id) : [])} />
    </div>
  );
}

/** Type 18: the person picks the vendors to hear from. */
export function VendorPicker({ question, disabled }: AnswerProps) {
  const chat = useChatActions();
  const { vendors } = useVendors(question, 0);
  if (!vendors) return null;
  const send = (chosen: number[]) => {
    const names = vendors.filter((v) => chosen.includes(v.id)).map((v) => v.name).join(', ');
    return chat.send(names, answerDetails(question, { vendorIds: chosen }));
  };
  return <Checklist legend={question.body} options={vendors.map((v) => ({ id: v.id, label: v.name }))} disabled={disabled} send={send} />;
}
