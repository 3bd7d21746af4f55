import { addMessage, findConversation, type Message } from '../db';

// The guided chatbot of the stand-in's concierge (spec §3 chatbot message types): one flow
// that asks each kind of question once, so the chat's every input can be tried. The spec
// does not give the real flows; the questions and their ids are ours.

type BotQuestion = NonNullable<Message['bot']> & { body: string };

export const CHATBOT_FLOW_ID = 1;

const q = (questionId: number, messageType: number, body: string, quickReplies?: BotQuestion['quickReplies']): BotQuestion => ({
  questionId,
  messageType,
  flowId: CHATBOT_FLOW_ID,
  body,
  ...(quickReplies ? { quickReplies } : {}),
});

/** Quick reply ids of the vendor list (message type 19), as /pusher/getVendors answers them. */
export const ALL_VENDORS_REPLY = 1;
export const OTHER_OPTIONS_REPLY = 2;

const QUESTIONS = {
  sector: q(1, 8, 'Hi! Which vendors are you looking for first?', [
    { ID: 1, TEXT: 'Venues' },
    { ID: 6, TEXT: 'Photographers' },
    { ID: 5, TEXT: 'Florists' },
  ]),
  priorities: q(2, 2, 'What matters most to you? Choose all that apply.', [
    { ID: 21, TEXT: 'Price' },
    { ID: 22, TEXT: 'Style' },
    { ID: 23, TEXT: 'Availability' },
    { ID: 24, TEXT: 'Reviews' },
  ]),
  guests: q(3, 3, 'How many guests are you expecting?'),
  place: q(4, 5, 'Where is your wedding?'),
  date: q(5, 6, 'When is your wedding?'),
  name: q(6, 10, 'What is your name?'),
  mail: q(12, 11, 'What e-mail address should vendors write to?'),
  phone: q(7, 12, 'What phone number can vendors reach you on?'),
  loading: q(8, 20, 'Looking for the best vendors for you…'),
  list: q(9, 19, 'These vendors match what you told us.'),
  picker: q(10, 18, 'Which of them would you like to hear from?'),
  end: q(11, 15, 'All set! The vendors you chose will answer in your inbox.'),
} satisfies Record<string, BotQuestion>;

const ORDER: BotQuestion[][] = [
  [QUESTIONS.sector],
  [QUESTIONS.priorities],
  [QUESTIONS.guests],
  [QUESTIONS.place],
  [QUESTIONS.date],
  [QUESTIONS.name],
  [QUESTIONS.mail],
  [QUESTIONS.phone],
  [QUESTIONS.loading, QUESTIONS.list],
];

/** The bot's next questions after the answer to `questionId` (none when the flow has ended). */
function nextQuestions(questionId: number, answerId: number | undefined): BotQuestion[] {
  if (questionId === QUESTIONS.list.questionId) return [answerId === OTHER_OPTIONS_REPLY ? QUESTIONS.picker : QUESTIONS.end];
  if (questionId === QUESTIONS.picker.questionId) return [QUESTIONS.end];
  const index = ORDER.findIndex((step) => step.some((question) => question.questionId === questionId));
  return index >= 0 ? (ORDER[index + 1] ?? []) : [];
}

function ask(conversationId: number, questions: BotQuestion[], sectorId?: number): Message[] {
  const sector = sectorId === undefined ? {} : { sectorId, categId: sectorId };
  return questions.flatMap(({ body, ...bot }) => addMessage(conversationId, 'concierge', body, { ...bot, ...sector }) ?? []);
}

/** Starts the flow in a conversation: its first question. */
export function startChatbot(conversationId: number): Message[] {
  return ask(conversationId, ORDER[0]!);
}

/**
 * Spec §5 refresh: "All messages will be lost": the conversation's messages go, and its chatbot
 * asks its first question again.
 */
export function restartChatbot(conversationId: number): Message[] {
  const conversation = findConversation(conversationId);
  if (conversation) conversation.messages.length = 0;
  return startChatbot(conversationId);
}

/** Has this conversation's chatbot been started (and not restarted by a refresh since)? */
export function hasChatbot(conversationId: number): boolean {
  return findConversation(conversationId)?.messages.some((m) => m.bot) ?? false;
}

/**
 * The bot's answer to a reply in its flow: the next questions, stored in the conversation.
 * The sector chosen at the first question (or carried back by the answers after it) stays on
 * the questions that follow, so the vendors it finds are of that sector.
 */
export function answerChatbot(conversationId: number, questionId: number, answerId: number | undefined, sectorId: number | undefined): Message[] {
  return ask(conversationId, nextQuestions(questionId, answerId), sectorId);
}
