import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { bookingScheduled, closeExpertAdvice, saveBooking } from '../controller';
import { messages as m } from '../messages';
import { scheduledUrlOf, schedulerUrl } from '../scheduler-message';
import { expertAdviceStore } from '../store';
import { NextButton, StepFrame } from './step-frame';

/**
 * The scheduling widget inline, prefilled with name and e-mail (spec §2). Its 'scheduled'
 * message is taken only from the frame itself, from an allowed origin, in the expected shape
 * (scheduler-message.ts); then the booking is saved and confirmed. Until the server took it
 * the scheduler stays (it shows the time chosen), without Back; a failed save says so and
 * offers Try again, which sends the same booking.
 */
export function SchedulerStep() {
  const frame = useRef<HTMLIFrameElement>(null);
  const run = useStore(expertAdviceStore, (s) => s.run);
  const scheduled = useStore(expertAdviceStore, (s) => s.scheduled);
  const booking = useStore(expertAdviceStore, (s) => s.booking);
  const failed = useStore(expertAdviceStore, (s) => s.failed);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const url = scheduledUrlOf(event, frame.current?.contentWindow);
      if (url) void bookingScheduled(url);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  if (scheduled) {
    return (
      <StepFrame key="scheduled" title={m.scheduledTitle} back={false} primary={<NextButton onClick={closeExpertAdvice}>{m.close}</NextButton>}>
        <p>{m.scheduledText}</p>
      </StepFrame>
    );
  }
  return (
    <StepFrame
      title={m.schedulerTitle}
      back={!booking}
      failedMessage={m.bookingSaveFailed}
      primary={booking && failed ? <NextButton onClick={() => void saveBooking()}>{m.tryAgain}</NextButton> : undefined}
    >
      <iframe ref={frame} className="expert-advice__scheduler" title={m.schedulerFrame} src={schedulerUrl({ name: run?.name, email: run?.email })} />
    </StepFrame>
  );
}
