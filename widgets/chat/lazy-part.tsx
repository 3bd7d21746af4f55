import { Component, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { lazyAgain } from '../../src/lib/lazy-again';

/** A part's loader, read at each load (chat.tsx's panelChunk, conversation.tsx's botInputChunk). */
interface PartChunk<P> {
  load: () => Promise<{ default: ComponentType<P> }>;
}

/** What a part that could not load says in its place, and its class there. */
export interface PartFailure {
  className: string;
  message: string;
  retry: string;
}

/** A part whose chunk did not load, tried twice. Any other error still crashes the chat (the server's launcher comes back). */
class PartLoadError extends Error {}

/**
 * A part of the chat whose code loads when first shown (the panel, the chatbot's inputs), its
 * chunk tried once more when it fails. When it still cannot load (offline, or a deploy removed
 * the chunk) its place says so, with a Try again that loads it afresh: the chat stays, with no
 * spinner and no silence. Once loaded, every later one shows at once.
 */
export function createLazyPart<P extends object>(chunk: PartChunk<P>, failure: PartFailure): ComponentType<P> & { preload(): Promise<void> } {
  let loaded: ComponentType<P> | undefined;
  const fresh = (): ComponentType<P> =>
    lazyAgain(() =>
      chunk.load().then(
        (module) => {
          loaded = module.default;
          return module;
        },
        (cause: unknown) => Promise.reject(new PartLoadError('The chunk did not load.', { cause })),
      ),
    );
  function LazyPart(props: P) {
    const [Part, setPart] = useState<ComponentType<P>>(() => loaded ?? fresh());
    return (
      <PartBoundary failure={failure} onRetry={() => setPart(() => loaded ?? fresh())}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </PartBoundary>
    );
  }
  /** Loads the part before it is first shown, so that it shows in the same commit (a failure is left for the part to say when shown). */
  LazyPart.preload = () =>
    chunk.load().then(
      (module) => {
        loaded = module.default;
      },
      () => undefined,
    );
  return LazyPart;
}

interface BoundaryProps {
  failure: PartFailure;
  onRetry(): void;
  children: ReactNode;
}

class PartBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    if (error instanceof PartLoadError) console.error('[widgets] Widget "chat": a part could not load.', error.cause);
  }
  private retry = () => {
    this.props.onRetry();
    this.setState({ error: undefined });
  };
  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    // Not a chunk: the widget's own boundary takes it (react-widget.tsx), as before.
    if (!(error instanceof PartLoadError)) throw error;
    return (
      <p role="alert" className={this.props.failure.className}>
        {this.props.failure.message}{' '}
        <button type="button" className="chat-link" onClick={this.retry}>
          {this.props.failure.retry}
        </button>
      </p>
    );
  }
}
