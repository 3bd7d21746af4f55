import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  safePolygon,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { cloneElement, useState, type CSSProperties, type HTMLProps, type ReactElement, type ReactNode, type Ref } from 'react';
import { MEDIA } from '../../src/ui/breakpoints';
import { FLOATING_LAYER_ATTRIBUTE, TOOLTIP_OPEN_DELAY_MS, Z_INDEX } from '../../src/ui/constants';
import { useMediaQuery } from './use-media-query';
import { useAdoptedStyles } from '../../src/lib/use-adopted-styles';
import tokensCss from '../../src/ui/tokens.css?inline';
import tooltipCss from './tooltip.css?inline';

/** Phones and touch-only screens have no hover: there the tooltip opens on tap (spec §4). */
const NO_HOVER_QUERY = '(hover: none)';

/** Props of {@link Tooltip}. Open state follows Radix: `open` / `defaultOpen` / `onOpenChange`. */
export interface TooltipProps {
  content: ReactNode;
  /** One element that takes a ref and DOM props, usually a button; it stays the focus holder. */
  children: ReactElement<HTMLProps<Element> & { ref?: Ref<Element> }>;
  placement?: Placement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A tooltip on @floating-ui/react describing its child (role tooltip, aria-describedby while open).
 * Desktop: opens on hover after a short delay and on keyboard focus. Phones (under 768 px) or
 * `(hover: none)` screens: opens on tap. Closes on Escape, an outside press or blur. The tooltip is
 * never focusable and never takes focus: focus stays on the child.
 *
 * @example
 * <Tooltip content="Saved to favourites"><button type="button" aria-label="Favourite">♥</button></Tooltip>
 */
export function Tooltip({ content, children, placement = 'top', ...props }: TooltipProps) {
  // Added when first committed, not on import, so unused primitives tree-shake away.
  useAdoptedStyles(['ui-tokens', tokensCss], ['ui-tooltip', tooltipCss]);
  const tapMode = useTapMode();
  const [open, setOpen] = useOpenState(props);
  const { refs, floatingStyles, getReferenceProps, getFloatingProps } = useTooltipFloating({ open, setOpen, placement, tapMode });
  // oxlint-disable-next-line react/refs -- setReference is floating-ui's stable callback ref, not a ref value
  const ref = useMergeRefs([refs.setReference, children.props.ref]);

  const referenceProps = getReferenceProps({
    ...children.props,
    // useFocus (which closes on blur) is off in tap mode, so blur closes it here.
    onBlur: (event) => {
      children.props.onBlur?.(event);
      if (tapMode) setOpen(false);
    },
  });

  return (
    <>
      {cloneElement(children, { ...referenceProps, ref })}
      {open && (
        // Floating UI makes floating elements focusable (tabindex -1); a tooltip must never take focus.
        <TooltipLayer floatingRef={refs.setFloating} style={floatingStyles} floatingProps={getFloatingProps({ tabIndex: undefined })}>
          {content}
        </TooltipLayer>
      )}
    </>
  );
}

/** True where the tooltip opens on tap: phones, and screens without hover. */
function useTapMode(): boolean {
  // Two queries rather than one comma list: some engines (happy-dom among them) mishandle lists.
  const isPhone = useMediaQuery(MEDIA.mobile);
  return useMediaQuery(NO_HOVER_QUERY) || isPhone;
}

/** Radix-style open state: `open` when controlled, else its own, with `onOpenChange` told either way. */
function useOpenState(props: Pick<TooltipProps, 'open' | 'defaultOpen' | 'onOpenChange'>): [boolean, (open: boolean) => void] {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(props.defaultOpen ?? false);
  const setOpen = (next: boolean) => {
    if (props.open === undefined) setUncontrolledOpen(next);
    props.onOpenChange?.(next);
  };
  return [props.open ?? uncontrolledOpen, setOpen];
}

/** Position and interactions: hover and focus on desktop, click in tap mode; Escape, outside press and the tooltip role everywhere. */
function useTooltipFloating({ open, setOpen, placement, tapMode }: { open: boolean; setOpen: (open: boolean) => void; placement: Placement; tapMode: boolean }) {
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    // safePolygon lets the pointer travel onto the tooltip without closing it (WCAG 1.4.13).
    useHover(context, { enabled: !tapMode, mouseOnly: true, delay: { open: TOOLTIP_OPEN_DELAY_MS }, handleClose: safePolygon() }),
    useFocus(context, { enabled: !tapMode }),
    useClick(context, { enabled: tapMode }),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  return { refs, floatingStyles, getReferenceProps, getFloatingProps };
}

interface TooltipLayerProps {
  floatingRef: Ref<HTMLDivElement>;
  style: CSSProperties;
  /** From getFloatingProps: the role, id and handlers useInteractions wires up. */
  floatingProps: Record<string, unknown>;
  children: ReactNode;
}

/** The floating bubble, portalled out of the page and marked as a floating layer above modals. */
function TooltipLayer({ floatingRef, style, floatingProps, children }: TooltipLayerProps) {
  return (
    <FloatingPortal>
      <div ref={floatingRef} className="tooltip" style={{ ...style, zIndex: Z_INDEX.tooltip }} {...{ [FLOATING_LAYER_ATTRIBUTE]: 'tooltip' }} {...floatingProps}>
        {children}
      </div>
    </FloatingPortal>
  );
}
